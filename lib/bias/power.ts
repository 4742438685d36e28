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
  // The simulation is seeded, so the same plan gives the same curve: computed once per process and kept (the plan page
  // is asked again with the same inputs far more often than with new ones).
  const key = JSON.stringify([templates, delta, noiseSd, repetitions, reps, alpha, seed]);
  const kept = curves.get(key);
  if (kept) return kept;
  const curve = simulate(templates, delta, noiseSd, repetitions, reps, alpha, seed);
  if (curves.size >= KEPT_CURVES) curves.delete(curves.keys().next().value!);
  curves.set(key, curve);
  return curve;
}

/** Curves already computed, by their inputs (the oldest dropped first past KEPT_CURVES). */
const curves = new Map<string, { templates: number; power: Rate }[]>();
const KEPT_CURVES = 64;

function simulate(templates: readonly number[], delta: number, noiseSd: number, repetitions: number, reps: number, alpha: number, seed: number): { templates: number; power: Rate }[] {
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
