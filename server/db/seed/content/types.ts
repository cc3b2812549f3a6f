import type { ContentClass, Difficulty } from '@common/academics';

/** A demo note: `unit` is a unit name of common/syllabus.ts; `content` is Markdown with $…$ / $$…$$ LaTeX. */
export type NoteSeed = {
  class: ContentClass;
  subject: string;
  unit: string;
  title: string;
  description: string;
  topics: string[];
  difficulty: Difficulty;
  isPremium?: boolean;
  /** Also generate a printable PDF of the note. */
  pdf?: boolean;
  rating: number;
  downloads: number;
  /** How long ago it was published, for realistic created dates. */
  ageDays: number;
  content: string;
};

/** A question printed in a past paper; plain Unicode text (it is printed in the PDF as written). */
type QuestionSeed = {
  text: string;
  marks: number;
  unit: string;
  solution?: string;
};

export type PaperSeed = {
  class: ContentClass;
  subject: string;
  year: number;
  examBoard: 'NEB' | 'SEE';
  isPremium?: boolean;
  /** Generate a solution PDF (every question then carries a solution). */
  withSolutions?: boolean;
  downloads: number;
  questions: QuestionSeed[];
};

export type FormulaSeed = {
  class: ContentClass;
  subject: string;
  topic: string;
  title: string;
  latex: string;
  description?: string;
};
