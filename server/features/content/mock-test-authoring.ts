import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  ADMIN_PAGE_SIZE,
  type AdminContentQuery,
  type AdminMockTest,
  type AdminMockTestDetail,
  type AdminMockTestPage,
  type MockTestBody,
} from '@common/content-admin';
import type { Database } from '../../db/client';
import { attempts, mcqs, mockTestQuestions, mockTests, subjects } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { AppError, notFound } from '../../platform/errors';
import { checkEach, insertChunks } from './batch';
import { contentFilterSql, findSubjectOfClass, loadSubjectChecker, pageWindow } from './subjects';

type TestDeps = Deps<'db' | 'events'>;

/**
 * Splits a test's total marks over its questions in hundredths (the column's precision), so they add up to the
 * total exactly: 100 over 3 questions is 33.34, 33.33, 33.33.
 */
export function distributeMarks(totalMarks: number, questionCount: number): number[] {
  const hundredths = Math.round(totalMarks * 100);
  const base = Math.floor(hundredths / questionCount);
  const remainder = hundredths - base * questionCount;
  return Array.from({ length: questionCount }, (_, index) => (base + (index < remainder ? 1 : 0)) / 100);
}

const selectTests = (db: Database) =>
  db
    .select({
      id: mockTests.id,
      title: mockTests.title,
      description: mockTests.description,
      class: mockTests.class,
      subjectId: subjects.id,
      subjectSlug: subjects.slug,
      subjectName: subjects.name,
      durationMinutes: mockTests.durationMinutes,
      totalMarks: mockTests.totalMarks,
      negativeMarkFraction: mockTests.negativeMarkFraction,
      isPremium: mockTests.isPremium,
      isActive: mockTests.isActive,
      questionCount: sql<number>`(select count(*) from ${mockTestQuestions} where ${mockTestQuestions.mockTestId} = ${mockTests.id})`.mapWith(Number),
      attemptCount: sql<number>`(select count(*) from ${attempts} where ${attempts.mockTestId} = ${mockTests.id})`.mapWith(Number),
      createdAt: mockTests.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(mockTests)
    .leftJoin(subjects, eq(subjects.id, mockTests.subjectId));

type TestRow = Awaited<ReturnType<typeof selectTests>>[number];

const toAdminMockTest = (row: TestRow): AdminMockTest => ({
  id: row.id,
  title: row.title,
  description: row.description,
  class: row.class as '10' | '12',
  subject: row.subjectId ? { id: row.subjectId, slug: row.subjectSlug!, name: row.subjectName! } : null,
  durationMinutes: row.durationMinutes,
  totalMarks: row.totalMarks,
  negativeMarkFraction: Number(row.negativeMarkFraction),
  isPremium: row.isPremium,
  isActive: row.isActive,
  questionCount: row.questionCount,
  attemptCount: row.attemptCount,
  createdAt: row.createdAt.toISOString(),
});

/** Mock tests for the admin list, newest first, filtered and searched by title and description. */
export async function listMockTestsForAdmin({ db }: Deps<'db'>, query: AdminContentQuery): Promise<AdminMockTestPage> {
  const rows = await selectTests(db)
    .where(contentFilterSql(mockTests, query, [mockTests.title, mockTests.description]))
    .orderBy(desc(mockTests.createdAt), asc(mockTests.id))
    .limit(pageWindow(query.page).limit)
    .offset(pageWindow(query.page).offset);
  return { items: rows.map(toAdminMockTest), total: rows[0]?.total ?? 0, page: query.page, pageSize: ADMIN_PAGE_SIZE };
}

/** One mock test with its questions in order, for the edit form. */
export async function readMockTestForAdmin({ db }: Deps<'db'>, id: string): Promise<AdminMockTestDetail> {
  const [row] = await selectTests(db).where(eq(mockTests.id, id));
  if (!row) throw notFound('Mock test');
  const questions = await db
    .select({ id: mcqs.id, question: mcqs.question, unit: mcqs.unit, isPremium: mcqs.isPremium })
    .from(mockTestQuestions)
    .innerJoin(mcqs, eq(mcqs.id, mockTestQuestions.mcqId))
    .where(eq(mockTestQuestions.mockTestId, id))
    .orderBy(asc(mockTestQuestions.position));
  return { ...toAdminMockTest(row), questions };
}

const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

type PickedQuestion = { id: string; question: string; class: string; subjectId: string; isPremium: boolean };
type SubjectCheck = (subjectId: string, contentClass: MockTestBody['class']) => { id: string; name: string } | Promise<{ id: string; name: string }>;

/** The picked questions of one or several tests, read in one query. */
async function readPickedQuestions(db: Database, ids: string[]): Promise<Map<string, PickedQuestion>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: mcqs.id, question: mcqs.question, class: mcqs.class, subjectId: mcqs.subjectId, isPremium: mcqs.isPremium })
    .from(mcqs)
    .where(inArray(mcqs.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The questions a test will hold, in order: the picked ones (each of the test's class and subject, and free in a
 * free test), or else every question of the class and subject (the free ones for a free test).
 */
async function resolveQuestions(db: Database, body: MockTestBody, checkSubject: SubjectCheck, picked: Map<string, PickedQuestion>): Promise<string[]> {
  const subject = body.subjectId ? await checkSubject(body.subjectId, body.class) : null;
  if (body.mcqIds.length === 0) {
    if (!subject) throw new AppError('validation_error', 'Choose a subject or pick the questions');
    const rows = await db
      .select({ id: mcqs.id })
      .from(mcqs)
      .where(and(eq(mcqs.class, body.class), eq(mcqs.subjectId, subject.id), body.isPremium ? undefined : eq(mcqs.isPremium, false)))
      .orderBy(asc(mcqs.unitSlug), asc(mcqs.createdAt), asc(mcqs.id));
    if (rows.length === 0) {
      throw new AppError('validation_error', `Class ${body.class} ${subject.name} has no ${body.isPremium ? '' : 'free '}questions yet: add some first`);
    }
    return rows.map((row) => row.id);
  }
  for (const id of body.mcqIds) {
    const row = picked.get(id);
    if (!row) throw new AppError('validation_error', 'A picked question no longer exists');
    if (row.class !== body.class) throw new AppError('validation_error', `"${excerpt(row.question)}" is not a Class ${body.class} question`);
    if (subject && row.subjectId !== subject.id) throw new AppError('validation_error', `"${excerpt(row.question)}" is not a ${subject.name} question`);
    if (row.isPremium && !body.isPremium) {
      throw new AppError('validation_error', `A free mock test cannot hold premium questions: "${excerpt(row.question)}" is premium. Make the test premium or pick free questions`);
    }
  }
  return body.mcqIds;
}

const testValues = (body: MockTestBody) => ({
  title: body.title,
  description: body.description,
  class: body.class,
  subjectId: body.subjectId,
  durationMinutes: body.durationMinutes,
  totalMarks: body.totalMarks,
  negativeMarkFraction: body.negativeMarkFraction,
  isPremium: body.isPremium,
  isActive: body.isActive,
});

/** The question rows of tests (position and marks, the total split exactly), in multi-row inserts. */
async function insertQuestions(db: Database, tests: { mockTestId: string; mcqIds: string[]; totalMarks: number }[]) {
  const rows = tests.flatMap(({ mockTestId, mcqIds, totalMarks }) => {
    const marks = distributeMarks(totalMarks, mcqIds.length);
    return mcqIds.map((mcqId, index) => ({ mockTestId, mcqId, position: index + 1, marks: marks[index]! }));
  });
  for (const chunk of insertChunks(rows)) await db.insert(mockTestQuestions).values(chunk);
}

const publishTests = ({ events }: Deps<'events'>, ids: string[]) => events.publish({ topic: 'mock_tests', ids, audience: { kind: 'everyone' } });

/**
 * Adds mock tests all or nothing: each checked as the form checks it (subject of its class, picked questions of
 * that class and subject, free questions in a free test), then tests and questions in multi-row inserts of one
 * transaction, and one event for students' lists. Returns the ids in order.
 */
export async function createMockTests(deps: TestDeps, admin: { userId: string } | null, bodies: MockTestBody[]): Promise<string[]> {
  if (bodies.length === 0) return [];
  const ids = await deps.db.transaction(async (tx) => {
    const checkSubject = await loadSubjectChecker({ db: tx });
    const picked = await readPickedQuestions(tx, bodies.flatMap((body) => body.mcqIds));
    const questionIds = new Map<MockTestBody, string[]>();
    await checkEach(bodies, (body) => body.title, async (body) => questionIds.set(body, await resolveQuestions(tx, body, checkSubject, picked)));
    const rows = await tx
      .insert(mockTests)
      .values(bodies.map((body) => ({ ...testValues(body), createdBy: admin?.userId ?? null })))
      .returning({ id: mockTests.id });
    await insertQuestions(
      tx,
      bodies.map((body, index) => ({ mockTestId: rows[index]!.id, mcqIds: questionIds.get(body)!, totalMarks: body.totalMarks })),
    );
    return rows.map((row) => row.id);
  });
  await publishTests(deps, ids);
  return ids;
}

/** Adds a mock test over the picked questions (or the whole class and subject); students' lists hear of it at once. */
export async function createMockTest(deps: TestDeps, admin: { userId: string } | null, body: MockTestBody): Promise<AdminMockTestDetail> {
  const [id] = await createMockTests(deps, admin, [body]);
  return readMockTestForAdmin(deps, id!);
}

/**
 * Changes a mock test and its questions. Sittings already started keep the questions and marks they began with
 * (attempts hold their own copy).
 */
export async function updateMockTest(deps: TestDeps, id: string, body: MockTestBody): Promise<AdminMockTestDetail> {
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select({ id: mockTests.id }).from(mockTests).where(eq(mockTests.id, id)).for('update');
    if (!current) throw notFound('Mock test');
    const checkSubject = (subjectId: string, contentClass: MockTestBody['class']) => findSubjectOfClass({ db: tx }, subjectId, contentClass);
    const mcqIds = await resolveQuestions(tx, body, checkSubject, await readPickedQuestions(tx, body.mcqIds));
    await tx.update(mockTests).set(testValues(body)).where(eq(mockTests.id, id));
    await tx.delete(mockTestQuestions).where(eq(mockTestQuestions.mockTestId, id));
    await insertQuestions(tx, [{ mockTestId: id, mcqIds, totalMarks: body.totalMarks }]);
  });
  await publishTests(deps, [id]);
  return readMockTestForAdmin(deps, id);
}

/** Deletes a mock test; students' past sittings of it keep their results (under the test's title). */
export async function deleteMockTest(deps: TestDeps, id: string) {
  const [deleted] = await deps.db.delete(mockTests).where(eq(mockTests.id, id)).returning({ id: mockTests.id });
  if (!deleted) throw notFound('Mock test');
  await publishTests(deps, [id]);
}
