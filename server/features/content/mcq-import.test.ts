import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportMcqsInput, ImportPreview } from '@common/content-admin';
import type { PracticeCatalogResponse } from '@common/practice';
import { mcqs } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { findSubject } from '../../test/content-factories';
import { buildAdmin, buildStudent, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;
let physicsId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await buildAdmin(t);
  physicsId = (await findSubject(t, '12', 'physics')).id;
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);

/** `count` Aiken questions, each with our explanation line. */
const aikenQuestions = (count: number, marker: string) =>
  Array.from({ length: count }, (_, index) =>
    [`Question ${index + 1} (${marker}): the work done is $W = Fd\\cos\\theta$ when`, 'A. the force is along the motion', 'B. never', 'C. always zero', 'D. only upwards', 'ANSWER: A', `EXPLANATION: Case ${index + 1}.`].join('\n'),
  ).join('\n\n');

const unitCount = async (unit: string) => (await t.db.select({ n: count() }).from(mcqs).where(eq(mcqs.unit, unit)))[0]!.n;

const errorOf = (response: { json(): unknown }) => (response.json() as { error: { code: string; message: string; problems?: unknown } }).error;

describe('bulk import of MCQs', () => {
  it('previews an Aiken batch with the batch’s class, subject and unit, writing nothing', async () => {
    const unit = `Work and Energy ${unique()}`;
    const batch: ImportMcqsInput = { format: 'aiken', text: aikenQuestions(3, unit), class: '12', subjectId: physicsId, unit };
    const response = await t.post('/api/admin/mcqs/import/preview', batch, { as: admin });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json() as ImportPreview;
    expect(preview.problems).toEqual([]);
    expect(preview.questions.map((question) => question.line)).toEqual([1, 9, 17]);
    expect(preview.questions[0]).toMatchObject({ class: '12', subjectName: 'Physics', unit, correctAnswer: 'A', explanation: 'Case 1.', difficulty: 'Medium', isPremium: false });
    expect(await unitCount(unit)).toBe(0);
  });

  it('imports 20 Aiken questions in one go, and students can practise them at once', async () => {
    const unit = `Imported ${unique()}`;
    const before = t.published.length;
    const response = await t.post('/api/admin/mcqs/import', { format: 'aiken', text: aikenQuestions(20, unit), class: '12', subjectId: physicsId, unit, isPremium: false }, { as: admin });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ imported: 20 });
    expect(await unitCount(unit)).toBe(20);
    expect(t.published.slice(before).map((event) => event.topic)).toEqual(['mcqs']);
    const catalog = await t.getOk<PracticeCatalogResponse>('/api/practice/subjects', { as: await buildStudent(t, { class: '12', faculty: 'science' }) });
    expect(catalog.subjects.find((subject) => subject.slug === 'physics')!.units.find((item) => item.name === unit)?.questionCount).toBe(20);
  });

  it('imports nothing when one question is malformed, and names its line', async () => {
    const unit = `Broken ${unique()}`;
    const text = `${aikenQuestions(2, unit)}\n\nA third question?\nA. one\nB. two\nC. three\nANSWER: B\n\n${aikenQuestions(1, `${unit} last`)}`;
    const response = await t.post('/api/admin/mcqs/import', { format: 'aiken', text, class: '12', subjectId: physicsId, unit }, { as: admin });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'import_invalid',
      message: 'Line 21: expected option D (a question has four options, A to D). Nothing was imported.',
      problems: [{ line: 21, message: 'expected option D (a question has four options, A to D)' }],
    });
    expect(await unitCount(unit)).toBe(0);
  });

  it('checks each question as the add form does: formulas, the unit and the class, by line', async () => {
    const unit = `Checked ${unique()}`;
    const text = ['Fine?', 'A. a', 'B. b', 'C. c', 'D. d', 'ANSWER: A', '', 'Broken $\\frac{1}{2$?', 'A. a', 'B. b', 'C. c', 'D. d', 'ANSWER: A', '', 'Bad answer?', 'A. a', 'B. b', 'C. c', 'D. d', 'ANSWER: E'].join('\n');
    const preview = (await t.post('/api/admin/mcqs/import/preview', { format: 'aiken', text, class: '12', subjectId: physicsId, unit }, { as: admin })).json() as ImportPreview;
    expect(preview.questions.map((question) => question.line)).toEqual([1]);
    expect(preview.problems).toEqual([
      { line: 8, message: expect.stringMatching(/^Question: the formula "\\frac\{1\}\{2" cannot be typeset/) },
      { line: 15, message: 'the answer must be A, B, C or D' },
    ]);
    const noUnit = (await t.post('/api/admin/mcqs/import/preview', { format: 'aiken', text: aikenQuestions(1, unit), class: '12', subjectId: physicsId }, { as: admin })).json() as ImportPreview;
    expect(noUnit.problems).toEqual([{ line: 1, message: 'the unit is missing: choose one for the batch or give it with the question' }]);
    const noClass = (await t.post('/api/admin/mcqs/import/preview', { format: 'aiken', text: aikenQuestions(1, unit), subjectId: physicsId, unit }, { as: admin })).json() as ImportPreview;
    expect(noClass.problems[0]!.message).toBe('the class is missing: choose one for the batch or fill the class column');
    const wrongClass = (await t.post('/api/admin/mcqs/import/preview', { format: 'aiken', text: aikenQuestions(1, unit), class: '10', subjectId: physicsId, unit }, { as: admin })).json() as ImportPreview;
    expect(wrongClass.problems[0]!.message).toBe('Physics is not a Class 10 subject');
    const empty = await t.post('/api/admin/mcqs/import', { format: 'aiken', text: '\n\n', class: '12', subjectId: physicsId, unit }, { as: admin });
    expect(errorOf(empty).message).toBe('Line 1: no questions found. Nothing was imported.');
    expect((await t.post('/api/admin/mcqs/import', { format: 'gift', text: 'x' }, { as: admin })).statusCode).toBe(400);
  });

  it('imports CSV whose rows name their own class, subject (slug or name) and unit', async () => {
    const marker = unique();
    const text = [
      'question,option_a,option_b,option_c,option_d,answer,explanation,class,subject,unit,difficulty,topics,premium',
      `"Elasticity ${marker}: a good with $e_d > 1$ is",elastic,inelastic,unit elastic,perfectly inelastic,A,"Demand responds more than price, so elastic.",12,economics,Elasticity,Easy,Price elasticity,yes`,
      `"Light ${marker}: a concave mirror can form",a real image,no image,only virtual images,only erect images,a,,10,Science,Light,,,`,
    ].join('\n');
    const preview = (await t.post('/api/admin/mcqs/import/preview', { format: 'csv', text }, { as: admin })).json() as ImportPreview;
    expect(preview.problems).toEqual([]);
    expect(preview.questions.map(({ line, class: contentClass, subjectName, unit, difficulty, isPremium, topics }) => ({ line, contentClass, subjectName, unit, difficulty, isPremium, topics }))).toEqual([
      { line: 2, contentClass: '12', subjectName: 'Economics', unit: 'Elasticity', difficulty: 'Easy', isPremium: true, topics: ['Price elasticity'] },
      { line: 3, contentClass: '10', subjectName: 'Science', unit: 'Light', difficulty: 'Medium', isPremium: false, topics: [] },
    ]);
    expect((await t.post('/api/admin/mcqs/import', { format: 'csv', text }, { as: admin })).json()).toEqual({ imported: 2 });

    const unknown = (await t.post('/api/admin/mcqs/import/preview', { format: 'csv', text: text.replace('12,economics', '12,astrology') }, { as: admin })).json() as ImportPreview;
    expect(unknown.problems).toEqual([{ line: 2, message: 'Class 12 has no subject "astrology"' }]);
  });
});
