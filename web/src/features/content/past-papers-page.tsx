import { Download, FileCheck2, FileQuestion, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PastPaperCard } from '@common/content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/feedback';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { toast } from '@/components/ui/toaster';
import { useFormat } from '@/lib/format';
import { ClearFiltersButton, FilterBar, SubjectSelect, useFilterParams, YearSelect } from './filters';
import { CardGridSkeleton, LoadProblem, useLoadErrorToast } from './list-states';
import { PremiumBadge, UpgradeBanner, UpgradeRequiredButton } from './premium';
import { useDownloadPdf, usePastPapers, type PdfDownload } from './queries';

const FILTERS = ['subject', 'year'] as const;

/** /pastpapers and /past-papers: the class's papers, newest year first, with subject and year filters. */
export function PastPapersPage() {
  const { t } = useTranslation('content');
  const filters = useFilterParams(FILTERS);
  const { subject, year } = filters.values;
  const papers = usePastPapers({ subject: subject || undefined, year: /^\d{4}$/.test(year) ? Number(year) : undefined });
  useLoadErrorToast(papers.error);
  const data = papers.data;

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
                      <PaperCard paper={paper} />
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

function PaperCard({ paper }: { paper: PastPaperCard }) {
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
      <CardFooter className="flex-wrap">
        {paper.locked ? (
          <UpgradeRequiredButton className="w-full" />
        ) : (
          <>
            <Button
              className="flex-1"
              disabled={!paper.hasPdf || download.isPending}
              onClick={() => save({ path: `/api/past-papers/${paper.id}/download`, method: 'POST', fallbackName: `${paper.title}.pdf` })}
            >
              <Download />
              {t('papers.downloadPdf')}
            </Button>
            {paper.hasSolution ? (
              <Button
                variant="outline"
                className="flex-1"
                disabled={download.isPending}
                onClick={() => save({ path: `/api/past-papers/${paper.id}/solution`, method: 'GET', fallbackName: `${paper.title} solutions.pdf` })}
              >
                <FileCheck2 />
                {t('papers.solution')}
              </Button>
            ) : null}
          </>
        )}
      </CardFooter>
    </Card>
  );
}
