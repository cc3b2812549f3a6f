import type { SeedMcq } from './types';

/** Where a mock test draws its questions from: a subject, optionally some of its units, how many. */
type QuestionSource = { class: '10' | '12'; subject: string; units?: string[]; count: number };

type SeedMockTest = {
  title: string;
  description: string;
  class: '10' | '12';
  /** Null for an entrance test across subjects. */
  subject: string | null;
  durationMinutes: number;
  marksPerQuestion: number;
  negativeMarkFraction: number;
  isPremium: boolean;
  sources: QuestionSource[];
};

/**
 * The demo mock tests. Free tests take only free questions (premium questions stay premium); each source takes
 * its questions in the order the data files list them.
 */
export const MOCK_TESTS: SeedMockTest[] = [
  {
    title: 'Quick Check: Physics in One Minute',
    description: 'Three quick questions against the clock. Good for trying out the exam screen.',
    class: '12',
    subject: 'physics',
    durationMinutes: 1,
    marksPerQuestion: 1,
    negativeMarkFraction: 0,
    isPremium: false,
    sources: [{ class: '12', subject: 'physics', units: ['Current Electricity'], count: 3 }],
  },
  {
    title: 'Physics Full Syllabus Model Test',
    description: 'Twenty-five questions from every unit of Class 12 Physics, 4 marks each.',
    class: '12',
    subject: 'physics',
    durationMinutes: 40,
    marksPerQuestion: 4,
    negativeMarkFraction: 0,
    isPremium: false,
    sources: [{ class: '12', subject: 'physics', count: 25 }],
  },
  {
    title: 'Physical Chemistry Unit Test',
    description: 'Volumetric analysis, kinetics, thermodynamics, equilibrium and electrochemistry.',
    class: '12',
    subject: 'chemistry',
    durationMinutes: 20,
    marksPerQuestion: 2,
    negativeMarkFraction: 0,
    isPremium: false,
    sources: [
      {
        class: '12',
        subject: 'chemistry',
        units: ['Volumetric Analysis', 'Chemical Kinetics', 'Thermodynamics', 'Chemical Equilibrium', 'Electrochemistry'],
        count: 15,
      },
    ],
  },
  {
    title: 'Calculus Practice Set',
    description: 'Limits, derivatives and their applications, integration and differential equations.',
    class: '12',
    subject: 'mathematics',
    durationMinutes: 30,
    marksPerQuestion: 2,
    negativeMarkFraction: 0,
    isPremium: false,
    sources: [
      {
        class: '12',
        subject: 'mathematics',
        units: ['Limits and Continuity', 'Derivatives', 'Applications of Derivatives', 'Integration', 'Differential Equations'],
        count: 14,
      },
    ],
  },
  {
    title: 'Biology Board Model Test',
    description: 'Twenty-five questions across botany and zoology in the NEB pattern, 4 marks each.',
    class: '12',
    subject: 'biology',
    durationMinutes: 30,
    marksPerQuestion: 4,
    negativeMarkFraction: 0,
    isPremium: true,
    sources: [{ class: '12', subject: 'biology', count: 25 }],
  },
  {
    title: 'IOE Entrance Model Test (BE/BArch)',
    description: 'Physics, Chemistry and Mathematics in the IOE style: 10 % of the marks deducted for each wrong answer.',
    class: '12',
    subject: null,
    durationMinutes: 45,
    marksPerQuestion: 1,
    negativeMarkFraction: 0.1,
    isPremium: false,
    sources: [
      { class: '12', subject: 'physics', count: 10 },
      { class: '12', subject: 'chemistry', count: 5 },
      { class: '12', subject: 'mathematics', count: 10 },
    ],
  },
  {
    title: 'CEE Medical Entrance Model Test (MBBS/BDS)',
    description: 'Biology, Chemistry and Physics in the MEC CEE style: a quarter mark deducted for each wrong answer.',
    class: '12',
    subject: null,
    durationMinutes: 45,
    marksPerQuestion: 1,
    negativeMarkFraction: 0.25,
    isPremium: true,
    sources: [
      { class: '12', subject: 'biology', count: 12 },
      { class: '12', subject: 'chemistry', count: 9 },
      { class: '12', subject: 'physics', count: 9 },
    ],
  },
  {
    title: 'Accounting Board Model Test',
    description: 'Partnership, company accounts, cash flow, ratio analysis and cost accounting in the NEB pattern, 2 marks each.',
    class: '12',
    subject: 'accounting',
    durationMinutes: 25,
    marksPerQuestion: 2,
    negativeMarkFraction: 0,
    isPremium: false,
    sources: [{ class: '12', subject: 'accounting', count: 12 }],
  },
  {
    title: 'Economics Practice Set: Markets and Money',
    description: 'Demand, elasticity, costs, market structures, national income, money and public finance.',
    class: '12',
    subject: 'economics',
    durationMinutes: 20,
    marksPerQuestion: 2,
    negativeMarkFraction: 0,
    isPremium: false,
    sources: [{ class: '12', subject: 'economics', count: 12 }],
  },
  {
    title: 'History of Nepal Model Test',
    description: 'Ancient and medieval Nepal, unification, the Rana regime and the democratic movements.',
    class: '12',
    subject: 'history',
    durationMinutes: 20,
    marksPerQuestion: 2,
    negativeMarkFraction: 0,
    isPremium: false,
    sources: [
      {
        class: '12',
        subject: 'history',
        units: ['Ancient Nepal', 'Medieval Nepal', 'Unification of Nepal', 'Rana Regime', 'Democratic Movements of Nepal'],
        count: 12,
      },
    ],
  },
  {
    title: 'Social Studies Model Test',
    description: 'The constitution and governance, human rights, society, development and international relations.',
    class: '12',
    subject: 'social-studies',
    durationMinutes: 15,
    marksPerQuestion: 2,
    negativeMarkFraction: 0,
    isPremium: false,
    sources: [{ class: '12', subject: 'social-studies', count: 10 }],
  },
  {
    title: 'SEE Science Model Test',
    description: 'Physics, chemistry, biology and earth science questions of the SEE syllabus.',
    class: '10',
    subject: 'science',
    durationMinutes: 30,
    marksPerQuestion: 2,
    negativeMarkFraction: 0,
    isPremium: false,
    sources: [{ class: '10', subject: 'science', count: 15 }],
  },
  {
    title: 'SEE Mathematics Model Test',
    description: 'Sets, arithmetic, mensuration, algebra, geometry, statistics and probability.',
    class: '10',
    subject: 'mathematics',
    durationMinutes: 30,
    marksPerQuestion: 2,
    negativeMarkFraction: 0,
    isPremium: true,
    sources: [{ class: '10', subject: 'mathematics', count: 12 }],
  },
];

/** The questions a test takes from its subject's list, in order: free tests skip premium questions. */
export function pickQuestions(source: QuestionSource, mcqs: readonly SeedMcq[], isPremiumTest: boolean): SeedMcq[] {
  const eligible = mcqs.filter((mcq) => (isPremiumTest || !mcq.isPremium) && (!source.units || source.units.includes(mcq.unit)));
  if (eligible.length < source.count) {
    throw new Error(`Seed mock test needs ${source.count} ${source.subject} questions but only ${eligible.length} are eligible`);
  }
  return eligible.slice(0, source.count);
}
