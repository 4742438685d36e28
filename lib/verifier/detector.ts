/** Probability at or above which the local detector says "respaldada"; below 0.3, "sin respaldo". */
export const SUPPORT_THRESHOLD = 0.7;
export const PARTIAL_THRESHOLD = 0.3;

export type Verdict = "respaldada" | "parcial" | "sin respaldo";

export function verdictOf(probability: number): Verdict {
  return probability >= SUPPORT_THRESHOLD ? "respaldada" : probability >= PARTIAL_THRESHOLD ? "parcial" : "sin respaldo";
}
