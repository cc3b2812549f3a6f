/**
 * The exams of an academic year as students plan for them, in their usual order and spacing (terminals, send-ups, the
 * SEE and NEB boards, then the MEC CEE and IOE entrances after the Grade 12 results). Dates are days after the seeding
 * day, so a demo seeded any day has its exams ahead of it; the official notices fix the real days, so descriptions say so.
 */
export const UPCOMING_EXAMS = [
  {
    title: 'Grade 12 Second Terminal Examination',
    description: 'School-level second terminal examination covering the first half of the Grade 12 syllabus.',
    daysAfterSeeding: 27,
    difficulty: 'Medium',
    class: '12',
  },
  {
    title: 'SEE Second Terminal Examination',
    description: 'School-level second terminal examination for Grade 10 students.',
    daysAfterSeeding: 28,
    difficulty: 'Medium',
    class: '10',
  },
  {
    title: 'SEE Pre-Board (Send-up) Examination',
    description: 'The send-up examination that qualifies Grade 10 students for the SEE.',
    daysAfterSeeding: 83,
    difficulty: 'Medium',
    class: '10',
  },
  {
    title: 'Grade 12 Pre-Board Examination',
    description: 'Full-syllabus pre-board examination in the NEB pattern.',
    daysAfterSeeding: 90,
    difficulty: 'Hard',
    class: '12',
  },
  {
    title: 'Secondary Education Examination (SEE)',
    description: 'National Examinations Board (tentative: confirm with the NEB routine).',
    daysAfterSeeding: 121,
    difficulty: 'Hard',
    class: '10',
  },
  {
    title: 'NEB Grade 12 Board Examination',
    description: 'National Examinations Board (tentative: confirm with the NEB routine).',
    daysAfterSeeding: 156,
    difficulty: 'Hard',
    class: '12',
  },
  {
    title: 'MEC Common Entrance Examination (MBBS/BDS)',
    description: 'Medical Education Commission CEE (tentative: confirm with the MEC notice).',
    daysAfterSeeding: 243,
    difficulty: 'Hard',
    class: '12',
  },
  {
    title: 'IOE BE/BArch Entrance Examination',
    description: 'Institute of Engineering, Tribhuvan University (tentative: confirm with the IOE notice).',
    daysAfterSeeding: 271,
    difficulty: 'Hard',
    class: '12',
  },
] as const;
