import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptQuestion } from '@common/practice';
import { reviewCards, studentActivity, userProgress } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { DAY, MINUTE } from '../../test/clock';
import { buildPremiumStudent, buildStudent, type TestUser } from '../../test/factories';
import { buildMcqs, buildMockTest, shownLetter, type BuiltMcq } from '../../test/practice-factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const START = '2026-11-22T06:00:00Z';

/** Takes a practice round of the unit, answering `wrong` questions wrong and the rest right; returns the graded result. */
async function practise(user: TestUser, built: { unitSlug: string; mcqs: BuiltMcq[] }, wrong: number) {
  const attempt = (await t.post('/api/practice/attempts', { subject: 'physics', unit: built.unitSlug }, { as: user })).json();
  const key = new Map(built.mcqs.map((mcq) => [mcq.question, mcq]));
  for (const question of attempt.questions) {
    const mcq = key.get(question.question)!;
    const answer = question.position <= wrong ? mcq.wrongAnswer : mcq.correctAnswer;
    await t.put(`/api/attempts/${attempt.id}/answers/${question.position}`, { answer }, { as: user });
  }
  return (await t.post(`/api/attempts/${attempt.id}/submit`, undefined, { as: user })).json();
}

const summary = async (user: TestUser) => (await t.get('/api/practice/review', { as: user })).json();

describe('review of mistakes', () => {
  it('puts every wrong answer in the queue, serves the due ones without the key and reschedules each answer', async () => {
    t.clock.set(START);
    const built = await buildMcqs(t, { count: 5 });
    const student = await buildStudent(t);
    expect(await summary(student)).toEqual({ dueCount: 0, totalCards: 0, openAttemptId: null });
    const practice = await practise(student, built, 3);
    const missed = practice.questions.filter((q: { isCorrect: boolean }) => q.isCorrect === false).map((q: { question: string }) => q.question);
    expect(missed).toHaveLength(3);
    expect(await summary(student)).toEqual({ dueCount: 3, totalCards: 3, openAttemptId: null });

    const started = await t.post('/api/practice/review/sessions', undefined, { as: student });
    expect(started.statusCode).toBe(201);
    const session = started.json();
    // Today's session: it ends with the Nepal day (18:15 UTC).
    expect(session).toMatchObject({ kind: 'review', title: 'Review mistakes', deadlineAt: '2026-11-22T18:15:00.000Z', status: 'in_progress' });
    expect(session.questions.map((q: { question: string }) => q.question).sort()).toEqual([...missed].sort());
    expect(started.body).not.toMatch(/correctAnswer|explanation/);
    for (const mcq of built.mcqs) expect(started.body).not.toContain(mcq.explanation);
    const resumed = await t.post('/api/practice/review/sessions', undefined, { as: student });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().id).toBe(session.id);
    expect((await summary(student)).openAttemptId).toBe(session.id);

    // Right on the first two, wrong on the third.
    const key = new Map(built.mcqs.map((mcq) => [mcq.question, mcq]));
    for (const question of session.questions) {
      const mcq = key.get(question.question)!;
      await t.put(`/api/attempts/${session.id}/answers/${question.position}`, { answer: question.position < 3 ? mcq.correctAnswer : mcq.wrongAnswer }, { as: student });
    }
    const result = (await t.post(`/api/attempts/${session.id}/submit`, undefined, { as: student })).json();
    expect(result).toMatchObject({ kind: 'review', correctCount: 2, wrongCount: 1 });
    expect(result.questions[0].explanation).toBe(key.get(session.questions[0].question)!.explanation);

    const cards = await t.db.select().from(reviewCards).where(eq(reviewCards.userId, student.id));
    const cardOf = (question: string) => cards.find((card) => card.mcqId === key.get(question)!.id)!;
    const now = t.clock.now().getTime();
    const remembered = cardOf(session.questions[0].question);
    const forgotten = cardOf(session.questions[2].question);
    expect(remembered.reps).toBe(1);
    expect(remembered.dueAt.getTime()).toBeGreaterThanOrEqual(now + 2 * DAY);
    expect(forgotten.reps).toBe(1);
    expect(forgotten.dueAt.getTime()).toBe(now + DAY);
    expect(await summary(student)).toEqual({ dueCount: 0, totalCards: 3, openAttemptId: null });
    const none = await t.post('/api/practice/review/sessions', undefined, { as: student });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('no_cards_due');

    // A review session is study, not a test: Recent Activity shows it, the dashboard's test numbers do not.
    expect(await t.db.select().from(userProgress).where(eq(userProgress.attemptId, session.id))).toEqual([]);
    const activity = await t.db.select().from(studentActivity).where(and(eq(studentActivity.userId, student.id), eq(studentActivity.activityType, 'review')));
    expect(activity).toHaveLength(1);

    // Tomorrow (Nepal time) the forgotten card is due again.
    t.clock.set(new Date(now + DAY));
    expect((await summary(student)).dueCount).toBe(1);
    t.clock.set(START);
  });

  it('counts cards due before the end of the Nepal day, not the UTC day', async () => {
    t.clock.set('2026-11-22T17:00:00Z'); // 22:45 in Nepal
    const built = await buildMcqs(t, { count: 2 });
    const student = await buildStudent(t);
    await practise(student, built, 2);
    const [first, second] = built.mcqs;
    // 23:59 Nepal today is 18:14 UTC; 00:01 Nepal tomorrow is 18:16 UTC.
    await t.db.update(reviewCards).set({ dueAt: new Date('2026-11-22T18:14:00Z') }).where(and(eq(reviewCards.userId, student.id), eq(reviewCards.mcqId, first!.id)));
    await t.db.update(reviewCards).set({ dueAt: new Date('2026-11-22T18:16:00Z') }).where(and(eq(reviewCards.userId, student.id), eq(reviewCards.mcqId, second!.id)));
    expect((await summary(student)).dueCount).toBe(1);
    t.clock.set('2026-11-22T18:15:00Z'); // midnight in Nepal: a new day
    expect((await summary(student)).dueCount).toBe(2);
    t.clock.set(START);
  });

  it('takes mistakes from mock tests too, and rates a card missed again Again', async () => {
    const test = await buildMockTest(t, { questions: 2 });
    const student = await buildStudent(t);
    const key = new Map(test.mcqs.map((mcq) => [mcq.question, mcq]));
    /** Misses one question (the first shown, or the one given) and submits. */
    const runTest = async (target?: BuiltMcq) => {
      const attempt = (await t.post(`/api/mock-tests/${test.id}/attempts`, undefined, { as: student })).json();
      const question = (attempt.questions as AttemptQuestion[]).find((shown) => !target || shown.question === target.question)!;
      const mcq = key.get(question.question)!;
      await t.put(`/api/attempts/${attempt.id}/answers/${question.position}`, { answer: shownLetter(question, mcq.wrongAnswer) }, { as: student });
      await t.post(`/api/attempts/${attempt.id}/submit`, undefined, { as: student });
      return mcq;
    };
    const missed = await runTest();
    let [card] = await t.db.select().from(reviewCards).where(eq(reviewCards.userId, student.id));
    expect(card).toMatchObject({ mcqId: missed.id, lapses: 0, reps: 0 });
    // The same question missed again in a retake (shuffled anew): the card is rated Again.
    expect(await runTest(missed)).toEqual(missed);
    [card] = await t.db.select().from(reviewCards).where(eq(reviewCards.userId, student.id));
    expect(card).toMatchObject({ mcqId: missed.id, reps: 1 });
    expect(card!.dueAt.getTime()).toBe(t.clock.now().getTime() + DAY);
    expect((await t.get('/api/practice/review')).statusCode).toBe(401);
  });

  it('grades a session left open at the end of the Nepal day, so each answer given still reschedules its card', async () => {
    t.clock.set(START);
    const built = await buildMcqs(t, { count: 3 });
    const student = await buildStudent(t);
    await practise(student, built, 3);
    const session = (await t.post('/api/practice/review/sessions', undefined, { as: student })).json();
    const key = new Map(built.mcqs.map((mcq) => [mcq.question, mcq]));
    const [first, second, unanswered] = session.questions as { position: number; question: string }[];
    await t.put(`/api/attempts/${session.id}/answers/${first!.position}`, { answer: key.get(first!.question)!.correctAnswer }, { as: student });
    await t.put(`/api/attempts/${session.id}/answers/${second!.position}`, { answer: key.get(second!.question)!.wrongAnswer }, { as: student });

    t.clock.set(new Date(Date.parse('2026-11-22T18:15:00Z') + 10 * MINUTE)); // after midnight in Nepal
    const read = (await t.get(`/api/attempts/${session.id}`, { as: student })).json();
    expect(read).toMatchObject({ status: 'submitted', correctCount: 1, wrongCount: 1 });
    const cards = await t.db.select().from(reviewCards).where(eq(reviewCards.userId, student.id));
    const cardOf = (question: string) => cards.find((card) => card.mcqId === key.get(question)!.id)!;
    expect(cardOf(first!.question).reps).toBe(1);
    expect(cardOf(second!.question).reps).toBe(1);
    expect(cardOf(unanswered!.question).reps).toBe(0);
    // The unanswered card is still due, in a new session for the new day.
    expect((await summary(student)).dueCount).toBe(1);
    t.clock.set(START);
  });

  it('brings back a premium question only while premium is active', async () => {
    t.clock.set(START);
    const free = await buildMcqs(t, { count: 1 });
    const premiumOnly = await buildMcqs(t, { count: 1, isPremium: true });
    const student = await buildPremiumStudent(t, { subscriptionExpiresAt: new Date(Date.parse(START) + DAY) });
    await practise(student, free, 1);
    await practise(student, premiumOnly, 1);
    expect(await summary(student)).toMatchObject({ dueCount: 2, totalCards: 2 });

    t.clock.set(new Date(Date.parse(START) + DAY + MINUTE)); // premium has lapsed
    expect(await summary(student)).toMatchObject({ dueCount: 1, totalCards: 1 });
    const session = (await t.post('/api/practice/review/sessions', undefined, { as: student })).json();
    expect(session.questions.map((q: { question: string }) => q.question)).toEqual([free.mcqs[0]!.question]);
    t.clock.set(START);
  });
});
