import { z } from 'zod';
import { IdParams } from '@common/content';
import {
  AdminContentOptionsSchema,
  AdminContentQuery,
  AdminFormulaPage,
  AdminFormulaSchema,
  AdminMcqPage,
  AdminMcqQuery,
  AdminMcqSchema,
  AdminMockTestDetailSchema,
  AdminMockTestPage,
  AdminNoteDetailSchema,
  AdminNotePage,
  AdminPastPaperPage,
  AdminPastPaperSchema,
  FormulaBody,
  ImportMcqsBody,
  ImportPreviewSchema,
  ImportResultSchema,
  McqBody,
  MockTestBody,
  NoteBody,
  PastPaperBody,
} from '@common/content-admin';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { currentUser } from '../../platform/auth';
import { readUploadForm } from '../../platform/uploads';
import { createFormula, deleteFormula, listFormulasForAdmin, updateFormula } from './formula-authoring';
import { createMcq, deleteMcq, listMcqsForAdmin, updateMcq } from './mcq-authoring';
import { importMcqs, previewMcqImport } from './mcq-import';
import { createMockTest, deleteMockTest, listMockTestsForAdmin, readMockTestForAdmin, updateMockTest } from './mock-test-authoring';
import { createNote, deleteNote, listNotesForAdmin, readNoteForAdmin, updateNote } from './note-authoring';
import { createPastPaper, deletePastPaper, listPastPapersForAdmin, updatePastPaper } from './past-paper-authoring';
import { readContentOptions } from './subjects';

const tags = ['content admin'];
const Deleted = { 204: z.null() };
/** A pasted or uploaded question bank may be larger than the 1 MB every other JSON body is held to. */
const IMPORT_BODY_LIMIT = 3 * 1024 * 1024;
const multipart = (summary: string) => ({
  tags,
  summary: `${summary} (multipart/form-data: a JSON field "data", then the PDF files)`,
  consumes: ['multipart/form-data'],
});

/** Where each form's PDFs are stored (seed 001 section 7's paths). */
const NOTE_UPLOADS = { pdf: 'notes' } as const;
const PAPER_UPLOADS = { pdf: 'past-papers', solution: 'past-papers/solutions' } as const;

/** Mounted under /api/admin behind the admin guard: authoring of every kind of study material. */
export function registerContentAdminRoutes(app: AppInstance, deps: FeatureDeps) {
  app.get(
    '/content-options',
    { schema: { tags, summary: 'Subjects of both classes and the upload limit, for the content forms', response: { 200: AdminContentOptionsSchema } } },
    async () => readContentOptions(deps),
  );

  // ---- MCQs

  app.get(
    '/mcqs',
    { schema: { tags, summary: 'Questions with item statistics, filtered, searched and sorted', querystring: AdminMcqQuery, response: { 200: AdminMcqPage } } },
    async (request) => listMcqsForAdmin(deps, request.query),
  );
  app.post(
    '/mcqs',
    { schema: { tags, summary: 'Add a question (formulas are checked with KaTeX)', body: McqBody, response: { 201: AdminMcqSchema } } },
    async (request, reply) => reply.status(201).send(await createMcq(deps, currentUser(request), request.body)),
  );
  app.put(
    '/mcqs/:id',
    { schema: { tags, summary: 'Change a question', params: IdParams, body: McqBody, response: { 200: AdminMcqSchema } } },
    async (request) => updateMcq(deps, request.params.id, request.body),
  );
  app.delete(
    '/mcqs/:id',
    { schema: { tags, summary: 'Delete a question that no test holds and nobody answered', params: IdParams, response: Deleted } },
    async (request, reply) => {
      await deleteMcq(deps, request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/mcqs/import/preview',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags, summary: 'Check a batch of questions (Aiken or CSV) without importing it', body: ImportMcqsBody, response: { 200: ImportPreviewSchema } },
    },
    async (request) => previewMcqImport(deps, request.body),
  );
  app.post(
    '/mcqs/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags, summary: 'Import a batch of questions, all or nothing (400 import_invalid lists the problems by line)', body: ImportMcqsBody, response: { 201: ImportResultSchema } },
    },
    async (request, reply) => reply.status(201).send({ imported: (await importMcqs(deps, currentUser(request), request.body)).length }),
  );

  // ---- Notes

  app.get(
    '/notes',
    { schema: { tags, summary: 'Notes, filtered and searched', querystring: AdminContentQuery, response: { 200: AdminNotePage } } },
    async (request) => listNotesForAdmin(deps, request.query),
  );
  app.get(
    '/notes/:id',
    { schema: { tags, summary: 'A note with its Markdown, for editing', params: IdParams, response: { 200: AdminNoteDetailSchema } } },
    async (request) => readNoteForAdmin(deps, request.params.id),
  );
  app.post('/notes', { schema: { ...multipart('Add a note with an optional PDF ("pdf")'), response: { 201: AdminNoteDetailSchema } } }, async (request, reply) => {
    const form = await readUploadForm(request, deps, NoteBody, NOTE_UPLOADS);
    return reply.status(201).send(await createNote(deps, currentUser(request), form.data, form.files));
  });
  app.put(
    '/notes/:id',
    { schema: { ...multipart('Change a note; a new "pdf" replaces the stored one'), params: IdParams, response: { 200: AdminNoteDetailSchema } } },
    async (request) => {
      const form = await readUploadForm(request, deps, NoteBody, NOTE_UPLOADS);
      return updateNote(deps, request.params.id, form.data, form.files, request.log);
    },
  );
  app.delete('/notes/:id', { schema: { tags, summary: 'Delete a note and its PDF', params: IdParams, response: Deleted } }, async (request, reply) => {
    await deleteNote(deps, request.params.id, request.log);
    return reply.status(204).send(null);
  });

  // ---- Mock tests

  app.get(
    '/mock-tests',
    { schema: { tags, summary: 'Mock tests, filtered and searched', querystring: AdminContentQuery, response: { 200: AdminMockTestPage } } },
    async (request) => listMockTestsForAdmin(deps, request.query),
  );
  app.get(
    '/mock-tests/:id',
    { schema: { tags, summary: 'A mock test with its questions, for editing', params: IdParams, response: { 200: AdminMockTestDetailSchema } } },
    async (request) => readMockTestForAdmin(deps, request.params.id),
  );
  app.post(
    '/mock-tests',
    { schema: { tags, summary: 'Add a mock test (no questions picked: all of the class and subject)', body: MockTestBody, response: { 201: AdminMockTestDetailSchema } } },
    async (request, reply) => reply.status(201).send(await createMockTest(deps, currentUser(request), request.body)),
  );
  app.put(
    '/mock-tests/:id',
    { schema: { tags, summary: 'Change a mock test and its questions', params: IdParams, body: MockTestBody, response: { 200: AdminMockTestDetailSchema } } },
    async (request) => updateMockTest(deps, request.params.id, request.body),
  );
  app.delete('/mock-tests/:id', { schema: { tags, summary: 'Delete a mock test', params: IdParams, response: Deleted } }, async (request, reply) => {
    await deleteMockTest(deps, request.params.id);
    return reply.status(204).send(null);
  });

  // ---- Past papers

  app.get(
    '/past-papers',
    { schema: { tags, summary: 'Past papers, filtered and searched', querystring: AdminContentQuery, response: { 200: AdminPastPaperPage } } },
    async (request) => listPastPapersForAdmin(deps, request.query),
  );
  app.post(
    '/past-papers',
    { schema: { ...multipart('Add a past paper with its PDF ("pdf") and solution ("solution")'), response: { 201: AdminPastPaperSchema } } },
    async (request, reply) => {
      const form = await readUploadForm(request, deps, PastPaperBody, PAPER_UPLOADS);
      return reply.status(201).send(await createPastPaper(deps, currentUser(request), form.data, form.files));
    },
  );
  app.put(
    '/past-papers/:id',
    { schema: { ...multipart('Change a past paper; new files replace the stored ones'), params: IdParams, response: { 200: AdminPastPaperSchema } } },
    async (request) => {
      const form = await readUploadForm(request, deps, PastPaperBody, PAPER_UPLOADS);
      return updatePastPaper(deps, request.params.id, form.data, form.files, request.log);
    },
  );
  app.delete('/past-papers/:id', { schema: { tags, summary: 'Delete a past paper and its PDFs', params: IdParams, response: Deleted } }, async (request, reply) => {
    await deletePastPaper(deps, request.params.id, request.log);
    return reply.status(204).send(null);
  });

  // ---- Formulas

  app.get(
    '/formulas',
    { schema: { tags, summary: 'The formula bank, filtered and searched', querystring: AdminContentQuery, response: { 200: AdminFormulaPage } } },
    async (request) => listFormulasForAdmin(deps, request.query),
  );
  app.post(
    '/formulas',
    { schema: { tags, summary: 'Add a formula (its LaTeX is checked with KaTeX)', body: FormulaBody, response: { 201: AdminFormulaSchema } } },
    async (request, reply) => reply.status(201).send(await createFormula(deps, request.body)),
  );
  app.put(
    '/formulas/:id',
    { schema: { tags, summary: 'Change a formula', params: IdParams, body: FormulaBody, response: { 200: AdminFormulaSchema } } },
    async (request) => updateFormula(deps, request.params.id, request.body),
  );
  app.delete('/formulas/:id', { schema: { tags, summary: 'Delete a formula', params: IdParams, response: Deleted } }, async (request, reply) => {
    await deleteFormula(deps, request.params.id);
    return reply.status(204).send(null);
  });
}
