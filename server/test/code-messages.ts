import { READER_LANGUAGES } from '@common/academics';
import { normalizeCodeInput } from '@common/otp';
import { composeMail } from '../platform/mail-texts';

/**
 * How tests, journeys and the bench tell a verification-code mail from the others, in either language (decision 058):
 * its subject is one of the book's two, which carry no code.
 */
export const CODE_MAIL_SUBJECTS: readonly string[] = READER_LANGUAGES.map((language) => composeMail(language, 'verificationCode', { code: '', minutes: 0 }).subject);

export const isCodeMail = (subject: string) => CODE_MAIL_SUBJECTS.includes(subject);

/** The sentence that carries the code in a mail or a text message, in English or Nepali (Devanagari digits). */
const CODE_SENTENCE = /(?:verification code is|Pariksha code:|प्रमाणीकरण कोड|परीक्षा कोड:) ([0-9०-९]{4,8})(?=[.।\s]|$)/;

/** The code in a verification mail or text message of either language, as ASCII digits; null when there is none. */
export function findCode(text: string): string | null {
  const code = CODE_SENTENCE.exec(text)?.[1];
  return code ? normalizeCodeInput(code) : null;
}
