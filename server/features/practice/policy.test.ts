import { describe, expect, it } from 'vitest';
import {
  canSeeMockTest,
  canStudySubject,
  isAcceptingAnswers,
  isOverdue,
  studyClassOf,
  type Learner,
  type MockTestAccess,
} from './policy';

const now = new Date('2026-11-22T06:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

const free: Learner = { role: 'student', class: '12', faculty: 'science', subscriptionPlan: 'free', subscriptionExpiresAt: null };
const admin: Learner = { role: 'admin', class: null, faculty: null, subscriptionPlan: 'free', subscriptionExpiresAt: null };

const physicsTest: MockTestAccess = { class: '12', isPremium: false, isActive: true, subjectFaculties: ['science'] };
const entranceTest: MockTestAccess = { class: '12', isPremium: false, isActive: true, subjectFaculties: null };

describe('studyClassOf and canStudySubject', () => {
  it('maps entrance students to Class 12 and students without a class to none', () => {
    expect(studyClassOf({ ...free, class: 'entrance' })).toBe('12');
    expect(studyClassOf({ ...free, class: '10', faculty: null })).toBe('10');
    expect(studyClassOf({ ...free, class: null })).toBeNull();
  });

  it.each([
    { who: 'science student, Physics', user: free, subject: { class: '12', faculties: ['science'] }, allowed: true },
    { who: 'science student, Accounting', user: free, subject: { class: '12', faculties: ['management'] }, allowed: false },
    { who: 'science student, Class 10 Science', user: free, subject: { class: '10', faculties: [] }, allowed: false },
    { who: 'management student, Mathematics', user: { ...free, faculty: 'management' }, subject: { class: '12', faculties: ['science', 'management'] }, allowed: true },
    { who: 'humanities student, Physics', user: { ...free, faculty: 'humanities' }, subject: { class: '12', faculties: ['science'] }, allowed: false },
    { who: 'law student (no faculty list), History', user: { ...free, faculty: 'law' }, subject: { class: '12', faculties: ['humanities'] }, allowed: true },
    { who: 'entrance student without faculty, Biology', user: { ...free, class: 'entrance', faculty: null }, subject: { class: '12', faculties: ['science'] }, allowed: true },
    { who: 'entrance student without faculty, Economics', user: { ...free, class: 'entrance', faculty: null }, subject: { class: '12', faculties: ['management'] }, allowed: false },
    { who: 'Class 10 student, Optional Math', user: { ...free, class: '10', faculty: null }, subject: { class: '10', faculties: [] }, allowed: true },
    { who: 'student without class, Physics', user: { ...free, class: null }, subject: { class: '12', faculties: ['science'] }, allowed: false },
    { who: 'admin, anything', user: admin, subject: { class: '10', faculties: [] }, allowed: true },
  ])('$who → $allowed', ({ user, subject, allowed }) => {
    expect(canStudySubject(user, subject)).toBe(allowed);
  });
});

describe('canSeeMockTest', () => {
  it('hides inactive tests and tests of another class or faculty', () => {
    expect(canSeeMockTest(free, physicsTest)).toBe(true);
    expect(canSeeMockTest(free, { ...physicsTest, isActive: false })).toBe(false);
    expect(canSeeMockTest({ ...free, class: '10', faculty: null }, physicsTest)).toBe(false);
    expect(canSeeMockTest({ ...free, faculty: 'management' }, physicsTest)).toBe(false);
    expect(canSeeMockTest({ ...free, faculty: 'management' }, entranceTest)).toBe(true);
    expect(canSeeMockTest({ ...free, class: null }, entranceTest)).toBe(false);
    expect(canSeeMockTest(admin, { ...physicsTest, class: '10' })).toBe(true);
  });
});

describe('isAcceptingAnswers and isOverdue', () => {
  const deadlineAt = new Date('2026-11-22T07:00:00Z');
  const at = (ms: number) => new Date(deadlineAt.getTime() + ms);
  it.each([
    { when: 'before the deadline', status: 'in_progress', now: at(-60_000), accepting: true, overdue: false },
    { when: 'within the 5 s grace', status: 'in_progress', now: at(5_000), accepting: true, overdue: false },
    { when: 'after the grace', status: 'in_progress', now: at(5_001), accepting: false, overdue: true },
    { when: 'submitted', status: 'submitted', now: at(-60_000), accepting: false, overdue: false },
  ])('$when → accepting $accepting, overdue $overdue', ({ status, now: instant, accepting, overdue }) => {
    expect(isAcceptingAnswers({ status, deadlineAt }, instant)).toBe(accepting);
    expect(isOverdue({ status, deadlineAt }, instant)).toBe(overdue);
  });

  it('keeps untimed practice open until it is submitted', () => {
    expect(isAcceptingAnswers({ status: 'in_progress', deadlineAt: null }, inDays(365))).toBe(true);
    expect(isOverdue({ status: 'in_progress', deadlineAt: null }, inDays(365))).toBe(false);
  });
});
