import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/feedback';
import { PageContainer, PageHeader } from '@/components/ui/page';

/** A route of the spec whose screen has not been built yet: it says so instead of pretending. */
export function UpcomingSectionPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t(titleKey)} />
      <EmptyState
        icon={<Construction />}
        title={t('upcoming.title')}
        description={t('upcoming.description')}
        action={
          <Button asChild variant="outline">
            <Link to="/dashboard">{t('notFound.goToDashboard')}</Link>
          </Button>
        }
      />
    </PageContainer>
  );
}
