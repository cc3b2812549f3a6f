import { z } from 'zod';
import { IdParams } from '@common/content';
import { AskQuestionBody, ConversationListResponse, ConversationResponse, TutorSummaryResponse } from '@common/tutor';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { currentUser, guardEveryRoute, requireUser } from '../../platform/auth';
import { askQuestion } from './answers';
import { deleteConversation, getConversation, listConversations } from './conversations';
import { readTutorSummary } from './summary';

const tags = ['tutor'];

const STREAM_HEADERS = {
  'content-type': 'application/x-ndjson; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  // Tells nginx-style proxies not to buffer the answer.
  'x-accel-buffering': 'no',
};

export function registerTutorRoutes(app: AppInstance, deps: FeatureDeps) {
  app.register(async (tutor: AppInstance) => {
    guardEveryRoute(tutor, requireUser);

    tutor.get(
      '/api/tutor/summary',
      { schema: { tags, summary: 'The usage card, popular topics and whether an AI provider answers', response: { 200: TutorSummaryResponse } } },
      async (request) => readTutorSummary(deps, currentUser(request)),
    );

    tutor.get(
      '/api/tutor/conversations',
      { schema: { tags, summary: "The student's conversations, most recent first", response: { 200: ConversationListResponse } } },
      async (request) => listConversations(deps, currentUser(request).userId),
    );

    tutor.get(
      '/api/tutor/conversations/:id',
      { schema: { tags, summary: 'One conversation with its messages', params: IdParams, response: { 200: ConversationResponse } } },
      async (request) => getConversation(deps, currentUser(request).userId, request.params.id),
    );

    tutor.delete(
      '/api/tutor/conversations/:id',
      { schema: { tags, summary: 'Delete a conversation', params: IdParams, response: { 204: z.null() } } },
      async (request, reply) => {
        await deleteConversation(deps, currentUser(request).userId, request.params.id);
        return reply.code(204).send(null);
      },
    );

    tutor.post(
      '/api/tutor/questions',
      {
        schema: {
          tags,
          summary: 'Ask the tutor: the answer streams back as NDJSON (start, delta…, done), grounded in our study material',
          body: AskQuestionBody,
          produces: ['application/x-ndjson'],
          response: { 200: z.string().describe('application/x-ndjson: one TutorStreamEvent per line') },
        },
      },
      async (request, reply) => {
        const answer = await askQuestion(deps, currentUser(request), request.body);
        // Written straight to the socket (not through @fastify/compress) so each piece reaches the student at once.
        reply.hijack();
        const response = reply.raw;
        const cancelled = new AbortController();
        response.on('close', () => {
          if (!response.writableFinished) cancelled.abort();
        });
        response.on('error', () => cancelled.abort());
        response.writeHead(200, { ...(reply.getHeaders() as Record<string, string>), ...STREAM_HEADERS });
        try {
          for await (const event of answer.stream(cancelled.signal, request.log)) {
            if (!response.destroyed) response.write(`${JSON.stringify(event)}\n`);
          }
        } catch (error) {
          request.log.error({ err: error }, 'tutor answer failed');
        } finally {
          if (!response.destroyed) response.end();
        }
      },
    );
  });
}
