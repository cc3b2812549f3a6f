import { z } from 'zod';
import {
  AdminDashboardStatsSchema,
  AdminExamsQuery,
  AdminRecentActivitySchema,
  AdminStudentActivitySchema,
  AdminUpcomingExamSchema,
  AdminUserCountsSchema,
  AdminUserSchema,
  AdminUsersQuery,
  AdminUsersFilter,
  AdminUsersResponse,
  AdminUsersTotal,
  CreateRecentActivityBody,
  CreateUpcomingExamBody,
  ExamSubjectSchema,
  RecentActivitiesQuery,
  SystemMonitorSchema,
  SystemPerformanceSchema,
  UpdateUpcomingExamBody,
  UpdateUserRoleBody,
  UpdateUserSubscriptionBody,
  UserParams,
} from '@common/admin';
import { IdParams } from '@common/content';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { currentUser } from '../../platform/auth';
import { readAdminDashboardStats } from './dashboard-stats';
import { addRecentActivity, listRecentActivities, removeRecentActivity } from './recent-activities';
import { listStudentActivities } from './student-activities';
import { readSystemMonitor, readSystemPerformance } from './system-performance';
import { addUpcomingExam, deleteUpcomingExam, listAdminExams, listExamSubjects, setUpcomingExamActive } from './upcoming-exams';
import { changeUserRole, changeUserSubscription, countMatchingUsers, countUsers, deleteUser, listUsers } from './users';

const tags = ['admin'];

/** Mounted under /api/admin behind the admin guard: the dashboard, users, activity and exams, dashboard content. */
export function registerAdminRoutes(app: AppInstance, deps: FeatureDeps) {
  registerDashboardRoutes(app, deps);
  registerActivityAndExamRoutes(app, deps);
  registerUserRoutes(app, deps);
}

function registerDashboardRoutes(app: AppInstance, deps: FeatureDeps) {
  app.get(
    '/dashboard/stats',
    {
      schema: {
        tags,
        summary: 'Total Users, Active Students, Monthly Revenue and Tests Completed with their change from last month; content counts',
        response: { 200: AdminDashboardStatsSchema },
      },
    },
    async () => readAdminDashboardStats(deps),
  );

  app.get(
    '/dashboard/monitor',
    { schema: { tags, summary: 'System alerts from real conditions and every instance’s resources, measured now', response: { 200: SystemMonitorSchema } } },
    async () => readSystemMonitor(deps),
  );

  app.get(
    '/dashboard/performance',
    {
      schema: {
        tags,
        summary: 'Server load, event-loop delay, memory, uptime, response times of the last minute and active users, across instances',
        response: { 200: SystemPerformanceSchema },
      },
    },
    async () => readSystemPerformance(deps),
  );
}

function registerActivityAndExamRoutes(app: AppInstance, deps: FeatureDeps) {
  app.get(
    '/recent-activities',
    {
      schema: { tags, summary: 'The admins’ Recent Activities entries, newest first', querystring: RecentActivitiesQuery, response: { 200: z.array(AdminRecentActivitySchema) } },
    },
    async (request) => listRecentActivities(deps, request.query.limit),
  );

  app.post(
    '/recent-activities',
    { schema: { tags, summary: 'Add a Recent Activities entry', body: CreateRecentActivityBody, response: { 201: AdminRecentActivitySchema } } },
    async (request, reply) => reply.status(201).send(await addRecentActivity(deps, { adminId: currentUser(request).userId, body: request.body })),
  );

  app.delete(
    '/recent-activities/:id',
    { schema: { tags, summary: 'Remove a Recent Activities entry (kept, marked inactive)', params: IdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeRecentActivity(deps, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/student-activities',
    { schema: { tags, summary: 'The latest 50 student activities with the student’s name', response: { 200: z.array(AdminStudentActivitySchema) } } },
    async () => listStudentActivities(deps),
  );

  app.get(
    '/upcoming-exams',
    {
      schema: { tags, summary: 'Upcoming exams, soonest first: all, or those students see', querystring: AdminExamsQuery, response: { 200: z.array(AdminUpcomingExamSchema) } },
    },
    async (request) => listAdminExams(deps, request.query),
  );

  app.get(
    '/upcoming-exams/subjects',
    { schema: { tags, summary: 'Subjects an exam may belong to, by class', response: { 200: z.array(ExamSubjectSchema) } } },
    async () => listExamSubjects(deps),
  );

  app.post(
    '/upcoming-exams',
    { schema: { tags, summary: 'Add an upcoming exam', body: CreateUpcomingExamBody, response: { 201: AdminUpcomingExamSchema } } },
    async (request, reply) => reply.status(201).send(await addUpcomingExam(deps, { adminId: currentUser(request).userId, body: request.body })),
  );

  app.patch(
    '/upcoming-exams/:id',
    {
      schema: { tags, summary: 'Show or hide an exam on students’ dashboards', params: IdParams, body: UpdateUpcomingExamBody, response: { 200: AdminUpcomingExamSchema } },
    },
    async (request) => setUpcomingExamActive(deps, request.params.id, request.body.isActive),
  );

  app.delete(
    '/upcoming-exams/:id',
    { schema: { tags, summary: 'Delete an upcoming exam for good', params: IdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteUpcomingExam(deps, request.params.id);
      return reply.status(204).send(null);
    },
  );
}

function registerUserRoutes(app: AppInstance, deps: FeatureDeps) {
  app.get(
    '/users',
    { schema: { tags, summary: 'Users by name or email and role, sorted, a page at a time', querystring: AdminUsersQuery, response: { 200: AdminUsersResponse } } },
    async (request) => listUsers(deps, request.query),
  );

  app.get(
    '/users/total',
    { schema: { tags, summary: 'How many users a search and role filter match (the pager\'s total)', querystring: AdminUsersFilter, response: { 200: AdminUsersTotal } } },
    async (request) => countMatchingUsers(deps, request.query),
  );

  app.get(
    '/users/counts',
    { schema: { tags, summary: 'Students, Admins, Premium Users and New This Month', response: { 200: AdminUserCountsSchema } } },
    async () => countUsers(deps),
  );

  app.patch(
    '/users/:id/role',
    { schema: { tags, summary: 'Make a user an admin or a student', params: UserParams, body: UpdateUserRoleBody, response: { 200: AdminUserSchema } } },
    async (request) => changeUserRole(deps, { adminId: currentUser(request).userId, userId: request.params.id, role: request.body.role, ipAddress: request.ip }),
  );

  app.patch(
    '/users/:id/subscription',
    {
      schema: { tags, summary: 'Assign premium for 30 days or cancel it', params: UserParams, body: UpdateUserSubscriptionBody, response: { 200: AdminUserSchema } },
    },
    async (request) => changeUserSubscription(deps, { adminId: currentUser(request).userId, userId: request.params.id, plan: request.body.plan, ipAddress: request.ip }),
  );

  app.delete(
    '/users/:id',
    { schema: { tags, summary: 'Delete a user and their personal data', params: UserParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteUser(deps, { adminId: currentUser(request).userId, userId: request.params.id, ipAddress: request.ip });
      return reply.status(204).send(null);
    },
  );
}
