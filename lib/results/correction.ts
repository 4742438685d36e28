import type { CorrectionRow } from "@/db/queries/samples";
import { type PpiEstimate, pearson, ppiMean, ppiSampleSize } from "@/lib/stats";

/** Half-width the suggested number of people's grades aims at (the seed's sample-size target, ±0.05). */
export const CORRECTION_TARGET_HALF_WIDTH = 0.05;

/** A run's rates corrected for the automatic grader's errors (PPI++), or what it would take to correct them. */
export interface RunCorrection {
  /** Incorrect (hallucination) rate, corrected; null without enough graded sample fichas. */
  readonly hallucination: PpiEstimate | null;
  readonly abstention: PpiEstimate | null;
  /** Sample fichas of this run graded by people (in the sample's graded prefix) and fichas with only the automatic grade. */
  readonly n: number;
  readonly N: number;
  /** People's grades (uniformly random) that would bring the corrected interval to ±0.05 at the grader's measured agreement. */
  readonly needed: number;
  /** The correlation between the grader's and people's "incorrecta" used for `needed`, or null when no ficha has both (then ρ = 0 is assumed). */
  readonly rho: number | null;
}

const indicator = (rows: readonly CorrectionRow[], key: "auto" | "person", category: string) => rows.map((r) => (r[key] === category ? 1 : 0));

/**
 * PPI++ for one run: Y = a person graded the ficha c, F = the automatic
 * grader did, over the run's fichas in the sample's graded prefix (n); F
 * alone over the run's other fichas (N). Fichas outside the prefix never
 * contribute a person's grade, whatever people graded elsewhere.
 */
export function runCorrection({ rows, prefix, alpha = 0.05 }: { rows: readonly CorrectionRow[]; prefix: ReadonlySet<number>; alpha?: number }): RunCorrection {
  const human = rows.filter((r) => prefix.has(r.fichaId) && r.person !== null && r.auto !== null);
  const rest = rows.filter((r) => !prefix.has(r.fichaId) && r.auto !== null);
  const both = rows.filter((r) => r.person !== null && r.auto !== null);
  const rho = both.length >= 3 ? pearson(indicator(both, "auto", "incorrecta"), indicator(both, "person", "incorrecta")) : null;
  const autoRate = rows.length ? rows.filter((r) => r.auto === "incorrecta").length / rows.length : 0.5;
  const needed = ppiSampleSize({ p: autoRate, rho: rho ?? 0, halfWidth: CORRECTION_TARGET_HALF_WIDTH, alpha });
  const estimate = (category: string) =>
    human.length >= 2 && rest.length >= 1
      ? ppiMean({ human: indicator(human, "person", category), autoOnHuman: indicator(human, "auto", category), autoOnRest: indicator(rest, "auto", category), alpha })
      : null;
  return { hallucination: estimate("incorrecta"), abstention: estimate("abstención"), n: human.length, N: rest.length, needed, rho };
}
