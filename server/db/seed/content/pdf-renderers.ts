import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { slugify } from '@common/syllabus';
import { caption, createPdf, finishPdf, heading, paragraph, writeMarkdown } from '../../../platform/pdf';
import { subjectName } from '../reference-data';
import { readDemoNotes, readDemoPapers, type DemoNote, type DemoPaper } from './data-files';

type PrintedPdf = { bytes: Buffer; pages: number };

/** The file name each demo PDF is kept under, by the build and by the seed alike. */
export const demoPdfName = {
  note: (note: DemoNote) => `notes/${slugify(note.title)}.pdf`,
  paper: (paper: DemoPaper) => `past-papers/${slugify(paper.title)}.pdf`,
  solution: (paper: DemoPaper) => `past-papers/solutions/${slugify(paper.title)}-solutions.pdf`,
};

/** Every PDF the demo content prints, by file name. */
function demoPdfPrinters(): Map<string, () => Promise<PrintedPdf>> {
  const printers = new Map<string, () => Promise<PrintedPdf>>();
  for (const note of readDemoNotes().filter((item) => item.pdf)) printers.set(demoPdfName.note(note), () => renderNotePdf(note, subjectName(note)));
  for (const paper of readDemoPapers()) {
    printers.set(demoPdfName.paper(paper), () => renderPaperPdf(paper, subjectName(paper)));
    if (paper.withSolutions) printers.set(demoPdfName.solution(paper), () => renderSolutionPdf(paper, subjectName(paper)));
  }
  return printers;
}

const PAGE_COUNTS = 'pages.json';

/**
 * Printing the demo PDFs was a third of a first start's seeding (decision 033). They depend only on the data files,
 * so the build prints them into `directory` (beside the compiled server) with their page counts.
 */
export async function printDemoPdfs(directory: string) {
  const pages: Record<string, number> = {};
  for (const [name, print] of demoPdfPrinters()) {
    const pdf = await print();
    mkdirSync(path.dirname(path.join(directory, name)), { recursive: true });
    writeFileSync(path.join(directory, name), pdf.bytes);
    pages[name] = pdf.pages;
  }
  writeFileSync(path.join(directory, PAGE_COUNTS), JSON.stringify(pages));
}

/** The demo PDFs for the seed: the build's copy when `directory` has one, else printed now (from the sources, in tests). */
export function demoPdfs(directory: string | undefined) {
  // Built only when a copy is missing: with the build's copies the seed never reads the data files a second time.
  let printers: ReturnType<typeof demoPdfPrinters> | undefined;
  const pageCounts: Record<string, number> = directory && existsSync(path.join(directory, PAGE_COUNTS)) ? JSON.parse(readFileSync(path.join(directory, PAGE_COUNTS), 'utf8')) : {};
  return async (name: string): Promise<PrintedPdf> => {
    const pages = pageCounts[name];
    if (directory && pages !== undefined) return { bytes: readFileSync(path.join(directory, name)), pages };
    const print = (printers ??= demoPdfPrinters()).get(name);
    if (!print) throw new Error(`No demo PDF named ${name}`);
    return print();
  };
}

/** A note printed as a handout: its heading line, description and Markdown (formulas as readable text). */
async function renderNotePdf(note: DemoNote, subjectName: string) {
  const doc = createPdf({ title: note.title, subject: `Class ${note.class} ${subjectName}: ${note.unit}` });
  caption(doc, `Class ${note.class} · ${subjectName} · ${note.unit} · ${note.difficulty}`);
  paragraph(doc, note.description);
  writeMarkdown(doc, note.content);
  return finishPdf(doc);
}

function paperHeader(doc: ReturnType<typeof createPdf>, paper: DemoPaper, subjectName: string) {
  const board = paper.examBoard === 'SEE' ? 'SECONDARY EDUCATION EXAMINATION (SEE)' : 'NATIONAL EXAMINATIONS BOARD (NEB)';
  doc.font('bold').fontSize(14).text(board, { align: 'center' });
  doc.fontSize(12).text(`${paper.class === '12' ? 'Grade 12' : 'Class 10'} · ${subjectName} · ${paper.year}`, { align: 'center' }).font('regular');
}

/** A past paper as the board prints it: short answers (Group B), then long answers (Group C), marks in the margin. */
async function renderPaperPdf(paper: DemoPaper, subjectName: string) {
  const doc = createPdf({ title: paper.title });
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

/** The model answers of a paper, question by question. */
async function renderSolutionPdf(paper: DemoPaper, subjectName: string) {
  const doc = createPdf({ title: `Solutions: ${paper.title}` });
  paperHeader(doc, paper, subjectName);
  doc.moveDown(0.3).font('bold').fontSize(12).text('Model answers', { align: 'center' }).font('regular');
  paper.questions.forEach((question, index) => {
    heading(doc, `${index + 1}. ${question.text}`, 11);
    paragraph(doc, question.solution ?? '');
  });
  return finishPdf(doc);
}
