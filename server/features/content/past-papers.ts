import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { PastPaperCard, PastPapersQuery, PastPapersResponse } from '@common/content';
import { selectRows, type Database } from '../../db/client';
import { pastPaperQuestions, pastPapers, subjects } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import type { AuthContext } from '../../platform/auth';
import { AppError, notFound } from '../../platform/errors';
import { openStoredFile, type OpenedFile } from '../../platform/files';
import { countDownload } from './downloads';
import { canOpenPastPaper, canSeeClassMaterial, type Viewer } from './policy';
import { listScopedSubjects, loadViewer, subjectScopeSql, viewerScope } from './viewer';

const questionCount = sql<number>`(select count(*) from ${pastPaperQuestions} where ${pastPaperQuestions.pastPaperId} = ${pastPapers.id})`.mapWith(Number);

/** The distinct years of the viewer's papers, newest first (for the year filter), as a scalar subquery. */
function paperYearsSql(viewer: Viewer) {
  const faculty = viewer.faculty ? sql`and (s2.class = '10' or ${viewer.faculty} = any(s2.faculties))` : sql``;
  return sql<number[] | null>`(
    select array_agg(distinct p2.year order by p2.year desc)
    from ${pastPapers} p2 join ${subjects} s2 on s2.id = p2.subject_id
    where p2.class = ${viewer.contentClass} ${faculty}
  )`;
}

/** The viewer's class's past papers within their faculty, newest year first (seed 000 section 7). */
export async function listVisiblePastPapers(deps: Deps<'db' | 'clock'>, user: AuthContext, query: PastPapersQuery): Promise<PastPapersResponse> {
  const { db } = deps;
  const viewer = loadViewer(deps, user);
  const rows = await db
    .select({
      id: pastPapers.id,
      title: pastPapers.title,
      year: pastPapers.year,
      examBoard: pastPapers.examBoard,
      class: pastPapers.class,
      downloads: pastPapers.downloads,
      isPremium: pastPapers.isPremium,
      pdfFileId: pastPapers.pdfFileId,
      solutionFileId: pastPapers.solutionFileId,
      questionCount,
      subjectSlug: subjects.slug,
      subjectName: subjects.name,
      years: paperYearsSql(viewer),
    })
    .from(pastPapers)
    .innerJoin(subjects, eq(subjects.id, pastPapers.subjectId))
    .where(
      and(
        eq(pastPapers.class, viewer.contentClass),
        subjectScopeSql(viewer),
        query.subject ? eq(subjects.slug, query.subject) : undefined,
        query.year ? eq(pastPapers.year, query.year) : undefined,
      ),
    )
    .orderBy(desc(pastPapers.year), asc(subjects.sortOrder), asc(pastPapers.title));
  // The years ride along with the papers; only a filter that matches nothing needs them asked for alone.
  const years = rows.length ? rows[0]!.years : (await selectRows<{ years: number[] | null }>(db, sql`select ${paperYearsSql(viewer)} as years`))[0]!.years;
  const papers = rows.map(
    (row): PastPaperCard => ({
      id: row.id,
      title: row.title,
      year: row.year,
      examBoard: row.examBoard,
      class: row.class as '10' | '12',
      subject: { slug: row.subjectSlug, name: row.subjectName, class: row.class as '10' | '12' },
      downloads: row.downloads,
      questionCount: row.questionCount,
      hasPdf: row.pdfFileId !== null,
      hasSolution: row.solutionFileId !== null,
      isPremium: row.isPremium,
      locked: !canOpenPastPaper(viewer, row),
    }),
  );
  return {
    viewer: viewerScope(viewer),
    subjects: await listScopedSubjects(deps, viewer, [viewer.contentClass]),
    years: years ?? [],
    total: papers.length,
    papers,
  };
}

/** A paper the viewer may download: 404 outside their class and faculty, 403 premium_required without premium. */
async function findDownloadablePaper(db: Database, viewer: Viewer, id: string) {
  const [row] = await db
    .select({
      id: pastPapers.id,
      title: pastPapers.title,
      class: pastPapers.class,
      isPremium: pastPapers.isPremium,
      pdfFileId: pastPapers.pdfFileId,
      solutionFileId: pastPapers.solutionFileId,
      subjectName: subjects.name,
      subjectClass: subjects.class,
      subjectFaculties: subjects.faculties,
    })
    .from(pastPapers)
    .innerJoin(subjects, eq(subjects.id, pastPapers.subjectId))
    .where(eq(pastPapers.id, id));
  if (!row || !canSeeClassMaterial(viewer, { class: row.class, subject: { class: row.subjectClass, faculties: row.subjectFaculties } })) {
    throw notFound('Past paper');
  }
  if (!canOpenPastPaper(viewer, row)) throw new AppError('premium_required', 'Upgrade to Premium to download this paper');
  return row;
}

/**
 * Streams a paper's question PDF. A download is counted once, atomically (downloads = downloads + 1), with a
 * Recent Activity entry in the same transaction; opening it in the page's viewer is not a download.
 */
export async function openPastPaper(
  deps: Deps<'db' | 'clock' | 'events' | 'storage'>,
  user: AuthContext,
  id: string,
  mode: 'view' | 'download',
): Promise<OpenedFile> {
  const paper = await findDownloadablePaper(deps.db, loadViewer(deps, user), id);
  if (!paper.pdfFileId) throw new AppError('not_found', 'This paper has no PDF');
  const file = await openStoredFile(deps, paper.pdfFileId, paper.title);
  if (mode === 'view') return file;
  return countDownload(deps, user.userId, file, {
    id: paper.id,
    title: paper.title,
    subjectName: paper.subjectName,
    activityType: 'past_paper',
    topic: 'past_papers',
    incrementDownloads: (tx) => tx.update(pastPapers).set({ downloads: sql`${pastPapers.downloads} + 1` }).where(eq(pastPapers.id, id)),
  });
}

/** Streams a paper's solution PDF (not counted as a paper download). */
export async function openPastPaperSolution(deps: Deps<'db' | 'clock' | 'storage'>, user: AuthContext, id: string): Promise<OpenedFile> {
  const paper = await findDownloadablePaper(deps.db, loadViewer(deps, user), id);
  if (!paper.solutionFileId) throw new AppError('not_found', 'This paper has no solution yet');
  return openStoredFile(deps, paper.solutionFileId, `${paper.title} solutions`);
}
