import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReaderLanguage } from '@common/academics';
import { slugify } from '@common/syllabus';
import { caption, createPdf, finishPdf, heading, paragraph, write, writeMarkdown } from '../../../platform/pdf';
import { printedFormat } from '../../../platform/printed-format';
import { subjectName } from '../reference-data';
import { readDemoNotes, readDemoPapers, type DemoNote, type DemoPaper, type SubjectKey } from './data-files';

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
  for (const note of readDemoNotes().filter((item) => item.pdf)) printers.set(demoPdfName.note(note), () => renderNotePdf(note));
  for (const paper of readDemoPapers()) {
    printers.set(demoPdfName.paper(paper), () => renderPaperPdf(paper));
    if (paper.withSolutions) printers.set(demoPdfName.solution(paper), () => renderSolutionPdf(paper));
  }
  return printers;
}

/**
 * Subjects taught and examined in Nepali, with their Nepali names: their papers and handouts print in Nepali, as the
 * boards print them (decision 092); every other subject prints in English.
 */
const PRINTED_IN_NEPALI: Record<string, string> = { nepali: 'नेपाली' };

/** The printed texts of papers and handouts in each language. */
const PRINTED_TEXTS: Record<ReaderLanguage, {
  board: Record<DemoPaper['examBoard'], string>;
  classOf: (contentClass: DemoPaper['class']) => string;
  fullMarks: (marks: string) => string;
  instructions: string;
  shortAnswers: string;
  longAnswers: string;
  modelAnswers: string;
  difficulty: Record<DemoNote['difficulty'], string>;
}> = {
  en: {
    board: { SEE: 'SECONDARY EDUCATION EXAMINATION (SEE)', NEB: 'NATIONAL EXAMINATIONS BOARD (NEB)' },
    classOf: (contentClass) => (contentClass === '12' ? 'Grade 12' : 'Class 10'),
    fullMarks: (marks) => `Subjective questions · Full Marks: ${marks}`,
    instructions: 'Candidates are required to give their answers in their own words as far as practicable. The figures in the margin indicate full marks.',
    shortAnswers: 'Group B: Short answer questions',
    longAnswers: 'Group C: Long answer questions',
    modelAnswers: 'Model answers',
    difficulty: { Easy: 'Easy', Medium: 'Medium', Hard: 'Hard' },
  },
  ne: {
    board: { SEE: 'माध्यमिक शिक्षा परीक्षा (SEE)', NEB: 'राष्ट्रिय परीक्षा बोर्ड (NEB)' },
    classOf: (contentClass) => `कक्षा ${contentClass === '12' ? '१२' : '१०'}`,
    fullMarks: (marks) => `विषयगत प्रश्न · पूर्णाङ्क: ${marks}`,
    instructions: 'परीक्षार्थीहरूले सकेसम्म आफ्नै शब्दमा उत्तर दिनुपर्नेछ। दायाँ किनारामा दिइएका अङ्कले पूर्णाङ्क जनाउँछन्।',
    shortAnswers: "समूह 'ख': छोटो उत्तरात्मक प्रश्न",
    longAnswers: "समूह 'ग': लामो उत्तरात्मक प्रश्न",
    modelAnswers: 'नमुना उत्तर',
    difficulty: { Easy: 'सजिलो', Medium: 'मध्यम', Hard: 'कठिन' },
  },
};

/** The language an item prints in, its texts, number format and subject name. */
function printedAs(item: SubjectKey) {
  const nepaliName = PRINTED_IN_NEPALI[item.subject];
  const language: ReaderLanguage = nepaliName ? 'ne' : 'en';
  return { language, texts: PRINTED_TEXTS[language], format: printedFormat(language), subjectName: nepaliName ?? subjectName(item) };
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
async function renderNotePdf(note: DemoNote) {
  const { language, texts, subjectName } = printedAs(note);
  const classAndSubject = `${texts.classOf(note.class)} · ${subjectName}`;
  const doc = createPdf({ title: note.title, subject: `${classAndSubject}: ${note.unit}` });
  caption(doc, `${classAndSubject} · ${note.unit} · ${texts.difficulty[note.difficulty]}`);
  paragraph(doc, note.description);
  writeMarkdown(doc, note.content);
  return finishPdf(doc, language);
}

function paperHeader(doc: ReturnType<typeof createPdf>, paper: DemoPaper) {
  const { texts, format, subjectName } = printedAs(paper);
  write(doc.fontSize(14), 'bold', texts.board[paper.examBoard], { align: 'center' });
  write(doc.fontSize(12), 'bold', `${texts.classOf(paper.class)} · ${subjectName} · ${format.digits(paper.year)}`, { align: 'center' }).font('regular');
}

/** A past paper as the board prints it: short answers (Group B), then long answers (Group C), marks in the margin. */
async function renderPaperPdf(paper: DemoPaper) {
  const { language, texts, format } = printedAs(paper);
  const doc = createPdf({ title: paper.title });
  paperHeader(doc, paper);
  const fullMarks = paper.questions.reduce((sum, question) => sum + question.marks, 0);
  write(doc.moveDown(0.3).fontSize(10), 'regular', texts.fullMarks(format.digits(fullMarks)), { align: 'center' });
  caption(doc, texts.instructions);
  const groups = [
    { name: texts.shortAnswers, questions: paper.questions.filter((question) => question.marks <= 5) },
    { name: texts.longAnswers, questions: paper.questions.filter((question) => question.marks > 5) },
  ];
  let number = 0;
  for (const group of groups) {
    if (!group.questions.length) continue;
    heading(doc, group.name, 12);
    for (const question of group.questions) paragraph(doc, `${format.digits(++number)}.  ${question.text}  [${format.digits(question.marks)}]`, { paragraphGap: 6 });
  }
  return finishPdf(doc, language);
}

/** The model answers of a paper, question by question. */
async function renderSolutionPdf(paper: DemoPaper) {
  const { language, texts, format } = printedAs(paper);
  const doc = createPdf({ title: `${texts.modelAnswers}: ${paper.title}` });
  paperHeader(doc, paper);
  write(doc.moveDown(0.3).fontSize(12), 'bold', texts.modelAnswers, { align: 'center' }).font('regular');
  paper.questions.forEach((question, index) => {
    heading(doc, `${format.digits(index + 1)}. ${question.text}`, 11);
    paragraph(doc, question.solution ?? '');
  });
  return finishPdf(doc, language);
}
