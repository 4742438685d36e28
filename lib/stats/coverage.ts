import { StatsInputError, requireConfidenceOutcomes, requireFinite, requireInteger } from "./errors";
import { roundHalfEven } from "./format";
import { type Rate, rate } from "./wilson";

export interface CoveragePoint {
  readonly threshold: number;
  /** Delivered answers (c >= threshold) and all answers. */
  readonly delivered: number;
  readonly total: number;
  /** Correct answers among the delivered ones. */
  readonly correctDelivered: number;
  readonly coverage: number;
  /** null when nothing is delivered (precision is undefined, not 0). */
  readonly precision: number | null;
}

/**
 * Threshold grid 0, step, 2·step, … ≤ 1, each rounded half-to-even to
 * `decimals` digits as the seed's `np.round(np.arange(0, 1.0001, 0.05), 2)`:
 * unrounded k·0.05 would move the curve at 0.35 and 0.95.
 * @throws StatsInputError when step is not in (0, 1].
 */
export function thresholdGrid(step = 0.05, decimals = 2): number[] {
  requireFinite("thresholdGrid", "step", step);
  if (step <= 0 || step > 1) throw new StatsInputError("thresholdGrid", `step in (0, 1] (got ${step})`);
  requireInteger("thresholdGrid", "decimals", decimals, 0);
  const grid: number[] = [];
  for (let k = 0; k * step < 1.0001; k++) grid.push(roundHalfEven(k * step, decimals));
  return grid;
}

/**
 * Selective answering: for each threshold τ, deliver an answer iff c ≥ τ;
 *
 *   coverage(τ) = #{c ≥ τ} / n,   precision(τ) = #{c ≥ τ, correct} / #{c ≥ τ}
 *
 * (precision null when nothing is delivered). Sorts the T thresholds once and
 * places each answer by binary search: O(n log T + T log T), never O(n · T).
 * Reference: El-Yaniv & Wiener (2010), "On the Foundations of Noise-free
 * Selective Classification"; the seed's "Abstenerse a tiempo".
 */
export function precisionCoverage(
  confidence: readonly number[],
  correct: readonly number[],
  thresholds: readonly number[] = thresholdGrid(),
): CoveragePoint[] {
  requireConfidenceOutcomes("precisionCoverage", confidence, correct);
  thresholds.forEach((t) => requireFinite("precisionCoverage", "threshold", t));
  const n = confidence.length;
  // Sort the T thresholds once; each answer falls in the bucket k = number of
  // thresholds ≤ c (binary search), and is delivered at every threshold below
  // k. Suffix sums of the buckets give delivered and correct counts.
  const order = thresholds.map((_, i) => i).sort((a, b) => thresholds[a]! - thresholds[b]!);
  const sorted = Float64Array.from(order, (i) => thresholds[i]!);
  const T = sorted.length;
  const count = new Float64Array(T + 1);
  const hits = new Float64Array(T + 1);
  for (let i = 0; i < n; i++) {
    const c = confidence[i]!;
    let lo = 0;
    let hi = T;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! <= c) lo = mid + 1;
      else hi = mid;
    }
    count[lo]! += 1;
    hits[lo]! += correct[i]!;
  }
  const points = new Array<CoveragePoint>(T);
  let delivered = 0;
  let correctDelivered = 0;
  for (let j = T - 1; j >= 0; j--) {
    delivered += count[j + 1]!;
    correctDelivered += hits[j + 1]!;
    const threshold = sorted[j]!;
    points[order[j]!] = {
      threshold,
      delivered,
      total: n,
      correctDelivered,
      coverage: delivered / n,
      precision: delivered === 0 ? null : correctDelivered / delivered,
    };
  }
  return points;
}

/**
 * The smallest threshold of the curve whose precision reaches `target`
 * (null precision excluded; later thresholds need not stay above it, as the
 * seed), or null when none does.
 */
export function smallestThresholdForPrecision(
  points: readonly CoveragePoint[],
  target = 0.95,
): CoveragePoint | null {
  requireFinite("smallestThresholdForPrecision", "target", target);
  let best: CoveragePoint | null = null;
  for (const p of points) {
    if (p.precision !== null && p.precision >= target && (best === null || p.threshold < best.threshold)) best = p;
  }
  return best;
}

export interface HeldOutThreshold {
  readonly threshold: number;
  /** Precision and coverage on the split where τ was chosen. */
  readonly calibration: CoveragePoint;
  /** Precision (null if nothing delivered) and coverage on the held-out split, with Wilson intervals. */
  readonly heldOut: CoveragePoint;
  readonly heldOutPrecision: Rate | null;
  readonly heldOutCoverage: Rate;
}

/**
 * Chooses τ on a calibration split (smallest grid threshold with precision ≥
 * target) and reports it on a held-out split with Wilson intervals — a
 * threshold chosen on the same data always looks better than it is.
 * Returns null when no threshold reaches the target on the calibration split.
 */
export function heldOutThreshold(
  calibration: { readonly confidence: readonly number[]; readonly correct: readonly number[] },
  heldOut: { readonly confidence: readonly number[]; readonly correct: readonly number[] },
  target = 0.95,
  thresholds: readonly number[] = thresholdGrid(),
): HeldOutThreshold | null {
  const chosen = smallestThresholdForPrecision(
    precisionCoverage(calibration.confidence, calibration.correct, thresholds),
    target,
  );
  if (chosen === null) return null;
  const [test] = precisionCoverage(heldOut.confidence, heldOut.correct, [chosen.threshold]);
  return {
    threshold: chosen.threshold,
    calibration: chosen,
    heldOut: test!,
    heldOutPrecision: test!.delivered === 0 ? null : rate(test!.correctDelivered, test!.delivered),
    heldOutCoverage: rate(test!.delivered, test!.total),
  };
}
