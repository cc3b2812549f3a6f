// No zod here: the browser's first screens (the signed-in header, the dashboard) use these without loading zod, which
// only forms need (decision 090). practice.ts re-exports them for everyone else.

/** Accuracy as a percentage with one decimal; 0 when nothing was answered. */
export function accuracyPercent(correct: number, answered: number): number {
  if (answered <= 0) return 0;
  return Math.round((correct / answered) * 1000) / 10;
}
