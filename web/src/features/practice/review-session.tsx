import { History, LayoutDashboard } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, Skeleton } from '@/components/ui/feedback';
import { PageContainer } from '@/components/ui/page';
import { useTranslation } from '@/lib/i18n-react';
import { AttemptResult } from './attempt-result';
import { AttemptProblem, AttemptSkeleton } from './attempt-states';
import { PracticeQuiz } from './practice-quiz';
import { useAttempt, useReviewSummary, useStartReview } from './queries';

/**
 * /mcq?mode=review: the review of mistakes. Every question answered wrong comes back on an FSRS schedule; this
 * session serves the ones due today and each answer reschedules its card.
 */
export function ReviewSession() {
  const [params] = useSearchParams();
  const attemptId = params.get('attempt');
  return <PageContainer className="max-w-3xl">{attemptId ? <ReviewAttempt attemptId={attemptId} /> : <ReviewStart />}</PageContainer>;
}

function ReviewStart() {
  const { t } = useTranslation('practice');
  const summary = useReviewSummary();
  const start = useStartReview();
  const [, setParams] = useSearchParams();
  if (summary.isPending) return <Skeleton className="h-48" />;
  if (summary.isError) return <AttemptProblem error={summary.error} />;
  if (start.isError) return <AttemptProblem error={start.error} />;
  const { dueCount, totalCards, openAttemptId } = summary.data;
  const open = (id: string) => setParams({ mode: 'review', attempt: id }, { replace: true });
  if (dueCount === 0 && !openAttemptId) {
    return (
      <EmptyState
        icon={<History />}
        title={t('review.noneDue')}
        description={totalCards > 0 ? t('review.scheduled', { count: totalCards }) : t('review.noneDueHint')}
        action={
          <Button asChild variant="outline">
            <Link to="/mcq">{t('errors.back')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-2xl">{t('review.title')}</CardTitle>
        <CardDescription>{t('review.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-lg font-semibold" data-testid="review-due">
          {t('review.due', { count: dueCount })}
        </p>
        <Button onClick={() => (openAttemptId ? open(openAttemptId) : start.mutate(undefined, { onSuccess: (attempt) => open(attempt.id) }))} disabled={start.isPending}>
          <History />
          {openAttemptId ? t('review.resume') : t('review.start')}
        </Button>
      </CardContent>
    </Card>
  );
}

function ReviewAttempt({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation('practice');
  const attempt = useAttempt(attemptId);
  if (attempt.isPending) return <AttemptSkeleton />;
  if (attempt.isError) return <AttemptProblem error={attempt.error} />;
  const data = attempt.data;
  if (data.status === 'in_progress') return <PracticeQuiz key={data.id} attempt={data} title={t('review.title')} />;
  return (
    <AttemptResult
      result={data}
      actions={
        <>
          <Button asChild>
            <Link to="/mcq?mode=review">
              <History />
              {t('review.more')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard">
              <LayoutDashboard />
              {t('review.toDashboard')}
            </Link>
          </Button>
        </>
      }
    />
  );
}
