import { BookOpen, Download, FileCheck2, FileQuestion, FileText, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PastPaperCard } from '@common/content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, Spinner } from '@/components/ui/feedback';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { toast } from '@/components/ui/toaster';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { ClearFiltersButton, FilterBar, SubjectSelect, useFilterParams, YearSelect } from './filters';
import { CardGridSkeleton, LoadProblem, useLoadErrorToast } from './list-states';
import { LoadProgress } from './pdf-frame';
import { SaveOfflineButton } from './saved-offline';
import { PremiumBadge, UpgradeBanner, UpgradeRequiredButton } from './premium';
import { useDownloadPdf, usePastPapers, type PdfDownload } from './queries';

const FILTERS = ['subject', 'year'] as const;

// pdf.js loads only when a student opens a paper in the page.
const PdfViewer = lazy(() => import('./pdf-viewer').then((module) => ({ default: module.PdfViewer })));

/** The paper or its solution open in the page's viewer. */
type Reading = { paper: PastPaperCard; part: 'paper' | 'solution' };

/** /pastpapers and /past-papers: the class's papers, newest year first, with subject and year filters. */
export function PastPapersPage() {
  const { t } = useTranslation('content');
  const filters = useFilterParams(FILTERS);
  const { subject, year } = filters.values;
  const papers = usePastPapers({ subject: subject || undefined, year: /^\d{4}$/.test(year) ? Number(year) : undefined });
  useLoadErrorToast(papers.error);
  const data = papers.data;
  const [reading, setReading] = useState<Reading | null>(null);

  return (
    <PageContainer>
      <PageHeader title={t('papers.title')} description={data ? t('papers.description', { class: Number(data.viewer.contentClass) }) : undefined} />
      {papers.isError && !data ? (
        <LoadProblem error={papers.error} onRetry={() => void papers.refetch()} />
      ) : (
        <div className="space-y-5">
          {data && !data.viewer.isPremium ? <UpgradeBanner text={t('upgrade.papers')} /> : null}
          <FilterBar filters={filters} className="sm:grid-cols-[1fr_1fr_auto] sm:items-end">
              <SubjectSelect subjects={data?.subjects} value={subject} onChange={(value) => filters.set({ subject: value })} />
              <YearSelect years={data?.years} value={year} onChange={(value) => filters.set({ year: value })} />
          </FilterBar>
          {reading ? <ReadingPanel reading={reading} onClose={() => setReading(null)} /> : null}
          {!data ? (
            <CardGridSkeleton className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" itemClassName="h-60" />
          ) : (
            <>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t('papers.found', { count: data.total })}
              </p>
              {data.papers.length === 0 ? (
                <EmptyState
                  icon={<FileQuestion />}
                  title={t('papers.empty')}
                  action={filters.isFiltered ? <ClearFiltersButton filters={filters} /> : undefined}
                />
              ) : (
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {data.papers.map((paper) => (
                    <li key={paper.id} className="min-w-0">
                      <PaperCard paper={paper} onRead={(part) => setReading({ paper, part })} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      )}
    </PageContainer>
  );
}

/** The paper (or its solution) in pdf.js's viewer, above the list; focus moves to its title when it opens. */
function ReadingPanel({ reading, onClose }: { reading: Reading; onClose: () => void }) {
  const { t } = useTranslation('content');
  const heading = useRef<HTMLHeadingElement>(null);
  const { paper, part } = reading;
  const title = part === 'solution' ? t('viewer.solutionOf', { title: paper.title }) : paper.title;
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, [paper.id, part]);
  return (
    <Card data-testid="paper-reader">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle ref={heading} tabIndex={-1} className="text-base outline-none">
          {title}
        </CardTitle>
        <Button variant="ghost" size="sm" onClick={onClose}>
          <X />
          {t('viewer.close')}
        </Button>
      </CardHeader>
      <CardContent>
        <Suspense fallback={<Spinner label={t('reader.loadingPdf')} />}>
          <PdfViewer url={`/api/past-papers/${paper.id}/${part === 'solution' ? 'solution/pdf' : 'pdf'}`} title={title} />
        </Suspense>
      </CardContent>
    </Card>
  );
}

function PaperCard({ paper, onRead }: { paper: PastPaperCard; onRead: (part: Reading['part']) => void }) {
  const { t } = useTranslation('content');
  const format = useFormat();
  const download = useDownloadPdf();
  const save = (request: PdfDownload) =>
    download.mutate(request, { onError: (error) => toast.error(t('errors.download', { message: error.message })) });
  return (
    <Card className="flex h-full flex-col" data-testid="paper-card">
      <CardHeader className="gap-2">
        <div className="flex items-center justify-between gap-2">
          <span className="text-3xl font-bold tabular-nums text-primary">{format.digits(paper.year)}</span>
          {paper.isPremium ? <PremiumBadge /> : null}
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary">{paper.subject.name}</Badge>
          {paper.examBoard ? <Badge variant="outline">{paper.examBoard}</Badge> : null}
        </div>
        <CardTitle className="text-base">{paper.title}</CardTitle>
      </CardHeader>
      <CardContent className="mt-auto space-y-1 text-sm text-muted-foreground">
        <p className="flex items-center gap-1.5">
          <FileText className="size-4" aria-hidden />
          {t('papers.questions', { count: paper.questionCount })}
        </p>
        <p className="flex items-center gap-1.5" data-testid="paper-downloads">
          <Download className="size-4" aria-hidden />
          {t('papers.downloads', { count: paper.downloads, formatted: format.number(paper.downloads) })}
        </p>
        {paper.hasSolution ? (
          <p className="flex items-center gap-1.5">
            <FileCheck2 className="size-4" aria-hidden />
            {t('papers.withSolution')}
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        {paper.locked ? (
          <UpgradeRequiredButton className="w-full" />
        ) : (
          <>
            <Button className="flex-1" disabled={!paper.hasPdf} onClick={() => onRead('paper')}>
              <BookOpen />
              {t('viewer.readPaper')}
            </Button>
            {paper.hasSolution ? (
              <Button variant="outline" className="flex-1" onClick={() => onRead('solution')}>
                <FileCheck2 />
                {t('viewer.readSolution')}
              </Button>
            ) : null}
            <div className="flex w-full flex-wrap gap-2">
              <Button
                variant="ghost"
                size="sm"
                className="flex-1"
                disabled={!paper.hasPdf || download.isPending}
                onClick={() => save({ path: `/api/past-papers/${paper.id}/download`, method: 'POST', fallbackName: `${paper.title}.pdf` })}
              >
                <Download />
                {t('papers.downloadPdf')}
              </Button>
              {paper.hasSolution ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="flex-1"
                  disabled={download.isPending}
                  onClick={() => save({ path: `/api/past-papers/${paper.id}/solution`, method: 'GET', fallbackName: `${paper.title} solutions.pdf` })}
                >
                  <Download />
                  {t('papers.downloadSolution')}
                </Button>
              ) : null}
            </div>
            {paper.hasPdf ? (
              <SaveOfflineButton
                item={{
                  id: paper.id,
                  kind: 'paper',
                  title: paper.title,
                  href: '/notes',
                  // The URLs the reader opens: the paper and its solution (decision 083).
                  urls: [`/api/past-papers/${paper.id}/pdf`, ...(paper.hasSolution ? [`/api/past-papers/${paper.id}/solution/pdf`] : [])],
                }}
              />
            ) : null}
            {download.progress ? <LoadProgress action="downloading" {...download.progress} /> : null}
          </>
        )}
      </CardFooter>
    </Card>
  );
}
