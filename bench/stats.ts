import {
  Random,
  bootstrapDifferenceOfMeans,
  bootstrapMean,
  expectedCalibrationError,
  permutationTest,
  precisionCoverage,
  thresholdGrid,
} from "@/lib/stats";
import { medianSeconds } from "./timing";

export const STATS_BENCHMARKS = ["mc_permutation_10x9999", "exact_permutation_10x924", "two_level_bootstrap_2000", "ece_1e6", "precision_coverage_1e6"] as const;

/** veraz timings of the same computations as stats_reference.py (only `only` when given). */
export function statsTimings(repeats: number, only?: string): Record<string, number> {
  const rng = new Random(1);
  const templates = Array.from({ length: 10 }, () => [
    Array.from({ length: 6 }, () => 1 + rng.int(5)),
    Array.from({ length: 6 }, () => 1 + rng.int(5)),
  ]) as [number[], number[]][];
  // The small benchmarks run before the 10^6-point arrays exist, so the
  // collector has no large heap to walk while they are timed.
  const want = (name: string) => only === undefined || only === name;
  const small: Record<string, number> = {};
  if (want("mc_permutation_10x9999"))
    small.mc_permutation_10x9999 = medianSeconds(repeats, () => {
      for (const [a, b] of templates) permutationTest(a, b, { method: "monte-carlo", resamples: 9999, seed: 3 });
    });
  if (want("exact_permutation_10x924"))
    small.exact_permutation_10x924 = medianSeconds(repeats, () => {
      for (const [a, b] of templates) permutationTest(a, b, { resamples: 9999 });
    });
  if (want("two_level_bootstrap_2000"))
    small.two_level_bootstrap_2000 = medianSeconds(repeats, () => {
      const diffs = templates.map(([a, b], i) => {
        bootstrapDifferenceOfMeans(a, b, { resamples: 2000, seed: i });
        return a.reduce((s, x) => s + x, 0) / 6 - b.reduce((s, x) => s + x, 0) / 6;
      });
      bootstrapMean(diffs, { resamples: 2000, seed: 99 });
    });
  if (!want("ece_1e6") && !want("precision_coverage_1e6")) return small;
  const N = 1_000_000;
  const conf = Array.from({ length: N }, () => Math.round(rng.next() * 100) / 100);
  const corr = Array.from({ length: N }, () => rng.int(2));
  const grid = thresholdGrid(0.05);
  if (want("ece_1e6")) small.ece_1e6 = medianSeconds(repeats, () => expectedCalibrationError(conf, corr, 5));
  if (want("precision_coverage_1e6")) small.precision_coverage_1e6 = medianSeconds(repeats, () => precisionCoverage(conf, corr, grid));
  return small;
}
