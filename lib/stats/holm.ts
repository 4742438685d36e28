import { StatsInputError, requireFinite, requireInteger, requireNonEmpty } from "./errors";

/**
 * Holm's step-down adjustment (Holm 1979): sort p ascending, multiply the
 * j-th smallest (0-based) by (m − j), take the running maximum, cap at 1.
 * Returned in the input order. Equals statsmodels
 * `multipletests(p, method="holm")[1]`; ties give the same values in any order.
 * Reference: S. Holm (1979), Scandinavian Journal of Statistics 6(2), 65–70.
 * @throws StatsInputError on an empty list or a p outside [0, 1] / NaN.
 */
export function holmAdjust(p: readonly number[]): number[] {
  requireNonEmpty("holmAdjust", "p", p);
  p.forEach((x, i) => {
    if (typeof x !== "number" || Number.isNaN(x) || x < 0 || x > 1) {
      throw new StatsInputError("holmAdjust", `p[${i}] in [0, 1] (got ${String(x)})`);
    }
  });
  const m = p.length;
  const order = p.map((_, i) => i).sort((i, j) => p[i]! - p[j]! || i - j);
  const adjusted = new Array<number>(m);
  let running = 0;
  order.forEach((i, j) => {
    running = Math.max(running, Math.min(1, (m - j) * p[i]!));
    adjusted[i] = running;
  });
  return adjusted;
}

/**
 * Probability of at least one false positive among m independent tests at
 * level α when no effect exists: 1 − (1 − α)^m (0.40 for m = 10, α = 0.05).
 * @throws StatsInputError when α is not in [0, 1] or m < 1.
 */
export function familywiseErrorRate(alpha: number, m: number): number {
  requireFinite("familywiseErrorRate", "alpha", alpha);
  if (alpha < 0 || alpha > 1) throw new StatsInputError("familywiseErrorRate", `alpha in [0, 1] (got ${alpha})`);
  requireInteger("familywiseErrorRate", "m", m, 1);
  return 1 - (1 - alpha) ** m;
}
