import { eq } from 'drizzle-orm';
import type { AttemptQuestion } from '@common/practice';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attempts, instanceMetrics } from '../../db/schema';
import { createInstanceMetrics, reportInstanceMetrics } from '../../platform/instance-metrics';
import { buildTestApp, type TestApp } from '../../test/app';
import { MINUTE } from '../../test/clock';
import { buildStudent, type TestUser } from '../../test/factories';
import { buildMockTest, shownLetter } from '../../test/practice-factories';
import { gradeOverdueAttempts } from './attempt-grading';
import { extendDeadlinesAfterOutage, OUTAGE_ANSWER_GRACE_MS } from './outage-grace';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// The one instance of the service, beating as the listening server does (app.ts wires the same handler).
const instance = createInstanceMetrics();
const beat = () => reportInstanceMetrics(t, instance, extendDeadlinesAfterOutage);
/** The service serving normally for `ms`: a heartbeat every 5 s. */
async function serve(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 5000) {
    t.clock.advance(Math.min(5000, ms - elapsed));
    await beat();
  }
}

beforeEach(async () => {
  await t.db.delete(instanceMetrics);
  await beat();
});

/** A 10-minute test started now; returns it with a function that saves position `n`'s right answer. */
async function sitTest(student: TestUser) {
  const test = await buildMockTest(t, { questions: 3, durationMinutes: 10 });
  const attempt = (await t.post(`/api/mock-tests/${test.id}/attempts`, undefined, { as: student })).json() as { id: string; deadlineAt: string; questions: AttemptQuestion[] };
  const key = new Map(test.mcqs.map((mcq) => [mcq.question, mcq.correctAnswer]));
  const saveRight = (position: number) => {
    const question = attempt.questions[position - 1]!;
    return t.put(`/api/attempts/${attempt.id}/answers/${position}`, { answer: shownLetter(question, key.get(question.question)!) }, { as: student });
  };
  return { attempt, saveRight, deadline: new Date(attempt.deadlineAt).getTime() };
}

const untilDeadline = (deadline: number) => deadline - t.clock.now().getTime();
const submit = (student: TestUser, attemptId: string) => t.post(`/api/attempts/${attemptId}/submit`, undefined, { as: student });

describe('an answer queued across the server’s own outage near the deadline (decision 067)', () => {
  it('is accepted within the grace after the service comes back, and refused after it', async () => {
    const student = await buildStudent(t);
    const { attempt, saveRight, deadline } = await sitTest(student);
    await serve(untilDeadline(deadline) - 20_000);
    expect((await saveRight(1)).statusCode).toBe(200);

    // The service goes down 20 s before the deadline and is back 45 s after it: no heartbeat in between.
    t.clock.advance(65_000);
    // Back, but the outage not yet recorded by a heartbeat: grading waits and the answer is asked to retry.
    expect(await gradeOverdueAttempts(t)).toBe(0);
    const early = await saveRight(2);
    expect(early.statusCode, early.body).toBe(503);
    const outage = await beat();
    expect(outage).toMatchObject({ endedAt: t.clock.now() });
    expect(outage!.endedAt.getTime() - outage!.startedAt.getTime()).toBeGreaterThan(60_000);

    // The queued answer arrives 50 s after the deadline: taken.
    await serve(5000);
    const late = await saveRight(2);
    expect(late.statusCode, late.body).toBe(200);
    // Past the grace (30 s after the service came back, plus the usual 5 s): refused and graded with what arrived.
    await serve(OUTAGE_ANSWER_GRACE_MS + 1000);
    const tooLate = await saveRight(3);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().error.code).toBe('deadline_passed');
    const result = (await t.get(`/api/attempts/${attempt.id}`, { as: student })).json();
    expect(result).toMatchObject({ status: 'submitted', correctCount: 2, unansweredCount: 1 });
  });

  it('is refused when the service kept serving (the outage was the student’s)', async () => {
    const student = await buildStudent(t);
    const { attempt, saveRight, deadline } = await sitTest(student);
    await serve(untilDeadline(deadline) + 45_000);
    const late = await saveRight(1);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('deadline_passed');
    const [row] = await t.db.select({ deadlineAt: attempts.deadlineAt, status: attempts.status }).from(attempts).where(eq(attempts.id, attempt.id));
    expect(row).toMatchObject({ deadlineAt: new Date(deadline), status: 'submitted' });
  });

  it('is refused when the outage lasted longer than 10 minutes, and a later deadline is left alone', async () => {
    const student = await buildStudent(t);
    const { saveRight, deadline } = await sitTest(student);
    const other = await buildStudent(t);
    const later = await sitTest(other);
    await serve(untilDeadline(deadline) - 20_000);
    // Down 11 minutes across the first deadline.
    t.clock.advance(11 * MINUTE);
    expect(await beat()).not.toBeNull();
    const late = await saveRight(1);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('deadline_passed');

    // A short outage well before the other attempt's deadline does not move it.
    await submit(other, later.attempt.id);
    const third = await sitTest(student);
    t.clock.advance(20_000);
    expect(await beat()).not.toBeNull();
    const [row] = await t.db.select({ deadlineAt: attempts.deadlineAt }).from(attempts).where(eq(attempts.id, third.attempt.id));
    expect(row!.deadlineAt).toEqual(new Date(third.deadline));
  });
});
