import { describe, expect, it } from "vitest";
import { formatCount, formatFixed, formatInterval, roundHalfEven } from "./index";

describe("formatFixed", () => {
  it("breaks exact ties to even as Python (0.625 → 0.62; toFixed gives 0.63)", () => {
    expect(formatFixed(0.625)).toBe("0.62");
    expect((0.625).toFixed(2)).toBe("0.63");
    expect(formatFixed(0.375)).toBe("0.38");
    expect(formatFixed(2.5, 0)).toBe("2");
    expect(formatFixed(3.5, 0)).toBe("4");
  });
  it("rounds the exact binary value (0.725 is 0.72499…)", () => {
    expect(formatFixed(0.725)).toBe("0.72");
    expect(formatFixed(0.755)).toBe("0.76");
    expect(formatFixed(0.7549999999999999)).toBe("0.75");
    expect(formatFixed(1.005)).toBe("1.00");
  });
  it("handles signs, zero, large values and more decimals", () => {
    expect(formatFixed(-0.036815998333680454, 3)).toBe("-0.037");
    expect(formatFixed(-0.0001, 2)).toBe("0.00");
    expect(formatFixed(0)).toBe("0.00");
    expect(formatFixed(123456.789, 1)).toBe("123456.8");
    expect(formatFixed(0.21280000000000007, 3)).toBe("0.213");
    expect(formatFixed(1, 0)).toBe("1");
  });
  it("roundHalfEven matches Python round()", () => {
    expect(roundHalfEven(0.04 * 73)).toBe(3);
    expect(roundHalfEven(0.5)).toBe(0);
    expect(roundHalfEven(1.5)).toBe(2);
    expect(roundHalfEven(0.35000000000000003, 2)).toBe(0.35);
  });
  it("formats counts and intervals", () => {
    expect(formatCount(4, 25)).toBe("4/25");
    expect(formatInterval(0.06403347608577989, 0.34654013980238163)).toBe("[0.06, 0.35]");
  });
});

import { Random } from "./index";

describe("Random", () => {
  it("same seed, same stream; fillInts is reproducible and in range", () => {
    for (const n of [1, 2, 6, 10, 1000, 65536, 2 ** 20, 2 ** 22]) {
      const a = new Random(42).fillInts(n, new Int32Array(501));
      const b = new Random(42).fillInts(n, new Int32Array(501));
      expect(Array.from(a)).toEqual(Array.from(b));
      expect(Array.from(a).every((x) => x >= 0 && x < n)).toBe(true);
    }
    expect(new Random(1).nextUint32()).not.toBe(new Random(2).nextUint32());
  });
  it("fillInts is uniform (chi-square on 60,000 draws of 6 and of 7 faces)", () => {
    for (const faces of [6, 7]) {
      const draws = new Random(9).fillInts(faces, new Int32Array(60000));
      const counts = new Array(faces).fill(0);
      for (const x of draws) counts[x]++;
      const e = 60000 / faces;
      const chi2 = counts.reduce((s, c) => s + (c - e) ** 2 / e, 0);
      expect(chi2).toBeLessThan(faces === 6 ? 20.5 : 22.5); // 99.9 % quantiles of χ²(5), χ²(6)
    }
  });
  it("int(n) is uniform (chi-square on 60,000 draws of 6 faces)", () => {
    const r = new Random(7);
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60000; i++) counts[r.int(6)]++;
    const chi2 = counts.reduce((s, c) => s + (c - 10000) ** 2 / 10000, 0);
    expect(chi2).toBeLessThan(20.5); // 99.9 % quantile of χ²(5)
  });
});
