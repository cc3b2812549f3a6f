import { BarChart3, History } from 'lucide-react';
import { Link } from 'react-router';
import { ANALYTICS_PATH } from '@common/routes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n-react';

/** View Analytics: opens /mcq?view=analytics. */
export function AnalyticsLinkButton() {
  const { t } = useTranslation('practice');
  return (
    <Button asChild variant="outline">
      <Link to={ANALYTICS_PATH}>
        <BarChart3 />
        {t('result.viewAnalytics')}
      </Link>
    </Button>
  );
}

/** Review mistakes: opens /mcq?mode=review; with `dueCount` above 0 it shows how many are due. */
export function ReviewLinkButton({ dueCount = 0 }: { dueCount?: number }) {
  const { t } = useTranslation('practice');
  return (
    <Button asChild variant="outline">
      <Link to="/mcq?mode=review">
        <History />
        {t('review.entry')}
        {dueCount > 0 ? <Badge variant="destructive">{t('review.due', { count: dueCount })}</Badge> : null}
      </Link>
    </Button>
  );
}
