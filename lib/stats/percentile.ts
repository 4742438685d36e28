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

/**
 * The k-th smallest value (0-based) of `values`, partially reordering it in
 * place (Hoare's quickselect with median-of-three pivots): O(n) on average,
 * the same value a full sort would put at index k.
 */
export function selectKth(values: Float64Array, k: number, from = 0, to = values.length - 1): number {
  let lo = from;
  let hi = to;
  while (hi > lo) {
    const mid = (lo + hi) >>> 1;
    // Median of three to the middle.
    if (values[mid]! < values[lo]!) swap(values, mid, lo);
    if (values[hi]! < values[lo]!) swap(values, hi, lo);
    if (values[hi]! < values[mid]!) swap(values, hi, mid);
    const pivot = values[mid]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        swap(values, i, j);
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return values[k]!;
  }
  return values[k]!;
}

function swap(a: Float64Array, i: number, j: number): void {
  const t = a[i]!;
  a[i] = a[j]!;
  a[j] = t;
}

/**
 * Several percentiles (numpy linear interpolation, as percentile()) of an
 * unsorted array without sorting it: two order statistics per percentile by
 * quickselect. Reorders `values` in place.
 */
export function percentilesInPlace(values: Float64Array, qs: readonly number[]): number[] {
  const n = values.length;
  if (n === 0) throw new StatsInputError("percentile", "values to be a non-empty array");
  return qs.map((q) => {
    requireFinite("percentile", "q", q);
    if (q < 0 || q > 100) throw new StatsInputError("percentile", `q in [0, 100] (got ${q})`);
    const h = (n - 1) * (q / 100);
    const lo = Math.floor(h);
    const hi = Math.min(lo + 1, n - 1);
    const t = h - lo;
    const a = selectKth(values, lo);
    // After selecting lo, the (lo+1)-th smallest is the minimum of the part above it.
    let b = a;
    if (hi !== lo) {
      b = Infinity;
      for (let i = lo + 1; i < n; i++) if (values[i]! < b) b = values[i]!;
    }
    const diff = b - a;
    return t >= 0.5 ? b - diff * (1 - t) : a + diff * t;
  });
}
