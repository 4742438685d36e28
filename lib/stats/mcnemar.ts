import { StatsInputError, requireInteger } from "./errors";

function logBinomialPmfHalf(n: number, i: number, lnFact: Float64Array): number {
  return lnFact[n]! - lnFact[i]! - lnFact[n - i]! - n * Math.LN2;
}

/**
 * Exact McNemar test on the discordant pairs of two paired conditions:
 * b = pairs where only the first is correct, c = only the second. Under H0
 * each discordant pair is a fair coin, so
 *
 *   p = min(1, 2 · P(X ≤ min(b, c))),  X ~ Binomial(b + c, 1/2)
 *
 * as statsmodels `mcnemar(table, exact=True)` (p = 1 when b + c = 0).
 * Reference: McNemar (1947), Psychometrika 12(2); Fagerland et al. (2013).
 * @throws StatsInputError when b or c is not a non-negative integer.
 */
export function mcnemarExact(b: number, c: number): { p: number; b: number; c: number; discordant: number } {
  requireInteger("mcnemarExact", "b", b, 0);
  requireInteger("mcnemarExact", "c", c, 0);
  const n = b + c;
  if (n > 10_000_000) throw new StatsInputError("mcnemarExact", `b + c <= 10,000,000 (got ${n})`);
  const lnFact = new Float64Array(n + 1);
  for (let i = 2; i <= n; i++) lnFact[i] = lnFact[i - 1]! + Math.log(i);
  const m = Math.min(b, c);
  // Sum the lower tail in log space relative to its largest term for accuracy.
  const logs: number[] = [];
  for (let i = 0; i <= m; i++) logs.push(logBinomialPmfHalf(n, i, lnFact));
  const top = Math.max(...logs);
  let s = 0;
  for (const l of logs) s += Math.exp(l - top);
  const tail = Math.exp(top) * s;
  return { p: Math.min(1, 2 * tail), b, c, discordant: n };
}
