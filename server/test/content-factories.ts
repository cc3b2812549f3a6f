import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { normalizeQuestionText } from '@common/question-text';
import { slugify } from '@common/syllabus';
import { formulas, notes, pastPaperQuestions, pastPapers, subjects } from '../db/schema';
import type { TestApp } from './app';
import { writeContent } from './content-writes';
import { storeFile } from '../platform/files';
import { createPdf, finishPdf, paragraph } from '../platform/pdf';
import { forgetRepeatedGroups } from '../features/content/repeated-questions';

const unique = () => randomBytes(4).toString('hex');

export async function findSubject(t: TestApp, contentClass: '10' | '12', slug: string) {
  const [subject] = await t.db.select().from(subjects).where(and(eq(subjects.class, contentClass), eq(subjects.slug, slug)));
  if (!subject) throw new Error(`No subject ${contentClass}/${slug}`);
  return subject;
}

/** A one-page PDF whose text says what it is, stored like the real ones. */
async function buildPdfFile(t: TestApp, text: string) {
  const doc = createPdf({ title: text });
  paragraph(doc, text);
  const { bytes } = await finishPdf(doc);
  const id = await storeFile(t, { bytes, filename: `${slugify(text)}.pdf`, contentType: 'application/pdf' });
  return { id, bytes };
}

type NoteOverrides = Partial<typeof notes.$inferInsert> & { subject?: string; withPdf?: boolean };

/** A note of Class 12 Physics (Electrostatics) unless told otherwise; `withPdf` stores a real PDF for it. */
export async function buildNote(t: TestApp, overrides: NoteOverrides = {}) {
  const { subject: subjectSlug = 'physics', withPdf = false, ...values } = overrides;
  const contentClass = (values.class ?? '12') as '10' | '12';
  const subject = await findSubject(t, contentClass, subjectSlug);
  const title = values.title ?? `Test note ${unique()}`;
  const pdf = withPdf ? await buildPdfFile(t, `PDF of ${title}`) : undefined;
  const unit = values.unit ?? 'Electrostatics';
  const [note] = await writeContent(t, 'notes', () =>
    t.db
      .insert(notes)
      .values({
        title,
        description: 'A test note',
        content: '# Heading\n\nCoulomb force: $F = k\\frac{q_1 q_2}{r^2}$',
        class: contentClass,
        subjectId: subject.id,
        unit,
        unitSlug: slugify(unit),
        topics: ['Coulomb law'],
        pdfFileId: pdf?.id ?? null,
        ...values,
      })
      .returning(),
  );
  return { ...note!, pdfBytes: pdf?.bytes };
}

type PaperOverrides = Partial<typeof pastPapers.$inferInsert> & {
  subject?: string;
  withPdf?: boolean;
  withSolution?: boolean;
  questions?: { text: string; marks?: number; unit?: string; solution?: string | null }[];
};

/** A past paper (Class 12 Physics, 2024, with a real PDF) and its questions. */
export async function buildPastPaper(t: TestApp, overrides: PaperOverrides = {}) {
  const { subject: subjectSlug = 'physics', withPdf = true, withSolution = false, questions = [], ...values } = overrides;
  const contentClass = (values.class ?? '12') as '10' | '12';
  const subject = await findSubject(t, contentClass, subjectSlug);
  const title = values.title ?? `Test paper ${unique()}`;
  const pdf = withPdf ? await buildPdfFile(t, `Questions of ${title}`) : undefined;
  const solution = withSolution ? await buildPdfFile(t, `Solutions of ${title}`) : undefined;
  const [paper] = await writeContent(t, 'past_papers', () =>
    t.db
      .insert(pastPapers)
      .values({
        title,
        class: contentClass,
        subjectId: subject.id,
        year: 2024,
        examBoard: 'NEB',
        pdfFileId: pdf?.id ?? null,
        solutionFileId: solution?.id ?? null,
        ...values,
      })
      .returning(),
  );
  if (questions.length) {
    const rows = questions.map((question, index) => {
      const unit = question.unit ?? 'Electrostatics';
      return {
        pastPaperId: paper!.id,
        questionNumber: String(index + 1),
        text: question.text,
        normalizedText: normalizeQuestionText(question.text),
        marks: question.marks ?? 5,
        unit,
        unitSlug: slugify(unit),
        solution: question.solution ?? null,
      };
    });
    await writeContent(t, 'past_paper_questions', () => t.db.insert(pastPaperQuestions).values(rows));
  }
  // What saving a paper does in the app: the cached repeated-question groups are recomputed on the next read.
  forgetRepeatedGroups(t);
  return { ...paper!, pdfBytes: pdf?.bytes, solutionBytes: solution?.bytes };
}

type FormulaOverrides = Partial<typeof formulas.$inferInsert> & { subject?: string };

export async function buildFormula(t: TestApp, overrides: FormulaOverrides = {}) {
  const { subject: subjectSlug = 'physics', ...values } = overrides;
  const contentClass = (values.class ?? '12') as '10' | '12';
  const subject = await findSubject(t, contentClass, subjectSlug);
  const [formula] = await t.db
    .insert(formulas)
    .values({ title: `Formula ${unique()}`, latex: 'E = mc^2', topic: 'Modern Physics', class: contentClass, subjectId: subject.id, ...values })
    .returning();
  return formula!;
}
