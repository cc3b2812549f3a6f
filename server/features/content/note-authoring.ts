import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Difficulty } from '@common/academics';
import { ADMIN_PAGE_SIZE, type AdminContentQuery, type AdminNote, type AdminNoteDetail, type AdminNotePage, type NoteBody } from '@common/content-admin';
import { slugify } from '@common/syllabus';
import type { Database } from '../../db/client';
import { files, notes, subjects } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { AppError, notFound } from '../../platform/errors';
import { deleteFileRows, deleteStoredObjects, recordStagedFile, recordStagedFiles } from '../../platform/files';
import type { WarningLog } from '../../platform/log';
import { withStagedFiles, type StagedFile } from '../../platform/uploads';
import { checkEach, insertChunks, type ImportedHistory } from './batch';
import { assertFormulasTypeset } from './formula-check';
import { contentFilterSql, findSubjectOfClass, loadSubjectChecker, pageWindow, subjectSummary } from './subjects';

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

type SubjectCheck = (subjectId: string, contentClass: NoteBody['class']) => unknown;

async function checkNote(checkSubject: SubjectCheck, body: NoteBody, willHavePdf: boolean) {
  await checkSubject(body.subjectId, body.class);
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

const publishNotes = ({ events }: Deps<'events'>, ids: string[]) => events.publish({ topic: 'notes', ids, audience: { kind: 'everyone' } });

/** A note to add: the form's fields, its PDF (already streamed to storage), and for an import its history. */
export type NewNote = { body: NoteBody; files?: NoteFiles; history?: ImportedHistory };

/**
 * Adds notes all or nothing: every one is checked as the form checks it (subject of its class, content or a PDF,
 * formulas KaTeX typesets), then all go in one transaction (files and notes in multi-row inserts) and students'
 * open lists hear of them in one event. A refusal leaves no staged PDF behind. Returns the ids in order.
 */
export async function createNotes(deps: NoteDeps, admin: { userId: string } | null, items: NewNote[]): Promise<string[]> {
  if (items.length === 0) return [];
  const createdBy = admin?.userId ?? null;
  const ids = await withStagedFiles(
    deps,
    items.map((item) => item.files?.pdf),
    async () => {
      const checkSubject = await loadSubjectChecker(deps);
      await checkEach(items, (item) => item.body.title, (item) => checkNote(checkSubject, item.body, item.files?.pdf !== undefined));
      return deps.db.transaction(async (tx) => {
        const withPdf = items.filter((item) => item.files?.pdf);
        const fileIds = await recordStagedFiles({ db: tx }, withPdf.map((item) => item.files!.pdf!), createdBy);
        const pdfFileIdOf = new Map(withPdf.map((item, index) => [item, fileIds[index]!]));
        const inserted: string[] = [];
        for (const chunk of insertChunks(items)) {
          const rows = await tx
            .insert(notes)
            .values(
              chunk.map((item) => ({
                ...noteValues(item.body),
                pdfFileId: pdfFileIdOf.get(item) ?? null,
                createdBy,
                ...(item.history && { createdAt: item.history.createdAt, updatedAt: item.history.createdAt, downloads: item.history.downloads, rating: item.history.rating }),
              })),
            )
            .returning({ id: notes.id });
          inserted.push(...rows.map((row) => row.id));
        }
        return inserted;
      });
    },
  );
  await publishNotes(deps, ids);
  return ids;
}

/** Adds a note with its optional PDF (already streamed to storage); students' open lists hear of it at once. */
export async function createNote(deps: NoteDeps, admin: { userId: string } | null, body: NoteBody, staged: NoteFiles = {}): Promise<AdminNoteDetail> {
  const [id] = await createNotes(deps, admin, [{ body, files: staged }]);
  return readNoteForAdmin(deps, id!);
}

/** Changes a note; a new PDF replaces the old one (whose bytes go after the commit), `removePdf` drops it. */
export async function updateNote(deps: NoteDeps, id: string, body: NoteBody, staged: NoteFiles = {}, log?: WarningLog): Promise<AdminNoteDetail> {
  const removedKeys = await withStagedFiles(deps, staged, () =>
    deps.db.transaction(async (tx) => {
      const [current] = await tx.select({ pdfFileId: notes.pdfFileId }).from(notes).where(eq(notes.id, id)).for('update');
      if (!current) throw notFound('Note');
      const dropsPdf = staged.pdf !== undefined || body.removePdf;
      await checkNote((subjectId, contentClass) => findSubjectOfClass({ db: tx }, subjectId, contentClass), body, staged.pdf !== undefined || (current.pdfFileId !== null && !body.removePdf));
      const pdfFileId = staged.pdf ? await recordStagedFile({ db: tx }, staged.pdf, null) : dropsPdf ? null : current.pdfFileId;
      await tx.update(notes).set({ ...noteValues(body), pdfFileId, updatedAt: deps.clock.now() }).where(eq(notes.id, id));
      return dropsPdf ? deleteFileRows({ db: tx }, [current.pdfFileId]) : [];
    }),
  );
  await deleteStoredObjects(deps, removedKeys, log);
  await publishNotes(deps, [id]);
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
  await publishNotes(deps, [id]);
}
