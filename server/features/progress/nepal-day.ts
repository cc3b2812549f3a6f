import { nepalDate } from '../../platform/clock';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant the current Nepal calendar day began (Nepal is UTC+5:45 all year). */
export function startOfNepalDay(at: Date): Date {
  return new Date(Date.parse(`${nepalDate(at)}T00:00:00+05:45`));
}

/** The instant the current Nepal calendar day ends: "due today" means before it. */
export function endOfNepalDay(at: Date): Date {
  return new Date(startOfNepalDay(at).getTime() + DAY_MS);
}
