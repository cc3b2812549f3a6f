import { BookOpen, ClipboardList, FileText, ListChecks, TrendingDown, TrendingUp, Trophy, UserCheck, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminDashboardStats, StatFigure } from '@common/admin';
import { formatPercentChange } from '@common/progress-rules';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/feedback';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';

function StatCard({ icon, label, value, figure, hint, testId }: { icon: ReactNode; label: string; value: string; figure: StatFigure; hint?: string; testId: string }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const Trend = figure.change < 0 ? TrendingDown : TrendingUp;
  return (
    <Card data-testid={testId}>
      <CardContent className="p-4 sm:p-5">
        <div className="flex items-center justify-between gap-2 text-muted-foreground [&_svg]:size-5">
          <p className="text-sm font-medium">{label}</p>
          <span aria-hidden>{icon}</span>
        </div>
        <p className="mt-1 text-2xl font-bold tabular-nums sm:text-3xl" data-testid={`${testId}-value`}>
          {value}
        </p>
        <p
          className={cn(
            'mt-1 inline-flex items-center gap-1 text-xs font-medium',
            figure.change > 0 ? 'text-success' : figure.change < 0 ? 'text-destructive' : 'text-muted-foreground',
          )}
          data-testid={`${testId}-change`}
        >
          <Trend className="size-3.5" aria-hidden />
          {t('dashboard.stats.change', { change: format.digits(formatPercentChange(figure.change)) })}
        </p>
        {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
      </CardContent>
    </Card>
  );
}

/** The four cards of the admin dashboard, each with its change from last month (seed 001 section 9's rule). */
export function DashboardStatCards({ stats }: { stats: AdminDashboardStats | undefined }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  if (!stats) {
    return (
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4" aria-busy="true">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-32" />
        ))}
      </div>
    );
  }
  return (
    <section aria-label={t('dashboard.stats.label')} className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
      <StatCard icon={<Users />} label={t('dashboard.stats.totalUsers')} value={format.number(stats.totalUsers.value)} figure={stats.totalUsers} testId="stat-users" />
      <StatCard
        icon={<UserCheck />}
        label={t('dashboard.stats.activeStudents')}
        value={format.number(stats.activeStudents.value)}
        figure={stats.activeStudents}
        hint={t('dashboard.stats.activeHint')}
        testId="stat-active"
      />
      <StatCard
        icon={<Wallet />}
        label={t('dashboard.stats.monthlyRevenue')}
        value={t('dashboard.stats.revenue', { amount: format.number(stats.monthlyRevenuePaisa.value / 100) })}
        figure={stats.monthlyRevenuePaisa}
        hint={t('dashboard.stats.revenueHint')}
        testId="stat-revenue"
      />
      <StatCard icon={<Trophy />} label={t('dashboard.stats.testsCompleted')} value={format.number(stats.testsCompleted.value)} figure={stats.testsCompleted} testId="stat-tests" />
    </section>
  );
}

const CONTENT = [
  { key: 'notes', icon: <BookOpen /> },
  { key: 'mcqs', icon: <ListChecks /> },
  { key: 'mockTests', icon: <ClipboardList /> },
  { key: 'pastPapers', icon: <FileText /> },
] as const;

/** Content Statistics: how much study material there is, each count with a trailing + (seed 001). */
export function ContentStatisticsCard({ stats }: { stats: AdminDashboardStats | undefined }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.content.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3">
          {CONTENT.map((item) => (
            <div key={item.key} className="rounded-lg border p-3 [&_svg]:size-5 [&_svg]:text-primary">
              <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                {item.icon}
                {t(`dashboard.content.${item.key}`)}
              </dt>
              <dd className="mt-1 text-xl font-bold tabular-nums" data-testid={`content-${item.key}`}>
                {stats ? t('dashboard.content.count', { value: format.number(stats.content[item.key]) }) : <Skeleton className="h-7 w-16" />}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
