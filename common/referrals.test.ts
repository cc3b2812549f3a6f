import { describe, expect, it } from 'vitest';
import { milestoneProgress, nextCommissionStatus, referralLink } from './referrals';

describe('referrals', () => {
  it('links to sign-up with the code (seed 000 section 9)', () => {
    expect(referralLink('https://pariksha.example', 'AB23CD45')).toBe('https://pariksha.example/signup?ref=AB23CD45');
  });

  it('moves commissions pending → approved → paid and no further', () => {
    expect(nextCommissionStatus('pending')).toBe('approved');
    expect(nextCommissionStatus('approved')).toBe('paid');
    expect(nextCommissionStatus('paid')).toBeNull();
  });

  it('reaches milestones by completed referrals at Rs. 100 each', () => {
    expect(milestoneProgress(5)).toEqual([
      { count: 1, rewardPaisa: 10_000, isReached: true },
      { count: 5, rewardPaisa: 50_000, isReached: true },
      { count: 10, rewardPaisa: 100_000, isReached: false },
      { count: 25, rewardPaisa: 250_000, isReached: false },
    ]);
  });
});
