import { StatsInputError, requireFinite, requireInteger } from "./errors";

/** A confidence interval for a proportion. */
export interface Interval {
  readonly low: number;
  readonly high: number;
}

/** The seed's critical value for 95 % intervals. */
export const SEED_Z = 1.96;

/** Validates k successes out of n trials, naming the calling function. */
export function requireCounts(fn: string, k: number, n: number): void {
  requireInteger(fn, "n", n, 1);
  requireInteger(fn, "k", k, 0);
  if (k > n) throw new StatsInputError(fn, `k <= n (got k = ${k}, n = ${n})`);
}

/**
 * Wilson score interval for a binomial proportion (Wilson 1927):
 *
 *   (p + z²/2n ± z·sqrt(p(1−p)/n + z²/4n²)) / (1 + z²/n),   p = k/n
 *
 * computed exactly as the seed's `wilson` (centre and margin divided
 * separately), so the seed's Table 2 is reproduced to the last digit.
 * Equals statsmodels `proportion_confint(k, n, method="wilson")` when z is the
 * exact normal quantile (see zForConfidence).
 * Reference: Brown, Cai & DasGupta (2001), Statistical Science 16(2).
 *
 * @param z critical value, default 1.96 as the seed.
 * @throws StatsInputError when n < 1, k < 0, k > n, or z is not positive.
 */
export function wilsonInterval(k: number, n: number, z: number = SEED_Z): Interval {
  requireCounts("wilsonInterval", k, n);
  requireFinite("wilsonInterval", "z", z);
  if (z <= 0) throw new StatsInputError("wilsonInterval", `z > 0 (got ${z})`);
  const p = k / n;
  const z2 = z ** 2;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const margin = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n ** 2))) / (1 + z2 / n);
  return { low: centre - margin, high: centre + margin };
}

/**
 * Wald (normal approximation) interval p ± z·sqrt(p(1−p)/n), NOT clipped to
 * [0, 1], as the seed prints it (−0.037 for 1/25): its failure is the point.
 * @throws StatsInputError when n < 1, k < 0, k > n, or z is not positive.
 */
export function waldInterval(k: number, n: number, z: number = SEED_Z): Interval {
  requireCounts("waldInterval", k, n);
  requireFinite("waldInterval", "z", z);
  if (z <= 0) throw new StatsInputError("waldInterval", `z > 0 (got ${z})`);
  const p = k / n;
  const margin = z * Math.sqrt((p * (1 - p)) / n);
  return { low: p - margin, high: p + margin };
}

/** A proportion k/n with its Wilson interval: the only way veraz shows a rate. */
export interface Rate extends Interval {
  readonly k: number;
  readonly n: number;
  readonly p: number;
}

/**
 * k/n with its Wilson interval. A rate without a denominator is never shown,
 * so n = 0 throws (callers show "sin datos" instead).
 */
export function rate(k: number, n: number, z: number = SEED_Z): Rate {
  const { low, high } = wilsonInterval(k, n, z);
  return { k, n, p: k / n, low, high };
}
