import { requireFiniteArray, requireNonEmpty } from "./errors";

/** Arithmetic mean. @throws StatsInputError on empty input or NaN. */
export function mean(xs: readonly number[]): number {
  requireNonEmpty("mean", "xs", xs);
  requireFiniteArray("mean", "xs", xs);
  let s = 0;
  for (const x of xs) s += x;
  return s / xs.length;
}

/**
 * Sample standard deviation with n − 1 in the denominator (numpy
 * `std(ddof=1)`); null for a single value (undefined, not 0).
 * @throws StatsInputError on empty input or NaN.
 */
export function sampleStandardDeviation(xs: readonly number[]): number | null {
  const m = mean(xs);
  if (xs.length < 2) return null;
  let s = 0;
  for (const x of xs) s += (x - m) ** 2;
  return Math.sqrt(s / (xs.length - 1));
}

/**
 * Agreement of repeated categorical answers to one item: the share of the
 * most frequent label (1 = every repetition said the same).
 */
export function modalAgreement<T>(labels: readonly T[]): { label: T; share: number } {
  requireNonEmpty("modalAgreement", "labels", labels);
  const counts = new Map<T, number>();
  for (const l of labels) counts.set(l, (counts.get(l) ?? 0) + 1);
  let best: T = labels[0]!;
  for (const [l, c] of counts) if (c > counts.get(best)!) best = l;
  return { label: best, share: counts.get(best)! / labels.length };
}
