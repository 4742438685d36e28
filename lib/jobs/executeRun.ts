import type { Db } from "@/db/client";
import { bankContent } from "@/db/queries/dataset";
import { answeredQuestionIds, insertFicha } from "@/db/queries/fichas";
import { finishJob, releaseJob, renewLease } from "@/db/queries/jobs";
import { getCondition } from "@/db/queries/matrix";
import { finishRun, getRun, markRunRunning } from "@/db/queries/runs";
import type { Job, Note, Run } from "@/db/schema";
import type { TutorId } from "@/lib/conditions/axes";
import { NoteRetriever } from "@/lib/retrieval/tfidf";
import type { SeedPreset } from "@/lib/simulation/presets";
import { simulationProfileSchema } from "@/lib/simulation/profile";
import { SimulatedTutor } from "@/lib/simulation/simulate";
import { ExtractiveTutor } from "@/lib/tutors/extractive";
import { createTutor } from "@/lib/tutors/registry";
import type { Tutor } from "@/lib/tutors/types";
import { type RunContext, answerQuestion } from "./answerQuestion";
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

/** The tutor that answers a run: the simulator in simulated mode, else the real implementation. */
function tutorForRun(run: Run, tutorId: TutorId, notes: readonly Note[]): Tutor {
  if (run.mode === "simulated") {
    const profile = simulationProfileSchema.parse(JSON.parse(run.profile ?? "null"));
    return new SimulatedTutor({ profile, preset: run.preset as SeedPreset | null, allNotes: notes });
  }
  if (tutorId === "extractive") return new ExtractiveTutor(notes);
  return createTutor(tutorId);
}

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
    const { notes, questions } = bankContent({ db, bankVersionId: run.bankVersionId });
    const ctx: RunContext = {
      run,
      grounding: condition.grounding,
      policy: condition.policy,
      notes,
      noteIds: new Set(notes.map((n) => n.noteId)),
      noteTexts: new Map(notes.map((n) => [n.noteId, n.texto])),
      retriever: new NoteRetriever(notes),
      tutor: tutorForRun(run, condition.tutorId as TutorId, notes),
    };
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
      insertFicha({ db, ...(await answerQuestion(ctx, q, o.signal)) });
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
