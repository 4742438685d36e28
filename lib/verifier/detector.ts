/**
 * Probability at or above which the local detector says "respaldada"; below
 * PARTIAL_THRESHOLD, "sin respaldo". Chosen by cross-validation, never on the
 * held-out part (`CV_THRESHOLD=… npm run cv:detector`, scripts/train-detector.mts):
 * the model is fitted with balanced class weights, and a faithful paraphrase
 * whose words the thesaurus lacks lands just under 0.5 more often than a
 * hallucination lands just over it — balanced accuracy 0.899 / 0.903 / 0.912 /
 * 0.909 at 0.5 / 0.4 / 0.35 / 0.3 within the development part, 0.928 / 0.934 /
 * 0.931 / 0.930 on average across banks; fewer false alarms on paraphrases below 0.5.
 */
export const SUPPORT_THRESHOLD = 0.35;
export const PARTIAL_THRESHOLD = 0.15;

export type Verdict = "respaldada" | "parcial" | "sin respaldo";

export function verdictOf(probability: number): Verdict {
  return probability >= SUPPORT_THRESHOLD ? "respaldada" : probability >= PARTIAL_THRESHOLD ? "parcial" : "sin respaldo";
}
