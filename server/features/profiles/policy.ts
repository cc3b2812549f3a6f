import type { Role } from '@common/academics';

/** An account may be deleted unless it is the last admin: the platform must keep someone who can run it. */
export function canDeleteAccount(account: { role: Role }, adminCount: number): boolean {
  return account.role !== 'admin' || adminCount > 1;
}
