import { asc, eq, sql } from "drizzle-orm";
import type { Mode } from "@/lib/conditions/axes";
import { type Table1Row, table1Row } from "@/lib/results/table1";
import type { Db } from "../client";
import { type Condition, type Run, conditions, runs, tutors } from "../schema";
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
  const cs = db.select().from(conditions).orderBy(asc(conditions.position)).all();
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

export function getCondition({ db, id }: { db: Db; id: string }): Condition | undefined {
  return db.select().from(conditions).where(eq(conditions.id, id)).get();
}

export function listConditions({ db }: { db: Db }): Condition[] {
  return db.select().from(conditions).orderBy(asc(conditions.position)).all();
}

/** The configured model id of a tutor (null for tutors without a model). */
export function tutorModelId({ db, tutorId }: { db: Db; tutorId: string }): string | null {
  return db.select({ modelId: tutors.modelId }).from(tutors).where(eq(tutors.id, tutorId)).get()?.modelId ?? null;
}
