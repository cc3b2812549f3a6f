import { CircleSlash, Lock, SearchX, UserRoundPen } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { UPGRADE_PATH } from '@common/practice';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState, Skeleton } from '@/components/ui/feedback';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n-react';

/** The shape of a question screen while it loads. */
export function AttemptSkeleton() {
  return (
    <Card aria-busy="true">
      <CardHeader className="gap-3">
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-2 w-full" />
      </CardHeader>
      <CardContent className="space-y-3">
        <Skeleton className="h-6 w-full" />
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </CardContent>
    </Card>
  );
}

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'network_error');

/**
 * Why an attempt could not open, in the student's terms: no class on the profile, a premium item or a used-up
 * plan (with the upgrade link), an empty unit, nothing to review, or something that does not exist.
 */
export function AttemptProblem({ error, backTo = '/mcq' }: { error: unknown; backTo?: string }) {
  const { t } = useTranslation('practice');
  const code = codeOf(error);
  const isUnexpected = !['class_required', 'premium_required', 'quota_exceeded', 'no_questions', 'no_cards_due', 'not_found', 'validation_error'].includes(code);
  useEffect(() => {
    if (isUnexpected) toast.error(t('errors.fetchFailed', { message: (error as Error).message }));
  }, [error, isUnexpected, t]);

  const back = (
    <Button asChild variant="outline">
      <Link to={backTo}>{t('errors.back')}</Link>
    </Button>
  );
  if (code === 'class_required') {
    return (
      <EmptyState
        icon={<UserRoundPen />}
        title={(error as Error).message}
        action={
          <Button asChild>
            <Link to="/profile">{t('errors.updateProfile')}</Link>
          </Button>
        }
      />
    );
  }
  if (code === 'premium_required' || code === 'quota_exceeded') {
    return (
      <EmptyState
        icon={<Lock />}
        title={t(code === 'premium_required' ? 'errors.premiumTitle' : 'errors.quotaTitle')}
        description={(error as Error).message}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild>
              <Link to={UPGRADE_PATH}>{t('mockTests.upgrade')}</Link>
            </Button>
            {back}
          </div>
        }
      />
    );
  }
  if (code === 'no_questions') return <EmptyState icon={<CircleSlash />} title={t('errors.noQuestions')} description={t('errors.noQuestionsHint')} action={back} />;
  if (code === 'no_cards_due') return <EmptyState icon={<CircleSlash />} title={t('review.noneDue')} description={t('review.noneDueHint')} action={back} />;
  if (code === 'not_found' || code === 'validation_error') return <EmptyState icon={<SearchX />} title={t('errors.notFound')} action={back} />;
  return <EmptyState icon={<SearchX />} title={t('errors.fetchFailed', { message: (error as Error).message })} action={back} />;
}
