import { AlertTriangle, UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { CLASS_REQUIRED_CODE } from '@common/content';
import { Button } from '@/components/ui/button';
import { EmptyState, Skeleton } from '@/components/ui/feedback';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n-react';

// What a content list shows while it loads and when it cannot.

const isClassRequired = (error: unknown) => error instanceof ApiError && error.code === CLASS_REQUIRED_CODE;

/** The spec's toast for a failed load ('Error fetching data: …'), or the profile message when the class is missing. */
export function useLoadErrorToast(error: Error | null) {
  const { t } = useTranslation('content');
  useEffect(() => {
    if (!error) return;
    toast.error(isClassRequired(error) ? error.message : t('errors.fetch', { message: error.message }));
  }, [error, t]);
}

/** What a list shows when it cannot load: the profile prompt for a missing class, else a retry. */
export function LoadProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('content');
  if (isClassRequired(error)) {
    return (
      <EmptyState
        icon={<UserRound />}
        title={error.message}
        description={t('errors.classRequiredHint')}
        action={
          <Button asChild>
            <Link to="/profile">{t('errors.updateProfile')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={<AlertTriangle />}
      title={t('errors.loadFailed')}
      description={error.message}
      action={
        <Button variant="outline" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      }
    />
  );
}

/** Six card-shaped placeholders while a list loads (`className` sets the grid, `itemClassName` the card height). */
export function CardGridSkeleton({ className, itemClassName }: { className: string; itemClassName: string }) {
  return (
    <div className={className} aria-busy="true">
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <Skeleton key={index} className={itemClassName} />
      ))}
    </div>
  );
}
