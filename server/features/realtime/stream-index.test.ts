import { describe, expect, it } from 'vitest';
import type { StreamViewer } from './policy';
import { createStreamIndex } from './stream-index';

const stream = (overrides: Partial<StreamViewer> = {}): StreamViewer => ({
  userId: crypto.randomUUID(),
  sessionId: crypto.randomUUID(),
  role: 'student',
  subscriptionPlan: 'free',
  subscriptionExpiresAt: null,
  ...overrides,
});

describe('stream index', () => {
  it('finds the candidates of each audience by user, session, role and premium plan', () => {
    const index = createStreamIndex<StreamViewer>();
    const student = stream();
    const secondTab = stream({ userId: student.userId });
    const premium = stream({ subscriptionPlan: 'premium' });
    const admin = stream({ role: 'admin' });
    for (const each of [student, secondTab, premium, admin]) index.add(each);

    expect([...index.candidates({ kind: 'everyone' })]).toHaveLength(4);
    expect([...index.candidates({ kind: 'students' })]).toEqual([student, secondTab, premium]);
    expect([...index.candidates({ kind: 'admins' })]).toEqual([admin]);
    expect([...index.candidates({ kind: 'premium' })]).toEqual([premium]);
    expect([...index.candidates({ kind: 'user', userId: student.userId })]).toEqual([student, secondTab]);
    expect([...index.candidates({ kind: 'session', sessionId: secondTab.sessionId })]).toEqual([secondTab]);
    expect([...index.candidates({ kind: 'user', userId: 'nobody' })]).toEqual([]);
    expect(index.ofUsers([student.userId, admin.userId])).toEqual([student, secondTab, admin]);
  });

  it('moves a stream between role and premium indexes when its plan changes', () => {
    const index = createStreamIndex<StreamViewer>();
    const upgraded = stream();
    index.add(upgraded);
    index.updatePlan(upgraded, { role: 'admin', subscriptionPlan: 'premium', subscriptionExpiresAt: new Date('2030-01-01') });
    expect(upgraded).toMatchObject({ role: 'admin', subscriptionPlan: 'premium' });
    expect([...index.candidates({ kind: 'students' })]).toEqual([]);
    expect([...index.candidates({ kind: 'admins' })]).toEqual([upgraded]);
    expect([...index.candidates({ kind: 'premium' })]).toEqual([upgraded]);
  });

  it('forgets a removed stream everywhere, once', () => {
    const index = createStreamIndex<StreamViewer>();
    const gone = stream({ subscriptionPlan: 'premium' });
    index.add(gone);
    expect(index.remove(gone)).toBe(true);
    expect(index.remove(gone)).toBe(false);
    expect(index.size).toBe(0);
    expect(index.has(gone)).toBe(false);
    for (const audience of [{ kind: 'everyone' }, { kind: 'students' }, { kind: 'premium' }, { kind: 'user', userId: gone.userId }, { kind: 'session', sessionId: gone.sessionId }] as const) {
      expect([...index.candidates(audience)]).toEqual([]);
    }
  });
});
