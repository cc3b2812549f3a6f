import { z } from 'zod';
import { MarkAllReadResponse, NotificationListResponse, NotificationParams, UnreadCountResponse } from '@common/notifications';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { currentUser, requireUser } from '../../platform/auth';
import { sendSerialisedOnce } from '../../platform/serialised-bodies';
import { countUnreadNotifications, listNotificationsFor, markAllNotificationsRead, markNotificationRead } from './service';
import { createUnreadCountCache } from './unread-counts';

const tags = ['notifications'];

export function registerNotificationRoutes(app: AppInstance, featureDeps: FeatureDeps) {
  // Every signed-in screen polls the unread badge: counted once per user until something changes it (decision 072).
  const unreadCounts = createUnreadCountCache(featureDeps);
  app.addHook('onClose', async () => unreadCounts.close());
  const deps = { ...featureDeps, unreadCounts };
  // One body per count a badge has shown: as many as the largest count, a few bytes each.
  const unreadCountBodies = new Map<number, string>();
  app.get(
    '/api/notifications',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'The newest 20 notifications addressed to me, with my read state', response: { 200: NotificationListResponse } },
    },
    async (request) => ({ notifications: await listNotificationsFor(deps, currentUser(request)) }),
  );

  app.get(
    '/api/notifications/unread-count',
    { onRequest: requireUser, schema: { tags, summary: 'How many of my notifications I have not read', response: { 200: UnreadCountResponse } } },
    async (request, reply) => {
      const count = await countUnreadNotifications(deps, currentUser(request));
      return sendSerialisedOnce(reply, unreadCountBodies, count, () => ({ count }));
    },
  );

  app.post(
    '/api/notifications/:id/read',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Mark one of my notifications as read', params: NotificationParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await markNotificationRead(deps, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/notifications/read-all',
    { onRequest: requireUser, schema: { tags, summary: 'Mark all my notifications as read', response: { 200: MarkAllReadResponse } } },
    async (request) => ({ updated: await markAllNotificationsRead(deps, currentUser(request)) }),
  );
}
