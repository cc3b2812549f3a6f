import englishCommon from '../locales/en/common.json';
import { setErrorTexts } from './api';
import { readerMessage } from './api-errors';
import { localDigits, setBikramSambatConverter, type Language } from './format';
import { i18n } from './translator';

const STORAGE_KEY = 'pariksha-language';

// One JSON file per feature (namespace) and language. Only the shell's English texts ship in the first download;
// a page's namespace loads with the page (useTranslation suspends until it is there), Nepali when chosen.
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

async function loadTexts(language: string, namespace: string) {
  const load = localeFiles[`../locales/${language}/${namespace}.json`];
  return load ? (await load()).default : {};
}

/** Every namespace that has an English file (tests load them all up front). */
export const ALL_NAMESPACES = Object.keys(localeFiles)
  .filter((file) => file.startsWith('../locales/en/'))
  .map((file) => file.split('/').pop()!.replace('.json', ''));

// Every value put into a text goes through this: a number comes out in the reader's digits, so
// `t('exam.answeredCount', { answered: 3 })` reads ३ in Nepali; strings (names, titles) pass unchanged.
// Grouped numbers, dates and durations are written by lib/format before they are passed (decision 026).
const readerDigits = (value: unknown, language: string) => (typeof value === 'number' ? localDigits(String(value), language) : value);

function savedLanguage(): Language {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'ne' ? 'ne' : 'en';
  } catch {
    return 'en';
  }
}

/** What Nepali needs besides its texts: the Bikram Sambat converter for `format.day()` (decision 076). */
const prepare = async (language: Language) => {
  if (language === 'ne') setBikramSambatConverter((await import('nepali-date-converter')).default);
};

/** Starts the translator in the stored language (the browser) or the one given (the server's prerendering, decision 068). */
export async function initI18n(language: Language = savedLanguage()) {
  setErrorTexts(readerMessage);
  const prepared = prepare(language);
  await i18n.init({
    language,
    // The API's error texts (lib/api.ts) are needed the moment a request fails: loaded at start, not with the first visit's code.
    ns: ['common', 'errors'],
    load: loadTexts,
    bundled: { en: { common: englishCommon } },
    format: readerDigits,
  });
  await prepared;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18n;
}

// The language asked for last: a switch that finishes loading after a later one must not undo it.
let requested: Language | undefined;

export async function changeLanguage(language: Language) {
  requested = language;
  await Promise.all([prepare(language), i18n.loadLanguage(language)]);
  if (requested !== language) return;
  i18n.setLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}
