import { describe, expect, it } from 'vitest';
import { canAskTutor, canOpenConversation, canReserveQuestion, dailyQuestionLimit, type TutorPlan } from './policy';

const free: TutorPlan = { name: 'free', aiAccess: true, aiQuestionsPerDay: 5 };
const premium: TutorPlan = { name: 'premium', aiAccess: true, aiQuestionsPerDay: null };
const noAi: TutorPlan = { name: 'free', aiAccess: false, aiQuestionsPerDay: 5 };
const admin: TutorPlan = { name: 'admin', aiAccess: true, aiQuestionsPerDay: null };

describe('tutor policy', () => {
  it.each([
    [free, 0, true],
    [free, 4, true],
    [free, 5, false],
    [premium, 10_000, true],
    [noAi, 0, false],
    [admin, 10_000, true],
  ])('plan %o with %i used today may reserve: %s', (plan, used, expected) => {
    expect(canReserveQuestion(plan, used)).toBe(expected);
  });

  it('needs ai_access, and holds admins to no plan', () => {
    expect(canAskTutor(noAi)).toBe(false);
    expect(canAskTutor({ ...noAi, name: 'admin' })).toBe(true);
    expect(dailyQuestionLimit(free)).toBe(5);
    expect(dailyQuestionLimit({ ...free, name: 'admin' })).toBeNull();
  });

  it('opens a conversation to its owner only', () => {
    expect(canOpenConversation('a', { userId: 'a' })).toBe(true);
    expect(canOpenConversation('b', { userId: 'a' })).toBe(false);
  });
});
