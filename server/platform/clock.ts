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
