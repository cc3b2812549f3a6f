import i18next, { type BackendModule, type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import englishCommon from '../locales/en/common.json';
import { setErrorTexts } from './api';
import { readerMessage } from './api-errors';
import { localDigits, setBikramSambatConverter, type Language } from './format';

const STORAGE_KEY = 'pariksha-language';

// One JSON file per feature (namespace) and language. Only the shell's English texts ship in the first download;
// a page's namespace loads with the page (useTranslation suspends until it is there), Nepali when chosen.
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = localeFiles[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

/** Every namespace that has an English file (tests load them all up front). */
export const ALL_NAMESPACES = Object.keys(localeFiles)
  .filter((file) => file.startsWith('../locales/en/'))
  .map((file) => file.split('/').pop()!.replace('.json', ''));

// Every value put into a text goes through `format` (interpolation.alwaysFormat): a number comes out in the reader's
// digits, so `t('exam.answeredCount', { answered: 3 })` reads ३ in Nepali; strings (names, titles) pass unchanged.
// Grouped numbers, dates and durations are written by lib/format before they are passed (decision 026).
const readerDigits: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format: (value, _format, language) => (typeof value === 'number' ? localDigits(String(value), language ?? 'en') : value),
};

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

/** Starts i18next in the stored language (the browser) or the one given (the server's prerendering, decision 068). */
export async function initI18n(language: Language = savedLanguage()) {
  setErrorTexts(readerMessage);
  const prepared = prepare(language);
  await i18next
    .use(localeBackend)
    .use(readerDigits)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      // The API's error texts (lib/api.ts) are needed the moment a request fails: loaded at start, not with the first visit's code.
      ns: ['common', 'errors'],
      defaultNS: 'common',
      resources: { en: { common: englishCommon } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
    });
  await prepared;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18next;
}

// The language asked for last: a switch that finishes loading after a later one must not undo it.
let requested: Language | undefined;

export async function changeLanguage(language: Language) {
  requested = language;
  await Promise.all([prepare(language), i18next.loadLanguages(language)]);
  if (requested !== language) return;
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}
