import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormulasResponse, PastPapersResponse } from '@common/content';
import { files, pastPapers, studentActivity } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildStudent, type TestUser } from '../../test/factories';
import { buildFormula, buildPastPaper } from '../../test/content-factories';

let t: TestApp;
let student: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  student = await buildStudent(t, { class: '12', faculty: 'science' });
});
afterAll(() => t.close());

const listPapers = (query = '', as: TestUser = student) => t.getOk<PastPapersResponse>(`/api/past-papers${query}`, { as });

describe('GET /api/past-papers', () => {
  it('lists the class’s papers within the faculty, newest year first, premium ones locked', async () => {
    const older = await buildPastPaper(t, { year: 2019, title: 'NEB Physics 2019', questions: [{ text: 'Q1' }, { text: 'Q2' }] });
    const newer = await buildPastPaper(t, { year: 2024, subject: 'chemistry', title: 'NEB Chemistry 2024', isPremium: true, withSolution: true });
    const economics = await buildPastPaper(t, { year: 2024, subject: 'economics', title: 'NEB Economics 2024' });
    const class10 = await buildPastPaper(t, { year: 2025, class: '10', subject: 'science', title: 'SEE Science 2025', examBoard: 'SEE' });

    const result = await listPapers();
    expect(result.papers.map((paper) => paper.id)).toEqual([newer.id, older.id]);
    expect(result.papers.map((paper) => paper.id)).not.toContain(economics.id);
    expect(result.papers.map((paper) => paper.id)).not.toContain(class10.id);
    expect(result.years).toEqual([2024, 2019]);
    expect(result.papers[0]).toEqual({
      id: newer.id,
      title: 'NEB Chemistry 2024',
      year: 2024,
      examBoard: 'NEB',
      class: '12',
      subject: { slug: 'chemistry', name: 'Chemistry', class: '12' },
      downloads: 0,
      questionCount: 0,
      hasPdf: true,
      hasSolution: true,
      isPremium: true,
      locked: true,
    });
    expect(result.papers[1]).toMatchObject({ questionCount: 2, locked: false, hasSolution: false });

    const seeStudent = await buildStudent(t, { class: '10', faculty: null });
    expect((await listPapers('', seeStudent)).papers.map((paper) => paper.id)).toEqual([class10.id]);
  });

  it('filters by subject and year', async () => {
    const paper = await buildPastPaper(t, { year: 2021, subject: 'biology', title: 'NEB Biology 2021' });
    expect((await listPapers('?subject=biology')).papers.map((entry) => entry.id)).toEqual([paper.id]);
    expect((await listPapers('?year=2021')).papers.map((entry) => entry.id)).toEqual([paper.id]);
    expect((await listPapers('?year=2021&subject=physics')).total).toBe(0);
    for (const query of ['?year=1999', '?year=2031', '?year=2024.5', '?subject=BIOLOGY']) {
      expect((await t.get(`/api/past-papers${query}`, { as: student })).statusCode, query).toBe(400);
    }
  });
});

describe('POST /api/past-papers/:id/download', () => {
  it('streams the paper as an attachment, counts it and records Recent Activity', async () => {
    const paper = await buildPastPaper(t, { title: 'NEB Physics 2023', year: 2023 });
    const response = await t.post(`/api/past-papers/${paper.id}/download`, undefined, { as: student });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="neb-physics-2023.pdf"; filename*=UTF-8''NEB%20Physics%202023.pdf`);
    expect(Buffer.compare(response.rawPayload, paper.pdfBytes!)).toBe(0);
    expect((await listPapers()).papers.find((entry) => entry.id === paper.id)!.downloads).toBe(1);
    const activity = await t.db.select().from(studentActivity).where(eq(studentActivity.contentId, paper.id));
    expect(activity).toMatchObject([{ activityType: 'past_paper', contentTitle: 'NEB Physics 2023', subjectName: 'Physics' }]);
    expect(t.published.some((event) => event.topic === 'past_papers' && event.ids.includes(paper.id))).toBe(true);
  });

  it('counts twenty parallel downloads as exactly twenty', async () => {
    const paper = await buildPastPaper(t);
    const responses = await Promise.all(Array.from({ length: 20 }, () => t.post(`/api/past-papers/${paper.id}/download`, undefined, { as: student })));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const [row] = await t.db.select({ downloads: pastPapers.downloads }).from(pastPapers).where(eq(pastPapers.id, paper.id));
    expect(row!.downloads).toBe(20);
  });

  it('answers 404 when the paper has no PDF or its bytes are gone from storage, without counting', async () => {
    const withoutPdf = await buildPastPaper(t, { withPdf: false });
    expect((await t.post(`/api/past-papers/${withoutPdf.id}/download`, undefined, { as: student })).statusCode).toBe(404);
    const paper = await buildPastPaper(t);
    const [file] = await t.db.select({ key: files.storageKey }).from(files).where(eq(files.id, paper.pdfFileId!));
    await t.storage.delete(file!.key);
    expect((await t.post(`/api/past-papers/${paper.id}/download`, undefined, { as: student })).statusCode).toBe(404);
    const rows = await t.db.select({ downloads: pastPapers.downloads }).from(pastPapers).where(inArray(pastPapers.id, [withoutPdf.id, paper.id]));
    expect(rows.map((row) => row.downloads)).toEqual([0, 0]);
  });
});

describe('GET /api/past-papers/:id/pdf and /solution/pdf (the in-page viewer)', () => {
  it('streams the paper and its solution inline without counting a download or recording activity', async () => {
    const paper = await buildPastPaper(t, { title: 'NEB Chemistry 2020', subject: 'chemistry', year: 2020, withSolution: true });
    const view = await t.get(`/api/past-papers/${paper.id}/pdf`, { as: student });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toMatch(/^inline; filename="neb-chemistry-2020\.pdf"/);
    expect(Buffer.compare(view.rawPayload, paper.pdfBytes!)).toBe(0);
    const solution = await t.get(`/api/past-papers/${paper.id}/solution/pdf`, { as: student });
    expect(solution.headers['content-disposition']).toMatch(/^inline; /);
    expect(Buffer.compare(solution.rawPayload, paper.solutionBytes!)).toBe(0);
    const [row] = await t.db.select({ downloads: pastPapers.downloads }).from(pastPapers).where(eq(pastPapers.id, paper.id));
    expect(row!.downloads).toBe(0);
    expect(await t.db.select().from(studentActivity).where(eq(studentActivity.contentId, paper.id))).toEqual([]);
  });

  it('keeps a Devanagari title as the download name (UTF-8 filename*), with an ASCII fallback', async () => {
    const paper = await buildPastPaper(t, { title: 'नेपाली २०८० "मोडेल"/प्रश्न', subject: 'physics', withSolution: true });
    const response = await t.post(`/api/past-papers/${paper.id}/download`, undefined, { as: student });
    const header = response.headers['content-disposition'] as string;
    expect(header.startsWith('attachment; filename="document.pdf"; filename*=UTF-8\'\'')).toBe(true);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe('नेपाली २०८० मोडेल प्रश्न.pdf');
    const solution = await t.get(`/api/past-papers/${paper.id}/solution`, { as: student });
    expect(decodeURIComponent((solution.headers['content-disposition'] as string).split("UTF-8''")[1]!)).toBe('नेपाली २०८० मोडेल प्रश्न solutions.pdf');
  });
});

describe('GET /api/past-papers/:id/solution', () => {
  it('streams the solution of a free paper without counting a paper download', async () => {
    const paper = await buildPastPaper(t, { title: 'NEB Mathematics 2022', subject: 'mathematics', withSolution: true });
    const response = await t.get(`/api/past-papers/${paper.id}/solution`, { as: student });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="neb-mathematics-2022-solutions.pdf"; filename*=UTF-8''NEB%20Mathematics%202022%20solutions.pdf`);
    expect(Buffer.compare(response.rawPayload, paper.solutionBytes!)).toBe(0);
    const [row] = await t.db.select({ downloads: pastPapers.downloads }).from(pastPapers).where(eq(pastPapers.id, paper.id));
    expect(row!.downloads).toBe(0);
    const without = await buildPastPaper(t);
    expect((await t.get(`/api/past-papers/${without.id}/solution`, { as: student })).statusCode).toBe(404);
  });
});

describe('GET /api/formulas', () => {
  it('lists the class’s formulas in subject order and searches title, LaTeX and topic', async () => {
    const ohm = await buildFormula(t, { title: "Ohm's law", latex: 'V = IR', topic: 'Current Electricity' });
    const rate = await buildFormula(t, { subject: 'chemistry', title: 'First-order half-life', latex: 't_{1/2} = \\frac{0.693}{k}', topic: 'Chemical Kinetics' });
    const quadratic = await buildFormula(t, { class: '10', subject: 'optional-math', title: 'Distance formula', latex: 'd = \\sqrt{(x_2-x_1)^2+(y_2-y_1)^2}', topic: 'Coordinate Geometry' });
    const economics = await buildFormula(t, { subject: 'economics', title: 'Price elasticity', latex: 'e_p = \\frac{\\Delta Q / Q}{\\Delta P / P}', topic: 'Elasticity' });

    const all = (await t.get('/api/formulas', { as: student })).json() as FormulasResponse;
    expect(all.formulas.map((formula) => formula.id)).toEqual([ohm.id, rate.id]);
    expect(all.formulas[1]).toEqual({
      id: rate.id,
      title: 'First-order half-life',
      latex: 't_{1/2} = \\frac{0.693}{k}',
      description: null,
      topic: 'Chemical Kinetics',
      class: '12',
      subject: { slug: 'chemistry', name: 'Chemistry', class: '12' },
    });
    const search = async (term: string) =>
      ((await t.get(`/api/formulas?search=${encodeURIComponent(term)}`, { as: student })).json() as FormulasResponse).formulas.map((formula) => formula.id);
    expect(await search('ohm')).toEqual([ohm.id]);
    expect(await search('\\frac{0.693}')).toEqual([rate.id]);
    expect(await search('kinetics')).toEqual([rate.id]);
    expect(await search('100%')).toEqual([]);
    expect(await search('_')).toEqual([rate.id]);
    const seeStudent = await buildStudent(t, { class: '10', faculty: null });
    expect(((await t.get('/api/formulas', { as: seeStudent })).json() as FormulasResponse).formulas.map((formula) => formula.id)).toEqual([quadratic.id]);
    expect(all.formulas.map((formula) => formula.id)).not.toContain(economics.id);
    expect((await t.get('/api/formulas?subject=Physics', { as: student })).statusCode).toBe(400);
  });
});
