/**
 * The units of each subject (CDC curriculum for SEE, NEB curriculum for Class 12). Notes, MCQs, past-paper
 * questions and mock tests name their unit from this list, so "Practice Now" on a note or a repeated question
 * lands on the same unit in MCQ practice. Keys: class, then subject slug (server/db/seed/reference-data.ts).
 */
export const SYLLABUS: Record<'10' | '12', Record<string, readonly string[]>> = {
  '10': {
    mathematics: [
      'Sets',
      'Compound Interest',
      'Population Growth and Depreciation',
      'Currency and Exchange Rate',
      'Mensuration',
      'Sequence and Series',
      'Quadratic Equations',
      'Algebraic Fractions',
      'Indices',
      'Geometry',
      'Statistics',
      'Probability',
      'Trigonometry',
    ],
    science: [
      'Force and Gravitation',
      'Pressure',
      'Energy',
      'Heat',
      'Light',
      'Current Electricity and Magnetism',
      'Classification of Elements',
      'Chemical Reaction',
      'Acid, Base and Salt',
      'Carbon and its Compounds',
      'Invertebrates',
      'Heredity',
      'Human Body Systems',
      'Environment and Pollution',
      'The Earth and Space',
    ],
    english: ['Reading Comprehension', 'Grammar', 'Writing Skills', 'Vocabulary'],
    nepali: ['Grammar (Vyakaran)', 'Comprehension (Bodh)', 'Writing (Rachana)', 'Literature (Sahitya)'],
    'social-studies': [
      'Development',
      'Traditions, Social Values and Norms',
      'Social Problems and Solutions',
      'Civic Awareness',
      'Our Earth',
      'Our Past',
      'Economic Activities',
      'Population and Migration',
    ],
    'optional-math': [
      'Functions and Polynomials',
      'Limits and Continuity',
      'Matrices',
      'Coordinate Geometry',
      'Trigonometry',
      'Vectors',
      'Transformation',
      'Statistics',
    ],
  },
  '12': {
    physics: [
      'Rotational Dynamics',
      'Periodic Motion',
      'Fluid Statics and Dynamics',
      'Thermodynamics',
      'Waves and Sound',
      'Electrostatics',
      'Current Electricity',
      'Magnetism and Electromagnetic Induction',
      'Alternating Current',
      'Optics',
      'Modern Physics',
    ],
    chemistry: [
      'Volumetric Analysis',
      'Chemical Kinetics',
      'Thermodynamics',
      'Chemical Equilibrium',
      'Electrochemistry',
      'Transition Metals',
      'Haloalkanes and Haloarenes',
      'Alcohols, Phenols and Ethers',
      'Aldehydes and Ketones',
      'Carboxylic Acids and Derivatives',
      'Amines',
      'Polymers',
    ],
    biology: ['Genetics', 'Cell Biology', 'Plant Anatomy', 'Plant Physiology', 'Human Physiology', 'Biotechnology', 'Ecology', 'Evolution'],
    mathematics: [
      'Permutation and Combination',
      'Binomial Theorem',
      'Complex Numbers',
      'Sequence and Series',
      'Matrices and Determinants',
      'Limits and Continuity',
      'Derivatives',
      'Applications of Derivatives',
      'Integration',
      'Differential Equations',
      'Vectors',
      'Probability',
      'Statistics',
    ],
    economics: [
      'Demand and Supply',
      'Elasticity',
      'Production and Costs',
      'Market Structures',
      'National Income',
      'Money and Banking',
      'Public Finance',
      'Economic Development and Planning',
    ],
    accounting: ['Partnership Accounts', 'Company Accounts', 'Cash Flow Statement', 'Ratio Analysis', 'Cost Accounting', 'Computerized Accounting'],
    'business-studies': [
      'Business Environment',
      'Management Functions',
      'Marketing',
      'Financial Management',
      'Entrepreneurship',
      'Business Ethics and Social Responsibility',
    ],
    english: ['Reading Comprehension', 'Grammar', 'Writing Skills', 'Literature'],
    nepali: ['Grammar (Vyakaran)', 'Comprehension (Bodh)', 'Writing (Rachana)', 'Literature (Sahitya)'],
    'social-studies': ['Society and Culture', 'Constitution and Governance', 'Human Rights', 'Development and Environment', 'International Relations'],
    history: [
      'Ancient Nepal',
      'Medieval Nepal',
      'Unification of Nepal',
      'Rana Regime',
      'Democratic Movements of Nepal',
      'World Wars',
      'Cold War and After',
    ],
  },
};

/** The URL form of a name: 'Acid, Base and Salt' → 'acid-base-and-salt'. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The units of a subject, none for an unknown slug (an own key only: 'constructor' is no subject). */
export function unitsOf(contentClass: '10' | '12', subjectSlug: string): readonly string[] {
  const subjects = SYLLABUS[contentClass];
  return Object.hasOwn(subjects, subjectSlug) ? subjects[subjectSlug]! : [];
}

/** The unit name for a slug of a subject, or undefined when the subject has no such unit. */
export function findUnit(contentClass: '10' | '12', subjectSlug: string, unitSlug: string): string | undefined {
  return unitsOf(contentClass, subjectSlug).find((unit) => slugify(unit) === unitSlug);
}
