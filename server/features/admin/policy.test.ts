import { describe, expect, it } from 'vitest';
import { canChangeRole, canDeleteUser } from './policy';

const ACTOR = 'actor';

describe('canChangeRole', () => {
  it.each([
    { target: { id: 'other', role: 'student' }, to: 'admin', admins: 1, allowed: true },
    { target: { id: 'other', role: 'admin' }, to: 'student', admins: 2, allowed: true },
    { target: { id: 'other', role: 'admin' }, to: 'student', admins: 1, allowed: false },
    { target: { id: 'other', role: 'admin' }, to: 'admin', admins: 1, allowed: true },
    { target: { id: ACTOR, role: 'admin' }, to: 'student', admins: 5, allowed: false },
    { target: { id: ACTOR, role: 'admin' }, to: 'admin', admins: 5, allowed: false },
  ] as const)('$target.id ($target.role) → $to with $admins admins: $allowed', ({ target, to, admins, allowed }) => {
    expect(canChangeRole(ACTOR, target, to, admins)).toBe(allowed);
  });
});

describe('canDeleteUser', () => {
  it('refuses only the admin themselves', () => {
    expect(canDeleteUser(ACTOR, 'other')).toBe(true);
    expect(canDeleteUser(ACTOR, ACTOR)).toBe(false);
  });
});
