import { describe, expect, it } from 'vitest';
import { answerOutcomes, completionActivity, progressSummary, submissionTime } from './attempt-grading';

const NOW = new Date('2026-11-01T06:00:00Z');
const EARLIER = new Date('2026-11-01T05:00:00Z');
const LATER = new Date('2026-11-01T07:00:00Z');

describe('gradeAttempt steps', () => {
  it('records an attempt graded after its deadline as submitted at the deadline, otherwise now', () => {
    expect(submissionTime({ deadlineAt: EARLIER }, NOW)).toEqual(EARLIER);
    expect(submissionTime({ deadlineAt: LATER }, NOW)).toEqual(NOW);
    expect(submissionTime({ deadlineAt: null }, NOW)).toEqual(NOW);
  });

  it('tells the review cards about answered questions only, right or wrong', () => {
    const answers = [
      { mcqId: 'm1', chosenAnswer: 'A' as const },
      { mcqId: 'm2', chosenAnswer: null },
      { mcqId: 'm3', chosenAnswer: 'C' as const },
    ];
    const graded = [
      { position: 1, isCorrect: true, marksAwarded: 1 },
      { position: 2, isCorrect: null, marksAwarded: 0 },
      { position: 3, isCorrect: false, marksAwarded: -0.25 },
    ];
    expect(answerOutcomes(answers, graded)).toEqual([
      { mcqId: 'm1', isCorrect: true },
      { mcqId: 'm3', isCorrect: false },
    ]);
  });

  it('sums up progress as the share of questions answered, in percent with two decimals', () => {
    expect(progressSummary('mock_test', { correct: 1, wrong: 1 }, 3)).toEqual({ percentage: 66.67, kind: 'mock_test', answered: 2, correct: 1, questions: 3 });
    expect(progressSummary('practice', { correct: 0, wrong: 0 }, 0)).toMatchObject({ percentage: 0, answered: 0 });
  });

  it('adds a Recent Activity entry of the attempt kind, naming the subject only when all questions share it', () => {
    const attempt = { userId: 'u1', id: 'a1', title: 'Physics mock', kind: 'mock_test' };
    expect(completionActivity(attempt, [{ subjectName: 'Physics' }, { subjectName: 'Physics' }], 66.5, NOW)).toEqual({
      userId: 'u1',
      activityType: 'mock_test',
      contentTitle: 'Physics mock',
      contentId: 'a1',
      subjectName: 'Physics',
      progressPercentage: 67,
      completedAt: NOW,
    });
    expect(completionActivity({ ...attempt, kind: 'practice' }, [{ subjectName: 'Physics' }, { subjectName: 'Chemistry' }], 50, NOW)).toMatchObject({
      activityType: 'mcq',
      subjectName: null,
    });
    expect(completionActivity({ ...attempt, kind: 'review' }, [], 0, NOW)).toMatchObject({ activityType: 'review', subjectName: null });
  });
});
