/** Where time comes from; tests pass a movable clock instead of sleeping. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

const NEPAL_OFFSET_MINUTES = 5 * 60 + 45;

/** The calendar date (YYYY-MM-DD) in Nepal (UTC+5:45) at an instant. */
export function nepalDate(at: Date): string {
  return new Date(at.getTime() + NEPAL_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The calendar month (YYYY-MM) in Nepal at an instant. */
export function nepalMonth(at: Date): string {
  return nepalDate(at).slice(0, 7);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant the current Nepal calendar day began (Nepal is UTC+5:45 all year). */
export function startOfNepalDay(at: Date): Date {
  return new Date(Date.parse(`${nepalDate(at)}T00:00:00+05:45`));
}

/** The instant the current Nepal calendar day ends: "due today" means before it. */
export function endOfNepalDay(at: Date): Date {
  return new Date(startOfNepalDay(at).getTime() + DAY_MS);
}

/** The instants the current Nepal calendar month began and ends ("this month" for monthly limits and bonuses). */
export function nepalMonthBounds(at: Date): { start: Date; end: Date } {
  const [year, month] = nepalMonth(at).split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { start: new Date(Date.parse(`${nepalMonth(at)}-01T00:00:00+05:45`)), end: new Date(Date.parse(`${next}-01T00:00:00+05:45`)) };
}
