import { GROUNDINGS, POLICIES } from "@/lib/conditions/axes";
import { bootstrapMean, holmAdjust, signFlipTest } from "@/lib/stats";

export type Factor = "grounding" | "policy" | "tutor";
export const FACTORS: readonly Factor[] = ["grounding", "policy", "tutor"];

/** One cell of the matrix with a finished run: per question, 1 if its answer was incorrect (a hallucination), 0 otherwise. */
export interface CellOutcomes {
  readonly conditionId: string;
  readonly runId: number;
  readonly tutor: string;
  readonly grounding: string;
  readonly policy: string;
  /** questionId → 1 (incorrecta) / 0 (correcta or abstención); graded questions only. */
  readonly incorrect: ReadonlyMap<number, 0 | 1>;
}

/** The paired effect of changing one factor from level `b` to level `a`, all else equal. */
export interface FactorEffect {
  readonly factor: Factor;
  /** The level compared (effect = rate(a) − rate(b)). */
  readonly a: string;
  readonly b: string;
  /** Matched pairs of cells: same other two factors, both with a finished run. */
  readonly pairs: readonly { readonly a: CellOutcomes; readonly b: CellOutcomes }[];
  /** Questions graded in every cell of every pair (the bootstrap's and the test's units). */
  readonly questions: number;
  readonly effect: number;
  readonly low: number;
  readonly high: number;
  readonly p: number;
  readonly exact: boolean;
  readonly pHolm: number;
  readonly reject: boolean;
}

export interface EffectOptions {
  readonly resamples?: number;
  readonly seed?: number;
  readonly alpha?: number;
  /** Sign-flip test: exact while 2^questions ≤ this many arrangements, else Monte Carlo with 9,999 resamples. */
  readonly exactLimit?: number;
}

const levelOf = (c: CellOutcomes, f: Factor) => (f === "grounding" ? c.grounding : f === "policy" ? c.policy : c.tutor);
const others = (c: CellOutcomes, f: Factor) => FACTORS.filter((x) => x !== f).map((x) => levelOf(c, x)).join("|");

/** Levels of a factor in axis order (tutors in the order given). */
function levels(f: Factor, tutorOrder: readonly string[]): readonly string[] {
  return f === "grounding" ? GROUNDINGS : f === "policy" ? POLICIES : tutorOrder;
}

/**
 * Effects of each factor across the matrix, paired by question.
 *
 * For each factor and pair of its levels (a later in the axis than b), the
 * cells that differ only in that factor are matched. Over the questions
 * graded in every matched cell, d(q) = mean over pairs of
 * (incorrect_a(q) − incorrect_b(q)); the effect is mean_q d(q) — the mean over
 * matched pairs of the difference in hallucination rate. Its 95 % interval is
 * a percentile bootstrap over questions (resampling question keys, every pair
 * recomputed on the same resample: with common questions, the bootstrap of
 * mean d); its p-value a two-sided sign-flip permutation test of mean d over
 * questions (exact up to 2²⁰ arrangements, else 9,999 Monte Carlo); Holm
 * over the whole family of effects.
 *
 * @param tutorOrder the tutor axis' order (built-in tutors first).
 */
export function factorEffects(cells: readonly CellOutcomes[], tutorOrder: readonly string[], o: EffectOptions = {}): FactorEffect[] {
  const resamples = o.resamples ?? 2000;
  const seed = o.seed ?? 2026;
  const alpha = o.alpha ?? 0.05;
  const exactLimit = o.exactLimit ?? 2 ** 20;
  const raw: Omit<FactorEffect, "pHolm" | "reject">[] = [];
  for (const factor of FACTORS) {
    const ls = levels(factor, tutorOrder);
    for (let i = 0; i < ls.length; i++) {
      for (let j = i + 1; j < ls.length; j++) {
        const a = ls[j]!;
        const b = ls[i]!;
        const bs = new Map(cells.filter((c) => levelOf(c, factor) === b).map((c) => [others(c, factor), c]));
        const pairs = cells.filter((c) => levelOf(c, factor) === a && bs.has(others(c, factor))).map((c) => ({ a: c, b: bs.get(others(c, factor))! }));
        if (pairs.length === 0) continue;
        const common = [...pairs[0]!.a.incorrect.keys()].filter((q) => pairs.every((p) => p.a.incorrect.has(q) && p.b.incorrect.has(q))).sort((x, y) => x - y);
        if (common.length === 0) continue;
        const d = common.map((q) => pairs.reduce((s, p) => s + p.a.incorrect.get(q)! - p.b.incorrect.get(q)!, 0) / pairs.length);
        const effect = d.reduce((s, x) => s + x, 0) / d.length;
        const ci = bootstrapMean(d, { resamples, seed });
        const exact = 2 ** common.length <= exactLimit;
        const test = signFlipTest(d, { method: exact ? "exact" : "monte-carlo", resamples: exact ? exactLimit : 9999, seed });
        raw.push({ factor, a, b, pairs, questions: common.length, effect, low: ci.low, high: ci.high, p: test.p, exact: test.exact });
      }
    }
  }
  const adjusted = raw.length ? holmAdjust(raw.map((r) => r.p)) : [];
  return raw.map((r, i) => ({ ...r, pHolm: adjusted[i]!, reject: adjusted[i]! < alpha }));
}
