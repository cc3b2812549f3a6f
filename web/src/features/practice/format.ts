/** '45 s', '2 min 05 s', '1 h 02 min': a time spent, for results and analytics. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(Math.max(0, ms) / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** 70 → '70%', 33.33 → '33.3%': percentages with at most one decimal. */
export const formatPercent = (value: number) => `${Math.round(value * 10) / 10}%`;

/** 2 → '2', 2.5 → '2.5', -0.25 → '−0.25': marks as printed on a result. */
export const formatMarks = (value: number) => (value < 0 ? `−${Math.abs(value)}` : String(value));

/** The countdown's 'mm:ss' (or 'h:mm:ss'); never negative. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${String(minutes).padStart(2, '0')}:${seconds}`;
}

/** 0.25 → 25, 0.1 → 10: a negative-marking fraction as a percentage. */
export const asPercent = (fraction: number) => Math.round(fraction * 1000) / 10;
