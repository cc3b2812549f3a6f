import { z } from 'zod';
import { NotificationParams, NotificationRecipientSchema, RecipientSearchQuery, SendNotificationBody, SentNotificationSchema } from '@common/notifications';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { currentUser } from '../../platform/auth';
import { deleteNotification, listSentNotifications, searchRecipients, sendNotification } from './service';

const tags = ['notifications'];

/** Mounted under /api/admin behind the admin guard. */
export function registerNotificationAdminRoutes(app: AppInstance, deps: FeatureDeps) {
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'Sent notifications, newest first (50 a page), with read counts',
        querystring: z.strictObject({ cursor: z.string().max(100).optional() }),
        response: { 200: z.object({ notifications: z.array(SentNotificationSchema), nextCursor: z.string().nullable() }) },
      },
    },
    async (request) => listSentNotifications(deps, request.query.cursor),
  );

  app.post(
    '/notifications',
    { schema: { tags, summary: 'Send a notification', body: SendNotificationBody, response: { 201: SentNotificationSchema } } },
    async (request, reply) => {
      const sent = await sendNotification(deps, { ...request.body, adminId: currentUser(request).userId });
      return reply.status(201).send(sent);
    },
  );

  app.delete(
    '/notifications/:id',
    { schema: { tags, summary: 'Delete a notification', params: NotificationParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteNotification(deps, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/notifications/recipients',
    {
      schema: {
        tags,
        summary: 'Users matching a name or email, for choosing the recipient of a notification',
        querystring: RecipientSearchQuery,
        response: { 200: z.array(NotificationRecipientSchema) },
      },
    },
    async (request) => searchRecipients(deps, request.query.search),
  );
}
