import { and, eq, sql } from "drizzle-orm";
import type { Verification as Computed } from "@/lib/verifier/verify";
import type { Db } from "../client";
import { type Verification, fichas, jobs, questions, verifications } from "../schema";

export interface NewVerification {
  readonly judge: string;
  readonly claimMode: boolean;
  readonly v: Computed;
}

/** The stored row of a verdict. */
export function verificationRow(fichaId: number, { judge, claimMode, v }: NewVerification) {
  return { fichaId, judge, claimMode, layer1: v.layer1, layer2: v.layer2, final: v.final, probability: v.probability, fragment: v.fragment, motivo: v.motivo };
}

/** Stores (or replaces) the verdict of one judge and mode on a ficha. */
export function saveVerification({ db, fichaId, judge, claimMode, v }: { db: Db; fichaId: number } & NewVerification): void {
  const row = verificationRow(fichaId, { judge, claimMode, v });
  db.insert(verifications)
    .values(row)
    .onConflictDoUpdate({ target: [verifications.fichaId, verifications.judge, verifications.claimMode], set: { ...row, createdAt: Date.now() } })
    .run();
}

/** Stores many verdicts in one transaction (a verifier pass writes a page at a time). */
export function saveVerifications({ db, items }: { db: Db; items: readonly ({ fichaId: number } & NewVerification)[] }): void {
  db.transaction((tx) => {
    for (const it of items) saveVerification({ db: tx as unknown as Db, ...it });
  });
}

export function verificationsOfFicha({ db, fichaId }: { db: Db; fichaId: number }): Verification[] {
  return db.select().from(verifications).where(eq(verifications.fichaId, fichaId)).all();
}

/**
 * Verdicts of runs for one judge and mode, each with what the report needs of
 * its graded ficha (letter, answer) and question (type, key): fichas without a
 * verdict or a grade are not read at all.
 */
export function verdictsWithTruth({ db, runIds, judge, claimMode }: { db: Db; runIds: readonly number[]; judge: string; claimMode: boolean }) {
  if (runIds.length === 0) return [];
  return db
    .select({ verification: verifications, fichaId: fichas.id, runId: fichas.runId, letter: fichas.letter, answerText: fichas.answerText, tipo: questions.tipo, clave: questions.clave })
    .from(verifications)
    .innerJoin(fichas, eq(fichas.id, verifications.fichaId))
    .innerJoin(questions, eq(questions.id, fichas.questionId))
    .where(
      and(
        sql`${fichas.runId} IN (${sql.join(runIds.map((id) => sql`${id}`), sql`, `)})`,
        eq(verifications.judge, judge),
        eq(verifications.claimMode, claimMode),
        sql`${fichas.letter} IS NOT NULL`,
      ),
    )
    .all();
}

/** Judges and modes that have verdicts for some runs. */
export function judgesOfRuns({ db, runIds }: { db: Db; runIds: readonly number[] }) {
  if (runIds.length === 0) return [];
  return db
    .selectDistinct({ judge: verifications.judge, claimMode: verifications.claimMode })
    .from(verifications)
    .innerJoin(fichas, eq(fichas.id, verifications.fichaId))
    .where(sql`${fichas.runId} IN (${sql.join(runIds.map((id) => sql`${id}`), sql`, `)})`)
    .all();
}

/** Queues a verifier pass over a run with a judge and mode. */
export function enqueueVerification({
  db,
  runId,
  judge,
  claimMode,
  engine = "auto",
}: {
  db: Db;
  runId: number;
  judge: string;
  claimMode: boolean;
  /** Claude judges: batches above the threshold ("auto"), always ("batch") or never ("sync"). */
  engine?: "auto" | "batch" | "sync";
}): number {
  const n = db.select({ n: sql<number>`count(*)` }).from(jobs).where(sql`${jobs.type} = 'verify'`).get()!.n;
  return db
    .insert(jobs)
    .values({ type: "verify", payload: JSON.stringify({ runId, judge, claimMode, engine }), idempotencyKey: `verify:${runId}:${judge}:${claimMode}:${n + 1}`, status: "queued", runId })
    .returning({ id: jobs.id })
    .get().id;
}
