import { nextCommissionStatus, type CommissionStatus } from '@common/referrals';

/** A commission moves one step at a time: pending → approved → paid, never back and never twice. */
export function canAdvanceCommission(current: CommissionStatus, to: CommissionStatus): boolean {
  return nextCommissionStatus(current) === to;
}
