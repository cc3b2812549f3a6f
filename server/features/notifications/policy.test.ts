import { describe, expect, it } from 'vitest';
import { NOTIFICATION_AUDIENCES, type NotificationAudience } from '@common/notifications';
import { broadcastAudiencesOf, canReceiveNotification, type NotificationViewer } from './policy';

const NOW = new Date('2026-11-22T06:00:00.000Z');
const LATER = new Date('2026-12-22T06:00:00.000Z');
const EARLIER = new Date('2026-10-22T06:00:00.000Z');
const VIEWER_ID = '00000000-0000-4000-8000-000000000001';
const OTHER_ID = '00000000-0000-4000-8000-000000000002';

type Plan = 'free' | 'premium active' | 'premium lapsed' | 'premium without expiry';
const PLANS: Record<Plan, Pick<NotificationViewer, 'subscriptionPlan' | 'subscriptionExpiresAt'>> = {
  free: { subscriptionPlan: 'free', subscriptionExpiresAt: null },
  'premium active': { subscriptionPlan: 'premium', subscriptionExpiresAt: LATER },
  'premium lapsed': { subscriptionPlan: 'premium', subscriptionExpiresAt: EARLIER },
  'premium without expiry': { subscriptionPlan: 'premium', subscriptionExpiresAt: null },
};

/** Which broadcast audiences each role × plan belongs to: the rule of seed 000, written out. */
const EXPECTED: Record<'student' | 'admin', Record<Plan, NotificationAudience[]>> = {
  student: {
    free: ['all', 'students'],
    'premium active': ['all', 'students', 'premium_users'],
    'premium lapsed': ['all', 'students'],
    'premium without expiry': ['all', 'students'],
  },
  admin: {
    free: ['all'],
    'premium active': ['all', 'premium_users'],
    'premium lapsed': ['all'],
    'premium without expiry': ['all'],
  },
};

const EXPIRIES = { 'no expiry': null, 'expires later': LATER, 'expired earlier': EARLIER, 'expires right now': NOW } as const;

describe('canReceiveNotification', () => {
  for (const role of ['student', 'admin'] as const) {
    for (const plan of Object.keys(PLANS) as Plan[]) {
      const viewer: NotificationViewer = { userId: VIEWER_ID, role, ...PLANS[plan] };
      it(`${role}, ${plan}: belongs to ${EXPECTED[role][plan].join(', ')}`, () => {
        expect(broadcastAudiencesOf(viewer, NOW)).toEqual(EXPECTED[role][plan]);
      });
      for (const [expiryName, expiresAt] of Object.entries(EXPIRIES)) {
        const isLive = expiresAt === null || expiresAt > NOW;
        for (const audience of NOTIFICATION_AUDIENCES) {
          const targets = audience === 'specific_user' ? [VIEWER_ID, OTHER_ID] : [null];
          for (const targetUserId of targets) {
            const addressed = audience === 'specific_user' ? targetUserId === VIEWER_ID : EXPECTED[role][plan].includes(audience);
            const expected = isLive && addressed;
            const target = targetUserId === null ? '' : targetUserId === VIEWER_ID ? ' (them)' : ' (someone else)';
            it(`${role}, ${plan}, ${audience}${target}, ${expiryName}: ${expected ? 'receives' : 'does not receive'}`, () => {
              expect(canReceiveNotification(viewer, { targetAudience: audience, targetUserId, expiresAt }, NOW)).toBe(expected);
            });
          }
        }
      }
    }
  }
});
