import { describe, expect, it } from 'vitest';
import type { AnswerLetter } from '@common/practice';
import { gradeAnswers, scoreByGroup, type AnswerToGrade } from './scoring';

/** n answers of `marks` each: `right` correct, `wrong` wrong, the rest unanswered. */
function answers(n: number, right: number, wrong: number, marks = 1): AnswerToGrade[] {
  return Array.from({ length: n }, (_, index) => ({
    position: index + 1,
    correctAnswer: 'B' as AnswerLetter,
    chosenAnswer: index < right ? 'B' : index < right + wrong ? 'C' : null,
    marks,
  }));
}

describe('gradeAnswers', () => {
  it('gives marks for right answers and nothing for wrong or unanswered without negative marking', () => {
    const { totals, answers: graded } = gradeAnswers(answers(10, 7, 2), 0);
    expect(totals).toEqual({ score: 7, maxScore: 10, percentage: 70, correct: 7, wrong: 2, unanswered: 1 });
    expect(graded.map((a) => a.isCorrect)).toEqual([true, true, true, true, true, true, true, false, false, null]);
    expect(graded.map((a) => a.marksAwarded)).toEqual([1, 1, 1, 1, 1, 1, 1, 0, 0, 0]);
  });

  it('deducts 10 % of the marks per wrong answer (IOE style) exactly', () => {
    // 0.1 × 30 in floating point is 3.0000000000000004; the score must be exactly 57.
    const { totals, answers: graded } = gradeAnswers(answers(100, 60, 30), 0.1);
    expect(totals.score).toBe(57);
    expect(totals.percentage).toBe(57);
    expect(graded[60]!.marksAwarded).toBe(-0.1);
    expect(graded[99]!.marksAwarded).toBe(0);
  });

  it('deducts a quarter of the marks per wrong answer (CEE style)', () => {
    const { totals } = gradeAnswers(answers(200, 150, 37), 0.25);
    expect(totals.score).toBe(140.75);
    expect(totals.maxScore).toBe(200);
    expect(totals.percentage).toBe(70.38);
  });

  it('uses each question\'s own marks', () => {
    const mixed: AnswerToGrade[] = [
      { position: 1, correctAnswer: 'A', chosenAnswer: 'A', marks: 2 },
      { position: 2, correctAnswer: 'A', chosenAnswer: 'D', marks: 4 },
      { position: 3, correctAnswer: 'C', chosenAnswer: 'C', marks: 1.5 },
      { position: 4, correctAnswer: 'C', chosenAnswer: null, marks: 2.5 },
    ];
    const { totals, answers: graded } = gradeAnswers(mixed, 0.25);
    expect(graded.map((a) => a.marksAwarded)).toEqual([2, -1, 1.5, 0]);
    expect(totals).toEqual({ score: 2.5, maxScore: 10, percentage: 25, correct: 2, wrong: 1, unanswered: 1 });
  });

  it('rounds the total once, not each deduction', () => {
    // Three deductions of 0.125 × 1.33 = 0.16625 each: 0.49875 in all, 0.50 after rounding (not 3 × 0.17 = 0.51).
    const odd = answers(4, 1, 3, 1.33);
    const { totals } = gradeAnswers(odd, 0.125);
    expect(totals.score).toBe(0.83);
  });

  it('clamps the percentage to 0 when negative marks exceed the earned ones, keeping the negative score', () => {
    const { totals } = gradeAnswers(answers(10, 0, 10), 0.25);
    expect(totals.score).toBe(-2.5);
    expect(totals.percentage).toBe(0);
    const perfect = gradeAnswers(answers(3, 3, 0), 0.25).totals;
    expect(perfect.percentage).toBe(100);
  });

  it('handles an empty attempt', () => {
    expect(gradeAnswers([], 0.1).totals).toEqual({ score: 0, maxScore: 0, percentage: 0, correct: 0, wrong: 0, unanswered: 0 });
  });
});

describe('scoreByGroup', () => {
  it('scores each group with the same rules', () => {
    const tagged = answers(6, 3, 2).map((answer, index) => ({ ...answer, subject: index % 2 === 0 ? 'Physics' : 'Chemistry' }));
    const groups = scoreByGroup(tagged, 0.25, (answer) => answer.subject);
    // Physics: positions 1 (right), 3 (right), 5 (wrong); Chemistry: 2 (right), 4 (wrong), 6 (unanswered).
    expect(groups.get('Physics')).toMatchObject({ questions: 3, correct: 2, wrong: 1, score: 1.75, percentage: 58.33 });
    expect(groups.get('Chemistry')).toMatchObject({ questions: 3, correct: 1, wrong: 1, unanswered: 1, score: 0.75, percentage: 25 });
    expect([...groups.keys()]).toEqual(['Physics', 'Chemistry']);
  });
});
