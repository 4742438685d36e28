import { asc, eq, sql } from "drizzle-orm";
import type { Mode } from "@/lib/conditions/axes";
import { type Table1Row, table1Row } from "@/lib/results/table1";
import type { Db } from "../client";
import { SEED_BANK_NAME } from "@/lib/dataset/seed";
import { type Condition, type Run, bankVersions, banks, conditions, runs, tutors } from "../schema";
import { type RunCost, categoryCounts, runCosts } from "./fichas";

export interface MatrixCell {
  readonly condition: Condition;
  /** The latest run of this condition on the bank version and mode, if any. */
  readonly run: Run | null;
  readonly repetitions: number;
  readonly table1: Table1Row | null;
  /** Cost and tokens of the latest run (model tutors). */
  readonly cost: RunCost | null;
}

/** One cell per condition with its latest run and Table 1 row, aggregated in SQL. */
export function matrixCells({ db, bankVersionId, mode }: { db: Db; bankVersionId: number; mode: Mode }): MatrixCell[] {
  const cs = conditionsForBank({ db, bankVersionId });
  const latest = db
    .select()
    .from(runs)
    .where(
      sql`${runs.id} IN (SELECT max(id) FROM runs WHERE bank_version_id = ${bankVersionId} AND mode = ${mode} GROUP BY condition_id)`,
    )
    .all();
  const reps = db
    .select({ conditionId: runs.conditionId, n: sql<number>`count(*)` })
    .from(runs)
    .where(sql`${runs.bankVersionId} = ${bankVersionId} AND ${runs.mode} = ${mode}`)
    .groupBy(runs.conditionId)
    .all();
  const byCondition = new Map(latest.map((r) => [r.conditionId, r]));
  const repsBy = new Map(reps.map((r) => [r.conditionId, r.n]));
  const counts = categoryCounts({ db, runIds: latest.map((r) => r.id) });
  const costs = runCosts({ db, runIds: latest.map((r) => r.id) });
  return cs.map((condition) => {
    const run = byCondition.get(condition.id) ?? null;
    const c = run ? counts.get(run.id) : undefined;
    return { condition, run, repetitions: repsBy.get(condition.id) ?? 0, table1: c ? table1Row(c) : null, cost: run ? (costs.get(run.id) ?? null) : null };
  });
}

export function getCondition({ db, id, bankVersionId }: { db: Db; id: string; bankVersionId?: number }): Condition | undefined {
  const c = db.select().from(conditions).where(eq(conditions.id, id)).get();
  return c && bankVersionId !== undefined && !isSeedBankVersion({ db, bankVersionId }) ? { ...c, seedName: null } : c;
}

/** Whether a bank version belongs to the seed's bank: only there do the seed's names ("Haiku 5.5 sin RAG") mean anything. */
export function isSeedBankVersion({ db, bankVersionId }: { db: Db; bankVersionId: number }): boolean {
  const r = db.select({ name: banks.name }).from(bankVersions).innerJoin(banks, eq(banks.id, bankVersions.bankId)).where(eq(bankVersions.id, bankVersionId)).get();
  return r?.name === SEED_BANK_NAME;
}

/** The conditions as a bank version shows them: the seed's names only on the seed's bank. */
export function conditionsForBank({ db, bankVersionId }: { db: Db; bankVersionId: number }): Condition[] {
  const cs = listConditions({ db });
  return isSeedBankVersion({ db, bankVersionId }) ? cs : cs.map((c) => ({ ...c, seedName: null }));
}

export function listConditions({ db }: { db: Db }): Condition[] {
  return db.select().from(conditions).orderBy(asc(conditions.position)).all();
}

/** The configured model id of a tutor (null for tutors without a model). */
export function tutorModelId({ db, tutorId }: { db: Db; tutorId: string }): string | null {
  return db.select({ modelId: tutors.modelId }).from(tutors).where(eq(tutors.id, tutorId)).get()?.modelId ?? null;
}
