/**
 * The life of a message batch, shared by runs and by jobs that prefetch into
 * the response cache: limits and splitting, submission (the row is marked
 * "submitting" before the create call and gets the API id right after),
 * recovery of a submission whose id was lost, polling with backoff.
 */
import type Anthropic from "@anthropic-ai/sdk";
import type { Db } from "@/db/client";
import { admitSpend } from "@/lib/tutors/budgetGuard";
import { estimateRequestsUsd } from "./jobBudget";
import { knownBatchApiIds, updateBatchRow } from "@/db/queries/batches";
import type { MessageBatchRow } from "@/db/schema";

/** Limits of one batch (the API's: 100,000 requests or 256 MB) and polling (VERAZ_BATCH_* overrides). */
export function batchLimits() {
  const env = process.env;
  return {
    maxRequests: Number(env.VERAZ_BATCH_MAX_REQUESTS ?? 100_000),
    maxBytes: Number(env.VERAZ_BATCH_MAX_BYTES ?? 255 * 1024 * 1024),
    pollBaseMs: Number(env.VERAZ_BATCH_POLL_MS ?? 10_000),
    pollMaxMs: Number(env.VERAZ_BATCH_POLL_MAX_MS ?? 300_000),
  };
}

/** Splits requests into consecutive chunks of at most `maxRequests` items and `maxBytes` bytes. */
export function splitBatches<T>(items: readonly T[], size: (item: T) => number, { maxRequests, maxBytes }: { maxRequests: number; maxBytes: number }): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const b = size(item);
    if (b > maxBytes) throw new Error(`una petición ocupa ${b} bytes, más que el límite de un lote (${maxBytes})`);
    if (current.length > 0 && (current.length >= maxRequests || bytes + b > maxBytes)) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += b;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** Delay before the next poll of a batch polled `polls` times: exponential from the base, capped. */
export function pollDelayMs(polls: number, { pollBaseMs, pollMaxMs }: { pollBaseMs: number; pollMaxMs: number }): number {
  return Math.min(pollMaxMs, pollBaseMs * 2 ** Math.min(polls, 20));
}

export const countsOf = (b: Anthropic.Messages.MessageBatch) => JSON.stringify(b.request_counts);

/**
 * Submits a batch row's requests (any purpose). Its estimate (at the batch
 * price) must first fit what remains of the month's budget for the job
 * (BudgetExceededError otherwise, and the batch is not created: the row stays
 * "preparing" and is submitted when the job runs again). The id is stored
 * right after the create call returns.
 */
export async function submitRow(
  o: { db: Db; client: Anthropic; job: { id: number } },
  row: MessageBatchRow,
  requests: Anthropic.Messages.BatchCreateParams["requests"],
  limits: ReturnType<typeof batchLimits>,
): Promise<void> {
  const { db } = o;
  admitSpend({ db, jobId: o.job.id, estimateUsd: estimateRequestsUsd(db, requests.map((r) => ({ model: r.params.model, params: r.params })), "batch") });
  updateBatchRow({ db, id: row.id, set: { status: "submitting", submitStartedAt: Date.now() } });
  const b = await o.client.messages.batches.create({ requests });
  // Test hook: die exactly where a crash would lose the batch id.
  if (process.env.VERAZ_FAULT === "after-batch-create") process.kill(process.pid, "SIGKILL");
  updateBatchRow({
    db,
    id: row.id,
    set: { apiId: b.id, status: "in_progress", counts: countsOf(b), submittedAt: Date.now(), nextPollAt: Date.now() + pollDelayMs(0, limits) },
  });
}

/** Polls a processing batch when its next poll is due; the wait doubles each time up to the cap. */
export async function pollRow(o: { db: Db; client: Anthropic }, row: MessageBatchRow, limits: ReturnType<typeof batchLimits>): Promise<void> {
  if (!((row.status === "in_progress" || row.status === "canceling") && row.apiId && (row.nextPollAt ?? 0) <= Date.now())) return;
  const b = await o.client.messages.batches.retrieve(row.apiId);
  const polls = row.polls + 1;
  updateBatchRow({
    db: o.db,
    id: row.id,
    set: {
      status: b.processing_status === "ended" ? "ended" : b.processing_status === "canceling" ? "canceling" : "in_progress",
      counts: countsOf(b),
      polls,
      nextPollAt: Date.now() + pollDelayMs(polls, limits),
      endedAt: b.ended_at ? Date.parse(b.ended_at) : null,
    },
  });
}

/** When a job's open batch rows next need it: now if one is prepared or ended, else the earliest poll. */
export function nextDue(open: readonly MessageBatchRow[]): number {
  return open.some((r) => r.status === "preparing" || r.status === "ended" || r.status === "submitting")
    ? Date.now()
    : Math.min(...open.map((r) => r.nextPollAt ?? Date.now()));
}

/**
 * A batch row stuck in "submitting": the create call may or may not have
 * reached the API. Batches created since (total request count equal, id not
 * known to veraz) are looked up; one is adopted, none means it was never
 * created and the row is sent again; several cannot be told apart.
 */
export async function recoverSubmission(o: { db: Db; client: Anthropic }, row: MessageBatchRow): Promise<void> {
  const { db } = o;
  const known = knownBatchApiIds({ db });
  const since = (row.submitStartedAt ?? row.createdAt) - 10 * 60_000;
  const candidates: Anthropic.Messages.MessageBatch[] = [];
  for await (const b of o.client.messages.batches.list({ limit: 100 })) {
    if (Date.parse(b.created_at) < since) break;
    const c = b.request_counts;
    const total = c.processing + c.succeeded + c.errored + c.canceled + c.expired;
    if (!known.has(b.id) && total === row.requestCount) candidates.push(b);
  }
  if (candidates.length === 1) {
    const b = candidates[0]!;
    updateBatchRow({ db, id: row.id, set: { apiId: b.id, status: "in_progress", counts: countsOf(b), submittedAt: Date.parse(b.created_at), nextPollAt: Date.now() } });
  } else if (candidates.length === 0) {
    updateBatchRow({ db, id: row.id, set: { status: "preparing", submitStartedAt: null } });
  } else {
    const ids = candidates.map((b) => b.id).join(", ");
    const error = `envío sin id registrado y varios lotes posibles (${ids}): revise la consola de Anthropic`;
    updateBatchRow({ db, id: row.id, set: { status: "abandoned", error } });
    // Never guess and never send again: the run stops with the reason.
    throw new Error(error);
  }
}
