import { describe, expect, it, vi } from 'vitest';
import { localDigits } from './format';
import { createTranslator } from './translator';

const TEXTS: Record<string, Record<string, Record<string, unknown>>> = {
  en: {
    common: {
      greeting: 'Hello, {{ name }}',
      nested: { deep: { text: 'Deep' } },
      lessons_one: '{{count}} lesson',
      lessons_other: '{{count}} lessons',
      plain: 'Only one form: {{count}}',
      onlyInEnglish: 'English only, page {{page}}',
      months: ['Baisakh', 'Jestha'],
      empty: '',
    },
    practice: { title: 'Practice', score: '{{score}}/{{total}}' },
  },
  ne: {
    common: {
      greeting: 'नमस्ते, {{ name }}',
      nested: { deep: { text: 'गहिरो' } },
      lessons_one: '{{count}} पाठ',
      lessons_other: '{{count}} पाठहरू',
      plain: 'एउटै रूप: {{count}}',
      months: ['बैशाख', 'जेठ'],
      empty: '',
    },
    practice: { title: 'अभ्यास', score: '{{total}} मध्ये {{score}}' },
  },
};

/** A translator over TEXTS; `loaded` lists each file read, `fail` makes a file's next reads fail. */
async function started(language = 'en', namespaces = ['common']) {
  const loaded: string[] = [];
  const fail = new Set<string>();
  const load = vi.fn(async (lng: string, namespace: string) => {
    loaded.push(`${lng}/${namespace}`);
    if (fail.has(`${lng}/${namespace}`)) throw new Error(`${lng}/${namespace} did not load`);
    return TEXTS[lng]?.[namespace] ?? {};
  });
  const translator = createTranslator();
  await translator.init({ language, ns: namespaces, load, format: (value, lng) => (typeof value === 'number' ? localDigits(String(value), lng) : value) });
  return { translator, loaded, fail };
}

describe('t', () => {
  it('reads a dotted key of the default namespace, another namespace by prefix or option, and fills placeholders', async () => {
    const { translator } = await started('en', ['common', 'practice']);
    expect(translator.t('nested.deep.text')).toBe('Deep');
    expect(translator.t('greeting', { name: 'Sita' })).toBe('Hello, Sita');
    expect(translator.t('practice:title')).toBe('Practice');
    expect(translator.t('title', { ns: 'practice' })).toBe('Practice');
    expect(translator.getFixedT(null, 'practice')('score', { score: 7, total: 10 })).toBe('7/10');
  });

  it('writes every number in the reader’s digits, and strings as they are', async () => {
    const { translator } = await started('ne', ['common', 'practice']);
    expect(translator.t('practice:score', { score: 7, total: 10 })).toBe('१० मध्ये ७');
    expect(translator.t('practice:score', { score: '7', total: 2081 })).toBe('२०८१ मध्ये 7');
    expect(translator.t('greeting', { name: 'सीता' })).toBe('नमस्ते, सीता');
    expect(translator.t('practice:score', { score: 7, total: 10, lng: 'en' })).toBe('7/10');
  });

  it('keeps a placeholder it has no value for, and empties one given as undefined or null', async () => {
    const { translator } = await started();
    expect(translator.t('greeting')).toBe('Hello, {{ name }}');
    expect(translator.t('greeting', { name: undefined })).toBe('Hello, ');
    expect(translator.t('greeting', { name: null })).toBe('Hello, ');
    expect(translator.t('empty')).toBe('');
  });

  it('picks the plural form by count with the language’s rules, and the plain key when there are no forms', async () => {
    const { translator } = await started('ne');
    expect(translator.t('lessons', { count: 1 })).toBe('१ पाठ');
    expect(translator.t('lessons', { count: 3 })).toBe('३ पाठहरू');
    expect(translator.t('lessons', { count: 0 })).toBe('० पाठहरू');
    expect(translator.t('lessons', { count: 1, lng: 'en' })).toBe('1 lesson');
    expect(translator.t('lessons', { count: 21, lng: 'en' })).toBe('21 lessons');
    expect(translator.t('plain', { count: 2 })).toBe('एउटै रूप: २');
  });

  it('falls back to English for a text Nepali lacks (numbers still in Nepali digits), then to defaultValue, then to the key', async () => {
    const { translator } = await started('ne');
    expect(translator.t('onlyInEnglish', { page: 4 })).toBe('English only, page ४');
    expect(translator.t('units.motion', { defaultValue: 'Motion' })).toBe('Motion');
    expect(translator.t('missing.key', { defaultValue: 'Page {{page}}', page: 2 })).toBe('Page २');
    expect(translator.t('practice:missing.key')).toBe('missing.key');
  });

  it('returns a list with returnObjects, and never a tree or a property of Object in place of a text', async () => {
    const { translator } = await started('ne');
    expect(translator.t('months', { returnObjects: true })).toEqual(['बैशाख', 'जेठ']);
    expect(translator.t('nested')).toBe('nested');
    expect(translator.t('toString')).toBe('toString');
    expect(translator.t('greeting.constructor')).toBe('greeting.constructor');
    expect(translator.exists('toString')).toBe(false);
  });

  it('tells whether a text exists, in the language or in English', async () => {
    const { translator } = await started('ne', ['common', 'practice']);
    expect(translator.exists('title', { ns: 'practice' })).toBe(true);
    expect(translator.exists('onlyInEnglish')).toBe(true);
    expect(translator.exists('absent')).toBe(false);
    expect(translator.exists('title')).toBe(false);
  });
});

describe('loading', () => {
  it('loads a namespace in the language and in English, once', async () => {
    const { translator, loaded } = await started('ne');
    expect(loaded).toEqual(['ne/common', 'en/common']);
    expect(translator.hasLoadedNamespace('practice')).toBe(false);
    await Promise.all([translator.loadNamespaces('practice'), translator.loadNamespaces(['practice', 'common'])]);
    expect(loaded).toEqual(['ne/common', 'en/common', 'ne/practice', 'en/practice']);
    expect(translator.hasLoadedNamespace('practice')).toBe(true);
  });

  it('starts from the texts shipped with the code', async () => {
    const load = vi.fn(async () => ({}));
    const translator = createTranslator();
    await translator.init({ language: 'en', ns: ['common'], load, bundled: { en: { common: { shipped: 'Shipped' } } } });
    expect(load).not.toHaveBeenCalled();
    expect(translator.t('shipped')).toBe('Shipped');
  });

  it('resolves when a namespace fails to load, answers its failure to what asks in the same task, and loads it again after', async () => {
    const { translator, loaded, fail } = await started();
    fail.add('en/practice');
    await translator.loadNamespaces('practice');
    expect(translator.hasLoadedNamespace('practice')).toBe(false);
    await expect(translator.namespaceReady('practice')).rejects.toThrow('en/practice did not load');
    expect(loaded.filter((file) => file === 'en/practice')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    fail.clear();
    await translator.namespaceReady('practice');
    expect(translator.t('practice:title')).toBe('Practice');
    expect(loaded.filter((file) => file === 'en/practice')).toHaveLength(2);
  });

  it('loads every namespace asked for so far in a new language before it is chosen, and tells listeners of the change', async () => {
    const { translator, loaded } = await started('en', ['common', 'practice']);
    const listener = vi.fn();
    const unsubscribe = translator.subscribe(listener);
    await translator.loadLanguage('ne');
    expect(loaded).toEqual(expect.arrayContaining(['ne/common', 'ne/practice']));
    expect(translator.language).toBe('en');
    expect(listener).not.toHaveBeenCalled();
    translator.setLanguage('ne');
    expect(translator.t('practice:title')).toBe('अभ्यास');
    translator.setLanguage('ne');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    translator.setLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('gives components a new t when the language changes, the same one otherwise', async () => {
    const { translator } = await started('en', ['common', 'practice']);
    const english = translator.translationFor('practice');
    expect(translator.translationFor('practice')).toBe(english);
    await translator.loadLanguage('ne');
    translator.setLanguage('ne');
    expect(translator.translationFor('practice')).not.toBe(english);
    expect(translator.translationFor('practice')('title')).toBe('अभ्यास');
  });

  it('records the namespaces read since a record was started', async () => {
    const { translator } = await started();
    translator.noteUsed('landing');
    const used = translator.recordUsedNamespaces();
    translator.noteUsed('common');
    translator.noteUsed('auth');
    translator.noteUsed('common');
    expect([...used]).toEqual(['common', 'auth']);
  });
});
