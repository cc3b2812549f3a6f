import { and, eq } from 'drizzle-orm';
import type { AttemptQuestion } from '@common/practice';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attempts, mcqs, mockTests, planUsage, studentActivity, userProgress } from '../../db/schema';
import { createSession, SESSION_COOKIE } from '../../platform/auth';
import { buildTestApp, type TestApp } from '../../test/app';
import { MINUTE } from '../../test/clock';
import { buildAdmin, buildPremiumStudent, buildStudent, type TestUser } from '../../test/factories';
import { gradeOverdueAttempts } from './attempt-grading';
import { buildMockTest, shownLetter } from '../../test/practice-factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Built = Awaited<ReturnType<typeof buildMockTest>>;

const start = (user: TestUser, test: { id: string }) => t.post(`/api/mock-tests/${test.id}/attempts`, undefined, { as: user });
const submit = (user: TestUser, attemptId: string) => t.post(`/api/attempts/${attemptId}/submit`, undefined, { as: user });
const save = (user: TestUser, attemptId: string, position: number, body: object) =>
  t.put(`/api/attempts/${attemptId}/answers/${position}`, body, { as: user });

/** Answers position i (1-based) right for the first `right`, wrong for the next `wrong`. */
async function answer(user: TestUser, test: Built, attempt: { id: string; questions: AttemptQuestion[] }, right: number, wrong: number) {
  const key = new Map(test.mcqs.map((mcq) => [mcq.question, mcq]));
  for (let index = 0; index < right + wrong; index++) {
    const question = attempt.questions[index]!;
    const mcq = key.get(question.question)!;
    const response = await save(user, attempt.id, index + 1, { answer: shownLetter(question, index < right ? mcq.correctAnswer : mcq.wrongAnswer) });
    expect(response.statusCode).toBe(200);
  }
}

describe('GET /api/mock-tests', () => {
  it("lists the class's tests with premium ones locked for free students and this month's usage", async () => {
    const open = await buildMockTest(t, { questions: 4, durationMinutes: 45 });
    const premium = await buildMockTest(t, { isPremium: true });
    const inactive = await buildMockTest(t, { isActive: false });
    const tenth = await buildMockTest(t, { class: '10', subject: 'science' });
    const entrance = await buildMockTest(t, { subject: null, negativeMarkFraction: 0.25 });
    const student = await buildStudent(t);
    const response = await t.get('/api/mock-tests', { as: student });
    expect(response.statusCode).toBe(200);
    const { tests, usage } = response.json();
    const ids = tests.map((test: { id: string }) => test.id);
    expect(ids).toEqual(expect.arrayContaining([open.id, premium.id, entrance.id]));
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(tenth.id);
    expect(tests.find((test: { id: string }) => test.id === open.id)).toMatchObject({
      subjectName: 'Physics',
      subjectSlug: 'physics',
      durationMinutes: 45,
      questionCount: 4,
      isPremium: false,
      isLocked: false,
      openAttemptId: null,
      lastPercentage: null,
    });
    expect(tests.find((test: { id: string }) => test.id === premium.id)).toMatchObject({ isPremium: true, isLocked: true });
    expect(tests.find((test: { id: string }) => test.id === entrance.id)).toMatchObject({ subjectName: null, negativeMarkFraction: 0.25 });
    expect(usage).toEqual({ used: 0, limit: 10, period: '2026-11' });
    expect(response.body).not.toMatch(/correctAnswer|explanation/);

    const premiumStudent = await buildPremiumStudent(t);
    const forPremium = (await t.get('/api/mock-tests', { as: premiumStudent })).json();
    expect(forPremium.tests.find((test: { id: string }) => test.id === premium.id).isLocked).toBe(false);
    expect(forPremium.usage.limit).toBeNull();

    const filtered = (await t.get('/api/mock-tests?subject=physics', { as: student })).json().tests;
    expect(filtered.every((test: { subjectSlug: string }) => test.subjectSlug === 'physics')).toBe(true);
    expect((await t.get('/api/mock-tests?subject=Not%20A%20Slug', { as: student })).statusCode).toBe(400);
    expect((await t.get('/api/mock-tests')).statusCode).toBe(401);
  });
});

describe('Start Test', () => {
  it('records the start and the deadline on the server and serves the questions without the key', async () => {
    const test = await buildMockTest(t, { questions: 3, durationMinutes: 20, negativeMarkFraction: 0.1, marks: 2 });
    const student = await buildStudent(t);
    const response = await start(student, test);
    expect(response.statusCode).toBe(201);
    const attempt = response.json();
    const now = t.clock.now();
    expect(attempt).toMatchObject({
      kind: 'mock_test',
      status: 'in_progress',
      mockTestId: test.id,
      startedAt: now.toISOString(),
      deadlineAt: new Date(now.getTime() + 20 * MINUTE).toISOString(),
      serverNow: now.toISOString(),
      negativeMarkFraction: 0.1,
      maxScore: 6,
    });
    expect(attempt.questions.map((q: { marks: number }) => q.marks)).toEqual([2, 2, 2]);
    for (const mcq of test.mcqs) expect(response.body).not.toContain(mcq.explanation);
    expect(response.body).not.toMatch(/correctAnswer|explanation/);
  });

  it('starts many students at once, each with its own order, answering exactly what a reload reads', async () => {
    const test = await buildMockTest(t, { questions: 5, marks: 2 });
    const students = await Promise.all(Array.from({ length: 12 }, () => buildStudent(t)));
    const responses = await Promise.all(students.map((student) => start(student, test)));
    expect(responses.map((response) => response.statusCode)).toEqual(students.map(() => 201));
    const opened = responses.map((response) => response.json());
    expect(new Set(opened.map((attempt) => attempt.id)).size).toBe(12);
    for (const [index, attempt] of opened.entries()) {
      const reloaded = (await t.get(`/api/attempts/${attempt.id}`, { as: students[index]! })).json();
      expect(attempt).toEqual(reloaded);
      expect(attempt.maxScore).toBe(10);
    }
    expect(new Set(opened.map((attempt) => attempt.questions.map((q: AttemptQuestion) => q.question + q.options.A).join())).size).toBeGreaterThan(1);
  });

  it('writes simultaneous starts in a few commits, each student with their own outcome: started, resumed, graded then started, refused', async () => {
    const test = await buildMockTest(t, { questions: 3 });
    const fresh = await Promise.all(Array.from({ length: 24 }, () => buildStudent(t)));
    const [resuming, late, spent] = await Promise.all([buildStudent(t), buildStudent(t), buildStudent(t)]);
    const running = (await start(resuming, test)).json();
    const overdue = (await start(late, test)).json();
    await t.db.update(attempts).set({ deadlineAt: new Date(t.clock.now().getTime() - MINUTE) }).where(eq(attempts.id, overdue.id));
    await t.db.insert(planUsage).values({ userId: spent.id, counter: 'mock_tests', period: '2026-11', used: 10 });
    const everyone = [...fresh, resuming, late, spent];
    const transactions = vi.spyOn(t.db, 'transaction');
    const responses = await Promise.all(everyone.map((student) => start(student, test)));
    const commits = transactions.mock.calls.length;
    transactions.mockRestore();
    expect(responses.map((response) => response.statusCode)).toEqual([...fresh.map(() => 201), 200, 201, 429]);
    // 27 starts arriving together share transactions (how many depends on when each request is read).
    expect(commits).toBeLessThan(everyone.length / 2);
    const [resumed, restarted] = [responses[24]!.json(), responses[25]!.json()];
    expect(resumed.id).toBe(running.id);
    expect(restarted.id).not.toBe(overdue.id);
    const [graded] = await t.db.select().from(attempts).where(eq(attempts.id, overdue.id));
    expect(graded!.status).toBe('submitted');
    for (const [index, student] of everyone.slice(0, 26).entries()) {
      expect((await t.get(`/api/attempts/${responses[index]!.json().id}`, { as: student })).json()).toEqual(responses[index]!.json());
      const usage = await t.db.select().from(planUsage).where(eq(planUsage.userId, student.id));
      expect(usage[0]!.used, `the starts counted for student ${index}`).toBe(index === 24 ? 1 : index === 25 ? 2 : 1);
    }
    expect(await t.db.select().from(attempts).where(eq(attempts.userId, spent.id))).toHaveLength(0);
    expect((await t.db.select().from(planUsage).where(eq(planUsage.userId, spent.id)))[0]!.used).toBe(10);
  });

  it("serves a question as an admin just edited it, and leaves out one made premium, though the test was read before", async () => {
    const test = await buildMockTest(t, { questions: 2 });
    const admin = await buildAdmin(t);
    expect((await start(await buildStudent(t), test)).statusCode).toBe(201);
    const [row] = await t.db.select().from(mcqs).where(eq(mcqs.id, test.mcqs[0]!.id));
    const body = { question: 'Edited while the test was cached', options: row!.options, correctAnswer: row!.correctAnswer, class: row!.class, subjectId: row!.subjectId, unit: row!.unit };
    expect((await t.put(`/api/admin/mcqs/${row!.id}`, body, { as: admin })).statusCode).toBe(200);
    const edited = (await start(await buildStudent(t), test)).json();
    expect(edited.questions.map((q: AttemptQuestion) => q.question)).toContain('Edited while the test was cached');

    // The bank refuses a premium question in a free test, so the test turns premium (by hand) while the admin makes
    // the question premium, then free again: the start after the edit reads both afresh and leaves the question out.
    await t.db.update(mockTests).set({ isPremium: true }).where(eq(mockTests.id, test.id));
    expect((await t.put(`/api/admin/mcqs/${row!.id}`, { ...body, isPremium: true }, { as: admin })).statusCode).toBe(200);
    await t.db.update(mockTests).set({ isPremium: false }).where(eq(mockTests.id, test.id));
    const premium = (await start(await buildPremiumStudent(t), test)).json();
    expect(premium.questions.map((q: AttemptQuestion) => q.question)).not.toContain('Edited while the test was cached');
    expect(premium.questions).toHaveLength(1);
  });

  it('resumes the running attempt instead of starting (and counting) another, even on a double click', async () => {
    const test = await buildMockTest(t);
    const student = await buildStudent(t);
    const [first, second] = await Promise.all([start(student, test), start(student, test)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().id).toBe(second.json().id);
    const again = await start(student, test);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const listed = (await t.get('/api/mock-tests', { as: student })).json();
    expect(listed.usage.used).toBe(1);
    expect(listed.tests.find((card: { id: string }) => card.id === test.id).openAttemptId).toBe(first.json().id);
  });

  it('refuses a premium test to a free student with premium_required and lets a premium student in', async () => {
    const test = await buildMockTest(t, { isPremium: true });
    const free = await buildStudent(t);
    const refused = await start(free, test);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'premium_required', upgradeUrl: '/subscription' });
    expect(await t.db.select().from(attempts).where(eq(attempts.userId, free.id))).toEqual([]);
    expect((await start(await buildPremiumStudent(t), test)).statusCode).toBe(201);
  });

  it('hides tests of another class, inactive and unknown tests', async () => {
    const student = await buildStudent(t);
    expect((await start(student, await buildMockTest(t, { class: '10', subject: 'mathematics' }))).statusCode).toBe(404);
    expect((await start(student, await buildMockTest(t, { isActive: false }))).statusCode).toBe(404);
    expect((await start(student, { id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await start(student, { id: 'nope' })).statusCode).toBe(400);
  });
});

describe('the free plan allows 10 mock tests per Nepal calendar month', () => {
  it('refuses the 11th start with a clear message and the upgrade link; a new Nepal month resets the count', async () => {
    const test = await buildMockTest(t, { questions: 1 });
    const student = await buildStudent(t);
    for (let n = 1; n <= 10; n++) {
      const attempt = await start(student, test);
      expect(attempt.statusCode, `start ${n}`).toBe(201);
      await submit(student, attempt.json().id);
    }
    const eleventh = await start(student, test);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error).toMatchObject({
      code: 'quota_exceeded',
      message: 'You have used all 10 free mock tests for this month. Upgrade to Premium for unlimited mock tests.',
      upgradeUrl: '/subscription',
    });
    expect((await t.get('/api/mock-tests', { as: student })).json().usage).toEqual({ used: 10, limit: 10, period: '2026-11' });

    // 23:59 on 30 November in Nepal is 18:14 UTC: still November.
    t.clock.set('2026-11-30T18:14:00Z');
    // Eight days on, the first session has gone idle: sign in again.
    const later = { ...student, cookie: `${SESSION_COOKIE}=${(await createSession(t, { userId: student.id })).token}` };
    expect((await start(later, test)).statusCode).toBe(429);
    // 00:00 on 1 December in Nepal is 18:15 UTC on 30 November.
    t.clock.set('2026-11-30T18:15:00Z');
    const december = await start(later, test);
    expect(december.statusCode).toBe(201);
    expect((await t.get('/api/mock-tests', { as: later })).json().usage).toEqual({ used: 1, limit: 10, period: '2026-12' });
    t.clock.set('2026-11-22T06:00:00Z');
  });

  it('allows premium students more than 10', async () => {
    const test = await buildMockTest(t, { questions: 1 });
    const student = await buildPremiumStudent(t);
    for (let n = 1; n <= 11; n++) {
      const attempt = await start(student, test);
      expect(attempt.statusCode, `start ${n}`).toBe(201);
      await submit(student, attempt.json().id);
    }
  });

  it('counts atomically: three simultaneous starts with one left give exactly one test', async () => {
    const tests = await Promise.all([buildMockTest(t), buildMockTest(t), buildMockTest(t)]);
    const student = await buildStudent(t);
    await t.db.insert(planUsage).values({ userId: student.id, counter: 'mock_tests', period: '2026-11', used: 9 });
    const responses = await Promise.all(tests.map((test) => start(student, test)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 429, 429]);
    const [usage] = await t.db.select().from(planUsage).where(eq(planUsage.userId, student.id));
    expect(usage!.used).toBe(10);
    expect(await t.db.select().from(attempts).where(eq(attempts.userId, student.id))).toHaveLength(1);
  });
});

describe('the deadline', () => {
  it('accepts answers until the deadline plus 5 s of grace and refuses them after', async () => {
    const test = await buildMockTest(t, { questions: 3, durationMinutes: 10 });
    const student = await buildStudent(t);
    const attempt = (await start(student, test)).json();
    const deadline = Date.parse(attempt.deadlineAt);
    t.clock.set(new Date(deadline - 1000));
    expect((await save(student, attempt.id, 1, { answer: 'A' })).statusCode).toBe(200);
    t.clock.set(new Date(deadline + 5000));
    expect((await save(student, attempt.id, 2, { answer: 'B' })).statusCode).toBe(200);
    t.clock.set(new Date(deadline + 5001));
    const late = await save(student, attempt.id, 3, { answer: 'C' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('deadline_passed');
    // The refused save graded the attempt on the way, with what was saved in time.
    const result = (await t.get(`/api/attempts/${attempt.id}`, { as: student })).json();
    expect(result).toMatchObject({ status: 'submitted', submittedAt: attempt.deadlineAt });
    expect(result.questions.map((q: { chosenAnswer: string | null }) => q.chosenAnswer)).toEqual(['A', 'B', null]);
    t.clock.set('2026-11-22T06:00:00Z');
  });

  it('grades an overdue attempt the moment it is read, once', async () => {
    const test = await buildMockTest(t, { questions: 4, durationMinutes: 5 });
    const student = await buildStudent(t);
    const attempt = (await start(student, test)).json();
    await answer(student, test, attempt, 2, 1);
    t.clock.advance(6 * MINUTE);
    const [first, second] = await Promise.all([
      t.get(`/api/attempts/${attempt.id}`, { as: student }),
      t.get(`/api/attempts/${attempt.id}`, { as: student }),
    ]);
    expect(first.json()).toMatchObject({ status: 'submitted', score: 2, correctCount: 2, wrongCount: 1, unansweredCount: 1, submittedAt: attempt.deadlineAt });
    expect(second.json().score).toBe(2);
    expect(await t.db.select().from(userProgress).where(eq(userProgress.attemptId, attempt.id))).toHaveLength(1);
    const activity = await t.db.select().from(studentActivity).where(and(eq(studentActivity.userId, student.id), eq(studentActivity.activityType, 'mock_test')));
    expect(activity).toHaveLength(1);
    expect(activity[0]!.completedAt.toISOString()).toBe(attempt.deadlineAt);
    t.clock.set('2026-11-22T06:00:00Z');
  });

  it('the sweeper grades attempts nobody came back to, and only overdue ones', async () => {
    const test = await buildMockTest(t, { questions: 2, durationMinutes: 1 });
    const longer = await buildMockTest(t, { questions: 2, durationMinutes: 60 });
    const student = await buildStudent(t);
    const overdue = (await start(student, test)).json();
    const running = (await start(student, longer)).json();
    t.clock.advance(2 * MINUTE);
    expect(await gradeOverdueAttempts(t)).toBeGreaterThanOrEqual(1);
    const rows = await t.db.select().from(attempts).where(eq(attempts.userId, student.id));
    expect(rows.find((row) => row.id === overdue.id)!.status).toBe('submitted');
    expect(rows.find((row) => row.id === running.id)!.status).toBe('in_progress');
    expect(await gradeOverdueAttempts(t)).toBe(0);
    t.clock.set('2026-11-22T06:00:00Z');
  });
});

describe('submission', () => {
  it('grades once when five submissions arrive together', async () => {
    const test = await buildMockTest(t, { questions: 4 });
    const student = await buildStudent(t);
    const attempt = (await start(student, test)).json();
    await answer(student, test, attempt, 3, 1);
    const responses = await Promise.all([1, 2, 3, 4, 5].map(() => submit(student, attempt.id)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(new Set(responses.map((response) => response.json().score))).toEqual(new Set([3]));
    expect(await t.db.select().from(userProgress).where(eq(userProgress.attemptId, attempt.id))).toHaveLength(1);
    const activity = await t.db.select().from(studentActivity).where(eq(studentActivity.userId, student.id));
    expect(activity).toHaveLength(1);
    expect(t.published.filter((event) => event.topic === 'user_progress' && event.ids.includes(attempt.id))).toHaveLength(1);
  });

  it('an answer racing the submission is either counted or refused, never lost silently', async () => {
    const test = await buildMockTest(t, { questions: 2 });
    const student = await buildStudent(t);
    const attempt = (await start(student, test)).json();
    const mcq = test.mcqs.find((candidate) => candidate.question === attempt.questions[0].question)!;
    const [saved, submitted] = await Promise.all([save(student, attempt.id, 1, { answer: shownLetter(attempt.questions[0], mcq.correctAnswer) }), submit(student, attempt.id)]);
    expect(submitted.statusCode).toBe(200);
    if (saved.statusCode === 200) expect(submitted.json().correctCount).toBe(1);
    else {
      expect(saved.statusCode).toBe(409);
      expect(submitted.json().correctCount).toBe(0);
    }
  });

  it('scores with the test’s marks and negative marking exactly (CEE style 0.25, IOE style 0.1)', async () => {
    const cee = await buildMockTest(t, { questions: 8, marks: 4, negativeMarkFraction: 0.25 });
    const student = await buildStudent(t);
    const ceeAttempt = (await start(student, cee)).json();
    await answer(student, cee, ceeAttempt, 5, 2);
    const ceeResult = (await submit(student, ceeAttempt.id)).json();
    // 5 × 4 − 2 × (0.25 × 4) = 18 of 32.
    expect(ceeResult).toMatchObject({ score: 18, maxScore: 32, percentage: 56.25, correctCount: 5, wrongCount: 2, unansweredCount: 1 });
    expect(ceeResult.questions.map((q: { marksAwarded: number }) => q.marksAwarded)).toEqual([4, 4, 4, 4, 4, -1, -1, 0]);

    const ioe = await buildMockTest(t, { questions: 10, marks: 1, negativeMarkFraction: 0.1 });
    const ioeAttempt = (await start(student, ioe)).json();
    await answer(student, ioe, ioeAttempt, 4, 3);
    const ioeResult = (await submit(student, ioeAttempt.id)).json();
    // 4 − 0.3 = 3.7 exactly (floating point would give 3.6999999999999997).
    expect(ioeResult).toMatchObject({ score: 3.7, percentage: 37 });
    const [progress] = await t.db.select().from(userProgress).where(eq(userProgress.attemptId, ioeAttempt.id));
    expect(progress!.score).toBe(37);

    const allWrong = await buildMockTest(t, { questions: 2, negativeMarkFraction: 0.25 });
    const wrongAttempt = (await start(student, allWrong)).json();
    await answer(student, allWrong, wrongAttempt, 0, 2);
    expect((await submit(student, wrongAttempt.id)).json()).toMatchObject({ score: -0.5, percentage: 0 });
  });

  it('reports the score per subject and per unit, and the time spent per question', async () => {
    const test = await buildMockTest(t, { questions: 3 });
    const student = await buildStudent(t);
    const attempt = (await start(student, test)).json();
    await save(student, attempt.id, 1, { timeSpentMs: 12_000 });
    await answer(student, test, attempt, 1, 1);
    const result = (await submit(student, attempt.id)).json();
    expect(result.questions[0].timeSpentMs).toBe(12_000);
    expect(result.totalTimeMs).toBe(12_000);
    expect(result.bySubject).toEqual([expect.objectContaining({ subjectName: 'Physics', questions: 3, correct: 1, wrong: 1, unanswered: 1, score: 1, maxScore: 3 })]);
    expect(result.byUnit[0]).toMatchObject({ subjectName: 'Physics', unit: expect.stringContaining('Test Unit'), percentage: 33.33 });
    const listed = (await t.get('/api/mock-tests', { as: student })).json().tests.find((card: { id: string }) => card.id === test.id);
    expect(listed).toMatchObject({ openAttemptId: null, lastPercentage: 33.33 });
  });
});
