import { describe, expect, it } from 'vitest';
import { firstStreakCompletedOn, UpdateProfileBody } from './profiles';

describe('firstStreakCompletedOn', () => {
  it('finds the day a run of consecutive days first reaches the length', () => {
    const days = ['2026-01-01', '2026-01-02', '2026-01-04', '2026-01-05', '2026-01-06', '2026-01-07'];
    expect(firstStreakCompletedOn(days, 3)).toBe('2026-01-06');
    expect(firstStreakCompletedOn(days, 4)).toBe('2026-01-07');
    expect(firstStreakCompletedOn(days, 5)).toBeNull();
  });

  it('ignores duplicates and order, and crosses month ends', () => {
    expect(firstStreakCompletedOn(['2026-03-01', '2026-02-28', '2026-02-27', '2026-03-01'], 3)).toBe('2026-03-01');
    expect(firstStreakCompletedOn([], 1)).toBeNull();
  });
});

describe('UpdateProfileBody', () => {
  it('accepts partial updates and normalises the phone', () => {
    expect(UpdateProfileBody.parse({ fullName: ' Ram ' })).toEqual({ fullName: 'Ram' });
    expect(UpdateProfileBody.parse({ phone: '9812345678' })).toEqual({ phone: '+9779812345678' });
    expect(UpdateProfileBody.parse({ phone: '' })).toEqual({ phone: null });
    expect(UpdateProfileBody.parse({ class: '12', faculty: 'engineering' })).toEqual({ class: '12', faculty: 'engineering' });
  });

  it('refuses role, plan, email and a faculty outside Class 12', () => {
    for (const field of [{ role: 'admin' }, { subscriptionPlan: 'premium' }, { email: 'x@example.com' }, { referralCode: 'ABC' }]) {
      expect(UpdateProfileBody.safeParse(field).success, JSON.stringify(field)).toBe(false);
    }
    expect(UpdateProfileBody.safeParse({ class: '10', faculty: 'science' }).success).toBe(false);
  });
});
