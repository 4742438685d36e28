import { StatsInputError, requireFiniteArray, requireInteger, requireNonEmpty } from "./errors";
import { percentilesInPlace } from "./percentile";
import { Random } from "./random";
import { reliabilityBins, uniformBinIndex, uniformEdges } from "./calibration";

export interface BootstrapInterval {
  readonly low: number;
  readonly high: number;
  readonly resamples: number;
  readonly seed: number;
}

export interface BootstrapOptions {
  /** Number of resamples, default 2,000 as the seed. */
  readonly resamples?: number;
  /** Confidence level, default 0.95 (percentiles 2.5 and 97.5). */
  readonly level?: number;
  /** PRNG seed (see Random); same seed → same interval. */
  readonly seed?: number;
}

function options(fn: string, o: BootstrapOptions) {
  const resamples = o.resamples ?? 2000;
  const level = o.level ?? 0.95;
  const seed = o.seed ?? 2026;
  requireInteger(fn, "resamples", resamples, 1);
  if (!(level > 0 && level < 1)) throw new StatsInputError(fn, `level in (0, 1) (got ${level})`);
  return { resamples, level, seed };
}

/**
 * Means of `resamples` resamples with replacement. Indices are drawn in bulk
 * (up to 2^16 at a time) so the generator runs in one tight loop.
 */
function resampledMeans(xs: readonly number[], resamples: number, rng: Random): Float64Array {
  const n = xs.length;
  // A plain copy loop: arrays of small integers and of doubles reach here, and
  // Float64Array.from would see both element kinds (a polymorphic, deoptimising path).
  const values = new Float64Array(n);
  for (let i = 0; i < n; i++) values[i] = +xs[i]!;
  const out = new Float64Array(resamples);
  const rowsPerChunk = Math.max(1, Math.floor(65536 / n));
  const idx = new Int32Array(Math.min(resamples, rowsPerChunk) * n);
  for (let start = 0; start < resamples; start += rowsPerChunk) {
    const rows = Math.min(rowsPerChunk, resamples - start);
    const view = rows * n === idx.length ? idx : idx.subarray(0, rows * n);
    rng.fillInts(n, view);
    for (let r = 0, k = 0; r < rows; r++) {
      let s = 0;
      for (let i = 0; i < n; i++, k++) s += values[view[k]!]!;
      out[start + r] = s / n;
    }
  }
  return out;
}

function interval(stats: Float64Array, level: number, resamples: number, seed: number): BootstrapInterval {
  const tail = ((1 - level) / 2) * 100;
  const [low, high] = percentilesInPlace(stats, [tail, 100 - tail]);
  return { low: low!, high: high!, resamples, seed };
}

/**
 * Percentile bootstrap interval for mean(a) − mean(b), resampling each group
 * with replacement within itself (the seed's `diferencia_bootstrap`, the
 * first level of its two-level design: cards within each variant, per template).
 * Reference: Efron & Tibshirani (1993), An Introduction to the Bootstrap, ch. 13.
 * @throws StatsInputError on empty groups, NaN, resamples < 1 or a bad level.
 */
export function bootstrapDifferenceOfMeans(
  a: readonly number[],
  b: readonly number[],
  opts: BootstrapOptions = {},
): BootstrapInterval {
  const fn = "bootstrapDifferenceOfMeans";
  requireNonEmpty(fn, "a", a);
  requireNonEmpty(fn, "b", b);
  requireFiniteArray(fn, "a", a);
  requireFiniteArray(fn, "b", b);
  const { resamples, level, seed } = options(fn, opts);
  const rng = new Random(seed);
  const diffs = resampledMeans(a, resamples, rng);
  const meansB = resampledMeans(b, resamples, rng);
  for (let r = 0; r < resamples; r++) diffs[r] = diffs[r]! - meansB[r]!;
  return interval(diffs, level, resamples, seed);
}

/**
 * Percentile bootstrap interval for a mean, resampling the units with
 * replacement (the second level of the seed's design: the global mean Δ over
 * templates — the template is the unit, never the card).
 * @throws StatsInputError on empty input, NaN, resamples < 1 or a bad level.
 */
export function bootstrapMean(values: readonly number[], opts: BootstrapOptions = {}): BootstrapInterval {
  const fn = "bootstrapMean";
  requireNonEmpty(fn, "values", values);
  requireFiniteArray(fn, "values", values);
  const { resamples, level, seed } = options(fn, opts);
  return interval(resampledMeans(values, resamples, new Random(seed)), level, resamples, seed);
}

/**
 * Percentile bootstrap interval of any statistic of resampled units (used for
 * ECE: resample answers, recompute the statistic).
 */
export function bootstrapStatistic<T>(
  units: readonly T[],
  statistic: (sample: readonly T[]) => number,
  opts: BootstrapOptions = {},
): BootstrapInterval {
  const fn = "bootstrapStatistic";
  requireNonEmpty(fn, "units", units);
  const { resamples, level, seed } = options(fn, opts);
  const rng = new Random(seed);
  const stats = new Float64Array(resamples);
  const sample: T[] = new Array(units.length);
  for (let r = 0; r < resamples; r++) {
    for (let i = 0; i < units.length; i++) sample[i] = units[rng.int(units.length)]!;
    stats[r] = statistic(sample);
  }
  return interval(stats, level, resamples, seed);
}

/**
 * Percentile-bootstrap interval of the ECE over answers: the same resamples
 * (same draws from the same seed) and the same arithmetic as
 * bootstrapStatistic(items, s => reliabilityBins(s…).ece), without building
 * a resample: each answer's bin is found once, and a resample only adds up
 * counts, hits and confidences per bin (2,000 × 5,000 answers in tens of ms).
 */
export function bootstrapEce(confidence: readonly number[], correct: readonly number[], bins = 5, opts: BootstrapOptions = {}): BootstrapInterval {
  const fn = "bootstrapEce";
  requireNonEmpty(fn, "confidence", confidence);
  reliabilityBins(confidence, correct, bins); // validates the inputs and bins with its messages
  const { resamples, level, seed } = options(fn, opts);
  const n = confidence.length;
  const edges = uniformEdges(bins);
  const bin = new Int32Array(n);
  const conf = new Float64Array(n);
  const hit = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    conf[i] = confidence[i]!;
    hit[i] = correct[i]!;
    bin[i] = uniformBinIndex(conf[i]!, edges, bins);
  }
  const rng = new Random(seed);
  const stats = new Float64Array(resamples);
  const count = new Float64Array(bins);
  const hits = new Float64Array(bins);
  const sumConf = new Float64Array(bins);
  const draws = new Int32Array(n);
  for (let r = 0; r < resamples; r++) {
    count.fill(0);
    hits.fill(0);
    sumConf.fill(0);
    for (let i = 0; i < n; i++) draws[i] = rng.int(n);
    for (let i = 0; i < n; i++) {
      const j = draws[i]!;
      const b = bin[j]!;
      count[b]! += 1;
      hits[b]! += hit[j]!;
      sumConf[b]! += conf[j]!;
    }
    let ece = 0;
    for (let b = 0; b < bins; b++) {
      const nb = count[b]!;
      if (nb === 0) continue;
      ece += (nb / n) * Math.abs(hits[b]! / nb - sumConf[b]! / nb);
    }
    stats[r] = ece;
  }
  return interval(stats, level, resamples, seed);
}
