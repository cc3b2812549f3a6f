import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Difficulty } from '@common/academics';
import { ADMIN_PAGE_SIZE, type AdminMcq, type AdminMcqPage, type AdminMcqQuery, type McqBody } from '@common/content-admin';
import type { AnswerLetter } from '@common/practice';
import { slugify } from '@common/syllabus';
import type { Database } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { attemptAnswers, mcqs, mockTestQuestions, mockTests, subjects } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { AppError, notFound } from '../../platform/errors';
import { assertFormulasTypeset, type CheckedText } from './formula-check';
import { itemStatisticsSubquery, toItemStatistics } from './mcq-statistics';
import { contentFilterSql, findSubjectOfClass, pageWindow, subjectSummary } from './subjects';

/** The texts of a question that students see typeset, named as the form names them. */
export const mcqTexts = (body: Pick<McqBody, 'question' | 'options' | 'explanation'>): CheckedText[] => [
  { field: 'question', label: 'Question', text: body.question, reading: 'text' },
  ...(['A', 'B', 'C', 'D'] as const).map((letter): CheckedText => ({ field: `options.${letter}`, label: `Option ${letter}`, text: body.options[letter], reading: 'text' })),
  { field: 'explanation', label: 'Explanation', text: body.explanation, reading: 'text' },
];

/** The row of a checked question (its subject already checked against its class). */
export const mcqValues = (body: McqBody) => ({
  question: body.question,
  options: body.options,
  correctAnswer: body.correctAnswer,
  explanation: body.explanation,
  class: body.class,
  subjectId: body.subjectId,
  unit: body.unit,
  unitSlug: slugify(body.unit),
  difficulty: body.difficulty,
  topics: body.topics,
  isPremium: body.isPremium,
});

const publishMcqs = ({ events }: Deps<'events'>, ids: string[]) => events.publish({ topic: 'mcqs', ids, audience: { kind: 'everyone' } });

function adminMcqQuery(db: Database) {
  const statistics = itemStatisticsSubquery(db);
  return {
    statistics,
    select: db
      .select({
        id: mcqs.id,
        question: mcqs.question,
        options: mcqs.options,
        correctAnswer: mcqs.correctAnswer,
        explanation: mcqs.explanation,
        class: mcqs.class,
        subjectId: subjects.id,
        subjectSlug: subjects.slug,
        subjectName: subjects.name,
        unit: mcqs.unit,
        difficulty: mcqs.difficulty,
        topics: mcqs.topics,
        isPremium: mcqs.isPremium,
        createdAt: mcqs.createdAt,
        responses: statistics.responses,
        students: statistics.students,
        facility: statistics.facility,
        discrimination: statistics.discrimination,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(mcqs)
      .innerJoin(subjects, eq(subjects.id, mcqs.subjectId))
      .leftJoin(statistics, eq(statistics.mcqId, mcqs.id)),
  };
}

type AdminMcqRow = Awaited<ReturnType<typeof adminMcqQuery>['select']>[number];

const toAdminMcq = (row: AdminMcqRow): AdminMcq => ({
  id: row.id,
  question: row.question,
  options: row.options,
  correctAnswer: row.correctAnswer as AnswerLetter,
  explanation: row.explanation,
  class: row.class as '10' | '12',
  subject: subjectSummary(row),
  unit: row.unit,
  difficulty: row.difficulty as Difficulty,
  topics: row.topics,
  isPremium: row.isPremium,
  statistics: toItemStatistics(row),
  createdAt: row.createdAt.toISOString(),
});

/** Questions for the admin list: filtered, searched (question, unit, topics) and sorted, item statistics included. */
export async function listMcqsForAdmin({ db }: Deps<'db'>, query: AdminMcqQuery): Promise<AdminMcqPage> {
  const { select, statistics } = adminMcqQuery(db);
  const direction = query.order === 'asc' ? asc : desc;
  const nullsLast = (column: SQL.Aliased<number | null>) => sql`${column} ${sql.raw(query.order === 'asc' ? 'asc' : 'desc')} nulls last`;
  const order: SQL[] = {
    newest: [direction(mcqs.createdAt)],
    responses: [direction(sql`coalesce(${statistics.responses}, 0)`)],
    facility: [nullsLast(statistics.facility)],
    discrimination: [nullsLast(statistics.discrimination)],
  }[query.sort];
  const rows = await select
    .where(contentFilterSql(mcqs, query, [mcqs.question, mcqs.unit, sql`array_to_string(${mcqs.topics}, ' ')`]))
    .orderBy(...order, desc(mcqs.createdAt), asc(mcqs.id))
    .limit(pageWindow(query.page).limit)
    .offset(pageWindow(query.page).offset);
  return { items: rows.map(toAdminMcq), total: rows[0]?.total ?? 0, page: query.page, pageSize: ADMIN_PAGE_SIZE };
}

async function readAdminMcq(db: Database, id: string) {
  const { select } = adminMcqQuery(db);
  const [row] = await select.where(eq(mcqs.id, id));
  if (!row) throw notFound('Question');
  return toAdminMcq(row);
}

/** The subject must be of the question's class, and every formula must typeset. */
export async function checkMcq(deps: Deps<'db'>, body: McqBody) {
  await findSubjectOfClass(deps, body.subjectId, body.class);
  await assertFormulasTypeset(mcqTexts(body));
}

/** Adds a question; students' open lists hear of it at once. */
export async function createMcq(deps: Deps<'db' | 'events'>, admin: { userId: string }, body: McqBody): Promise<AdminMcq> {
  await checkMcq(deps, body);
  const [row] = await deps.db
    .insert(mcqs)
    .values({ ...mcqValues(body), createdBy: admin.userId })
    .returning({ id: mcqs.id });
  await publishMcqs(deps, [row!.id]);
  return readAdminMcq(deps.db, row!.id);
}

/** The free mock tests a question is in: a premium question may not be in one. */
async function freeTestsHolding(db: Database, mcqId: string) {
  return db
    .selectDistinct({ title: mockTests.title })
    .from(mockTestQuestions)
    .innerJoin(mockTests, eq(mockTests.id, mockTestQuestions.mockTestId))
    .where(and(eq(mockTestQuestions.mcqId, mcqId), eq(mockTests.isPremium, false)));
}

/** Changes a question. Attempts already graded keep their grades; a premium question may not sit in a free test. */
export async function updateMcq(deps: Deps<'db' | 'events'>, id: string, body: McqBody): Promise<AdminMcq> {
  await checkMcq(deps, body);
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select({ id: mcqs.id }).from(mcqs).where(eq(mcqs.id, id)).for('update');
    if (!current) throw notFound('Question');
    if (body.isPremium) {
      const [test] = await freeTestsHolding(tx, id);
      if (test) throw new AppError('conflict', `This question is in the free mock test "${test.title}": a free test cannot hold a premium question`);
    }
    await tx.update(mcqs).set(mcqValues(body)).where(eq(mcqs.id, id));
  });
  await publishMcqs(deps, [id]);
  await deps.events.publish({ topic: 'mock_tests', ids: [], audience: { kind: 'everyone' } });
  return readAdminMcq(deps.db, id);
}

/**
 * Deletes a question nobody has answered and no mock test holds. One that students answered stays, so their
 * results keep their questions: the admin edits it instead.
 */
export async function deleteMcq(deps: Deps<'db' | 'events'>, id: string) {
  const stillUsed = new AppError('conflict', 'Students have answered this question, so it stays for their results: edit it instead');
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select({ id: mcqs.id }).from(mcqs).where(eq(mcqs.id, id)).for('update');
    if (!current) throw notFound('Question');
    const [test] = await tx
      .select({ title: mockTests.title })
      .from(mockTestQuestions)
      .innerJoin(mockTests, eq(mockTests.id, mockTestQuestions.mockTestId))
      .where(eq(mockTestQuestions.mcqId, id))
      .limit(1);
    if (test) throw new AppError('conflict', `This question is in the mock test "${test.title}": remove it from the test first`);
    const [answered] = await tx.select({ one: sql`1` }).from(attemptAnswers).where(eq(attemptAnswers.mcqId, id)).limit(1);
    if (answered) throw stillUsed;
    await tx.delete(mcqs).where(eq(mcqs.id, id));
  }).catch((error: unknown) => {
    // A test or an attempt that took the question after the checks above.
    throw isForeignKeyViolation(error) ? stillUsed : error;
  });
  await publishMcqs(deps, [id]);
}
