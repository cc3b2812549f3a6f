import { randomInt } from 'node:crypto';
import { ANSWER_LETTERS, type AnswerLetter } from '@common/practice';

/** A source of whole numbers in [0, max): crypto's by default, a fixed one in tests. */
type RandomInt = (max: number) => number;

/** The bank's order of a question's options: the letter shown first is the bank's A, and so on. */
export const BANK_OPTION_ORDER = 'ABCD';

/** A fresh copy of `items` in uniformly random order (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], random: RandomInt = randomInt): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = random(index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

// "All of the above", "Both A and B", "None of these": such options point at the others' places or letters.
const REFERS_TO_OTHER_OPTIONS = /\b(all|none|both|neither|either)\s+of\s+(the\s+)?(above|these|them|those)\b|\b(both|only|either|neither)\s+\(?[A-D]\)?\s+(and|or|nor)\s+\(?[A-D]\)?\b|\b[A-D]\s+(and|or|&)\s+[A-D]\b/i;

/**
 * The order to show a question's options in, as the bank's letters in the shown order ('CADB': the bank's C shows
 * as A). A question whose options point at each other ("all of the above", "both A and B") keeps the bank's order.
 */
export function optionOrderFor(options: Record<AnswerLetter, string>, random: RandomInt = randomInt): string {
  if (ANSWER_LETTERS.some((letter) => REFERS_TO_OTHER_OPTIONS.test(options[letter]))) return BANK_OPTION_ORDER;
  return shuffled(ANSWER_LETTERS, random).join('');
}

/** The options under the letters the student sees. */
export function optionsAsShown(options: Record<AnswerLetter, string>, order: string): Record<AnswerLetter, string> {
  return Object.fromEntries(ANSWER_LETTERS.map((letter, index) => [letter, options[order[index] as AnswerLetter]])) as Record<AnswerLetter, string>;
}

/** The letter the student sees for one of the bank's letters. */
export function letterAsShown(order: string, bankLetter: AnswerLetter): AnswerLetter {
  return ANSWER_LETTERS[order.indexOf(bankLetter)]!;
}
