import { describe, expect, it } from "vitest";
import reference from "./__vectors__/reference.json";
import { familywiseErrorRate, holmAdjust } from "./index";

describe("holmAdjust", () => {
  it("matches statsmodels multipletests(method='holm'), ties included", () => {
    for (const v of reference.holm_statsmodels) {
      const got = holmAdjust(v.p);
      got.forEach((x, i) => expect(x).toBeCloseTo(v.adjusted[i]!, 14));
    }
  });
  it("keeps input order and caps at 1", () => {
    expect(holmAdjust([0.04, 0.01, 0.5])).toEqual([0.08, 0.03, 0.5]);
    expect(holmAdjust([0.6, 0.6])).toEqual([1, 1]);
  });
  it("rejects p outside [0, 1] and empty lists", () => {
    expect(() => holmAdjust([])).toThrow("holmAdjust requires p to be a non-empty array");
    expect(() => holmAdjust([0.2, 1.5])).toThrow("holmAdjust requires p[1] in [0, 1] (got 1.5)");
    expect(() => holmAdjust([Number.NaN])).toThrow("holmAdjust requires p[0] in [0, 1] (got NaN)");
  });
  it("family-wise error rate", () => {
    expect(familywiseErrorRate(0.05, 1)).toBeCloseTo(0.05, 15);
    expect(() => familywiseErrorRate(0.05, 0)).toThrow("familywiseErrorRate requires m >= 1");
  });
});
