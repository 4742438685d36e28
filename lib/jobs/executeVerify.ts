import type { Db } from "@/db/client";
import { bankContent } from "@/db/queries/dataset";
import { iterateFichas } from "@/db/queries/fichas";
import { finishJob } from "@/db/queries/jobs";
import { ClaudeJudge } from "@/lib/verifier/judges";
import { judgeAsks } from "@/lib/verifier/verify";
import { type PrefetchCall, reserveAndPrefetch } from "./prefetchBatches";
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
export async function executeVerifyJob({ db, job, owner, signal, leaseMs = 30_000 }: { db: Db; job: Job; owner: string; signal?: AbortSignal; leaseMs?: number }): Promise<string> {
  try {
    const { runId, judge, claimMode, engine } = verifyJobPayload.parse(JSON.parse(job.payload));
    const run = getRun({ db, id: runId });
    const { notes, questions } = bankContent({ db, bankVersionId: run.bankVersionId });
    const noteTexts = new Map(notes.map((n) => [n.noteId, n.texto]));
    const questionText = new Map(questions.map((q) => [q.id, q.pregunta]));
    const items = (page: ReturnType<typeof iterateFichas> extends Iterable<infer P> ? P : never) =>
      page.map((r) => ({ texto: r.ficha.answerText, citedNoteId: r.ficha.citedNoteId, question: questionText.get(r.ficha.questionId) ?? null }));
    const j = judgesFor(db, judge, retryBudgetFor(run), job.id).run;
    if (j instanceof ClaudeJudge) {
      // Every judgement layer 2 will ask, sent first as message batches when chosen or above the threshold.
      const calls: PrefetchCall[] = [];
      for (const page of iterateFichas({ db, runIds: [runId], pageSize: 1000 })) {
        const { asks } = judgeAsks(items(page), noteTexts, claimMode);
        for (const a of asks) {
          const { key, params } = j.request(a.note, a.answer);
          calls.push({ cacheKey: key, model: j.id, params });
        }
      }
      const pass = await reserveAndPrefetch({ db, job, owner, leaseMs, signal, engine, ownerKey: `verify:${job.id}`, calls });
      if (pass !== "ready") return pass;
    }
    for (const page of iterateFichas({ db, runIds: [runId], pageSize: 1000 })) {
      const verdicts = await verifyMany(items(page), noteTexts, j, { claimMode, signal });
      saveVerifications({ db, items: page.flatMap((r, i) => (verdicts[i] ? [{ fichaId: r.ficha.id, judge: j.id, claimMode, v: verdicts[i]! }] : [])) });
    }
    finishJob({ db, jobId: job.id, owner, status: "done" });
    return "done";
  } catch (e) {
    finishJob({ db, jobId: job.id, owner, status: "failed", error: (e as Error).message });
    return "failed";
  }
}
