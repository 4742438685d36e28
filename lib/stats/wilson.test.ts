import { describe, expect, it } from "vitest";
import reference from "./__vectors__/reference.json";
import { StatsInputError, normalQuantile, rate, waldInterval, wilsonInterval, zForConfidence } from "./index";

describe("normalQuantile", () => {
  it("matches scipy.stats.norm.ppf", () => {
    for (const { p, z } of reference.normal_ppf) {
      expect(Math.abs(normalQuantile(p) - z)).toBeLessThanOrEqual(1e-14 * Math.max(1, Math.abs(z)));
    }
  });
  it("gives 1.959963984540054 for 95 %", () => {
    expect(zForConfidence(0.95)).toBeCloseTo(1.959963984540054, 15);
  });
  it("rejects p outside (0, 1)", () => {
    expect(() => normalQuantile(0)).toThrow("normalQuantile requires p in (0, 1) (got 0)");
    expect(() => zForConfidence(1)).toThrow(StatsInputError);
  });
});

describe("wilsonInterval", () => {
  it("matches statsmodels proportion_confint(method='wilson') at several levels and edges", () => {
    for (const row of reference.wilson_statsmodels) {
      const w = wilsonInterval(row.k, row.n, zForConfidence(row.level));
      expect(Math.abs(w.low - row.low)).toBeLessThan(1e-12);
      expect(Math.abs(w.high - row.high)).toBeLessThan(1e-12);
    }
  });
  it("never has zero width and stays in [0, 1]", () => {
    for (const [k, n] of [[0, 1], [1, 1], [0, 25], [25, 25]] as const) {
      const w = wilsonInterval(k, n);
      expect(w.high - w.low).toBeGreaterThan(0);
      expect(w.low).toBeGreaterThanOrEqual(-1e-15);
      expect(w.high).toBeLessThanOrEqual(1 + 1e-15);
    }
  });
  it("rejects bad counts with a message naming the function", () => {
    expect(() => wilsonInterval(0, 0)).toThrow("wilsonInterval requires n >= 1 as an integer (got 0)");
    expect(() => wilsonInterval(5, 4)).toThrow("wilsonInterval requires k <= n (got k = 5, n = 4)");
    expect(() => wilsonInterval(-1, 4)).toThrow("wilsonInterval requires k >= 0");
    expect(() => wilsonInterval(Number.NaN, 4)).toThrow(StatsInputError);
    expect(() => wilsonInterval(1.5, 4)).toThrow(StatsInputError);
    expect(() => wilsonInterval(1, 4, 0)).toThrow("wilsonInterval requires z > 0");
    expect(() => waldInterval(1, 0)).toThrow("waldInterval requires n >= 1");
  });
  it("rate() carries k and n with the interval", () => {
    expect(rate(4, 25)).toEqual({ k: 4, n: 25, p: 0.16, ...wilsonInterval(4, 25) });
  });
});
