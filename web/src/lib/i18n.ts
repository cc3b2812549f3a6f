import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'ne', label: 'नेपाली' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

const STORAGE_KEY = 'pariksha-language';

// One JSON file per feature (namespace) and language: English ships in the bundle, Nepali loads when chosen.
const englishFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/en/*.json', { eager: true });
const nepaliFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/ne/*.json');

const namespaceOf = (file: string) => file.split('/').pop()!.replace('.json', '');

const englishResources = Object.fromEntries(
  Object.entries(englishFiles).map(([file, module]) => [namespaceOf(file), module.default]),
);

async function loadNepali() {
  const entries = await Promise.all(
    Object.entries(nepaliFiles).map(async ([file, load]) => [namespaceOf(file), (await load()).default] as const),
  );
  for (const [namespace, resources] of entries) i18next.addResourceBundle('ne', namespace, resources, true, true);
}

function savedLanguage(): Language {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'ne' ? 'ne' : 'en';
  } catch {
    return 'en';
  }
}

export async function initI18n() {
  const language = savedLanguage();
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: Object.keys(englishResources),
    defaultNS: 'common',
    resources: { en: englishResources },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (language === 'ne') await changeLanguage('ne');
  return i18next;
}

export async function changeLanguage(language: Language) {
  if (language === 'ne' && !i18next.hasResourceBundle('ne', 'common')) await loadNepali();
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}
