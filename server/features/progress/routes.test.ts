import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentActivity, subjects, upcomingExams } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildStudent, type TestUser } from '../../test/factories';
import { buildMcqs, type BuiltMcq } from '../../test/practice-factories';
import { recordActivity } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const START = '2026-11-22T06:00:00Z';

/** Completes a practice round at the clock's time with `right` of its questions answered right. */
async function completePractice(user: TestUser, built: { unitSlug: string; mcqs: BuiltMcq[] }, right: number) {
  const attempt = (await t.post('/api/practice/attempts', { subject: 'physics', unit: built.unitSlug }, { as: user })).json();
  const key = new Map(built.mcqs.map((mcq) => [mcq.question, mcq]));
  for (const question of attempt.questions) {
    const mcq = key.get(question.question)!;
    await t.put(`/api/attempts/${attempt.id}/answers/${question.position}`, { answer: question.position <= right ? mcq.correctAnswer : mcq.wrongAnswer }, { as: user });
  }
  return (await t.post(`/api/attempts/${attempt.id}/submit`, undefined, { as: user })).json();
}

const stats = async (user: TestUser) => {
  const response = await t.get('/api/progress/stats', { as: user });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /api/progress/stats', () => {
  it('starts at zero', async () => {
    t.clock.set(START);
    expect(await stats(await buildStudent(t))).toEqual({ testsCompleted: 0, averageScore: 0, studyStreak: 0, totalProgress: 0 });
    expect((await t.get('/api/progress/stats')).statusCode).toBe(401);
  });

  it('counts completions, rounds the mean score and the mean progress', async () => {
    t.clock.set(START);
    const built = await buildMcqs(t, { count: 10 });
    const student = await buildStudent(t);
    await completePractice(student, built, 7); // 70 %
    await completePractice(student, built, 8); // 80 %
    await completePractice(student, built, 9); // 90 %
    // A started but unanswered round changes nothing until submitted.
    await t.post('/api/practice/attempts', { subject: 'physics', unit: built.unitSlug }, { as: student });
    expect(await stats(student)).toEqual({ testsCompleted: 3, averageScore: 80, studyStreak: 1, totalProgress: 100 });
  });

  it('counts the streak in Nepal days: 23:50 and 00:10 the next Nepal day are two days, though the same UTC day', async () => {
    const built = await buildMcqs(t, { count: 2 });
    const student = await buildStudent(t);
    t.clock.set('2026-11-22T18:05:00Z'); // 23:50 on 22 November in Nepal
    await completePractice(student, built, 2);
    expect((await stats(student)).studyStreak).toBe(1);
    t.clock.set('2026-11-22T18:25:00Z'); // 00:10 on 23 November in Nepal, still 22 November in UTC
    expect((await stats(student)).studyStreak).toBe(0);
    await completePractice(student, built, 1);
    expect((await stats(student)).studyStreak).toBe(2);
    // UTC midnight is not a Nepal day boundary: 05:40 Nepal on 23 November is 23:55 UTC on the 22nd.
    t.clock.set('2026-11-22T23:55:00Z');
    await completePractice(student, built, 1);
    expect((await stats(student)).studyStreak).toBe(2);
    t.clock.set('2026-11-23T00:05:00Z');
    expect((await stats(student)).studyStreak).toBe(2);
    // A day without a completion breaks it: 24 November in Nepal.
    t.clock.set('2026-11-23T18:20:00Z');
    expect((await stats(student)).studyStreak).toBe(0);
    await completePractice(student, built, 2);
    expect((await stats(student)).studyStreak).toBe(3);
    t.clock.set('2026-11-25T18:20:00Z'); // 26 November: the 25th was missed
    await completePractice(student, built, 2);
    expect(await stats(student)).toMatchObject({ studyStreak: 1, testsCompleted: 5 });
    t.clock.set(START);
  });
});

describe('GET /api/progress/activity and POST /api/progress/dashboard-views', () => {
  it('lists the last 10 activities newest first, without dashboard visits', async () => {
    t.clock.set(START);
    const student = await buildStudent(t);
    const other = await buildStudent(t);
    for (let n = 1; n <= 12; n++) {
      await recordActivity(t, {
        userId: student.id,
        activityType: n % 2 ? 'notes' : 'past_paper',
        contentTitle: `Item ${n}`,
        subjectName: 'Physics',
        completedAt: new Date(Date.parse(START) - (12 - n) * 60_000),
      });
    }
    await recordActivity(t, { userId: other.id, activityType: 'notes', contentTitle: 'Not mine', completedAt: t.clock.now() });
    expect((await t.post('/api/progress/dashboard-views', undefined, { as: student })).statusCode).toBe(204);
    const response = await t.get('/api/progress/activity', { as: student });
    expect(response.statusCode).toBe(200);
    const titles = response.json().items.map((item: { contentTitle: string }) => item.contentTitle);
    expect(titles).toEqual(['Item 12', 'Item 11', 'Item 10', 'Item 9', 'Item 8', 'Item 7', 'Item 6', 'Item 5', 'Item 4', 'Item 3']);
    expect(response.json().items[0]).toMatchObject({ activityType: 'past_paper', subjectName: 'Physics', completedAt: START.replace('Z', '.000Z') });
  });

  it('records one dashboard visit per Nepal day however often the dashboard loads', async () => {
    t.clock.set('2026-11-22T18:00:00Z'); // 23:45 in Nepal
    const student = await buildStudent(t);
    await Promise.all([1, 2, 3].map(() => t.post('/api/progress/dashboard-views', undefined, { as: student })));
    await t.post('/api/progress/dashboard-views', undefined, { as: student });
    t.clock.set('2026-11-22T18:20:00Z'); // 00:05 the next day in Nepal
    await t.post('/api/progress/dashboard-views', undefined, { as: student });
    const visits = await t.db.select().from(studentActivity).where(eq(studentActivity.userId, student.id));
    expect(visits.filter((row) => row.activityType === 'dashboard_view')).toHaveLength(2);
    expect(visits.filter((row) => row.activityType === 'dashboard_view' && row.completedAt.toISOString() === '2026-11-22T18:20:00.000Z')).toHaveLength(1);
    expect((await t.post('/api/progress/dashboard-views')).statusCode).toBe(401);
    t.clock.set(START);
  });
});

describe('GET /api/progress/upcoming-exams', () => {
  it("lists active exams from today on for the student's class, soonest first, 3 for the dashboard and all on request", async () => {
    t.clock.set('2026-11-22T20:00:00Z'); // already 23 November in Nepal
    const [physics] = await t.db.select({ id: subjects.id }).from(subjects).where(eq(subjects.slug, 'physics'));
    await t.db.insert(upcomingExams).values([
      { title: 'Yesterday (Nepal)', examDate: '2026-11-22', class: '12' },
      { title: 'Today (Nepal)', examDate: '2026-11-23', class: '12', subjectId: physics!.id, difficulty: 'Hard', description: 'Unit test' },
      { title: 'Board exam', examDate: '2027-04-29', class: '12' },
      { title: 'Entrance', examDate: '2027-07-15', class: '12' },
      { title: 'Pre-board', examDate: '2027-02-20', class: '12' },
      { title: 'Cancelled', examDate: '2027-01-10', class: '12', isActive: false },
      { title: 'SEE', examDate: '2027-03-25', class: '10' },
    ]);
    const student = await buildStudent(t);
    const dashboard = await t.get('/api/progress/upcoming-exams?limit=3', { as: student });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().exams).toEqual([
      { id: expect.any(String), title: 'Today (Nepal)', description: 'Unit test', examDate: '2026-11-23', difficulty: 'Hard', class: '12', subjectName: 'Physics' },
      expect.objectContaining({ title: 'Pre-board', subjectName: null }),
      expect.objectContaining({ title: 'Board exam' }),
    ]);
    const all = (await t.get('/api/progress/upcoming-exams', { as: student })).json().exams.map((exam: { title: string }) => exam.title);
    expect(all).toEqual(['Today (Nepal)', 'Pre-board', 'Board exam', 'Entrance']);
    const classTen = await buildStudent(t, { class: '10', faculty: null });
    expect((await t.get('/api/progress/upcoming-exams', { as: classTen })).json().exams.map((exam: { title: string }) => exam.title)).toEqual(['SEE']);
    expect((await t.get('/api/progress/upcoming-exams?limit=0', { as: student })).statusCode).toBe(400);
    expect((await t.get('/api/progress/upcoming-exams?limit=abc', { as: student })).statusCode).toBe(400);
    t.clock.set(START);
  });
});
