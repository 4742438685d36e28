import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { type Job, jobs, runs } from "../schema";

/**
 * Claims one job with a single compare-and-swap UPDATE … RETURNING: a queued
 * job, or a running one whose lease expired (its worker died). Two workers
 * can never both win: SQLite serialises the statement and the WHERE is
 * re-checked on the row it updates. A cheap SELECT first avoids taking the
 * write lock when there is nothing to do. Jobs that used up their attempts
 * are marked failed instead of being claimed.
 */
export function claimJob({
  db,
  owner,
  leaseMs,
  jobId,
  now = Date.now(),
}: {
  db: Db;
  owner: string;
  leaseMs: number;
  jobId?: number;
  now?: number;
}): Job | null {
  const claimable = sql`((${jobs.status} = 'queued' AND (${jobs.notBefore} IS NULL OR ${jobs.notBefore} <= ${now})) OR (${jobs.status} = 'running' AND ${jobs.leaseExpiresAt} < ${now}))`;
  const only = jobId === undefined ? sql`1 = 1` : sql`${jobs.id} = ${jobId}`;
  // A lost race (another worker won the candidate) is not "queue empty": try the next one.
  for (;;) {
    const candidate = db
      .select({ id: jobs.id, attempts: jobs.attempts, max: jobs.maxAttempts })
      .from(jobs)
      .where(sql`${claimable} AND ${only}`)
      .orderBy(jobs.id)
      .limit(1)
      .get();
    if (!candidate) return null;
    if (candidate.attempts >= candidate.max) {
      db.update(jobs)
        .set({ status: "failed", error: `sin intentos: ${candidate.attempts} de ${candidate.max}`, updatedAt: now })
        .where(sql`${jobs.id} = ${candidate.id} AND ${claimable}`)
        .run();
      continue;
    }
    const row = db
      .update(jobs)
      .set({
        status: "running",
        leaseOwner: owner,
        leaseExpiresAt: now + leaseMs,
        attempts: sql`${jobs.attempts} + 1`,
        updatedAt: now,
      })
      .where(sql`${jobs.id} = ${candidate.id} AND ${claimable} AND ${jobs.attempts} < ${jobs.maxAttempts}`)
      .returning()
      .get();
    if (row) return row;
  }
}

/** Extends the lease while the owner still holds it; false when it was lost. */
export function renewLease({ db, jobId, owner, leaseMs, now = Date.now() }: { db: Db; jobId: number; owner: string; leaseMs: number; now?: number }): boolean {
  const r = db
    .update(jobs)
    .set({ leaseExpiresAt: now + leaseMs, updatedAt: now })
    .where(and(eq(jobs.id, jobId), eq(jobs.leaseOwner, owner), eq(jobs.status, "running")))
    .run();
  return r.changes === 1;
}

/** Ends a job held by `owner` with a final status. */
export function finishJob({
  db,
  jobId,
  owner,
  status,
  error = null,
}: {
  db: Db;
  jobId: number;
  owner: string;
  status: "done" | "failed" | "cancelled";
  error?: string | null;
}): boolean {
  const r = db
    .update(jobs)
    .set({ status, error, leaseOwner: null, leaseExpiresAt: null, updatedAt: Date.now() })
    .where(and(eq(jobs.id, jobId), eq(jobs.leaseOwner, owner), eq(jobs.status, "running")))
    .run();
  return r.changes === 1;
}

/** Gives a job back to the queue (clean shutdown mid-job): not an attempt used up. */
export function releaseJob({ db, jobId, owner }: { db: Db; jobId: number; owner: string }): boolean {
  const r = db
    .update(jobs)
    .set({ status: "queued", leaseOwner: null, leaseExpiresAt: null, attempts: sql`max(${jobs.attempts} - 1, 0)`, updatedAt: Date.now() })
    .where(and(eq(jobs.id, jobId), eq(jobs.leaseOwner, owner), eq(jobs.status, "running")))
    .run();
  return r.changes === 1;
}

/**
 * Puts a job back in the queue until `until` (a message batch still
 * processing): the worker is free for other jobs meanwhile, and waiting is
 * not an attempt used up.
 */
export function deferJob({ db, jobId, owner, until }: { db: Db; jobId: number; owner: string; until: number }): boolean {
  const r = db
    .update(jobs)
    .set({ status: "queued", leaseOwner: null, leaseExpiresAt: null, notBefore: until, attempts: sql`max(${jobs.attempts} - 1, 0)`, updatedAt: Date.now() })
    .where(and(eq(jobs.id, jobId), eq(jobs.leaseOwner, owner), eq(jobs.status, "running")))
    .run();
  return r.changes === 1;
}

/** Cancels the jobs of a run that are not finished. */
export function cancelJobsOfRun({ db, runId }: { db: Db; runId: number }): number {
  return db
    .update(jobs)
    .set({ status: "cancelled", updatedAt: Date.now() })
    .where(sql`${jobs.runId} = ${runId} AND ${jobs.status} IN ('queued', 'running')`)
    .run().changes;
}

export function getJob({ db, id }: { db: Db; id: number }): Job | undefined {
  return db.select().from(jobs).where(eq(jobs.id, id)).get();
}

/** Whether any job is waiting or running (the CLI decides whether to work itself). */
export function countOpenJobs({ db }: { db: Db }): number {
  return db.select({ n: sql<number>`count(*)` }).from(jobs).where(sql`${jobs.status} IN ('queued', 'running')`).get()!.n;
}

/** Jobs of a type still queued (possibly waiting for a message batch) or running. */
export function openJobsOfType({ db, type }: { db: Db; type: string }): Job[] {
  return db.select().from(jobs).where(sql`${jobs.type} = ${type} AND ${jobs.status} IN ('queued', 'running')`).orderBy(jobs.id).all();
}

/**
 * A worker process died (its supervisor saw it exit): its running jobs go
 * back to the queue at once — no waiting for their leases to expire — and
 * their runs say so ("worker-lost") for a few seconds. Worker owner ids carry
 * the process id ("host:pid:nonce"). Returns the jobs released.
 */
export function releaseJobsOfDeadWorker({ db, pid, now = Date.now() }: { db: Db; pid: number; now?: number }): number {
  return db.transaction(
    (tx) => {
      const t = tx as unknown as Db;
      const held = t
        .select({ id: jobs.id, runId: jobs.runId })
        .from(jobs)
        .where(and(eq(jobs.status, "running"), sql`${jobs.leaseOwner} LIKE ${`%:${pid}:%`}`))
        .all();
      for (const j of held) {
        t.update(jobs).set({ status: "queued", leaseOwner: null, leaseExpiresAt: null, updatedAt: now }).where(eq(jobs.id, j.id)).run();
        if (j.runId !== null) t.update(runs).set({ notice: "worker-lost", noticeAt: now }).where(eq(runs.id, j.runId)).run();
      }
      return held.length;
    },
    { behavior: "immediate" },
  );
}
