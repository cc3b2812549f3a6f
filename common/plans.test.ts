import { describe, expect, it } from 'vitest';
import { isMostPopularPlan, planFeatureLines, premiumExpiryAfterPayment } from './plans';

const FREE = { name: 'free', price: 0, aiAccess: true, aiQuestionsPerDay: 5, mockTestsPerMonth: 10, notesAccessLevel: 'limited' as const };
const PREMIUM = { name: 'premium', price: 100, aiAccess: true, aiQuestionsPerDay: null, mockTestsPerMonth: null, notesAccessLevel: 'full' as const };

describe('planFeatureLines (seed 000 section 9)', () => {
  it('free: 5 AI questions a day, AI Tutor Access, Limited Notes, 10 mock tests a month, past papers; no support or ad lines', () => {
    expect(planFeatureLines(FREE)).toEqual([
      { key: 'aiQuestionsPerDay', count: 5, included: true },
      { key: 'aiTutorAccess', included: true },
      { key: 'limitedNotes', included: true },
      { key: 'mockTestsPerMonth', count: 10, included: true },
      { key: 'pastPapers', included: true },
    ]);
  });

  it('premium: unlimited AI and mock tests, Full Notes Access, Priority Support and No Ads', () => {
    expect(planFeatureLines(PREMIUM)).toEqual([
      { key: 'unlimitedAiQuestions', included: true },
      { key: 'aiTutorAccess', included: true },
      { key: 'fullNotes', included: true },
      { key: 'unlimitedMockTests', included: true },
      { key: 'pastPapers', included: true },
      { key: 'prioritySupport', included: true },
      { key: 'noAds', included: true },
    ]);
  });

  it('a plan without AI says No AI Access', () => {
    expect(planFeatureLines({ ...FREE, aiAccess: false })[0]).toEqual({ key: 'noAiAccess', included: false });
  });

  it('marks the plan named Premium as Most Popular', () => {
    expect([FREE, PREMIUM].map(isMostPopularPlan)).toEqual([false, true]);
  });
});

describe('premiumExpiryAfterPayment', () => {
  const now = new Date('2026-11-22T06:00:00Z');
  it('adds 30 days to a running premium’s expiry', () => {
    expect(premiumExpiryAfterPayment('2026-12-01T00:00:00Z', now)).toEqual(new Date('2026-12-31T00:00:00Z'));
  });
  it('counts from now when there is no expiry or it has passed', () => {
    expect(premiumExpiryAfterPayment(null, now)).toEqual(new Date('2026-12-22T06:00:00Z'));
    expect(premiumExpiryAfterPayment(new Date('2026-01-01T00:00:00Z'), now)).toEqual(new Date('2026-12-22T06:00:00Z'));
  });
});
