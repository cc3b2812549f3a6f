import { z } from 'zod';
import type { AppInstance } from './app-types';
import { pingDatabase, type Database } from '../db/client';

const HealthResponse = z.object({ status: z.enum(['ok', 'unavailable']) });

/** GET /api/health: 200 once the database answers, 503 otherwise. */
export function registerHealthRoutes(app: AppInstance, db: Database) {
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
