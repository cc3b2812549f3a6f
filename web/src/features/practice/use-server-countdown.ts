import { useCallback, useEffect, useRef, useState } from 'react';

const TICK_MS = 250;

/**
 * Time left until a deadline set by the server, measured on the server's clock: the offset between the server's
 * `serverNow` and this device's clock when that answer arrived corrects a device clock that is wrong or changed.
 * `syncClock` takes a newer server time (every saved answer carries one).
 */
export function useServerCountdown(deadlineAt: string | null, serverNow: string, receivedAt: number) {
  const offset = useRef(Date.parse(serverNow) - receivedAt);
  const deadline = deadlineAt ? Date.parse(deadlineAt) : null;
  const remainingNow = useCallback(() => (deadline === null ? null : deadline - (Date.now() + offset.current)), [deadline]);
  const [remaining, setRemaining] = useState(() => (deadline === null ? null : deadline - (Date.now() + Date.parse(serverNow) - receivedAt)));

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setRemaining(remainingNow()), TICK_MS);
    return () => clearInterval(timer);
  }, [deadline, remainingNow]);

  const syncClock = useCallback((serverTime: string) => {
    offset.current = Date.parse(serverTime) - Date.now();
  }, []);

  return { remainingMs: remaining, syncClock };
}
