import { z } from 'zod';
import { ContentClassSchema, DifficultySchema } from './academics';
import { PAPER_YEAR_MAX, PAPER_YEAR_MIN, SearchText } from './content';
import { AnswerLetterSchema, McqOptionsSchema } from './practice';

/** Class 12 faculties the content screens filter by (seed 001 section 3). */
export const CONTENT_FACULTIES = ['science', 'management', 'humanities'] as const;
export const ContentFacultySchema = z.enum(CONTENT_FACULTIES);
export type ContentFaculty = z.infer<typeof ContentFacultySchema>;

/** Rows per page of an admin content list. */
export const ADMIN_PAGE_SIZE = 25;
/** Default and environment-configurable ceiling of one uploaded PDF (UPLOAD_MAX_MB). */
export const DEFAULT_UPLOAD_MAX_MB = 20;
/** Negative marking a mock test may use: none, IOE's 10 % and the CEE's 25 % of a question's marks. */
export const NEGATIVE_MARK_FRACTIONS = [0, 0.1, 0.25] as const;
/** How many questions one bulk import may hold. */
export const IMPORT_MAX_QUESTIONS = 1000;
/** A discrimination index needs this many responses to mean anything; below it the list shows none. */
export const DISCRIMINATION_MIN_RESPONSES = 10;
/** The upper and lower groups of the discrimination index: 27 % of the responses each (Kelley). */
export const DISCRIMINATION_GROUP_SHARE = 0.27;

const requiredText = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`);

const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label} is at most ${max} characters`).default('');

/** Topics as a list: blanks dropped, duplicates merged. */
const TopicsSchema = z
  .array(z.string().trim().max(80, 'A topic is at most 80 characters'))
  .max(20, 'At most 20 topics')
  .default([])
  .transform((topics) => [...new Set(topics.filter(Boolean))]);

const UnitSchema = requiredText('Unit', 120).refine((unit) => /[\p{L}\p{N}]/u.test(unit), 'Unit needs a letter or digit');
const SubjectIdSchema = z.uuid('Choose a subject');

// ---- Lists ----

export const AdminContentQuery = z.object({
  search: SearchText,
  class: ContentClassSchema.optional(),
  /** Class 12 subjects of one faculty. */
  faculty: ContentFacultySchema.optional(),
  subjectId: z.uuid('Not a subject').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminContentQuery = z.infer<typeof AdminContentQuery>;

export const MCQ_SORTS = ['newest', 'responses', 'facility', 'discrimination'] as const;
export const AdminMcqQuery = AdminContentQuery.extend({
  sort: z.enum(MCQ_SORTS).default('newest'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminMcqQuery = z.infer<typeof AdminMcqQuery>;
export type McqSort = (typeof MCQ_SORTS)[number];

export const AdminSubjectSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  class: ContentClassSchema,
  /** Class 12 faculties that study it; empty for Class 10. */
  faculties: z.array(z.string()),
});
export type AdminSubject = z.infer<typeof AdminSubjectSchema>;

export const AdminContentOptionsSchema = z.object({
  subjects: z.array(AdminSubjectSchema),
  /** The largest PDF the server accepts, so the form can refuse a bigger one before sending it. */
  uploadLimitBytes: z.number().int(),
});
export type AdminContentOptions = z.infer<typeof AdminContentOptionsSchema>;

const SubjectSummarySchema = z.object({ id: z.string(), slug: z.string(), name: z.string() });

const StoredFileSchema = z.object({ filename: z.string(), sizeBytes: z.number().int() });
export type StoredFileInfo = z.infer<typeof StoredFileSchema>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

// ---- MCQs ----

export const McqBody = z.strictObject({
  question: requiredText('Question', 4000),
  options: z.strictObject({
    A: requiredText('Option A', 1000),
    B: requiredText('Option B', 1000),
    C: requiredText('Option C', 1000),
    D: requiredText('Option D', 1000),
  }),
  correctAnswer: AnswerLetterSchema.default('A'),
  explanation: optionalText('Explanation', 4000),
  class: ContentClassSchema.default('10'),
  subjectId: SubjectIdSchema,
  unit: UnitSchema,
  difficulty: DifficultySchema.default('Medium'),
  topics: TopicsSchema,
  isPremium: z.boolean().default(false),
});
export type McqBody = z.infer<typeof McqBody>;
export type McqInput = z.input<typeof McqBody>;

/**
 * How an item performed in submitted mock tests: `responses` sittings answered it (by `students` students),
 * `facility` is the share of those answers that were right, `discrimination` the upper 27 % group's share right
 * minus the lower 27 % group's (groups by the sitting's total score), null below DISCRIMINATION_MIN_RESPONSES.
 */
export const ItemStatisticsSchema = z.object({
  responses: z.number().int(),
  students: z.number().int(),
  facility: z.number().nullable(),
  discrimination: z.number().nullable(),
});
export type ItemStatistics = z.infer<typeof ItemStatisticsSchema>;

export const AdminMcqSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: McqOptionsSchema,
  correctAnswer: AnswerLetterSchema,
  explanation: z.string(),
  class: ContentClassSchema,
  subject: SubjectSummarySchema,
  unit: z.string(),
  difficulty: DifficultySchema,
  topics: z.array(z.string()),
  isPremium: z.boolean(),
  statistics: ItemStatisticsSchema,
  createdAt: z.iso.datetime(),
});
export type AdminMcq = z.infer<typeof AdminMcqSchema>;
export const AdminMcqPage = pageOf(AdminMcqSchema);
export type AdminMcqPage = z.infer<typeof AdminMcqPage>;

// ---- Bulk import of MCQs ----

export const IMPORT_FORMATS = ['aiken', 'csv'] as const;
/** The CSV header an import understands; class, subject, unit and the later columns may be left out. */
export const CSV_COLUMNS = [
  'question',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'answer',
  'explanation',
  'class',
  'subject',
  'unit',
  'difficulty',
  'topics',
  'premium',
] as const;
export const CSV_REQUIRED_COLUMNS = ['question', 'option_a', 'option_b', 'option_c', 'option_d', 'answer'] as const;

export const ImportMcqsBody = z.strictObject({
  format: z.enum(IMPORT_FORMATS),
  text: z.string().min(1, 'Paste or upload the questions first').max(2_000_000, 'The questions are at most 2 MB of text'),
  /** For the whole batch; a CSV row may name its own. */
  class: ContentClassSchema.optional(),
  subjectId: z.uuid('Not a subject').optional(),
  unit: z.string().trim().max(120).optional(),
  difficulty: DifficultySchema.default('Medium'),
  isPremium: z.boolean().default(false),
});
export type ImportMcqsBody = z.infer<typeof ImportMcqsBody>;
export type ImportMcqsInput = z.input<typeof ImportMcqsBody>;

export const ImportProblemSchema = z.object({ line: z.number().int(), message: z.string() });
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

export const ImportPreviewSchema = z.object({
  questions: z.array(
    z.object({
      line: z.number().int(),
      question: z.string(),
      options: McqOptionsSchema,
      correctAnswer: AnswerLetterSchema,
      explanation: z.string(),
      class: ContentClassSchema,
      subjectName: z.string(),
      unit: z.string(),
      difficulty: DifficultySchema,
      topics: z.array(z.string()),
      isPremium: z.boolean(),
    }),
  ),
  problems: z.array(ImportProblemSchema),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const ImportResultSchema = z.object({ imported: z.number().int() });

// ---- Notes ----

export const NoteBody = z.strictObject({
  title: requiredText('Title', 200),
  description: optionalText('Description', 1000),
  /** Markdown with LaTeX; may stay empty when the note has a PDF. */
  content: z.string().max(200_000, 'Content is at most 200,000 characters').default(''),
  class: ContentClassSchema.default('10'),
  subjectId: SubjectIdSchema,
  unit: UnitSchema,
  difficulty: DifficultySchema.default('Medium'),
  pages: z.number('Pages must be a number').int('Pages must be a whole number').min(1, 'Pages must be at least 1').max(2000).default(1),
  topics: TopicsSchema,
  isPremium: z.boolean().default(false),
  /** On an edit without a new PDF: drop the stored one. */
  removePdf: z.boolean().default(false),
});
export type NoteBody = z.infer<typeof NoteBody>;
export type NoteInput = z.input<typeof NoteBody>;

export const AdminNoteSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  class: ContentClassSchema,
  subject: SubjectSummarySchema,
  unit: z.string(),
  difficulty: DifficultySchema,
  pages: z.number().int(),
  topics: z.array(z.string()),
  isPremium: z.boolean(),
  hasContent: z.boolean(),
  pdf: StoredFileSchema.nullable(),
  downloads: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminNote = z.infer<typeof AdminNoteSchema>;
export const AdminNoteDetailSchema = AdminNoteSchema.extend({ content: z.string() });
export type AdminNoteDetail = z.infer<typeof AdminNoteDetailSchema>;
export const AdminNotePage = pageOf(AdminNoteSchema);
export type AdminNotePage = z.infer<typeof AdminNotePage>;

// ---- Mock tests ----

export const MockTestBody = z.strictObject({
  title: requiredText('Title', 200),
  description: optionalText('Description', 1000),
  class: ContentClassSchema.default('10'),
  /** Null only for a test across subjects (an entrance test), which must then name its questions. */
  subjectId: SubjectIdSchema.nullable().default(null),
  durationMinutes: z.number('Duration must be a number').int('Duration must be whole minutes').min(1, 'Duration must be at least 1 minute').max(600).default(60),
  totalMarks: z.number('Total marks must be a number').int('Total marks must be a whole number').min(1, 'Total marks must be at least 1').max(1000).default(100),
  negativeMarkFraction: z
    .number()
    .refine((value) => (NEGATIVE_MARK_FRACTIONS as readonly number[]).includes(value), 'Negative marking is none, 10 % or 25 %')
    .default(0),
  /** The questions in order; empty means every question of the class and subject. */
  mcqIds: z
    .array(z.uuid('Not a question id'))
    .max(500, 'A mock test holds at most 500 questions')
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, 'A question is picked twice'),
  isPremium: z.boolean().default(false),
  isActive: z.boolean().default(true),
});
export type MockTestBody = z.infer<typeof MockTestBody>;
export type MockTestInput = z.input<typeof MockTestBody>;

export const AdminMockTestSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  class: ContentClassSchema,
  subject: SubjectSummarySchema.nullable(),
  durationMinutes: z.number().int(),
  totalMarks: z.number().int(),
  negativeMarkFraction: z.number(),
  isPremium: z.boolean(),
  isActive: z.boolean(),
  questionCount: z.number().int(),
  attemptCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type AdminMockTest = z.infer<typeof AdminMockTestSchema>;
export const AdminMockTestDetailSchema = AdminMockTestSchema.extend({
  questions: z.array(z.object({ id: z.string(), question: z.string(), unit: z.string(), isPremium: z.boolean() })),
});
export type AdminMockTestDetail = z.infer<typeof AdminMockTestDetailSchema>;
export const AdminMockTestPage = pageOf(AdminMockTestSchema);
export type AdminMockTestPage = z.infer<typeof AdminMockTestPage>;

// ---- Past papers ----

export const PastPaperBody = z.strictObject({
  title: requiredText('Title', 200),
  year: z
    .number('Year is required')
    .int('Year must be a whole number')
    .min(PAPER_YEAR_MIN, `Year must be between ${PAPER_YEAR_MIN} and ${PAPER_YEAR_MAX}`)
    .max(PAPER_YEAR_MAX, `Year must be between ${PAPER_YEAR_MIN} and ${PAPER_YEAR_MAX}`),
  examBoard: z
    .string()
    .trim()
    .max(100, 'Exam board is at most 100 characters')
    .nullable()
    .default(null)
    .transform((board) => board || null),
  class: ContentClassSchema.default('10'),
  subjectId: SubjectIdSchema,
  isPremium: z.boolean().default(false),
  removePdf: z.boolean().default(false),
  removeSolution: z.boolean().default(false),
});
export type PastPaperBody = z.infer<typeof PastPaperBody>;
export type PastPaperInput = z.input<typeof PastPaperBody>;

export const AdminPastPaperSchema = z.object({
  id: z.string(),
  title: z.string(),
  year: z.number().int(),
  examBoard: z.string().nullable(),
  class: ContentClassSchema,
  subject: SubjectSummarySchema,
  isPremium: z.boolean(),
  pdf: StoredFileSchema.nullable(),
  solution: StoredFileSchema.nullable(),
  downloads: z.number().int(),
  questionCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type AdminPastPaper = z.infer<typeof AdminPastPaperSchema>;
export const AdminPastPaperPage = pageOf(AdminPastPaperSchema);
export type AdminPastPaperPage = z.infer<typeof AdminPastPaperPage>;

// ---- Formulas ----

export const FormulaBody = z.strictObject({
  title: requiredText('Title', 200),
  latex: requiredText('LaTeX', 2000),
  description: z
    .string()
    .trim()
    .max(1000, 'Description is at most 1000 characters')
    .nullable()
    .default(null)
    .transform((text) => text || null),
  topic: requiredText('Topic', 120),
  class: ContentClassSchema.default('10'),
  subjectId: SubjectIdSchema,
});
export type FormulaBody = z.infer<typeof FormulaBody>;
export type FormulaInput = z.input<typeof FormulaBody>;

export const AdminFormulaSchema = z.object({
  id: z.string(),
  title: z.string(),
  latex: z.string(),
  description: z.string().nullable(),
  topic: z.string(),
  class: ContentClassSchema,
  subject: SubjectSummarySchema,
  createdAt: z.iso.datetime(),
});
export type AdminFormula = z.infer<typeof AdminFormulaSchema>;
export const AdminFormulaPage = pageOf(AdminFormulaSchema);
export type AdminFormulaPage = z.infer<typeof AdminFormulaPage>;
