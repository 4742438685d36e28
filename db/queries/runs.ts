import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Mode } from "@/lib/conditions/axes";
import { bankHash } from "@/lib/dataset/hash";
import { seedBankContent } from "@/lib/dataset/seed";
import { type SeedPreset, presetForSeedName } from "@/lib/simulation/presets";
import type { Db } from "../client";
import { type Run, conditions, jobs, questions, runs, tutors } from "../schema";
import { currentBankVersion, freezeBankVersion, getBankVersion } from "./dataset";
import { getProfile } from "./simulation";
import { ConflictError, NotFoundError } from "./errors";
import { isBudgetStop } from "./budget";
import { countOpenBatches, getBatchSettings } from "./batches";

export interface EnqueueResult {
  readonly run: Run;
  /** False when an equivalent run was already queued or running (nothing new started). */
  readonly created: boolean;
  readonly jobId: number | null;
}

/**
 * Enqueues a run of one condition on a frozen bank version (the current one
 * by default), in one IMMEDIATE transaction:
 * - a queued or running run of the same condition, bank and mode is returned
 *   as is (asking twice never starts a second run);
 * - an explicit repetition that exists and is done is returned as is; one
 *   that failed or was cancelled is resumed from its first missing ficha;
 * - without a repetition, the latest run stopped by the monthly budget is
 *   resumed the same way;
 * - otherwise the next repetition is created with its job.
 * The bank version is frozen first: its hash can no longer change.
 * Simulated runs freeze their profile on the run; on the seed's own bank, the
 * first repetition of a seed cell replays the seed (its preset) unless
 * `preset` says otherwise (null: use the profile).
 */
export function enqueueRun({
  db,
  conditionId,
  mode,
  repetition,
  seed,
  bankVersionId,
  preset,
  judge,
  engine = "auto",
  seenRunId,
}: {
  db: Db;
  conditionId: string;
  mode: Mode;
  /**
   * How a real Claude run sends its calls: "batch" (Message Batches API),
   * "sync" (one by one) or "auto" (batches above the threshold in Ajustes).
   */
  engine?: "auto" | "sync" | "batch";
  repetition?: number;
  seed?: number;
  bankVersionId?: number;
  preset?: SeedPreset | null;
  /** Verifier judge under "abstain + verify" (default the local detector). */
  judge?: string;
  /**
   * The latest run of the condition the asking page showed (0: none). A run of
   * this condition started after it answers the request: a form submitted twice
   * starts one run however fast the first one finishes.
   */
  seenRunId?: number;
}): EnqueueResult {
  return db.transaction(
    (tx) => {
      const t = tx as unknown as Db;
      const condition = t.select().from(conditions).where(eq(conditions.id, conditionId)).get();
      if (!condition) throw new NotFoundError(`condición desconocida: ${conditionId}`);
      const version = bankVersionId === undefined ? currentBankVersion({ db: t }) : getBankVersion({ db: t, id: bankVersionId });
      freezeBankVersion({ db: t, id: version.id });
      const same = and(eq(runs.conditionId, conditionId), eq(runs.bankVersionId, version.id), eq(runs.mode, mode));
      const active = t
        .select()
        .from(runs)
        .where(and(same, inArray(runs.status, ["queued", "running"])))
        .orderBy(desc(runs.id))
        .get();
      if (active && (repetition === undefined || active.repetition === repetition)) {
        return { run: active, created: false, jobId: null };
      }
      if (repetition === undefined && seenRunId !== undefined) {
        const newer = t.select().from(runs).where(and(same, gt(runs.id, seenRunId))).orderBy(desc(runs.id)).get();
        if (newer) return { run: newer, created: false, jobId: null };
      }
      // A run the monthly budget stopped is resumed (from its first missing ficha) rather than started again.
      if (repetition === undefined) {
        const latest = t.select().from(runs).where(same).orderBy(desc(runs.repetition)).get();
        if (latest?.status === "failed" && isBudgetStop(latest.error)) repetition = latest.repetition;
      }
      if (repetition !== undefined) {
        const existing = t.select().from(runs).where(and(same, eq(runs.repetition, repetition))).get();
        if (existing?.status === "done") return { run: existing, created: false, jobId: null };
        if (existing) {
          const resumed = t.update(runs).set({ status: "queued", error: null, finishedAt: null }).where(eq(runs.id, existing.id)).returning().get();
          return { run: resumed, created: true, jobId: addRunJob(t, resumed.id) };
        }
      }
      const last = t.select({ r: sql<number | null>`max(${runs.repetition})` }).from(runs).where(same).get();
      const rep = repetition ?? (last?.r ?? 0) + 1;
      const total = t.select({ n: sql<number>`count(*)` }).from(questions).where(eq(questions.bankVersionId, version.id)).get()!.n;
      if (total === 0) throw new ConflictError("el banco no tiene preguntas");
      let runPreset: SeedPreset | null = null;
      let profile: string | null = null;
      if (mode === "simulated") {
        const onSeedBank = version.contentHash === bankHash(seedBankContent());
        runPreset = preset !== undefined ? preset : onSeedBank && rep === 1 && seed === undefined ? presetForSeedName(condition.seedName) : null;
        if (runPreset && !onSeedBank) throw new ConflictError("un preset de la semilla solo se reproduce sobre el banco de la semilla");
        profile = JSON.stringify(getProfile({ db: t, conditionId }));
      } else if (preset) {
        throw new ConflictError("los presets de la semilla solo existen en modo simulado");
      }
      const batchable = mode === "real" && t.select({ kind: tutors.kind }).from(tutors).where(eq(tutors.id, condition.tutorId)).get()?.kind === "anthropic";
      if (engine === "batch" && !batchable) throw new ConflictError("solo las ejecuciones reales de Claude pueden ir por lotes");
      const runEngine = !batchable ? "sync" : engine === "auto" ? (total > getBatchSettings({ db: t }).threshold ? "batch" : "sync") : engine;
      const run = t
        .insert(runs)
        .values({ conditionId, bankVersionId: version.id, mode, repetition: rep, seed: seed ?? rep, status: "queued", total, preset: runPreset, profile, judge: judge ?? "detector-local", engine: runEngine })
        .returning()
        .get();
      return { run, created: true, jobId: addRunJob(t, run.id) };
    },
    { behavior: "immediate" },
  );
}

function addRunJob(db: Db, runId: number): number {
  const n = db.select({ n: sql<number>`count(*)` }).from(jobs).where(eq(jobs.runId, runId)).get()!.n;
  return db
    .insert(jobs)
    .values({ type: "run", payload: JSON.stringify({ runId }), idempotencyKey: `run:${runId}:${n + 1}`, status: "queued", runId })
    .returning({ id: jobs.id })
    .get().id;
}

export function getRun({ db, id }: { db: Db; id: number }): Run {
  const r = db.select().from(runs).where(eq(runs.id, id)).get();
  if (!r) throw new NotFoundError(`ejecución desconocida: ${id}`);
  return r;
}

/** Marks a run cancelled (if not finished) and cancels its open jobs. */
export function cancelRun({ db, runId }: { db: Db; runId: number }): Run {
  return db.transaction(
    (tx) => {
      const t = tx as unknown as Db;
      const run = getRun({ db: t, id: runId });
      if (run.status === "queued" || run.status === "running") {
        t.update(runs).set({ status: "cancelled", finishedAt: Date.now() }).where(eq(runs.id, runId)).run();
        if (run.engine === "batch" && countOpenBatches({ db: t, runId }) > 0) {
          // Its batches are still processing at Anthropic: the job stays, due now, to cancel them and store what was paid.
          t.update(jobs).set({ notBefore: null, updatedAt: Date.now() }).where(sql`${jobs.runId} = ${runId} AND ${jobs.status} = 'queued'`).run();
        } else {
          t.update(jobs).set({ status: "cancelled", updatedAt: Date.now() }).where(sql`${jobs.runId} = ${runId} AND ${jobs.status} IN ('queued', 'running')`).run();
        }
      }
      return getRun({ db: t, id: runId });
    },
    { behavior: "immediate" },
  );
}

/** Moves a run to running (first claim) unless it was cancelled meanwhile. */
export function markRunRunning({ db, runId }: { db: Db; runId: number }): boolean {
  return (
    db
      .update(runs)
      .set({ status: "running", startedAt: sql`coalesce(${runs.startedAt}, ${Date.now()})` })
      .where(and(eq(runs.id, runId), inArray(runs.status, ["queued", "running"])))
      .run().changes === 1
  );
}

export function finishRun({ db, runId, status, error = null }: { db: Db; runId: number; status: "done" | "failed"; error?: string | null }): void {
  db.update(runs)
    .set({ status, error, finishedAt: Date.now() })
    .where(and(eq(runs.id, runId), inArray(runs.status, ["queued", "running"])))
    .run();
}

export function listRuns({ db, conditionId, bankVersionId }: { db: Db; conditionId: string; bankVersionId: number }): Run[] {
  return db
    .select()
    .from(runs)
    .where(and(eq(runs.conditionId, conditionId), eq(runs.bankVersionId, bankVersionId)))
    .orderBy(desc(runs.id))
    .all();
}

export function countRuns({ db }: { db: Db }): number {
  return db.select({ n: sql<number>`count(*)` }).from(runs).get()!.n;
}

/**
 * Enqueues every given condition in one go ("run the whole matrix"): each as
 * enqueueRun would, so conditions already running are not started twice.
 */
export function enqueueMany({
  db,
  conditionIds,
  mode,
  engine = "auto",
}: {
  db: Db;
  conditionIds: readonly string[];
  mode: Mode;
  engine?: "auto" | "sync" | "batch";
}): EnqueueResult[] {
  // Only Claude tutors (built-in or the user's) send batches; the others run their cells directly.
  const claude = new Set(db.select({ id: tutors.id }).from(tutors).where(eq(tutors.kind, "anthropic")).all().map((t) => t.id));
  return conditionIds.map((conditionId) => enqueueRun({ db, conditionId, mode, engine: engine === "batch" && !claude.has(conditionId.split("|")[0]!) ? "auto" : engine }));
}

/** Runs by status (benchmarks and health checks). */
export function countRunsByStatus({ db, statuses }: { db: Db; statuses: readonly Run["status"][] }): number {
  return db.select({ n: sql<number>`count(*)` }).from(runs).where(inArray(runs.status, [...statuses])).get()!.n;
}

/** Runs of a bank version in a mode (optionally one condition's), oldest first. */
export function runsOfVersion({ db, bankVersionId, mode, conditionId }: { db: Db; bankVersionId: number; mode: Mode; conditionId?: string }): Run[] {
  return db
    .select()
    .from(runs)
    .where(and(eq(runs.bankVersionId, bankVersionId), eq(runs.mode, mode), conditionId ? eq(runs.conditionId, conditionId) : undefined))
    .orderBy(asc(runs.id))
    .all();
}

/** Ids of the finished runs of a bank version (every mode): what a grading pass covers. */
export function finishedRunIds({ db, bankVersionId }: { db: Db; bankVersionId: number }): number[] {
  return db
    .select({ id: runs.id })
    .from(runs)
    .where(and(eq(runs.bankVersionId, bankVersionId), eq(runs.status, "done")))
    .orderBy(runs.id)
    .all()
    .map((r) => r.id);
}
