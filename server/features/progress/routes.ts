import { ActivityListResponse, DashboardStatsSchema, UpcomingExamsQuery, UpcomingExamsResponse } from '@common/progress';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { currentUser, requireUser } from '../../platform/auth';
import { listRecentActivity, listUpcomingExams, readDashboardStats, recordDashboardView } from './service';

const tags = ['progress'];

/** The student dashboard: statistics, Recent Activity, Upcoming Exams and the daily visit record. */
export function registerProgressRoutes(app: AppInstance, deps: FeatureDeps) {
  app.get(
    '/api/progress/stats',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Tests Completed, Average Score, Study Streak and Overall Progress', response: { 200: DashboardStatsSchema } },
    },
    async (request) => readDashboardStats(deps, currentUser(request).userId),
  );

  app.get(
    '/api/progress/activity',
    { onRequest: requireUser, schema: { tags, summary: 'The last 10 activities', response: { 200: ActivityListResponse } } },
    async (request) => ({ items: await listRecentActivity(deps, currentUser(request).userId) }),
  );

  app.post(
    '/api/progress/dashboard-views',
    { onRequest: requireUser, schema: { tags, summary: 'Record a dashboard visit (once per Nepal day)' } },
    async (request, reply) => {
      await recordDashboardView(deps, currentUser(request).userId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/progress/upcoming-exams',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Active exams from today on for the student's class (limit for the dashboard, none for the full list)",
        querystring: UpcomingExamsQuery,
        response: { 200: UpcomingExamsResponse },
      },
    },
    async (request) => ({ exams: await listUpcomingExams(deps, currentUser(request), request.query.limit) }),
  );
}
