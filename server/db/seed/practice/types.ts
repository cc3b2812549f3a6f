import type { AnswerLetter } from '@common/practice';

/** One demo MCQ: four options in A-D order, the letter of the right one and why it is right. */
export type SeedMcq = {
  unit: string;
  difficulty: 'Easy' | 'Medium' | 'Hard';
  topics: string[];
  question: string;
  options: [string, string, string, string];
  answer: AnswerLetter;
  explanation: string;
  isPremium?: boolean;
};

/** The questions of one subject: class, subject slug (reference data) and the items. */
export type SeedMcqSet = { class: '10' | '12'; subject: string; mcqs: SeedMcq[] };
