import { ChartNoAxesCombined, ChevronRight } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ANALYTICS_PATH } from '@common/routes';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, Skeleton } from '@/components/ui/feedback';
import { overallAccuracyByDay } from '@/features/practice/accuracy-series';
import { useAnalytics } from '@/features/practice/queries';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';

// recharts loads after the dashboard has shown, and only when there is something to draw (decision 049).
const AccuracyChart = lazy(() => import('@/features/practice/accuracy-chart'));
const TopicChart = lazy(() => import('@/features/practice/topic-chart'));

const WEAKEST_SHOWN = 5;

/** The dashboard's charts: accuracy over time and the weakest topics, each linked to Analytics with a table for screen readers. */
export function ProgressCharts() {
  const { t } = useTranslation('progress');
  const format = useFormat();
  const analytics = useAnalytics();
  const data = analytics.data;
  if (analytics.isError) return null;
  if (!data) return <Skeleton className="h-72" />;
  if (data.totals.answered === 0) {
    return (
      <Card>
        <CardContent className="pt-6">
          <EmptyState
            icon={<ChartNoAxesCombined />}
            title={t('charts.emptyTitle')}
            description={t('charts.emptyHint')}
            action={
              <Button asChild>
                <Link to="/mcq">{t('charts.startPractice')}</Link>
              </Button>
            }
          />
        </CardContent>
      </Card>
    );
  }
  const days = overallAccuracyByDay(data.timeline);
  const weakest = data.weakestTopics.slice(0, WEAKEST_SHOWN);
  return (
    <div className="grid gap-6 md:grid-cols-2" data-testid="progress-charts">
      <ChartCard title={t('charts.overTime')} description={t('charts.overTimeHint')}>
        {days.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('charts.noRecentAnswers')}</p>
        ) : (
          <>
            <Suspense fallback={<Skeleton className="h-72 w-full" />}>
              <AccuracyChart rows={days} series={[{ key: 'accuracy', label: t('charts.accuracy') }]} label={t('charts.overTime')} />
            </Suspense>
            <DataTable
              caption={t('charts.overTime')}
              headers={[t('charts.day'), t('charts.answered'), t('charts.accuracy')]}
              rows={days.map((day) => [format.day(day.date), format.number(day.answered), format.percent(day.accuracy)])}
            />
          </>
        )}
      </ChartCard>
      <ChartCard title={t('charts.weakest')} description={t('charts.weakestHint')}>
        {weakest.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('charts.noWeakTopics')}</p>
        ) : (
          <>
            <Suspense fallback={<Skeleton className="h-60 w-full" />}>
              <TopicChart rows={weakest} label={t('charts.weakest')} valueLabel={t('charts.accuracy')} />
            </Suspense>
            <DataTable
              caption={t('charts.weakest')}
              headers={[t('charts.topic'), t('charts.subject'), t('charts.answered'), t('charts.accuracy')]}
              rows={weakest.map((topic) => [topic.topic, topic.subjectName, format.number(topic.answered), format.percent(topic.accuracy)])}
            />
          </>
        )}
      </ChartCard>
    </div>
  );
}

function ChartCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const { t } = useTranslation('progress');
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div>
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <Link to={ANALYTICS_PATH} className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-primary hover:underline" aria-label={t('charts.openAnalytics', { chart: title })}>
          {t('charts.analytics')}
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The chart's numbers as a table that screen readers read (the drawing itself is one labelled image). */
function DataTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: string[][] }) {
  return (
    <table className="sr-only" data-testid="chart-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.join('|')}>
            {row.map((cell, index) => (index === 0 ? <th key={index} scope="row">{cell}</th> : <td key={index}>{cell}</td>))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
