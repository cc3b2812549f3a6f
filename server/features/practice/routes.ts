import { z } from 'zod';
import {
  AnalyticsResponse,
  AnswerParams,
  AttemptListQuery,
  AttemptParams,
  AttemptSchema,
  AttemptSummarySchema,
  InProgressAttemptSchema,
  MockTestListQuery,
  MockTestListResponse,
  MockTestParams,
  PracticeCatalogResponse,
  ReviewSummarySchema,
  SaveAnswerBody,
  SavedAnswerSchema,
  StartPracticeBody,
  SubmittedAttemptSchema,
} from '@common/practice';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { currentUser, requireUser } from '../../platform/auth';
import { nepalMonthBounds } from '../../platform/clock';
import { createListCache } from '../../platform/list-cache';
import { readAnalytics } from './analytics';
import { saveAnswer } from './answers';
import { listAttempts, loadAttempt, submitAttempt } from './attempts';
import { listPracticeCatalog } from './catalog';
import { listMockTests, startMockTest } from './mock-tests';
import { mockTestListKeyOf } from './policy';
import { startPractice } from './practice-rounds';
import { startReviewSession, summarizeReview } from './review-sessions';

const tags = ['practice'];

/** MCQ practice, mock tests, attempts (answers, submission, results), analytics and the review of mistakes. */
export function registerPracticeRoutes(app: AppInstance, deps: FeatureDeps) {
  // Each student's mock-test list as a serialised answer, dropped by their own attempts and usage (decision 071).
  const lists = createListCache(deps);
  app.addHook('onClose', async () => lists.close());

  app.get(
    '/api/practice/subjects',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Subjects and units to practise, with question counts', response: { 200: PracticeCatalogResponse } },
    },
    async (request) => listPracticeCatalog(deps, currentUser(request)),
  );

  app.post(
    '/api/practice/attempts',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Start a practice round of up to 10 questions of a unit',
        body: StartPracticeBody,
        response: { 201: InProgressAttemptSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await startPractice(deps, currentUser(request), request.body)),
  );

  app.get(
    '/api/practice/analytics',
    { onRequest: requireUser, schema: { tags, summary: 'Accuracy, weakest topics and recent scores', response: { 200: AnalyticsResponse } } },
    async (request) => readAnalytics(deps, currentUser(request).userId),
  );

  app.get(
    '/api/practice/review',
    { onRequest: requireUser, schema: { tags, summary: 'Mistakes due for review today', response: { 200: ReviewSummarySchema } } },
    async (request) => summarizeReview(deps, currentUser(request)),
  );

  app.post(
    '/api/practice/review/sessions',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Start (or resume) a review session of the mistakes due today',
        response: { 200: InProgressAttemptSchema, 201: InProgressAttemptSchema },
      },
    },
    async (request, reply) => {
      const { attempt, isNew } = await startReviewSession(deps, currentUser(request));
      return reply.status(isNew ? 201 : 200).send(attempt);
    },
  );

  app.get(
    '/api/mock-tests',
    {
      onRequest: requireUser,
      schema: { tags, summary: "Mock tests of the student's class, with this month's usage", querystring: MockTestListQuery, response: { 200: MockTestListResponse } },
    },
    async (request, reply) => {
      const student = currentUser(request);
      const now = deps.clock.now();
      const key = `mock_tests|${mockTestListKeyOf(student, now)}|${request.query.subject ?? ''}`;
      return lists.serve(request, reply, { kind: 'mock_tests', key, userId: student.userId }, async () => {
        const payload = await listMockTests(deps, student, request.query);
        // The usage counts this Nepal month; an open attempt is graded by this read once its time is up.
        const keepUntil = payload.tests.some((test) => test.openAttemptId) ? null : nepalMonthBounds(now).end;
        return { payload, keepUntil };
      });
    },
  );

  app.post(
    '/api/mock-tests/:id/attempts',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Start Test: begins a timed attempt (or resumes the one running)',
        params: MockTestParams,
        response: { 200: InProgressAttemptSchema, 201: InProgressAttemptSchema },
      },
    },
    async (request, reply) => {
      const student = currentUser(request);
      const { attempt, isNew } = await startMockTest(deps, student, request.params.id);
      // The attempts trigger tells every instance, but on PostgreSQL its NOTIFY may arrive after this answer: the
      // student's next list read here must already show the start and the month's usage (decision 071).
      if (isNew) lists.dropUser(student.userId);
      return reply.status(isNew ? 201 : 200).send(attempt);
    },
  );

  app.get(
    '/api/attempts',
    {
      onRequest: requireUser,
      schema: { tags, summary: "The student's attempts, newest first", querystring: AttemptListQuery, response: { 200: z.object({ attempts: z.array(AttemptSummarySchema) }) } },
    },
    async (request) => ({ attempts: await listAttempts(deps, currentUser(request).userId, request.query) }),
  );

  app.get(
    '/api/attempts/:id',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'An open attempt (no answer key) or its graded result', params: AttemptParams, response: { 200: AttemptSchema } },
    },
    async (request) => loadAttempt(deps, currentUser(request).userId, request.params.id),
  );

  app.put(
    '/api/attempts/:id/answers/:position',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Save the choice, review mark and time spent on one question',
        params: AnswerParams,
        body: SaveAnswerBody,
        response: { 200: SavedAnswerSchema },
      },
    },
    async (request) =>
      saveAnswer(deps, {
        userId: currentUser(request).userId,
        attemptId: request.params.id,
        position: request.params.position,
        body: request.body,
      }),
  );

  app.post(
    '/api/attempts/:id/submit',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Submit and grade (idempotent)', params: AttemptParams, response: { 200: SubmittedAttemptSchema } },
    },
    async (request) => submitAttempt(deps, currentUser(request).userId, request.params.id),
  );
}
