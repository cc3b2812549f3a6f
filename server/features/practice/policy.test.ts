import { describe, expect, it } from 'vitest';
import {
  canSeeMockTest,
  canStartMockTest,
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
const premium: Learner = { ...free, subscriptionPlan: 'premium', subscriptionExpiresAt: inDays(10) };
const lapsed: Learner = { ...free, subscriptionPlan: 'premium', subscriptionExpiresAt: inDays(-1) };
const admin: Learner = { role: 'admin', class: null, faculty: null, subscriptionPlan: 'free', subscriptionExpiresAt: null };

const physicsTest: MockTestAccess = { class: '12', isPremium: false, isActive: true, subjectFaculties: ['science'] };
const premiumTest: MockTestAccess = { ...physicsTest, isPremium: true };
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

describe('canStartMockTest(user, test, usage, now)', () => {
  const unused = { used: 0, limit: 10 };
  const nine = { used: 9, limit: 10 };
  const ten = { used: 10, limit: 10 };
  it.each([
    { who: 'free, free test, 0 of 10 used', user: free, test: physicsTest, usage: unused, allowed: true },
    { who: 'free, free test, 9 of 10 used', user: free, test: physicsTest, usage: nine, allowed: true },
    { who: 'free, free test, 10 of 10 used', user: free, test: physicsTest, usage: ten, allowed: false },
    { who: 'free, premium test', user: free, test: premiumTest, usage: unused, allowed: false },
    { who: 'premium, premium test', user: premium, test: premiumTest, usage: unused, allowed: true },
    { who: 'premium, 10 of 10 used', user: premium, test: physicsTest, usage: ten, allowed: true },
    { who: 'premium, 500 used', user: premium, test: physicsTest, usage: { used: 500, limit: 10 }, allowed: true },
    { who: 'lapsed premium, premium test', user: lapsed, test: premiumTest, usage: unused, allowed: false },
    { who: 'lapsed premium, 10 of 10 used', user: lapsed, test: physicsTest, usage: ten, allowed: false },
    { who: 'free, unlimited plan setting', user: free, test: physicsTest, usage: { used: 99, limit: null }, allowed: true },
    { who: 'free, plan allows none', user: free, test: physicsTest, usage: { used: 0, limit: 0 }, allowed: false },
    { who: 'free, inactive test', user: free, test: { ...physicsTest, isActive: false }, usage: unused, allowed: false },
    { who: 'admin, premium test, over quota', user: admin, test: premiumTest, usage: ten, allowed: true },
  ])('$who → $allowed', ({ user, test, usage, allowed }) => {
    expect(canStartMockTest(user, test, usage, now)).toBe(allowed);
  });

  it('turns premium off the moment it expires', () => {
    const expiring: Learner = { ...free, subscriptionPlan: 'premium', subscriptionExpiresAt: now };
    expect(canStartMockTest(expiring, premiumTest, unused, new Date(now.getTime() - 1))).toBe(true);
    expect(canStartMockTest(expiring, premiumTest, unused, now)).toBe(false);
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
