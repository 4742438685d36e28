import {
  type BootstrapInterval,
  type PermutationResult,
  bootstrapDifferenceOfMeans,
  bootstrapMean,
  familywiseErrorRate,
  holmAdjust,
  mean,
  permutationTest,
  signFlipTest,
} from "@/lib/stats";

export interface ScoredCard {
  readonly template: number;
  readonly variant: string;
  readonly tone: number;
}

export interface TemplateRow {
  readonly template: number;
  readonly meanA: number;
  readonly meanB: number;
  readonly nA: number;
  readonly nB: number;
  /** Δ_j = mean(A) − mean(B). */
  readonly delta: number;
  readonly interval: BootstrapInterval;
  readonly test: PermutationResult;
  readonly holm: number;
  readonly significant: boolean;
  readonly significantHolm: boolean;
}

export interface PairAnalysis {
  /** Variant A (compared) and B (the reference). */
  readonly a: string;
  readonly b: string;
  readonly rows: readonly TemplateRow[];
  /** Mean of the Δ_j over templates (the template is the unit, never the card). */
  readonly globalDelta: number;
  readonly globalInterval: BootstrapInterval;
  /** The single planned test: sign flips of the Δ_j. */
  readonly globalTest: PermutationResult;
  /** P(≥ 1 false positive) over the per-template tests of the whole family. */
  readonly familywiseError: number;
}

export interface BiasAnalysis {
  readonly pairs: readonly PairAnalysis[];
  readonly family: number;
  readonly alpha: number;
}

/**
 * The seed's analysis ("Sesgos"), for every variant against the reference:
 * - Table 3: per template the mean tone of each variant, Δ_j and a percentile
 *   bootstrap interval (2,000 resamples within each variant);
 * - the global mean Δ with a bootstrap interval over templates;
 * - Table 4: per-template two-sided permutation tests (exact when possible),
 *   Holm-adjusted over the whole family (templates × pairs), significance
 *   before and after, P(≥ 1 false positive) = 1 − (1 − α)^m;
 * - one planned global sign-flip test on the Δ_j (on integer sum differences
 *   when every cell has the same number of cards, so exact p is a rational).
 */
export function analyseBias(cards: readonly ScoredCard[], { reference, alpha = 0.05, resamples = 9999, bootstrap = 2000, seed = 2026 }: { reference: string; alpha?: number; resamples?: number; bootstrap?: number; seed?: number }): BiasAnalysis {
  const variants = [...new Set(cards.map((c) => c.variant))].filter((v) => v !== reference);
  const templates = [...new Set(cards.map((c) => c.template))].sort((x, y) => x - y);
  const tones = (t: number, v: string) => cards.filter((c) => c.template === t && c.variant === v).map((c) => c.tone);
  const raw = variants.map((a) =>
    templates.map((t, j) => {
      const A = tones(t, a);
      const B = tones(t, reference);
      return { template: t, A, B, test: permutationTest(A, B, { resamples }), interval: bootstrapDifferenceOfMeans(A, B, { resamples: bootstrap, seed: seed + j }) };
    }),
  );
  const family = raw.flat().length;
  const adjusted = holmAdjust(raw.flat().map((r) => r.test.p));
  let k = 0;
  const pairs = variants.map((a, vi) => {
    const rows: TemplateRow[] = raw[vi]!.map((r) => {
      const holm = adjusted[k++]!;
      return {
        template: r.template,
        meanA: mean(r.A),
        meanB: mean(r.B),
        nA: r.A.length,
        nB: r.B.length,
        delta: mean(r.A) - mean(r.B),
        interval: r.interval,
        test: r.test,
        holm,
        significant: r.test.p < alpha,
        significantHolm: holm < alpha,
      };
    });
    const deltas = rows.map((r) => r.delta);
    const sizes = new Set(raw[vi]!.flatMap((r) => [r.A.length, r.B.length]));
    // Equal cell sizes: Δ_j · n = sum(A) − sum(B) is an integer, so the exact sign-flip p is a rational.
    const n = sizes.size === 1 ? [...sizes][0]! : null;
    const integerDeltas = n === null ? null : raw[vi]!.map((r) => r.A.reduce((s, x) => s + x, 0) - r.B.reduce((s, x) => s + x, 0));
    const globalTest = signFlipTest(integerDeltas && integerDeltas.every(Number.isInteger) ? integerDeltas : deltas, { resamples });
    return {
      a,
      b: reference,
      rows,
      globalDelta: mean(deltas),
      globalInterval: bootstrapMean(deltas, { resamples: bootstrap, seed: seed + 1000 }),
      globalTest: { ...globalTest, observed: mean(deltas) },
      familywiseError: familywiseErrorRate(alpha, family),
    };
  });
  return { pairs, family, alpha };
}
