import { asc, eq, sql } from 'drizzle-orm';
import { CLASS_REQUIRED_CODE, CLASS_REQUIRED_MESSAGE } from '@common/content';
import type { PracticeCatalogResponse } from '@common/practice';
import { slugify, unitsOf } from '@common/syllabus';
import { mcqs, subjects } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { AppError } from '../../platform/errors';
import { canOpenPremium, canStudySubject, studyClassOf, type Student } from './policy';

/** The content class the student studies; 409 class_required while their profile has none. */
export function requireStudyClass(student: Student) {
  const contentClass = studyClassOf(student);
  if (!contentClass) throw new AppError(CLASS_REQUIRED_CODE, CLASS_REQUIRED_MESSAGE, 409);
  return contentClass;
}

/**
 * The subjects a student practises (their class and faculty) with every syllabus unit and how many questions each
 * holds for them; premium questions count as locked for free students.
 */
export async function listPracticeCatalog({ db, clock }: Deps<'db' | 'clock'>, student: Student): Promise<PracticeCatalogResponse> {
  const contentClass = requireStudyClass(student);
  const hasPremium = canOpenPremium(student, clock.now());
  const subjectRows = await db
    .select({ id: subjects.id, slug: subjects.slug, name: subjects.name, class: subjects.class, faculties: subjects.faculties })
    .from(subjects)
    .where(eq(subjects.class, contentClass))
    .orderBy(asc(subjects.sortOrder));
  const counts = await db
    .select({
      subjectId: mcqs.subjectId,
      unitSlug: mcqs.unitSlug,
      unit: sql<string>`min(${mcqs.unit})`,
      free: sql<number>`count(*) filter (where not ${mcqs.isPremium})`.mapWith(Number),
      premium: sql<number>`count(*) filter (where ${mcqs.isPremium})`.mapWith(Number),
    })
    .from(mcqs)
    .where(eq(mcqs.class, contentClass))
    .groupBy(mcqs.subjectId, mcqs.unitSlug);

  return {
    contentClass,
    subjects: subjectRows
      .filter((subject) => canStudySubject(student, subject))
      .map((subject) => {
        const own = counts.filter((row) => row.subjectId === subject.id);
        const syllabus = unitsOf(contentClass, subject.slug).map((name) => ({ slug: slugify(name), name }));
        // Units an admin added outside the syllabus list still show, after the syllabus ones.
        const extra = own.filter((row) => !syllabus.some((unit) => unit.slug === row.unitSlug)).map((row) => ({ slug: row.unitSlug, name: row.unit }));
        return {
          slug: subject.slug,
          name: subject.name,
          units: [...syllabus, ...extra].map((unit) => {
            const row = own.find((count) => count.unitSlug === unit.slug);
            const free = row?.free ?? 0;
            const premium = row?.premium ?? 0;
            return { ...unit, questionCount: hasPremium ? free + premium : free, lockedCount: hasPremium ? 0 : premium };
          }),
        };
      }),
  };
}
