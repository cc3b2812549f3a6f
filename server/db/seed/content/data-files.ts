import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ContentClassSchema, DifficultySchema, type ContentClass, type Difficulty } from '@common/academics';
import { projectPath } from '../../../paths';

/**
 * The demo study material as content authors keep it (decision 043), read from the source tree at seed time:
 *
 *   server/db/seed/data/notes/<class>-<subject>/<name>.md    Markdown with a small front matter
 *   server/db/seed/data/questions/<class>-<subject>.txt      questions in Aiken with our lines (decision 042)
 *   server/db/seed/data/past-papers/<class>-<subject>.json   papers with the questions printed in them
 *   server/db/seed/data/formulas/<class>-<subject>.json      the formula bank
 *   server/db/seed/data/mock-tests.json                      tests and where their questions come from
 */
export const DEMO_DATA_DIR = projectPath('server/db/seed/data');

/** Where a file's class and subject come from: its name, `12-physics.json` or the folder `12-physics/`. */
const SET_NAME = /^(10|12)-([a-z]+(?:-[a-z]+)*)(?:\.[a-z]+)?$/;

export type SubjectKey = { class: ContentClass; subject: string };

function subjectOfName(name: string): SubjectKey {
  const match = SET_NAME.exec(name);
  if (!match) throw new Error(`${name}: a demo data file is named <class>-<subject>, e.g. 12-physics`);
  return { class: match[1] as ContentClass, subject: match[2]! };
}

const entries = (folder: string, extension: string) =>
  readdirSync(path.join(DEMO_DATA_DIR, folder))
    .filter((name) => name.endsWith(extension))
    .sort();

function readJson<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  const parsed = schema.safeParse(JSON.parse(readFileSync(path.join(DEMO_DATA_DIR, file), 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

// ---- notes

const FRONT_MATTER_KEYS = ['title', 'description', 'class', 'subject', 'unit', 'topics', 'difficulty', 'premium', 'pdf', 'rating', 'downloads', 'age-days'] as const;

/**
 * A note file's front matter: `key: value` lines between two `---` lines (no YAML: a value is the rest of its line;
 * topics are separated by ";"; premium and pdf are yes or no), then the Markdown.
 */
export function parseFrontMatter(text: string, file: string): { fields: Record<(typeof FRONT_MATTER_KEYS)[number], string>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`${file}: a note starts with its front matter between two "---" lines`);
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split('\n')) {
    const pair = /^([a-z-]+):\s?(.*)$/.exec(line);
    if (!pair || !(FRONT_MATTER_KEYS as readonly string[]).includes(pair[1]!)) throw new Error(`${file}: unknown front matter line "${line}"`);
    fields[pair[1]!] = pair[2]!.trim();
  }
  const missing = FRONT_MATTER_KEYS.filter((key) => fields[key] === undefined);
  if (missing.length) throw new Error(`${file}: the front matter needs ${missing.join(', ')}`);
  return { fields: fields as Record<(typeof FRONT_MATTER_KEYS)[number], string>, body: match[2]! };
}

function yesNo(value: string, file: string, key: string) {
  if (value !== 'yes' && value !== 'no') throw new Error(`${file}: ${key} is yes or no`);
  return value === 'yes';
}

function numberOf(value: string, file: string, key: string) {
  const number = Number(value);
  if (value === '' || !Number.isFinite(number)) throw new Error(`${file}: ${key} must be a number`);
  return number;
}

export type DemoNote = SubjectKey & {
  file: string;
  title: string;
  description: string;
  unit: string;
  topics: string[];
  difficulty: Difficulty;
  isPremium: boolean;
  /** Also print the note to a PDF handout. */
  pdf: boolean;
  /** Demo statistics: what the note has collected since it was published `ageDays` ago. */
  rating: number;
  downloads: number;
  ageDays: number;
  content: string;
};

export function readDemoNotes(): DemoNote[] {
  return readdirSync(path.join(DEMO_DATA_DIR, 'notes'))
    .sort()
    .flatMap((folder) =>
      entries(`notes/${folder}`, '.md').map((name): DemoNote => {
        const file = `notes/${folder}/${name}`;
        const { fields, body } = parseFrontMatter(readFileSync(path.join(DEMO_DATA_DIR, file), 'utf8'), file);
        const key = subjectOfName(folder);
        if (fields.class !== key.class || fields.subject !== key.subject) throw new Error(`${file}: class and subject must match the folder ${folder}`);
        return {
          ...key,
          file,
          title: fields.title,
          description: fields.description,
          unit: fields.unit,
          topics: fields.topics.split(';').map((topic) => topic.trim()).filter(Boolean),
          difficulty: DifficultySchema.parse(fields.difficulty),
          isPremium: yesNo(fields.premium, file, 'premium'),
          pdf: yesNo(fields.pdf, file, 'pdf'),
          rating: numberOf(fields.rating, file, 'rating'),
          downloads: numberOf(fields.downloads, file, 'downloads'),
          ageDays: numberOf(fields['age-days'], file, 'age-days'),
          content: body,
        };
      }),
    );
}

// ---- questions

export type DemoQuestionFile = SubjectKey & { file: string; text: string };

/** The question files, one per class and subject, in Aiken as an admin would paste them. */
export function readDemoQuestionFiles(): DemoQuestionFile[] {
  return entries('questions', '.txt').map((name) => ({
    ...subjectOfName(name),
    file: `questions/${name}`,
    text: readFileSync(path.join(DEMO_DATA_DIR, 'questions', name), 'utf8'),
  }));
}

// ---- past papers

const PaperFileSchema = z.array(
  z.strictObject({
    title: z.string().min(1),
    year: z.number().int(),
    examBoard: z.enum(['NEB', 'SEE']),
    premium: z.boolean(),
    /** Print a solutions PDF too (then every question carries a solution). */
    solutions: z.boolean(),
    downloads: z.number().int().min(0),
    questions: z.array(z.strictObject({ text: z.string().min(1), marks: z.number().int(), unit: z.string().min(1), solution: z.string().optional() })).min(1),
  }),
);
export type DemoPaper = SubjectKey & Omit<z.output<typeof PaperFileSchema>[number], 'premium' | 'solutions'> & { isPremium: boolean; withSolutions: boolean };

export function readDemoPapers(): DemoPaper[] {
  return entries('past-papers', '.json').flatMap((name) =>
    readJson(`past-papers/${name}`, PaperFileSchema).map(({ premium, solutions, ...paper }) => ({ ...subjectOfName(name), ...paper, isPremium: premium, withSolutions: solutions })),
  );
}

// ---- formulas

const FormulaFileSchema = z.array(z.strictObject({ title: z.string().min(1), latex: z.string().min(1), topic: z.string().min(1), description: z.string().optional() }));
export type DemoFormula = SubjectKey & z.output<typeof FormulaFileSchema>[number];

export function readDemoFormulas(): DemoFormula[] {
  return entries('formulas', '.json').flatMap((name) => readJson(`formulas/${name}`, FormulaFileSchema).map((formula) => ({ ...subjectOfName(name), ...formula })));
}

// ---- mock tests

const MockTestFileSchema = z.array(
  z.strictObject({
    title: z.string().min(1),
    description: z.string(),
    class: ContentClassSchema,
    /** Null for an entrance test across subjects. */
    subject: z.string().nullable(),
    durationMinutes: z.number().int().min(1),
    marksPerQuestion: z.number().positive(),
    negativeMarkFraction: z.number().min(0).max(1),
    premium: z.boolean(),
    /** Where the questions come from: a question file's first `count` questions (of the units, if named), free ones only for a free test. */
    sources: z.array(z.strictObject({ class: ContentClassSchema, subject: z.string(), units: z.array(z.string()).optional(), count: z.number().int().min(1) })).min(1),
  }),
);
export type DemoMockTest = z.output<typeof MockTestFileSchema>[number];

export const readDemoMockTests = (): DemoMockTest[] => readJson('mock-tests.json', MockTestFileSchema);
