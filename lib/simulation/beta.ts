import type { Random } from "@/lib/stats/random";

/**
 * Gamma(shape, 1) draw by Marsaglia & Tsang (2000), "A Simple Method for
 * Generating Gamma Variables"; shape < 1 through Gamma(shape + 1) · U^(1/shape).
 */
export function gammaDraw(rng: Random, shape: number): number {
  if (shape < 1) return gammaDraw(rng, shape + 1) * rng.next() ** (1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = rng.normal();
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = rng.next();
    if (u < 1 - 0.0331 * x ** 4 || Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
  }
}

/** Beta(a, b) draw as X / (X + Y) with X ~ Gamma(a), Y ~ Gamma(b). */
export function betaDraw(rng: Random, a: number, b: number): number {
  const x = gammaDraw(rng, a);
  const y = gammaDraw(rng, b);
  return x / (x + y);
}
