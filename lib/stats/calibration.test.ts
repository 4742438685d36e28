import { describe, expect, it } from "vitest";
import reference from "./__vectors__/reference.json";
import { binIndex, expectedCalibrationError, reliabilityBins, thinBins, uniformBinIndex, uniformEdges } from "./index";

describe("reliabilityBins", () => {
  it("uses numpy linspace edges (0.6000000000000001)", () => {
    expect(uniformEdges(5)).toEqual([0, 0.2, 0.4, 0.6000000000000001, 0.8, 1]);
  });
  it("bins as numpy digitize(right=True), values on edges included", () => {
    const interior = uniformEdges(5).slice(1, -1);
    expect([0, 0.2, 0.2000001, 0.6, 0.6000000000000001, 0.8, 0.81, 1].map((c) => binIndex(c, interior))).toEqual([
      0, 0, 1, 2, 2, 3, 4, 4,
    ]);
  });
  it("the O(1) bin lookup equals the binary search on many values, edges included", () => {
    for (const bins of [3, 5, 7, 10]) {
      const edges = uniformEdges(bins);
      const interior = edges.slice(1, -1);
      const values = [...edges, ...Array.from({ length: 2001 }, (_, i) => i / 2000), 0.6000000000000001, 0.30000000000000004];
      for (const c of values) expect(uniformBinIndex(c, edges, bins)).toBe(binIndex(c, interior));
    }
  });
  it("matches numpy and scikit-learn calibration_curve on reference vectors", () => {
    for (const v of reference.reliability) {
      const r = reliabilityBins(v.confidence, v.correct, v.bins);
      expect(r.bins.map((b) => b.bin)).toEqual(v.numpy_bins.map((b) => b.bin));
      expect(r.bins.map((b) => b.n)).toEqual(v.numpy_bins.map((b) => b.n));
      r.bins.forEach((b, i) => {
        expect(b.accuracy).toBeCloseTo(v.sklearn_prob_true[i]!, 14);
        expect(b.meanConfidence).toBeCloseTo(v.sklearn_prob_pred[i]!, 12);
      });
      expect(r.ece).toBeCloseTo(v.numpy_ece, 12);
    }
  });
  it("flags thin bins", () => {
    const r = reliabilityBins([0.1, 0.9, 0.9, 0.95], [0, 1, 1, 0]);
    expect(thinBins(r, 5).map((b) => b.bin)).toEqual([0, 4]);
  });
  it("rejects bad input naming the function and the problem", () => {
    expect(() => reliabilityBins([], [])).toThrow("reliabilityBins requires confidence to be a non-empty array");
    expect(() => reliabilityBins([0.5, 0.2], [1])).toThrow(
      "reliabilityBins requires confidence and correct of the same length (got 2 and 1)",
    );
    expect(() => reliabilityBins([1.2], [1])).toThrow("reliabilityBins requires confidence[0] in [0, 1] (got 1.2)");
    expect(() => reliabilityBins([Number.NaN], [1])).toThrow("confidence[0] in [0, 1] (got NaN)");
    expect(() => reliabilityBins([0.5], [2])).toThrow("correct[0] to be 0 or 1 (got 2)");
    expect(() => reliabilityBins([0.5], [1], 0)).toThrow("reliabilityBins requires bins >= 1");
    expect(() => expectedCalibrationError([-0.1], [0])).toThrow("confidence[0] in [0, 1] (got -0.1)");
  });
});

import { bootstrapEce, bootstrapStatistic } from "./bootstrap";
import { Random } from "./random";

describe("bootstrapEce", () => {
  it("gives exactly the interval of the generic bootstrap of reliabilityBins(…).ece (same draws, same arithmetic)", () => {
    const rng = new Random(11);
    for (const [n, bins, seed] of [[25, 5, 2026], [300, 10, 7], [1, 3, 1], [1000, 5, 99]] as const) {
      const items = Array.from({ length: n }, () => ({ c: rng.int(101) / 100, a: rng.int(2) }));
      const generic = bootstrapStatistic(items, (s) => reliabilityBins(s.map((i) => i.c), s.map((i) => i.a), bins).ece, { resamples: 300, seed });
      const fast = bootstrapEce(items.map((i) => i.c), items.map((i) => i.a), bins, { resamples: 300, seed });
      expect(fast).toEqual(generic);
    }
    expect(() => bootstrapEce([0.5, 1.2], [1, 0])).toThrow();
  });
});
