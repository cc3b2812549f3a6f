import {
  ArrowLeft,
  BookOpen,
  Bot,
  CalendarDays,
  ChevronRight,
  ClipboardList,
  FileText,
  Flame,
  History,
  ListChecks,
  Repeat,
  Sigma,
  Sparkles,
  Target,
  TrendingUp,
  Trophy,
} from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatAverageScore } from '@common/progress-rules';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress, Skeleton } from '@/components/ui/feedback';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { toast } from '@/components/ui/toaster';
import { useSession } from '@/features/auth/queries';
import { ImportantUpdatesCard } from '@/features/notifications/important-updates-card';
import { useReviewSummary } from '@/features/practice/queries';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { ProgressCharts } from './progress-charts';
import { RecentActivityCard } from './recent-activity-card';
import { UpcomingExamsCard, UpcomingExamsList } from './upcoming-exams';
import { useDashboardStats, useRecordDashboardView } from './queries';

/** /dashboard (seed 000, Student dashboard); ?view=exams is the full list of upcoming exams. */
export function DashboardPage() {
  const [params] = useSearchParams();
  return params.get('view') === 'exams' ? <AllExams /> : <Dashboard />;
}

function Dashboard() {
  const { t } = useTranslation('progress');
  const format = useFormat();
  const user = useSession().data?.user;
  const stats = useDashboardStats();
  const recordView = useRecordDashboardView();
  const hasRecorded = useRef(false);
  const { mutate: record } = recordView;

  useEffect(() => {
    if (hasRecorded.current) return;
    hasRecorded.current = true;
    record();
  }, [record]);

  useEffect(() => {
    if (stats.isError) toast.error(t('errors.fetch', { message: stats.error.message }));
  }, [stats.isError, stats.error, t]);

  const name = user?.fullName?.trim() || t('defaultName');
  const planLabel = user?.role === 'admin' ? t('plan.admin') : user?.isPremium ? t('plan.premium') : t('plan.free');

  return (
    <PageContainer>
      <PageHeader
        title={t('greeting', { name })}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {t('subtitle')}
            <Badge variant={user?.isPremium ? 'warning' : 'secondary'} data-testid="plan-badge">
              {user?.isPremium ? <Sparkles className="size-3" aria-hidden /> : null}
              {planLabel}
            </Badge>
          </span>
        }
        actions={
          user?.role !== 'admin' ? (
            <Button asChild>
              <Link to="/subscription">
                <Sparkles />
                {t('upgradePlan')}
              </Link>
            </Button>
          ) : null
        }
      />

      <section aria-label={t('stats.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.isPending ? (
          [0, 1, 2, 3].map((index) => <Skeleton key={index} className="h-28" />)
        ) : (
          <>
            <StatCard icon={<TrendingUp />} label={t('stats.overallProgress')} value={format.percent(stats.data?.totalProgress ?? 0)} testId="stat-progress">
              <Progress value={stats.data?.totalProgress ?? 0} label={t('stats.overallProgress')} className="mt-2" />
            </StatCard>
            <StatCard icon={<Trophy />} label={t('stats.testsCompleted')} value={format.number(stats.data?.testsCompleted ?? 0)} testId="stat-tests" />
            <StatCard icon={<Flame />} label={t('stats.studyStreak')} value={t('stats.days', { count: stats.data?.studyStreak ?? 0 })} testId="stat-streak" />
            <StatCard icon={<Target />} label={t('stats.averageScore')} value={format.digits(formatAverageScore(stats.data?.averageScore ?? 0))} testId="stat-average" />
          </>
        )}
      </section>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <QuickActions />
          <ProgressCharts />
          <RecentActivityCard />
        </div>
        <div className="space-y-6">
          <ReviewCard />
          <UpcomingExamsCard />
          <ImportantUpdatesCard />
        </div>
      </div>
    </PageContainer>
  );
}

function StatCard({ icon, label, value, testId, children }: { icon: ReactNode; label: string; value: ReactNode; testId: string; children?: ReactNode }) {
  return (
    <Card>
      <CardContent className="p-4 sm:p-5">
        <div className="flex items-center justify-between gap-2 text-muted-foreground [&_svg]:size-5">
          <p className="text-sm font-medium">{label}</p>
          <span aria-hidden>{icon}</span>
        </div>
        <p className="mt-1 text-2xl font-bold tabular-nums sm:text-3xl" data-testid={testId}>
          {value}
        </p>
        {children}
      </CardContent>
    </Card>
  );
}

const QUICK_ACTIONS = [
  { to: '/notes', key: 'notes', icon: <BookOpen /> },
  { to: '/mcq', key: 'mcq', icon: <ListChecks /> },
  { to: '/mocktest', key: 'mockTests', icon: <ClipboardList /> },
  { to: '/ai-tutor', key: 'aiTutor', icon: <Bot /> },
] as const;

const RESOURCES = [
  { to: '/past-papers', key: 'pastPapers', icon: <FileText /> },
  { to: '/repeated-questions', key: 'repeatedQuestions', icon: <Repeat /> },
  { to: '/formulas', key: 'formulas', icon: <Sigma /> },
] as const;

function QuickActions() {
  const { t } = useTranslation('progress');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('quickActions.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {QUICK_ACTIONS.map((action) => (
            <li key={action.to}>
              <Link
                to={action.to}
                className="flex h-full flex-col items-center gap-2 rounded-lg border p-3 text-center text-sm font-medium transition-colors hover:bg-accent [&_svg]:size-6 [&_svg]:text-primary"
              >
                {action.icon}
                {t(`quickActions.${action.key}`)}
              </Link>
            </li>
          ))}
        </ul>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-muted-foreground">{t('resources.title')}</h3>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            {RESOURCES.map((resource) => (
              <li key={resource.to}>
                <Link to={resource.to} className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm hover:bg-accent [&_svg]:size-4">
                  {resource.icon}
                  <span className="flex-1">{t(`resources.${resource.key}`)}</span>
                  <ChevronRight className="text-muted-foreground" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}

/** 'Review mistakes': how many wrong answers are due for review today. */
function ReviewCard() {
  const { t } = useTranslation('progress');
  const review = useReviewSummary();
  const due = review.data?.dueCount ?? 0;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>{t('review.title')}</CardTitle>
        {review.isPending ? <Skeleton className="h-5 w-16" /> : <Badge variant={due > 0 ? 'destructive' : 'secondary'} data-testid="review-due-count">{t('review.due', { count: due })}</Badge>}
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-muted-foreground">{due > 0 ? t('review.hint') : t('review.none')}</p>
        <Button asChild variant={due > 0 ? 'default' : 'outline'} className="w-full">
          <Link to="/mcq?mode=review">
            <History />
            {t('review.open')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function AllExams() {
  const { t } = useTranslation('progress');
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        title={t('exams.allTitle')}
        description={t('exams.allDescription')}
        actions={
          <Button asChild variant="outline">
            <Link to="/dashboard">
              <ArrowLeft />
              {t('exams.backToDashboard')}
            </Link>
          </Button>
        }
      />
      <Card>
        <CardContent className="pt-4 sm:pt-6">
          <UpcomingExamsList emptyIcon={<CalendarDays />} />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
