import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormulasResponse } from '@common/content';
import type {
  AdminContentOptions,
  AdminFormula,
  AdminFormulaPage,
  AdminMcq,
  AdminMcqPage,
  AdminMockTestDetail,
  AdminMockTestPage,
  McqInput,
  MockTestInput,
} from '@common/content-admin';
import type { MockTestListResponse, PracticeCatalogResponse } from '@common/practice';
import { mcqs, mockTestQuestions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { findSubject } from '../../test/content-factories';
import { buildAdmin, buildPremiumStudent, buildStudent, type TestUser } from '../../test/factories';
import { buildMcqs, buildMockTest } from '../../test/practice-factories';

let t: TestApp;
let admin: TestUser;
let student: TestUser;
let physicsId: string;
let chemistryId: string;
let scienceTenId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await buildAdmin(t);
  student = await buildStudent(t, { class: '12', faculty: 'science' });
  physicsId = (await findSubject(t, '12', 'physics')).id;
  chemistryId = (await findSubject(t, '12', 'chemistry')).id;
  scienceTenId = (await findSubject(t, '10', 'science')).id;
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);

const mcqBody = (overrides: Partial<McqInput> = {}): McqInput => ({
  question: `A charge $q$ sits in a field $E$ (${unique()}). The force on it is`,
  options: { A: '$qE$', B: '$q/E$', C: '$E/q$', D: '$q^2E$' },
  correctAnswer: 'A',
  explanation: 'By definition $\\vec F = q\\vec E$.',
  class: '12',
  subjectId: physicsId,
  unit: 'Electrostatics',
  topics: ['Electric field'],
  ...overrides,
});

const errorOf = (response: { json(): unknown }) => (response.json() as { error: { code: string; message: string; field?: string } }).error;

describe('the admin guard on every content route', () => {
  const routes: [string, string][] = [
    ['GET', '/api/admin/content-options'],
    ['GET', '/api/admin/mcqs'],
    ['POST', '/api/admin/mcqs'],
    ['PUT', '/api/admin/mcqs/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/admin/mcqs/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/admin/mcqs/import/preview'],
    ['POST', '/api/admin/mcqs/import'],
    ['GET', '/api/admin/notes'],
    ['GET', '/api/admin/notes/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/admin/notes'],
    ['PUT', '/api/admin/notes/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/admin/notes/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/admin/mock-tests'],
    ['GET', '/api/admin/mock-tests/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/admin/mock-tests'],
    ['PUT', '/api/admin/mock-tests/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/admin/mock-tests/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/admin/past-papers'],
    ['POST', '/api/admin/past-papers'],
    ['PUT', '/api/admin/past-papers/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/admin/past-papers/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/admin/formulas'],
    ['POST', '/api/admin/formulas'],
    ['PUT', '/api/admin/formulas/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/admin/formulas/00000000-0000-4000-8000-000000000000'],
  ];

  it.each(routes)('%s %s refuses a visitor (401) and a student (403)', async (method, url) => {
    const premium = await buildPremiumStudent(t);
    expect((await t.request(method as 'GET', url)).statusCode).toBe(401);
    expect((await t.request(method as 'GET', url, { as: student })).statusCode).toBe(403);
    expect((await t.request(method as 'GET', url, { as: premium })).statusCode).toBe(403);
  });
});

describe('GET /api/admin/content-options', () => {
  it('lists every subject of both classes with its faculties, and the upload limit', async () => {
    const options = await t.getOk<AdminContentOptions>('/api/admin/content-options', { as: admin });
    expect(options.uploadLimitBytes).toBe(20 * 1024 * 1024);
    expect(options.subjects.filter((subject) => subject.class === '10').map((subject) => subject.slug)).toContain('optional-math');
    expect(options.subjects.find((subject) => subject.class === '12' && subject.slug === 'physics')).toMatchObject({ id: physicsId, faculties: ['science'] });
  });
});

describe('MCQs', () => {
  it('adds a question with LaTeX that a student can practise at once, with the defaults of the spec', async () => {
    const before = t.published.length;
    const response = await t.post('/api/admin/mcqs', { question: 'Which is a vector: $\\vec v$ or $m$?', options: { A: 'velocity', B: 'mass', C: 'time', D: 'energy' }, class: '12', subjectId: physicsId, unit: `Vectors ${unique()}` }, { as: admin });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as AdminMcq;
    expect(created).toMatchObject({ correctAnswer: 'A', difficulty: 'Medium', isPremium: false, explanation: '', topics: [], subject: { id: physicsId, name: 'Physics' } });
    expect(created.statistics).toEqual({ responses: 0, students: 0, facility: null, discrimination: null });
    expect(t.published.slice(before)).toContainEqual({ topic: 'mcqs', ids: [created.id], audience: { kind: 'everyone' } });

    const catalog = await t.getOk<PracticeCatalogResponse>('/api/practice/subjects', { as: student });
    const unit = catalog.subjects.find((subject) => subject.slug === 'physics')!.units.find((item) => item.name === created.unit);
    expect(unit).toMatchObject({ questionCount: 1, lockedCount: 0 });
  });

  it('needs the question and all four options, and a subject of the chosen class', async () => {
    const missing = await t.post('/api/admin/mcqs', mcqBody({ options: { A: 'x', B: '  ', C: 'y', D: 'z' } }), { as: admin });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).message).toContain('Option B is required');
    const noQuestion = await t.post('/api/admin/mcqs', mcqBody({ question: '' }), { as: admin });
    expect(errorOf(noQuestion).message).toContain('Question is required');
    const wrongClass = await t.post('/api/admin/mcqs', mcqBody({ class: '10' }), { as: admin });
    expect(wrongClass.statusCode).toBe(400);
    expect(errorOf(wrongClass).message).toBe('Physics is not a Class 10 subject');
    const badAnswer = await t.post('/api/admin/mcqs', { ...mcqBody(), correctAnswer: 'E' }, { as: admin });
    expect(badAnswer.statusCode).toBe(400);
  });

  it('refuses a formula KaTeX cannot typeset, naming the field', async () => {
    const [{ n: before }] = await t.db.select({ n: count() }).from(mcqs);
    const response = await t.post('/api/admin/mcqs', mcqBody({ options: { A: '$qE$', B: '$q/E$', C: '$\\frac{q}{$', D: 'none' } }), { as: admin });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'invalid_formula', field: 'options.C' });
    expect(errorOf(response).message).toMatch(/^Option C: the formula "\\frac\{q\}\{" cannot be typeset \(/);
    const explanation = await t.post('/api/admin/mcqs', mcqBody({ explanation: 'Because $\\notacommand x$.' }), { as: admin });
    expect(errorOf(explanation)).toMatchObject({ code: 'invalid_formula', field: 'explanation' });
    const [{ n: after }] = await t.db.select({ n: count() }).from(mcqs);
    expect(after).toBe(before);
  });

  it('edits a question, and refuses to make premium a question that a free mock test holds', async () => {
    const created = (await t.post('/api/admin/mcqs', mcqBody(), { as: admin })).json() as AdminMcq;
    const before = t.published.length;
    const edited = await t.put(`/api/admin/mcqs/${created.id}`, mcqBody({ question: 'Edited: $E = F/q$ means', correctAnswer: 'C', difficulty: 'Hard', isPremium: true }), { as: admin });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: created.id, question: 'Edited: $E = F/q$ means', correctAnswer: 'C', difficulty: 'Hard', isPremium: true });
    expect(t.published.slice(before).map((event) => event.topic)).toContain('mcqs');

    const test = await buildMockTest(t);
    const held = test.mcqs[0]!;
    const refused = await t.put(`/api/admin/mcqs/${held.id}`, mcqBody({ isPremium: true }), { as: admin });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(`This question is in the free mock test "${test.title}": a free test cannot hold a premium question`);
    expect((await t.put('/api/admin/mcqs/00000000-0000-4000-8000-000000000000', mcqBody(), { as: admin })).statusCode).toBe(404);
  });

  it('deletes an unused question, and keeps one a test holds or a student answered', async () => {
    const created = (await t.post('/api/admin/mcqs', mcqBody(), { as: admin })).json() as AdminMcq;
    const deleted = await t.delete(`/api/admin/mcqs/${created.id}`, { as: admin });
    expect(deleted.statusCode).toBe(204);
    expect(await t.db.select().from(mcqs).where(eq(mcqs.id, created.id))).toEqual([]);
    expect((await t.delete(`/api/admin/mcqs/${created.id}`, { as: admin })).statusCode).toBe(404);

    const test = await buildMockTest(t, { questions: 2 });
    const inTest = await t.delete(`/api/admin/mcqs/${test.mcqs[0]!.id}`, { as: admin });
    expect(inTest.statusCode).toBe(409);
    expect(errorOf(inTest).message).toBe(`This question is in the mock test "${test.title}": remove it from the test first`);

    const started = await t.post(`/api/mock-tests/${test.id}/attempts`, undefined, { as: await buildStudent(t) });
    expect(started.statusCode).toBe(201);
    await t.delete(`/api/admin/mock-tests/${test.id}`, { as: admin });
    const answered = await t.delete(`/api/admin/mcqs/${test.mcqs[0]!.id}`, { as: admin });
    expect(answered.statusCode).toBe(409);
    expect(errorOf(answered).message).toBe('Students have answered this question, so it stays for their results: edit it instead');
  });

  it('lists with search, class, faculty and subject filters and pages of 25', async () => {
    const marker = unique();
    const economics = (await findSubject(t, '12', 'economics')).id;
    for (let index = 0; index < 27; index++) {
      await t.post('/api/admin/mcqs', mcqBody({ question: `Paging ${marker} number ${index}` }), { as: admin });
    }
    await t.post('/api/admin/mcqs', mcqBody({ question: `Paging ${marker} economics`, subjectId: economics, unit: 'Elasticity' }), { as: admin });
    await t.post('/api/admin/mcqs', mcqBody({ question: `Paging ${marker} class ten`, class: '10', subjectId: scienceTenId, unit: 'Light' }), { as: admin });

    const all = await t.getOk<AdminMcqPage>(`/api/admin/mcqs?search=${marker}`, { as: admin });
    expect(all.total).toBe(29);
    expect(all.items).toHaveLength(25);
    expect(all.items[0]!.question).toBe(`Paging ${marker} class ten`);
    const second = await t.getOk<AdminMcqPage>(`/api/admin/mcqs?search=${marker}&page=2`, { as: admin });
    expect(second.items).toHaveLength(4);
    expect(new Set([...all.items, ...second.items].map((item) => item.id)).size).toBe(29);

    const classTen = await t.getOk<AdminMcqPage>(`/api/admin/mcqs?search=${marker}&class=10`, { as: admin });
    expect(classTen.items.map((item) => item.question)).toEqual([`Paging ${marker} class ten`]);
    const management = await t.getOk<AdminMcqPage>(`/api/admin/mcqs?search=${marker}&class=12&faculty=management`, { as: admin });
    expect(management.items.map((item) => item.question)).toEqual([`Paging ${marker} economics`]);
    const physics = await t.getOk<AdminMcqPage>(`/api/admin/mcqs?search=${marker}&subjectId=${physicsId}`, { as: admin });
    expect(physics.total).toBe(27);
    expect((await t.get('/api/admin/mcqs?sort=wrong', { as: admin })).statusCode).toBe(400);
  });
});

describe('mock tests', () => {
  const testBody = (overrides: Partial<MockTestInput> = {}): MockTestInput => ({ title: `Unit test ${unique()}`, class: '12', subjectId: chemistryId, ...overrides });

  it('takes every free question of the class and subject when none are picked, with the spec’s defaults, and students see it', async () => {
    await buildMcqs(t, { subject: 'chemistry', count: 3 });
    await buildMcqs(t, { subject: 'chemistry', count: 1, isPremium: true });
    const [{ n: free }] = await t.db.select({ n: count() }).from(mcqs).where(eq(mcqs.subjectId, chemistryId));
    const response = await t.post('/api/admin/mock-tests', testBody(), { as: admin });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as AdminMockTestDetail;
    expect(created).toMatchObject({ durationMinutes: 60, totalMarks: 100, negativeMarkFraction: 0, isPremium: false, isActive: true });
    expect(created.questions.length).toBe(free - 1);
    expect(created.questions.every((question) => !question.isPremium)).toBe(true);
    const marks = await t.db.select({ marks: mockTestQuestions.marks }).from(mockTestQuestions).where(eq(mockTestQuestions.mockTestId, created.id));
    expect(Math.round(marks.reduce((sum, row) => sum + row.marks, 0) * 100)).toBe(10000);

    const list = await t.getOk<MockTestListResponse>('/api/mock-tests', { as: student });
    expect(list.tests.find((test) => test.id === created.id)).toMatchObject({ title: created.title, questionCount: created.questions.length });
  });

  it('keeps the picked questions in order and refuses premium questions in a free test', async () => {
    const bank = await buildMcqs(t, { subject: 'chemistry', count: 3 });
    const premium = await buildMcqs(t, { subject: 'chemistry', count: 1, isPremium: true });
    const ids = [bank.mcqs[2]!.id, bank.mcqs[0]!.id];
    const created = (await t.post('/api/admin/mock-tests', testBody({ mcqIds: ids, totalMarks: 10, durationMinutes: 15, negativeMarkFraction: 0.25 }), { as: admin })).json() as AdminMockTestDetail;
    expect(created.questions.map((question) => question.id)).toEqual(ids);
    expect(created).toMatchObject({ totalMarks: 10, durationMinutes: 15, negativeMarkFraction: 0.25, questionCount: 2 });

    const refused = await t.post('/api/admin/mock-tests', testBody({ mcqIds: [bank.mcqs[1]!.id, premium.mcqs[0]!.id] }), { as: admin });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toMatch(/^A free mock test cannot hold premium questions: ".+" is premium\. Make the test premium or pick free questions$/);
    const premiumTest = await t.post('/api/admin/mock-tests', testBody({ mcqIds: [premium.mcqs[0]!.id], isPremium: true }), { as: admin });
    expect(premiumTest.statusCode).toBe(201);

    const otherSubject = await buildMcqs(t, { subject: 'physics', count: 1 });
    const wrongSubject = await t.post('/api/admin/mock-tests', testBody({ mcqIds: [otherSubject.mcqs[0]!.id] }), { as: admin });
    expect(errorOf(wrongSubject).message).toMatch(/is not a Chemistry question$/);
  });

  it('validates duration, total marks, title and the subject', async () => {
    for (const [body, message] of [
      [testBody({ durationMinutes: 0 }), 'Duration must be at least 1 minute'],
      [testBody({ totalMarks: 0 }), 'Total marks must be at least 1'],
      [testBody({ title: ' ' }), 'Title is required'],
      [testBody({ subjectId: null }), 'Choose a subject or pick the questions'],
      [testBody({ negativeMarkFraction: 0.5 }), 'Negative marking is none, 10 % or 25 %'],
    ] as const) {
      const response = await t.post('/api/admin/mock-tests', body, { as: admin });
      expect(response.statusCode, message).toBe(400);
      expect(errorOf(response).message).toContain(message);
    }
    const emptySubject = await t.post('/api/admin/mock-tests', testBody({ class: '10', subjectId: (await findSubject(t, '10', 'nepali')).id }), { as: admin });
    expect(errorOf(emptySubject).message).toMatch(/^Class 10 Nepali has no free questions yet/);
  });

  it('edits and deletes a test; the list counts questions and sittings', async () => {
    const bank = await buildMcqs(t, { subject: 'chemistry', count: 2 });
    const created = (await t.post('/api/admin/mock-tests', testBody({ mcqIds: [bank.mcqs[0]!.id] }), { as: admin })).json() as AdminMockTestDetail;
    const edited = await t.put(`/api/admin/mock-tests/${created.id}`, testBody({ title: 'Renamed test', mcqIds: bank.mcqs.map((mcq) => mcq.id), isActive: false }), { as: admin });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Renamed test', questionCount: 2, isActive: false });
    const list = await t.getOk<AdminMockTestPage>('/api/admin/mock-tests?search=Renamed', { as: admin });
    expect(list.items.map((item) => item.id)).toEqual([created.id]);
    expect((await t.getOk<AdminMockTestDetail>(`/api/admin/mock-tests/${created.id}`, { as: admin })).questions).toHaveLength(2);
    expect((await t.delete(`/api/admin/mock-tests/${created.id}`, { as: admin })).statusCode).toBe(204);
    expect((await t.get(`/api/admin/mock-tests/${created.id}`, { as: admin })).statusCode).toBe(404);
  });
});

describe('formulas', () => {
  it('adds, edits and deletes a formula that the formula bank shows at once', async () => {
    const title = `Ohm's law ${unique()}`;
    const before = t.published.length;
    const response = await t.post('/api/admin/formulas', { title, latex: 'V = IR', topic: 'Current Electricity', class: '12', subjectId: physicsId, description: ' ' }, { as: admin });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as AdminFormula;
    expect(created).toMatchObject({ title, latex: 'V = IR', description: null, subject: { name: 'Physics' } });
    expect(t.published.slice(before)).toContainEqual({ topic: 'formulas', ids: [created.id], audience: { kind: 'everyone' } });
    const bank = await t.getOk<FormulasResponse>(`/api/formulas?search=${encodeURIComponent(title)}`, { as: student });
    expect(bank.formulas.map((formula) => formula.id)).toEqual([created.id]);

    const bad = await t.put(`/api/admin/formulas/${created.id}`, { title, latex: 'V = \\frac{I', topic: 'Current Electricity', class: '12', subjectId: physicsId }, { as: admin });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ code: 'invalid_formula', field: 'latex' });
    const edited = await t.put(`/api/admin/formulas/${created.id}`, { title, latex: 'I = \\frac{V}{R}', topic: 'Current Electricity', class: '12', subjectId: physicsId }, { as: admin });
    expect(edited.json()).toMatchObject({ latex: 'I = \\frac{V}{R}' });
    const listed = await t.getOk<AdminFormulaPage>(`/api/admin/formulas?search=${encodeURIComponent(title)}`, { as: admin });
    expect(listed.total).toBe(1);
    expect((await t.delete(`/api/admin/formulas/${created.id}`, { as: admin })).statusCode).toBe(204);
    expect((await t.getOk<FormulasResponse>(`/api/formulas?search=${encodeURIComponent(title)}`, { as: student })).formulas).toEqual([]);
  });

  it('needs a title, LaTeX, a topic and a subject of the class', async () => {
    const response = await t.post('/api/admin/formulas', { title: '', latex: '', topic: '', class: '10', subjectId: physicsId }, { as: admin });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toContain('Title is required');
    expect(errorOf(response).message).toContain('LaTeX is required');
    const wrongClass = await t.post('/api/admin/formulas', { title: 'x', latex: 'x', topic: 'x', class: '10', subjectId: physicsId }, { as: admin });
    expect(errorOf(wrongClass).message).toBe('Physics is not a Class 10 subject');
  });
});
