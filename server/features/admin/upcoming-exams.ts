import { and, asc, eq, gte } from 'drizzle-orm';
import type { AdminExamsQuery, AdminUpcomingExam, CreateUpcomingExamBody, ExamSubject } from '@common/admin';
import type { ContentClass, Difficulty } from '@common/academics';
import { subjects, upcomingExams } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { nepalDate } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';

export const PAST_EXAM_DATE_MESSAGE = 'The exam date cannot be in the past';
export const SUBJECT_CLASS_MESSAGE = 'The subject does not belong to the chosen class';

type ExamRow = typeof upcomingExams.$inferSelect;

const toAdminExam = (row: ExamRow, subjectName: string | null): AdminUpcomingExam => ({
  id: row.id,
  title: row.title,
  description: row.description,
  examDate: row.examDate,
  difficulty: row.difficulty as Difficulty,
  class: row.class as ContentClass,
  subjectId: row.subjectId,
  subjectName,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

/** Students' dashboards list exams live, and so do other admins' screens (everyone includes admins). */
async function publishExamChange({ events }: Deps<'events'>, id: string) {
  await events.publish({ topic: 'upcoming_exams', ids: [id], audience: { kind: 'everyone' } });
}

/**
 * Exams for the admin screens, soonest first: `all` of them (the activity page, inactive and past ones too), or the
 * `upcoming` ones students see (active, from today on in Nepal), optionally the first few.
 */
export async function listAdminExams({ db, clock }: Deps<'db' | 'clock'>, query: AdminExamsQuery): Promise<AdminUpcomingExam[]> {
  const select = db
    .select({ exam: upcomingExams, subjectName: subjects.name })
    .from(upcomingExams)
    .leftJoin(subjects, eq(subjects.id, upcomingExams.subjectId))
    .where(query.status === 'upcoming' ? and(eq(upcomingExams.isActive, true), gte(upcomingExams.examDate, nepalDate(clock.now()))) : undefined)
    .orderBy(asc(upcomingExams.examDate), asc(upcomingExams.title), asc(upcomingExams.id));
  const rows = query.limit ? await select.limit(query.limit) : await select;
  return rows.map((row) => toAdminExam(row.exam, row.subjectName));
}

/** Every subject, by class and order, for the exam form's subject choice (filtered by class in the browser). */
export async function listExamSubjects({ db }: Deps<'db'>): Promise<ExamSubject[]> {
  const rows = await db
    .select({ id: subjects.id, name: subjects.name, class: subjects.class })
    .from(subjects)
    .orderBy(asc(subjects.class), asc(subjects.sortOrder), asc(subjects.name));
  return rows.map((row) => ({ ...row, class: row.class as ContentClass }));
}

/**
 * Adds an exam (seed 001 section 5): dated today or later in Nepal, with a subject of its own class when one is given.
 * Students' dashboards show it at once when it is active.
 */
export async function addUpcomingExam(deps: Deps<'db' | 'clock' | 'events'>, input: { adminId: string; body: CreateUpcomingExamBody }): Promise<AdminUpcomingExam> {
  const { body } = input;
  if (body.examDate < nepalDate(deps.clock.now())) throw new AppError('validation_error', PAST_EXAM_DATE_MESSAGE);
  let subjectName: string | null = null;
  if (body.subjectId) {
    const [subject] = await deps.db.select({ name: subjects.name, class: subjects.class }).from(subjects).where(eq(subjects.id, body.subjectId));
    if (!subject) throw new AppError('validation_error', 'The selected subject does not exist');
    if (subject.class !== body.class) throw new AppError('validation_error', SUBJECT_CLASS_MESSAGE);
    subjectName = subject.name;
  }
  const [row] = await deps.db
    .insert(upcomingExams)
    .values({
      title: body.title,
      description: body.description,
      examDate: body.examDate,
      difficulty: body.difficulty,
      class: body.class,
      subjectId: body.subjectId,
      isActive: body.isActive,
      createdBy: input.adminId,
      createdAt: deps.clock.now(),
    })
    .returning();
  await publishExamChange(deps, row!.id);
  return toAdminExam(row!, subjectName);
}

/** Shows or hides an exam on students' dashboards (the dashboard-content page's delete sets it inactive). */
export async function setUpcomingExamActive(deps: Deps<'db' | 'events'>, id: string, isActive: boolean): Promise<AdminUpcomingExam> {
  const [row] = await deps.db.update(upcomingExams).set({ isActive }).where(eq(upcomingExams.id, id)).returning();
  if (!row) throw notFound('Exam');
  await publishExamChange(deps, row.id);
  const [subject] = row.subjectId ? await deps.db.select({ name: subjects.name }).from(subjects).where(eq(subjects.id, row.subjectId)) : [];
  return toAdminExam(row, subject?.name ?? null);
}

/** Deletes an exam for good (the activity page's delete, after the browser's confirm). */
export async function deleteUpcomingExam(deps: Deps<'db' | 'events'>, id: string) {
  const [row] = await deps.db.delete(upcomingExams).where(eq(upcomingExams.id, id)).returning({ id: upcomingExams.id });
  if (!row) throw notFound('Exam');
  await publishExamChange(deps, row.id);
}
