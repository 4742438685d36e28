/**
 * Probability at or above which the local detector says "respaldada"; below
 * PARTIAL_THRESHOLD, "sin respaldo". Chosen by cross-validation on the
 * realistic set's development part (scripts/train-detector.mts).
 */
export const SUPPORT_THRESHOLD = 0.5;
export const PARTIAL_THRESHOLD = 0.25;

export type Verdict = "respaldada" | "parcial" | "sin respaldo";

export function verdictOf(probability: number): Verdict {
  return probability >= SUPPORT_THRESHOLD ? "respaldada" : probability >= PARTIAL_THRESHOLD ? "parcial" : "sin respaldo";
}
