import { ArrowLeft, BarChart3, ChevronRight } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AnalyticsResponse } from '@common/practice';
import { scoreBadgeVariant } from '@common/progress-rules';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, Progress, Skeleton } from '@/components/ui/feedback';
import { Label, NativeSelect } from '@/components/ui/input';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { buildAccuracySeries } from './accuracy-series';
import { AttemptProblem } from './attempt-states';
import { useAnalytics } from './queries';

// recharts is large: it loads only when a chart is shown.
const AccuracyChart = lazy(() => import('./accuracy-chart'));

const WEAK_UNITS_SHOWN = 5;

/** /mcq?view=analytics (View Analytics): accuracy per subject and unit over time, weakest topics, recent scores, time per question. */
export function AnalyticsView() {
  const { t } = useTranslation('practice');
  const analytics = useAnalytics();
  return (
    <PageContainer>
      <PageHeader
        title={t('analytics.title')}
        description={t('analytics.description')}
        actions={
          <Button asChild variant="outline">
            <Link to="/mcq">
              <ArrowLeft />
              {t('analytics.backToPractice')}
            </Link>
          </Button>
        }
      />
      {analytics.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-24" />
          ))}
          <Skeleton className="h-72 sm:col-span-2 lg:col-span-4" />
        </div>
      ) : analytics.isError ? (
        <AttemptProblem error={analytics.error} />
      ) : analytics.data.totals.answered === 0 ? (
        <EmptyState
          icon={<BarChart3 />}
          title={t('analytics.emptyTitle')}
          description={t('analytics.emptyDescription')}
          action={
            <Button asChild>
              <Link to="/mcq">{t('analytics.startPractising')}</Link>
            </Button>
          }
        />
      ) : (
        <AnalyticsBody data={analytics.data} />
      )}
    </PageContainer>
  );
}

function AnalyticsBody({ data }: { data: AnalyticsResponse }) {
  const { t } = useTranslation('practice');
  const format = useFormat();
  const { totals } = data;
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Summary label={t('analytics.accuracy')} value={format.percent(totals.accuracy)} />
        <Summary label={t('analytics.answered')} value={format.number(totals.answered)} />
        <Summary label={t('analytics.attempts')} value={format.number(totals.attempts)} />
        <Summary label={t('analytics.timePerQuestion')} value={format.duration(totals.averageTimeMs)} />
      </div>
      <TimelineCard data={data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={t('analytics.bySubject')}>
          <ul className="space-y-4">
            {data.bySubject.map((subject) => (
              <li key={subject.subjectSlug} className="space-y-1.5">
                <div className="flex flex-wrap justify-between gap-2 text-sm">
                  <span className="font-medium">{subject.subjectName}</span>
                  <span className="text-muted-foreground tabular-nums">
                    {format.percent(subject.accuracy)} · {t('analytics.correctOf', { correct: subject.correct, answered: subject.answered })} ·{' '}
                    {t('analytics.perQuestion', { time: format.duration(subject.averageTimeMs) })}
                  </span>
                </div>
                <Progress value={subject.accuracy} label={t('analytics.accuracyOf', { name: subject.subjectName })} />
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title={t('analytics.weakestUnits')} description={t('analytics.weakestUnitsHint')}>
          <ul className="divide-y">
            {data.byUnit.slice(0, WEAK_UNITS_SHOWN).map((unit) => (
              <li key={`${unit.subjectSlug}/${unit.unitSlug}`}>
                <Link
                  to={`/mcq/${unit.subjectSlug}/${unit.unitSlug}`}
                  className="flex items-center justify-between gap-3 py-2.5 hover:text-primary"
                  aria-label={t('mcq.practiseUnit', { unit: unit.unit })}
                >
                  <span className="min-w-0">
                    <span className="block font-medium">{unit.unit}</span>
                    <span className="block text-xs text-muted-foreground">{unit.subjectName}</span>
                  </span>
                  <span className="flex shrink-0 items-center gap-2">
                    <ScoreBadge percent={unit.accuracy} />
                    <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title={t('analytics.weakestTopics')}>
          {data.weakestTopics.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('analytics.topicsNeedMore')}</p>
          ) : (
            <ul className="space-y-2">
              {data.weakestTopics.map((topic) => (
                <li key={`${topic.subjectName}/${topic.topic}`} className="flex items-center justify-between gap-3 text-sm">
                  <span className="min-w-0">
                    <span className="font-medium">{topic.topic}</span> <span className="text-muted-foreground">· {topic.subjectName}</span>
                  </span>
                  <ScoreBadge percent={topic.accuracy} />
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title={t('analytics.recentScores')}>
          <ul className="space-y-2">
            {data.recentScores.map((attempt) => (
              <li key={attempt.id} className="flex items-center justify-between gap-3 text-sm">
                <span className="min-w-0">
                  {attempt.kind === 'mock_test' ? (
                    <Link to={`/mocktest?attempt=${attempt.id}`} className="font-medium hover:text-primary hover:underline">
                      {attempt.title}
                    </Link>
                  ) : (
                    <span className="font-medium">{attempt.title}</span>
                  )}
                  <span className="block text-xs text-muted-foreground">
                    {t(`analytics.kind.${attempt.kind}`)} · {attempt.submittedAt ? format.date(attempt.submittedAt) : ''}
                  </span>
                </span>
                <ScoreBadge percent={attempt.percentage ?? 0} />
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </div>
  );
}

/** One card of the analytics grid: a title, an optional hint and its content. */
function Panel({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A percentage coloured by its score band. */
function ScoreBadge({ percent }: { percent: number }) {
  const format = useFormat();
  return <Badge variant={scoreBadgeVariant(percent)}>{format.percent(percent)}</Badge>;
}

function Summary({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Card>
      <CardContent className="p-4 sm:p-4">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-bold tabular-nums">{value}</p>
      </CardContent>
    </Card>
  );
}

function TimelineCard({ data }: { data: AnalyticsResponse }) {
  const { t } = useTranslation('practice');
  const selectId = useId();
  const [subject, setSubject] = useState<string>('');
  const chart = useMemo(() => buildAccuracySeries(data.timeline, subject || null), [data.timeline, subject]);
  return (
    <Card>
      <CardHeader className="flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <CardTitle>{t('analytics.overTime')}</CardTitle>
          <CardDescription>{t('analytics.overTimeHint')}</CardDescription>
        </div>
        <div className="flex flex-col gap-1.5 sm:w-56">
          <Label htmlFor={selectId}>{t('analytics.show')}</Label>
          <NativeSelect id={selectId} value={subject} onChange={(event) => setSubject(event.target.value)}>
            <option value="">{t('analytics.allSubjects')}</option>
            {data.bySubject.map((entry) => (
              <option key={entry.subjectSlug} value={entry.subjectSlug}>
                {t('analytics.unitsOf', { subject: entry.subjectName })}
              </option>
            ))}
          </NativeSelect>
        </div>
      </CardHeader>
      <CardContent>
        {chart.rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('analytics.noRecentAnswers')}</p>
        ) : (
          <Suspense fallback={<Skeleton className="h-72 w-full" />}>
            <AccuracyChart rows={chart.rows} series={chart.series} label={t('analytics.overTime')} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
