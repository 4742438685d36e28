import { z } from "zod";
import type { Db } from "@/db/client";
import { enqueueGrading } from "@/db/queries/grades";
import { getRun } from "@/db/queries/runs";
import { executeGradeJob } from "@/lib/jobs/executeGrade";
import { completeJob } from "@/lib/jobs/inProcess";
import { OFFLINE_GRADER_ID } from "@/lib/grading/autoGrader";
import { graderComparison } from "@/lib/views/grading";

export const gradeFlags = z.object({
  runs: z
    .string({ error: "--runs: los ids de las ejecuciones, separados por comas (--runs 1,2)" })
    .transform((s) => s.split(",").map((x) => Number(x.trim())))
    .pipe(z.array(z.number().int().positive({ error: "--runs: ids enteros positivos" })).min(1)),
  grader: z
    .string()
    .default("auto")
    .refine((g) => g === "auto" || g.startsWith("nli:") || g.startsWith("claude-"), { error: "--grader: auto, claude-<modelo> (p. ej. claude-haiku-5-5) o nli:<id del modelo>" }),
  engine: z.enum(["auto", "batch", "sync"], { error: "--engine: auto, batch o sync" }).default("auto"),
  json: z.boolean().default(false),
});
export type GradeFlags = z.infer<typeof gradeFlags>;

/**
 * `veraz grade --runs 1,2 --grader auto|claude-haiku-5-5|nli:<model id>`:
 * a grading pass as a new grade source (a person's grade is never
 * overwritten), worked in this process when no worker has it; prints what was
 * graded, what failed (with why) and the grader's agreement with people and
 * with planted truth on those runs.
 */
export async function gradeCommand(db: Db, flags: GradeFlags): Promise<{ code: number; output: unknown }> {
  const versions = new Set(flags.runs.map((id) => getRun({ db, id }).bankVersionId));
  if (versions.size > 1) throw new Error("las ejecuciones son de versiones distintas del banco: califíquelas por separado");
  const jobId = enqueueGrading({ db, runIds: flags.runs, grader: flags.grader, engine: flags.engine });
  const end = await completeJob({ db, jobId, execute: (job, owner) => executeGradeJob({ db, job, owner }) });
  if (end.status !== "done") return { code: 2, output: { error: `la calificación no terminó (${end.status}): ${end.error ?? "sin motivo"}` } };
  const all = graderComparison({ db, bankVersionId: [...versions][0]!, runIds: flags.runs });
  const id = flags.grader === "auto" ? OFFLINE_GRADER_ID : flags.grader;
  const mine = all.find((g) => g.grader === id) ?? null;
  return { code: 0, output: { grader: id, runs: flags.runs, graded: mine?.graded ?? 0, failed: mine?.failures.count ?? 0, failures: mine?.failures.examples ?? [], vsPeople: mine?.vsPeople ?? null, vsPlanted: mine?.vsPlanted ?? null } };
}
