import { describe, expect, it } from "vitest";
import reference from "./__vectors__/reference.json";
import { Random, cohenKappa, confusionMatrix, detectionSummary, mcnemarExact, percentile, percentilesInPlace, wilsonSampleSize } from "./index";

const labels = ["R", "X", "N"] as const;
type L = (typeof labels)[number];

describe("cohenKappa and confusionMatrix", () => {
  it("match scikit-learn", () => {
    for (const v of reference.kappa_sklearn) {
      expect(cohenKappa(v.a as L[], v.b as L[], labels)).toBeCloseTo(v.kappa, 14);
      expect(confusionMatrix(v.a as L[], v.b as L[], labels).counts).toEqual(v.confusion);
    }
  });
  it("κ is undefined (null) when both raters use one identical label", () => {
    expect(cohenKappa(["R", "R"], ["R", "R"], labels)).toBeNull();
  });
  it("rejects unknown labels and mismatched lengths", () => {
    expect(() => cohenKappa(["R"], ["Q" as L], labels)).toThrow("cohenKappa requires prediction[0] to be one of R, X, N (got Q)");
    expect(() => confusionMatrix(["R"], [], labels)).toThrow("confusionMatrix requires truth and prediction of the same length");
  });
});

describe("detectionSummary", () => {
  it("reproduces the seed's verifier example: 3/4 caught, 1 false alarm, 4/25 → 1/25", () => {
    const items = [
      ...Array.from({ length: 3 }, () => ({ hallucination: true, flagged: true })),
      { hallucination: true, flagged: false },
      { hallucination: false, flagged: true },
      ...Array.from({ length: 20 }, () => ({ hallucination: false, flagged: false })),
    ];
    const s = detectionSummary(items);
    expect([s.caught!.k, s.caught!.n]).toEqual([3, 4]);
    expect([s.missed!.k, s.missed!.n]).toEqual([1, 4]);
    expect([s.falseAlarms!.k, s.falseAlarms!.n]).toEqual([1, 21]);
    expect([s.reviewLoad.k, s.reviewLoad.n]).toEqual([4, 25]);
    expect([s.deliveredBefore.k, s.deliveredAfter.k]).toEqual([4, 1]);
  });
});

describe("mcnemarExact", () => {
  it("matches statsmodels mcnemar(exact=True)", () => {
    for (const v of reference.mcnemar_statsmodels) expect(mcnemarExact(v.b, v.c).p).toBeCloseTo(v.p, 12);
  });
  it("rejects negative counts", () => {
    expect(() => mcnemarExact(-1, 2)).toThrow("mcnemarExact requires b >= 0");
  });
});

describe("percentile", () => {
  it("matches numpy.percentile (linear) to the bit", () => {
    for (const v of reference.percentile_numpy) {
      v.q.forEach((q, i) => expect(percentile(v.x, q)).toBe(v.values[i]));
    }
  });
  it("quickselect percentiles equal the sorted ones on ties, lattices and random data", () => {
    const rng = new Random(11);
    for (let rep = 0; rep < 200; rep++) {
      const n = 1 + rng.int(500);
      const lattice = rep % 2 === 0;
      const xs = Array.from({ length: n }, () => (lattice ? rng.int(7) / 6 : rng.normal()));
      const qs = [0, 2.5, 25, 50, 97.5, 100];
      expect(percentilesInPlace(Float64Array.from(xs), qs)).toEqual(qs.map((q) => percentile(xs, q)));
    }
  });
  it("rejects q outside [0, 100]", () => {
    expect(() => percentile([1], 101)).toThrow("percentile requires q in [0, 100] (got 101)");
  });
});

describe("wilsonSampleSize", () => {
  it("rejects impossible requests", () => {
    expect(() => wilsonSampleSize(0.2, 0)).toThrow("wilsonSampleSize requires halfWidth > 0 (got 0)");
    expect(() => wilsonSampleSize(1.2, 0.05)).toThrow("wilsonSampleSize requires p in [0, 1] (got 1.2)");
  });
  it("any p and w: the found n satisfies the condition and n − 1 does not (when n > start)", () => {
    const s = wilsonSampleSize(0.1, 0.03);
    expect(s.halfWidth).toBeLessThanOrEqual(0.03);
  });
});
