import { Inbox, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { SentNotification } from '@common/notifications';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Alert, EmptyState, Skeleton } from '@/components/ui/feedback';
import { toast } from '@/components/ui/toaster';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { NotificationTypeIcon, notificationEdge } from './notification-type';
import { useDeleteNotification, useSentNotifications } from './queries';

/** Sent notifications with read counts; delete asks for confirmation first (seed 001 section 8). */
export function SentNotificationsList() {
  const { t } = useTranslation('notifications');
  const sent = useSentNotifications();
  const remove = useDeleteNotification();
  const [pendingDelete, setPendingDelete] = useState<SentNotification | null>(null);
  const items = sent.data?.pages.flatMap((page) => page.notifications) ?? [];

  useEffect(() => {
    if (sent.isError) toast.error(t('toasts.fetchFailed'));
  }, [sent.isError, t]);

  const confirmDelete = () => {
    if (!pendingDelete) return;
    remove.mutate(pendingDelete.id, {
      onSuccess: () => toast.success(t('toasts.deleted')),
      onError: () => toast.error(t('toasts.deleteFailed')),
      onSettled: () => setPendingDelete(null),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.sentTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        {sent.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-24" />
            ))}
          </div>
        ) : sent.isError && items.length === 0 ? (
          <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
            <span>{t('toasts.fetchFailed')}</span>
            <Button size="sm" variant="outline" onClick={() => void sent.refetch()}>
              {t('page.retry')}
            </Button>
          </Alert>
        ) : items.length === 0 ? (
          <EmptyState icon={<Inbox />} title={t('admin.sentEmptyTitle')} description={t('admin.sentEmptyDescription')} />
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t('admin.sentTitle')}>
            {items.map((notification) => (
              <li key={notification.id}>
                <SentItem notification={notification} onDelete={() => setPendingDelete(notification)} />
              </li>
            ))}
          </ul>
        )}
        {sent.hasNextPage ? (
          <Button variant="outline" className="mt-4 w-full" onClick={() => void sent.fetchNextPage()} disabled={sent.isFetchingNextPage}>
            {t('admin.loadMore')}
          </Button>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setPendingDelete(null);
        }}
        title={t('admin.deleteTitle')}
        description={t('admin.deleteConfirm')}
        confirmLabel={t('admin.delete')}
        cancelLabel={t('admin.cancel')}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      />
    </Card>
  );
}

function SentItem({ notification, onDelete }: { notification: SentNotification; onDelete: () => void }) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const audience =
    notification.targetAudience === 'specific_user' && notification.targetUser
      ? `${notification.targetUser.fullName} (${notification.targetUser.email})`
      : t(`admin.audiences.${notification.targetAudience}`);
  return (
    <article className={`flex gap-3 rounded-lg border p-3 ${notificationEdge(notification.type)}`}>
      <NotificationTypeIcon type={notification.type} label={t(`types.${notification.type}`)} className="hidden sm:inline-flex" />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 break-words font-semibold">{notification.title}</h3>
          <Button size="icon" variant="ghost" className="-mr-1 -mt-1 size-8 shrink-0" onClick={onDelete} aria-label={t('admin.deleteLabel', { title: notification.title })}>
            <Trash2 className="text-destructive" />
          </Button>
        </div>
        <p className="mt-1 line-clamp-3 whitespace-pre-line break-words text-sm text-muted-foreground">{notification.message}</p>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="outline" className="max-w-full truncate">
            {t('admin.to', { audience })}
          </Badge>
          <Badge variant="secondary">{t('admin.readCount', { read: notification.readCount, total: notification.recipientCount })}</Badge>
          {notification.expiresAt ? (
            <Badge variant={notification.isExpired ? 'destructive' : 'outline'}>
              {notification.isExpired ? t('admin.expired') : t('admin.expiresOn', { date: format.dateTime(notification.expiresAt) })}
            </Badge>
          ) : null}
          <time dateTime={notification.createdAt} title={format.dateTime(notification.createdAt)}>
            {format.relativeTime(notification.createdAt)}
          </time>
          {notification.createdByName ? <span>{t('admin.sentBy', { name: notification.createdByName })}</span> : null}
        </div>
      </div>
    </article>
  );
}
