import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { contentClassFor, type StudentClass } from '../../../common/academics';
import { CLASS_REQUIRED_CODE, CLASS_REQUIRED_MESSAGE, type ViewerScope } from '../../../common/content';
import type { Database } from '../../db/client';
import { subjects, subscriptionPlans } from '../../db/schema';
import { isPremium, type AuthContext } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { facultyScopeFor, type NoteViewer, type Viewer } from './policy';

/**
 * The viewer behind a request: their class (required: 409 class_required otherwise), faculty scope and whether
 * premium is active, which follows the expiry date on the injected clock.
 */
export function loadViewer(clock: Clock, auth: AuthContext): Viewer {
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

/** A viewer of notes: also the notes access level of the plan in force (the premium plan while premium is active). */
export async function loadNoteViewer(db: Database, clock: Clock, auth: AuthContext): Promise<NoteViewer> {
  const viewer = loadViewer(clock, auth);
  if (viewer.role === 'admin') return { ...viewer, notesAccess: 'full' };
  const [plan] = await db
    .select({ level: subscriptionPlans.notesAccessLevel })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.name, viewer.hasPremium ? 'premium' : 'free'));
  return { ...viewer, notesAccess: plan?.level === 'full' ? 'full' : 'limited' };
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

/** The subjects a viewer may pick in a filter, for the given classes, in the syllabus order. */
export async function listScopedSubjects(db: Database, viewer: Viewer, classes: readonly string[]) {
  const rows = await db
    .select({ slug: subjects.slug, name: subjects.name, class: subjects.class })
    .from(subjects)
    .where(and(inArray(subjects.class, [...classes]), subjectScopeSql(viewer)))
    .orderBy(subjects.class, subjects.sortOrder);
  return rows.map((row) => ({ ...row, class: row.class as '10' | '12' }));
}
