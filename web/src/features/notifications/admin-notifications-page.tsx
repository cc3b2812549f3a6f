import { PageContainer, PageHeader } from '@/components/ui/page';
import { useTranslation } from '@/lib/i18n-react';
import { SendNotificationForm } from './send-notification-form';
import { SentNotificationsList } from './sent-notifications-list';

/** /admin/notifications (seed 001): the send form beside the list of sent notifications. */
export function AdminNotificationsPage() {
  const { t } = useTranslation('notifications');
  return (
    <PageContainer>
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <SendNotificationForm />
        <SentNotificationsList />
      </div>
    </PageContainer>
  );
}
