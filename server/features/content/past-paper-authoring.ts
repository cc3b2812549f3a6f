import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ADMIN_PAGE_SIZE, type AdminContentQuery, type AdminPastPaper, type AdminPastPaperPage, type PastPaperBody } from '@common/content-admin';
import { normalizeQuestionText } from '@common/question-text';
import { slugify } from '@common/syllabus';
import type { Database } from '../../db/client';
import { files, pastPaperQuestions, pastPapers, subjects } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { notFound } from '../../platform/errors';
import { deleteFileRows, deleteStoredObjects, recordStagedFile, recordStagedFiles } from '../../platform/files';
import type { WarningLog } from '../../platform/log';
import { withStagedFiles, type StagedFile } from '../../platform/uploads';
import { checkEach, insertChunks, type ImportedHistory } from './batch';
import { contentFilterSql, findSubjectOfClass, loadSubjectChecker, pageWindow, subjectSummary } from './subjects';

export type PastPaperFiles = { pdf?: StagedFile; solution?: StagedFile };
/** A question printed in the paper (the source of Repeated Questions); written by the demo seed. */
export type PrintedQuestion = { text: string; marks: number; unit: string; solution?: string | null };
type PaperDeps = Deps<'db' | 'events' | 'storage'>;

const paperFile = alias(files, 'paper_file');
const solutionFile = alias(files, 'solution_file');

const selectPapers = (db: Database) =>
  db
    .select({
      id: pastPapers.id,
      title: pastPapers.title,
      year: pastPapers.year,
      examBoard: pastPapers.examBoard,
      class: pastPapers.class,
      subjectId: subjects.id,
      subjectSlug: subjects.slug,
      subjectName: subjects.name,
      isPremium: pastPapers.isPremium,
      pdfFilename: paperFile.filename,
      pdfSizeBytes: paperFile.sizeBytes,
      solutionFilename: solutionFile.filename,
      solutionSizeBytes: solutionFile.sizeBytes,
      downloads: pastPapers.downloads,
      questionCount: sql<number>`(select count(*) from ${pastPaperQuestions} where ${pastPaperQuestions.pastPaperId} = ${pastPapers.id})`.mapWith(Number),
      createdAt: pastPapers.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(pastPapers)
    .innerJoin(subjects, eq(subjects.id, pastPapers.subjectId))
    .leftJoin(paperFile, eq(paperFile.id, pastPapers.pdfFileId))
    .leftJoin(solutionFile, eq(solutionFile.id, pastPapers.solutionFileId));

type PaperRow = Awaited<ReturnType<typeof selectPapers>>[number];

const fileInfo = (filename: string | null, sizeBytes: number | null) => (filename === null ? null : { filename, sizeBytes: sizeBytes ?? 0 });

const toAdminPastPaper = (row: PaperRow): AdminPastPaper => ({
  id: row.id,
  title: row.title,
  year: row.year,
  examBoard: row.examBoard,
  class: row.class as '10' | '12',
  subject: subjectSummary(row),
  isPremium: row.isPremium,
  pdf: fileInfo(row.pdfFilename, row.pdfSizeBytes),
  solution: fileInfo(row.solutionFilename, row.solutionSizeBytes),
  downloads: row.downloads,
  questionCount: row.questionCount,
  createdAt: row.createdAt.toISOString(),
});

/** Past papers for the admin list, newest year first, filtered and searched by title and board. */
export async function listPastPapersForAdmin({ db }: Deps<'db'>, query: AdminContentQuery): Promise<AdminPastPaperPage> {
  const rows = await selectPapers(db)
    .where(contentFilterSql(pastPapers, query, [pastPapers.title, sql`coalesce(${pastPapers.examBoard}, '')`]))
    .orderBy(desc(pastPapers.year), desc(pastPapers.createdAt), asc(pastPapers.id))
    .limit(pageWindow(query.page).limit)
    .offset(pageWindow(query.page).offset);
  return { items: rows.map(toAdminPastPaper), total: rows[0]?.total ?? 0, page: query.page, pageSize: ADMIN_PAGE_SIZE };
}

async function readAdminPastPaper(db: Database, id: string) {
  const [row] = await selectPapers(db).where(eq(pastPapers.id, id));
  if (!row) throw notFound('Past paper');
  return toAdminPastPaper(row);
}

const paperValues = (body: PastPaperBody) => ({
  title: body.title,
  year: body.year,
  examBoard: body.examBoard,
  class: body.class,
  subjectId: body.subjectId,
  isPremium: body.isPremium,
});

// Repeated Questions cache their groups per instance and drop them on this topic (repeated-questions.ts).
const publishPapers = ({ events }: Deps<'events'>, ids: string[]) => events.publish({ topic: 'past_papers', ids, audience: { kind: 'everyone' } });

/** A past paper to add: the form's fields, its PDFs (already streamed to storage), and for an import the questions printed in it and its history. */
export type NewPastPaper = { body: PastPaperBody; files?: PastPaperFiles; questions?: PrintedQuestion[]; history?: Omit<ImportedHistory, 'rating'> };

/**
 * Adds past papers all or nothing: each subject checked against its class, then papers, their files and printed
 * questions in one transaction of multi-row inserts, and one event. A refusal leaves no staged PDF behind.
 */
export async function createPastPapers(deps: PaperDeps, admin: { userId: string } | null, items: NewPastPaper[]): Promise<string[]> {
  if (items.length === 0) return [];
  const createdBy = admin?.userId ?? null;
  const ids = await withStagedFiles(
    deps,
    items.flatMap((item) => [item.files?.pdf, item.files?.solution]),
    async () => {
      const checkSubject = await loadSubjectChecker(deps);
      await checkEach(items, (item) => item.body.title, async (item) => checkSubject(item.body.subjectId, item.body.class));
      return deps.db.transaction(async (tx) => {
        const staged = items.flatMap((item) => [item.files?.pdf, item.files?.solution]).filter((file) => file !== undefined);
        const fileIds = new Map(staged.map((file, index) => [file, index]));
        const recorded = await recordStagedFiles({ db: tx }, staged, createdBy);
        const fileIdOf = (file: StagedFile | undefined) => (file ? recorded[fileIds.get(file)!]! : null);
        const paperIds: string[] = [];
        for (const chunk of insertChunks(items)) {
          const rows = await tx
            .insert(pastPapers)
            .values(
              chunk.map((item) => ({
                ...paperValues(item.body),
                pdfFileId: fileIdOf(item.files?.pdf),
                solutionFileId: fileIdOf(item.files?.solution),
                createdBy,
                ...(item.history && { createdAt: item.history.createdAt, downloads: item.history.downloads }),
              })),
            )
            .returning({ id: pastPapers.id });
          paperIds.push(...rows.map((row) => row.id));
        }
        const printed = items.flatMap((item, paperIndex) =>
          (item.questions ?? []).map((question, index) => ({
            pastPaperId: paperIds[paperIndex]!,
            questionNumber: String(index + 1),
            text: question.text,
            normalizedText: normalizeQuestionText(question.text),
            marks: question.marks,
            unit: question.unit,
            unitSlug: slugify(question.unit),
            solution: question.solution ?? null,
          })),
        );
        for (const chunk of insertChunks(printed)) await tx.insert(pastPaperQuestions).values(chunk);
        return paperIds;
      });
    },
  );
  await publishPapers(deps, ids);
  return ids;
}

/** Adds a past paper with its PDF and optional solution PDF (already streamed to storage). */
export async function createPastPaper(deps: PaperDeps, admin: { userId: string } | null, body: PastPaperBody, staged: PastPaperFiles = {}): Promise<AdminPastPaper> {
  const [id] = await createPastPapers(deps, admin, [{ body, files: staged }]);
  return readAdminPastPaper(deps.db, id!);
}

/** Changes a past paper; a new PDF or solution replaces the stored one, `removePdf` / `removeSolution` drop them. */
export async function updatePastPaper(deps: PaperDeps, id: string, body: PastPaperBody, staged: PastPaperFiles = {}, log?: WarningLog): Promise<AdminPastPaper> {
  const removedKeys = await withStagedFiles(deps, staged, async () => {
    await findSubjectOfClass(deps, body.subjectId, body.class);
    return deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ pdfFileId: pastPapers.pdfFileId, solutionFileId: pastPapers.solutionFileId })
        .from(pastPapers)
        .where(eq(pastPapers.id, id))
        .for('update');
      if (!current) throw notFound('Past paper');
      const dropsPdf = staged.pdf !== undefined || body.removePdf;
      const dropsSolution = staged.solution !== undefined || body.removeSolution;
      const pdfFileId = staged.pdf ? await recordStagedFile({ db: tx }, staged.pdf, null) : dropsPdf ? null : current.pdfFileId;
      const solutionFileId = staged.solution ? await recordStagedFile({ db: tx }, staged.solution, null) : dropsSolution ? null : current.solutionFileId;
      await tx.update(pastPapers).set({ ...paperValues(body), pdfFileId, solutionFileId }).where(eq(pastPapers.id, id));
      return deleteFileRows({ db: tx }, [dropsPdf ? current.pdfFileId : null, dropsSolution ? current.solutionFileId : null]);
    });
  });
  await deleteStoredObjects(deps, removedKeys, log);
  await publishPapers(deps, [id]);
  return readAdminPastPaper(deps.db, id);
}

/** Deletes a past paper, its printed questions and both PDFs. */
export async function deletePastPaper(deps: PaperDeps, id: string, log?: WarningLog) {
  const removedKeys = await deps.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(pastPapers)
      .where(eq(pastPapers.id, id))
      .returning({ pdfFileId: pastPapers.pdfFileId, solutionFileId: pastPapers.solutionFileId });
    if (!deleted) throw notFound('Past paper');
    return deleteFileRows({ db: tx }, [deleted.pdfFileId, deleted.solutionFileId]);
  });
  await deleteStoredObjects(deps, removedKeys, log);
  await publishPapers(deps, [id]);
}
