import { StatsInputError, requireFiniteArray } from "./errors";

/**
 * Pearson's correlation coefficient r (numpy.corrcoef[0, 1]); null when
 * either variable is constant (r undefined).
 * @throws StatsInputError on fewer than 2 pairs, NaN or mismatched lengths.
 */
export function pearson(x: readonly number[], y: readonly number[]): number | null {
  requireFiniteArray("pearson", "x", x);
  requireFiniteArray("pearson", "y", y);
  if (x.length !== y.length) throw new StatsInputError("pearson", `x and y of the same length (got ${x.length} and ${y.length})`);
  if (x.length < 2) throw new StatsInputError("pearson", `at least 2 pairs (got ${x.length})`);
  const n = x.length;
  const mx = x.reduce((s, v) => s + v, 0) / n;
  const my = y.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i]! - mx) * (y[i]! - my);
    sxx += (x[i]! - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy);
}
