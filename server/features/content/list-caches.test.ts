import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { NotesResponse, PastPapersResponse } from '@common/content';
import type { MockTestInput } from '@common/content-admin';
import type { MockTestListResponse } from '@common/practice';
import { mockTests, notes } from '../../db/schema';
import { buildTestApp, type SecondInstance, type TestApp } from '../../test/app';
import { useTwoInstances } from '../../test/two-instances';
import { buildNote, buildPastPaper, findSubject } from '../../test/content-factories';
import { buildAdmin, buildPremiumStudent, buildStudent, type TestUser } from '../../test/factories';
import { buildMockTest } from '../../test/practice-factories';
import type { ContentChange, EventBus } from '../../platform/events';

const template = inject('testDatabase');

type App = TestApp['app'];
const getAs = (app: App, url: string, user: TestUser, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { cookie: user.cookie, ...headers } });
const notesOf = async (app: App, user: TestUser) => (await getAs(app, '/api/notes', user)).json() as NotesResponse;
const papersOf = async (app: App, user: TestUser) => (await getAs(app, '/api/past-papers', user)).json() as PastPapersResponse;
const testsOf = async (app: App, user: TestUser) => (await getAs(app, '/api/mock-tests', user)).json() as MockTestListResponse;
const noteCard = (list: NotesResponse, id: string) => list.notes.find((note) => note.id === id);
/** Resolves when an instance heard of a change to a table from the database trigger. */
const heardChange = (events: EventBus, table: string) =>
  new Promise<void>((resolve) => {
    const stop = events.onContentChange((change: ContentChange) => {
      if (change.table === table) resolve(void stop());
    });
  });

describe('the content-list caches on one instance (decision 071)', () => {
  let t: TestApp;
  let admin: TestUser;
  let physicsId: string;
  const unique = () => Math.random().toString(36).slice(2, 8);
  const testBody = (overrides: Partial<MockTestInput> = {}): MockTestInput => ({ title: `Cached test ${unique()}`, class: '12', subjectId: physicsId, ...overrides });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await buildAdmin(t);
    physicsId = (await findSubject(t, '12', 'physics')).id;
  });
  afterAll(() => t.close());

  it('never hands a cached premium answer to a free student, nor a free one to a premium student', async () => {
    const marker = `LOCKED-BODY-${unique()}`;
    const note = await buildNote(t, { title: `Premium optics ${unique()}`, isPremium: true, content: marker, withPdf: true });
    const paper = await buildPastPaper(t, { title: `Premium paper ${unique()}`, isPremium: true, questions: [{ text: `Paper question ${marker}` }] });
    const test = await buildMockTest(t, { isPremium: true });
    const free = await buildStudent(t);
    const premium = await buildPremiumStudent(t);
    for (const round of [1, 2]) {
      // Twice each: the second answers come from the cache, filled by the other plan's reader in between.
      const premiumNotes = await notesOf(t.app, premium);
      expect(noteCard(premiumNotes, note.id)?.locked, `round ${round}`).toBe(false);
      const freeNotesResponse = await getAs(t.app, '/api/notes', free);
      const freeNotes = freeNotesResponse.json() as NotesResponse;
      expect(noteCard(freeNotes, note.id)?.locked).toBe(true);
      expect(freeNotes.viewer.isPremium).toBe(false);
      expect(freeNotesResponse.body).not.toContain(marker);
      expect(freeNotesResponse.body).not.toContain(note.pdfFileId!);
      expect((await papersOf(t.app, premium)).papers.find((item) => item.id === paper.id)?.locked).toBe(false);
      const freePapers = await getAs(t.app, '/api/past-papers', free);
      expect((freePapers.json() as PastPapersResponse).papers.find((item) => item.id === paper.id)?.locked).toBe(true);
      expect(freePapers.body).not.toContain(marker);
      expect((await testsOf(t.app, premium)).tests.find((item) => item.id === test.id)?.isLocked).toBe(false);
      const freeTests = await getAs(t.app, '/api/mock-tests', free);
      expect((freeTests.json() as MockTestListResponse).tests.find((item) => item.id === test.id)?.isLocked).toBe(true);
      for (const mcq of test.mcqs) expect(freeTests.body).not.toContain(mcq.explanation);
    }
    // The locked item's own routes still refuse the free student.
    expect((await getAs(t.app, `/api/notes/${note.id}`, free)).statusCode).toBe(403);
  });

  it('shows the free list on the very next request after premium is cancelled, though the premium answer was cached', async () => {
    const note = await buildNote(t, { title: `Premium waves ${unique()}`, isPremium: true });
    const student = await buildPremiumStudent(t);
    expect(noteCard(await notesOf(t.app, student), note.id)?.locked).toBe(false);
    expect(noteCard(await notesOf(t.app, student), note.id)?.locked).toBe(false);
    expect((await testsOf(t.app, student)).usage.limit).toBeNull();
    expect((await t.patch(`/api/admin/users/${student.id}/subscription`, { plan: 'free' }, { as: admin })).statusCode).toBe(200);
    const after = await notesOf(t.app, student);
    expect(after.viewer.isPremium).toBe(false);
    expect(noteCard(after, note.id)?.locked).toBe(true);
    expect((await testsOf(t.app, student)).usage.limit).not.toBeNull();
  });

  it('shows an admin’s publish, edit, unpublish and delete of a mock test on the very next request', async () => {
    const student = await buildStudent(t);
    const before = await testsOf(t.app, student);
    const created = await t.post('/api/admin/mock-tests', testBody({ isActive: true }), { as: admin });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: string }).id;
    expect((await testsOf(t.app, student)).tests.map((test) => test.id)).toEqual(expect.arrayContaining([...before.tests.map((test) => test.id), id]));
    const renamed = await t.put(`/api/admin/mock-tests/${id}`, testBody({ title: 'Renamed while cached' }), { as: admin });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await testsOf(t.app, student)).tests.find((test) => test.id === id)?.title).toBe('Renamed while cached');
    expect((await t.put(`/api/admin/mock-tests/${id}`, testBody({ title: 'Renamed while cached', isActive: false }), { as: admin })).statusCode).toBe(200);
    expect((await testsOf(t.app, student)).tests.some((test) => test.id === id)).toBe(false);
    expect((await t.put(`/api/admin/mock-tests/${id}`, testBody({ title: 'Renamed while cached', isActive: true }), { as: admin })).statusCode).toBe(200);
    expect((await testsOf(t.app, student)).tests.some((test) => test.id === id)).toBe(true);
    expect((await t.delete(`/api/admin/mock-tests/${id}`, { as: admin })).statusCode).toBe(204);
    expect((await testsOf(t.app, student)).tests.some((test) => test.id === id)).toBe(false);
  });

  it('shows an admin’s note edit and delete, and a download count, on the very next request', async () => {
    const student = await buildStudent(t);
    const note = await buildNote(t, { title: `Note to edit ${unique()}`, withPdf: true });
    expect(noteCard(await notesOf(t.app, student), note.id)?.downloads).toBe(0);
    expect((await t.post(`/api/notes/${note.id}/download`, undefined, { as: student })).statusCode).toBe(200);
    expect(noteCard(await notesOf(t.app, student), note.id)?.downloads).toBe(1);
    expect((await t.delete(`/api/admin/notes/${note.id}`, { as: admin })).statusCode).toBe(204);
    expect(noteCard(await notesOf(t.app, student), note.id)).toBeUndefined();
  });

  it('drops a list changed by a writer that publishes nothing (the table’s trigger tells every instance)', async () => {
    const student = await buildStudent(t);
    const note = await buildNote(t, { title: `Quiet note ${unique()}` });
    expect(noteCard(await notesOf(t.app, student), note.id)?.title).toBe(note.title);
    await t.db.update(notes).set({ title: 'Renamed by hand' }).where(eq(notes.id, note.id));
    await expect.poll(async () => noteCard(await notesOf(t.app, student), note.id)?.title).toBe('Renamed by hand');
  });

  it('keeps a student’s own attempts and usage out of other students’ lists, and shows their own start at once', async () => {
    const test = await buildMockTest(t);
    const first = await buildStudent(t);
    const second = await buildStudent(t);
    const used = (await testsOf(t.app, first)).usage.used;
    await testsOf(t.app, second);
    const started = await t.post(`/api/mock-tests/${test.id}/attempts`, undefined, { as: first });
    expect(started.statusCode, started.body).toBe(201);
    const mine = await testsOf(t.app, first);
    expect(mine.usage.used).toBe(used + 1);
    expect(mine.tests.find((item) => item.id === test.id)?.openAttemptId).toBe((started.json() as { id: string }).id);
    const theirs = await testsOf(t.app, second);
    expect(theirs.usage.used).toBe(0);
    expect(theirs.tests.find((item) => item.id === test.id)?.openAttemptId).toBeNull();
  });

  it('answers 304 to a matching If-None-Match, and 200 with the new body after a change', async () => {
    const student = await buildStudent(t);
    for (const path of ['/api/notes', '/api/past-papers', '/api/mock-tests']) {
      const first = await getAs(t.app, path, student);
      const etag = first.headers.etag as string;
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const again = await getAs(t.app, path, student, { 'if-none-match': etag });
      expect(again.statusCode, path).toBe(304);
      expect(again.body).toBe('');
      // The same body compressed carries its coding in the tag and still matches.
      const compressed = await getAs(t.app, path, student, { 'accept-encoding': 'gzip' });
      if (compressed.headers['content-encoding']) {
        expect(compressed.headers.etag).toBe(`${etag.slice(0, -1)}-gzip"`);
        expect((await getAs(t.app, path, student, { 'if-none-match': compressed.headers.etag as string })).statusCode).toBe(304);
      }
    }
    const etag = (await getAs(t.app, '/api/notes', student)).headers.etag as string;
    const note = await buildNote(t, { title: `Fresh note ${unique()}` });
    const changed = await getAs(t.app, '/api/notes', student, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(noteCard(changed.json() as NotesResponse, note.id)).toBeDefined();
  });
});

/** Two instances on one PostgreSQL database: an admin's write on A reaches B's lists through the content trigger. */
describe.skipIf(template.kind !== 'postgres')('the content-list caches across two instances (needs TEST_DATABASE_URL)', () => {
  let a: TestApp;
  let b: SecondInstance;
  let admin: TestUser;

  useTwoInstances((built) => ({ a, b, admin } = built));

  it('shows on B the mock test an admin unpublished on A', async () => {
    const student = await buildStudent(a);
    const test = await buildMockTest(a);
    expect((await testsOf(b.app, student)).tests.some((item) => item.id === test.id)).toBe(true);
    const heardOnB = heardChange(b.events, 'mock_tests');
    const [current] = await a.db.select().from(mockTests).where(eq(mockTests.id, test.id));
    const body = { title: current!.title, class: '12', subjectId: current!.subjectId, isActive: false };
    expect((await a.put(`/api/admin/mock-tests/${test.id}`, body, { as: admin })).statusCode).toBe(200);
    await heardOnB;
    expect((await testsOf(b.app, student)).tests.some((item) => item.id === test.id)).toBe(false);
  });

  it('shows on B the free list of a student whose premium was cancelled on A', async () => {
    const note = await buildNote(a, { isPremium: true });
    const student = await buildPremiumStudent(a);
    expect(noteCard(await notesOf(b.app, student), note.id)?.locked).toBe(false);
    const heardOnB = new Promise<void>((resolve) => {
      const stop = b.events.onAuthChange((change) => {
        if (change.kind === 'user' && change.id === student.id) resolve(void stop());
      });
    });
    expect((await a.patch(`/api/admin/users/${student.id}/subscription`, { plan: 'free' }, { as: admin })).statusCode).toBe(200);
    await heardOnB;
    expect(noteCard(await notesOf(b.app, student), note.id)?.locked).toBe(true);
  });
});
