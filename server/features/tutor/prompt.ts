import type { TutorLanguage } from '@common/tutor';
import type { ChatMessage } from '../../platform/ai';
import type { Passage } from './retrieval';

/** Longest passage text put in a prompt; longer sections are cut (the link leads to the whole note). */
const PASSAGE_CHARS = 1800;
/** Earlier turns of the conversation sent along, so follow-up questions make sense. */
const HISTORY_TURNS = 6;
const HISTORY_CHARS = 1500;

const KIND_LABEL = { note: 'Note', formula: 'Formula', mcq: 'Practice question' } as const;

const clip = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit)}…` : text);

export function describePassage(passage: Passage, number: number): string {
  const heading = passage.kind === 'note' && passage.heading !== passage.title ? ` › ${passage.heading}` : '';
  return `[${number}] ${KIND_LABEL[passage.kind]}: ${passage.title}${heading} (${passage.subjectName}, Class ${passage.itemClass}, ${passage.unit})\n${clip(passage.body, PASSAGE_CHARS)}`;
}

export type TutorContext = { studentClass: string | null; language: TutorLanguage };

/** The system prompt: who the tutor is, how it answers, and the passages it must ground the answer in. */
export function buildSystemPrompt(context: TutorContext, passages: Passage[]): string {
  const language =
    context.language === 'ne'
      ? 'Answer in Nepali (Devanagari script); keep formulas, symbols and units as they are.'
      : 'Answer in English.';
  const level = context.studentClass === 'entrance' ? 'an entrance-exam student' : context.studentClass ? `a Class ${context.studentClass} student in Nepal` : 'a student in Nepal';
  const material = passages.length
    ? `Study material from Pariksha (cite it as [1], [2]… where you use it):\n\n${passages.map((passage, index) => describePassage(passage, index + 1)).join('\n\n')}`
    : 'No passage of our study material matched this question.';
  return [
    `You are Pariksha's AI tutor, helping ${level} prepare for SEE, NEB and entrance exams.`,
    language,
    'Explain step by step, in short numbered steps where a calculation or derivation is involved, and finish with the final answer or a one-line summary.',
    'Write mathematics in LaTeX: $...$ inline and $$...$$ for displayed equations. Use Markdown for lists and tables.',
    'Base the answer on the study material below. Where it does not cover the question, say so briefly and answer from standard syllabus knowledge; never invent facts, sources or page numbers.',
    material,
  ].join('\n\n');
}

/** The conversation so far (latest turns, trimmed) and the new question, as chat messages. */
export function buildMessages(history: ChatMessage[], question: string): ChatMessage[] {
  const earlier = history.slice(-HISTORY_TURNS).map((message) => ({ ...message, content: clip(message.content, HISTORY_CHARS) }));
  // Providers want turns to alternate, starting with the student.
  while (earlier.length && earlier[0]!.role !== 'user') earlier.shift();
  return [...earlier, { role: 'user', content: question }];
}
