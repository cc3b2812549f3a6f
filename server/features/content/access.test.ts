import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, notes, pastPapers, subscriptionPlans } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { DAY } from '../../test/clock';
import { buildAdmin, buildPremiumStudent, buildStudent, type TestUser } from '../../test/factories';
import { buildNote, buildPastPaper } from '../../test/content-factories';

let t: TestApp;
let free: TestUser;
let premiumNote: Awaited<ReturnType<typeof buildNote>>;
let premiumPaper: Awaited<ReturnType<typeof buildPastPaper>>;
let storageKeys: string[];

/** Every route that hands out premium content or a premium file, for the note and paper under test. */
const premiumRoutes = () => [
  { method: 'GET', url: `/api/notes/${premiumNote.id}` },
  { method: 'POST', url: `/api/notes/${premiumNote.id}/reads` },
  { method: 'GET', url: `/api/notes/${premiumNote.id}/pdf` },
  { method: 'POST', url: `/api/notes/${premiumNote.id}/download` },
  { method: 'GET', url: `/api/past-papers/${premiumPaper.id}/pdf` },
  { method: 'POST', url: `/api/past-papers/${premiumPaper.id}/download` },
  { method: 'GET', url: `/api/past-papers/${premiumPaper.id}/solution` },
  { method: 'GET', url: `/api/past-papers/${premiumPaper.id}/solution/pdf` },
] as const;

const call = (route: { method: string; url: string }, as?: TestUser) => t.request(route.method as 'GET' | 'POST', route.url, { as });

beforeAll(async () => {
  t = await buildTestApp();
  free = await buildStudent(t, { class: '12', faculty: 'science' });
  premiumNote = await buildNote(t, { title: 'Premium capacitor derivations', isPremium: true, withPdf: true, content: 'SECRET-PREMIUM-NOTE-BODY' });
  premiumPaper = await buildPastPaper(t, { title: 'NEB Physics 2025 (premium)', year: 2025, isPremium: true, withSolution: true });
  const rows = await t.db.select({ key: files.storageKey }).from(files);
  storageKeys = rows.map((row) => row.key);
});
afterAll(() => t.close());

const downloadsOf = async () => {
  const [note] = await t.db.select({ downloads: notes.downloads }).from(notes).where(eq(notes.id, premiumNote.id));
  const [paper] = await t.db.select({ downloads: pastPapers.downloads }).from(pastPapers).where(eq(pastPapers.id, premiumPaper.id));
  return [note!.downloads, paper!.downloads];
};

describe('premium content on a free plan', () => {
  it('answers 403 premium_required on every route of a premium note or paper and counts nothing', async () => {
    for (const route of premiumRoutes()) {
      const response = await call(route, free);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().error.code).toBe('premium_required');
      expect(response.body).not.toContain('SECRET-PREMIUM-NOTE-BODY');
      expect(response.rawPayload.subarray(0, 4).toString()).not.toBe('%PDF');
    }
    expect(await downloadsOf()).toEqual([0, 0]);
  });

  it('lists premium items as locked with no content, file id or storage key in the answer', async () => {
    const notesList = await t.get('/api/notes', { as: free });
    const papersList = await t.get('/api/past-papers', { as: free });
    const unit = await t.get('/api/notes/units/physics/electrostatics', { as: free });
    expect(notesList.json().notes.find((note: { id: string }) => note.id === premiumNote.id)).toMatchObject({ locked: true });
    expect(papersList.json().papers.find((paper: { id: string }) => paper.id === premiumPaper.id)).toMatchObject({ locked: true });
    for (const response of [notesList, papersList, unit]) {
      expect(response.body).not.toContain('SECRET-PREMIUM-NOTE-BODY');
      expect(response.body).not.toContain(premiumNote.pdfFileId!);
      expect(response.body).not.toContain(premiumPaper.pdfFileId!);
      for (const key of storageKeys) expect(response.body).not.toContain(key);
    }
  });

  it('gives nothing to guessed file ids, storage paths or static URLs, for any user', async () => {
    const admin = await buildAdmin(t);
    const premium = await buildPremiumStudent(t);
    const fileIds = [premiumNote.pdfFileId!, premiumPaper.pdfFileId!, premiumPaper.solutionFileId!];
    const guesses = [
      ...fileIds.flatMap((id) => [`/api/notes/${id}`, `/api/notes/${id}/pdf`, `/api/past-papers/${id}/solution`, `/api/files/${id}`, `/files/${id}`]),
      ...storageKeys.flatMap((key) => [`/${key}`, `/uploads/${key}`, `/data/uploads/${key}`, `/api/uploads/${key}`, `/api/files/${key}`, `/static/${key}`]),
      '/uploads/',
      '/api/files',
    ];
    for (const as of [undefined, free, premium, admin]) {
      for (const url of guesses) {
        const response = await t.get(url, { as });
        expect(response.statusCode, url).not.toBe(200);
        expect(response.rawPayload.includes(Buffer.from('%PDF')), url).toBe(false);
      }
    }
    for (const id of fileIds) {
      const response = await t.post(`/api/past-papers/${id}/download`, undefined, { as: premium });
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses signed-out visitors on every content route', async () => {
    for (const route of [...premiumRoutes(), { method: 'GET', url: '/api/notes' }, { method: 'GET', url: '/api/past-papers' }, { method: 'GET', url: '/api/formulas' }, { method: 'GET', url: '/api/repeated-questions' }, { method: 'GET', url: '/api/repeated-questions/pdf' }]) {
      const response = await call(route);
      expect(response.statusCode, route.url).toBe(401);
    }
  });
});

describe('premium content with active premium', () => {
  it('opens every route for a premium student and an admin', async () => {
    for (const user of [await buildPremiumStudent(t), await buildAdmin(t, { class: '12', faculty: 'science' })]) {
      for (const route of premiumRoutes()) {
        const response = await call(route, user);
        expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(300);
      }
      const note = await t.get(`/api/notes/${premiumNote.id}`, { as: user });
      expect(note.json().content).toBe('SECRET-PREMIUM-NOTE-BODY');
      const paper = await t.post(`/api/past-papers/${premiumPaper.id}/download`, undefined, { as: user });
      expect(Buffer.compare(paper.rawPayload, premiumPaper.pdfBytes!)).toBe(0);
    }
  });

  it('follows the expiry date on the clock: access ends the moment premium expires', async () => {
    const student = await buildPremiumStudent(t, { subscriptionExpiresAt: new Date(t.clock.now().getTime() + 2 * DAY) });
    const noteRoute = { method: 'GET', url: `/api/notes/${premiumNote.id}` };
    const paperRoute = { method: 'GET', url: `/api/past-papers/${premiumPaper.id}/solution` };
    expect((await call(noteRoute, student)).statusCode).toBe(200);
    t.clock.advance(2 * DAY - 1000);
    expect((await call(paperRoute, student)).statusCode).toBe(200);
    expect((await t.get('/api/notes', { as: student })).json().viewer.isPremium).toBe(true);
    t.clock.advance(1000);
    expect((await call(noteRoute, student)).statusCode).toBe(403);
    expect((await call(paperRoute, student)).statusCode).toBe(403);
    const list = (await t.get('/api/past-papers', { as: student })).json();
    expect(list.viewer.isPremium).toBe(false);
    expect(list.papers.find((paper: { id: string }) => paper.id === premiumPaper.id).locked).toBe(true);
  });

  it('does not count a premium plan without an expiry, or a free plan with one', async () => {
    const noExpiry = await buildStudent(t, { subscriptionPlan: 'premium', subscriptionExpiresAt: null });
    const freeWithDate = await buildStudent(t, { subscriptionPlan: 'free', subscriptionExpiresAt: new Date(t.clock.now().getTime() + 30 * DAY) });
    for (const user of [noExpiry, freeWithDate]) {
      expect((await t.get(`/api/notes/${premiumNote.id}`, { as: user })).statusCode).toBe(403);
      expect((await t.post(`/api/past-papers/${premiumPaper.id}/download`, undefined, { as: user })).statusCode).toBe(403);
    }
  });

  it('reads the notes access level from the plan: a free plan set to full notes opens premium notes only', async () => {
    await t.db.update(subscriptionPlans).set({ notesAccessLevel: 'full' }).where(eq(subscriptionPlans.name, 'free'));
    try {
      expect((await t.get(`/api/notes/${premiumNote.id}`, { as: free })).statusCode).toBe(200);
      expect((await t.get('/api/notes', { as: free })).json().notes.find((note: { id: string }) => note.id === premiumNote.id).locked).toBe(false);
      expect((await t.post(`/api/past-papers/${premiumPaper.id}/download`, undefined, { as: free })).statusCode).toBe(403);
    } finally {
      await t.db.update(subscriptionPlans).set({ notesAccessLevel: 'limited' }).where(eq(subscriptionPlans.name, 'free'));
    }
  });
});
