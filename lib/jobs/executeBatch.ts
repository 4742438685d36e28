/**
 * The Message Batches engine of a run: the run's questions go to Anthropic as
 * message batches (half price, no rate-limit wall), processed asynchronously
 * on Anthropic's side. Each pass of the job does what is due and gives the
 * job back to the queue until the next poll, so the worker stays free:
 *
 * 1. recover: a batch marked "submitting" without an API id (the worker died
 *    between the create call and storing its answer) is looked up in the
 *    API's batch list and adopted, or sent again only if it never arrived;
 * 2. plan: questions without a ficha and not in an open batch are answered
 *    from the response cache when possible, otherwise grouped into batches
 *    within the API's limits (rows and requests written before sending);
 * 3. submit, poll (exponential backoff), download the results file as a
 *    stream, writing fichas exactly as the direct path does (same prompt,
 *    validation, grading, verifier) with usage and cost at the batch price;
 * 4. errored / expired requests are retried once (in a later batch, or
 *    directly, per Ajustes) within the run's retry budget; what still fails
 *    gets a ficha with the reason.
 * A cancelled run cancels its batches, then stores what was already paid.
 */
import type Anthropic from "@anthropic-ai/sdk";
import type { Db } from "@/db/client";
import {
  OPEN_BATCH_STATUSES,
  batchRequestsOf,
  createBatchRows,
  getBatchRequest,
  getBatchSettings,
  listBatchRows,
  runBatchRequests,
  setRequestStates,
  updateBatchRow,
} from "@/db/queries/batches";
import { answeredQuestionIds, insertFichas } from "@/db/queries/fichas";
import { deferJob, finishJob, releaseJob, renewLease } from "@/db/queries/jobs";
import { addRetries } from "@/db/queries/modelCalls";
import { finishRun, getRun } from "@/db/queries/runs";
import type { Job, MessageBatchRow, Question } from "@/db/schema";
import { type MessageLike, type ResponseCache, cachedMessage, callKey, messageParams } from "@/lib/tutors/anthropic";
import type { Price } from "@/lib/tutors/pricing";
import type { RetryBudget } from "@/lib/tutors/retry";
import type { Tutor } from "@/lib/tutors/types";
import { type FichaWrite, type RunContext, answerQuestion, questionPrompt } from "./answerQuestion";
import type { ExecuteOutcome } from "./outcome";
import { batchLimits, countsOf, nextDue, pollRow, recoverSubmission, splitBatches, submitRow } from "./batchLifecycle";
import { afterRunDone } from "./afterRun";
import { BatchResultTutor, STATE_TEXT, erroredText, failureTutor, resultLineSchema } from "./batchResults";

export interface BatchEngineOptions {
  readonly db: Db;
  readonly job: Job;
  readonly owner: string;
  readonly leaseMs: number;
  readonly signal?: AbortSignal;
  readonly ctx: RunContext;
  readonly questions: readonly Question[];
  readonly client: Anthropic;
  readonly model: string;
  readonly price: Price | undefined;
  readonly cache: ResponseCache;
  readonly cacheSalt: string;
  /** The tutor's max_tokens (default the seed's 1024). */
  readonly maxTokens?: number;
  readonly budget: RetryBudget;
  /** The direct tutor: answers from the cache, and retries when retries go direct. */
  readonly direct: Tutor;
}

/** How many times a request may come back errored or expired before its ficha records the failure. */
export const MAX_BATCH_TRIES = 2;

export async function executeBatchRun(o: BatchEngineOptions): Promise<ExecuteOutcome> {
  const { db, job, owner, leaseMs, ctx, client } = o;
  const runId = ctx.run.id;
  const limits = batchLimits();
  const settings = getBatchSettings({ db });
  const byId = new Map(o.questions.map((q) => [q.id, q]));
  const isCancelled = () => getRun({ db, id: runId }).status === "cancelled";

  let lastCheck = Date.now();
  /** Renews the lease at most every 300 ms; false when another worker took the job. */
  const keepLease = (): boolean => {
    if (Date.now() - lastCheck < 300) return true;
    lastCheck = Date.now();
    return renewLease({ db, jobId: job.id, owner, leaseMs });
  };
  const spendRetry = (): boolean => {
    if (o.budget.remaining <= 0) return false;
    o.budget.remaining--;
    addRetries({ db, runId, n: 1 });
    return true;
  };

  // 1. Recover submissions whose API id was never stored.
  for (const row of listBatchRows({ db, runId }).filter((r) => r.status === "submitting")) {
    await recoverSubmission(o, row);
  }

  const cancelled = isCancelled();
  if (cancelled) {
    // A cancelled run cancels every batch still processing; unsent ones are dropped.
    for (const row of listBatchRows({ db, runId })) {
      if (row.status === "preparing") updateBatchRow({ db, id: row.id, set: { status: "abandoned", error: "ejecución cancelada antes del envío" } });
      if (row.status === "in_progress" && row.apiId) {
        const b = await client.messages.batches.cancel(row.apiId);
        updateBatchRow({ db, id: row.id, set: { status: b.processing_status === "ended" ? "ended" : "canceling", counts: countsOf(b), nextPollAt: Date.now(), error: "cancelada por el usuario" } });
      }
    }
  } else {
    // 2. Plan what no batch covers yet.
    const answered = answeredQuestionIds({ db, runId });
    const rows = listBatchRows({ db, runId });
    const open = new Set(rows.filter((r) => (OPEN_BATCH_STATUSES as readonly string[]).includes(r.status)).map((r) => r.id));
    const userCancelled = new Set(rows.filter((r) => r.error === "cancelada por el usuario").map((r) => r.id));
    const covered = new Set<number>();
    const failures = new Map<number, { tries: number; last: { state: string; error: string | null; apiId: string | null } }>();
    const apiIdOf = new Map(rows.map((r) => [r.id, r.apiId]));
    for (const r of runBatchRequests({ db, runId })) {
      if (r.questionId === null) continue;
      if (open.has(r.batchRowId)) covered.add(r.questionId);
      else if (r.state === "errored" || r.state === "expired" || (r.state === "canceled" && !userCancelled.has(r.batchRowId))) {
        const f = failures.get(r.questionId) ?? { tries: 0, last: { state: r.state, error: r.error, apiId: null } };
        f.tries++;
        f.last = { state: r.state, error: r.error, apiId: apiIdOf.get(r.batchRowId) ?? null };
        failures.set(r.questionId, f);
      }
    }
    const toBatch: { questionId: number; cacheKey: string; bytes: number }[] = [];
    const direct: Question[] = [];
    const writes: FichaWrite[] = [];
    for (const q of o.questions) {
      if (answered.has(q.id) || covered.has(q.id)) continue;
      const { prompt } = questionPrompt(ctx, q);
      const cacheKey = callKey(o.model, prompt.system, prompt.user, o.cacheSalt, o.maxTokens);
      if (o.cache.get(cacheKey)) {
        // Already paid (another condition or an earlier run): never sent again.
        direct.push(q);
        continue;
      }
      const f = failures.get(q.id);
      if (f) {
        const why = `${STATE_TEXT[f.last.state] ?? f.last.state}${f.last.error ? ` (${f.last.error})` : ""}`;
        if (f.tries >= MAX_BATCH_TRIES) {
          writes.push(await answerQuestion(ctx, q, o.signal, failureTutor(o.model, `lote: ${why}; ${f.tries} intentos`, f.last.error, f.last.apiId)));
          continue;
        }
        if (!spendRetry()) {
          writes.push(await answerQuestion(ctx, q, o.signal, failureTutor(o.model, `lote: ${why}; sin reintento: presupuesto de reintentos agotado`, f.last.error, f.last.apiId)));
          continue;
        }
        if (settings.retryVia === "sync") {
          direct.push(q);
          continue;
        }
      }
      const bytes = Buffer.byteLength(JSON.stringify({ custom_id: "r0000000000-b0000000000-q0000000000", params: messageParams(o.model, prompt, o.maxTokens) }));
      toBatch.push({ questionId: q.id, cacheKey, bytes });
    }
    if (writes.length) insertFichas({ db, writes });
    // Cache hits and direct retries go through the direct tutor (the cache answers hits for free).
    for (const q of direct) {
      if (o.signal?.aborted) break;
      if (!keepLease()) return "lease-lost";
      let w: FichaWrite;
      try {
        w = await answerQuestion(ctx, q, o.signal, o.direct);
      } catch (e) {
        w = await answerQuestion(ctx, q, o.signal, failureTutor(o.model, `reintento directo fallido: ${(e as Error).message}`, null, null));
      }
      insertFichas({ db, writes: [w] });
    }
    if (toBatch.length) createBatchRows({ db, runId, chunks: splitBatches(toBatch, (r) => r.bytes, limits) });
  }

  // 3. Submit what is prepared (unless the run was cancelled meanwhile).
  for (const row of listBatchRows({ db, runId }).filter((r) => r.status === "preparing")) {
    if (o.signal?.aborted) break;
    if (isCancelled()) break;
    if (!keepLease()) return "lease-lost";
    await submit(o, row, limits);
  }

  // 4. Poll what is due; download what has ended.
  for (const row of listBatchRows({ db, runId })) {
    if (o.signal?.aborted) break;
    await pollRow(o, row, limits);
  }
  for (const row of listBatchRows({ db, runId }).filter((r) => r.status === "ended")) {
    if (o.signal?.aborted) break;
    const outcome = await download(o, row, keepLease, byId);
    if (outcome) return outcome;
  }

  if (o.signal?.aborted) {
    releaseJob({ db, jobId: job.id, owner });
    return "released";
  }
  // 5. Done, or wait for the next poll (or the retries just planned) without holding the worker.
  const rows = listBatchRows({ db, runId });
  const stillOpen = rows.filter((r) => (OPEN_BATCH_STATUSES as readonly string[]).includes(r.status));
  if (isCancelled()) {
    if (stillOpen.length === 0) {
      finishJob({ db, jobId: job.id, owner, status: "cancelled" });
      return "cancelled";
    }
  } else if (stillOpen.length === 0) {
    const answered = answeredQuestionIds({ db, runId });
    if (o.questions.every((q) => answered.has(q.id))) {
      finishRun({ db, runId, status: "done" });
      afterRunDone({ db, runId });
      finishJob({ db, jobId: job.id, owner, status: "done" });
      return "done";
    }
    // Failed requests to retry: plan them on the next pass at once.
    deferJob({ db, jobId: job.id, owner, until: Date.now() });
    return "deferred";
  }
  deferJob({ db, jobId: job.id, owner, until: nextDue(stillOpen) });
  return "deferred";
}

/** Sends one prepared batch: "submitting" is committed first, the API id right after the call. */
async function submit(o: BatchEngineOptions, row: MessageBatchRow, limits: ReturnType<typeof batchLimits>): Promise<void> {
  const requests = batchRequestsOf({ db: o.db, batchRowId: row.id }).map((r) => {
    const q = o.questions.find((x) => x.id === r.questionId);
    if (!q) throw new Error(`pregunta ${r.questionId} no está en el banco de la ejecución`);
    return { custom_id: r.customId, params: messageParams(o.model, questionPrompt(o.ctx, q).prompt, o.maxTokens) };
  });
  await submitRow(o, row, requests, limits);
}

/**
 * Streams an ended batch's results into fichas. Lines for questions that
 * already have a ficha (a download interrupted earlier) are skipped, so a
 * restarted worker downloads again without writing anything twice.
 */
async function download(
  o: BatchEngineOptions,
  row: MessageBatchRow,
  keepLease: () => boolean,
  byId: ReadonlyMap<number, Question>,
): Promise<ExecuteOutcome | null> {
  const { db, ctx } = o;
  const runId = ctx.run.id;
  const apiId = row.apiId!;
  const answered = answeredQuestionIds({ db, runId });
  const latency = row.endedAt && row.submittedAt ? Math.max(0, row.endedAt - row.submittedAt) : 0;
  let writes: FichaWrite[] = [];
  let states: { customId: string; state: "succeeded" | "errored" | "expired" | "canceled"; error: string | null }[] = [];
  const seen = new Set<string>();
  const malformed: string[] = [];
  let lastFlush = Date.now();
  const flush = () => {
    insertFichas({ db, writes });
    setRequestStates({ db, updates: states });
    writes = [];
    states = [];
    lastFlush = Date.now();
  };
  const results = await o.client.messages.batches.results(apiId);
  for await (const line of results) {
    if (o.signal?.aborted) break;
    if (!keepLease()) {
      flush();
      return "lease-lost";
    }
    const parsed = resultLineSchema.safeParse(line);
    if (!parsed.success) {
      malformed.push((line as { custom_id?: string })?.custom_id ?? JSON.stringify(line).slice(0, 80));
      continue;
    }
    const { custom_id, result } = parsed.data;
    const req = getBatchRequest({ db, customId: custom_id });
    if (!req || req.batchRowId !== row.id) continue; // not one of ours: ignored
    seen.add(custom_id);
    if (req.questionId === null || answered.has(req.questionId)) continue;
    const q = byId.get(req.questionId)!;
    if (result.type === "succeeded") {
      const message = result.message as unknown as MessageLike;
      o.cache.put(req.cacheKey, o.model, cachedMessage(message), "batch");
      writes.push(await answerQuestion(ctx, q, o.signal, new BatchResultTutor(o.model, message, o.price, apiId, latency)));
      answered.add(q.id);
      states.push({ customId: custom_id, state: "succeeded", error: null });
    } else {
      states.push({ customId: custom_id, state: result.type, error: result.type === "errored" ? erroredText(result.error) : null });
    }
    if (writes.length >= 100 || states.length >= 500 || Date.now() - lastFlush >= 200) flush();
  }
  flush();
  if (o.signal?.aborted) return null;
  // Requests the file did not mention are failures too (retried like expired ones).
  const missing = batchRequestsOf({ db, batchRowId: row.id }).filter((r) => r.state === "pending" && !seen.has(r.customId) && !answered.has(r.questionId!));
  setRequestStates({ db, updates: missing.map((r) => ({ customId: r.customId, state: "expired" as const, error: "sin resultado en el archivo del lote" })) });
  updateBatchRow({
    db,
    id: row.id,
    set: { status: "downloaded", downloadedAt: Date.now(), ...(malformed.length ? { error: `${malformed.length} líneas de resultado no válidas: ${malformed.slice(0, 5).join(", ")}` } : {}) },
  });
  return null;
}
