import { eq } from 'drizzle-orm';
import { FormulaBody, ImportMcqsBody, MockTestBody, NoteBody, PastPaperBody } from '@common/content-admin';
import { slugify } from '@common/syllabus';
import { createFormulas, createMockTests, createNotes, createPastPapers, importMcqFiles, parseAiken, type NewNote, type NewPastPaper, type ParsedQuestion } from '../../../features/content/service';
import { stagePdf, type UploadFolder } from '../../../platform/uploads';
import type { Database } from '../../client';
import { formulas, mcqs, mockTests, notes, pastPapers, subjects } from '../../schema';
import type { Deps } from '../../../platform/app-types';
import type { DemoSeedContext } from '../index';
import { readDemoFormulas, readDemoMockTests, readDemoNotes, readDemoPapers, readDemoQuestionFiles, type DemoMockTest, type SubjectKey } from './data-files';
import { demoPdfName, demoPdfs } from './pdf-renderers';

const DAY_MS = 24 * 60 * 60 * 1000;

async function loadSubjects(db: Database) {
  const rows = await db.select({ id: subjects.id, name: subjects.name, slug: subjects.slug, class: subjects.class }).from(subjects);
  const byKey = new Map(rows.map((row) => [`${row.class}/${row.slug}`, row]));
  return (key: SubjectKey) => {
    const subject = byKey.get(`${key.class}/${key.subject}`);
    if (!subject) throw new Error(`Demo content names an unknown subject: Class ${key.class} ${key.subject}`);
    return subject;
  };
}

/** Titles already in a table: each step adds only what is missing, so an interrupted seed finishes on the next start. */
async function presentTitles(db: Database, table: typeof notes | typeof pastPapers | typeof formulas | typeof mockTests) {
  return new Set((await db.select({ title: table.title }).from(table)).map((row) => row.title));
}

/**
 * The demo notes, through the notes' batch import as an admin's form would check them, a printed PDF handout
 * staged like an upload for those that ask for one, with their demo statistics (downloads, rating, age).
 */
export async function seedStudyNotes(deps: DemoSeedContext) {
  const subjectOf = await loadSubjects(deps.db);
  const present = await presentTitles(deps.db, notes);
  const now = deps.clock.now().getTime();
  const items: NewNote[] = [];
  const pdfOf = demoPdfs(deps.printedPdfs);
  for (const note of readDemoNotes().filter((item) => !present.has(item.title))) {
    const subject = subjectOf(note);
    const pdf = note.pdf ? await pdfOf(demoPdfName.note(note)) : undefined;
    items.push({
      body: NoteBody.parse({
        title: note.title,
        description: note.description,
        content: note.content,
        class: note.class,
        subjectId: subject.id,
        unit: note.unit,
        difficulty: note.difficulty,
        pages: pdf?.pages ?? Math.max(1, Math.ceil(note.content.length / 2500)),
        topics: note.topics,
        isPremium: note.isPremium,
      }),
      files: pdf ? { pdf: await stagePdf(deps, { body: pdf.bytes, filename: `${slugify(note.title)}.pdf`, folder: 'notes' }) } : {},
      history: { createdAt: new Date(now - note.ageDays * DAY_MS), downloads: note.downloads, rating: note.rating },
    });
  }
  await createNotes(deps, null, items);
}

/** The demo past papers, printed to PDFs (and solution PDFs) and added through the past papers' batch import with their questions. */
export async function seedPastPapers(deps: DemoSeedContext) {
  const subjectOf = await loadSubjects(deps.db);
  const present = await presentTitles(deps.db, pastPapers);
  const now = deps.clock.now().getTime();
  const papers = readDemoPapers();
  const items: NewPastPaper[] = [];
  const pdfOf = demoPdfs(deps.printedPdfs);
  for (const [index, paper] of papers.entries()) {
    if (present.has(paper.title)) continue;
    const subject = subjectOf(paper);
    if (paper.withSolutions && paper.questions.some((question) => !question.solution)) throw new Error(`${paper.title}: a paper with solutions needs every solution`);
    const stage = async (bytes: Buffer, name: string, folder: UploadFolder) => stagePdf(deps, { body: bytes, filename: `${name}.pdf`, folder });
    items.push({
      body: PastPaperBody.parse({ title: paper.title, year: paper.year, examBoard: paper.examBoard, class: paper.class, subjectId: subject.id, isPremium: paper.isPremium }),
      files: {
        pdf: await stage((await pdfOf(demoPdfName.paper(paper))).bytes, slugify(paper.title), 'past-papers'),
        ...(paper.withSolutions && { solution: await stage((await pdfOf(demoPdfName.solution(paper))).bytes, `${slugify(paper.title)}-solutions`, 'past-papers/solutions') }),
      },
      questions: paper.questions,
      // Added a day apart in file order, as if the archive grew over the last weeks.
      history: { createdAt: new Date(now - (papers.length - index) * DAY_MS), downloads: paper.downloads },
    });
  }
  await createPastPapers(deps, null, items);
}

/** The formula bank, through the formulas' batch import (each formula typeset by KaTeX on the way in). */
export async function seedFormulaBank(deps: Deps<'db' | 'events'>) {
  const subjectOf = await loadSubjects(deps.db);
  const present = await presentTitles(deps.db, formulas);
  await createFormulas(
    deps,
    readDemoFormulas()
      .filter((item) => !present.has(item.title))
      .map((formula) =>
        FormulaBody.parse({ title: formula.title, latex: formula.latex, description: formula.description ?? null, topic: formula.topic, class: formula.class, subjectId: subjectOf(formula).id }),
      ),
  );
}

/** A test's questions: each source's first `count` questions of its file (of its units), free ones for a free test. */
function pickQuestions(test: DemoMockTest, files: Map<string, ParsedQuestion[]>, idOf: (key: string, question: string) => string) {
  return test.sources.flatMap((source) => {
    const key = `${source.class}-${source.subject}`;
    const eligible = (files.get(key) ?? []).filter((question) => (test.premium || !question.isPremium) && (!source.units || source.units.includes(question.unit ?? '')));
    if (eligible.length < source.count) throw new Error(`${test.title} needs ${source.count} ${key} questions but only ${eligible.length} are eligible`);
    return eligible.slice(0, source.count).map((question) => idOf(key, question.question));
  });
}

/**
 * The demo question bank, one Aiken file per class and subject through the bulk import an admin uses (all files
 * or none), then the mock tests built from it through the mock tests' batch path.
 */
export async function seedQuestionBank(deps: Deps<'db' | 'events'>) {
  const { db } = deps;
  const subjectOf = await loadSubjects(db);
  const files = readDemoQuestionFiles();
  const parsed = new Map(files.map((file) => [`${file.class}-${file.subject}`, parseAiken(file.text).questions]));
  const imported = new Set((await db.select({ subjectId: mcqs.subjectId }).from(mcqs).groupBy(mcqs.subjectId)).map((row) => row.subjectId));
  await importMcqFiles(
    deps,
    null,
    files
      .filter((file) => !imported.has(subjectOf(file).id))
      .map((file) => ({ name: file.file, batch: ImportMcqsBody.parse({ format: 'aiken', text: file.text, class: file.class, subjectId: subjectOf(file).id }) })),
  );

  const bank = await db.select({ id: mcqs.id, question: mcqs.question, class: mcqs.class, subject: subjects.slug }).from(mcqs).innerJoin(subjects, eq(subjects.id, mcqs.subjectId));
  const ids = new Map(bank.map((row) => [`${row.class}-${row.subject}:${row.question}`, row.id]));
  const present = await presentTitles(db, mockTests);
  await createMockTests(
    deps,
    null,
    readDemoMockTests()
      .filter((item) => !present.has(item.title))
      .map((test) => {
        const mcqIds = pickQuestions(test, parsed, (key, question) => ids.get(`${key}:${question}`)!);
        return MockTestBody.parse({
          title: test.title,
          description: test.description,
          class: test.class,
          subjectId: test.subject ? subjectOf({ class: test.class, subject: test.subject }).id : null,
          durationMinutes: test.durationMinutes,
          totalMarks: mcqIds.length * test.marksPerQuestion,
          negativeMarkFraction: test.negativeMarkFraction,
          mcqIds,
          isPremium: test.premium,
        });
      }),
  );
}
