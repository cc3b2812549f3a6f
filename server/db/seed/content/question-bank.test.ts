import { count, eq, sql } from 'drizzle-orm';
import katex from 'katex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formulasOf, parseMathText } from '@common/markdown';
import { findUnit, slugify } from '@common/syllabus';
import { parseAiken } from '../../../features/content/mcq-import-formats';
import { buildTestApp, type TestApp } from '../../../test/app';
import { mcqs, mockTestQuestions, mockTests } from '../../schema';
import { readDemoMockTests, readDemoQuestionFiles } from './data-files';
import { seedQuestionBank } from './index';

const FILES = readDemoQuestionFiles().map((file) => ({ ...file, ...parseAiken(file.text) }));
const ALL = FILES.flatMap((file) => file.questions.map((mcq) => ({ ...mcq, class: file.class, subject: file.subject })));
const MOCK_TESTS = readDemoMockTests();

/** The formulas of a question's text, as the practice screens read them. */
const mathSegments = (text: string) => formulasOf(parseMathText(text)).map((formula) => formula.value);

describe('the demo question bank (server/db/seed/data/questions)', () => {
  it('is valid Aiken with our lines, one file per class and subject', () => {
    for (const file of FILES) expect(file.problems, file.file).toEqual([]);
  });

  it('has at least 150 questions, plenty in each Class 12 science subject and some in Class 10', () => {
    expect(ALL.length).toBeGreaterThanOrEqual(150);
    const per = (contentClass: string, subject: string) => ALL.filter((mcq) => mcq.class === contentClass && mcq.subject === subject).length;
    for (const subject of ['physics', 'chemistry', 'biology', 'mathematics']) expect(per('12', subject), subject).toBeGreaterThanOrEqual(25);
    for (const subject of ['economics', 'accounting', 'business-studies']) expect(per('12', subject), subject).toBeGreaterThanOrEqual(12);
    for (const subject of ['english', 'nepali', 'social-studies', 'history']) expect(per('12', subject), subject).toBeGreaterThanOrEqual(10);
    for (const subject of ['mathematics', 'science', 'english', 'nepali', 'social-studies', 'optional-math']) expect(per('10', subject), subject).toBeGreaterThanOrEqual(5);
    expect(ALL.filter((mcq) => mcq.class === '10').length).toBeGreaterThanOrEqual(30);
    expect(ALL.some((mcq) => mcq.isPremium)).toBe(true);
  });

  it('gives every question four distinct options, a key, an explanation, a syllabus unit and topics', () => {
    for (const mcq of ALL) {
      const where = `${mcq.subject}: ${mcq.question}`;
      const options = Object.values(mcq.options);
      expect(new Set(options.map((option) => option.trim())).size, where).toBe(4);
      expect(options.every((option) => option.trim().length > 0), where).toBe(true);
      expect(['A', 'B', 'C', 'D'], where).toContain(mcq.correctAnswer);
      expect(mcq.explanation!.length, where).toBeGreaterThan(20);
      expect(mcq.topics!.length, where).toBeGreaterThan(0);
      expect(findUnit(mcq.class, mcq.subject, slugify(mcq.unit!)), where).toBe(mcq.unit);
    }
    expect(new Set(ALL.map((mcq) => mcq.question)).size).toBe(ALL.length);
  });

  it('writes mathematics in LaTeX that KaTeX renders, with balanced dollar signs', () => {
    let formulas = 0;
    for (const mcq of ALL) {
      for (const text of [mcq.question, ...Object.values(mcq.options), mcq.explanation!]) {
        expect((text.match(/\$/g) ?? []).length % 2, text).toBe(0);
        for (const segment of mathSegments(text)) {
          formulas++;
          expect(() => katex.renderToString(segment, { throwOnError: true }), segment).not.toThrow();
        }
      }
    }
    expect(formulas).toBeGreaterThan(100);
  });

  it('spreads the right answers over A-D', () => {
    const letters = new Map<string, number>();
    for (const mcq of ALL) letters.set(mcq.correctAnswer, (letters.get(mcq.correctAnswer) ?? 0) + 1);
    for (const letter of ['A', 'B', 'C', 'D']) expect(letters.get(letter) ?? 0, letter).toBeGreaterThan(ALL.length / 8);
  });
});

describe('the demo mock tests (server/db/seed/data/mock-tests.json)', () => {
  it('offers at least 6 tests: some premium, entrance-style negative marking and a one-minute test', () => {
    expect(MOCK_TESTS.length).toBeGreaterThanOrEqual(6);
    expect(MOCK_TESTS.some((test) => test.premium)).toBe(true);
    expect(MOCK_TESTS.some((test) => !test.premium)).toBe(true);
    expect(MOCK_TESTS.map((test) => test.negativeMarkFraction)).toEqual(expect.arrayContaining([0.1, 0.25]));
    expect(MOCK_TESTS.some((test) => test.durationMinutes <= 2)).toBe(true);
  });

  it('gives management and humanities students at least one free test of their own subjects', () => {
    const freeSubjects = MOCK_TESTS.filter((test) => test.class === '12' && !test.premium).map((test) => test.subject);
    expect(freeSubjects.some((subject) => ['economics', 'accounting', 'business-studies'].includes(subject ?? ''))).toBe(true);
    expect(freeSubjects.some((subject) => ['english', 'nepali', 'social-studies', 'history'].includes(subject ?? ''))).toBe(true);
  });
});

describe('seeding the question bank through the importer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('imports every question and builds the tests (free tests with free questions only), once', async () => {
    await seedQuestionBank(t);
    await seedQuestionBank(t);
    const [bank] = await t.db.select({ n: count() }).from(mcqs);
    expect(bank!.n).toBe(ALL.length);
    const tests = await t.db.select().from(mockTests);
    expect(tests).toHaveLength(MOCK_TESTS.length);
    const premiumInFreeTests = await t.db
      .select({ n: count() })
      .from(mockTestQuestions)
      .innerJoin(mockTests, eq(mockTests.id, mockTestQuestions.mockTestId))
      .innerJoin(mcqs, eq(mcqs.id, mockTestQuestions.mcqId))
      .where(sql`not ${mockTests.isPremium} and ${mcqs.isPremium}`);
    expect(premiumInFreeTests[0]!.n).toBe(0);
    for (const test of tests) {
      const source = MOCK_TESTS.find((item) => item.title === test.title)!;
      const [sum] = await t.db
        .select({ marks: sql<number>`sum(${mockTestQuestions.marks})`.mapWith(Number), questions: count() })
        .from(mockTestQuestions)
        .where(eq(mockTestQuestions.mockTestId, test.id));
      expect(sum!.questions, test.title).toBe(source.sources.reduce((total, item) => total + item.count, 0));
      expect(sum!.marks, test.title).toBe(test.totalMarks);
      expect(test.totalMarks, test.title).toBe(sum!.questions * source.marksPerQuestion);
      expect(Number(test.negativeMarkFraction)).toBe(source.negativeMarkFraction);
    }
  });
});
