/** A load scenario: starts what it needs, drives load, and reports lines for the report plus raw metrics. */
export type BenchScenario = {
  name: string;
  description: string;
  /** Reports ratios to the machine's ceilings: the run measures them first. */
  needsCeilings?: boolean;
  run(): Promise<{ lines: string[]; metrics: Record<string, number> }>;
};

export type ScenarioResult = {
  name: string;
  /** When this scenario was measured (the report keeps scenarios from earlier runs). */
  at?: string;
  description: string;
  seconds: number;
  lines: string[];
  metrics: Record<string, number>;
  failed?: boolean;
};

/** Percentile of a list of numbers (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const formatMs = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
