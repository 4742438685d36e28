import { StatsInputError, requireFinite, requireInteger } from "./errors";
import { roundHalfEven } from "./format";
import { SEED_Z, wilsonInterval } from "./wilson";

export interface SampleSize {
  readonly n: number;
  /** Assumed number of hallucinations at that n: round-half-to-even(p · n). */
  readonly k: number;
  readonly halfWidth: number;
}

/**
 * Smallest bank size n whose Wilson interval has half-width ≤ w for an
 * assumed rate p, searching n = start, start + 1, … as the seed does
 * (k = Python's round(p · n), half to even on the float product).
 * The condition is not monotone in n (k jumps with rounding), so the first
 * n found is reported, not a bound beyond which all n work.
 * Seed: p = 0.04 → 73, 0.16 → 207, 0.32 → 332 at w = 0.05, z = 1.96.
 * @throws StatsInputError when p is not in [0, 1], w ≤ 0, or no n ≤ max works.
 */
export function wilsonSampleSize(
  p: number,
  halfWidth: number,
  z: number = SEED_Z,
  start = 10,
  max = 1_000_000,
): SampleSize {
  const fn = "wilsonSampleSize";
  requireFinite(fn, "p", p);
  requireFinite(fn, "halfWidth", halfWidth);
  if (p < 0 || p > 1) throw new StatsInputError(fn, `p in [0, 1] (got ${p})`);
  if (halfWidth <= 0) throw new StatsInputError(fn, `halfWidth > 0 (got ${halfWidth})`);
  requireInteger(fn, "start", start, 1);
  for (let n = start; n <= max; n++) {
    const k = roundHalfEven(p * n, 0);
    const { low, high } = wilsonInterval(k, n, z);
    const w = (high - low) / 2;
    if (w <= halfWidth) return { n, k, halfWidth: w };
  }
  throw new StatsInputError(fn, `a half-width of ${halfWidth} reachable with n <= ${max}`);
}
