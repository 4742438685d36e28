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
 * (precision null when nothing is delivered). Sorts once and binary-searches
 * each threshold: O((n + T) log n), not O(n · T).
 * Reference: El-Yaniv & Wiener (2010), "On the Foundations of Noise-free
 * Selective Classification"; the seed's "Abstenerse a tiempo".
 */
export function precisionCoverage(
  confidence: readonly number[],
  correct: readonly number[],
  thresholds: readonly number[] = thresholdGrid(),
): CoveragePoint[] {
  requireConfidenceOutcomes("precisionCoverage", confidence, correct);
  const n = confidence.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => confidence[a]! - confidence[b]!);
  const sorted = new Float64Array(n);
  // correctFromHere[i] = number of correct answers among sorted[i..n-1].
  const correctFromHere = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) sorted[i] = confidence[order[i]!]!;
  for (let i = n - 1; i >= 0; i--) correctFromHere[i] = correctFromHere[i + 1]! + correct[order[i]!]!;
  return thresholds.map((threshold) => {
    requireFinite("precisionCoverage", "threshold", threshold);
    // First index with sorted[i] >= threshold.
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! < threshold) lo = mid + 1;
      else hi = mid;
    }
    const delivered = n - lo;
    const correctDelivered = correctFromHere[lo]!;
    return {
      threshold,
      delivered,
      total: n,
      correctDelivered,
      coverage: delivered / n,
      precision: delivered === 0 ? null : correctDelivered / delivered,
    };
  });
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
