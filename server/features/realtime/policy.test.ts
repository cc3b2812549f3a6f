import { describe, expect, it } from 'vitest';
import type { Audience } from '../../platform/events';
import { canReceiveEvent, type StreamViewer } from './policy';

const NOW = new Date('2026-11-22T06:00:00.000Z');
const base = { userId: 'u1', sessionId: 's1', subscriptionExpiresAt: null };
const VIEWERS: Record<string, StreamViewer> = {
  'free student': { ...base, role: 'student', subscriptionPlan: 'free' },
  'premium student': { ...base, role: 'student', subscriptionPlan: 'premium', subscriptionExpiresAt: new Date('2026-12-01T00:00:00Z') },
  'lapsed premium student': { ...base, role: 'student', subscriptionPlan: 'premium', subscriptionExpiresAt: new Date('2026-11-01T00:00:00Z') },
  admin: { ...base, role: 'admin', subscriptionPlan: 'free' },
};
const AUDIENCES: Record<string, Audience> = {
  everyone: { kind: 'everyone' },
  students: { kind: 'students' },
  premium: { kind: 'premium' },
  admins: { kind: 'admins' },
  'this user': { kind: 'user', userId: 'u1' },
  'another user': { kind: 'user', userId: 'u2' },
  'this session': { kind: 'session', sessionId: 's1' },
  'another session': { kind: 'session', sessionId: 's2' },
};
const RECEIVES: Record<string, string[]> = {
  'free student': ['everyone', 'students', 'this user', 'this session'],
  'premium student': ['everyone', 'students', 'premium', 'this user', 'this session'],
  'lapsed premium student': ['everyone', 'students', 'this user', 'this session'],
  admin: ['everyone', 'admins', 'this user', 'this session'],
};

describe('canReceiveEvent', () => {
  for (const [viewerName, viewer] of Object.entries(VIEWERS)) {
    for (const [audienceName, audience] of Object.entries(AUDIENCES)) {
      const expected = RECEIVES[viewerName]!.includes(audienceName);
      it(`${viewerName} ${expected ? 'receives' : 'does not receive'} events for ${audienceName}`, () => {
        expect(canReceiveEvent(viewer, audience, NOW)).toBe(expected);
      });
    }
  }
});
