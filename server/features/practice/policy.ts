import { canSeeSubject, contentClassFor, facultyScopeFor, type ContentClass, type ScopedSubject, type StudentClass } from '@common/academics';
import { ANSWER_GRACE_MS } from '@common/practice';
import { hasActivePremium } from '@common/plans';

/** What the practice rules need to know about a user. */
export type Learner = {
  role: string;
  class: string | null;
  faculty: string | null;
  subscriptionPlan: string;
  subscriptionExpiresAt: Date | null;
};

/** A signed-in learner: who starts attempts and owns them. */
export type Student = Learner & { userId: string };

/** A mock test; `subjectFaculties` is null for a test across subjects (an entrance test). */
export type MockTestAccess = { class: string; isPremium: boolean; isActive: boolean; subjectFaculties: readonly string[] | null };
type AttemptTiming = { status: string; deadlineAt: Date | null };

const isAdmin = (user: Learner) => user.role === 'admin';

/** Premium content is open to active premium subscribers and to admins. */
export const canOpenPremium = (user: Learner, now: Date) => isAdmin(user) || hasActivePremium(user, now);

/** The content class a student studies (entrance students follow Class 12), or null without a class on the profile. */
export function studyClassOf(user: Learner): ContentClass | null {
  return user.class ? contentClassFor(user.class as StudentClass) : null;
}

/**
 * Whether a subject is on the student's list: their class and, for Class 12, their faculty's subjects (the same
 * rule as study material: entrance students without a faculty follow science). Admins see every subject.
 */
export function canStudySubject(user: Learner, subject: ScopedSubject): boolean {
  if (isAdmin(user)) return true;
  if (!user.class || studyClassOf(user) !== subject.class) return false;
  return canSeeSubject({ faculty: facultyScopeFor(user.class as StudentClass, user.faculty) }, subject);
}

/** A mock test is listed to students of its class (and faculty, when it has one subject); premium ones show as locked. */
export function canSeeMockTest(user: Learner, test: MockTestAccess): boolean {
  if (!test.isActive) return false;
  if (isAdmin(user)) return true;
  if (test.subjectFaculties === null) return studyClassOf(user) === test.class;
  return canStudySubject(user, { class: test.class, faculties: test.subjectFaculties });
}

/** The monthly mock-test limit applies to students without active premium (free plan: 10). */
export const isMockTestQuotaLimited = (user: Learner, now: Date) => !canOpenPremium(user, now);

/**
 * Everything that changes a student's mock-test list besides their own attempts and usage: who they are, whether
 * premium is open to them now (a key without it would keep a premium answer after premium ends) and their class and
 * faculty (decision 071).
 */
export const mockTestListKeyOf = (student: Student, now: Date) =>
  `${student.userId}|${student.role}|${canOpenPremium(student, now) ? 'premium' : 'free'}|${student.class ?? ''}|${student.faculty ?? ''}`;

/** Answers are accepted while the attempt is open and until a short grace after its deadline. */
export function isAcceptingAnswers(attempt: AttemptTiming, now: Date): boolean {
  if (attempt.status !== 'in_progress') return false;
  return attempt.deadlineAt === null || now.getTime() <= attempt.deadlineAt.getTime() + ANSWER_GRACE_MS;
}

/** An open attempt past its deadline and grace: it is graded the moment anyone touches it (or by the sweeper). */
export function isOverdue(attempt: AttemptTiming, now: Date): boolean {
  return attempt.status === 'in_progress' && attempt.deadlineAt !== null && !isAcceptingAnswers(attempt, now);
}
