import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Difficulty } from '@common/academics';
import type { NoteCard, NoteDetail, NotesQuery, NotesResponse, NoteUnitResponse } from '@common/content';
import { slugify, unitsOf } from '@common/syllabus';
import type { Database } from '../../db/client';
import { notes, subjects } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import type { AuthContext } from '../../platform/auth';
import { AppError, notFound } from '../../platform/errors';
import { publishActivity, recordActivity } from '../progress/service';
import { openStoredFile, type OpenedFile } from '../../platform/files';
import { countDownload } from './downloads';
import { canReadNote, canSeeNote, type NotesAccessLevel, type Viewer } from './policy';
import { listScopedSubjects, loadViewer, notesAccessSql, subjectScopeSql, viewerScope } from './viewer';

/** A list answers at most this many notes ('Found N notes' still counts them all). */
const NOTES_LIMIT = 200;

/** The card columns of a note, with the notes access level of the viewer's plan (for `locked`). */
const noteColumns = (viewer: Viewer) => ({
  id: notes.id,
  title: notes.title,
  description: notes.description,
  class: notes.class,
  unit: notes.unit,
  unitSlug: notes.unitSlug,
  difficulty: notes.difficulty,
  topics: notes.topics,
  downloads: notes.downloads,
  rating: notes.rating,
  pages: notes.pages,
  pdfFileId: notes.pdfFileId,
  isPremium: notes.isPremium,
  createdAt: notes.createdAt,
  subjectSlug: subjects.slug,
  subjectName: subjects.name,
  subjectClass: subjects.class,
  subjectFaculties: subjects.faculties,
  notesAccess: notesAccessSql(viewer),
});

type NoteRow = Omit<typeof notes.$inferSelect, 'content' | 'searchVector' | 'subjectId' | 'createdBy' | 'updatedAt'> & {
  subjectSlug: string;
  subjectName: string;
  subjectClass: string;
  subjectFaculties: string[];
  notesAccess: NotesAccessLevel;
};

function toNoteCard(row: NoteRow): NoteCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    class: row.class as '10' | '12',
    subject: { slug: row.subjectSlug, name: row.subjectName, class: row.subjectClass as '10' | '12' },
    unit: row.unit,
    unitSlug: row.unitSlug,
    difficulty: row.difficulty as Difficulty,
    topics: row.topics,
    downloads: row.downloads,
    rating: Number(row.rating),
    pages: row.pages,
    hasPdf: row.pdfFileId !== null,
    isPremium: row.isPremium,
    locked: !canReadNote(row, row),
    createdAt: row.createdAt.toISOString(),
  };
}

const searchWords = (search: string) =>
  search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1);

/**
 * Full-text match over title, topics, description and body (notes.search_vector): the words as typed
 * (websearch syntax: quotes, OR, -word) or, for search-as-you-type, the last word as a prefix.
 */
function noteSearch(search: string): { match: SQL; rank: SQL } {
  const query = sql`websearch_to_tsquery('english', ${search})`;
  const words = searchWords(search);
  // Quotes, OR and -word are websearch operators: then the words are meant as written, not as prefixes.
  const hasOperators = /["]|(^|\s)-\S|\bor\b/i.test(search);
  if (words.length === 0 || hasOperators) {
    return { match: sql`${notes.searchVector} @@ ${query}`, rank: sql`ts_rank(${notes.searchVector}, ${query})` };
  }
  const prefix = sql`to_tsquery('english', ${[...words.slice(0, -1), `${words.at(-1)}:*`].join(' & ')})`;
  return {
    match: sql`(${notes.searchVector} @@ ${query} or ${notes.searchVector} @@ ${prefix})`,
    rank: sql`(ts_rank(${notes.searchVector}, ${query}) + 0.5 * ts_rank(${notes.searchVector}, ${prefix}))`,
  };
}

/** The notes a student may browse (both classes, the faculty's Class 12 subjects), filtered and ranked in SQL. */
export async function listVisibleNotes(deps: Deps<'db' | 'clock'>, user: AuthContext, query: NotesQuery): Promise<NotesResponse> {
  const { db } = deps;
  const viewer = loadViewer(deps, user);
  const classFilter = query.class ?? viewer.contentClass;
  const classes = classFilter === 'all' ? ['10', '12'] : [classFilter];
  const search = query.search ? noteSearch(query.search) : undefined;
  const rows = await db
    .select({ ...noteColumns(viewer), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(notes)
    .innerJoin(subjects, eq(subjects.id, notes.subjectId))
    .where(
      and(
        inArray(notes.class, classes),
        subjectScopeSql(viewer),
        query.subject ? eq(subjects.slug, query.subject) : undefined,
        search?.match,
      ),
    )
    .orderBy(...(search ? [desc(search.rank)] : []), desc(notes.createdAt), asc(notes.title))
    .limit(NOTES_LIMIT);
  const subjectOptions = await listScopedSubjects(deps, viewer, classes);
  return {
    viewer: viewerScope(viewer),
    classFilter,
    subjects: [...new Map(subjectOptions.map((subject) => [subject.slug, subject])).values()],
    total: rows[0]?.total ?? 0,
    notes: rows.map((row) => toNoteCard(row)),
  };
}

/** The reading page of a unit: its notes plus every unit of the subject (with note counts) for navigation. */
export async function listNotesOfUnit(
  deps: Deps<'db' | 'clock'>,
  user: AuthContext,
  input: { subject: string; unit: string; class?: '10' | '12' },
): Promise<NoteUnitResponse> {
  const { db } = deps;
  const viewer = loadViewer(deps, user);
  const contentClass = input.class ?? viewer.contentClass;
  const [subject] = await db
    .select({ id: subjects.id, slug: subjects.slug, name: subjects.name, class: subjects.class, faculties: subjects.faculties })
    .from(subjects)
    .where(and(eq(subjects.class, contentClass), eq(subjects.slug, input.subject)));
  if (!subject || !canSeeNote(viewer, { subject })) throw notFound('Unit');

  const [rows, counts] = await Promise.all([
    db
      .select(noteColumns(viewer))
      .from(notes)
      .innerJoin(subjects, eq(subjects.id, notes.subjectId))
      .where(and(eq(notes.subjectId, subject.id), eq(notes.class, contentClass), eq(notes.unitSlug, input.unit)))
      .orderBy(asc(notes.isPremium), asc(notes.createdAt), asc(notes.title)),
    db
      .select({ unitSlug: notes.unitSlug, unit: sql<string>`min(${notes.unit})`, notes: count() })
      .from(notes)
      .where(and(eq(notes.subjectId, subject.id), eq(notes.class, contentClass)))
      .groupBy(notes.unitSlug),
  ]);
  const countByUnit = new Map(counts.map((row) => [row.unitSlug, row.notes]));
  // Units an admin wrote outside the syllabus list follow the syllabus ones, so their notes stay reachable.
  const syllabus = unitsOf(contentClass, input.subject).map((name) => ({ name, slug: slugify(name) }));
  const extra = counts.filter((row) => !syllabus.some((unit) => unit.slug === row.unitSlug)).map((row) => ({ name: row.unit, slug: row.unitSlug }));
  const units = [...syllabus, ...extra];
  const unit = units.find((candidate) => candidate.slug === input.unit);
  if (!unit) throw notFound('Unit');
  return {
    subject: { slug: subject.slug, name: subject.name, class: contentClass },
    unit,
    units: units.map((item) => ({ ...item, noteCount: countByUnit.get(item.slug) ?? 0 })),
    notes: rows.map((row) => toNoteCard(row)),
  };
}

/** Finds a note the viewer may open: 404 when they may not know of it, 403 premium_required when their plan is limited. */
async function findReadableNote(db: Database, viewer: Viewer, id: string) {
  const [row] = await db
    .select({ ...noteColumns(viewer), content: notes.content })
    .from(notes)
    .innerJoin(subjects, eq(subjects.id, notes.subjectId))
    .where(eq(notes.id, id));
  if (!row || !canSeeNote(viewer, { subject: { class: row.subjectClass, faculties: row.subjectFaculties } })) throw notFound('Note');
  if (!canReadNote(row, row)) throw new AppError('premium_required', 'Upgrade to Premium to open this note');
  return row;
}

/** A note with its Markdown content, for the reading page. */
export async function getNote(deps: Deps<'db' | 'clock'>, user: AuthContext, id: string): Promise<NoteDetail> {
  const row = await findReadableNote(deps.db, loadViewer(deps, user), id);
  const { locked: _locked, ...card } = toNoteCard(row);
  return { ...card, content: row.content };
}

/** Records that the student opened a note (View Online), for Recent Activity. */
export async function recordNoteRead(deps: Deps<'db' | 'clock' | 'events'>, user: AuthContext, id: string) {
  const row = await findReadableNote(deps.db, loadViewer(deps, user), id);
  const activityId = await recordActivity(deps, {
    userId: user.userId,
    activityType: 'notes',
    contentTitle: row.title,
    contentId: row.id,
    subjectName: row.subjectName,
    completedAt: deps.clock.now(),
  });
  await publishActivity(deps, user.userId, activityId);
}

/**
 * Opens a note's PDF. A download (not the in-page viewer) counts once, atomically
 * (downloads = downloads + 1), and shows in Recent Activity; both in one transaction.
 */
export async function openNotePdf(
  deps: Deps<'db' | 'clock' | 'events' | 'storage'>,
  user: AuthContext,
  id: string,
  mode: 'view' | 'download',
): Promise<OpenedFile> {
  const row = await findReadableNote(deps.db, loadViewer(deps, user), id);
  if (!row.pdfFileId) throw new AppError('not_found', 'This note has no PDF');
  const file = await openStoredFile(deps, row.pdfFileId, row.title);
  if (mode === 'view') return file;
  return countDownload(deps, user.userId, file, {
    id: row.id,
    title: row.title,
    subjectName: row.subjectName,
    activityType: 'notes',
    topic: 'notes',
    incrementDownloads: (tx) => tx.update(notes).set({ downloads: sql`${notes.downloads} + 1` }).where(eq(notes.id, id)),
  });
}
