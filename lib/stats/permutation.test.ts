import { describe, expect, it } from "vitest";
import reference from "./__vectors__/reference.json";
import { StatsInputError, permutationTest, signFlipTest } from "./index";

describe("permutationTest", () => {
  it("matches scipy's exact p-values for unequal group sizes, integer and real data", () => {
    for (const v of reference.permutation_exact_scipy) {
      const r = permutationTest(v.a, v.b, { resamples: 100000 });
      expect(r.exact).toBe(true);
      expect(r.nullSize).toBe(v.null_size);
      expect(r.p).toBeCloseTo(v.p, 12);
    }
  });
  it("Monte Carlo: +1 correction, seeded, close to the exact p", () => {
    const a = [5, 5, 4, 5, 5, 4];
    const b = [5, 3, 4, 4, 4, 5];
    const mc = permutationTest(a, b, { method: "monte-carlo", resamples: 9999, seed: 1 });
    expect(mc.exact).toBe(false);
    expect(mc.nullSize).toBe(9999);
    expect(mc.fraction).toBeNull();
    expect(Math.abs(mc.p - 17 / 42)).toBeLessThan(0.03);
    expect(permutationTest(a, b, { method: "monte-carlo", seed: 1 })).toEqual(mc);
    // p is never 0 with the correction
    const extreme = permutationTest([10, 10, 10, 10, 10, 10, 10, 10, 10], [0, 0, 0, 0, 0, 0, 0, 0, 0], {
      resamples: 999,
    });
    expect(extreme.exact).toBe(false);
    expect(extreme.p).toBeGreaterThan(0);
  });
  it("switches to Monte Carlo when assignments exceed the resamples", () => {
    expect(permutationTest([1, 2, 3, 4, 5, 6, 7], [1, 2, 3, 4, 5, 6, 8], { resamples: 3431 }).exact).toBe(false);
    expect(permutationTest([1, 2, 3, 4, 5, 6, 7], [1, 2, 3, 4, 5, 6, 8], { resamples: 3432 }).exact).toBe(true);
  });
  it("rejects bad input", () => {
    expect(() => permutationTest([], [1])).toThrow("permutationTest requires a to be a non-empty array");
    expect(() => permutationTest([1, Number.NaN], [1])).toThrow("permutationTest requires a[1] to be a finite number (got NaN)");
    expect(() => permutationTest([1], [2], { resamples: 0 })).toThrow(StatsInputError);
  });
});

describe("signFlipTest", () => {
  it("matches scipy's exact sign-flip p-values", () => {
    for (const v of reference.signflip_exact_scipy) {
      const r = signFlipTest(v.d, { resamples: 100000 });
      expect(r.exact).toBe(true);
      expect(r.nullSize).toBe(v.null_size);
      expect(r.p).toBeCloseTo(v.p, 12);
    }
  });
  it("Monte Carlo beyond 2^n > resamples", () => {
    const d = Array.from({ length: 20 }, (_, i) => (i % 3) - 0.5);
    const r = signFlipTest(d, { resamples: 9999, seed: 3 });
    expect(r.exact).toBe(false);
    expect(r.p).toBeGreaterThan(0);
    expect(r.p).toBeLessThanOrEqual(1);
  });
  it("rejects bad input", () => {
    expect(() => signFlipTest([])).toThrow("signFlipTest requires d to be a non-empty array");
  });
});
