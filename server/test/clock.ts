import type { Clock } from '../platform/clock';

type TestClock = Clock & { set(at: Date | string): void; advance(ms: number): void };

/** A clock that stands still until a test moves it. */
export function createTestClock(start: Date | string = '2026-11-22T06:00:00.000Z'): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(at) {
      current = new Date(at);
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
