import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Notification,
  NotificationListResponse,
  NotificationRecipient,
  SendNotificationBody,
  SentNotification,
  UnreadCountResponse,
} from '@common/notifications';
import { api } from '@/lib/api';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  sent: () => [...notificationKeys.all, 'admin', 'sent'] as const,
  // Under the admin root, not notifications: a user search changes with profiles (a `profiles` event), not with sends.
  recipients: (search: string) => ['admin', 'recipients', search] as const,
};

/** The newest 20 notifications addressed to me, with my read state. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => api<NotificationListResponse>('/api/notifications', { signal }),
    select: (data) => data.notifications,
  });
}

/** How many of my notifications are unread (the bell and Important Updates). */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => api<UnreadCountResponse>('/api/notifications/unread-count', { signal }),
    select: (data) => data.count,
  });
}

type Snapshot = { list?: NotificationListResponse; count?: UnreadCountResponse };

/** Applies a read change to the cached list and count at once, returning what to restore on failure. */
function useOptimisticRead() {
  const queryClient = useQueryClient();
  return {
    async apply(isAffected: (notification: Notification) => boolean): Promise<Snapshot> {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      const list = queryClient.getQueryData<NotificationListResponse>(notificationKeys.list());
      const count = queryClient.getQueryData<UnreadCountResponse>(notificationKeys.unreadCount());
      const newlyRead = list?.notifications.filter((n) => !n.isRead && isAffected(n)).length ?? 0;
      if (list) {
        queryClient.setQueryData<NotificationListResponse>(notificationKeys.list(), {
          notifications: list.notifications.map((n) => (isAffected(n) ? { ...n, isRead: true } : n)),
        });
      }
      if (count) queryClient.setQueryData<UnreadCountResponse>(notificationKeys.unreadCount(), { count: Math.max(0, count.count - newlyRead) });
      return { list, count };
    },
    restore(snapshot: Snapshot | undefined) {
      if (snapshot?.list) queryClient.setQueryData(notificationKeys.list(), snapshot.list);
      if (snapshot?.count) queryClient.setQueryData(notificationKeys.unreadCount(), snapshot.count);
    },
    settle: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  };
}

export function useMarkNotificationRead() {
  const optimistic = useOptimisticRead();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/notifications/${id}/read`, { method: 'POST' }),
    onMutate: (id) => optimistic.apply((n) => n.id === id),
    onError: (_error, _id, snapshot) => optimistic.restore(snapshot),
    onSettled: optimistic.settle,
  });
}

export function useMarkAllNotificationsRead() {
  const optimistic = useOptimisticRead();
  return useMutation({
    mutationFn: () => api<{ updated: number }>('/api/notifications/read-all', { method: 'POST' }),
    onMutate: () => optimistic.apply(() => true),
    onError: (_error, _variables, snapshot) => optimistic.restore(snapshot),
    onSettled: optimistic.settle,
  });
}

type SentPage = { notifications: SentNotification[]; nextCursor: string | null };

/** Sent notifications for the admin screen, newest first, a page at a time. */
export function useSentNotifications() {
  return useInfiniteQuery({
    queryKey: notificationKeys.sent(),
    queryFn: ({ signal, pageParam }) => api<SentPage>('/api/admin/notifications', { signal, query: { cursor: pageParam } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendNotificationBody) => api<SentNotification>('/api/admin/notifications', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/admin/notifications/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** Users matching a name or email, for the specific-user picker. */
export function useRecipientSearch(search: string, isEnabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.recipients(search),
    queryFn: ({ signal }) => api<NotificationRecipient[]>('/api/admin/notifications/recipients', { signal, query: { search } }),
    enabled: isEnabled,
    staleTime: 10_000,
  });
}
