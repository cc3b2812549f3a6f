import { CSV_COLUMNS, CSV_REQUIRED_COLUMNS, type ImportProblem } from '@common/content-admin';

/**
 * A question as a file states it, before the batch's choices fill the gaps and the checks run: `line` is where it
 * starts (what an error names). Fields a format leaves out are undefined.
 */
export type ParsedQuestion = {
  line: number;
  question: string;
  options: { A: string; B: string; C: string; D: string };
  correctAnswer: string;
  explanation?: string;
  class?: string;
  subject?: string;
  unit?: string;
  difficulty?: string;
  topics?: string[];
  isPremium?: boolean;
};

export type ParsedImport = { questions: ParsedQuestion[]; problems: ImportProblem[] };

const LETTERS = ['A', 'B', 'C', 'D'] as const;
const OPTION_LINE = /^([A-Z])[.)]\s+(.*)$/;
const KEYWORD_LINE = /^(ANSWER|EXPLANATION|UNIT|TOPICS|DIFFICULTY|PREMIUM):\s*(.*)$/i;

const splitTopics = (text: string) =>
  text
    .split(';')
    .map((topic) => topic.trim())
    .filter(Boolean);

function parseFlag(text: string): boolean | undefined {
  const value = text.trim().toLowerCase();
  if (['yes', 'true', '1', 'y'].includes(value)) return true;
  if (['no', 'false', '0', 'n', ''].includes(value)) return false;
  return undefined;
}

/** Title case for a difficulty as written ('easy', 'HARD'), so the schema can check it. */
const difficultyOf = (text: string) => (text ? text.trim().charAt(0).toUpperCase() + text.trim().slice(1).toLowerCase() : undefined);

const textLines = (text: string) => text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);

/**
 * Moodle's Aiken format, with lines of our own after the answer (docs/decisions/042):
 *
 *     The question (one or more lines)
 *     A. option      (or "A) option"; exactly four, A to D)
 *     ANSWER: B
 *     EXPLANATION: why B      (optional; these five in any order)
 *     UNIT: Electrostatics
 *     TOPICS: Coulomb's law; Electric field
 *     DIFFICULTY: Hard
 *     PREMIUM: yes
 *
 * with a blank line between questions. A file written for Moodle imports as it is.
 */
export function parseAiken(text: string): ParsedImport {
  const lines = textLines(text);
  const questions: ParsedQuestion[] = [];
  const problems: ImportProblem[] = [];
  let index = 0;
  while (index < lines.length) {
    while (index < lines.length && !lines[index]!.trim()) index++;
    if (index >= lines.length) break;
    const block: { line: number; text: string }[] = [];
    for (; index < lines.length && lines[index]!.trim(); index++) block.push({ line: index + 1, text: lines[index]!.trim() });
    const parsed = parseAikenBlock(block);
    if ('problem' in parsed) problems.push(parsed.problem);
    else questions.push(parsed.question);
  }
  return { questions, problems };
}

function parseAikenBlock(block: { line: number; text: string }[]): { question: ParsedQuestion } | { problem: ImportProblem } {
  const problem = (line: number, message: string) => ({ problem: { line, message } });
  const first = block[0]!.line;
  let position = 0;
  const questionLines: string[] = [];
  while (position < block.length && !OPTION_LINE.test(block[position]!.text) && !KEYWORD_LINE.test(block[position]!.text)) {
    questionLines.push(block[position]!.text);
    position++;
  }
  if (questionLines.length === 0) return problem(first, 'the question text is missing (a question comes before its options)');
  const options: Partial<Record<(typeof LETTERS)[number], string>> = {};
  for (const letter of LETTERS) {
    const entry = block[position];
    const match = entry ? OPTION_LINE.exec(entry.text) : null;
    if (!entry || !match) return problem(entry?.line ?? block.at(-1)!.line, `expected option ${letter} (a question has four options, A to D)`);
    if (match[1] !== letter) return problem(entry.line, `expected option ${letter}, found ${match[1]} (a question has four options, A to D, in order)`);
    options[letter] = match[2]!.trim();
    position++;
  }
  const answerEntry = block[position];
  const answer = answerEntry ? KEYWORD_LINE.exec(answerEntry.text) : null;
  if (!answerEntry || !answer || answer[1]!.toUpperCase() !== 'ANSWER') {
    return problem(answerEntry?.line ?? block.at(-1)!.line, 'expected "ANSWER: " and the letter of the right option');
  }
  const question: ParsedQuestion = {
    line: first,
    question: questionLines.join('\n'),
    options: options as ParsedQuestion['options'],
    correctAnswer: answer[2]!.trim().toUpperCase(),
  };
  const seen = new Set<string>();
  for (const entry of block.slice(position + 1)) {
    const match = KEYWORD_LINE.exec(entry.text);
    const keyword = match?.[1]!.toUpperCase();
    if (!match || keyword === 'ANSWER') return problem(entry.line, 'unexpected line after the answer (leave a blank line between questions)');
    if (seen.has(keyword!)) return problem(entry.line, `${keyword} is given twice`);
    seen.add(keyword!);
    const value = match[2]!.trim();
    if (keyword === 'EXPLANATION') question.explanation = value;
    else if (keyword === 'UNIT') question.unit = value;
    else if (keyword === 'TOPICS') question.topics = splitTopics(value);
    else if (keyword === 'DIFFICULTY') question.difficulty = difficultyOf(value);
    else {
      question.isPremium = parseFlag(value);
      if (question.isPremium === undefined) return problem(entry.line, 'PREMIUM is yes or no');
    }
  }
  return { question };
}

/** RFC 4180 records with the line each starts on: quoted fields may hold commas, quotes ("") and line breaks. */
export function readCsvRecords(text: string): { line: number; cells: string[] }[] | { line: number; message: string } {
  const source = text.replace(/^\uFEFF/, '');
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let isQuoted = false;
  let quoteLine = 0;
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    if (isQuoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') {
        isQuoted = false;
      } else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      isQuoted = true;
      quoteLine = line;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      cells.push(cell);
      records.push({ line: recordLine, cells });
      cells = [];
      cell = '';
      recordLine = ++line;
    } else {
      cell += char;
    }
  }
  if (isQuoted) return { line: quoteLine, message: 'a quoted field is never closed' };
  if (cell !== '' || cells.length) {
    cells.push(cell);
    records.push({ line: recordLine, cells });
  }
  return records.filter((record) => record.cells.some((value) => value.trim() !== ''));
}

/**
 * CSV with a header row naming the columns (CSV_COLUMNS, any order, case ignored): question, option_a … option_d
 * and answer are needed; class, subject (slug or name), unit, difficulty, topics (separated by ";"), premium and
 * explanation may be left out or blank, and then the batch's choices apply.
 */
export function parseMcqCsv(text: string): ParsedImport {
  const records = readCsvRecords(text);
  if (!Array.isArray(records)) return { questions: [], problems: [records] };
  const [header, ...rows] = records;
  if (!header) return { questions: [], problems: [{ line: 1, message: 'the file is empty' }] };
  const columns = header.cells.map((name) => name.trim().toLowerCase());
  const unknown = columns.filter((name) => !(CSV_COLUMNS as readonly string[]).includes(name));
  if (unknown.length) return { questions: [], problems: [{ line: header.line, message: `unknown column ${unknown.map((name) => `"${name}"`).join(', ')} (the columns are ${CSV_COLUMNS.join(', ')})` }] };
  const missing = CSV_REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length) return { questions: [], problems: [{ line: header.line, message: `the header needs the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}` }] };

  const questions: ParsedQuestion[] = [];
  const problems: ImportProblem[] = [];
  for (const row of rows) {
    if (row.cells.length !== columns.length) {
      problems.push({ line: row.line, message: `expected ${columns.length} fields, found ${row.cells.length}` });
      continue;
    }
    const value = (name: (typeof CSV_COLUMNS)[number]) => {
      const at = columns.indexOf(name);
      const cell = at === -1 ? undefined : row.cells[at]!.trim();
      return cell === '' ? undefined : cell;
    };
    const premium = value('premium');
    const isPremium = premium === undefined ? undefined : parseFlag(premium);
    if (premium !== undefined && isPremium === undefined) {
      problems.push({ line: row.line, message: 'premium is yes or no' });
      continue;
    }
    const topics = value('topics');
    questions.push({
      line: row.line,
      question: value('question') ?? '',
      options: { A: value('option_a') ?? '', B: value('option_b') ?? '', C: value('option_c') ?? '', D: value('option_d') ?? '' },
      correctAnswer: (value('answer') ?? '').toUpperCase(),
      explanation: value('explanation'),
      class: value('class'),
      subject: value('subject'),
      unit: value('unit'),
      difficulty: difficultyOf(value('difficulty') ?? ''),
      topics: topics === undefined ? undefined : splitTopics(topics),
      isPremium,
    });
  }
  return { questions, problems };
}
