import type { Db } from "@/db/client";
import { bootstrapSeedSpread } from "@/lib/bias/seedSpread";
import { getExperiment, listCards } from "@/db/queries/bias";
import { analyseBias } from "@/lib/bias/analysis";
import { biasConclusion } from "@/lib/bias/conclusion";
import { biasDesignSchema } from "@/lib/bias/design";
import { wordDiff } from "@/lib/bias/diff";
import { cohenKappa, pearson } from "@/lib/stats";

const TONES = ["1", "2", "3", "4", "5"] as const;

/**
 * One bias experiment: tones used (a person's blind score where given, else
 * the rubric scorer), the analysis, the conclusion, discordant pairs with
 * word diffs (sorted by |Δ_j|) and the scorer's validation against people.
 */
export function loadBiasView({ db, experimentId }: { db: Db; experimentId: number }) {
  const experiment = getExperiment({ db, id: experimentId });
  const design = biasDesignSchema.parse(JSON.parse(experiment.design));
  const cards = listCards({ db, experimentId });
  const human = cards.filter((c) => c.humanTone !== null).length;
  // While cards are still being written, a template is analysed only once all its cells are (a half-written template
  // has a variant without cards: no difference of means exists yet).
  const writing = experiment.status === "queued" || experiment.status === "running";
  const analysed = completeTemplates(cards, Object.keys(design.variants), writing ? design.repetitions : 1);
  const scored = cards.filter((c) => analysed.has(c.template)).map((c) => ({ template: c.template, variant: c.variant, tone: c.humanTone ?? c.autoTone }));
  const analysis = scored.length ? analyseBias(scored, { reference: design.referenceVariant, seed: experiment.seed }) : null;
  // The seed's replay: its printed intervals come from numpy's generator; say how much intervals move with the generator.
  const seedSpread =
    experiment.generator === "seed" && analysis?.pairs[0]
      ? bootstrapSeedSpread(scored as { template: number; variant: string; tone: number }[], { a: analysis.pairs[0].a, b: analysis.pairs[0].b })
      : null;
  const scorer = human === cards.length ? "a ciegas por una persona" : human === 0 ? "con el puntuador automático por rúbrica (sin validación humana)" : `a ciegas por una persona en ${human} de ${cards.length} tarjetas y con el puntuador automático en el resto`;
  const both = cards.filter((c) => c.humanTone !== null);
  const validation =
    both.length >= 2
      ? {
          n: both.length,
          kappa: cohenKappa(both.map((c) => String(c.humanTone) as (typeof TONES)[number]), both.map((c) => String(c.autoTone) as (typeof TONES)[number]), TONES),
          r: pearson(both.map((c) => c.humanTone!), both.map((c) => c.autoTone)),
        }
      : null;
  const pairs = analysis?.pairs.map((p) => {
    const discordant = [...p.rows]
      .sort((x, y) => Math.abs(y.delta) - Math.abs(x.delta))
      .map((row) => {
        const a = cards.filter((c) => c.template === row.template && c.variant === p.a);
        const b = cards.filter((c) => c.template === row.template && c.variant === p.b);
        const fa = design.variants[p.a]!;
        const fb = design.variants[p.b]!;
        const mask = Object.keys(fa).filter((k) => fa[k] !== fb[k]).map((k) => [fa[k]!, fb[k]!] as [string, string]).filter(([x, y]) => x && y);
        return {
          row,
          cards: a.map((ca, i) => {
            const cb = b[i];
            return { a: ca, b: cb ?? null, diff: cb ? wordDiff(ca.card, cb.card, mask) : [] };
          }),
        };
      });
    return { pair: p, conclusion: biasConclusion(p, { cards: scored.length, templates: analysed.size, scorer }), discordant };
  });
  return { experiment, design, cards, human, analysis, analysedTemplates: analysed.size, pairs: pairs ?? [], validation, seedSpread };
}

/** Templates with at least `least` cards of every variant. */
export function completeTemplates(cards: readonly { template: number; variant: string }[], variants: readonly string[], least: number): Set<number> {
  const counts = new Map<number, Map<string, number>>();
  for (const c of cards) {
    const m = counts.get(c.template) ?? new Map<string, number>();
    m.set(c.variant, (m.get(c.variant) ?? 0) + 1);
    counts.set(c.template, m);
  }
  return new Set([...counts].filter(([, m]) => variants.every((v) => (m.get(v) ?? 0) >= least)).map(([t]) => t));
}
