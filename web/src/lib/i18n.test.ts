import { describe, expect, it } from 'vitest';
import { formatFor } from './format';
import { changeLanguage } from './i18n';
import { i18n } from './translator';

describe('the app’s texts', () => {
  it('write numbers in the reader’s digits and pick Nepali plural forms by count', async () => {
    await changeLanguage('ne');
    try {
      expect(i18n.t('exam.answeredCount', { ns: 'practice', answered: 3, total: 10 })).toBe('१० मध्ये ३ उत्तर दिइयो');
      expect(formatFor('ne').relativeTime(Date.now() - 3 * 60_000)).toMatch(/^३ /);
      expect(formatFor('en').relativeTime(Date.now() - 60_000)).toBe('1 minute ago');
      expect(formatFor('en').relativeTime(Date.now() - 3 * 60_000)).toBe('3 minutes ago');
    } finally {
      await changeLanguage('en');
    }
  });
});

describe('changeLanguage', () => {
  it('keeps the language asked for last when an earlier switch finishes loading after it', async () => {
    // Nepali waits for its calendar converter; English has nothing to load, so it is chosen first.
    const toNepali = changeLanguage('ne');
    const backToEnglish = changeLanguage('en');
    await Promise.all([toNepali, backToEnglish]);
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('pariksha-language')).toBe('en');
  });

  it('sets the page’s language and remembers the choice', async () => {
    await changeLanguage('ne');
    expect([i18n.language, document.documentElement.lang, localStorage.getItem('pariksha-language')]).toEqual(['ne', 'ne', 'ne']);
    await changeLanguage('en');
    expect([i18n.language, document.documentElement.lang, localStorage.getItem('pariksha-language')]).toEqual(['en', 'en', 'en']);
  });
});
