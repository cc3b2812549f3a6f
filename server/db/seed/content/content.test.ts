import katex from 'katex';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formulasOf, parseMarkdown } from '@common/markdown';
import type { NotesResponse, PastPapersResponse, RepeatedQuestionsResponse } from '@common/content';
import { isPdfSafe } from '../../../platform/pdf';
import { REPEAT_SIMILARITY_THRESHOLD } from '../../../features/content/repeated-questions';
import { pdfText } from '../../../test/pdf-text';
import { buildTestApp, type TestApp } from '../../../test/app';
import { buildPremiumStudent, buildStudent } from '../../../test/factories';
import { selectRows } from '../../client';
import { files, formulas, notes, pastPaperQuestions, pastPapers } from '../../schema';
import { findUnit, slugify, SYLLABUS } from '@common/syllabus';
import { readDemoFormulas, readDemoNotes, readDemoPapers } from './data-files';
import { seedFormulaBank, seedPastPapers, seedStudyNotes } from './index';

const DEMO_NOTES = readDemoNotes();
const DEMO_PAPERS = readDemoPapers();
const DEMO_FORMULAS = readDemoFormulas();

let t: TestApp;

const runSeed = async () => {
  await seedStudyNotes(t);
  await seedPastPapers(t);
  await seedFormulaBank(t);
};

beforeAll(async () => {
  t = await buildTestApp();
  await runSeed();
});
afterAll(() => t.close());

/** Every formula of a Markdown text, as the web and the PDF writer read it. */
const mathOf = (markdown: string) => formulasOf(parseMarkdown(markdown)).map((formula) => formula.value);

describe('demo content data', () => {
  it('has the issue’s minimum counts and a sensible premium share', () => {
    expect(DEMO_NOTES.length).toBeGreaterThanOrEqual(24);
    expect(DEMO_PAPERS.length).toBeGreaterThanOrEqual(12);
    expect(DEMO_FORMULAS.length).toBeGreaterThanOrEqual(60);
    const premiumNotes = DEMO_NOTES.filter((note) => note.isPremium).length / DEMO_NOTES.length;
    const premiumPapers = DEMO_PAPERS.filter((paper) => paper.isPremium).length / DEMO_PAPERS.length;
    expect(premiumNotes).toBeGreaterThan(0.2);
    expect(premiumNotes).toBeLessThan(0.5);
    expect(premiumPapers).toBeGreaterThan(0.2);
    expect(premiumPapers).toBeLessThan(0.5);
    for (const subject of ['physics', 'chemistry', 'mathematics', 'optional-math']) {
      expect(DEMO_FORMULAS.some((formula) => formula.subject === subject), subject).toBe(true);
    }
    expect(DEMO_PAPERS.every((paper) => paper.year >= 2018 && paper.year <= 2025)).toBe(true);
  });

  it('writes every formula and every note’s maths in LaTeX that KaTeX typesets without error', () => {
    for (const formula of DEMO_FORMULAS) {
      expect(() => katex.renderToString(formula.latex, { throwOnError: true, displayMode: true }), formula.title).not.toThrow();
    }
    for (const note of DEMO_NOTES) {
      const segments = mathOf(note.content);
      if (['physics', 'chemistry', 'mathematics', 'optional-math'].includes(note.subject)) expect(segments.length, note.title).toBeGreaterThan(0);
      for (const tex of segments) expect(() => katex.renderToString(tex, { throwOnError: true }), `${note.title}: ${tex}`).not.toThrow();
    }
  });

  it('gives every note headings and a worked example or practice where the subject calls for it', () => {
    for (const note of DEMO_NOTES) {
      expect(note.content, note.title).toMatch(/^# /m);
      expect(note.content, note.title).toMatch(/^## /m);
      expect(note.topics.length, note.title).toBeGreaterThanOrEqual(3);
      if (['physics', 'chemistry', 'mathematics', 'optional-math'].includes(note.subject)) {
        expect(note.content, note.title).toMatch(/Worked example/);
      }
    }
  });

  it('gives every subject of both classes notes and past papers', () => {
    for (const [contentClass, subjects] of Object.entries(SYLLABUS)) {
      for (const subject of Object.keys(subjects)) {
        const label = `Class ${contentClass} ${subject}`;
        expect(DEMO_NOTES.some((note) => note.class === contentClass && note.subject === subject), label).toBe(true);
        expect(DEMO_PAPERS.some((paper) => paper.class === contentClass && paper.subject === subject), label).toBe(true);
      }
    }
  });

  it('names syllabus units only, so a typo cannot create a unit of its own', () => {
    for (const note of DEMO_NOTES) expect(findUnit(note.class, note.subject, slugify(note.unit)), note.file).toBe(note.unit);
    for (const paper of DEMO_PAPERS) {
      for (const question of paper.questions) expect(findUnit(paper.class, paper.subject, slugify(question.unit)), `${paper.title}: ${question.text}`).toBe(question.unit);
    }
    for (const formula of DEMO_FORMULAS) expect(findUnit(formula.class, formula.subject, slugify(formula.topic)), formula.title).toBe(formula.topic);
    expect(new Set(DEMO_NOTES.map((note) => note.title)).size).toBe(DEMO_NOTES.length);
    expect(new Set(DEMO_PAPERS.map((paper) => paper.title)).size).toBe(DEMO_PAPERS.length);
    expect(new Set(DEMO_FORMULAS.map((formula) => formula.title)).size).toBe(DEMO_FORMULAS.length);
  });

  it('writes the Nepali subject in Nepali: its papers’ questions and solutions, and a printed handout of each class', () => {
    const devanagari = /[\u0900-\u097F]/;
    for (const paper of DEMO_PAPERS.filter((item) => item.subject === 'nepali')) {
      for (const question of paper.questions) expect(`${question.text} ${question.solution ?? ''}`, paper.title).toMatch(devanagari);
    }
    for (const contentClass of ['10', '12']) {
      expect(DEMO_NOTES.some((note) => note.class === contentClass && note.subject === 'nepali' && note.pdf && devanagari.test(note.content)), contentClass).toBe(true);
    }
  });

  it('prints only characters the PDF fonts have (Devanagari included)', () => {
    for (const note of DEMO_NOTES.filter((item) => item.pdf)) expect(isPdfSafe(`${note.title} ${note.description} ${note.content}`), note.title).toBe(true);
    for (const paper of DEMO_PAPERS) {
      for (const question of paper.questions) {
        expect(isPdfSafe(question.text), question.text).toBe(true);
        expect(isPdfSafe(question.solution ?? ''), question.solution).toBe(true);
      }
    }
  });
});

describe('demo content seed', () => {
  it('fills the tables and is idempotent', async () => {
    const countOf = async () => ({
      notes: (await t.db.select({ n: count() }).from(notes))[0]!.n,
      papers: (await t.db.select({ n: count() }).from(pastPapers))[0]!.n,
      questions: (await t.db.select({ n: count() }).from(pastPaperQuestions))[0]!.n,
      formulas: (await t.db.select({ n: count() }).from(formulas))[0]!.n,
      files: (await t.db.select({ n: count() }).from(files))[0]!.n,
    });
    const before = await countOf();
    expect(before).toMatchObject({ notes: DEMO_NOTES.length, papers: DEMO_PAPERS.length, formulas: DEMO_FORMULAS.length });
    await runSeed();
    expect(await countOf()).toEqual(before);
  });

  it('stores every paper as a real PDF carrying its questions, and solutions as a second PDF', async () => {
    const student = await buildStudent(t, { class: '12', faculty: 'science' });
    const [paper] = await t.db.select().from(pastPapers).where(eq(pastPapers.title, 'NEB Grade 12 Physics 2022'));
    const download = await t.post(`/api/past-papers/${paper!.id}/download`, undefined, { as: student });
    expect(download.statusCode).toBe(200);
    const text = await pdfText(download.rawPayload);
    expect(text).toContain('NATIONAL EXAMINATIONS BOARD (NEB)');
    expect(text).toContain('Group C: Long answer questions');
    expect(text.replace(/\s+/g, ' ')).toContain('Show that the motion of a simple pendulum is simple harmonic');
    const solution = await t.get(`/api/past-papers/${paper!.id}/solution`, { as: student });
    expect((await pdfText(solution.rawPayload)).replace(/\s+/g, ' ')).toContain('T = 2π/ω = 2π √(l/g)');
  });

  it('prints the Nepali subject’s papers, solutions and handouts in Devanagari, headings, numbers and footer included', async () => {
    const student = await buildPremiumStudent(t, { class: '12', faculty: 'humanities' });
    const [paper] = await t.db.select().from(pastPapers).where(eq(pastPapers.title, 'NEB Grade 12 Nepali 2024'));
    const download = await t.post(`/api/past-papers/${paper!.id}/download`, undefined, { as: student });
    expect(download.statusCode).toBe(200);
    // pdf.js reads glyphs in drawing order: the words are chosen without ि or a reph (decision 078).
    const text = (await pdfText(download.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of ['कक्षा १२', 'नेपाली', '२०२४', "समूह 'ख': छोटो उत्तरात्मक प्रश्न", 'भाववाच्यमा बदल्नुहोस्', '(क) म हाँस्छु', '[५]', 'पृष्ठ १ / १']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/Group B|Full Marks|Page \d/);
    const solution = await t.get(`/api/past-papers/${paper!.id}/solution`, { as: student });
    const answers = (await pdfText(solution.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of ['नमुना उत्तर', 'बच्चाद्वारा रोइयो', 'अवसर र चुनौती']) expect(answers).toContain(expected);

    const [note] = await t.db.select().from(notes).where(eq(notes.title, 'वाच्य र वाच्य परिवर्तन (Voice in Nepali)'));
    expect(note!.pdfFileId).not.toBeNull();
    const handout = (await pdfText((await t.get(`/api/notes/${note!.id}/pdf`, { as: student })).rawPayload)).replace(/\s+/g, ' ');
    for (const expected of ['कक्षा १२ · नेपाली', 'मध्यम', 'सीता गीत गाउँछे', 'मैले भात पकाएँ', 'पृष्ठ १ / २']) expect(handout).toContain(expected);
  });

  it('renders note PDFs with their maths as readable text', async () => {
    const student = await buildStudent(t, { class: '12', faculty: 'science' });
    const [note] = await t.db.select().from(notes).where(eq(notes.title, 'Order of Reaction and First-Order Kinetics'));
    expect(note!.pdfFileId).not.toBeNull();
    expect(note!.pages).toBeGreaterThanOrEqual(1);
    const response = await t.get(`/api/notes/${note!.id}/pdf`, { as: student });
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('t½ = 2.303/k log 2 = 0.693/k');
  });

  it('gives the free demo student (Class 12 science) free and locked notes and papers', async () => {
    const student = await buildStudent(t, { class: '12', faculty: 'science' });
    const notesList = (await t.get('/api/notes', { as: student })).json() as NotesResponse;
    expect(notesList.total).toBeGreaterThanOrEqual(12);
    expect(notesList.notes.some((note) => note.locked)).toBe(true);
    expect(notesList.notes.some((note) => !note.locked && note.hasPdf)).toBe(true);
    const papers = (await t.get('/api/past-papers', { as: student })).json() as PastPapersResponse;
    expect(papers.total).toBeGreaterThanOrEqual(8);
    expect(papers.papers.some((paper) => paper.locked)).toBe(true);
    expect(papers.papers.some((paper) => !paper.locked && paper.hasSolution)).toBe(true);
    expect(papers.papers.map((paper) => paper.year)).toEqual([...papers.papers.map((paper) => paper.year)].sort((a, b) => b - a));
    const repeated = (await t.get('/api/repeated-questions', { as: student })).json() as RepeatedQuestionsResponse;
    expect(repeated.questions.some((question) => question.solutionLocked)).toBe(true);
    expect(repeated.questions.some((question) => question.appearances.some((appearance) => appearance.locked && appearance.text === null))).toBe(true);
  });

  it('gives a Class 12 humanities student past papers and repeated questions in each of its subjects, Nepali included', async () => {
    const student = await buildStudent(t, { class: '12', faculty: 'humanities' });
    const papers = (await t.get('/api/past-papers', { as: student })).json() as PastPapersResponse;
    expect(new Set(papers.papers.map((paper) => paper.subject.slug))).toEqual(new Set(['english', 'nepali', 'social-studies', 'history']));
    const repeated = (await t.get('/api/repeated-questions', { as: student })).json() as RepeatedQuestionsResponse;
    expect(new Set(repeated.questions.map((question) => question.subject.slug))).toEqual(new Set(['english', 'nepali', 'social-studies', 'history']));
    for (const question of repeated.questions) expect(question.years, question.text ?? question.unit).toEqual([2023, 2024]);
  });

  it('yields real repeated-question groups: each spans two or more years within one subject and unit', async () => {
    // A premium student reads every wording, premium papers' included.
    const student = await buildPremiumStudent(t, { class: '12', faculty: 'science' });
    const result = (await t.get('/api/repeated-questions', { as: student })).json() as RepeatedQuestionsResponse;
    expect(result.total).toBeGreaterThanOrEqual(15);
    for (const question of result.questions) {
      expect(question.years.length, question.text!).toBeGreaterThanOrEqual(2);
      expect(new Set(question.appearances.map((appearance) => appearance.year)).size).toBe(question.years.length);
    }
    const photoelectric = result.questions.find((question) => question.text!.includes('photoelectric'))!;
    expect(photoelectric.years).toEqual([2019, 2022, 2023, 2024]);
    expect(result.questions.some((question) => question.solution)).toBe(true);
    expect(result.questions.every((question) => !question.locked && question.appearances.every((appearance) => appearance.text))).toBe(true);

    // Every pair inside a group is about one unit: the threshold does not chain unrelated questions.
    const units = await selectRows<{ component_units: number }>(
      t.db,
      sql`select count(distinct q.unit_slug)::int as component_units from ${pastPaperQuestions} q where q.id in ${result.questions.map((question) => question.id)}`,
    );
    expect(units[0]!.component_units).toBeGreaterThan(1);
    for (const question of result.questions) {
      const appearanceUnits = new Set(
        (await t.db.select({ unit: pastPaperQuestions.unit }).from(pastPaperQuestions).where(sql`${pastPaperQuestions.text} in ${question.appearances.map((appearance) => appearance.text)}`)).map(
          (row) => row.unit,
        ),
      );
      expect(appearanceUnits.size, question.text!).toBe(1);
    }
    expect(REPEAT_SIMILARITY_THRESHOLD).toBeGreaterThan(0.3);
  });
});
