import { sql, type SQL } from 'drizzle-orm';
import { canSeeSubject, contentClassFor, facultyScopeFor, type StudentClass } from '@common/academics';
import { CLASS_REQUIRED_CODE, CLASS_REQUIRED_MESSAGE, type ViewerScope } from '@common/content';
import type { Database } from '../../db/client';
import { subjects, subscriptionPlans } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { isPremium, type AuthContext } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { NotesAccessLevel, Viewer } from './policy';

/**
 * The viewer behind a request: their class (required: 409 class_required otherwise), faculty scope and whether
 * premium is active, which follows the expiry date on the injected clock.
 */
export function loadViewer({ clock }: Deps<'clock'>, auth: AuthContext): Viewer {
  if (!auth.class) throw new AppError(CLASS_REQUIRED_CODE, CLASS_REQUIRED_MESSAGE, 409);
  const studentClass = auth.class as StudentClass;
  return {
    userId: auth.userId,
    role: auth.role,
    studentClass,
    contentClass: contentClassFor(studentClass),
    faculty: facultyScopeFor(studentClass, auth.faculty),
    hasPremium: auth.role === 'admin' || isPremium(auth, clock.now()),
  };
}

/**
 * SQL for the notes_access_level of the plan in force (the premium plan while premium is active, else the free
 * plan); admins read everything. An uncorrelated subquery: PostgreSQL evaluates it once per statement.
 */
export function notesAccessSql(viewer: Viewer): SQL<NotesAccessLevel> {
  if (viewer.role === 'admin') return sql<NotesAccessLevel>`'full'`;
  const plan = viewer.hasPremium ? 'premium' : 'free';
  return sql<NotesAccessLevel>`coalesce((select ${subscriptionPlans.notesAccessLevel} from ${subscriptionPlans} where ${subscriptionPlans.name} = ${plan}), 'limited')`;
}

export const viewerScope = (viewer: Viewer): ViewerScope => ({
  contentClass: viewer.contentClass,
  faculty: viewer.faculty,
  isPremium: viewer.hasPremium,
});

/** SQL for canSeeSubject: Class 10 subjects, or Class 12 subjects of the viewer's faculty. */
export function subjectScopeSql(viewer: Pick<Viewer, 'faculty'>): SQL | undefined {
  if (!viewer.faculty) return undefined;
  return sql`(${subjects.class} = '10' or ${viewer.faculty} = any(${subjects.faculties}))`;
}

/** A LIKE pattern that matches the term anywhere, with the term's own wildcards taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

type SubjectRow = { slug: string; name: string; class: '10' | '12'; faculties: string[] };

// Subjects are reference data (seeded at start, no route edits them), so each process keeps them for a while
// instead of asking the database on every list request.
const SUBJECTS_TTL_MS = 5 * 60_000;
const subjectCache = new WeakMap<Database, { loadedAt: number; rows: SubjectRow[] }>();

async function allSubjects(db: Database): Promise<SubjectRow[]> {
  const cached = subjectCache.get(db);
  if (cached && performance.now() - cached.loadedAt < SUBJECTS_TTL_MS) return cached.rows;
  const rows = await db
    .select({ slug: subjects.slug, name: subjects.name, class: subjects.class, faculties: subjects.faculties })
    .from(subjects)
    .orderBy(subjects.class, subjects.sortOrder);
  const typed = rows.map((row) => ({ ...row, class: row.class as '10' | '12' }));
  subjectCache.set(db, { loadedAt: performance.now(), rows: typed });
  return typed;
}

/** The subjects a viewer may pick in a filter (canSeeSubject), for the given classes, in the syllabus order. */
export async function listScopedSubjects({ db }: Deps<'db'>, viewer: Viewer, classes: readonly string[]) {
  const rows = await allSubjects(db);
  return rows
    .filter((row) => classes.includes(row.class) && canSeeSubject(viewer, row))
    .map(({ slug, name, class: contentClass }) => ({ slug, name, class: contentClass }));
}
