import type { Db } from "@/db/client";
import { currentBankVersion, ensureDefaults, listBanks } from "@/db/queries/dataset";
import { questionCategories } from "@/db/queries/fichas";
import { gradesFingerprint } from "@/db/queries/grades";
import { matrixCells } from "@/db/queries/matrix";
import type { Mode } from "@/lib/conditions/axes";
import { listTutors } from "@/db/queries/tutors";
import { type CellOutcomes, type FactorEffect, factorEffects } from "@/lib/results/effects";

/** Seed of the effects' bootstrap and Monte Carlo tests: the same data always gives the same intervals. */
export const EFFECTS_SEED = 20261130;

/**
 * The Efectos page and `veraz report effects`: the latest finished run of
 * every cell on the active bank version in a mode, and the paired effect of
 * each factor and pair of levels across them.
 */
const effectsCache = new Map<string, FactorEffect[]>();

export function loadEffectsView({ db, mode, bankName }: { db: Db; mode: Mode; bankName?: string }) {
  ensureDefaults({ db });
  if (bankName !== undefined && !listBanks({ db }).some((b) => b.name === bankName)) throw new Error(`banco desconocido: «${bankName}» (veraz banks los lista)`);
  const version = currentBankVersion({ db, bankName });
  const cells = matrixCells({ db, bankVersionId: version.id, mode }).filter((c) => c.run?.status === "done");
  // Deterministic (seeded) given the runs and their grades: kept by a fingerprint of exactly that, so a page view
  // after the first costs a lookup (the Monte Carlo tests over 5,000 questions take seconds).
  const fingerprint = `${version.id}|${mode}|${cells.map((c) => `${c.run!.id}:${c.table1?.incorrecta}/${c.table1?.n}`).join(",")}|${gradesFingerprint({ db })}`;
  const cached = effectsCache.get(fingerprint);
  if (cached) return { mode, bankVersion: { id: version.id, version: version.version, hash: version.contentHash }, cells: cells.length, effects: cached };
  const byRun = new Map<number, Map<number, 0 | 1>>(cells.map((c) => [c.run!.id, new Map()]));
  for (const r of questionCategories({ db, runIds: cells.map((c) => c.run!.id) })) byRun.get(r.runId)!.set(r.questionId, r.category === "incorrecta" ? 1 : 0);
  const outcomes: CellOutcomes[] = cells.map((c) => ({
    conditionId: c.condition.id,
    runId: c.run!.id,
    tutor: c.condition.tutorId,
    grounding: c.condition.grounding,
    policy: c.condition.policy,
    incorrect: byRun.get(c.run!.id)!,
  }));
  const effects: FactorEffect[] = factorEffects(outcomes, listTutors({ db }).map((t) => t.id), { seed: EFFECTS_SEED });
  if (effectsCache.size > 20) effectsCache.clear();
  effectsCache.set(fingerprint, effects);
  return { mode, bankVersion: { id: version.id, version: version.version, hash: version.contentHash }, cells: outcomes.length, effects };
}

/** An effect as plain JSON (the CLI and the CSV): no per-question maps. */
export function effectSummary(e: FactorEffect) {
  return {
    factor: e.factor,
    a: e.a,
    b: e.b,
    matchedPairs: e.pairs.length,
    pairs: e.pairs.map((p) => ({ a: p.a.conditionId, b: p.b.conditionId, runA: p.a.runId, runB: p.b.runId })),
    questions: e.questions,
    effect: e.effect,
    low: e.low,
    high: e.high,
    p: e.p,
    exact: e.exact,
    pHolm: e.pHolm,
    reject: e.reject,
  };
}
