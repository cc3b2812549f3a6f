import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteDetail, NotesResponse, PastPapersResponse } from '@common/content';
import type { AdminNoteDetail, AdminNotePage, AdminPastPaper, AdminPastPaperPage, NoteInput, PastPaperInput } from '@common/content-admin';
import { files, notes, pastPapers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { findSubject } from '../../test/content-factories';
import { buildAdmin, buildPremiumStudent, buildStudent, type TestUser } from '../../test/factories';
import { contentForm, multipartBody, pdfBytes, storedKeys } from '../../test/multipart';

let t: TestApp;
let admin: TestUser;
let student: TestUser;
let physicsId: string;
let uploadsRoot: string;

beforeAll(async () => {
  // A 1 MB limit keeps the over-limit upload small.
  t = await buildTestApp({ env: { UPLOAD_MAX_MB: '1' } });
  admin = await buildAdmin(t);
  student = await buildStudent(t, { class: '12', faculty: 'science' });
  physicsId = (await findSubject(t, '12', 'physics')).id;
  uploadsRoot = path.join(t.config.DATA_DIR, 'uploads');
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const errorOf = (response: { json(): unknown }) => (response.json() as { error: { code: string; message: string } }).error;

const noteData = (overrides: Partial<NoteInput> = {}): NoteInput => ({
  title: `Capacitance ${unique()}`,
  description: 'Parallel plates and dielectrics',
  content: '# Capacitance\n\n$$C = \\frac{\\varepsilon_0 A}{d}$$',
  class: '12',
  subjectId: physicsId,
  unit: 'Electrostatics',
  topics: ['Capacitors'],
  ...overrides,
});

const send = (method: 'POST' | 'PUT', url: string, form: ReturnType<typeof multipartBody>) => t.request(method, url, { as: admin, ...form });

async function snapshot() {
  const [{ n: fileRows }] = await t.db.select({ n: count() }).from(files);
  const [{ n: noteRows }] = await t.db.select({ n: count() }).from(notes);
  const [{ n: paperRows }] = await t.db.select({ n: count() }).from(pastPapers);
  return { fileRows, noteRows, paperRows, stored: storedKeys(uploadsRoot).sort() };
}

describe('notes with PDFs', () => {
  it('stores an uploaded PDF under notes/{timestamp}-…, serves it to students only through the note routes, and lists the note', async () => {
    const bytes = await pdfBytes('Capacitance handout');
    const before = t.published.length;
    const response = await send('POST', '/api/admin/notes', contentForm(noteData({ pages: 3 }), [{ name: 'pdf', filename: 'Capacitance Handout.pdf', content: bytes }]));
    expect(response.statusCode, response.body).toBe(201);
    const note = response.json() as AdminNoteDetail;
    expect(note).toMatchObject({ pages: 3, difficulty: 'Medium', isPremium: false, hasContent: true, pdf: { filename: 'Capacitance Handout.pdf', sizeBytes: bytes.length } });
    expect(t.published.slice(before)).toContainEqual({ topic: 'notes', ids: [note.id], audience: { kind: 'everyone' } });

    const [row] = await t.db.select({ storageKey: files.storageKey }).from(files).innerJoin(notes, eq(notes.pdfFileId, files.id)).where(eq(notes.id, note.id));
    expect(row!.storageKey).toMatch(new RegExp(`^notes/${t.clock.now().getTime()}-[0-9a-f]{8}-capacitance-handout\\.pdf$`));

    const pdf = await t.get(`/api/notes/${note.id}/pdf`, { as: student });
    expect(pdf.statusCode).toBe(200);
    expect(Buffer.compare(pdf.rawPayload, bytes)).toBe(0);
    const list = await t.getOk<NotesResponse>(`/api/notes?search=${encodeURIComponent(note.title)}`, { as: student });
    expect(list.notes.map((card) => card.id)).toEqual([note.id]);
    expect(list.notes[0]!.hasPdf).toBe(true);
  });

  it('accepts a PDF-only note, and refuses a note with neither content nor PDF', async () => {
    const pdfOnly = await send('POST', '/api/admin/notes', contentForm(noteData({ content: '' }), [{ name: 'pdf', filename: 'only.pdf', content: await pdfBytes('only') }]));
    expect(pdfOnly.statusCode, pdfOnly.body).toBe(201);
    const detail = await t.getOk<NoteDetail>(`/api/notes/${(pdfOnly.json() as AdminNoteDetail).id}`, { as: student });
    expect(detail.content).toBeNull();

    const before = await snapshot();
    const empty = await send('POST', '/api/admin/notes', contentForm(noteData({ content: '   ' })));
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toBe('Write the content or attach a PDF');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a file that is not a PDF by its bytes, whatever its name, and stores nothing', async () => {
    const before = await snapshot();
    const fake = await send('POST', '/api/admin/notes', contentForm(noteData(), [{ name: 'pdf', filename: 'notes.pdf', content: Buffer.from('<html>not a pdf</html>'), contentType: 'application/pdf' }]));
    expect(fake.statusCode).toBe(400);
    expect(errorOf(fake)).toEqual({ code: 'invalid_file', message: '"notes.pdf" is not a PDF file' });
    const tiny = await send('POST', '/api/admin/notes', contentForm(noteData(), [{ name: 'pdf', filename: 'tiny.pdf', content: Buffer.from('%PD') }]));
    expect(errorOf(tiny).message).toBe('"tiny.pdf" is not a PDF file');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a file over the upload limit (413) and stores nothing', async () => {
    const before = await snapshot();
    const big = Buffer.concat([await pdfBytes('big'), Buffer.alloc(1024 * 1024 + 10, 32)]);
    const response = await send('POST', '/api/admin/notes', contentForm(noteData(), [{ name: 'pdf', filename: 'big.pdf', content: big }]));
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toEqual({ code: 'payload_too_large', message: '"big.pdf" is larger than 1 MB' });
    expect(await snapshot()).toEqual(before);
  });

  it('stores nothing when the form data is invalid, even with a good PDF, and names the problem', async () => {
    const before = await snapshot();
    const pdf = [{ name: 'pdf', filename: 'ok.pdf', content: await pdfBytes('ok') }];
    const zeroPages = await send('POST', '/api/admin/notes', contentForm(noteData({ pages: 0 }), pdf));
    expect(zeroPages.statusCode).toBe(400);
    expect(errorOf(zeroPages).message).toBe('Invalid body: pages: Pages must be at least 1');
    // The data field may come after the file: the stored file is then removed.
    const dataLast = await send('POST', '/api/admin/notes', multipartBody([...pdf, { name: 'data', value: JSON.stringify(noteData({ title: '' })) }]));
    expect(errorOf(dataLast).message).toBe('Invalid body: title: Title is required');
    const badMaths = await send('POST', '/api/admin/notes', contentForm(noteData({ content: 'Broken $\\frac{1}{$ maths' }), pdf));
    expect(errorOf(badMaths)).toMatchObject({ code: 'invalid_formula' });
    const notJson = await send('POST', '/api/admin/notes', multipartBody([{ name: 'data', value: '{title' }]));
    expect(errorOf(notJson)).toEqual({ code: 'invalid_json', message: 'The form data is not valid JSON' });
    const extra = await send('POST', '/api/admin/notes', contentForm(noteData(), [{ name: 'solution', filename: 'x.pdf', content: await pdfBytes('x') }]));
    expect(errorOf(extra).message).toBe('Unexpected file "solution"');
    expect(await snapshot()).toEqual(before);

    const json = await t.post('/api/admin/notes', noteData(), { as: admin });
    expect(json.statusCode).toBe(415);
  });

  it('replaces the PDF on edit (the old bytes go), drops it on request, and deletes the note with its file', async () => {
    const created = (await send('POST', '/api/admin/notes', contentForm(noteData(), [{ name: 'pdf', filename: 'v1.pdf', content: await pdfBytes('version 1') }]))).json() as AdminNoteDetail;
    const storedBefore = storedKeys(uploadsRoot);
    const v2 = await pdfBytes('version 2');
    const edited = await send('PUT', `/api/admin/notes/${created.id}`, contentForm(noteData({ title: 'Edited title' }), [{ name: 'pdf', filename: 'v2.pdf', content: v2 }]));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Edited title', pdf: { filename: 'v2.pdf' } });
    const storedAfter = storedKeys(uploadsRoot);
    expect(storedAfter.length).toBe(storedBefore.length);
    expect(storedAfter.some((key) => key.endsWith('-v1.pdf'))).toBe(false);
    expect(Buffer.compare((await t.get(`/api/notes/${created.id}/pdf`, { as: student })).rawPayload, v2)).toBe(0);

    const detail = await t.getOk<AdminNoteDetail>(`/api/admin/notes/${created.id}`, { as: admin });
    expect(detail.content).toBe(noteData().content);
    const dropped = await send('PUT', `/api/admin/notes/${created.id}`, contentForm(noteData({ removePdf: true })));
    expect(dropped.json()).toMatchObject({ pdf: null });
    expect(storedKeys(uploadsRoot).some((key) => key.endsWith('-v2.pdf'))).toBe(false);
    expect((await t.get(`/api/notes/${created.id}/pdf`, { as: student })).statusCode).toBe(404);
    const noBody = await send('PUT', `/api/admin/notes/${created.id}`, contentForm(noteData({ content: '', removePdf: true })));
    expect(errorOf(noBody).message).toBe('Write the content or attach a PDF');

    const withFile = (await send('POST', '/api/admin/notes', contentForm(noteData(), [{ name: 'pdf', filename: 'gone.pdf', content: await pdfBytes('gone') }]))).json() as AdminNoteDetail;
    const before = await snapshot();
    expect((await t.delete(`/api/admin/notes/${withFile.id}`, { as: admin })).statusCode).toBe(204);
    const after = await snapshot();
    expect(after.fileRows).toBe(before.fileRows - 1);
    expect(after.stored.some((key) => key.endsWith('-gone.pdf'))).toBe(false);
    expect((await t.get(`/api/notes/${withFile.id}`, { as: student })).statusCode).toBe(404);
    expect((await t.delete(`/api/admin/notes/${withFile.id}`, { as: admin })).statusCode).toBe(404);
  });

  it('keeps a premium note’s PDF from free students', async () => {
    const premium = (await send('POST', '/api/admin/notes', contentForm(noteData({ isPremium: true }), [{ name: 'pdf', filename: 'p.pdf', content: await pdfBytes('premium') }]))).json() as AdminNoteDetail;
    expect((await t.get(`/api/notes/${premium.id}/pdf`, { as: student })).statusCode).toBe(403);
    expect((await t.get(`/api/notes/${premium.id}/pdf`, { as: await buildPremiumStudent(t, { class: '12', faculty: 'science' }) })).statusCode).toBe(200);
    const list = await t.getOk<AdminNotePage>(`/api/admin/notes?search=${encodeURIComponent(premium.title)}`, { as: admin });
    expect(list.items).toHaveLength(1);
  });
});

describe('past papers with PDFs', () => {
  const paperData = (overrides: Partial<PastPaperInput> = {}): PastPaperInput => ({ title: `NEB Physics ${unique()}`, year: 2024, examBoard: 'NEB', class: '12', subjectId: physicsId, ...overrides });

  it('stores the paper and its solution under past-papers/ and past-papers/solutions/, and students download them', async () => {
    const paper = await pdfBytes('Paper');
    const solution = await pdfBytes('Solution');
    const before = t.published.length;
    const response = await send('POST', '/api/admin/past-papers', contentForm(paperData(), [
      { name: 'pdf', filename: 'paper.pdf', content: paper },
      { name: 'solution', filename: 'solution.pdf', content: solution },
    ]));
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as AdminPastPaper;
    expect(created).toMatchObject({ year: 2024, examBoard: 'NEB', pdf: { filename: 'paper.pdf' }, solution: { filename: 'solution.pdf' }, questionCount: 0 });
    expect(t.published.slice(before)).toContainEqual({ topic: 'past_papers', ids: [created.id], audience: { kind: 'everyone' } });
    const keys = storedKeys(uploadsRoot);
    expect(keys.some((key) => /^past-papers\/\d+-[0-9a-f]{8}-paper\.pdf$/.test(key))).toBe(true);
    expect(keys.some((key) => /^past-papers\/solutions\/\d+-[0-9a-f]{8}-solution\.pdf$/.test(key))).toBe(true);

    const download = await t.post(`/api/past-papers/${created.id}/download`, undefined, { as: student });
    expect(Buffer.compare(download.rawPayload, paper)).toBe(0);
    expect(Buffer.compare((await t.get(`/api/past-papers/${created.id}/solution`, { as: student })).rawPayload, solution)).toBe(0);
    const list = await t.getOk<PastPapersResponse>('/api/past-papers', { as: student });
    expect(list.papers.find((card) => card.id === created.id)).toMatchObject({ hasPdf: true, hasSolution: true, locked: false });
  });

  it('needs a title and a year from 2000 to 2030; the board and the files are optional', async () => {
    const before = await snapshot();
    for (const [data, message] of [
      [paperData({ year: 1999 }), 'year: Year must be between 2000 and 2030'],
      [paperData({ year: 2031 }), 'year: Year must be between 2000 and 2030'],
      [paperData({ title: '' }), 'title: Title is required'],
    ] as const) {
      const response = await send('POST', '/api/admin/past-papers', contentForm(data, [{ name: 'pdf', filename: 'p.pdf', content: await pdfBytes('p') }]));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(`Invalid body: ${message}`);
    }
    const notPdf = await send('POST', '/api/admin/past-papers', contentForm(paperData(), [
      { name: 'pdf', filename: 'p.pdf', content: await pdfBytes('p') },
      { name: 'solution', filename: 'answers.pdf', content: Buffer.from('PK\u0003\u0004 a zip file') },
    ]));
    expect(errorOf(notPdf).message).toBe('"answers.pdf" is not a PDF file');
    expect(await snapshot()).toEqual(before);
    const bare = await send('POST', '/api/admin/past-papers', contentForm(paperData({ examBoard: '' })));
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ examBoard: null, pdf: null, solution: null });
  });

  it('replaces and removes files on edit, and deletes the paper with both files', async () => {
    const created = (await send('POST', '/api/admin/past-papers', contentForm(paperData(), [
      { name: 'pdf', filename: 'first.pdf', content: await pdfBytes('first') },
      { name: 'solution', filename: 'first-solution.pdf', content: await pdfBytes('first solution') },
    ]))).json() as AdminPastPaper;
    const edited = await send('PUT', `/api/admin/past-papers/${created.id}`, contentForm(paperData({ title: 'Renamed paper', isPremium: true, removeSolution: true }), [
      { name: 'pdf', filename: 'second.pdf', content: await pdfBytes('second') },
    ]));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Renamed paper', isPremium: true, pdf: { filename: 'second.pdf' }, solution: null });
    const keys = storedKeys(uploadsRoot);
    expect(keys.some((key) => key.endsWith('-first.pdf') || key.endsWith('-first-solution.pdf'))).toBe(false);
    expect((await t.post(`/api/past-papers/${created.id}/download`, undefined, { as: student })).statusCode).toBe(403);

    const listed = await t.getOk<AdminPastPaperPage>('/api/admin/past-papers?search=Renamed', { as: admin });
    expect(listed.items.map((item) => item.id)).toEqual([created.id]);
    expect((await t.delete(`/api/admin/past-papers/${created.id}`, { as: admin })).statusCode).toBe(204);
    expect(storedKeys(uploadsRoot).some((key) => key.endsWith('-second.pdf'))).toBe(false);
    expect((await t.post(`/api/past-papers/${created.id}/download`, undefined, { as: student })).statusCode).toBe(404);
  });
});
