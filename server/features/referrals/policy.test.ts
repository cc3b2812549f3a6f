import { describe, expect, it } from 'vitest';
import { COMMISSION_STATUSES } from '@common/referrals';
import { canAdvanceCommission } from './policy';

describe('canAdvanceCommission', () => {
  it.each(COMMISSION_STATUSES.flatMap((current) => COMMISSION_STATUSES.map((to) => [current, to] as const)))('%s → %s', (current, to) => {
    const allowed = (current === 'pending' && to === 'approved') || (current === 'approved' && to === 'paid');
    expect(canAdvanceCommission(current, to)).toBe(allowed);
  });
});
