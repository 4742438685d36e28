import os from "node:os";
import type { Db } from "@/db/client";
import { claimJob, getJob } from "@/db/queries/jobs";
import { getRun } from "@/db/queries/runs";
import type { Run } from "@/db/schema";
import { executeRunJob } from "./executeRun";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Drives one run to its end from this process: works its job when no worker
 * holds it, otherwise waits for the worker that does. Used by the CLI
 * (`veraz run --wait` needs no worker running) and by tests.
 */
export async function completeRun({ db, runId, jobId }: { db: Db; runId: number; jobId: number | null }): Promise<Run> {
  const owner = `inprocess:${os.hostname()}:${process.pid}`;
  for (;;) {
    const current = getRun({ db, id: runId });
    if (["done", "failed", "cancelled"].includes(current.status)) return current;
    const job = jobId === null ? null : claimJob({ db, owner, leaseMs: 30_000, jobId });
    if (job) await executeRunJob({ db, job, owner, leaseMs: 30_000 });
    else if (jobId !== null && getJob({ db, id: jobId })?.status === "failed") return getRun({ db, id: runId });
    else await sleep(200);
  }
}
