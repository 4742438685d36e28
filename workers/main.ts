/**
 * The veraz worker: a separate Node process that claims jobs from the SQLite
 * queue with a lease, executes them item by item and writes fichas as they
 * complete. SIGTERM/SIGINT: the current item finishes, the job returns to the
 * queue, the process exits 0. A SIGKILLed worker's job is taken again by the
 * next worker once its lease expires, resuming from the first missing ficha.
 */
import os from "node:os";
import { closeDb, getDb } from "@/db/client";
import { ensureDefaults } from "@/db/queries/dataset";
import { claimJob } from "@/db/queries/jobs";
import { executeBiasJob } from "@/lib/jobs/executeBias";
import { executeRunJob } from "@/lib/jobs/executeRun";
import { executeVerifyJob } from "@/lib/jobs/executeVerify";
import { executeGradeJob } from "@/lib/jobs/executeGrade";

const leaseMs = Number(process.env.VERAZ_LEASE_MS ?? 30_000);
const pollMs = Number(process.env.VERAZ_POLL_MS ?? 250);
const itemDelayMs = Number(process.env.VERAZ_ITEM_DELAY_MS ?? 0);
const owner = `${os.hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
const stop = new AbortController();

function log(message: string): void {
  process.stdout.write(`[worker ${process.pid}] ${message}\n`);
}

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (!stop.signal.aborted) log(`${signal}: finishing the current item, then stopping`);
    stop.abort();
  });
}

async function main(): Promise<void> {
  const db = getDb();
  ensureDefaults({ db });
  log(`ready (lease ${leaseMs} ms)`);
  while (!stop.signal.aborted) {
    const job = claimJob({ db, owner, leaseMs });
    if (!job) {
      await new Promise((r) => setTimeout(r, pollMs));
      continue;
    }
    log(`claimed job ${job.id} (${job.type}, attempt ${job.attempts})`);
    const outcome =
      job.type === "bias"
        ? await executeBiasJob({ db, job, owner, signal: stop.signal, leaseMs })
        : job.type === "verify"
          ? await executeVerifyJob({ db, job, owner, signal: stop.signal, leaseMs })
          : job.type === "grade"
            ? await executeGradeJob({ db, job, owner, signal: stop.signal, leaseMs })
            : await executeRunJob({ db, job, owner, leaseMs, signal: stop.signal, itemDelayMs });
    log(`job ${job.id}: ${outcome}`);
  }
  closeDb();
  log("stopped");
}

main().catch((e) => {
  process.stderr.write(`[worker] fatal: ${(e as Error).stack ?? e}\n`);
  process.exit(1);
});
