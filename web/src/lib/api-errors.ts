import { i18n } from './translator';

/**
 * What the reader sees for an API error, from its code alone (decisions 077, 091): in Nepali the translation of the code
 * (errors: codes.<code>); in English the server's own sentence, which is the translation there (the spec's wording,
 * often more precise than a code several refusals share). A refusal a screen words on its own has a code of its own,
 * so nothing in the web reads the sentence. A code this build does not know yet (a newer server) shows the sentence.
 */
export function readerMessage(code: string, serverMessage?: string, values: Record<string, unknown> = {}): string {
  if (serverMessage && i18n.language !== 'ne') return serverMessage;
  const key = `codes.${code}`;
  if (i18n.exists(key, { ns: 'errors' })) return i18n.t(key, { ns: 'errors', ...values });
  return serverMessage ?? i18n.t('codes.internal_error', { ns: 'errors' });
}
