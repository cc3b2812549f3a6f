import { IMPORT_MAX_QUESTIONS, McqBody, type ImportMcqsBody, type ImportPreview, type ImportProblem } from '@common/content-admin';
import { mcqs, subjects } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { AppError } from '../../platform/errors';
import { insertChunks } from './batch';
import { findFormulaProblem } from './formula-check';
import { mcqTexts, mcqValues } from './mcq-authoring';
import { parseAiken, parseMcqCsv, type ParsedQuestion } from './mcq-import-formats';

type SubjectRow = { id: string; slug: string; name: string; class: string };
type CheckedQuestion = { line: number; body: McqBody; subjectName: string };

/** A row's subject: its own column (slug or name within the class), else the batch's. */
function resolveSubject(question: ParsedQuestion, batch: ImportMcqsBody, contentClass: string, subjectRows: SubjectRow[]): SubjectRow | string {
  if (question.subject) {
    const wanted = question.subject.toLowerCase();
    const found = subjectRows.find((row) => row.class === contentClass && (row.slug === wanted || row.name.toLowerCase() === wanted));
    return found ?? `Class ${contentClass} has no subject "${question.subject}"`;
  }
  if (!batch.subjectId) return 'the subject is missing: choose one for the batch or fill the subject column';
  const chosen = subjectRows.find((row) => row.id === batch.subjectId);
  if (!chosen) return 'the subject chosen for the batch does not exist';
  if (chosen.class !== contentClass) return `${chosen.name} is not a Class ${contentClass} subject`;
  return chosen;
}

/** Fills a parsed question's gaps from the batch and checks it as the single-question form would. */
function checkQuestion(question: ParsedQuestion, batch: ImportMcqsBody, subjectRows: SubjectRow[]): CheckedQuestion | string {
  const contentClass = question.class ?? batch.class;
  if (!contentClass) return 'the class is missing: choose one for the batch or fill the class column';
  if (contentClass !== '10' && contentClass !== '12') return `the class is 10 or 12, not "${contentClass}"`;
  const subject = resolveSubject(question, batch, contentClass, subjectRows);
  if (typeof subject === 'string') return subject;
  const parsed = McqBody.safeParse({
    question: question.question,
    options: question.options,
    correctAnswer: question.correctAnswer,
    explanation: question.explanation ?? '',
    class: contentClass,
    subjectId: subject.id,
    unit: question.unit ?? batch.unit ?? '',
    difficulty: question.difficulty ?? batch.difficulty,
    topics: question.topics ?? [],
    isPremium: question.isPremium ?? batch.isPremium,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.');
    if (field === 'correctAnswer') return 'the answer must be A, B, C or D';
    if (field === 'difficulty') return 'the difficulty is Easy, Medium or Hard';
    if (field === 'unit' && !question.unit && !batch.unit) return 'the unit is missing: choose one for the batch or give it with the question';
    return issue.message;
  }
  return { line: question.line, body: parsed.data, subjectName: subject.name };
}

/**
 * Reads a batch of questions (Aiken or CSV) and checks every one as the add form would: class, subject, unit,
 * the four options, the answer, and formulas KaTeX can typeset. Problems name their line.
 */
async function checkImport(subjectRows: SubjectRow[], batch: ImportMcqsBody): Promise<{ questions: CheckedQuestion[]; problems: ImportProblem[] }> {
  const parsed = batch.format === 'aiken' ? parseAiken(batch.text) : parseMcqCsv(batch.text);
  const problems = [...parsed.problems];
  if (parsed.questions.length === 0 && problems.length === 0) problems.push({ line: 1, message: 'no questions found' });
  if (parsed.questions.length > IMPORT_MAX_QUESTIONS) {
    problems.push({ line: parsed.questions[IMPORT_MAX_QUESTIONS]!.line, message: `one import holds at most ${IMPORT_MAX_QUESTIONS} questions` });
  }
  const questions: CheckedQuestion[] = [];
  for (const question of parsed.questions) {
    const checked = checkQuestion(question, batch, subjectRows);
    if (typeof checked === 'string') {
      problems.push({ line: question.line, message: checked });
      continue;
    }
    const formula = await findFormulaProblem(mcqTexts(checked.body));
    if (formula) problems.push({ line: question.line, message: formula.message });
    else questions.push(checked);
  }
  problems.sort((a, b) => a.line - b.line);
  return { questions, problems };
}

/** What an import would add, and every problem with its line: the preview before anything is written. */
const readSubjects = ({ db }: Deps<'db'>) => db.select({ id: subjects.id, slug: subjects.slug, name: subjects.name, class: subjects.class }).from(subjects);

export async function previewMcqImport(deps: Deps<'db'>, batch: ImportMcqsBody): Promise<ImportPreview> {
  const { questions, problems } = await checkImport(await readSubjects(deps), batch);
  return {
    questions: questions.map(({ line, body, subjectName }) => ({
      line,
      question: body.question,
      options: body.options,
      correctAnswer: body.correctAnswer,
      explanation: body.explanation,
      class: body.class,
      subjectName,
      unit: body.unit,
      difficulty: body.difficulty,
      topics: body.topics,
      isPremium: body.isPremium,
    })),
    problems,
  };
}

/**
 * Imports a batch all or nothing: any problem refuses the whole batch (400 naming the first line, every problem
 * in `problems`), otherwise every question goes in one transaction. Returns the new ids in the file's order.
 */
export async function importMcqs(deps: Deps<'db' | 'events'>, admin: { userId: string } | null, batch: ImportMcqsBody): Promise<string[]> {
  return importMcqFiles(deps, admin, [{ batch }]);
}

/**
 * importMcqs over several files at once (the demo question bank, a subject per file): every file is checked first,
 * and a problem refuses them all, naming its file and line; then all their questions go in one transaction and
 * one event.
 */
export async function importMcqFiles(deps: Deps<'db' | 'events'>, admin: { userId: string } | null, files: { name?: string; batch: ImportMcqsBody }[]): Promise<string[]> {
  const subjectRows = await readSubjects(deps);
  const questions: CheckedQuestion[] = [];
  for (const { name, batch } of files) {
    const checked = await checkImport(subjectRows, batch);
    if (checked.problems.length) {
      const { problems } = checked;
      const first = problems[0]!;
      const more = problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : '';
      throw new AppError('import_invalid', `${name ? `${name}, line` : 'Line'} ${first.line}: ${first.message}${more}. Nothing was imported.`, 400, { problems });
    }
    questions.push(...checked.questions);
  }
  const ids = await deps.db.transaction(async (tx) => {
    const inserted: string[] = [];
    for (const chunk of insertChunks(questions)) {
      const rows = await tx
        .insert(mcqs)
        .values(chunk.map(({ body }) => ({ ...mcqValues(body), createdBy: admin?.userId ?? null })))
        .returning({ id: mcqs.id });
      inserted.push(...rows.map((row) => row.id));
    }
    return inserted;
  });
  await deps.events.publish({ topic: 'mcqs', ids, audience: { kind: 'everyone' } });
  return ids;
}
