/** A policy version's date in the reader's language: "22 November 2026" or its Nepali form. */
export function formatPolicyDate(iso: string, language: string, withTime = false) {
  return new Intl.DateTimeFormat(language === 'ne' ? 'ne-NP' : 'en-GB', {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(new Date(iso));
}
