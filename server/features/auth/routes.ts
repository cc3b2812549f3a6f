import { SessionResponse } from '../../../common/auth';
import type { AppInstance, FeatureDeps } from '../../app';
import { clearSessionCookie, isPremium, revokeSession } from '../../platform/auth';

export function registerAuthRoutes(app: AppInstance, { db, clock, config, events }: FeatureDeps) {
  const secureCookies = config.PUBLIC_URL.startsWith('https://');

  app.get(
    '/api/auth/session',
    {
      config: { maintenanceExempt: true },
      schema: { tags: ['auth'], summary: 'Who is signed in', response: { 200: SessionResponse } },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) return { user: null };
      return {
        user: {
          id: auth.userId,
          email: auth.email,
          fullName: auth.fullName,
          role: auth.role,
          class: auth.class,
          faculty: auth.faculty,
          subscriptionPlan: auth.subscriptionPlan,
          subscriptionExpiresAt: auth.subscriptionExpiresAt?.toISOString() ?? null,
          isPremium: isPremium(auth, clock.now()),
        },
      };
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { maintenanceExempt: true }, schema: { tags: ['auth'], summary: 'Sign out: revokes this session' } },
    async (request, reply) => {
      if (request.auth) {
        await revokeSession(db, clock, request.auth.sessionId);
        await events.publish({ topic: 'session_revoked', ids: [request.auth.sessionId], audience: { kind: 'session', sessionId: request.auth.sessionId } });
      }
      clearSessionCookie(reply, secureCookies);
      return reply.status(204).send();
    },
  );
}
