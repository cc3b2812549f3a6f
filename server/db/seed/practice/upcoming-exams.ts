/**
 * Exams of the 2083/84 BS academic year as students plan for them (seeded in Mangsir 2083, November 2026).
 * Board and entrance dates follow the usual calendar (SEE in Chaitra, NEB Grade 12 in Baisakh, MEC CEE and
 * IOE entrance after the Grade 12 results); the official notices fix the exact days, so descriptions say so.
 */
export const UPCOMING_EXAMS = [
  {
    title: 'Grade 12 Second Terminal Examination',
    description: 'School-level second terminal examination (Poush 2083) covering the first half of the Grade 12 syllabus.',
    examDate: '2026-12-21',
    difficulty: 'Medium',
    class: '12',
  },
  {
    title: 'SEE Second Terminal Examination',
    description: 'School-level second terminal examination (Poush 2083) for Grade 10 students.',
    examDate: '2026-12-22',
    difficulty: 'Medium',
    class: '10',
  },
  {
    title: 'SEE Pre-Board (Send-up) Examination',
    description: 'The send-up examination (Falgun 2083) that qualifies Grade 10 students for the SEE.',
    examDate: '2027-02-15',
    difficulty: 'Medium',
    class: '10',
  },
  {
    title: 'Grade 12 Pre-Board Examination',
    description: 'Full-syllabus pre-board examination (Falgun 2083) in the NEB pattern.',
    examDate: '2027-02-22',
    difficulty: 'Hard',
    class: '12',
  },
  {
    title: 'Secondary Education Examination (SEE) 2083',
    description: 'National Examinations Board, Chaitra 2083 (tentative: confirm with the NEB routine).',
    examDate: '2027-03-25',
    difficulty: 'Hard',
    class: '10',
  },
  {
    title: 'NEB Grade 12 Board Examination 2083',
    description: 'National Examinations Board, Baisakh 2084 (tentative: confirm with the NEB routine).',
    examDate: '2027-04-29',
    difficulty: 'Hard',
    class: '12',
  },
  {
    title: 'MEC Common Entrance Examination (MBBS/BDS) 2084',
    description: 'Medical Education Commission CEE, Shrawan 2084 (tentative: confirm with the MEC notice).',
    examDate: '2027-07-25',
    difficulty: 'Hard',
    class: '12',
  },
  {
    title: 'IOE BE/BArch Entrance Examination 2084',
    description: 'Institute of Engineering, Tribhuvan University, Bhadra 2084 (tentative: confirm with the IOE notice).',
    examDate: '2027-08-22',
    difficulty: 'Hard',
    class: '12',
  },
] as const;
