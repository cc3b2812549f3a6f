import { caption, createPdf, finishPdf, heading, paragraph, writeMarkdown } from '../../../platform/pdf';
import type { DemoNote, DemoPaper } from './data-files';

/** A note printed as a handout: its heading line, description and Markdown (formulas as readable text). */
export async function renderNotePdf(note: DemoNote, subjectName: string) {
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
export async function renderPaperPdf(paper: DemoPaper, subjectName: string) {
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
export async function renderSolutionPdf(paper: DemoPaper, subjectName: string) {
  const doc = createPdf({ title: `Solutions: ${paper.title}` });
  paperHeader(doc, paper, subjectName);
  doc.moveDown(0.3).font('bold').fontSize(12).text('Model answers', { align: 'center' }).font('regular');
  paper.questions.forEach((question, index) => {
    heading(doc, `${index + 1}. ${question.text}`, 11);
    paragraph(doc, question.solution ?? '');
  });
  return finishPdf(doc);
}
