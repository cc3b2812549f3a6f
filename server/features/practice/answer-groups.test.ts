import { eq } from 'drizzle-orm';
import type { AttemptQuestion } from '@common/practice';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { attemptAnswers, attempts } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { MINUTE } from '../../test/clock';
import { buildStudent, type TestUser } from '../../test/factories';
import { buildMockTest } from '../../test/practice-factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

type OpenAttempt = { id: string; deadlineAt: string; questions: AttemptQuestion[] };

async function startTest(student: TestUser, test: { id: string }): Promise<OpenAttempt> {
  const response = await t.post(`/api/mock-tests/${test.id}/attempts`, undefined, { as: student });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const save = (student: TestUser, attemptId: string, position: number, body: object) =>
  t.put(`/api/attempts/${attemptId}/answers/${position}`, body, { as: student });

/** The stored choice of each question of an attempt, as the letter the student was shown (null when unanswered). */
async function storedChoices(attemptId: string) {
  const rows = await t.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId));
  return new Map(rows.map((row) => [row.position, row.chosenAnswer === null ? null : 'ABCD'[row.optionOrder.indexOf(row.chosenAnswer)]!]));
}

/** Counts the group statements written while `work` runs. */
async function countGroupStatements(work: () => Promise<void>) {
  const execute = vi.spyOn(t.db, 'execute');
  await work();
  const statements = execute.mock.calls.filter(([query]) => JSON.stringify(query).includes('jsonb_to_recordset')).length;
  execute.mockRestore();
  return statements;
}

describe('answer saves written in groups', () => {
  it('writes concurrent saves of many attempts in a few statements and acknowledges only what the database holds', async () => {
    const test = await buildMockTest(t, { questions: 6 });
    const students = await Promise.all(Array.from({ length: 8 }, () => buildStudent(t)));
    const opened = await Promise.all(students.map((student) => startTest(student, test)));
    const saves = students.flatMap((student, index) =>
      [1, 2, 3].map((position) => ({ student, attempt: opened[index]!, position, answer: 'ABCD'[(index + position) % 4]! })),
    );
    let responses: Awaited<ReturnType<typeof save>>[] = [];
    const statements = await countGroupStatements(async () => {
      responses = await Promise.all(saves.map(({ student, attempt, position, answer }) => save(student, attempt.id, position, { answer, timeSpentMs: 1000 })));
    });
    expect(responses.map((response) => response.statusCode)).toEqual(saves.map(() => 200));
    // 24 saves arriving together share statements (how many depends on when each request is read).
    expect(statements).toBeLessThan(saves.length / 2);
    for (const [index, { attempt, position, answer }] of saves.entries()) {
      expect(responses[index]!.json()).toMatchObject({ position, chosenAnswer: answer, timeSpentMs: 1000 });
      expect((await storedChoices(attempt.id)).get(position)).toBe(answer);
    }
    for (const attempt of opened) {
      const [row] = await t.db.select().from(attempts).where(eq(attempts.id, attempt.id));
      expect(row!.currentPosition).toBe(3);
    }
  });

  it('lets the later of two saves of the same question win, and keeps every question of one attempt', async () => {
    const test = await buildMockTest(t, { questions: 5 });
    const student = await buildStudent(t);
    const attempt = await startTest(student, test);
    const responses = await Promise.all([
      save(student, attempt.id, 1, { answer: 'A' }),
      save(student, attempt.id, 2, { answer: 'B', isMarkedForReview: true }),
      save(student, attempt.id, 1, { answer: 'C' }),
      save(student, attempt.id, 3, { answer: 'D' }),
      save(student, attempt.id, 1, { answer: 'B', timeSpentMs: 4000 }),
      save(student, attempt.id, 4, { answer: null }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(responses.map((response) => response.json().chosenAnswer)).toEqual(['A', 'B', 'C', 'D', 'B', null]);
    expect(responses[4]!.json()).toMatchObject({ position: 1, chosenAnswer: 'B', timeSpentMs: 4000 });
    expect(await storedChoices(attempt.id)).toEqual(
      new Map([
        [1, 'B'],
        [2, 'B'],
        [3, 'D'],
        [4, null],
        [5, null],
      ]),
    );
    const reloaded = (await t.get(`/api/attempts/${attempt.id}`, { as: student })).json();
    expect(reloaded.questions[1]).toMatchObject({ chosenAnswer: 'B', isMarkedForReview: true, isVisited: true });
  });

  it("refuses a save past its deadline, another student's attempt and a missing question while the rest of the group lands", async () => {
    const test = await buildMockTest(t, { questions: 3, durationMinutes: 10 });
    const [early, late, intruder] = await Promise.all([buildStudent(t), buildStudent(t), buildStudent(t)]);
    const started = t.clock.now();
    const overdue = await startTest(early, test);
    t.clock.set(new Date(started.getTime() + 6 * MINUTE));
    const open = await startTest(late, test);
    // The first attempt's deadline plus its 5 s of grace has passed; the second has 4 minutes left.
    t.clock.set(new Date(Date.parse(overdue.deadlineAt) + 5001));
    try {
      const responses = await Promise.all([
        save(late, open.id, 1, { answer: 'A' }),
        save(early, overdue.id, 1, { answer: 'B' }),
        save(intruder, open.id, 3, { answer: 'D' }),
        save(late, open.id, 9, { answer: 'D' }),
        save(late, open.id, 2, { answer: 'C' }),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 409, 404, 404, 200]);
      expect(responses[1]!.json().error.code).toBe('deadline_passed');
      expect(await storedChoices(open.id)).toEqual(
        new Map([
          [1, 'A'],
          [2, 'C'],
          [3, null],
        ]),
      );
      expect([...(await storedChoices(overdue.id)).values()]).toEqual([null, null, null]);
      // The late save graded the overdue attempt, as a lone late save does.
      const [graded] = await t.db.select().from(attempts).where(eq(attempts.id, overdue.id));
      expect(graded!.status).toBe('submitted');
    } finally {
      t.clock.set(started);
    }
  });

  it('retries each save alone when its group fails for a reason of its own, and fails them all when the database is out of reach', async () => {
    const test = await buildMockTest(t, { questions: 4 });
    const students = await Promise.all(Array.from({ length: 6 }, () => buildStudent(t)));
    const opened = await Promise.all(students.map((student) => startTest(student, test)));
    const execute = t.db.execute.bind(t.db);
    // Which saves share a group depends on when each request is read: the deadlock is given to the first group of
    // several, and the outage to every group.
    const savesIn = (query: unknown) => {
      const text = JSON.stringify(query);
      return text.includes('jsonb_to_recordset') ? opened.filter((attempt) => text.includes(attempt.id)).length : 0;
    };
    let deadlock: Error | null = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    let outage: Error | null = null;
    vi.spyOn(t.db, 'execute').mockImplementation(((query: Parameters<typeof t.db.execute>[0]) => {
      const saves = savesIn(query);
      if (outage && saves > 0) return Promise.reject(outage);
      if (deadlock && saves > 1) {
        const error = deadlock;
        deadlock = null;
        return Promise.reject(error);
      }
      return execute(query);
    }) as typeof t.db.execute);

    const landed = await Promise.all(students.map((student, index) => save(student, opened[index]!.id, 1, { answer: 'C' })));
    expect(deadlock, 'no group of several saves was written').toBeNull();
    expect(landed.map((response) => response.statusCode)).toEqual(students.map(() => 200));
    for (const attempt of opened) expect((await storedChoices(attempt.id)).get(1)).toBe('C');

    outage = Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' });
    const refused = await Promise.all(students.map((student, index) => save(student, opened[index]!.id, 2, { answer: 'D' })));
    expect(refused.map((response) => response.statusCode)).toEqual(students.map(() => 503));
    // Whatever the group did not write was not acknowledged.
    for (const attempt of opened) expect((await storedChoices(attempt.id)).get(2)).toBeNull();
  });
});
