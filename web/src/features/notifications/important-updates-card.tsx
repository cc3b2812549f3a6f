import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { IMPORTANT_UPDATES_LIMIT } from '@common/notification-rules';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, Skeleton } from '@/components/ui/feedback';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { NotificationTypeIcon } from './notification-type';
import { useNotifications, useUnreadCount } from './queries';

/** The dashboard's Important Updates panel: the first 3 notifications with the unread count and a link to all. */
export function ImportantUpdatesCard() {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const notifications = useNotifications();
  const unread = useUnreadCount().data ?? 0;
  const latest = notifications.data?.slice(0, IMPORTANT_UPDATES_LIMIT);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <CardTitle>{t('importantUpdates.title')}</CardTitle>
          {unread > 0 ? <Badge variant="destructive">{t('importantUpdates.unread', { count: unread })}</Badge> : null}
        </div>
        <Link to="/notifications" className="text-sm text-primary hover:underline" aria-label={t('importantUpdates.viewAllLabel')}>
          {t('importantUpdates.viewAll')}
        </Link>
      </CardHeader>
      <CardContent>
        {notifications.isPending ? (
          <div className="space-y-3" aria-busy="true">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-12" />
            ))}
          </div>
        ) : notifications.isError ? (
          <p className="text-sm text-muted-foreground">{t('importantUpdates.loadFailed')}</p>
        ) : !latest?.length ? (
          <EmptyState icon={<Bell />} title={t('importantUpdates.empty')} />
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t('importantUpdates.title')}>
            {latest.map((notification) => (
              <li key={notification.id} className="flex gap-3">
                <NotificationTypeIcon type={notification.type} label={t(`types.${notification.type}`)} className="size-8" />
                <div className="min-w-0 flex-1">
                  <p className={cn('break-words text-sm', notification.isRead ? 'font-medium' : 'font-semibold')}>
                    {notification.isRead ? null : (
                      <>
                        <span className="mr-1.5 inline-block size-2 rounded-full bg-destructive align-middle" aria-hidden />
                        <span className="sr-only">{t('page.new')}: </span>
                      </>
                    )}
                    {notification.title}
                  </p>
                  <p className="line-clamp-2 break-words text-sm text-muted-foreground">{notification.message}</p>
                  <time className="text-xs text-muted-foreground" dateTime={notification.createdAt}>
                    {format.relativeTime(notification.createdAt)}
                  </time>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
