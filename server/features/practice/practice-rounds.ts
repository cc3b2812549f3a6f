import { and, eq, sql } from 'drizzle-orm';
import { PRACTICE_QUESTION_COUNT, type InProgressAttempt, type StartPracticeBody } from '@common/practice';
import { findUnit } from '@common/syllabus';
import { selectRows } from '../../db/client';
import { mcqs, subjects } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { AppError, notFound } from '../../platform/errors';
import { insertAttempt, loadOpenAttempt } from './attempts';
import { requireStudyClass } from './catalog';
import { canOpenPremium, canStudySubject, type Student } from './policy';

/**
 * Starts a practice round of up to 10 questions of a unit. Questions the student has never answered right come
 * first (unseen before missed), then the least seen; ties are broken at random, so Try Again brings new questions.
 */
export async function startPractice(deps: Deps<'db' | 'clock'>, student: Student, body: StartPracticeBody): Promise<InProgressAttempt> {
  const { db, clock } = deps;
  const contentClass = requireStudyClass(student);
  const now = clock.now();
  const [subject] = await db
    .select({ id: subjects.id, name: subjects.name, class: subjects.class, faculties: subjects.faculties })
    .from(subjects)
    .where(and(eq(subjects.class, contentClass), eq(subjects.slug, body.subject)));
  if (!subject || !canStudySubject(student, subject)) throw notFound('Subject');
  const [unitRow] = await db
    .select({ unit: mcqs.unit })
    .from(mcqs)
    .where(and(eq(mcqs.subjectId, subject.id), eq(mcqs.unitSlug, body.unit)))
    .limit(1);
  const unit = findUnit(contentClass, body.subject, body.unit) ?? unitRow?.unit;
  if (!unit) throw notFound('Unit');

  const hasPremium = canOpenPremium(student, now);
  const picked = await selectRows<{ id: string }>(
    db,
    sql`select m.id from ${mcqs} m
        left join (
          select aa.mcq_id, count(*) as seen, count(*) filter (where aa.is_correct) as right_answers
          from attempt_answers aa join attempts a on a.id = aa.attempt_id
          where a.user_id = ${student.userId} and a.status = 'submitted'
            and aa.mcq_id in (select id from ${mcqs} where subject_id = ${subject.id} and unit_slug = ${body.unit})
          group by aa.mcq_id
        ) h on h.mcq_id = m.id
        where m.subject_id = ${subject.id} and m.unit_slug = ${body.unit} ${hasPremium ? sql`` : sql`and not m.is_premium`}
          -- not a question of the student's open mock test (its key stays hidden until that is submitted); an
          -- unfinished practice round shows each key as it is answered, so it hides nothing from the next round
          and m.id not in (select oa.mcq_id from attempt_answers oa join attempts o on o.id = oa.attempt_id
                           where o.user_id = ${student.userId} and o.status = 'in_progress' and o.kind = 'mock_test')
        order by coalesce(h.right_answers, 0), coalesce(h.seen, 0), random()
        limit ${PRACTICE_QUESTION_COUNT}`,
  );
  if (picked.length === 0) throw new AppError('no_questions', 'There are no practice questions in this unit yet.', 404);

  const attemptId = await db.transaction((tx) =>
    insertAttempt({ db: tx }, {
      userId: student.userId,
      kind: 'practice',
      title: `${subject.name}: ${unit}`,
      subjectId: subject.id,
      unit,
      startedAt: now,
      deadlineAt: null,
      questions: picked.map((row) => ({ mcqId: row.id, marks: 1 })),
    }),
  );
  return loadOpenAttempt(deps, attemptId);
}
