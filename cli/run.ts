import os from "node:os";
import { z } from "zod";
import type { Db } from "@/db/client";
import { categoryCounts } from "@/db/queries/fichas";
import { claimJob, getJob } from "@/db/queries/jobs";
import { enqueueRun, getRun } from "@/db/queries/runs";
import { conditionId, groundingSchema, modeSchema, policySchema, tutorIdSchema } from "@/lib/conditions/axes";
import { executeRunJob } from "@/lib/jobs/executeRun";
import { table1Row } from "@/lib/results/table1";
import { tutorAvailability } from "@/lib/tutors/registry";

const positiveInt = (name: string) =>
  z.coerce.number({ error: `${name} debe ser un número entero positivo` }).int(`${name} debe ser entero`).positive(`${name} debe ser positivo`);

export const runFlags = z.object({
  tutor: tutorIdSchema,
  grounding: groundingSchema,
  policy: policySchema,
  mode: modeSchema.default("real"),
  repetition: positiveInt("--repetition").optional(),
  seed: z.coerce.number().int().nonnegative().optional(),
  wait: z.boolean().default(false),
  json: z.boolean().default(false),
});
export type RunFlags = z.infer<typeof runFlags>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `veraz run`: enqueues a run. With --wait, works the job itself when no
 * worker has it (the CLI needs no web app or worker running), or waits for
 * the worker that does; then prints the run and its Table 1 row.
 */
export async function runCommand(db: Db, flags: RunFlags): Promise<{ code: number; output: unknown }> {
  const availability = tutorAvailability(flags.tutor, flags.mode);
  if (!availability.available) {
    throw new Error(`el tutor ${flags.tutor} no puede ejecutarse aquí (${flags.mode}): ${availability.reason.code}`);
  }
  const id = conditionId(flags.tutor, flags.grounding, flags.policy);
  const { run, jobId } = enqueueRun({ db, conditionId: id, mode: flags.mode, repetition: flags.repetition, seed: flags.seed });
  if (flags.wait) {
    const owner = `cli:${os.hostname()}:${process.pid}`;
    for (;;) {
      const current = getRun({ db, id: run.id });
      if (["done", "failed", "cancelled"].includes(current.status)) break;
      const job = jobId === null ? null : claimJob({ db, owner, leaseMs: 30_000, jobId });
      if (job) await executeRunJob({ db, job, owner, leaseMs: 30_000 });
      else if (jobId !== null && getJob({ db, id: jobId })?.status === "failed") break;
      else await sleep(200);
    }
  }
  const final = getRun({ db, id: run.id });
  const counts = categoryCounts({ db, runIds: [final.id] }).get(final.id)!;
  const output = {
    runId: final.id,
    conditionId: id,
    mode: final.mode,
    repetition: final.repetition,
    status: final.status,
    progress: { done: final.done, total: final.total },
    error: final.error,
    table1: table1Row(counts),
  };
  return { code: final.status === "failed" ? 1 : 0, output };
}
