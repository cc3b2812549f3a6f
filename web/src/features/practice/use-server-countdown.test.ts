import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useServerCountdown } from './use-server-countdown';

describe('useServerCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts down on the server's clock even when the device clock is 10 minutes fast", () => {
    const serverNow = Date.parse('2026-11-22T06:00:00Z');
    vi.setSystemTime(serverNow + 10 * 60_000);
    const deadlineAt = new Date(serverNow + 5 * 60_000).toISOString();
    const { result } = renderHook(() => useServerCountdown(deadlineAt, new Date(serverNow).toISOString(), Date.now()));
    expect(result.current.remainingMs).toBe(5 * 60_000);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.remainingMs).toBe(4 * 60_000);
  });

  it('follows a newer server time, and has nothing to count for untimed practice', () => {
    const serverNow = Date.parse('2026-11-22T06:00:00Z');
    vi.setSystemTime(serverNow);
    const { result } = renderHook(() => useServerCountdown(new Date(serverNow + 60_000).toISOString(), new Date(serverNow).toISOString(), Date.now()));
    // The device clock is set back by an hour mid-exam; the next saved answer brings the server time.
    act(() => vi.setSystemTime(serverNow - 3_600_000));
    act(() => result.current.syncClock(new Date(serverNow + 30_000).toISOString()));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remainingMs).toBe(29_000);
    const untimed = renderHook(() => useServerCountdown(null, new Date(serverNow).toISOString(), Date.now()));
    expect(untimed.result.current.remainingMs).toBeNull();
  });
});
