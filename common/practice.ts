import { z } from 'zod';

export * from './practice-rules';

export const ANSWER_LETTERS = ['A', 'B', 'C', 'D'] as const;
export const AnswerLetterSchema = z.enum(ANSWER_LETTERS);
export type AnswerLetter = z.infer<typeof AnswerLetterSchema>;

export const ATTEMPT_KINDS = ['practice', 'mock_test', 'review'] as const;
export const AttemptKindSchema = z.enum(ATTEMPT_KINDS);
export type AttemptKind = z.infer<typeof AttemptKindSchema>;

/** Questions in one practice round of a unit. */
export const PRACTICE_QUESTION_COUNT = 10;
/** Cards served in one review session. */
export const REVIEW_SESSION_SIZE = 20;
/** Answers arriving this long after a mock test's deadline are still accepted (network latency). */
export const ANSWER_GRACE_MS = 5_000;
/** Upper bound of the time a client may report on one question (a day; anything above is a bug). */
export const MAX_TIME_SPENT_MS = 24 * 60 * 60 * 1000;
/** Where a student goes when a plan limit or a premium item stops them. */
export const UPGRADE_PATH = '/subscription';

export const MOCK_TEST_QUOTA_MESSAGE = (limit: number) =>
  `You have used all ${limit} free mock tests for this month. Upgrade to Premium for unlimited mock tests.`;

const slug = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes');

export const McqOptionsSchema = z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() });

// ---------- practice catalogue

export const PracticeUnitSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** Questions this student may practise in the unit. */
  questionCount: z.number().int(),
  /** Premium questions a free student cannot open yet. */
  lockedCount: z.number().int(),
});

export const PracticeSubjectSchema = z.object({
  slug: z.string(),
  name: z.string(),
  units: z.array(PracticeUnitSchema),
});

export const PracticeCatalogResponse = z.object({
  contentClass: z.enum(['10', '12']),
  subjects: z.array(PracticeSubjectSchema),
});
export type PracticeCatalogResponse = z.infer<typeof PracticeCatalogResponse>;
export type PracticeSubject = z.infer<typeof PracticeSubjectSchema>;

export const StartPracticeBody = z.strictObject({ subject: slug, unit: slug });
export type StartPracticeBody = z.infer<typeof StartPracticeBody>;

// ---------- attempts

export const AttemptParams = z.object({ id: z.uuid('Not a valid attempt id') });
export const AnswerParams = AttemptParams.extend({ position: z.coerce.number().int().min(1).max(1000) });

/** One question of an attempt as the student sees it before submission: no answer key, no explanation. */
export const AttemptQuestionSchema = z.object({
  position: z.number().int(),
  question: z.string(),
  options: McqOptionsSchema,
  subjectName: z.string(),
  unit: z.string(),
  marks: z.number(),
  chosenAnswer: AnswerLetterSchema.nullable(),
  isVisited: z.boolean(),
  isMarkedForReview: z.boolean(),
  timeSpentMs: z.number().int(),
});
export type AttemptQuestion = z.infer<typeof AttemptQuestionSchema>;

const attemptFields = {
  id: z.string(),
  kind: AttemptKindSchema,
  title: z.string(),
  mockTestId: z.string().nullable(),
  subjectSlug: z.string().nullable(),
  unitSlug: z.string().nullable(),
  startedAt: z.iso.datetime(),
  /** Null for untimed practice and review. */
  deadlineAt: z.iso.datetime().nullable(),
  /** The server's clock when it answered, so a countdown does not trust the device's clock. */
  serverNow: z.iso.datetime(),
  negativeMarkFraction: z.number(),
  maxScore: z.number(),
  currentPosition: z.number().int(),
};

export const InProgressAttemptSchema = z.object({
  ...attemptFields,
  status: z.literal('in_progress'),
  questions: z.array(AttemptQuestionSchema),
});
export type InProgressAttempt = z.infer<typeof InProgressAttemptSchema>;

/**
 * A question of a submitted attempt. While the same question sits in another of the student's attempts that is
 * still open (a mock test), its key is withheld: correctAnswer, explanation, isCorrect and marksAwarded are null.
 */
export const GradedQuestionSchema = AttemptQuestionSchema.extend({
  correctAnswer: AnswerLetterSchema.nullable(),
  explanation: z.string().nullable(),
  topics: z.array(z.string()),
  /** Null when unanswered or withheld. */
  isCorrect: z.boolean().nullable(),
  marksAwarded: z.number().nullable(),
  isKeyWithheld: z.boolean(),
});
export type GradedQuestion = z.infer<typeof GradedQuestionSchema>;

export const ScoreBreakdownSchema = z.object({
  subjectName: z.string(),
  /** Null on a per-subject line. */
  unit: z.string().nullable(),
  questions: z.number().int(),
  correct: z.number().int(),
  wrong: z.number().int(),
  unanswered: z.number().int(),
  score: z.number(),
  maxScore: z.number(),
  percentage: z.number(),
});
export type ScoreBreakdown = z.infer<typeof ScoreBreakdownSchema>;

export const SubmittedAttemptSchema = z.object({
  ...attemptFields,
  status: z.literal('submitted'),
  submittedAt: z.iso.datetime(),
  score: z.number(),
  /** Score as a share of the maximum, clamped to 0-100. */
  percentage: z.number(),
  correctCount: z.number().int(),
  wrongCount: z.number().int(),
  unansweredCount: z.number().int(),
  totalTimeMs: z.number().int(),
  questions: z.array(GradedQuestionSchema),
  bySubject: z.array(ScoreBreakdownSchema),
  byUnit: z.array(ScoreBreakdownSchema),
});
export type SubmittedAttempt = z.infer<typeof SubmittedAttemptSchema>;

/** GET /api/attempts/:id: the open attempt (no answer key) or its graded result. */
export const AttemptSchema = z.discriminatedUnion('status', [InProgressAttemptSchema, SubmittedAttemptSchema]);
export type Attempt = z.infer<typeof AttemptSchema>;

/** PUT /api/attempts/:id/answers/:position: what the student did on one question; absent fields stay as they were. */
export const SaveAnswerBody = z.strictObject({
  /** null clears the choice. */
  answer: AnswerLetterSchema.nullable().optional(),
  isMarkedForReview: z.boolean().optional(),
  /** Total time spent on this question so far; the server keeps the largest value it has seen. */
  timeSpentMs: z.number().int().min(0).max(MAX_TIME_SPENT_MS).optional(),
});
export type SaveAnswerBody = z.infer<typeof SaveAnswerBody>;

export const SavedAnswerSchema = z.object({
  position: z.number().int(),
  chosenAnswer: AnswerLetterSchema.nullable(),
  isMarkedForReview: z.boolean(),
  timeSpentMs: z.number().int(),
  serverNow: z.iso.datetime(),
});
export type SavedAnswer = z.infer<typeof SavedAnswerSchema>;

export const AttemptSummarySchema = z.object({
  id: z.string(),
  kind: AttemptKindSchema,
  title: z.string(),
  status: z.enum(['in_progress', 'submitted']),
  mockTestId: z.string().nullable(),
  startedAt: z.iso.datetime(),
  deadlineAt: z.iso.datetime().nullable(),
  submittedAt: z.iso.datetime().nullable(),
  percentage: z.number().nullable(),
});
export type AttemptSummary = z.infer<typeof AttemptSummarySchema>;

export const AttemptListQuery = z.object({
  kind: AttemptKindSchema.optional(),
  status: z.enum(['in_progress', 'submitted']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

// ---------- mock tests

export const MockTestCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  class: z.enum(['10', '12']),
  subjectName: z.string().nullable(),
  subjectSlug: z.string().nullable(),
  durationMinutes: z.number().int(),
  questionCount: z.number().int(),
  totalMarks: z.number(),
  negativeMarkFraction: z.number(),
  isPremium: z.boolean(),
  /** A premium test this student cannot start: Upgrade Required instead of Start Test. */
  isLocked: z.boolean(),
  /** An attempt still running: Start Test resumes it. */
  openAttemptId: z.string().nullable(),
  lastPercentage: z.number().nullable(),
});
export type MockTestCard = z.infer<typeof MockTestCardSchema>;

export const MockTestUsageSchema = z.object({
  used: z.number().int(),
  /** Null means unlimited. */
  limit: z.number().int().nullable(),
  /** The Nepal calendar month the count is for (YYYY-MM). */
  period: z.string(),
});
export type MockTestUsage = z.infer<typeof MockTestUsageSchema>;

export const MockTestListQuery = z.object({ subject: slug.optional() });
export const MockTestListResponse = z.object({ tests: z.array(MockTestCardSchema), usage: MockTestUsageSchema });
export type MockTestListResponse = z.infer<typeof MockTestListResponse>;
export const MockTestParams = z.object({ id: z.uuid('Not a valid mock test id') });

// ---------- analytics

const accuracyFields = {
  answered: z.number().int(),
  correct: z.number().int(),
  /** Correct answers as a percentage of answered ones, one decimal. */
  accuracy: z.number(),
};

export const AnalyticsResponse = z.object({
  totals: z.object({ ...accuracyFields, averageTimeMs: z.number().int(), attempts: z.number().int() }),
  bySubject: z.array(z.object({ subjectSlug: z.string(), subjectName: z.string(), ...accuracyFields, averageTimeMs: z.number().int() })),
  /** Weakest first. */
  byUnit: z.array(z.object({ subjectSlug: z.string(), subjectName: z.string(), unitSlug: z.string(), unit: z.string(), ...accuracyFields })),
  /** Weakest first; topics answered at least twice. */
  weakestTopics: z.array(z.object({ topic: z.string(), subjectName: z.string(), ...accuracyFields })),
  /** Answers per Nepal day, subject and unit over the last 90 days. */
  timeline: z.array(z.object({ date: z.string(), subjectSlug: z.string(), subjectName: z.string(), unitSlug: z.string(), unit: z.string(), answered: z.number().int(), correct: z.number().int() })),
  recentScores: z.array(AttemptSummarySchema),
});
export type AnalyticsResponse = z.infer<typeof AnalyticsResponse>;

export const ANALYTICS_TIMELINE_DAYS = 90;
/** A topic needs this many answers before it is ranked among the weakest. */
export const WEAK_TOPIC_MIN_ANSWERS = 2;

// ---------- review of mistakes

export const ReviewSummarySchema = z.object({
  /** Cards due by the end of today in Nepal. */
  dueCount: z.number().int(),
  totalCards: z.number().int(),
  openAttemptId: z.string().nullable(),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;
