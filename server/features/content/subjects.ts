import { and, asc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdminContentOptions, type AdminContentQuery, type AdminSubject } from '@common/content-admin';
import type { ContentClass } from '@common/academics';
import { subjects } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { AppError } from '../../platform/errors';
import { uploadLimitBytes } from '../../platform/uploads';
import { containsPattern } from './viewer';

/** Every subject of both classes in syllabus order, and the upload limit: what the content forms are built from. */
export async function readContentOptions({ db, config }: Deps<'db' | 'config'>): Promise<AdminContentOptions> {
  const rows = await db
    .select({ id: subjects.id, slug: subjects.slug, name: subjects.name, class: subjects.class, faculties: subjects.faculties })
    .from(subjects)
    .orderBy(asc(subjects.class), asc(subjects.sortOrder));
  return { subjects: rows as AdminSubject[], uploadLimitBytes: uploadLimitBytes(config) };
}

const subjectColumns = { id: subjects.id, slug: subjects.slug, name: subjects.name, class: subjects.class };
type SubjectRow = { id: string; slug: string; name: string; class: string };

function assertSubjectOfClass(subject: SubjectRow | undefined, contentClass: ContentClass): SubjectRow {
  if (!subject) throw new AppError('validation_error', 'Choose a subject');
  if (subject.class !== contentClass) throw new AppError('validation_error', `${subject.name} is not a Class ${contentClass} subject`);
  return subject;
}

/** The subject an item names, which must belong to the item's class: 400 otherwise. */
export async function findSubjectOfClass({ db }: Deps<'db'>, subjectId: string, contentClass: ContentClass) {
  const [subject] = await db.select(subjectColumns).from(subjects).where(eq(subjects.id, subjectId));
  return assertSubjectOfClass(subject, contentClass);
}

/** findSubjectOfClass for a batch: every subject read once, then each item checked without a query. */
export async function loadSubjectChecker({ db }: Deps<'db'>) {
  const byId = new Map((await db.select(subjectColumns).from(subjects)).map((row) => [row.id, row]));
  return (subjectId: string, contentClass: ContentClass) => assertSubjectOfClass(byId.get(subjectId), contentClass);
}

/**
 * The admin lists' filters as SQL over a table with `class` and `subject_id` (joined to subjects): class, Class 12
 * faculty, subject, and a case-insensitive search over the given columns.
 */
export function contentFilterSql(table: { class: AnyColumn; subjectId: AnyColumn }, query: AdminContentQuery, searchColumns: (AnyColumn | SQL)[]): SQL | undefined {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return and(
    query.class ? eq(table.class, query.class) : undefined,
    query.faculty ? sql`(${table.class} = '12' and ${query.faculty} = any(${subjects.faculties}))` : undefined,
    query.subjectId ? eq(table.subjectId, query.subjectId) : undefined,
    pattern ? or(...searchColumns.map((column) => ilike(column, pattern))) : undefined,
  );
}

/** LIMIT and OFFSET of a list page. */
export const pageWindow = (page: number) => ({ limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE });

export const subjectSummary = (row: { subjectId: string; subjectSlug: string; subjectName: string }) => ({
  id: row.subjectId,
  slug: row.subjectSlug,
  name: row.subjectName,
});
