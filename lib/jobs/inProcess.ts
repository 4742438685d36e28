import os from "node:os";
import type { Db } from "@/db/client";
import { claimJob, getJob } from "@/db/queries/jobs";
import { getRun } from "@/db/queries/runs";
import type { Run } from "@/db/schema";
import { executeRunJob } from "./executeRun";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Drives one run to its end from this process: works its job when no worker
 * holds it (a deferred batch job when its next poll is due), otherwise waits
 * for the worker that does. Used by the CLI
 * (`veraz run --wait` needs no worker running) and by tests.
 */
export async function completeRun({ db, runId, jobId }: { db: Db; runId: number; jobId: number | null }): Promise<Run> {
  const owner = `inprocess:${os.hostname()}:${process.pid}`;
  for (;;) {
    const current = getRun({ db, id: runId });
    const open = jobId !== null && ["queued", "running"].includes(getJob({ db, id: jobId })?.status ?? "");
    // A cancelled batch run's job still cancels its batches and stores what was paid.
    if (["done", "failed", "cancelled"].includes(current.status) && !open) return current;
    const job = jobId === null ? null : claimJob({ db, owner, leaseMs: 30_000, jobId });
    if (job) await executeRunJob({ db, job, owner, leaseMs: 30_000 });
    else if (jobId !== null && getJob({ db, id: jobId })?.status === "failed") return getRun({ db, id: runId });
    else await sleep(50);
  }
}

/**
 * Drives any job (a grading pass, a verifier pass) to its end from this
 * process: works it when no worker holds it — again when a deferred batch is
 * due — otherwise waits for the worker that does. Returns the job's final status.
 */
export async function completeJob({ db, jobId, execute }: { db: Db; jobId: number; execute: (job: NonNullable<ReturnType<typeof claimJob>>, owner: string) => Promise<string> }): Promise<{ status: string; error: string | null }> {
  const owner = `inprocess:${os.hostname()}:${process.pid}`;
  for (;;) {
    const current = getJob({ db, id: jobId });
    if (!current) throw new Error(`trabajo desconocido: ${jobId}`);
    if (["done", "failed", "cancelled"].includes(current.status)) return { status: current.status, error: current.error };
    const job = claimJob({ db, owner, leaseMs: 30_000, jobId });
    if (job) await execute(job, owner);
    else await sleep(50);
  }
}
