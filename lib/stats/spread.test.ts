import { describe, expect, it } from "vitest";
import { mean, modalAgreement, sampleStandardDeviation } from "./index";

describe("spread", () => {
  it("sample standard deviation as numpy std(ddof=1)", () => {
    // numpy.std([0.32, 0.16, 0.04, 0.2], ddof=1) = 0.11547005383792514 (computed with Debian numpy 1.24)
    expect(sampleStandardDeviation([0.32, 0.16, 0.04, 0.2])).toBeCloseTo(0.11547005383792514, 15);
    expect(sampleStandardDeviation([0.5])).toBeNull();
    expect(mean([1, 2, 3, 4])).toBe(2.5);
    expect(() => mean([])).toThrow("mean requires xs to be a non-empty array");
  });
  it("modal agreement", () => {
    expect(modalAgreement(["R", "R", "X", "R"])).toEqual({ label: "R", share: 0.75 });
    expect(modalAgreement(["N"])).toEqual({ label: "N", share: 1 });
  });
});

import reference from "./__vectors__/reference.json";
import { betaCdf } from "./index";

describe("betaCdf", () => {
  it("matches scipy.stats.beta.cdf", () => {
    for (const r of reference.beta_cdf_scipy) expect(Math.abs(betaCdf(r.x, r.a, r.b) - r.cdf)).toBeLessThan(1e-12);
  });
  it("rejects non-positive shapes", () => {
    expect(() => betaCdf(0.5, 0, 1)).toThrow("betaCdf requires a > 0 and b > 0 (got a = 0, b = 1)");
  });
});

import { pearson } from "./index";

describe("pearson", () => {
  it("matches numpy.corrcoef", () => {
    // numpy.corrcoef([5,4,3,4,2,1],[4,4,3,5,2,2])[0,1], Debian numpy 1.24
    expect(pearson([5, 4, 3, 4, 2, 1], [4, 4, 3, 5, 2, 2])).toBeCloseTo(0.8601512308077806, 14);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNull();
    expect(() => pearson([1], [1])).toThrow("pearson requires at least 2 pairs (got 1)");
  });
});
