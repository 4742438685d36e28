import type { Db } from "@/db/client";
import { bankContent } from "@/db/queries/dataset";
import { iterateFichas } from "@/db/queries/fichas";
import { finishJob } from "@/db/queries/jobs";
import { getRun } from "@/db/queries/runs";
import { saveVerifications } from "@/db/queries/verifications";
import type { Job } from "@/db/schema";
import { judgesFor, retryBudgetFor } from "./executeRun";
import { verifyMany } from "@/lib/verifier/verify";
import { verifyJobPayload } from "./payloads";

/**
 * A verifier pass ("verify" job): the three layers with the chosen judge over
 * every ficha of a run, in pages (batched for the local detector), stored
 * beside any other judge's verdicts. Idempotent: a verdict is replaced, never
 * duplicated.
 */
export async function executeVerifyJob({ db, job, owner, signal }: { db: Db; job: Job; owner: string; signal?: AbortSignal }): Promise<string> {
  try {
    const { runId, judge, claimMode } = verifyJobPayload.parse(JSON.parse(job.payload));
    const run = getRun({ db, id: runId });
    const { notes } = bankContent({ db, bankVersionId: run.bankVersionId });
    const noteTexts = new Map(notes.map((n) => [n.noteId, n.texto]));
    const j = judgesFor(db, judge, retryBudgetFor(run)).run;
    for (const page of iterateFichas({ db, runIds: [runId], pageSize: 1000 })) {
      const verdicts = await verifyMany(page.map((r) => ({ texto: r.ficha.answerText, citedNoteId: r.ficha.citedNoteId })), noteTexts, j, { claimMode, signal });
      saveVerifications({ db, items: page.flatMap((r, i) => (verdicts[i] ? [{ fichaId: r.ficha.id, judge: j.id, claimMode, v: verdicts[i]! }] : [])) });
    }
    finishJob({ db, jobId: job.id, owner, status: "done" });
    return "done";
  } catch (e) {
    finishJob({ db, jobId: job.id, owner, status: "failed", error: (e as Error).message });
    return "failed";
  }
}
