import { describe, expect, it } from 'vitest';
import { canDeleteAccount } from './policy';

describe('canDeleteAccount', () => {
  it.each([
    ['student', 0, true],
    ['student', 1, true],
    ['admin', 2, true],
    ['admin', 1, false],
    ['admin', 0, false],
  ] as const)('%s with %i admins → %s', (role, admins, expected) => {
    expect(canDeleteAccount({ role }, admins)).toBe(expected);
  });
});
