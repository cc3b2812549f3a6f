import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Difficulty } from '@common/academics';
import { ADMIN_PAGE_SIZE, type AdminContentQuery, type AdminNote, type AdminNoteDetail, type AdminNotePage, type NoteBody } from '@common/content-admin';
import { slugify } from '@common/syllabus';
import type { Database } from '../../db/client';
import { files, notes, subjects } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { AppError, notFound } from '../../platform/errors';
import { deleteFileRows, deleteStoredObjects, recordStagedFile } from '../../platform/files';
import type { WarningLog } from '../../platform/log';
import { withStagedFiles, type StagedFile } from '../../platform/uploads';
import { assertFormulasTypeset } from './formula-check';
import { contentFilterSql, findSubjectOfClass, pageWindow, subjectSummary } from './subjects';

export type NoteFiles = { pdf?: StagedFile };
type NoteDeps = Deps<'db' | 'events' | 'storage' | 'clock'>;

const noteColumns = {
  id: notes.id,
  title: notes.title,
  description: notes.description,
  class: notes.class,
  subjectId: subjects.id,
  subjectSlug: subjects.slug,
  subjectName: subjects.name,
  unit: notes.unit,
  difficulty: notes.difficulty,
  pages: notes.pages,
  topics: notes.topics,
  isPremium: notes.isPremium,
  hasContent: sql<boolean>`coalesce(length(${notes.content}) > 0, false)`,
  pdfFilename: files.filename,
  pdfSizeBytes: files.sizeBytes,
  downloads: notes.downloads,
  createdAt: notes.createdAt,
  updatedAt: notes.updatedAt,
};

const selectNotes = (db: Database) =>
  db
    .select({ ...noteColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(notes)
    .innerJoin(subjects, eq(subjects.id, notes.subjectId))
    .leftJoin(files, eq(files.id, notes.pdfFileId));

type NoteRow = Awaited<ReturnType<typeof selectNotes>>[number];

const toAdminNote = (row: NoteRow): AdminNote => ({
  id: row.id,
  title: row.title,
  description: row.description,
  class: row.class as '10' | '12',
  subject: subjectSummary(row),
  unit: row.unit,
  difficulty: row.difficulty as Difficulty,
  pages: row.pages,
  topics: row.topics,
  isPremium: row.isPremium,
  hasContent: row.hasContent,
  pdf: row.pdfFilename === null ? null : { filename: row.pdfFilename, sizeBytes: row.pdfSizeBytes ?? 0 },
  downloads: row.downloads,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Notes for the admin list, newest first, filtered and searched by title, unit and description. */
export async function listNotesForAdmin({ db }: Deps<'db'>, query: AdminContentQuery): Promise<AdminNotePage> {
  const rows = await selectNotes(db)
    .where(contentFilterSql(notes, query, [notes.title, notes.unit, notes.description]))
    .orderBy(desc(notes.createdAt), asc(notes.id))
    .limit(pageWindow(query.page).limit)
    .offset(pageWindow(query.page).offset);
  return { items: rows.map(toAdminNote), total: rows[0]?.total ?? 0, page: query.page, pageSize: ADMIN_PAGE_SIZE };
}

/** One note with its Markdown, for the edit form. */
export async function readNoteForAdmin({ db }: Deps<'db'>, id: string): Promise<AdminNoteDetail> {
  const [[row], [body]] = await Promise.all([
    selectNotes(db).where(eq(notes.id, id)),
    db.select({ content: notes.content }).from(notes).where(eq(notes.id, id)),
  ]);
  if (!row) throw notFound('Note');
  return { ...toAdminNote(row), content: body?.content ?? '' };
}

async function checkNote(deps: Deps<'db'>, body: NoteBody, willHavePdf: boolean) {
  await findSubjectOfClass(deps, body.subjectId, body.class);
  if (!body.content.trim() && !willHavePdf) throw new AppError('validation_error', 'Write the content or attach a PDF');
  await assertFormulasTypeset([{ field: 'content', label: 'Content', text: body.content, reading: 'document' }]);
}

const noteValues = (body: NoteBody) => ({
  title: body.title,
  description: body.description,
  content: body.content.trim() ? body.content : null,
  class: body.class,
  subjectId: body.subjectId,
  unit: body.unit,
  unitSlug: slugify(body.unit),
  difficulty: body.difficulty,
  pages: body.pages,
  topics: body.topics,
  isPremium: body.isPremium,
});

const publishNotes = ({ events }: Deps<'events'>, id: string) => events.publish({ topic: 'notes', ids: [id], audience: { kind: 'everyone' } });

/** Adds a note with its optional PDF (already streamed to storage); students' open lists hear of it at once. */
export async function createNote(deps: NoteDeps, admin: { userId: string } | null, body: NoteBody, staged: NoteFiles = {}): Promise<AdminNoteDetail> {
  const id = await withStagedFiles(deps, staged, async () => {
    await checkNote(deps, body, staged.pdf !== undefined);
    return deps.db.transaction(async (tx) => {
      const pdfFileId = staged.pdf ? await recordStagedFile({ db: tx }, staged.pdf, admin?.userId ?? null) : null;
      const [row] = await tx
        .insert(notes)
        .values({ ...noteValues(body), pdfFileId, createdBy: admin?.userId ?? null })
        .returning({ id: notes.id });
      return row!.id;
    });
  });
  await publishNotes(deps, id);
  return readNoteForAdmin(deps, id);
}

/** Changes a note; a new PDF replaces the old one (whose bytes go after the commit), `removePdf` drops it. */
export async function updateNote(deps: NoteDeps, id: string, body: NoteBody, staged: NoteFiles = {}, log?: WarningLog): Promise<AdminNoteDetail> {
  const removedKeys = await withStagedFiles(deps, staged, () =>
    deps.db.transaction(async (tx) => {
      const [current] = await tx.select({ pdfFileId: notes.pdfFileId }).from(notes).where(eq(notes.id, id)).for('update');
      if (!current) throw notFound('Note');
      const dropsPdf = staged.pdf !== undefined || body.removePdf;
      await checkNote({ db: tx }, body, staged.pdf !== undefined || (current.pdfFileId !== null && !body.removePdf));
      const pdfFileId = staged.pdf ? await recordStagedFile({ db: tx }, staged.pdf, null) : dropsPdf ? null : current.pdfFileId;
      await tx.update(notes).set({ ...noteValues(body), pdfFileId, updatedAt: deps.clock.now() }).where(eq(notes.id, id));
      return dropsPdf ? deleteFileRows({ db: tx }, [current.pdfFileId]) : [];
    }),
  );
  await deleteStoredObjects(deps, removedKeys, log);
  await publishNotes(deps, id);
  return readNoteForAdmin(deps, id);
}

/** Deletes a note and its PDF. */
export async function deleteNote(deps: NoteDeps, id: string, log?: WarningLog) {
  const removedKeys = await deps.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(notes).where(eq(notes.id, id)).returning({ pdfFileId: notes.pdfFileId });
    if (!deleted) throw notFound('Note');
    return deleteFileRows({ db: tx }, [deleted.pdfFileId]);
  });
  await deleteStoredObjects(deps, removedKeys, log);
  await publishNotes(deps, id);
}
