import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  FormulasQuery,
  FormulasResponse,
  IdParams,
  NoteDetailSchema,
  NotesQuery,
  NotesResponse,
  NoteUnitParams,
  NoteUnitQuery,
  NoteUnitResponse,
  PastPapersQuery,
  PastPapersResponse,
  RepeatedQuestionsQuery,
  RepeatedQuestionsResponse,
} from '@common/content';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { currentUser, guardEveryRoute, requireUser } from '../../platform/auth';
import { contentDisposition, type OpenedFile } from '../../platform/files';
import { createListCache } from '../../platform/list-cache';
import { listVisibleFormulas } from './formulas';
import { getNote, listNotesOfUnit, listVisibleNotes, openNotePdf, recordNoteRead } from './notes';
import { listVisiblePastPapers, openPastPaper, openPastPaperSolution } from './past-papers';
import { listKeyOf } from './policy';
import { buildRepeatedQuestionsPdf, listRepeatedQuestions, watchRepeatedGroupSources } from './repeated-questions';
import { loadViewer } from './viewer';

const PdfResponse = z.any().describe('A PDF file (application/pdf)');
const tags = ['content'];

/** Sends a PDF: inline for the in-page viewer, as an attachment for downloads (Devanagari names kept); never cached by shared caches. */
function sendPdf(reply: FastifyReply, file: { filename: string; sizeBytes?: number; body: OpenedFile['body'] | Buffer }, disposition: 'inline' | 'attachment') {
  reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(disposition, file.filename))
    .header('cache-control', 'private, no-store');
  if (file.sizeBytes) reply.header('content-length', file.sizeBytes);
  return reply.send(file.body);
}

export function registerContentRoutes(app: AppInstance, deps: FeatureDeps) {
  const stopWatchingPapers = watchRepeatedGroupSources(deps);
  // The notes and past-papers lists as serialised answers, per class, faculty, plan and filter (decision 071).
  const lists = createListCache(deps);
  app.addHook('onClose', async () => {
    stopWatchingPapers();
    lists.close();
  });

  app.register(async (content: AppInstance) => {
    guardEveryRoute(content, requireUser);

    content.get(
      '/api/notes',
      { schema: { tags, summary: 'Notes the student may browse, searched and filtered', querystring: NotesQuery, response: { 200: NotesResponse } } },
      async (request, reply) => {
        const user = currentUser(request);
        const { search, subject, class: classFilter } = request.query;
        // Search as you type makes a new query per key stroke: those are answered from the database, not kept.
        if (search) return listVisibleNotes(deps, user, request.query);
        const key = `notes|${listKeyOf(loadViewer(deps, user))}|${classFilter ?? ''}|${subject ?? ''}`;
        return lists.serve(request, reply, { kind: 'notes', key }, async () => ({ payload: await listVisibleNotes(deps, user, request.query) }));
      },
    );

    content.get(
      '/api/notes/units/:subject/:unit',
      {
        schema: {
          tags,
          summary: 'The notes of one unit with the unit navigation',
          params: NoteUnitParams,
          querystring: NoteUnitQuery,
          response: { 200: NoteUnitResponse },
        },
      },
      async (request) => listNotesOfUnit(deps, currentUser(request), { ...request.params, class: request.query.class }),
    );

    content.get(
      '/api/notes/:id',
      { schema: { tags, summary: 'A note with its content (403 premium_required on a limited plan)', params: IdParams, response: { 200: NoteDetailSchema } } },
      async (request) => getNote(deps, currentUser(request), request.params.id),
    );

    content.post(
      '/api/notes/:id/reads',
      { schema: { tags, summary: 'Record that the student opened a note (Recent Activity)', params: IdParams } },
      async (request, reply) => {
        await recordNoteRead(deps, currentUser(request), request.params.id);
        return reply.status(204).send();
      },
    );

    content.get(
      '/api/notes/:id/pdf',
      { exposeHeadRoute: false, schema: { tags, summary: "A note's PDF for the in-page viewer", params: IdParams, response: { 200: PdfResponse } } },
      async (request, reply) => sendPdf(reply, await openNotePdf(deps, currentUser(request), request.params.id, 'view'), 'inline'),
    );

    content.post(
      '/api/notes/:id/download',
      { schema: { tags, summary: "Download a note's PDF (counted once)", params: IdParams, response: { 200: PdfResponse } } },
      async (request, reply) => sendPdf(reply, await openNotePdf(deps, currentUser(request), request.params.id, 'download'), 'attachment'),
    );

    content.get(
      '/api/past-papers',
      { schema: { tags, summary: 'Past papers of the student’s class, newest year first', querystring: PastPapersQuery, response: { 200: PastPapersResponse } } },
      async (request, reply) => {
        const user = currentUser(request);
        const key = `past_papers|${listKeyOf(loadViewer(deps, user))}|${request.query.subject ?? ''}|${request.query.year ?? ''}`;
        return lists.serve(request, reply, { kind: 'past_papers', key }, async () => ({ payload: await listVisiblePastPapers(deps, user, request.query) }));
      },
    );

    content.get(
      '/api/past-papers/:id/pdf',
      { exposeHeadRoute: false, schema: { tags, summary: 'A past paper for the in-page viewer (not counted as a download)', params: IdParams, response: { 200: PdfResponse } } },
      async (request, reply) => sendPdf(reply, await openPastPaper(deps, currentUser(request), request.params.id, 'view'), 'inline'),
    );

    content.post(
      '/api/past-papers/:id/download',
      { schema: { tags, summary: 'Download a past paper (counted once)', params: IdParams, response: { 200: PdfResponse } } },
      async (request, reply) => sendPdf(reply, await openPastPaper(deps, currentUser(request), request.params.id, 'download'), 'attachment'),
    );

    content.get(
      '/api/past-papers/:id/solution/pdf',
      { exposeHeadRoute: false, schema: { tags, summary: 'The solution of a past paper for the in-page viewer', params: IdParams, response: { 200: PdfResponse } } },
      async (request, reply) => sendPdf(reply, await openPastPaperSolution(deps, currentUser(request), request.params.id), 'inline'),
    );

    content.get(
      '/api/past-papers/:id/solution',
      { exposeHeadRoute: false, schema: { tags, summary: 'Download the solution of a past paper', params: IdParams, response: { 200: PdfResponse } } },
      async (request, reply) => sendPdf(reply, await openPastPaperSolution(deps, currentUser(request), request.params.id), 'attachment'),
    );

    content.get(
      '/api/formulas',
      { schema: { tags, summary: 'The formula bank, searchable by title, LaTeX or topic', querystring: FormulasQuery, response: { 200: FormulasResponse } } },
      async (request) => listVisibleFormulas(deps, currentUser(request), request.query),
    );

    content.get(
      '/api/repeated-questions',
      {
        schema: {
          tags,
          summary: 'Past-paper questions asked in two or more years, with statistics and insights',
          querystring: RepeatedQuestionsQuery,
          response: { 200: RepeatedQuestionsResponse },
        },
      },
      async (request) => listRepeatedQuestions(deps, currentUser(request), request.query),
    );

    content.get(
      '/api/repeated-questions/pdf',
      { exposeHeadRoute: false, schema: { tags, summary: 'The filtered repeated questions as a PDF', querystring: RepeatedQuestionsQuery, response: { 200: PdfResponse } } },
      async (request, reply) => {
        const pdf = await buildRepeatedQuestionsPdf(deps, currentUser(request), request.query);
        return sendPdf(reply, { filename: 'repeated-questions.pdf', sizeBytes: pdf.bytes.length, body: pdf.bytes }, 'attachment');
      },
    );
  });
}
