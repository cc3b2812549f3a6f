import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteDetail, NotesResponse, NoteUnitResponse } from '@common/content';
import { notes, studentActivity } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { expectClassAndSignInRequired } from '../../test/expectations';
import { buildPremiumStudent, buildStudent, type TestUser } from '../../test/factories';
import { buildNote } from '../../test/content-factories';

let t: TestApp;
let student: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  student = await buildStudent(t, { class: '12', faculty: 'science' });
});
afterAll(() => t.close());

const listNotes = (query = '', as: TestUser = student) => t.getOk<NotesResponse>(`/api/notes${query}`, { as });

describe('GET /api/notes', () => {
  it('lists the faculty’s Class 12 notes by default, newest first, with every card field', async () => {
    const physics = await buildNote(t, { title: 'Capacitors and dielectrics', topics: ['Capacitance', 'Dielectric', 'Energy stored', 'Combination'], rating: 4.5, createdAt: new Date('2026-10-01T00:00:00Z') });
    const economics = await buildNote(t, { subject: 'economics', unit: 'Elasticity', title: 'Elasticity of demand' });
    const class10 = await buildNote(t, { class: '10', subject: 'science', unit: 'Light', title: 'Refraction through lenses' });

    const result = await listNotes();
    expect(result.viewer).toEqual({ contentClass: '12', faculty: 'science', isPremium: false });
    expect(result.classFilter).toBe('12');
    const ids = result.notes.map((note) => note.id);
    expect(ids).toContain(physics.id);
    expect(ids).not.toContain(economics.id);
    expect(ids).not.toContain(class10.id);
    expect(result.total).toBe(result.notes.length);
    expect(result.subjects.map((subject) => subject.name)).toEqual(['Physics', 'Chemistry', 'Biology', 'Mathematics']);

    const card = result.notes.find((note) => note.id === physics.id)!;
    expect(card).toEqual({
      id: physics.id,
      title: 'Capacitors and dielectrics',
      description: 'A test note',
      class: '12',
      subject: { slug: 'physics', name: 'Physics', class: '12' },
      unit: 'Electrostatics',
      unitSlug: 'electrostatics',
      difficulty: 'Medium',
      topics: ['Capacitance', 'Dielectric', 'Energy stored', 'Combination'],
      downloads: 0,
      rating: 4.5,
      pages: 1,
      hasPdf: false,
      isPremium: false,
      locked: false,
      createdAt: '2026-10-01T00:00:00.000Z',
    });
    expect(card).not.toHaveProperty('content');
  });

  it('filters by class (All, 10, 12) and subject, Class 10 notes being open to every faculty', async () => {
    const class10 = await buildNote(t, { class: '10', subject: 'optional-math', unit: 'Matrices', title: 'Inverse of a 2×2 matrix' });
    const all = await listNotes('?class=all');
    expect(all.classFilter).toBe('all');
    expect(all.notes.some((note) => note.id === class10.id)).toBe(true);
    expect(all.notes.some((note) => note.class === '12')).toBe(true);
    expect(all.subjects.some((subject) => subject.slug === 'optional-math')).toBe(true);
    expect(all.subjects.some((subject) => subject.slug === 'economics')).toBe(false);

    const onlyTen = await listNotes('?class=10');
    expect(onlyTen.notes.every((note) => note.class === '10')).toBe(true);
    const optional = await listNotes('?class=10&subject=optional-math');
    expect(optional.notes.map((note) => note.id)).toEqual([class10.id]);
    expect((await listNotes('?subject=economics')).total).toBe(0);
  });

  it('applies the faculty filter: management and humanities see their own subjects', async () => {
    const accounting = await buildNote(t, { subject: 'accounting', unit: 'Ratio Analysis', title: 'Liquidity ratios' });
    const history = await buildNote(t, { subject: 'history', unit: 'Unification of Nepal', title: 'Prithvi Narayan Shah' });
    const management = await buildStudent(t, { class: '12', faculty: 'management' });
    const theirs = await listNotes('', management);
    expect(theirs.notes.map((note) => note.id)).toContain(accounting.id);
    expect(theirs.notes.map((note) => note.id)).not.toContain(history.id);
    expect(theirs.notes.every((note) => ['Mathematics', 'Economics', 'Accounting', 'Business Studies'].includes(note.subject.name))).toBe(true);
    const entrance = await buildStudent(t, { class: 'entrance', faculty: null });
    const entranceNotes = await listNotes('', entrance);
    expect(entranceNotes.viewer).toMatchObject({ contentClass: '12', faculty: 'science' });
    expect(entranceNotes.notes.map((note) => note.id)).not.toContain(accounting.id);
  });

  it('searches title, topics and description (not the body) with ranking (title, then topics, then description) and prefixes', async () => {
    const inTitle = await buildNote(t, { title: 'Kirchhoff laws of networks', topics: ['Junction rule'], description: 'Solving circuits' });
    const inBody = await buildNote(t, {
      title: 'Wheatstone bridge',
      topics: ['Balanced bridge'],
      content: 'The bridge is analysed with Kirchhoff laws: the junction and loop rules.',
    });
    const inTopics = await buildNote(t, { title: 'Potentiometer', topics: ['Kirchhoff loop rule'], description: 'Comparing emfs' });
    const inDescription = await buildNote(t, { title: 'Meter bridge', topics: ['Resistivity'], description: 'Applies Kirchhoff rules to a metre-long wire' });
    const result = await listNotes('?search=kirchhoff');
    expect(result.notes.map((note) => note.id)).toEqual([inTitle.id, inTopics.id, inDescription.id]);
    expect(result.total).toBe(3);
    expect((await listNotes('?search=kirchh')).notes.map((note) => note.id)).toEqual(expect.arrayContaining([inTitle.id, inTopics.id, inDescription.id]));
    expect((await listNotes('?search=kirchh')).notes.map((note) => note.id)).not.toContain(inBody.id);
    expect((await listNotes('?search=comparing%20emfs')).notes.map((note) => note.id)).toEqual([inTopics.id]);
    expect((await listNotes(`?search=${encodeURIComponent('"loop rule" -junction')}`)).notes.map((note) => note.id)).toEqual([inTopics.id]);
    expect((await listNotes('?search=analysed')).total).toBe(0);
    expect((await listNotes('?search=%20%20')).total).toBeGreaterThan(3);
    expect((await listNotes('?search=zzzqqq')).total).toBe(0);
  });

  it('lists premium notes as locked for a free plan and open for premium', async () => {
    const premiumNote = await buildNote(t, { title: 'Premium dielectrics', isPremium: true, withPdf: true });
    const free = (await listNotes()).notes.find((note) => note.id === premiumNote.id)!;
    expect(free).toMatchObject({ isPremium: true, locked: true, hasPdf: true });
    const premium = await buildPremiumStudent(t);
    expect((await listNotes('', premium)).notes.find((note) => note.id === premiumNote.id)).toMatchObject({ locked: false });
  });

  it('refuses bad filters with 400 and a profile without class with the spec message', async () => {
    for (const query of ['?class=11', '?class=entrance', '?subject=Physics', '?subject=../x', `?search=${'a'.repeat(201)}`]) {
      const response = await t.get(`/api/notes${query}`, { as: student });
      expect(response.statusCode, query).toBe(400);
    }
    await expectClassAndSignInRequired(t, '/api/notes');
  });
});

describe('GET /api/notes/units/:subject/:unit', () => {
  it('answers the unit’s notes and the syllabus units with their note counts', async () => {
    const first = await buildNote(t, { subject: 'chemistry', unit: 'Chemical Kinetics', title: 'Rate of reaction' });
    const second = await buildNote(t, { subject: 'chemistry', unit: 'Chemical Kinetics', title: 'Order of reaction', isPremium: true });
    await buildNote(t, { subject: 'chemistry', unit: 'Electrochemistry', title: 'Galvanic cells' });
    const response = await t.get('/api/notes/units/chemistry/chemical-kinetics', { as: student });
    expect(response.statusCode).toBe(200);
    const unit = response.json() as NoteUnitResponse;
    expect(unit.subject).toEqual({ slug: 'chemistry', name: 'Chemistry', class: '12' });
    expect(unit.unit).toEqual({ name: 'Chemical Kinetics', slug: 'chemical-kinetics' });
    expect(unit.notes.map((note) => [note.id, note.locked])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
    expect(unit.units[0]).toEqual({ name: 'Volumetric Analysis', slug: 'volumetric-analysis', noteCount: 0 });
    expect(unit.units.find((entry) => entry.slug === 'chemical-kinetics')!.noteCount).toBe(2);
    expect(unit.units.find((entry) => entry.slug === 'electrochemistry')!.noteCount).toBe(1);
  });

  it('lists a unit an admin named outside the syllabus after the syllabus units, and opens it', async () => {
    const note = await buildNote(t, { subject: 'biology', unit: 'Field Trip Notes', title: 'A visit to Chitwan' });
    const unit = await t.getOk<NoteUnitResponse>('/api/notes/units/biology/field-trip-notes', { as: student });
    expect(unit.unit).toEqual({ name: 'Field Trip Notes', slug: 'field-trip-notes' });
    expect(unit.notes.map((card) => card.id)).toEqual([note.id]);
    expect(unit.units.at(-1)).toEqual({ name: 'Field Trip Notes', slug: 'field-trip-notes', noteCount: 1 });
  });

  it('opens a Class 10 unit with ?class=10 and answers 404 for unknown or out-of-faculty units', async () => {
    expect((await t.get('/api/notes/units/optional-math/matrices?class=10', { as: student })).statusCode).toBe(200);
    expect((await t.get('/api/notes/units/optional-math/matrices', { as: student })).statusCode).toBe(404);
    expect((await t.get('/api/notes/units/physics/no-such-unit', { as: student })).statusCode).toBe(404);
    expect((await t.get('/api/notes/units/economics/elasticity', { as: student })).statusCode).toBe(404);
    expect((await t.get('/api/notes/units/physics/optics?class=11', { as: student })).statusCode).toBe(400);
  });

  it('answers 404 for a subject named after a property every object has', async () => {
    expect((await t.get('/api/notes/units/constructor/x', { as: student })).statusCode).toBe(404);
  });
});

describe('GET /api/notes/:id and POST /api/notes/:id/reads', () => {
  it('answers the Markdown of a free note and records the reading in Recent Activity', async () => {
    const note = await buildNote(t, { title: 'Electric potential', content: '## Potential\n\n$$V = \\frac{kq}{r}$$' });
    const response = await t.get(`/api/notes/${note.id}`, { as: student });
    expect(response.statusCode).toBe(200);
    const detail = response.json() as NoteDetail;
    expect(detail).toMatchObject({ id: note.id, title: 'Electric potential', content: '## Potential\n\n$$V = \\frac{kq}{r}$$', hasPdf: false });

    const read = await t.post(`/api/notes/${note.id}/reads`, undefined, { as: student });
    expect(read.statusCode).toBe(204);
    const activity = await t.db.select().from(studentActivity).where(eq(studentActivity.contentId, note.id));
    expect(activity).toMatchObject([{ userId: student.id, activityType: 'notes', contentTitle: 'Electric potential', subjectName: 'Physics' }]);
    expect(t.published.some((event) => event.topic === 'student_activity' && event.ids.includes(activity[0]!.id))).toBe(true);
  });

  it('answers 404 for unknown ids and notes outside the faculty, 400 for a malformed id', async () => {
    const economics = await buildNote(t, { subject: 'economics', unit: 'Elasticity' });
    expect((await t.get(`/api/notes/${economics.id}`, { as: student })).statusCode).toBe(404);
    expect((await t.post(`/api/notes/${economics.id}/reads`, undefined, { as: student })).statusCode).toBe(404);
    expect((await t.get('/api/notes/00000000-0000-4000-8000-000000000000', { as: student })).statusCode).toBe(404);
    expect((await t.get('/api/notes/not-a-uuid', { as: student })).statusCode).toBe(400);
  });
});

describe('note PDFs', () => {
  it('streams the PDF inline for the viewer without counting, and counts each download once', async () => {
    const note = await buildNote(t, { title: 'Gauss law handout', withPdf: true });
    const view = await t.get(`/api/notes/${note.id}/pdf`, { as: student });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toMatch(/^inline; filename="gauss-law-handout\.pdf"; filename\*=UTF-8''/);
    expect(view.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(view.rawPayload, note.pdfBytes!)).toBe(0);

    const download = await t.post(`/api/notes/${note.id}/download`, undefined, { as: student });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="gauss-law-handout\.pdf"; filename\*=UTF-8''/);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [row] = await t.db.select({ downloads: notes.downloads }).from(notes).where(eq(notes.id, note.id));
    expect(row!.downloads).toBe(1);
    expect(t.published.some((event) => event.topic === 'notes' && event.ids.includes(note.id))).toBe(true);
  });

  it('counts parallel downloads exactly', async () => {
    const note = await buildNote(t, { withPdf: true });
    const responses = await Promise.all(Array.from({ length: 12 }, () => t.post(`/api/notes/${note.id}/download`, undefined, { as: student })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(200));
    const [row] = await t.db.select({ downloads: notes.downloads }).from(notes).where(eq(notes.id, note.id));
    expect(row!.downloads).toBe(12);
  });

  it('answers 404 for a note without a PDF and changes no counter', async () => {
    const note = await buildNote(t);
    const response = await t.post(`/api/notes/${note.id}/download`, undefined, { as: student });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('This note has no PDF');
    const [row] = await t.db.select({ downloads: notes.downloads }).from(notes).where(eq(notes.id, note.id));
    expect(row!.downloads).toBe(0);
  });

  it('needs the CSRF header to count a download (a cross-site form cannot inflate counters)', async () => {
    const note = await buildNote(t, { withPdf: true });
    const response = await t.app.inject({ method: 'POST', url: `/api/notes/${note.id}/download`, headers: { cookie: student.cookie } });
    expect(response.statusCode).toBe(403);
    const [row] = await t.db.select({ downloads: notes.downloads }).from(notes).where(eq(notes.id, note.id));
    expect(row!.downloads).toBe(0);
  });
});
