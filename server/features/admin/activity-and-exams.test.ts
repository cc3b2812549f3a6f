import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXAM_DATE_REQUIRED,
  EXAM_TITLE_REQUIRED,
  FILL_IN_REQUIRED_MESSAGE,
  type AdminRecentActivity,
  type AdminStudentActivity,
  type AdminUpcomingExam,
  type ExamSubject,
} from '@common/admin';
import type { UpcomingExam } from '@common/progress';
import { adminRecentActivities, studentActivity, upcomingExams } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { DAY } from '../../test/clock';
import { buildAdmin, buildStudent, type TestUser } from '../../test/factories';
import { PAST_EXAM_DATE_MESSAGE, SUBJECT_CLASS_MESSAGE } from './upcoming-exams';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await buildAdmin(t, { fullName: 'Sita Admin' });
});
afterAll(() => t.close());

const countRows = async (table: typeof upcomingExams | typeof adminRecentActivities) => (await t.db.select().from(table)).length;
const published = (topic: string, id: string) => t.published.filter((event) => event.topic === topic && event.ids.includes(id)).map((event) => event.audience);

describe('recent activities (admin dashboard and dashboard content)', () => {
  it('adds an entry with trimmed text, lists the newest first and tells every admin', async () => {
    const response = await t.post(
      '/api/admin/recent-activities',
      { subject: '  Payment ', activityDescription: ' Khalti payments are back to normal ', scorePercentage: 80, timeAgo: '5 minutes ago' },
      { as: admin },
    );
    expect(response.statusCode).toBe(201);
    const added = response.json() as AdminRecentActivity;
    expect(added).toMatchObject({ subject: 'Payment', activityDescription: 'Khalti payments are back to normal', scorePercentage: 80, timeAgo: '5 minutes ago', createdByName: 'Sita Admin' });
    expect(published('admin_activities', added.id)).toEqual([{ kind: 'admins' }]);

    t.clock.advance(1000);
    const second = (await t.post('/api/admin/recent-activities', { subject: 'System', activityDescription: 'Backups verified' }, { as: admin })).json() as AdminRecentActivity;
    expect(second).toMatchObject({ timeAgo: null, scorePercentage: null });
    const listed = await t.getOk<AdminRecentActivity[]>('/api/admin/recent-activities', { as: admin });
    expect(listed.slice(0, 2).map((item) => item.id)).toEqual([second.id, added.id]);
  });

  it("refuses blank subject or description with 'Please fill in all required fields', and a score outside 0-100", async () => {
    const before = await countRows(adminRecentActivities);
    for (const body of [
      { subject: '   ', activityDescription: 'Something' },
      { subject: 'Issue', activityDescription: '  ' },
      { activityDescription: 'No subject' },
    ]) {
      const response = await t.post('/api/admin/recent-activities', body, { as: admin });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toContain(FILL_IN_REQUIRED_MESSAGE);
    }
    for (const scorePercentage of [-1, 101, 50.5]) {
      const response = await t.post('/api/admin/recent-activities', { subject: 'Issue', activityDescription: 'x', scorePercentage }, { as: admin });
      expect(response.statusCode).toBe(400);
    }
    expect(await countRows(adminRecentActivities)).toBe(before);
  });

  it('shows the newest 10 by default and removes an entry by marking it inactive', async () => {
    for (let n = 0; n < 11; n++) {
      t.clock.advance(1000);
      await t.post('/api/admin/recent-activities', { subject: 'Content', activityDescription: `Entry ${n}` }, { as: admin });
    }
    const listed = await t.getOk<AdminRecentActivity[]>('/api/admin/recent-activities', { as: admin });
    expect(listed).toHaveLength(10);
    expect(listed[0]!.activityDescription).toBe('Entry 10');
    expect(await t.getOk<AdminRecentActivity[]>('/api/admin/recent-activities?limit=50', { as: admin })).toHaveLength(13);

    const removed = await t.delete(`/api/admin/recent-activities/${listed[0]!.id}`, { as: admin });
    expect(removed.statusCode).toBe(204);
    const [row] = await t.db.select().from(adminRecentActivities).where(eq(adminRecentActivities.id, listed[0]!.id));
    expect(row!.isActive).toBe(false);
    expect((await t.getOk<AdminRecentActivity[]>('/api/admin/recent-activities', { as: admin }))[0]!.activityDescription).toBe('Entry 9');
    expect((await t.delete(`/api/admin/recent-activities/${listed[0]!.id}`, { as: admin })).statusCode).toBe(404);
  });
});

describe('GET /api/admin/student-activities', () => {
  it('lists the latest 50 with the student’s name, without daily dashboard visits', async () => {
    const student = await buildStudent(t, { fullName: 'Maya Gurung' });
    const base = t.clock.now().getTime();
    await t.db.insert(studentActivity).values([
      ...Array.from({ length: 55 }, (_, n) => ({ userId: student.id, activityType: 'mcq', contentTitle: `Practice ${n}`, completedAt: new Date(base - (55 - n) * 60_000) })),
      { userId: student.id, activityType: 'dashboard_view', contentTitle: 'Dashboard', completedAt: new Date(base) },
    ]);
    const listed = await t.getOk<AdminStudentActivity[]>('/api/admin/student-activities', { as: admin });
    expect(listed).toHaveLength(50);
    expect(listed[0]).toMatchObject({ studentName: 'Maya Gurung', studentEmail: student.email, activityType: 'mcq', contentTitle: 'Practice 54' });
    expect(listed.some((item) => item.activityType === 'dashboard_view')).toBe(false);
  });
});

describe('upcoming exams', () => {
  let physics: ExamSubject;
  beforeAll(async () => {
    const subjects = await t.getOk<ExamSubject[]>('/api/admin/upcoming-exams/subjects', { as: admin });
    physics = subjects.find((subject) => subject.class === '12' && subject.name === 'Physics')!;
    expect(subjects.some((subject) => subject.class === '10')).toBe(true);
  });

  const inDays = (days: number) => new Date(t.clock.now().getTime() + days * DAY + 6 * 3600_000).toISOString().slice(0, 10);

  it('adds an exam with the defaults (Class 12, Medium, active) and students see it at once', async () => {
    const student = await buildStudent(t, { class: '12', faculty: 'science' });
    const response = await t.post('/api/admin/upcoming-exams', { title: ' Physics Unit Test ', examDate: inDays(10) }, { as: admin });
    expect(response.statusCode).toBe(201);
    const exam = response.json() as AdminUpcomingExam;
    expect(exam).toMatchObject({ title: 'Physics Unit Test', class: '12', difficulty: 'Medium', isActive: true, description: null, subjectId: null });
    expect(published('upcoming_exams', exam.id)).toEqual([{ kind: 'everyone' }]);
    const [row] = await t.db.select().from(upcomingExams).where(eq(upcomingExams.id, exam.id));
    expect(row!.createdBy).toBe(admin.id);
    const seen = (await t.getOk<{ exams: UpcomingExam[] }>('/api/progress/upcoming-exams', { as: student })).exams;
    expect(seen.map((item) => item.id)).toContain(exam.id);
  });

  it('keeps every field of the activity page, including a subject of the same class and an inactive start', async () => {
    const response = await t.post(
      '/api/admin/upcoming-exams',
      { title: 'Board Physics', description: 'Full syllabus', examDate: inDays(40), difficulty: 'Hard', class: '12', subjectId: physics.id, isActive: false },
      { as: admin },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ subjectId: physics.id, subjectName: 'Physics', isActive: false, difficulty: 'Hard', description: 'Full syllabus' });
  });

  it('refuses a missing title or date, a past date, a subject of another class and unknown fields, storing nothing', async () => {
    const before = await countRows(upcomingExams);
    const cases: [Record<string, unknown>, string][] = [
      [{ examDate: inDays(5) }, EXAM_TITLE_REQUIRED],
      [{ title: '   ', examDate: inDays(5) }, EXAM_TITLE_REQUIRED],
      [{ title: 'No date' }, EXAM_DATE_REQUIRED],
      [{ title: 'Bad date', examDate: '2026-02-30' }, EXAM_DATE_REQUIRED],
      [{ title: 'Yesterday', examDate: inDays(-1) }, PAST_EXAM_DATE_MESSAGE],
      [{ title: 'Wrong class', examDate: inDays(5), class: '10', subjectId: physics.id }, SUBJECT_CLASS_MESSAGE],
      [{ title: 'Ghost subject', examDate: inDays(5), subjectId: '00000000-0000-4000-8000-0000000000aa' }, 'The selected subject does not exist'],
      [{ title: 'Odd', examDate: inDays(5), difficulty: 'Brutal' }, 'difficulty'],
      [{ title: 'Odd', examDate: inDays(5), class: '11' }, 'class'],
      [{ title: 'Odd', examDate: inDays(5), createdBy: admin.id }, 'createdBy'],
    ];
    for (const [body, message] of cases) {
      const response = await t.post('/api/admin/upcoming-exams', body, { as: admin });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message, JSON.stringify(body)).toContain(message);
    }
    expect(await countRows(upcomingExams)).toBe(before);
  });

  it('lists all exams for the activity page, and the next active ones for dashboard content', async () => {
    const all = await t.getOk<AdminUpcomingExam[]>('/api/admin/upcoming-exams', { as: admin });
    expect(all.map((exam) => exam.title)).toEqual(['Physics Unit Test', 'Board Physics']);
    const upcoming = await t.getOk<AdminUpcomingExam[]>('/api/admin/upcoming-exams?status=upcoming&limit=5', { as: admin });
    expect(upcoming.map((exam) => exam.title)).toEqual(['Physics Unit Test']);
    // Eleven days on (as an admin signed in then), the unit test has passed.
    t.clock.advance(11 * DAY);
    expect(await t.getOk<AdminUpcomingExam[]>('/api/admin/upcoming-exams?status=upcoming', { as: await buildAdmin(t) })).toEqual([]);
    t.clock.advance(-11 * DAY);
    expect((await t.get('/api/admin/upcoming-exams?status=past', { as: admin })).statusCode).toBe(400);
  });

  it('hides an exam from students (soft delete) and deletes one for good', async () => {
    const student = await buildStudent(t, { class: '12' });
    const exam = (await t.post('/api/admin/upcoming-exams', { title: 'Soon gone', examDate: inDays(3) }, { as: admin })).json() as AdminUpcomingExam;
    const hidden = await t.patch(`/api/admin/upcoming-exams/${exam.id}`, { isActive: false }, { as: admin });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ isActive: false });
    expect(published('upcoming_exams', exam.id)).toHaveLength(2);
    const seen = (await t.getOk<{ exams: UpcomingExam[] }>('/api/progress/upcoming-exams', { as: student })).exams;
    expect(seen.map((item) => item.id)).not.toContain(exam.id);
    expect(await t.db.select().from(upcomingExams).where(eq(upcomingExams.id, exam.id))).toHaveLength(1);

    expect((await t.delete(`/api/admin/upcoming-exams/${exam.id}`, { as: admin })).statusCode).toBe(204);
    expect(await t.db.select().from(upcomingExams).where(eq(upcomingExams.id, exam.id))).toEqual([]);
    expect(published('upcoming_exams', exam.id)).toHaveLength(3);
    expect((await t.delete(`/api/admin/upcoming-exams/${exam.id}`, { as: admin })).statusCode).toBe(404);
    expect((await t.patch(`/api/admin/upcoming-exams/${exam.id}`, { isActive: true }, { as: admin })).statusCode).toBe(404);
    expect((await t.patch(`/api/admin/upcoming-exams/${exam.id}`, { isActive: 'no' }, { as: admin })).statusCode).toBe(400);
  });
});

describe('activity and exam routes', () => {
  it('answer 400 with a clear message for bad query strings and ids', async () => {
    for (const [path, message] of [
      ['/api/admin/recent-activities?limit=0', 'limit'],
      ['/api/admin/recent-activities?limit=abc', 'limit'],
      ['/api/admin/upcoming-exams?limit=501', 'limit'],
    ] as const) {
      const response = await t.get(path, { as: admin });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().error.message, path).toContain(message);
    }
    for (const response of [await t.delete('/api/admin/recent-activities/42', { as: admin }), await t.delete('/api/admin/upcoming-exams/42', { as: admin })]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('Not a valid id');
    }
  });

  it('refuse students (403) and visitors (401), changing nothing', async () => {
    const student = await buildStudent(t);
    const exam = (await t.post('/api/admin/upcoming-exams', { title: 'Kept', examDate: new Date(t.clock.now().getTime() + 5 * DAY).toISOString().slice(0, 10) }, { as: admin })).json() as AdminUpcomingExam;
    const activity = (await t.post('/api/admin/recent-activities', { subject: 'System', activityDescription: 'Kept' }, { as: admin })).json() as AdminRecentActivity;
    const before = [await countRows(upcomingExams), await countRows(adminRecentActivities)];
    for (const as of [student, undefined]) {
      const expected = as ? 403 : 401;
      const requests = [
        t.get('/api/admin/recent-activities', { as }),
        t.post('/api/admin/recent-activities', { subject: 'System', activityDescription: 'x' }, { as }),
        t.delete(`/api/admin/recent-activities/${activity.id}`, { as }),
        t.get('/api/admin/student-activities', { as }),
        t.get('/api/admin/upcoming-exams', { as }),
        t.get('/api/admin/upcoming-exams/subjects', { as }),
        t.post('/api/admin/upcoming-exams', { title: 'x', examDate: '2030-01-01' }, { as }),
        t.patch(`/api/admin/upcoming-exams/${exam.id}`, { isActive: false }, { as }),
        t.delete(`/api/admin/upcoming-exams/${exam.id}`, { as }),
      ];
      for (const response of await Promise.all(requests)) expect(response.statusCode).toBe(expected);
    }
    expect([await countRows(upcomingExams), await countRows(adminRecentActivities)]).toEqual(before);
    const [row] = await t.db.select().from(upcomingExams).where(eq(upcomingExams.id, exam.id));
    expect(row!.isActive).toBe(true);
  });
});
