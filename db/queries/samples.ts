import { and, asc, desc, eq, sql } from "drizzle-orm";
import { type Letter, type QuestionType, categoryOf } from "@/lib/grading/categories";
import { Random } from "@/lib/stats/random";
import type { Db } from "../client";
import { type GradingSample, fichas, grades, gradingSampleItems, gradingSamples, questions, runs } from "../schema";
import { NotFoundError } from "./errors";

/**
 * Draws a uniformly random sample of the answered fichas of some runs (one
 * bank version), seeded and stored in its order: a Fisher–Yates shuffle of
 * every answered ficha, of which the first `size` are kept. People grade it
 * in that order, so the graded prefix is a uniform sample too.
 */
export function createGradingSample({ db, runIds, seed, size }: { db: Db; runIds: readonly number[]; seed: number; size: number }): GradingSample {
  if (runIds.length === 0) throw new NotFoundError("la muestra necesita al menos una ejecución");
  const versions = new Set(runIds.map((id) => db.select({ v: runs.bankVersionId }).from(runs).where(eq(runs.id, id)).get()?.v));
  if (versions.has(undefined)) throw new NotFoundError("ejecución desconocida");
  if (versions.size > 1) throw new Error("las ejecuciones son de versiones distintas del banco");
  const ids = db
    .select({ id: fichas.id })
    .from(fichas)
    .where(sql`${fichas.runId} IN (${sql.join(runIds.map((id) => sql`${id}`), sql`, `)}) AND ${fichas.answerText} IS NOT NULL`)
    .orderBy(asc(fichas.id))
    .all()
    .map((r) => r.id);
  const rng = new Random(seed);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  const kept = ids.slice(0, Math.max(0, Math.min(size, ids.length)));
  return db.transaction(
    (tx) => {
      const sample = tx.insert(gradingSamples).values({ bankVersionId: [...versions][0]!, runIds: JSON.stringify([...runIds]), seed, size: kept.length }).returning().get();
      for (let k = 0; k < kept.length; k += 500) {
        tx.insert(gradingSampleItems).values(kept.slice(k, k + 500).map((fichaId, i) => ({ sampleId: sample.id, position: k + i, fichaId }))).run();
      }
      return sample;
    },
    { behavior: "immediate" },
  );
}

/** The latest sample of a bank version, or null. */
export function latestGradingSample({ db, bankVersionId }: { db: Db; bankVersionId: number }): GradingSample | null {
  return db.select().from(gradingSamples).where(eq(gradingSamples.bankVersionId, bankVersionId)).orderBy(desc(gradingSamples.id)).limit(1).get() ?? null;
}

// Qualified by hand: in a one-table select drizzle writes the column unqualified, which inside the subquery would mean g's own.
const personGraded = sql<number>`EXISTS (SELECT 1 FROM ${grades} g WHERE g.ficha_id = "grading_sample_items"."ficha_id" AND g.source = 'persona' AND g.undone = 0)`;

/** A sample's fichas in order, with whether a person has graded each. */
export function sampleItems({ db, sampleId }: { db: Db; sampleId: number }) {
  return db
    .select({ position: gradingSampleItems.position, fichaId: gradingSampleItems.fichaId, graded: personGraded })
    .from(gradingSampleItems)
    .where(eq(gradingSampleItems.sampleId, sampleId))
    .orderBy(asc(gradingSampleItems.position))
    .all();
}

/**
 * The sample's graded prefix: its fichas in order up to the first one no
 * person has graded. Only these enter the correction — a grade given out of
 * order (or outside the sample) would make the set no longer uniform.
 */
export function gradedPrefix({ db, sampleId }: { db: Db; sampleId: number }): number[] {
  const out: number[] = [];
  for (const it of sampleItems({ db, sampleId })) {
    if (!it.graded) break;
    out.push(it.fichaId);
  }
  return out;
}

/** One answered ficha of a run with the categories its latest automatic grade and its latest person grade give. */
export interface CorrectionRow {
  readonly fichaId: number;
  readonly auto: string | null;
  readonly person: string | null;
}

/** Per ficha of a run: the category by the latest automatic grade and by the latest person grade (null when missing). */
export function correctionRows({ db, runId }: { db: Db; runId: number }): CorrectionRow[] {
  const latest = (source: string) => sql<string | null>`(SELECT g.letter FROM ${grades} g WHERE g.ficha_id = ${fichas.id} AND g.source = ${source} AND g.undone = 0 ORDER BY g.id DESC LIMIT 1)`;
  return db
    .select({ fichaId: fichas.id, tipo: questions.tipo, withheld: fichas.withheld, auto: latest("automática"), person: latest("persona") })
    .from(fichas)
    .innerJoin(questions, eq(questions.id, fichas.questionId))
    .where(and(eq(fichas.runId, runId), sql`${fichas.answerText} IS NOT NULL`))
    .all()
    .map((r) => {
      const cat = (l: string | null) => (l === null ? null : categoryOf(r.tipo as QuestionType, r.withheld ? "N" : (l as Letter)));
      return { fichaId: r.fichaId, auto: cat(r.auto), person: cat(r.person) };
    });
}

/** The runs some fichas belong to. */
export function runsOfFichas({ db, fichaIds }: { db: Db; fichaIds: readonly number[] }): number[] {
  if (fichaIds.length === 0) return [];
  return db
    .selectDistinct({ runId: fichas.runId })
    .from(fichas)
    .where(sql`${fichas.id} IN (${sql.join(fichaIds.map((id) => sql`${id}`), sql`, `)})`)
    .all()
    .map((r) => r.runId);
}
