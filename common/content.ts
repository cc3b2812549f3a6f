import { z } from 'zod';
import { ContentClassSchema, DifficultySchema } from './academics';

/** Seed 000 section 5: notes, MCQs (and every study list) need a class on the profile. */
export const CLASS_REQUIRED_MESSAGE = 'Please update your profile with class information';
/** The error code the web branches on to show the profile prompt instead of a list. */
export const CLASS_REQUIRED_CODE = 'class_required';

/** Past paper years a paper may carry (seed 001 section 5). */
export const PAPER_YEAR_MIN = 2000;
export const PAPER_YEAR_MAX = 2030;

/** How many topics a note card shows before '+N more'. */
export const VISIBLE_TOPICS = 3;

// An empty text box sends nothing useful: '' and blanks mean "no search".
export const SearchText = z
  .string()
  .trim()
  .max(200, 'Search is at most 200 characters')
  .optional()
  .transform((value) => (value ? value : undefined));

export const SubjectSlugSchema = z
  .string()
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Not a subject');

const UnitSlugSchema = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Not a unit');

export const YearSchema = z.coerce
  .number()
  .int('Year must be a whole number')
  .min(PAPER_YEAR_MIN, `Year must be between ${PAPER_YEAR_MIN} and ${PAPER_YEAR_MAX}`)
  .max(PAPER_YEAR_MAX, `Year must be between ${PAPER_YEAR_MIN} and ${PAPER_YEAR_MAX}`);

export const NOTE_CLASS_FILTERS = ['all', '10', '12'] as const;
export const NoteClassFilterSchema = z.enum(NOTE_CLASS_FILTERS);
export type NoteClassFilter = z.infer<typeof NoteClassFilterSchema>;

export const IdParams = z.object({ id: z.uuid('Not a valid id') });

export const SubjectRefSchema = z.object({ slug: z.string(), name: z.string(), class: ContentClassSchema });

/** Who the lists are for: the content class studied and the faculty whose subjects apply (null: every subject). */
export const ViewerScopeSchema = z.object({
  contentClass: ContentClassSchema,
  faculty: z.string().nullable(),
  isPremium: z.boolean(),
});
export type ViewerScope = z.infer<typeof ViewerScopeSchema>;

// ---- Notes ----

export const NotesQuery = z.object({
  search: SearchText,
  subject: SubjectSlugSchema.optional(),
  /** Which class's notes; absent means the student's own class. */
  class: NoteClassFilterSchema.optional(),
});
export type NotesQuery = z.infer<typeof NotesQuery>;

export const NoteCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  class: ContentClassSchema,
  subject: SubjectRefSchema,
  unit: z.string(),
  unitSlug: z.string(),
  difficulty: DifficultySchema,
  topics: z.array(z.string()),
  downloads: z.number().int(),
  rating: z.number(),
  pages: z.number().int(),
  hasPdf: z.boolean(),
  isPremium: z.boolean(),
  /** A premium note the viewer's plan cannot open: listed, but its content and PDF stay on the server. */
  locked: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type NoteCard = z.infer<typeof NoteCardSchema>;

export const NotesResponse = z.object({
  viewer: ViewerScopeSchema,
  classFilter: NoteClassFilterSchema,
  subjects: z.array(SubjectRefSchema),
  total: z.number().int(),
  notes: z.array(NoteCardSchema),
});
export type NotesResponse = z.infer<typeof NotesResponse>;

export const NoteUnitParams = z.object({ subject: SubjectSlugSchema, unit: UnitSlugSchema });
export const NoteUnitQuery = z.object({ class: ContentClassSchema.optional() });

export const NoteUnitResponse = z.object({
  subject: SubjectRefSchema,
  unit: z.object({ name: z.string(), slug: z.string() }),
  /** Every unit of the subject in syllabus order, for the unit navigation. */
  units: z.array(z.object({ name: z.string(), slug: z.string(), noteCount: z.number().int() })),
  notes: z.array(NoteCardSchema),
});
export type NoteUnitResponse = z.infer<typeof NoteUnitResponse>;

export const NoteDetailSchema = NoteCardSchema.omit({ locked: true }).extend({
  /** The note in Markdown with LaTeX ($…$ inline, $$…$$ display); null for a PDF-only note. */
  content: z.string().nullable(),
});
export type NoteDetail = z.infer<typeof NoteDetailSchema>;

// ---- Past papers ----

export const PastPapersQuery = z.object({
  subject: SubjectSlugSchema.optional(),
  year: YearSchema.optional(),
});
export type PastPapersQuery = z.infer<typeof PastPapersQuery>;

export const PastPaperCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  year: z.number().int(),
  examBoard: z.string().nullable(),
  class: ContentClassSchema,
  subject: SubjectRefSchema,
  downloads: z.number().int(),
  questionCount: z.number().int(),
  hasPdf: z.boolean(),
  hasSolution: z.boolean(),
  isPremium: z.boolean(),
  locked: z.boolean(),
});
export type PastPaperCard = z.infer<typeof PastPaperCardSchema>;

export const PastPapersResponse = z.object({
  viewer: ViewerScopeSchema,
  subjects: z.array(SubjectRefSchema),
  years: z.array(z.number().int()),
  total: z.number().int(),
  papers: z.array(PastPaperCardSchema),
});
export type PastPapersResponse = z.infer<typeof PastPapersResponse>;

// ---- Formula bank ----

export const FormulasQuery = z.object({
  search: SearchText,
  subject: SubjectSlugSchema.optional(),
});
export type FormulasQuery = z.infer<typeof FormulasQuery>;

export const FormulaSchema = z.object({
  id: z.string(),
  title: z.string(),
  latex: z.string(),
  description: z.string().nullable(),
  topic: z.string(),
  class: ContentClassSchema,
  subject: SubjectRefSchema,
});
export type Formula = z.infer<typeof FormulaSchema>;

export const FormulasResponse = z.object({
  viewer: ViewerScopeSchema,
  subjects: z.array(SubjectRefSchema),
  total: z.number().int(),
  formulas: z.array(FormulaSchema),
});
export type FormulasResponse = z.infer<typeof FormulasResponse>;

// ---- Repeated questions ----

export const RepeatedQuestionsQuery = z.object({
  search: SearchText,
  subject: SubjectSlugSchema.optional(),
  year: YearSchema.optional(),
});
export type RepeatedQuestionsQuery = z.infer<typeof RepeatedQuestionsQuery>;

export const RepeatedQuestionSchema = z.object({
  /** The representative question's id (its most recent appearance the viewer may read). */
  id: z.string(),
  /** The newest wording from a paper the viewer may open; null when every appearance is in a premium paper. */
  text: z.string().nullable(),
  /** Every appearance is in a premium paper the viewer cannot open: only its unit, marks and years show. */
  locked: z.boolean(),
  subject: SubjectRefSchema,
  unit: z.string(),
  unitSlug: z.string(),
  marks: z.number().int(),
  years: z.array(z.number().int()),
  /** How many times it was asked in all (a year can hold it once per paper). */
  occurrences: z.number().int(),
  appearances: z.array(
    z.object({
      year: z.number().int(),
      paperTitle: z.string(),
      questionNumber: z.string(),
      /** Null for an appearance in a premium paper the viewer cannot open (`locked`). */
      text: z.string().nullable(),
      locked: z.boolean(),
      marks: z.number().int(),
    }),
  ),
  solution: z.string().nullable(),
  /** A solution exists but only in premium papers the viewer cannot open. */
  solutionLocked: z.boolean(),
});
export type RepeatedQuestion = z.infer<typeof RepeatedQuestionSchema>;

export const RepeatedQuestionsResponse = z.object({
  viewer: ViewerScopeSchema,
  stats: z.object({
    repeatedQuestions: z.number().int(),
    questionsAnalysed: z.number().int(),
    papersAnalysed: z.number().int(),
    firstYear: z.number().int().nullable(),
    lastYear: z.number().int().nullable(),
    mostRepeatedYears: z.number().int(),
  }),
  insights: z.object({
    topUnits: z.array(z.object({ subject: z.string(), unit: z.string(), questions: z.number().int(), occurrences: z.number().int() })),
    topYears: z.array(z.object({ year: z.number().int(), repeats: z.number().int() })),
    averageMarks: z.number().nullable(),
  }),
  subjects: z.array(SubjectRefSchema),
  years: z.array(z.number().int()),
  total: z.number().int(),
  questions: z.array(RepeatedQuestionSchema),
});
export type RepeatedQuestionsResponse = z.infer<typeof RepeatedQuestionsResponse>;
