import { z } from 'zod';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { currentUser, requireUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { createRealtimeHub, type RealtimeHub } from './hub';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** This instance's open event streams (tests recheck sessions through it). */
    realtime: RealtimeHub;
  }
}

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  // Tells nginx-style proxies not to buffer the stream.
  'x-accel-buffering': 'no',
};

/** GET /api/events: the signed-in browser's Server-Sent Events stream of realtime topics. */
export function registerRealtimeRoutes(app: AppInstance, deps: FeatureDeps) {
  const hub = createRealtimeHub(deps, { log: app.log });
  app.decorate('realtime', hub);
  deps.metrics.countConnections(() => hub.size);
  // preClose runs before the server waits for open requests, so streams do not hold up a graceful shutdown.
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => hub.stop());

  app.get(
    '/api/events',
    {
      onRequest: requireUser,
      // Maintenance changes must reach open screens, including the maintenance screen itself.
      config: { maintenanceExempt: true },
      schema: {
        tags: ['realtime'],
        summary: 'Server-Sent Events: {"topic","ids"} messages for what changed, plus resync and heartbeat events (429 past 10 streams per user or 100 per address)',
        produces: ['text/event-stream'],
        response: { 200: z.string().describe('text/event-stream') },
      },
    },
    (request, reply) => {
      const auth = currentUser(request);
      const refused = hub.refusal(auth.userId, request.ip);
      if (refused === 'user') throw new AppError('too_many_streams', 'Too many Pariksha tabs are open. Close some and this one will reconnect.', 429);
      if (refused === 'address') throw new AppError('too_many_streams', 'Too many live connections from your network. Please try again in a few minutes.', 429);
      reply.hijack();
      const response = reply.raw;
      request.raw.socket.setNoDelay(true);
      response.writeHead(200, { ...(reply.getHeaders() as Record<string, string>), ...STREAM_HEADERS });
      hub.open(
        {
          userId: auth.userId,
          sessionId: auth.sessionId,
          role: auth.role,
          subscriptionPlan: auth.subscriptionPlan,
          subscriptionExpiresAt: auth.subscriptionExpiresAt,
        },
        response,
        request.ip,
      );
    },
  );
}
