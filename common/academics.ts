import { z } from 'zod';

/** Classes a student can study in; `entrance` studies the Class 12 science syllabus plus entrance tests. */
export const STUDENT_CLASSES = ['10', '12', 'entrance'] as const;
export type StudentClass = (typeof STUDENT_CLASSES)[number];

/** Classes that content (subjects, notes, MCQs, papers) belongs to. */
export const CONTENT_CLASSES = ['10', '12'] as const;
export type ContentClass = (typeof CONTENT_CLASSES)[number];

/** Faculties offered at sign-up for Class 12. */
export const FACULTIES = ['science', 'management', 'humanities', 'education', 'law'] as const;
export type Faculty = (typeof FACULTIES)[number];

/** Faculties offered on the profile page; any of these or the sign-up ones may be stored. */
export const PROFILE_FACULTIES = ['science', 'management', 'humanities', 'engineering'] as const;
export const ALL_FACULTIES = [...new Set([...FACULTIES, ...PROFILE_FACULTIES])] as const;

/** Faculties that have a subject list of their own (seed 000 section 5). */
export const FACULTY_SUBJECTS: Partial<Record<Faculty, readonly string[]>> = {
  science: ['Physics', 'Chemistry', 'Biology', 'Mathematics'],
  management: ['Mathematics', 'Economics', 'Accounting', 'Business Studies'],
  humanities: ['English', 'Nepali', 'Social Studies', 'History'],
};

export const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const ROLES = ['student', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The languages a reader reads Pariksha in, kept on the profile (decision 079). */
export const READER_LANGUAGES = ['en', 'ne'] as const;
export type ReaderLanguage = (typeof READER_LANGUAGES)[number];
/** A stored or sent language code as a reader language: English unless it is Nepali (a missing profile reads English). */
export const readerLanguage = (code: string | null | undefined): ReaderLanguage => (code === 'ne' ? 'ne' : 'en');

export const PLAN_NAMES = ['free', 'premium'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export const StudentClassSchema = z.enum(STUDENT_CLASSES);
export const ContentClassSchema = z.enum(CONTENT_CLASSES);
export const FacultySchema = z.enum(FACULTIES);
export const DifficultySchema = z.enum(DIFFICULTIES);

/** The content class a student studies: entrance students follow Class 12. */
export function contentClassFor(studentClass: StudentClass): ContentClass {
  return studentClass === '10' ? '10' : '12';
}

/** The subject names a Class 12 faculty studies, or undefined when every subject applies. */
export function subjectsForFaculty(faculty: string | null | undefined): readonly string[] | undefined {
  if (!faculty) return undefined;
  return FACULTY_SUBJECTS[faculty.toLowerCase() as Faculty];
}

/** A subject as the access rules see it: its class and the Class 12 faculties that study it. */
export type ScopedSubject = { class: string; faculties: readonly string[] };

/**
 * The faculty whose subjects a student sees (seed 000 section 5): only Class 12 has faculties, and an
 * entrance student without one follows science (decision 006). Faculties without a list see every subject.
 */
export function facultyScopeFor(studentClass: StudentClass, faculty: string | null): string | null {
  if (studentClass === '10') return null;
  const effective = studentClass === 'entrance' ? (faculty ?? 'science') : faculty;
  return subjectsForFaculty(effective) ? effective!.toLowerCase() : null;
}

/** Class 10 subjects are open to all; a Class 12 subject must belong to the viewer's faculty. */
export function canSeeSubject(viewer: { faculty: string | null }, subject: ScopedSubject): boolean {
  return subject.class === '10' || viewer.faculty === null || subject.faculties.includes(viewer.faculty);
}
