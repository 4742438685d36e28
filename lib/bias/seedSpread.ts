import { bootstrapDifferenceOfMeans, bootstrapMean } from "@/lib/stats";

/**
 * How much the bias tables' bootstrap intervals move with the random
 * generator: the same cards bootstrapped under `seeds` different seeds; for
 * every interval end (per template and the global one), the spread (max − min)
 * across seeds. The seed's printed intervals come from numpy's generator and
 * veraz uses its own (xoshiro128**), so they cannot match digit for digit; this
 * says by how much any two generators' intervals may differ.
 */
export function bootstrapSeedSpread(
  cards: readonly { template: number; variant: string; tone: number }[],
  { a, b, seeds = 20, resamples = 2000 }: { a: string; b: string; seeds?: number; resamples?: number },
): { seeds: number; maxSpread: number; medianSpread: number; globalSpread: number } {
  const templates = [...new Set(cards.map((c) => c.template))].sort((x, y) => x - y);
  const tones = (t: number, v: string) => cards.filter((c) => c.template === t && c.variant === v).map((c) => c.tone);
  const ends: number[][] = [];
  const globalEnds: number[][] = [];
  for (let s = 0; s < seeds; s++) {
    const seed = 1 + s * 7919;
    const deltas: number[] = [];
    templates.forEach((t, j) => {
      const A = tones(t, a);
      const B = tones(t, b);
      const ci = bootstrapDifferenceOfMeans(A, B, { resamples, seed: seed + j });
      (ends[2 * j] ??= []).push(ci.low);
      (ends[2 * j + 1] ??= []).push(ci.high);
      deltas.push(A.reduce((x, y) => x + y, 0) / A.length - B.reduce((x, y) => x + y, 0) / B.length);
    });
    const g = bootstrapMean(deltas, { resamples, seed: seed + 1000 });
    (globalEnds[0] ??= []).push(g.low);
    (globalEnds[1] ??= []).push(g.high);
  }
  const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs);
  const spreads = ends.map(spread).sort((x, y) => x - y);
  return {
    seeds,
    maxSpread: spreads.at(-1) ?? 0,
    medianSpread: spreads.length ? spreads[Math.floor(spreads.length / 2)]! : 0,
    globalSpread: Math.max(...globalEnds.map(spread)),
  };
}
