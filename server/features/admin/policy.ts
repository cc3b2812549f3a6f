import type { Role } from '@common/academics';

type Target = { id: string; role: Role };

/**
 * Whether an admin may give this user the role (seed 001 section 4: student ⇄ admin). Nobody changes their own role,
 * and the last admin stays an admin, so the panel can never be left without one.
 */
export function canChangeRole(actorId: string, target: Target, newRole: Role, adminCount: number): boolean {
  if (target.id === actorId) return false;
  return !(target.role === 'admin' && newRole !== 'admin' && adminCount <= 1);
}

/**
 * Whether an admin may delete this user from the users screen: never themselves (their profile page does that, with
 * their password). The last-admin rule is account deletion's own (profiles), applied inside its transaction.
 */
export function canDeleteUser(actorId: string, targetId: string): boolean {
  return targetId !== actorId;
}
