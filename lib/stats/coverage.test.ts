import { describe, expect, it } from "vitest";
import { Random, heldOutThreshold, precisionCoverage, smallestThresholdForPrecision, thresholdGrid } from "./index";

/** The definition, O(n · T), as the seed writes it: the reference for the fast version. */
function naive(c: number[], a: number[], thresholds: number[]) {
  return thresholds.map((t) => {
    const idx = c.map((x, i) => (x >= t ? i : -1)).filter((i) => i >= 0);
    return {
      coverage: idx.length / c.length,
      precision: idx.length ? idx.reduce((s, i) => s + a[i]!, 0) / idx.length : null,
    };
  });
}

describe("precisionCoverage", () => {
  it("agrees with the direct definition on random data with ties", () => {
    const rng = new Random(5);
    for (let rep = 0; rep < 20; rep++) {
      const n = 1 + rng.int(300);
      const c = Array.from({ length: n }, () => Math.round(rng.next() * 20) / 20);
      const a = Array.from({ length: n }, () => rng.int(2));
      const grid = thresholdGrid(0.05);
      const fast = precisionCoverage(c, a, grid);
      const slow = naive(c, a, grid);
      fast.forEach((p, i) => {
        expect(p.coverage).toBe(slow[i]!.coverage);
        expect(p.precision).toBe(slow[i]!.precision);
      });
    }
  });
  it("grid of 0.1 has 11 thresholds, rounded", () => {
    expect(thresholdGrid(0.1)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
  });
  it("precision is null, not 0, when nothing is delivered", () => {
    const [p] = precisionCoverage([0.5], [1], [0.9]);
    expect(p!.precision).toBeNull();
    expect(p!.coverage).toBe(0);
  });
  it("smallest threshold reaching a target, or null", () => {
    const pts = precisionCoverage([0.9, 0.8, 0.3], [1, 1, 0]);
    expect(smallestThresholdForPrecision(pts, 0.95)!.threshold).toBe(0.35);
    expect(smallestThresholdForPrecision(precisionCoverage([0.9], [0]), 0.95)).toBeNull();
  });
  it("chooses τ on one split and reports the other with Wilson intervals", () => {
    const cal = { confidence: [0.9, 0.8, 0.7, 0.3], correct: [1, 1, 1, 0] };
    const test = { confidence: [0.95, 0.75, 0.2, 0.6], correct: [1, 0, 1, 1] };
    const r = heldOutThreshold(cal, test, 0.95)!;
    expect(r.threshold).toBe(0.35);
    expect(r.heldOut.delivered).toBe(3);
    expect(r.heldOutPrecision!.k).toBe(2);
    expect(r.heldOutPrecision!.n).toBe(3);
    expect(r.heldOutCoverage.k).toBe(3);
    expect(r.heldOutCoverage.n).toBe(4);
    expect(r.heldOutPrecision!.low).toBeLessThan(2 / 3);
  });
  it("rejects bad input", () => {
    expect(() => precisionCoverage([0.5, 0.4], [1])).toThrow("precisionCoverage requires confidence and correct of the same length");
    expect(() => precisionCoverage([], [])).toThrow("precisionCoverage requires confidence to be a non-empty array");
    expect(() => thresholdGrid(0)).toThrow("thresholdGrid requires step in (0, 1] (got 0)");
  });
});
