import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AnswerLetter } from '@common/practice';
import { slugify } from '@common/syllabus';
import { mcqs, mockTestQuestions, mockTests, subjects } from '../db/schema';
import type { TestApp } from './app';
import { writeContent } from './content-writes';

const LETTERS: AnswerLetter[] = ['A', 'B', 'C', 'D'];

export type BuiltMcq = { id: string; correctAnswer: AnswerLetter; wrongAnswer: AnswerLetter; explanation: string; question: string };

async function subjectId(t: TestApp, contentClass: '10' | '12', slug: string) {
  const [subject] = await t.db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.class, contentClass), eq(subjects.slug, slug)));
  if (!subject) throw new Error(`no subject ${contentClass}/${slug}`);
  return subject.id;
}

/**
 * MCQs in a unit of their own (so tests in one file do not share questions). The answer key cycles A-D and every
 * question and explanation carries a unique marker that leak checks can look for.
 */
export async function buildMcqs(
  t: TestApp,
  options: { count?: number; subject?: string; class?: '10' | '12'; unit?: string; isPremium?: boolean; topics?: string[] } = {},
): Promise<{ unit: string; unitSlug: string; subject: string; mcqs: BuiltMcq[] }> {
  const contentClass = options.class ?? '12';
  const subject = options.subject ?? 'physics';
  const marker = randomBytes(4).toString('hex');
  const unit = options.unit ?? `Test Unit ${marker}`;
  const rows = Array.from({ length: options.count ?? 5 }, (_, index) => {
    const correctAnswer = LETTERS[index % 4]!;
    return {
      question: `Question ${index + 1} (${marker}): which option is right?`,
      options: { A: `Option A ${index}`, B: `Option B ${index}`, C: `Option C ${index}`, D: `Option D ${index}` },
      correctAnswer,
      explanation: `SECRET-EXPLANATION-${marker}-${index}`,
      class: contentClass,
      unit,
      unitSlug: slugify(unit),
      difficulty: 'Medium',
      topics: options.topics ?? [`Topic ${marker}`],
      isPremium: options.isPremium ?? false,
    };
  });
  const id = await subjectId(t, contentClass, subject);
  const inserted = await writeContent(t, 'mcqs', () =>
    t.db
      .insert(mcqs)
      .values(rows.map((row) => ({ ...row, subjectId: id })))
      .returning({ id: mcqs.id, correctAnswer: mcqs.correctAnswer, explanation: mcqs.explanation, question: mcqs.question }),
  );
  return {
    unit,
    unitSlug: slugify(unit),
    subject,
    mcqs: inserted.map((row) => {
      const correctAnswer = row.correctAnswer as AnswerLetter;
      return { ...row, correctAnswer, wrongAnswer: LETTERS[(LETTERS.indexOf(correctAnswer) + 1) % 4]! };
    }),
  };
}

/** The letter a student sees for a bank letter of a built question in a shuffled attempt (options read "Option <letter> <n>"). */
export function shownLetter(question: { options: Record<AnswerLetter, string> }, bankLetter: AnswerLetter): AnswerLetter {
  return LETTERS.find((letter) => question.options[letter].startsWith(`Option ${bankLetter} `))!;
}

/** A mock test over fresh MCQs (marks per question, duration, negative marking and premium as given). */
export async function buildMockTest(
  t: TestApp,
  options: {
    questions?: number;
    marks?: number;
    durationMinutes?: number;
    negativeMarkFraction?: number;
    isPremium?: boolean;
    isActive?: boolean;
    subject?: string | null;
    class?: '10' | '12';
  } = {},
) {
  const contentClass = options.class ?? '12';
  const subject = options.subject === undefined ? 'physics' : options.subject;
  const built = await buildMcqs(t, { count: options.questions ?? 5, subject: subject ?? 'physics', class: contentClass });
  const marks = options.marks ?? 1;
  const [test] = await writeContent(t, 'mock_tests', async () =>
    t.db
      .insert(mockTests)
      .values({
        title: `Mock test ${built.unit}`,
        description: 'A test built by a test',
        class: contentClass,
        subjectId: subject ? await subjectId(t, contentClass, subject) : null,
        durationMinutes: options.durationMinutes ?? 30,
        totalMarks: Math.max(1, Math.round(marks * built.mcqs.length)),
        negativeMarkFraction: options.negativeMarkFraction ?? 0,
        isPremium: options.isPremium ?? false,
        isActive: options.isActive ?? true,
      })
      .returning(),
  );
  await writeContent(t, 'mock_test_questions', () =>
    t.db.insert(mockTestQuestions).values(built.mcqs.map((mcq, index) => ({ mockTestId: test!.id, mcqId: mcq.id, position: index + 1, marks }))),
  );
  return { ...test!, mcqs: built.mcqs, unitSlug: built.unitSlug };
}
