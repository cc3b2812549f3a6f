import { Clock, FileQuestion, ListChecks, Lock, Play, RotateCcw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { UPGRADE_PATH, type MockTestCard, type MockTestUsage } from '@common/practice';
import { scoreBadgeVariant } from '@common/progress-rules';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Alert, EmptyState, Skeleton } from '@/components/ui/feedback';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { AttemptResult } from './attempt-result';
import { AttemptProblem, AttemptSkeleton } from './attempt-states';
import { ExamScreen } from './exam-screen';
import { AnalyticsLinkButton, ReviewLinkButton } from './practice-links';
import { useAttempt, useMockTests, useStartMockTest } from './queries';

/** /mocktest, /mock-test and /mocktest/{subject}: the mock test cards; ?attempt=ID is the exam and then its result. */
export function MockTestsPage() {
  const [params] = useSearchParams();
  const attemptId = params.get('attempt');
  return attemptId ? (
    <PageContainer className="max-w-5xl">
      <MockTestAttempt attemptId={attemptId} />
    </PageContainer>
  ) : (
    <MockTestList />
  );
}

function MockTestAttempt({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation('practice');
  const attempt = useAttempt(attemptId);
  if (attempt.isPending) return <AttemptSkeleton />;
  if (attempt.isError) return <AttemptProblem error={attempt.error} backTo="/mocktest" />;
  const data = attempt.data;
  if (data.status === 'in_progress') return <ExamScreen key={data.id} attempt={data} receivedAt={attempt.dataUpdatedAt} />;
  return (
    <AttemptResult
      result={data}
      actions={
        <>
          <Button asChild>
            <Link to="/mocktest">
              <ListChecks />
              {t('mockTests.backToTests')}
            </Link>
          </Button>
          <AnalyticsLinkButton />
          {data.wrongCount > 0 ? <ReviewLinkButton /> : null}
        </>
      }
    />
  );
}

function MockTestList() {
  const { t } = useTranslation('practice');
  const { subject } = useParams();
  const tests = useMockTests(subject);
  return (
    <PageContainer>
      <PageHeader title={t('mockTests.title')} description={t('mockTests.description')} />
      {tests.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {[0, 1, 2, 3, 4, 5].map((index) => (
            <Skeleton key={index} className="h-56" />
          ))}
        </div>
      ) : tests.isError ? (
        <AttemptProblem error={tests.error} backTo="/dashboard" />
      ) : (
        <div className="space-y-5">
          <UsageLine usage={tests.data.usage} />
          <SubjectFilter tests={tests.data.tests} current={subject} />
          {tests.data.tests.length === 0 ? (
            <EmptyState icon={<FileQuestion />} title={t('mockTests.empty')} />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {tests.data.tests.map((test) => (
                <li key={test.id}>
                  <MockTestCardView test={test} usage={tests.data.usage} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </PageContainer>
  );
}

function UsageLine({ usage }: { usage: MockTestUsage }) {
  const { t } = useTranslation('practice');
  if (usage.limit === null) return <p className="text-sm text-muted-foreground">{t('mockTests.unlimited')}</p>;
  const isUsedUp = usage.used >= usage.limit;
  return (
    <Alert variant={isUsedUp ? 'warning' : 'info'} className="flex flex-wrap items-center justify-between gap-2">
      <span data-testid="mock-usage">{t('mockTests.usage', { used: Math.min(usage.used, usage.limit), limit: usage.limit })}</span>
      <Link to={UPGRADE_PATH} className="font-medium underline-offset-4 hover:underline">
        {t('mockTests.upgradeForUnlimited')}
      </Link>
    </Alert>
  );
}

function SubjectFilter({ tests, current }: { tests: MockTestCard[]; current: string | undefined }) {
  const { t } = useTranslation('practice');
  const subjects = [...new Map(tests.filter((test) => test.subjectSlug).map((test) => [test.subjectSlug!, test.subjectName!]))];
  if (!current && subjects.length < 2) return null;
  const chip = (to: string, label: string, isActive: boolean) => (
    <Link
      key={to}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={cn('rounded-full border px-3 py-1 text-sm', isActive ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent')}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={t('mockTests.filter')} className="flex flex-wrap gap-2">
      {chip('/mocktest', t('mockTests.allSubjects'), !current)}
      {current && !subjects.some(([slug]) => slug === current) ? chip(`/mocktest/${current}`, current, true) : null}
      {subjects.map(([slug, name]) => chip(`/mocktest/${slug}`, name, slug === current))}
    </nav>
  );
}

function MockTestCardView({ test, usage }: { test: MockTestCard; usage: MockTestUsage }) {
  const { t } = useTranslation('practice');
  const format = useFormat();
  const navigate = useNavigate();
  const start = useStartMockTest();
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const isOutOfStarts = usage.limit !== null && usage.used >= usage.limit && !test.openAttemptId;

  const begin = () =>
    start.mutate(test.id, {
      onSuccess: (attempt) => void navigate(`/mocktest?attempt=${attempt.id}`),
      onError: (error) => {
        setConfirmOpen(false);
        const isPlanLimit = error instanceof ApiError && (error.code === 'quota_exceeded' || error.code === 'premium_required');
        toast.error(isPlanLimit ? error.message : t('errors.startFailed'), {
          action: isPlanLimit ? { label: t('mockTests.upgrade'), onClick: () => void navigate(UPGRADE_PATH) } : undefined,
        });
      },
    });

  return (
    <Card className="flex h-full flex-col" data-testid="mock-test-card">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{test.subjectName ?? t('mockTests.entrance')}</Badge>
          {test.isPremium ? (
            <Badge variant="warning">
              <Sparkles className="size-3" aria-hidden />
              {t('mockTests.premium')}
            </Badge>
          ) : null}
          {test.lastPercentage !== null ? (
            <Badge variant={scoreBadgeVariant(test.lastPercentage)}>{t('mockTests.lastScore', { score: format.percent(test.lastPercentage) })}</Badge>
          ) : null}
        </div>
        <CardTitle>{test.title}</CardTitle>
        <CardDescription>{test.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto space-y-1 text-sm text-muted-foreground">
        <p className="flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden />
          {t('mockTests.duration', { count: test.durationMinutes })}
        </p>
        <p className="flex items-center gap-1.5">
          <FileQuestion className="size-4" aria-hidden />
          {t('mockTests.questions', { count: test.questionCount })} · {t('mockTests.marks', { count: test.totalMarks })}
        </p>
        {test.negativeMarkFraction > 0 ? <p>{t('result.negativeMarking', { percent: format.percent(test.negativeMarkFraction * 100) })}</p> : null}
      </CardContent>
      <CardFooter>
        {test.isLocked ? (
          <Button asChild variant="outline" className="w-full">
            <Link to={UPGRADE_PATH}>
              <Lock />
              {t('mockTests.upgradeRequired')}
            </Link>
          </Button>
        ) : test.openAttemptId ? (
          <Button className="w-full" onClick={() => void navigate(`/mocktest?attempt=${test.openAttemptId}`)}>
            <RotateCcw />
            {t('mockTests.resume')}
          </Button>
        ) : (
          <Button className="w-full" onClick={() => setConfirmOpen(true)} disabled={isOutOfStarts}>
            <Play />
            {t('mockTests.start')}
          </Button>
        )}
      </CardFooter>
      <Dialog open={isConfirmOpen} onOpenChange={setConfirmOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{test.title}</DialogTitle>
            <DialogDescription>{t('mockTests.confirmDescription', { count: test.durationMinutes, questions: test.questionCount })}</DialogDescription>
          </DialogHeader>
          {test.negativeMarkFraction > 0 ? <p className="text-sm">{t('result.negativeMarking', { percent: format.percent(test.negativeMarkFraction * 100) })}</p> : null}
          {usage.limit !== null ? <p className="text-sm text-muted-foreground">{t('mockTests.confirmUsage', { left: usage.limit - usage.used, limit: usage.limit })}</p> : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmOpen(false)}>
              {t('mockTests.notNow')}
            </Button>
            <Button onClick={begin} disabled={start.isPending}>
              <Play />
              {start.isPending ? t('mockTests.starting') : t('mockTests.startNow')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
