import type { AnswerLetter } from '@common/practice';

export type AnswerToGrade = {
  position: number;
  chosenAnswer: AnswerLetter | null;
  correctAnswer: AnswerLetter;
  /** The question's marks (numeric(6,2) in the database). */
  marks: number;
};

export type GradedAnswer = { position: number; isCorrect: boolean | null; marksAwarded: number };

export type ScoreTotals = {
  score: number;
  maxScore: number;
  /** score / maxScore in percent, two decimals, clamped to 0-100. */
  percentage: number;
  correct: number;
  wrong: number;
  unanswered: number;
};

/*
 * Exact arithmetic: marks have two decimals and the negative-mark fraction three, so every award is a whole
 * number of 1/100000 marks. Sums are exact integers; rounding to two decimals happens once, at the end.
 */
const MARK_SCALE = 100;
const FRACTION_SCALE = 1000;

const toHundredths = (marks: number) => Math.round(marks * MARK_SCALE);
const toThousandths = (fraction: number) => Math.round(fraction * FRACTION_SCALE);

/** Integer division rounding half away from zero. */
function divideRounded(numerator: number, denominator: number): number {
  const quotient = Math.round(Math.abs(numerator) / denominator);
  return numerator < 0 ? -quotient : quotient;
}

/** Award of one answer in 1/100000 marks: full marks when right, minus fraction × marks when wrong, 0 unanswered. */
function awardUnits(answer: AnswerToGrade, fractionThousandths: number): number {
  const marks = toHundredths(answer.marks);
  if (answer.chosenAnswer === null) return 0;
  return answer.chosenAnswer === answer.correctAnswer ? marks * FRACTION_SCALE : -marks * fractionThousandths;
}

function totalsOf(answers: readonly AnswerToGrade[], fractionThousandths: number): ScoreTotals {
  let units = 0;
  let maxHundredths = 0;
  let correct = 0;
  let wrong = 0;
  for (const answer of answers) {
    units += awardUnits(answer, fractionThousandths);
    maxHundredths += toHundredths(answer.marks);
    if (answer.chosenAnswer === null) continue;
    if (answer.chosenAnswer === answer.correctAnswer) correct++;
    else wrong++;
  }
  const percentHundredths = maxHundredths === 0 ? 0 : divideRounded(units * 100 * 100, maxHundredths * FRACTION_SCALE);
  return {
    score: divideRounded(units, FRACTION_SCALE) / MARK_SCALE,
    maxScore: maxHundredths / MARK_SCALE,
    percentage: Math.min(100, Math.max(0, percentHundredths / 100)),
    correct,
    wrong,
    unanswered: answers.length - correct - wrong,
  };
}

/**
 * Grades an attempt's answers under its marking scheme: each right answer earns the question's marks, each wrong
 * one loses negativeMarkFraction × its marks (0 by default, 0.1 IOE style, 0.25 CEE style), an unanswered one 0.
 */
export function gradeAnswers(answers: readonly AnswerToGrade[], negativeMarkFraction: number) {
  const fraction = toThousandths(negativeMarkFraction);
  const graded: GradedAnswer[] = answers.map((answer) => ({
    position: answer.position,
    isCorrect: answer.chosenAnswer === null ? null : answer.chosenAnswer === answer.correctAnswer,
    marksAwarded: divideRounded(awardUnits(answer, fraction), FRACTION_SCALE) / MARK_SCALE,
  }));
  return { answers: graded, totals: totalsOf(answers, fraction) };
}

/** Score lines per group (subject, or subject and unit) in first-seen order. */
export function scoreByGroup<T extends AnswerToGrade>(
  answers: readonly T[],
  negativeMarkFraction: number,
  groupOf: (answer: T) => string,
): Map<string, ScoreTotals & { questions: number }> {
  const groups = new Map<string, T[]>();
  for (const answer of answers) {
    const key = groupOf(answer);
    groups.set(key, [...(groups.get(key) ?? []), answer]);
  }
  const fraction = toThousandths(negativeMarkFraction);
  return new Map([...groups].map(([key, members]) => [key, { ...totalsOf(members, fraction), questions: members.length }]));
}
