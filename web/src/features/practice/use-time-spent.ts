import { useCallback, useRef } from 'react';

/**
 * Time spent on each question, counted while it is on screen. `enter` starts the clock on a question and
 * returns the total of the one left; `totalOf` reads a running total without stopping it.
 */
export function useTimeSpent(initial: () => Map<number, number>) {
  const totals = useRef<Map<number, number> | null>(null);
  totals.current ??= initial();
  const current = useRef<{ position: number; since: number } | null>(null);

  const totalOf = useCallback((position: number) => {
    const base = totals.current!.get(position) ?? 0;
    return current.current?.position === position ? base + (Date.now() - current.current.since) : base;
  }, []);

  const leave = useCallback(() => {
    const open = current.current;
    if (!open) return null;
    const total = totalOf(open.position);
    totals.current!.set(open.position, total);
    current.current = null;
    return { position: open.position, total };
  }, [totalOf]);

  const enter = useCallback(
    (position: number) => {
      if (current.current?.position === position) return null;
      const left = leave();
      current.current = { position, since: Date.now() };
      return left;
    },
    [leave],
  );

  return { enter, leave, totalOf };
}
