import { StatsInputError, requireFinite, requireFiniteArray, requireNonEmpty } from "./errors";

/**
 * q-th percentile (0..100) with linear interpolation between closest ranks,
 * numpy's default `np.percentile(x, q)`, including numpy's lerp that
 * interpolates from the upper neighbour when the fraction is ≥ 0.5 (so
 * results agree with numpy to the last bit on the same sorted data).
 * @throws StatsInputError on empty input, NaN, or q outside [0, 100].
 */
export function percentile(values: readonly number[], q: number): number {
  requireNonEmpty("percentile", "values", values);
  requireFiniteArray("percentile", "values", values);
  return percentileOfSorted(Float64Array.from(values).sort(), q);
}

/** percentile() on data already sorted ascending (no copy, no check of order). */
export function percentileOfSorted(sorted: ArrayLike<number>, q: number): number {
  requireFinite("percentile", "q", q);
  if (q < 0 || q > 100) throw new StatsInputError("percentile", `q in [0, 100] (got ${q})`);
  const n = sorted.length;
  if (n === 0) throw new StatsInputError("percentile", "values to be a non-empty array");
  // numpy: virtual index = (n − 1) · (q / 100), in that order of operations.
  const h = (n - 1) * (q / 100);
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, n - 1);
  const t = h - lo;
  const a = sorted[lo]!;
  const b = sorted[hi]!;
  const diff = b - a;
  return t >= 0.5 ? b - diff * (1 - t) : a + diff * t;
}
