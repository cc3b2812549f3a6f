import { describe, expect, it } from 'vitest';
import { planDelivery, sseFrame } from './delivery';
import type { StreamViewer } from './policy';
import { createStreamIndex } from './stream-index';

const NOW = new Date('2026-11-01T06:00:00Z');

const stream = (overrides: Partial<StreamViewer> = {}): StreamViewer => ({
  userId: crypto.randomUUID(),
  sessionId: crypto.randomUUID(),
  role: 'student',
  subscriptionPlan: 'free',
  subscriptionExpiresAt: null,
  ...overrides,
});

function indexOf(...streams: StreamViewer[]) {
  const index = createStreamIndex<StreamViewer>();
  for (const each of streams) index.add(each);
  return index;
}

describe('planDelivery', () => {
  it('writes a thin topic-and-ids frame to the streams the audience includes', () => {
    const student = stream();
    const admin = stream({ role: 'admin' });
    const plan = planDelivery(indexOf(student, admin), { topic: 'notifications', ids: ['n1'], audience: { kind: 'students' } }, NOW);
    expect(plan).toEqual({ kind: 'write', frame: 'data: {"topic":"notifications","ids":["n1"]}\n\n', streams: [student], refreshUserIds: [] });
  });

  it('leaves out a premium stream whose premium has run out by the clock', () => {
    const lapsed = stream({ subscriptionPlan: 'premium', subscriptionExpiresAt: new Date('2026-10-31T00:00:00Z') });
    const active = stream({ subscriptionPlan: 'premium', subscriptionExpiresAt: new Date('2026-12-01T00:00:00Z') });
    const plan = planDelivery(indexOf(lapsed, active), { topic: 'notes', ids: [], audience: { kind: 'premium' } }, NOW);
    expect(plan.streams).toEqual([active]);
  });

  it('closes the streams of a revoked session and writes nothing', () => {
    const revoked = stream();
    const otherTab = stream({ userId: revoked.userId });
    const plan = planDelivery(indexOf(revoked, otherTab), { topic: 'session_revoked', ids: [revoked.sessionId], audience: { kind: 'session', sessionId: revoked.sessionId } }, NOW);
    expect(plan).toEqual({ kind: 'close', streams: [revoked] });
  });

  it('asks for a recheck of the users a profile, user or payment event names', () => {
    const student = stream();
    const index = indexOf(student, stream({ role: 'admin' }));
    expect(planDelivery(index, { topic: 'profiles', ids: [student.userId], audience: { kind: 'user', userId: student.userId } }, NOW)).toMatchObject({
      refreshUserIds: [student.userId, student.userId],
    });
    expect(planDelivery(index, { topic: 'users', ids: ['u1', 'u2'], audience: { kind: 'admins' } }, NOW)).toMatchObject({ refreshUserIds: ['u1', 'u2'] });
    expect(planDelivery(index, { topic: 'notes', ids: ['x'], audience: { kind: 'everyone' } }, NOW)).toMatchObject({ refreshUserIds: [] });
  });

  it('names an SSE event when given one', () => {
    expect(sseFrame('{}', 'heartbeat')).toBe('event: heartbeat\ndata: {}\n\n');
  });
});
