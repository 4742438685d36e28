import { type Rate, rate, signFlipTest } from "@/lib/stats";
import { plantedTones } from "./cards";

/**
 * Power of the planned global test by number of templates, by simulation
 * with the planted-effect generator: the share of `reps` experiments (effect
 * Δ for one variant, noise sd, 6 cards per cell) in which the sign-flip test
 * on the per-template differences rejects at α, with its Wilson interval.
 * Exact tests up to 2^13 sign patterns, Monte Carlo (999) beyond.
 */
export function powerCurve({ templates, delta, noiseSd, repetitions = 6, reps = 200, alpha = 0.05, seed = 1 }: { templates: readonly number[]; delta: number; noiseSd: number; repetitions?: number; reps?: number; alpha?: number; seed?: number }): { templates: number; power: Rate }[] {
  return templates.map((J) => {
    let rejected = 0;
    for (let r = 0; r < reps; r++) {
      const cards = plantedTones({ templates: J, variants: ["A", "B"], favoured: "A", effect: delta, noiseSd, repetitions, seed: seed + 7919 * J + r });
      const d = Array.from({ length: J }, (_, j) =>
        cards.filter((c) => c.template === j + 1).reduce((s, c) => s + (c.variant === "A" ? c.tone : -c.tone), 0),
      );
      if (signFlipTest(d, { resamples: J <= 13 ? 9999 : 999, seed: r }).p < alpha) rejected++;
    }
    return { templates: J, power: rate(rejected, reps) };
  });
}
