import type { Db } from "@/db/client";
import { bankContent } from "@/db/queries/dataset";
import { answeredQuestionIds, insertFicha } from "@/db/queries/fichas";
import { finishJob, releaseJob, renewLease } from "@/db/queries/jobs";
import { getCondition } from "@/db/queries/matrix";
import { finishRun, getRun, markRunRunning } from "@/db/queries/runs";
import type { Job } from "@/db/schema";
import type { TutorId } from "@/lib/conditions/axes";
import { categoryOf } from "@/lib/grading/categories";
import { gradeAgainstReference } from "@/lib/grading/referenceGrader";
import { createTutor } from "@/lib/tutors/registry";
import type { TutorInput } from "@/lib/tutors/types";
import { parseJobPayload } from "./payloads";

export interface ExecuteOptions {
  readonly db: Db;
  readonly job: Job;
  readonly owner: string;
  readonly leaseMs: number;
  /** Aborted on SIGTERM: the current item finishes, the job goes back to the queue. */
  readonly signal?: AbortSignal;
  /** Pause before each item (VERAZ_ITEM_DELAY_MS): lets people and tests watch progress. */
  readonly itemDelayMs?: number;
}

export type ExecuteOutcome = "done" | "failed" | "cancelled" | "released" | "lease-lost";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Executes a run job item by item. Questions that already have a ficha are
 * skipped (a resumed run never asks twice); each ficha is written as soon as
 * it is complete; the lease is renewed before every item and the run's status
 * re-read, so a cancel stops it between items.
 */
export async function executeRunJob(o: ExecuteOptions): Promise<ExecuteOutcome> {
  const { db, job, owner, leaseMs } = o;
  let runId: number;
  try {
    runId = parseJobPayload(job.type, job.payload).runId;
  } catch (e) {
    finishJob({ db, jobId: job.id, owner, status: "failed", error: `carga inválida: ${(e as Error).message}` });
    return "failed";
  }
  if (!markRunRunning({ db, runId })) {
    finishJob({ db, jobId: job.id, owner, status: "cancelled" });
    return "cancelled";
  }
  try {
    const run = getRun({ db, id: runId });
    const condition = getCondition({ db, id: run.conditionId });
    if (!condition) throw new Error(`condición desconocida: ${run.conditionId}`);
    const tutor = createTutor(condition.tutorId as TutorId, run.mode);
    const { notes, questions } = bankContent({ db, bankVersionId: run.bankVersionId });
    const done = answeredQuestionIds({ db, runId });
    for (const q of questions) {
      if (done.has(q.id)) continue;
      if (o.signal?.aborted) {
        releaseJob({ db, jobId: job.id, owner });
        return "released";
      }
      if (o.itemDelayMs) await sleep(o.itemDelayMs);
      if (!renewLease({ db, jobId: job.id, owner, leaseMs })) return "lease-lost";
      if (getRun({ db, id: runId }).status === "cancelled") {
        finishJob({ db, jobId: job.id, owner, status: "cancelled" });
        return "cancelled";
      }
      const input: TutorInput = {
        question: { clave: q.clave, pregunta: q.pregunta, referencia: q.referencia, noteId: q.noteId, tipo: q.tipo },
        notes: condition.grounding === "none" ? [] : notes.map((n) => ({ noteId: n.noteId, texto: n.texto, score: null })),
        grounding: condition.grounding,
        policy: condition.policy,
        mode: run.mode,
        seed: run.seed,
      };
      const result = await tutor.call(input, { signal: o.signal });
      const letter = result.output
        ? gradeAgainstReference(result.output.texto, q.referencia, q.tipo === "con respuesta")
        : null;
      insertFicha({
        db,
        ficha: {
          runId,
          questionId: q.id,
          position: q.position,
          retrieved: JSON.stringify(input.notes.map((n) => ({ noteId: n.noteId, score: n.score }))),
          answerText: result.output?.texto ?? null,
          citedNoteId: result.output?.id_nota ?? null,
          confidence: result.output?.confianza ?? null,
          stopReason: result.stopReason,
          rawOutput: result.rawOutput,
          outputError: result.error,
          tokensIn: result.usage?.inputTokens ?? null,
          tokensOut: result.usage?.outputTokens ?? null,
          costUsd: result.usage?.costUsd ?? null,
          latencyMs: Math.round(result.latencyMs),
          letter,
          gradeSource: letter ? "automática (referencia)" : null,
          category: letter ? categoryOf(q.tipo, letter) : null,
          simulated: run.mode === "simulated",
        },
      });
    }
    finishRun({ db, runId, status: "done" });
    finishJob({ db, jobId: job.id, owner, status: "done" });
    return "done";
  } catch (e) {
    const message = (e as Error).message;
    finishRun({ db, runId, status: "failed", error: message });
    finishJob({ db, jobId: job.id, owner, status: "failed", error: message });
    return "failed";
  }
}
