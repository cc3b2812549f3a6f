import { z } from 'zod';
import { pingDatabase } from '../db/client';
import type { AppInstance, Deps } from './app-types';

const HealthResponse = z.object({ status: z.enum(['ok', 'unavailable']) });

/** GET /api/health: 200 once the database answers, 503 otherwise. */
export function registerHealthRoutes(app: AppInstance, { db }: Deps<'db'>) {
  app.get(
    '/api/health',
    {
      config: { maintenanceExempt: true },
      schema: { tags: ['system'], response: { 200: HealthResponse, 503: HealthResponse } },
    },
    async (_request, reply) => {
      const isUp = await pingDatabase(db, 2000);
      return isUp ? { status: 'ok' as const } : reply.status(503).send({ status: 'unavailable' as const });
    },
  );
}
