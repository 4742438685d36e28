import { StatsInputError, requireConfidenceOutcomes, requireInteger, requireNonEmpty } from "./errors";

/** One non-empty reliability bin. `bin` is 0-based, as numpy's digitize. */
export interface ReliabilityBin {
  readonly bin: number;
  /** Bin edges [lower, upper]; the upper edge is inclusive except for bin 0's lower edge. */
  readonly lower: number;
  readonly upper: number;
  readonly n: number;
  /** Number of correct answers in the bin. */
  readonly correct: number;
  readonly meanConfidence: number;
  readonly accuracy: number;
}

export interface Reliability {
  readonly bins: readonly ReliabilityBin[];
  readonly ece: number;
  readonly n: number;
}

/**
 * Uniform bin edges as numpy's `linspace(0, 1, bins + 1)`: edge i = i · (1/bins),
 * last edge exactly 1. So for 5 bins the interior edge is 0.6000000000000001.
 */
export function uniformEdges(bins: number): number[] {
  requireInteger("uniformEdges", "bins", bins, 1);
  const step = 1 / bins;
  const edges: number[] = [];
  for (let i = 0; i < bins; i++) edges.push(i * step);
  edges.push(1);
  return edges;
}

/**
 * 0-based bin of each confidence, as `np.digitize(c, edges[1:-1], right=True)`:
 * bin = number of interior edges strictly below c, so interior edges are
 * right-inclusive (0.8 falls in (0.6, 0.8], not in (0.8, 1]). A naive
 * floor(c · bins) is wrong exactly on those edges.
 */
export function binIndex(c: number, interiorEdges: readonly number[]): number {
  // Binary search for the count of interior edges < c.
  let lo = 0;
  let hi = interiorEdges.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (interiorEdges[mid]! < c) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * binIndex for uniform edges in O(1): a guess from c · bins, corrected
 * against the exact edges so the result equals digitize(right=True) even
 * where floating point puts c · bins on the other side of an edge.
 */
export function uniformBinIndex(c: number, edges: readonly number[], bins: number): number {
  let b = Math.ceil(c * bins) - 1;
  if (b < 0) b = 0;
  else if (b > bins - 1) b = bins - 1;
  while (b > 0 && !(edges[b]! < c)) b--;
  while (b < bins - 1 && edges[b + 1]! < c) b++;
  return b;
}

/**
 * Reliability diagram bins and the expected calibration error:
 *
 *   ECE = Σ_b (n_b / n) · |accuracy_b − meanConfidence_b|
 *
 * over the non-empty bins of `bins` uniform bins on [0, 1] (the seed's
 * `fiabilidad`). Only non-empty bins are listed. Matches scikit-learn's
 * `calibration_curve(strategy="uniform")` for prob_true / prob_pred.
 * Reference: Guo et al. (2017), "On Calibration of Modern Neural Networks".
 *
 * @throws StatsInputError on empty input, mismatched lengths, confidences
 *   outside [0, 1] or NaN, outcomes other than 0/1, or bins < 1.
 */
export function reliabilityBins(
  confidence: readonly number[],
  correct: readonly number[],
  bins = 5,
): Reliability {
  requireInteger("reliabilityBins", "bins", bins, 1);
  requireNonEmpty("reliabilityBins", "confidence", confidence);
  if (!Array.isArray(correct) || correct.length !== confidence.length) {
    requireConfidenceOutcomes("reliabilityBins", confidence, correct); // throws the length message
  }
  const edges = uniformEdges(bins);
  const count = new Float64Array(bins);
  const hits = new Float64Array(bins);
  const sumConf = new Float64Array(bins);
  const n = confidence.length;
  for (let i = 0; i < n; i++) {
    const c = confidence[i]!;
    const a = correct[i]!;
    // Validation in the same pass: c in [0, 1] (NaN fails), a is 0 or 1.
    if (!(c >= 0 && c <= 1) || (a !== 0 && a !== 1) || typeof c !== "number") {
      requireConfidenceOutcomes("reliabilityBins", confidence, correct); // throws the element's message
    }
    const b = uniformBinIndex(c, edges, bins);
    count[b]! += 1;
    hits[b]! += a;
    sumConf[b]! += c;
  }
  const out: ReliabilityBin[] = [];
  let ece = 0;
  for (let b = 0; b < bins; b++) {
    const nb = count[b]!;
    if (nb === 0) continue;
    const meanConfidence = sumConf[b]! / nb;
    const accuracy = hits[b]! / nb;
    out.push({ bin: b, lower: edges[b]!, upper: edges[b + 1]!, n: nb, correct: hits[b]!, meanConfidence, accuracy });
    ece += (nb / n) * Math.abs(accuracy - meanConfidence);
  }
  return { bins: out, ece, n };
}

/** ECE alone (see reliabilityBins). */
export function expectedCalibrationError(
  confidence: readonly number[],
  correct: readonly number[],
  bins = 5,
): number {
  return reliabilityBins(confidence, correct, bins).ece;
}

/** Bins holding fewer than `minimum` answers: the page warns that ECE is noisy. */
export function thinBins(reliability: Reliability, minimum = 5): ReliabilityBin[] {
  if (minimum < 1) throw new StatsInputError("thinBins", `minimum >= 1 (got ${minimum})`);
  return reliability.bins.filter((b) => b.n < minimum);
}
