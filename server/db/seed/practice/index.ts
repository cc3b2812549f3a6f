import { eq, inArray } from 'drizzle-orm';
import { ANSWER_LETTERS, type AnswerLetter } from '@common/practice';
import { slugify } from '@common/syllabus';
import { mcqs, mockTestQuestions, mockTests, subjects, upcomingExams } from '../../schema';
import { nepalDate } from '../../../platform/clock';
import type { DemoSeedContext } from '../index';
import { MATHEMATICS_10, SCIENCE_10, OPTIONAL_MATH_10, ENGLISH_10, NEPALI_10, SOCIAL_STUDIES_10 } from './class-10';
import { BIOLOGY_12 } from './class-12-biology';
import { CHEMISTRY_12 } from './class-12-chemistry';
import { ENGLISH_12, HISTORY_12, NEPALI_12, SOCIAL_STUDIES_12 } from './class-12-humanities';
import { ACCOUNTING_12, BUSINESS_STUDIES_12, ECONOMICS_12 } from './class-12-management';
import { MATHEMATICS_12 } from './class-12-mathematics';
import { PHYSICS_12 } from './class-12-physics';
import { MOCK_TESTS, pickQuestions } from './mock-tests';
import type { SeedMcq, SeedMcqSet } from './types';
import { UPCOMING_EXAMS } from './upcoming-exams';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every demo question set, Class 12 science first (the demo student's subjects), then management, humanities and Class 10. */
export const MCQ_SETS: SeedMcqSet[] = [
  PHYSICS_12,
  CHEMISTRY_12,
  BIOLOGY_12,
  MATHEMATICS_12,
  ECONOMICS_12,
  ACCOUNTING_12,
  BUSINESS_STUDIES_12,
  ENGLISH_12,
  NEPALI_12,
  SOCIAL_STUDIES_12,
  HISTORY_12,
  MATHEMATICS_10,
  SCIENCE_10,
  OPTIONAL_MATH_10,
  ENGLISH_10,
  NEPALI_10,
  SOCIAL_STUDIES_10,
];

/**
 * The options as stored: rotated by an amount fixed by the question's text, so the right answers spread over
 * A-D however the data files list them. Lists with an "all…", "none…" or "both…" option keep their order.
 */
export function arrangeOptions(mcq: SeedMcq): { options: Record<AnswerLetter, string>; correctAnswer: AnswerLetter } {
  const keepsOrder = mcq.options.some((option) => /^(all|none|both)\b/i.test(option));
  const shift = keepsOrder ? 0 : [...mcq.question].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 4;
  const at = (index: number) => mcq.options[(index + shift) % 4]!;
  return {
    options: { A: at(0), B: at(1), C: at(2), D: at(3) },
    correctAnswer: ANSWER_LETTERS[(ANSWER_LETTERS.indexOf(mcq.answer) - shift + 4) % 4]!,
  };
}

const setKey = (contentClass: string, subject: string) => `${contentClass}/${subject}`;

/** The demo question bank and the mock tests built from it; skipped when the bank is already there. */
export async function seedPracticeContent({ db }: DemoSeedContext) {
  const first = MCQ_SETS[0]!.mcqs[0]!;
  const [existing] = await db.select({ id: mcqs.id }).from(mcqs).where(eq(mcqs.question, first.question)).limit(1);
  if (existing) return;

  await db.transaction(async (tx) => {
    const subjectRows = await tx.select({ id: subjects.id, class: subjects.class, slug: subjects.slug }).from(subjects);
    const subjectIds = new Map(subjectRows.map((row) => [setKey(row.class, row.slug), row.id]));
    const subjectId = (contentClass: string, slug: string) => {
      const id = subjectIds.get(setKey(contentClass, slug));
      if (!id) throw new Error(`Demo MCQs name an unknown subject ${contentClass}/${slug}`);
      return id;
    };

    const idsByQuestion = new Map<string, string>();
    for (const set of MCQ_SETS) {
      const rows = await tx
        .insert(mcqs)
        .values(
          set.mcqs.map((mcq) => ({
            question: mcq.question,
            ...arrangeOptions(mcq),
            explanation: mcq.explanation,
            class: set.class,
            subjectId: subjectId(set.class, set.subject),
            unit: mcq.unit,
            unitSlug: slugify(mcq.unit),
            difficulty: mcq.difficulty,
            topics: mcq.topics,
            isPremium: mcq.isPremium ?? false,
          })),
        )
        .returning({ id: mcqs.id, question: mcqs.question });
      for (const row of rows) idsByQuestion.set(`${setKey(set.class, set.subject)}:${row.question}`, row.id);
    }

    const setsByKey = new Map(MCQ_SETS.map((set) => [setKey(set.class, set.subject), set]));
    for (const test of MOCK_TESTS) {
      const questions = test.sources.flatMap((source) => {
        const set = setsByKey.get(setKey(source.class, source.subject))!;
        return pickQuestions(source, set.mcqs, test.isPremium).map((mcq) => idsByQuestion.get(`${setKey(set.class, set.subject)}:${mcq.question}`)!);
      });
      const [row] = await tx
        .insert(mockTests)
        .values({
          title: test.title,
          description: test.description,
          class: test.class,
          subjectId: test.subject ? subjectId(test.class, test.subject) : null,
          durationMinutes: test.durationMinutes,
          totalMarks: questions.length * test.marksPerQuestion,
          negativeMarkFraction: test.negativeMarkFraction,
          isPremium: test.isPremium,
        })
        .returning({ id: mockTests.id });
      await tx
        .insert(mockTestQuestions)
        .values(questions.map((mcqId, index) => ({ mockTestId: row!.id, mcqId, position: index + 1, marks: test.marksPerQuestion })));
    }
  });
}

/** The demo upcoming exams (board and entrance calendar), dated from the seeding day in Nepal; existing titles are left alone. */
export async function seedUpcomingExams({ db, clock }: DemoSeedContext) {
  const titles = UPCOMING_EXAMS.map((exam) => exam.title);
  const present = await db.select({ title: upcomingExams.title }).from(upcomingExams).where(inArray(upcomingExams.title, titles));
  const missing = UPCOMING_EXAMS.filter((exam) => !present.some((row) => row.title === exam.title));
  const seedingDay = Date.parse(`${nepalDate(clock.now())}T00:00:00Z`);
  const dated = missing.map(({ daysAfterSeeding, ...exam }) => ({
    ...exam,
    examDate: new Date(seedingDay + daysAfterSeeding * DAY_MS).toISOString().slice(0, 10),
  }));
  if (dated.length) await db.insert(upcomingExams).values(dated);
}
