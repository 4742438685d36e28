/**
 * Message batches for jobs that are not runs: a verifier pass with Claude as
 * judge, bias cards written by Claude. Their calls are sent as batches and
 * each answer is put in the response cache under the key the direct path
 * uses; when every batch is downloaded the job runs as usual and finds its
 * answers in the cache (nothing is asked twice). A request that came back
 * errored or expired is not cached, so the job asks it directly, within its
 * retry budget, and a failure shows where the direct path shows it.
 */
import type Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
import type { Db } from "@/db/client";
import {
  OPEN_BATCH_STATUSES,
  batchRequestsOf,
  createPrefetchRows,
  getBatchSettings,
  listPrefetchRows,
  prefetchRequests,
  setRequestStates,
  updateBatchRow,
} from "@/db/queries/batches";
import { deferJob, renewLease } from "@/db/queries/jobs";
import type { Job, MessageBatchRow } from "@/db/schema";
import { type MessageLike, type ResponseCache, cachedMessage } from "@/lib/tutors/anthropic";
import { batchLimits, nextDue, pollRow, recoverSubmission, splitBatches, submitRow } from "./batchLifecycle";
import { anthropicClient, sqliteResponseCache } from "@/lib/tutors/anthropicClient";
import { releaseJob } from "@/db/queries/jobs";
import { estimateRequestsUsd, reserveJobBudget, uncached } from "./jobBudget";

export interface PrefetchCall {
  readonly cacheKey: string;
  readonly model: string;
  readonly params: Anthropic.MessageCreateParamsNonStreaming;
}

/** Whether a job's calls go as batches: by choice, or automatically above the threshold in Ajustes. */
export function useBatches(db: Db, engine: "auto" | "batch" | "sync", calls: number): boolean {
  if (engine === "sync" || calls === 0) return false;
  return engine === "batch" || calls > getBatchSettings({ db }).threshold;
}

/**
 * A paid job's calls before it does its work: their estimate (what is not
 * cached, at the direct or batch price) is reserved against the month's budget
 * — BudgetExceededError, and nothing sent, when it does not fit — and then they
 * go as message batches when chosen or above the threshold. "ready" when the
 * job may go on (directly, or on the cache the batches filled); otherwise the
 * job waits for a batch ("deferred"), was released on shutdown, or lost its lease.
 */
export async function reserveAndPrefetch(o: {
  db: Db;
  job: Job;
  owner: string;
  leaseMs: number;
  signal?: AbortSignal;
  engine: "auto" | "batch" | "sync";
  ownerKey: string;
  calls: readonly PrefetchCall[];
  /** Called before the batches are sent or polled. */
  onBatches?: () => void;
}): Promise<"ready" | "deferred" | "released" | "lease-lost"> {
  const { db, job, owner } = o;
  const batched = useBatches(db, o.engine, o.calls.length);
  const cache = sqliteResponseCache(db, { jobId: job.id });
  if (o.calls.length > 0) reserveJobBudget({ db, jobId: job.id, estimateUsd: estimateRequestsUsd(db, uncached(o.calls, cache), batched ? "batch" : "direct") });
  if (!batched) return "ready";
  o.onBatches?.();
  const pass = await prefetchThroughBatches({ db, job, owner, leaseMs: o.leaseMs, signal: o.signal, client: anthropicClient(), cache, ownerKey: o.ownerKey, calls: o.calls });
  if (pass === "released") releaseJob({ db, jobId: job.id, owner });
  return pass;
}

const lineSchema = z.object({
  custom_id: z.string(),
  result: z.object({ type: z.enum(["succeeded", "errored", "expired", "canceled"]), message: z.unknown().optional(), error: z.unknown().optional() }),
});

/**
 * One pass of the prefetch: recover, plan, submit, poll, download. "ready"
 * when no batch of the job is open any more (the job then runs directly on
 * the cache); "deferred" when it waits for a batch (the job went back to the
 * queue until its next poll); "released" on shutdown; "lease-lost".
 */
export async function prefetchThroughBatches(o: {
  db: Db;
  job: Job;
  owner: string;
  leaseMs: number;
  signal?: AbortSignal;
  client: Anthropic;
  cache: ResponseCache;
  ownerKey: string;
  calls: readonly PrefetchCall[];
}): Promise<"ready" | "deferred" | "released" | "lease-lost"> {
  const { db, ownerKey } = o;
  const limits = batchLimits();
  for (const row of listPrefetchRows({ db, ownerKey }).filter((r) => r.status === "submitting")) await recoverSubmission(o, row);

  // Plan: calls not cached, not in an open batch and never sent (a failed one goes direct afterwards).
  const sent = new Set(prefetchRequests({ db, ownerKey }).map((r) => r.cacheKey));
  const todo = new Map<string, PrefetchCall>();
  for (const c of o.calls) if (!sent.has(c.cacheKey) && !todo.has(c.cacheKey) && !o.cache.get(c.cacheKey)) todo.set(c.cacheKey, c);
  if (todo.size > 0) {
    const items = [...todo.values()].map((c) => ({ cacheKey: c.cacheKey, model: c.model, params: JSON.stringify(c.params) }));
    createPrefetchRows({ db, ownerKey, chunks: splitBatches(items, (r) => Buffer.byteLength(r.params) + 64, limits) });
  }

  for (const row of listPrefetchRows({ db, ownerKey })) {
    if (o.signal?.aborted) return "released";
    if (!renewLease({ db, jobId: o.job.id, owner: o.owner, leaseMs: o.leaseMs })) return "lease-lost";
    if (row.status === "preparing") {
      const requests = batchRequestsOf({ db, batchRowId: row.id }).map((r) => ({ custom_id: r.customId, params: JSON.parse(r.params!) }));
      await submitRow(o, row, requests, limits);
      continue;
    }
    await pollRow(o, row, limits);
  }
  for (const row of listPrefetchRows({ db, ownerKey }).filter((r) => r.status === "ended")) {
    if (o.signal?.aborted) return "released";
    await downloadIntoCache(o, row);
  }
  const open = listPrefetchRows({ db, ownerKey }).filter((r) => (OPEN_BATCH_STATUSES as readonly string[]).includes(r.status));
  if (open.length === 0) return "ready";
  deferJob({ db, jobId: o.job.id, owner: o.owner, until: nextDue(open) });
  return "deferred";
}

/** Puts every succeeded answer of an ended batch in the response cache and records the others' state. */
async function downloadIntoCache(o: { db: Db; client: Anthropic; cache: ResponseCache; job: Job; owner: string; leaseMs: number }, row: MessageBatchRow): Promise<void> {
  const { db } = o;
  const requests = new Map(batchRequestsOf({ db, batchRowId: row.id }).map((r) => [r.customId, r]));
  const states: { customId: string; state: "succeeded" | "errored" | "expired" | "canceled"; error: string | null }[] = [];
  const results = await o.client.messages.batches.results(row.apiId!);
  let last = Date.now();
  for await (const raw of results) {
    const line = lineSchema.safeParse(raw);
    if (!line.success) continue;
    const req = requests.get(line.data.custom_id);
    if (!req) continue;
    const { result } = line.data;
    if (result.type === "succeeded") o.cache.put(req.cacheKey, req.model!, cachedMessage(result.message as MessageLike), "batch");
    states.push({ customId: req.customId, state: result.type, error: result.type === "errored" ? JSON.stringify(result.error).slice(0, 300) : null });
    requests.delete(req.customId);
    if (Date.now() - last > 300) {
      renewLease({ db, jobId: o.job.id, owner: o.owner, leaseMs: o.leaseMs });
      last = Date.now();
    }
  }
  setRequestStates({ db, updates: [...states, ...[...requests.values()].map((r) => ({ customId: r.customId, state: "expired" as const, error: "sin resultado en el archivo del lote" }))] });
  updateBatchRow({ db, id: row.id, set: { status: "downloaded", downloadedAt: Date.now() } });
}
