import { describe, expect, it } from 'vitest';
import { canPayForPlan, canViewPayment, hasReceipt, isGatewayOffered } from './policy';

describe('billing policy', () => {
  it('a student sees only their own payments; a payment of a deleted account is nobody’s', () => {
    expect(canViewPayment({ userId: 'a' }, { userId: 'a' })).toBe(true);
    expect(canViewPayment({ userId: 'a' }, { userId: 'b' })).toBe(false);
    expect(canViewPayment({ userId: 'a' }, { userId: null })).toBe(false);
  });

  it.each([
    [{ isActive: true, price: 100 }, true],
    [{ isActive: true, price: 0 }, false],
    [{ isActive: false, price: 100 }, false],
  ])('plan %j can be paid for: %s', (plan, expected) => expect(canPayForPlan(plan)).toBe(expected));

  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
  ])('active %s with credentials %s is offered: %s', (isActive, hasCredentials, expected) => {
    expect(isGatewayOffered({ isActive }, hasCredentials)).toBe(expected);
  });

  it('only a successful payment has a receipt', () => {
    expect(['success', 'pending', 'failed', 'cancelled', 'expired'].map((status) => hasReceipt({ status }))).toEqual([true, false, false, false, false]);
  });
});
