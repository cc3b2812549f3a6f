import { Atom, BookOpen, Calculator, Dna, FlaskConical, Globe, Languages, Microscope, Sigma, type LucideIcon } from 'lucide-react';

type SubjectLook = { icon: LucideIcon; tint: string };

/** Each public subject's icon and colour (icon tile classes that read well in light and dark). */
export const SUBJECT_LOOKS: Record<string, SubjectLook> = {
  physics: { icon: Atom, tint: 'bg-sky-500/10 text-sky-700 dark:text-sky-300' },
  chemistry: { icon: FlaskConical, tint: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300' },
  mathematics: { icon: Calculator, tint: 'bg-indigo-500/10 text-indigo-700 dark:text-indigo-300' },
  biology: { icon: Dna, tint: 'bg-rose-500/10 text-rose-700 dark:text-rose-300' },
  english: { icon: BookOpen, tint: 'bg-amber-500/10 text-amber-700 dark:text-amber-300' },
  nepali: { icon: Languages, tint: 'bg-red-500/10 text-red-700 dark:text-red-300' },
  science: { icon: Microscope, tint: 'bg-teal-500/10 text-teal-700 dark:text-teal-300' },
  'social-studies': { icon: Globe, tint: 'bg-orange-500/10 text-orange-700 dark:text-orange-300' },
  'optional-math': { icon: Sigma, tint: 'bg-violet-500/10 text-violet-700 dark:text-violet-300' },
};

/** The subjects each public class page shows, in the spec's order (seed 000 section 2). */
export const CLASS_PAGE_SUBJECTS = {
  '10': ['mathematics', 'science', 'english', 'nepali', 'social-studies', 'optional-math'],
  '12': ['physics', 'chemistry', 'mathematics', 'biology', 'english', 'nepali'],
} as const;

export type ClassLevel = keyof typeof CLASS_PAGE_SUBJECTS;

/** The landing page's subjects grid (seed 000 section 1): Class 12 units, the largest syllabus of each. */
export const LANDING_SUBJECTS = CLASS_PAGE_SUBJECTS['12'];

/** The curriculum units of a subject, from the syllabus that notes and MCQs use too. */
export { unitsOf } from '@common/syllabus';
