import { eq } from 'drizzle-orm';
import { normalizeQuestionText } from '@common/question-text';
import { findUnit, slugify } from '@common/syllabus';
import { storeFile } from '../../../platform/files';
import { caption, createPdf, finishPdf, heading, paragraph, writeMarkdown } from '../../../platform/pdf';
import type { Database } from '../../client';
import { formulas, notes, pastPaperQuestions, pastPapers, subjects } from '../../schema';
import type { DemoSeedContext } from '../index';
import { FORMULAS } from './formulas';
import { NOTES_10 } from './notes-10';
import { NOTES_12_HUMANITIES } from './notes-12-humanities';
import { NOTES_12_MANAGEMENT } from './notes-12-management';
import { NOTES_12_SCIENCE } from './notes-12-science';
import { PAPERS_10 } from './papers-10';
import { PAPERS_12_HUMANITIES } from './papers-12-humanities';
import { PAPERS_12_MANAGEMENT } from './papers-12-management';
import { PAPERS_12_SCIENCE } from './papers-12-science';
import type { NoteSeed, PaperSeed } from './types';

export const DEMO_NOTES: NoteSeed[] = [...NOTES_12_SCIENCE, ...NOTES_12_MANAGEMENT, ...NOTES_12_HUMANITIES, ...NOTES_10];
export const DEMO_PAPERS: PaperSeed[] = [...PAPERS_12_SCIENCE, ...PAPERS_12_MANAGEMENT, ...PAPERS_12_HUMANITIES, ...PAPERS_10];
export { FORMULAS as DEMO_FORMULAS };

const DAY_MS = 24 * 60 * 60 * 1000;

type SubjectInfo = { id: string; name: string };

async function loadSubjects(db: Database) {
  const rows = await db.select({ id: subjects.id, name: subjects.name, slug: subjects.slug, class: subjects.class }).from(subjects);
  const byKey = new Map(rows.map((row) => [`${row.class}/${row.slug}`, row]));
  return (contentClass: string, slug: string): SubjectInfo => {
    const subject = byKey.get(`${contentClass}/${slug}`);
    if (!subject) throw new Error(`Demo content names an unknown subject: Class ${contentClass} ${slug}`);
    return subject;
  };
}

/** The syllabus unit a demo item names; a typo fails the seed instead of creating an orphan unit. */
function syllabusUnit(contentClass: '10' | '12', subject: string, unit: string) {
  const slug = slugify(unit);
  if (findUnit(contentClass, subject, slug) !== unit) throw new Error(`"${unit}" is not a unit of Class ${contentClass} ${subject}`);
  return { unit, unitSlug: slug };
}

const seeded = async (db: Database, table: typeof notes | typeof pastPapers | typeof formulas, title: string) =>
  (await db.select({ id: table.id }).from(table).where(eq(table.title, title)).limit(1)).length > 0;

const paperTitle = (paper: PaperSeed, subjectName: string) =>
  paper.examBoard === 'SEE' ? `SEE ${subjectName} ${paper.year}` : `NEB Grade ${paper.class} ${subjectName} ${paper.year}`;

async function renderNotePdf(note: NoteSeed, subjectName: string) {
  const doc = createPdf({ title: note.title, subject: `Class ${note.class} ${subjectName}: ${note.unit}` });
  caption(doc, `Class ${note.class} · ${subjectName} · ${note.unit} · ${note.difficulty}`);
  paragraph(doc, note.description);
  writeMarkdown(doc, note.content);
  return finishPdf(doc);
}

function paperHeader(doc: ReturnType<typeof createPdf>, paper: PaperSeed, subjectName: string) {
  const board = paper.examBoard === 'SEE' ? 'SECONDARY EDUCATION EXAMINATION (SEE)' : 'NATIONAL EXAMINATIONS BOARD (NEB)';
  doc.font('bold').fontSize(14).text(board, { align: 'center' });
  doc.fontSize(12).text(`${paper.class === '12' ? 'Grade 12' : 'Class 10'} · ${subjectName} · ${paper.year}`, { align: 'center' }).font('regular');
}

async function renderPaperPdf(paper: PaperSeed, subjectName: string) {
  const doc = createPdf({ title: paperTitle(paper, subjectName) });
  paperHeader(doc, paper, subjectName);
  const fullMarks = paper.questions.reduce((sum, question) => sum + question.marks, 0);
  doc.moveDown(0.3).fontSize(10).text(`Subjective questions · Full Marks: ${fullMarks}`, { align: 'center' });
  caption(doc, 'Candidates are required to give their answers in their own words as far as practicable. The figures in the margin indicate full marks.');
  const groups = [
    { name: 'Group B: Short answer questions', questions: paper.questions.filter((question) => question.marks <= 5) },
    { name: 'Group C: Long answer questions', questions: paper.questions.filter((question) => question.marks > 5) },
  ];
  let number = 0;
  for (const group of groups) {
    if (!group.questions.length) continue;
    heading(doc, group.name, 12);
    for (const question of group.questions) paragraph(doc, `${++number}.  ${question.text}  [${question.marks}]`, { paragraphGap: 6 });
  }
  return finishPdf(doc);
}

async function renderSolutionPdf(paper: PaperSeed, subjectName: string) {
  const doc = createPdf({ title: `Solutions: ${paperTitle(paper, subjectName)}` });
  paperHeader(doc, paper, subjectName);
  doc.moveDown(0.3).font('bold').fontSize(12).text('Model answers', { align: 'center' }).font('regular');
  paper.questions.forEach((question, index) => {
    heading(doc, `${index + 1}. ${question.text}`, 11);
    paragraph(doc, question.solution ?? '');
  });
  return finishPdf(doc);
}

/** Demo notes with Markdown content; some also get a generated PDF handout. Idempotent, one transaction. */
export async function seedStudyNotes({ db, storage, clock }: DemoSeedContext) {
  if (await seeded(db, notes, DEMO_NOTES[0]!.title)) return;
  const subjectOf = await loadSubjects(db);
  const now = clock.now().getTime();
  await db.transaction(async (tx) => {
    const rows = [];
    for (const note of DEMO_NOTES) {
      const subject = subjectOf(note.class, note.subject);
      let pdfFileId: string | null = null;
      let pages = Math.max(1, Math.ceil(note.content.length / 2500));
      if (note.pdf) {
        const pdf = await renderNotePdf(note, subject.name);
        pdfFileId = await storeFile({ db: tx, storage }, { bytes: pdf.bytes, filename: `${slugify(note.title)}.pdf`, contentType: 'application/pdf' });
        pages = pdf.pages;
      }
      rows.push({
        title: note.title,
        description: note.description,
        content: note.content,
        pdfFileId,
        class: note.class,
        subjectId: subject.id,
        ...syllabusUnit(note.class, note.subject, note.unit),
        difficulty: note.difficulty,
        isPremium: note.isPremium ?? false,
        pages,
        topics: note.topics,
        downloads: note.downloads,
        rating: note.rating,
        createdAt: new Date(now - note.ageDays * DAY_MS),
        updatedAt: new Date(now - note.ageDays * DAY_MS),
      });
    }
    await tx.insert(notes).values(rows);
  });
}

/** Demo past papers as generated PDFs (some with solution PDFs) and the questions printed in them. */
export async function seedPastPapers({ db, storage, clock }: DemoSeedContext) {
  const subjectOf = await loadSubjects(db);
  const firstTitle = paperTitle(DEMO_PAPERS[0]!, subjectOf(DEMO_PAPERS[0]!.class, DEMO_PAPERS[0]!.subject).name);
  if (await seeded(db, pastPapers, firstTitle)) return;
  const now = clock.now().getTime();
  await db.transaction(async (tx) => {
    for (const [index, paper] of DEMO_PAPERS.entries()) {
      const subject = subjectOf(paper.class, paper.subject);
      const title = paperTitle(paper, subject.name);
      const pdf = await renderPaperPdf(paper, subject.name);
      const pdfFileId = await storeFile({ db: tx, storage }, { bytes: pdf.bytes, filename: `${slugify(title)}.pdf`, contentType: 'application/pdf' });
      let solutionFileId: string | null = null;
      if (paper.withSolutions) {
        if (paper.questions.some((question) => !question.solution)) throw new Error(`${title}: a paper with solutions needs every solution`);
        const solution = await renderSolutionPdf(paper, subject.name);
        solutionFileId = await storeFile({ db: tx, storage }, { bytes: solution.bytes, filename: `${slugify(title)}-solutions.pdf`, contentType: 'application/pdf' });
      }
      const [row] = await tx
        .insert(pastPapers)
        .values({
          title,
          class: paper.class,
          subjectId: subject.id,
          year: paper.year,
          examBoard: paper.examBoard,
          pdfFileId,
          solutionFileId,
          downloads: paper.downloads,
          isPremium: paper.isPremium ?? false,
          createdAt: new Date(now - (DEMO_PAPERS.length - index) * DAY_MS),
        })
        .returning({ id: pastPapers.id });
      await tx.insert(pastPaperQuestions).values(
        paper.questions.map((question, position) => ({
          pastPaperId: row!.id,
          questionNumber: String(position + 1),
          text: question.text,
          normalizedText: normalizeQuestionText(question.text),
          marks: question.marks,
          ...syllabusUnit(paper.class, paper.subject, question.unit),
          solution: question.solution ?? null,
        })),
      );
    }
  });
}

/** The formula bank in LaTeX. Idempotent. */
export async function seedFormulaBank({ db }: DemoSeedContext) {
  if (await seeded(db, formulas, FORMULAS[0]!.title)) return;
  const subjectOf = await loadSubjects(db);
  await db.insert(formulas).values(
    FORMULAS.map((formula) => {
      syllabusUnit(formula.class, formula.subject, formula.topic);
      return {
        title: formula.title,
        latex: formula.latex,
        description: formula.description ?? null,
        topic: formula.topic,
        class: formula.class,
        subjectId: subjectOf(formula.class, formula.subject).id,
      };
    }),
  );
}

