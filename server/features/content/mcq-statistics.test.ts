import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMcqPage } from '@common/content-admin';
import type { InProgressAttempt } from '@common/practice';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildAdmin, buildStudent, type TestUser } from '../../test/factories';
import { buildMockTest, shownLetter } from '../../test/practice-factories';

let t: TestApp;
let admin: TestUser;
let test: Awaited<ReturnType<typeof buildMockTest>>;

/**
 * Ten students sit a ten-question test. Student i answers questions 0…9-i right and the rest wrong, so their
 * totals are 10, 9, … 1 and every group is known; student 9 leaves question 9 blank instead.
 */
beforeAll(async () => {
  t = await buildTestApp();
  admin = await buildAdmin(t);
  test = await buildMockTest(t, { questions: 10, subject: 'biology' });
  for (let student = 0; student < 10; student++) {
    const user = await buildStudent(t);
    const attempt = (await t.post(`/api/mock-tests/${test.id}/attempts`, undefined, { as: user })).json() as InProgressAttempt;
    for (let question = 0; question < 10; question++) {
      if (student === 9 && question === 9) continue;
      const mcq = test.mcqs[question]!;
      // Each attempt has its own order: answer the bank's question where it was shown, by the letter shown.
      const shown = attempt.questions.find((candidate) => candidate.question === mcq.question)!;
      const answer = shownLetter(shown, question <= 9 - student ? mcq.correctAnswer : mcq.wrongAnswer);
      const saved = await t.put(`/api/attempts/${attempt.id}/answers/${shown.position}`, { answer }, { as: user });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    expect((await t.post(`/api/attempts/${attempt.id}/submit`, undefined, { as: user })).statusCode).toBe(200);
  }
  // A sitting still in progress does not count.
  const late = await buildStudent(t);
  const open = (await t.post(`/api/mock-tests/${test.id}/attempts`, undefined, { as: late })).json() as InProgressAttempt;
  await t.put(`/api/attempts/${open.id}/answers/1`, { answer: 'A' }, { as: late });
});
afterAll(() => t.close());

const statisticsOf = (page: AdminMcqPage, index: number) => page.items.find((item) => item.id === test.mcqs[index]!.id)!.statistics;

describe('item statistics in the admin MCQ list', () => {
  it('gives responses, students, facility and the upper-minus-lower 27 % discrimination index', async () => {
    const page = await t.getOk<AdminMcqPage>(`/api/admin/mcqs?search=${encodeURIComponent(test.mcqs[0]!.question.slice(12, 20))}`, { as: admin });
    expect(page.total).toBe(10);
    // Everyone got question 0 right: no discrimination. Groups are the top 3 (totals 10, 9, 8) and bottom 3 (3, 2, 1).
    expect(statisticsOf(page, 0)).toEqual({ responses: 10, students: 10, facility: 1, discrimination: 0 });
    // Question 5: students 0-4 right; the top three all right, the bottom three all wrong.
    expect(statisticsOf(page, 5)).toEqual({ responses: 10, students: 10, facility: 0.5, discrimination: 1 });
    // Question 7: students 0-2 right: exactly the top group.
    expect(statisticsOf(page, 7)).toEqual({ responses: 10, students: 10, facility: 0.3, discrimination: 1 });
    // Question 8: students 0 and 1 right: two of the top three.
    expect(statisticsOf(page, 8)).toEqual({ responses: 10, students: 10, facility: 0.2, discrimination: 0.667 });
    // Question 9: one of nine answers right; nine answers are too few for a discrimination index.
    expect(statisticsOf(page, 9)).toEqual({ responses: 9, students: 9, facility: 0.111, discrimination: null });
  });

  it('sorts by facility and by discrimination, questions without enough answers last', async () => {
    const search = encodeURIComponent(test.mcqs[0]!.question.slice(12, 20));
    const byFacility = await t.getOk<AdminMcqPage>(`/api/admin/mcqs?search=${search}&sort=facility&order=asc`, { as: admin });
    expect(byFacility.items.map((item) => item.id)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map((index) => test.mcqs[index]!.id));
    const byDiscrimination = await t.getOk<AdminMcqPage>(`/api/admin/mcqs?search=${search}&sort=discrimination&order=asc`, { as: admin });
    expect(byDiscrimination.items.map((item) => item.statistics.discrimination)).toEqual([0, 0.333, 0.667, 0.667, 1, 1, 1, 1, 1, null]);
    const byResponses = await t.getOk<AdminMcqPage>(`/api/admin/mcqs?search=${search}&sort=responses&order=asc`, { as: admin });
    expect(byResponses.items[0]!.id).toBe(test.mcqs[9]!.id);
  });
});
