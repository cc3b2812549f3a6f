import { asc, desc, eq, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdminContentQuery, type AdminFormula, type AdminFormulaPage, type FormulaBody } from '@common/content-admin';
import type { Database } from '../../db/client';
import { formulas, subjects } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { notFound } from '../../platform/errors';
import { checkEach, insertChunks } from './batch';
import { assertFormulasTypeset } from './formula-check';
import { contentFilterSql, findSubjectOfClass, loadSubjectChecker, pageWindow, subjectSummary } from './subjects';

const selectFormulas = (db: Database) =>
  db
    .select({
      id: formulas.id,
      title: formulas.title,
      latex: formulas.latex,
      description: formulas.description,
      topic: formulas.topic,
      class: formulas.class,
      subjectId: subjects.id,
      subjectSlug: subjects.slug,
      subjectName: subjects.name,
      createdAt: formulas.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(formulas)
    .innerJoin(subjects, eq(subjects.id, formulas.subjectId));

type FormulaRow = Awaited<ReturnType<typeof selectFormulas>>[number];

const toAdminFormula = (row: FormulaRow): AdminFormula => ({
  id: row.id,
  title: row.title,
  latex: row.latex,
  description: row.description,
  topic: row.topic,
  class: row.class as '10' | '12',
  subject: subjectSummary(row),
  createdAt: row.createdAt.toISOString(),
});

/** The formula bank for the admin list, newest first, searched by title, LaTeX and topic. */
export async function listFormulasForAdmin({ db }: Deps<'db'>, query: AdminContentQuery): Promise<AdminFormulaPage> {
  const rows = await selectFormulas(db)
    .where(contentFilterSql(formulas, query, [formulas.title, formulas.latex, formulas.topic]))
    .orderBy(desc(formulas.createdAt), asc(formulas.title), asc(formulas.id))
    .limit(pageWindow(query.page).limit)
    .offset(pageWindow(query.page).offset);
  return { items: rows.map(toAdminFormula), total: rows[0]?.total ?? 0, page: query.page, pageSize: ADMIN_PAGE_SIZE };
}

async function readAdminFormula(db: Database, id: string) {
  const [row] = await selectFormulas(db).where(eq(formulas.id, id));
  if (!row) throw notFound('Formula');
  return toAdminFormula(row);
}

type SubjectCheck = (subjectId: string, contentClass: FormulaBody['class']) => unknown;

async function checkFormula(checkSubject: SubjectCheck, body: FormulaBody) {
  await checkSubject(body.subjectId, body.class);
  await assertFormulasTypeset([{ field: 'latex', label: 'LaTeX', text: body.latex, reading: 'formula' }]);
}

const formulaValues = (body: FormulaBody) => ({
  title: body.title,
  latex: body.latex,
  description: body.description,
  topic: body.topic,
  class: body.class,
  subjectId: body.subjectId,
});

const publishFormulas = ({ events }: Deps<'events'>, ids: string[]) => events.publish({ topic: 'formulas', ids, audience: { kind: 'everyone' } });

/**
 * Adds formulas all or nothing, each checked as the form checks it (subject of its class, LaTeX KaTeX typesets),
 * in multi-row inserts of one transaction; the formula bank hears of them in one event. Returns the ids in order.
 */
export async function createFormulas(deps: Deps<'db' | 'events'>, bodies: FormulaBody[]): Promise<string[]> {
  if (bodies.length === 0) return [];
  const checkSubject = await loadSubjectChecker(deps);
  await checkEach(bodies, (body) => body.title, (body) => checkFormula(checkSubject, body));
  const ids = await deps.db.transaction(async (tx) => {
    const inserted: string[] = [];
    for (const chunk of insertChunks(bodies)) {
      const rows = await tx.insert(formulas).values(chunk.map(formulaValues)).returning({ id: formulas.id });
      inserted.push(...rows.map((row) => row.id));
    }
    return inserted;
  });
  await publishFormulas(deps, ids);
  return ids;
}

/** Adds a formula whose LaTeX KaTeX typesets; the formula bank hears of it at once. */
export async function createFormula(deps: Deps<'db' | 'events'>, body: FormulaBody): Promise<AdminFormula> {
  const [id] = await createFormulas(deps, [body]);
  return readAdminFormula(deps.db, id!);
}

export async function updateFormula(deps: Deps<'db' | 'events'>, id: string, body: FormulaBody): Promise<AdminFormula> {
  await checkFormula((subjectId, contentClass) => findSubjectOfClass(deps, subjectId, contentClass), body);
  const [row] = await deps.db.update(formulas).set(formulaValues(body)).where(eq(formulas.id, id)).returning({ id: formulas.id });
  if (!row) throw notFound('Formula');
  await publishFormulas(deps, [id]);
  return readAdminFormula(deps.db, id);
}

export async function deleteFormula(deps: Deps<'db' | 'events'>, id: string) {
  const [row] = await deps.db.delete(formulas).where(eq(formulas.id, id)).returning({ id: formulas.id });
  if (!row) throw notFound('Formula');
  await publishFormulas(deps, [id]);
}
