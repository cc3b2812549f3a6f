import { BarChart3, CalendarRange, Download, FileSearch, Lightbulb, Lock, PlayCircle, Repeat, ScrollText } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { RepeatedQuestion, RepeatedQuestionsResponse } from '@common/content';
import { UPGRADE_PATH } from '@common/practice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EmptyState, Skeleton } from '@/components/ui/feedback';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { toast } from '@/components/ui/toaster';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { ClearFiltersButton, FilterBar, SearchField, SubjectSelect, useFilterParams, YearSelect } from './filters';
import { LoadProblem, useLoadErrorToast } from './list-states';
import { LoadProgress } from './pdf-frame';
import { useDownloadPdf, useRepeatedQuestions } from './queries';

const FILTERS = ['search', 'subject', 'year'] as const;

/** /repeated-questions: questions asked in two or more years, computed from the stored past papers. */
export function RepeatedQuestionsPage() {
  const { t } = useTranslation('content');
  const filters = useFilterParams(FILTERS);
  const { search, subject, year } = filters.values;
  const query = { search: search || undefined, subject: subject || undefined, year: /^\d{4}$/.test(year) ? Number(year) : undefined };
  const questions = useRepeatedQuestions(query);
  const download = useDownloadPdf();
  useLoadErrorToast(questions.error);
  const data = questions.data;

  const downloadAll = () =>
    download.mutate(
      { path: '/api/repeated-questions/pdf', method: 'GET', fallbackName: 'repeated-questions.pdf', query },
      { onError: (error) => toast.error(t('errors.download', { message: error.message })) },
    );

  return (
    <PageContainer>
      <PageHeader
        title={t('repeated.title')}
        description={t('repeated.description')}
        actions={
          <div className="flex w-full flex-col gap-2 sm:w-56">
            <Button onClick={downloadAll} disabled={!data || download.isPending}>
              <Download />
              {t('repeated.downloadAll')}
            </Button>
            {/* Every repeated question in one PDF: the largest download here, so it shows how far it has come. */}
            {download.progress ? <LoadProgress action="downloading" {...download.progress} /> : null}
          </div>
        }
      />
      {questions.isError && !data ? (
        <LoadProblem error={questions.error} onRetry={() => void questions.refetch()} />
      ) : !data ? (
        <div className="space-y-4" aria-busy="true">
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-24" />
            ))}
          </div>
          <Skeleton className="h-24" />
          <Skeleton className="h-64" />
        </div>
      ) : (
        <div className="space-y-5">
          <Stats stats={data.stats} />
          <FilterBar filters={filters} className="sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end">
              <SearchField label={t('repeated.searchLabel')} placeholder={t('repeated.searchPlaceholder')} value={search} onSearch={(text) => filters.set({ search: text })} />
              <SubjectSelect subjects={data.subjects} value={subject} onChange={(value) => filters.set({ subject: value })} />
              <YearSelect years={data.years} value={year} onChange={(value) => filters.set({ year: value })} />
          </FilterBar>
          <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="min-w-0 space-y-4">
              <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="repeated-count">
                {t('repeated.found', { count: data.total })}
              </p>
              {data.questions.length === 0 ? (
                <EmptyState
                  icon={<FileSearch />}
                  title={t('repeated.empty')}
                  description={t('repeated.emptyHint')}
                  action={<ClearFiltersButton filters={filters} />}
                />
              ) : (
                <ul className="space-y-4">
                  {data.questions.map((question) => (
                    <li key={question.id} className="min-w-0">
                      <QuestionCard question={question} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <Insights insights={data.insights} />
          </div>
        </div>
      )}
    </PageContainer>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-3 p-4 sm:p-5">
        <div className="rounded-lg bg-accent p-2 text-accent-foreground [&_svg]:size-5">{icon}</div>
        <div className="min-w-0">
          <p className="text-xl font-bold tabular-nums sm:text-2xl">{value}</p>
          <p className="text-xs text-muted-foreground sm:text-sm">{label}</p>
        </div>
      </CardContent>
    </Card>
  );
}

function Stats({ stats }: { stats: RepeatedQuestionsResponse['stats'] }) {
  const { t } = useTranslation('content');
  const format = useFormat();
  const years =
    stats.firstYear === null ? '–' : format.digits(stats.firstYear === stats.lastYear ? String(stats.firstYear) : `${stats.firstYear}–${stats.lastYear}`);
  return (
    <section aria-label={t('repeated.statsLabel')} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <Stat icon={<Repeat />} label={t('repeated.stats.repeated')} value={format.number(stats.repeatedQuestions)} />
      <Stat icon={<ScrollText />} label={t('repeated.stats.papers', { questions: stats.questionsAnalysed })} value={format.number(stats.papersAnalysed)} />
      <Stat icon={<CalendarRange />} label={t('repeated.stats.years')} value={years} />
      <Stat icon={<BarChart3 />} label={t('repeated.stats.mostRepeated')} value={t('repeated.stats.yearsCount', { count: stats.mostRepeatedYears })} />
    </section>
  );
}

function QuestionCard({ question }: { question: RepeatedQuestion }) {
  const { t } = useTranslation('content');
  const format = useFormat();
  const [isSolutionOpen, setSolutionOpen] = useState(false);
  return (
    <Card data-testid="repeated-question">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant="secondary">{question.subject.name}</Badge>
          <Badge variant="outline">{question.unit}</Badge>
          <Badge variant="outline">{t('repeated.marks', { count: question.marks })}</Badge>
          <Badge variant="warning">{t('repeated.asked', { count: question.occurrences })}</Badge>
        </div>
        {!question.locked ? (
          <CardTitle className="text-base font-medium leading-relaxed">{question.text}</CardTitle>
        ) : (
          <CardTitle className="flex items-center gap-2 text-base font-medium leading-relaxed text-muted-foreground">
            <Lock className="size-4 shrink-0" aria-hidden />
            {t('repeated.questionLocked')}
          </CardTitle>
        )}
      </CardHeader>
      <CardContent>
        <p className="mb-1.5 text-xs font-medium text-muted-foreground">{t('repeated.appearedIn')}</p>
        <ul className="flex flex-wrap gap-1.5" aria-label={t('repeated.appearedIn')} data-testid="repeated-years">
          {question.years.map((year) => (
            <li key={year} className="rounded-md border px-2 py-0.5 text-sm font-medium tabular-nums">
              {format.digits(year)}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button variant="outline" onClick={() => setSolutionOpen(true)}>
          <Lightbulb />
          {t('repeated.viewSolution')}
        </Button>
        <Button asChild>
          <Link to={`/mcq/${question.subject.slug}/${question.unitSlug}`}>
            <PlayCircle />
            {t('practiceNow')}
          </Link>
        </Button>
      </CardFooter>
      <Dialog open={isSolutionOpen} onOpenChange={setSolutionOpen}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{t('repeated.solutionTitle')}</DialogTitle>
            <DialogDescription>{question.text ?? t('repeated.questionLocked')}</DialogDescription>
          </DialogHeader>
          {question.solution ? (
            <p className="whitespace-pre-line leading-7" data-testid="repeated-solution">
              {question.solution}
            </p>
          ) : question.solutionLocked ? (
            <div className="space-y-3 rounded-lg border p-4">
              <p className="flex items-center gap-2 text-sm">
                <Lock className="size-4" aria-hidden />
                {t('repeated.solutionLocked')}
              </p>
              <Button asChild size="sm">
                <Link to={UPGRADE_PATH}>{t('upgradeRequired')}</Link>
              </Button>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{t('repeated.noSolution')}</p>
          )}
          <div>
            <h3 className="mb-2 text-sm font-semibold">{t('repeated.wordings')}</h3>
            <ul className="space-y-2 text-sm">
              {question.appearances.map((appearance) => (
                <li key={`${appearance.paperTitle}-${appearance.questionNumber}`} className="rounded-md bg-muted/60 p-2">
                  <span className="font-medium">
                    {format.digits(appearance.year)} · {appearance.paperTitle} · {t('repeated.questionNumber', { number: appearance.questionNumber })}
                  </span>
                  <br />
                  {appearance.text ?? (
                    <span className="inline-flex items-center gap-1 text-muted-foreground">
                      <Lock className="size-3.5" aria-hidden />
                      {t('repeated.appearanceLocked')}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

function Insights({ insights }: { insights: RepeatedQuestionsResponse['insights'] }) {
  const { t } = useTranslation('content');
  const format = useFormat();
  return (
    <Card className="h-fit lg:sticky lg:top-20" data-testid="pattern-insights">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Lightbulb className="size-5 text-warning" aria-hidden />
          {t('repeated.insights.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5 text-sm">
        {insights.topUnits.length === 0 ? (
          <p className="text-muted-foreground">{t('repeated.insights.none')}</p>
        ) : (
          <>
            <div>
              <h3 className="mb-2 font-semibold">{t('repeated.insights.topUnits')}</h3>
              <ol className="space-y-2">
                {insights.topUnits.map((unit) => (
                  <li key={`${unit.subject}-${unit.unit}`} className="flex items-start justify-between gap-2">
                    <span>
                      {unit.unit}
                      <span className="block text-xs text-muted-foreground">{unit.subject}</span>
                    </span>
                    <Badge variant="secondary">{t('repeated.insights.questions', { count: unit.questions })}</Badge>
                  </li>
                ))}
              </ol>
            </div>
            <div>
              <h3 className="mb-2 font-semibold">{t('repeated.insights.topYears')}</h3>
              <ul className="space-y-1">
                {insights.topYears.map((entry) => (
                  <li key={entry.year} className="flex justify-between">
                    <span className="tabular-nums">{format.digits(entry.year)}</span>
                    <span className="text-muted-foreground">{t('repeated.insights.repeats', { count: entry.repeats })}</span>
                  </li>
                ))}
              </ul>
            </div>
            {insights.averageMarks !== null ? <p className="text-muted-foreground">{t('repeated.insights.averageMarks', { marks: insights.averageMarks })}</p> : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
