import { BellOff, CheckCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { Notification } from '@common/notifications';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Alert, EmptyState, Skeleton } from '@/components/ui/feedback';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { toast } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { NotificationTypeIcon, notificationEdge } from './notification-type';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from './queries';

/** /notifications (seed 000): my newest 20 notifications; opening one marks it read; Mark all as read. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const notifications = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unread = notifications.data?.filter((n) => !n.isRead).length ?? 0;

  useEffect(() => {
    if (notifications.isError) toast.error(t('toasts.fetchFailed'));
  }, [notifications.isError, t]);

  const markAllRead = () =>
    markAll.mutate(undefined, {
      onSuccess: () => toast.success(t('toasts.allMarkedRead')),
      onError: () => toast.error(t('toasts.markAllReadFailed')),
    });

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        title={t('page.title')}
        description={notifications.data ? (unread > 0 ? t('page.unreadSummary', { count: unread }) : t('page.allRead')) : t('page.description')}
        actions={
          <Button variant="outline" onClick={markAllRead} disabled={unread === 0 || markAll.isPending}>
            <CheckCheck />
            {t('page.markAllRead')}
          </Button>
        }
      />
      {notifications.isPending ? (
        <ListSkeleton />
      ) : notifications.isError ? (
        <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('toasts.fetchFailed')}</span>
          <Button size="sm" variant="outline" onClick={() => void notifications.refetch()}>
            {t('page.retry')}
          </Button>
        </Alert>
      ) : notifications.data.length === 0 ? (
        <EmptyState icon={<BellOff />} title={t('page.emptyTitle')} description={t('page.emptyDescription')} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('page.title')}>
          {notifications.data.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}

// Past about two lines on a phone, the message is clamped until opened.
const LONG_MESSAGE = 140;

/** One notification: opening it (or its button) marks it read. Long messages open to their full text. */
function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const markRead = useMarkNotificationRead();
  const [isOpen, setOpen] = useState(false);
  const messageId = useId();

  const markAsRead = () => {
    if (notification.isRead || markRead.isPending) return;
    markRead.mutate(notification.id, { onError: () => toast.error(t('toasts.markReadFailed')) });
  };
  const toggle = () => {
    setOpen((open) => !open);
    markAsRead();
  };

  return (
    <Card className={cn('flex gap-3 p-4', notificationEdge(notification.type), !notification.isRead && 'bg-accent/40')}>
      <NotificationTypeIcon type={notification.type} label={t(`types.${notification.type}`)} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className={cn('min-w-0 break-words text-base', notification.isRead ? 'font-medium' : 'font-semibold')}>
            <button
              type="button"
              className="text-left hover:underline"
              aria-expanded={isOpen}
              aria-controls={messageId}
              onClick={toggle}
            >
              {notification.title}
            </button>
          </h2>
          {notification.isRead ? null : <Badge>{t('page.new')}</Badge>}
        </div>
        <p id={messageId} className={cn('mt-1 whitespace-pre-line break-words text-sm text-muted-foreground', !isOpen && 'line-clamp-2')}>
          {notification.message}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {/* The day is written out, not left to a tooltip a phone cannot show: BS and AD for a Nepali reader. */}
          <time dateTime={notification.createdAt} title={format.dateTime(notification.createdAt)}>
            {format.relativeTime(notification.createdAt)} · {format.date(notification.createdAt)}
          </time>
          {notification.expiresAt ? <span>{t('page.expires', { date: format.dateTime(notification.expiresAt) })}</span> : null}
          {notification.message.length > LONG_MESSAGE ? (
            <button type="button" className="text-primary hover:underline" onClick={toggle} aria-controls={messageId}>
              {isOpen ? t('page.showLess') : t('page.showMore')}
            </button>
          ) : null}
          {notification.isRead ? null : (
            <Button size="sm" variant="ghost" className="ml-auto" onClick={markAsRead} disabled={markRead.isPending}>
              <CheckCheck />
              {t('page.markRead')}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      {[0, 1, 2].map((index) => (
        <Card key={index} className="flex gap-3 p-4">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </Card>
      ))}
    </div>
  );
}
