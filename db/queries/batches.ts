import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../client";
import { type BatchRequest, type MessageBatchRow, batchRequests, messageBatches, settings } from "../schema";

/**
 * When runs go through the Message Batches API: automatically when a run has
 * more than `threshold` calls, and whether errored / expired requests are
 * retried in a later batch or synchronously.
 */
export const batchSettingsSchema = z.object({
  threshold: z.coerce.number().int().min(1).max(10_000_000),
  retryVia: z.enum(["batch", "sync"]),
});
export type BatchSettings = z.infer<typeof batchSettingsSchema>;
export const DEFAULT_BATCH_SETTINGS: BatchSettings = { threshold: 100, retryVia: "batch" };

const SETTINGS_KEY = "message_batches";

export function getBatchSettings({ db }: { db: Db }): BatchSettings {
  const raw = db.select().from(settings).where(eq(settings.key, SETTINGS_KEY)).get()?.value;
  if (!raw) return DEFAULT_BATCH_SETTINGS;
  const parsed = batchSettingsSchema.safeParse(JSON.parse(raw));
  return parsed.success ? parsed.data : DEFAULT_BATCH_SETTINGS;
}

export function setBatchSettings({ db, value }: { db: Db; value: unknown }): BatchSettings {
  const v = batchSettingsSchema.parse(value);
  db.insert(settings)
    .values({ key: SETTINGS_KEY, value: JSON.stringify(v) })
    .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify(v) } })
    .run();
  return v;
}

/** A batch row is open until its results are stored (or it was never sent). */
export const OPEN_BATCH_STATUSES = ["preparing", "submitting", "in_progress", "canceling", "ended"] as const;

/** The custom_id of a request: run, batch row and question (unique; matches ^[a-zA-Z0-9_-]{1,64}$). */
export function customIdFor(runId: number, batchRowId: number, questionId: number): string {
  return `r${runId}-b${batchRowId}-q${questionId}`;
}

/**
 * Creates batch rows ("preparing") and their requests in one transaction:
 * nothing is sent yet, and a crash leaves either all of them or none.
 */
function createRows<T>(
  db: Db,
  row: Pick<typeof messageBatches.$inferInsert, "runId" | "purpose" | "ownerKey">,
  chunks: readonly (readonly T[])[],
  request: (item: T, rowId: number, index: number) => Omit<typeof batchRequests.$inferInsert, "batchRowId">,
): MessageBatchRow[] {
  return db.transaction(
    (tx) =>
      chunks
        .filter((c) => c.length > 0)
        .map((chunk) => {
          const created = tx.insert(messageBatches).values({ ...row, status: "preparing", requestCount: chunk.length }).returning().get();
          chunk.forEach((item, i) => tx.insert(batchRequests).values({ ...request(item, created.id, i), batchRowId: created.id }).run());
          return created;
        }),
    { behavior: "immediate" },
  );
}

/** A run's batch rows: one request per question, its custom_id naming the ficha. */
export function createBatchRows({ db, runId, chunks }: { db: Db; runId: number; chunks: readonly (readonly { questionId: number; cacheKey: string }[])[] }): MessageBatchRow[] {
  return createRows(db, { runId }, chunks, (r, rowId) => ({ customId: customIdFor(runId, rowId, r.questionId), runId, questionId: r.questionId, cacheKey: r.cacheKey }));
}

export function listBatchRows({ db, runId }: { db: Db; runId: number }): MessageBatchRow[] {
  return db.select().from(messageBatches).where(eq(messageBatches.runId, runId)).orderBy(asc(messageBatches.id)).all();
}

export function countOpenBatches({ db, runId }: { db: Db; runId: number }): number {
  return db
    .select({ n: sql<number>`count(*)` })
    .from(messageBatches)
    .where(and(eq(messageBatches.runId, runId), inArray(messageBatches.status, [...OPEN_BATCH_STATUSES])))
    .get()!.n;
}

/** Every API batch id veraz knows (a recovered submission must be none of these). */
export function knownBatchApiIds({ db }: { db: Db }): Set<string> {
  return new Set(
    db
      .select({ id: messageBatches.apiId })
      .from(messageBatches)
      .where(isNotNull(messageBatches.apiId))
      .all()
      .map((r) => r.id!),
  );
}

export function batchRequestsOf({ db, batchRowId }: { db: Db; batchRowId: number }): BatchRequest[] {
  return db.select().from(batchRequests).where(eq(batchRequests.batchRowId, batchRowId)).orderBy(asc(batchRequests.questionId)).all();
}

export function runBatchRequests({ db, runId }: { db: Db; runId: number }): BatchRequest[] {
  return db.select().from(batchRequests).where(eq(batchRequests.runId, runId)).all();
}

export function getBatchRequest({ db, customId }: { db: Db; customId: string }): BatchRequest | undefined {
  return db.select().from(batchRequests).where(eq(batchRequests.customId, customId)).get();
}

export function updateBatchRow({ db, id, set }: { db: Db; id: number; set: Partial<Omit<MessageBatchRow, "id" | "runId">> }): MessageBatchRow {
  return db.update(messageBatches).set(set).where(eq(messageBatches.id, id)).returning().get();
}

/** Records what the results file said about requests (idempotent: a re-download writes the same). */
export function setRequestStates({
  db,
  updates,
}: {
  db: Db;
  updates: readonly { customId: string; state: BatchRequest["state"]; error: string | null }[];
}): void {
  if (updates.length === 0) return;
  db.transaction((tx) => {
    for (const u of updates) tx.update(batchRequests).set({ state: u.state, error: u.error }).where(eq(batchRequests.customId, u.customId)).run();
  });
}

/** Batch state of a run for its page: each batch with the API's counts, and totals. */
export interface RunBatchSummary {
  readonly batches: readonly (MessageBatchRow & { parsedCounts: BatchCounts | null })[];
  readonly totals: BatchCounts & { requests: number };
}

export interface BatchCounts {
  processing: number;
  succeeded: number;
  errored: number;
  canceled: number;
  expired: number;
}

export const batchCountsSchema = z.object({
  processing: z.number().int().nonnegative(),
  succeeded: z.number().int().nonnegative(),
  errored: z.number().int().nonnegative(),
  canceled: z.number().int().nonnegative(),
  expired: z.number().int().nonnegative(),
});

export function runBatchSummary({ db, runId }: { db: Db; runId: number }): RunBatchSummary | null {
  return summarize(listBatchRows({ db, runId }));
}

function summarize(rows: readonly MessageBatchRow[]): RunBatchSummary | null {
  if (rows.length === 0) return null;
  const totals = { requests: 0, processing: 0, succeeded: 0, errored: 0, canceled: 0, expired: 0 };
  const batches = rows.map((r) => {
    const parsed = r.counts ? batchCountsSchema.safeParse(JSON.parse(r.counts)) : null;
    const c = parsed?.success ? parsed.data : null;
    totals.requests += r.requestCount;
    if (c) for (const k of ["processing", "succeeded", "errored", "canceled", "expired"] as const) totals[k] += c[k];
    else if (r.status !== "abandoned") totals.processing += r.requestCount;
    return { ...r, parsedCounts: c };
  });
  return { batches, totals };
}

/** Batch rows of a job that prefetches its calls into the response cache ("verify:…", "bias:…"). */
export function listPrefetchRows({ db, ownerKey }: { db: Db; ownerKey: string }): MessageBatchRow[] {
  return db
    .select()
    .from(messageBatches)
    .where(and(eq(messageBatches.ownerKey, ownerKey), eq(messageBatches.purpose, "prefetch")))
    .orderBy(asc(messageBatches.id))
    .all();
}

/** Creates prefetch rows ("preparing") with their requests, each carrying its model and parameters. */
export function createPrefetchRows({
  db,
  ownerKey,
  chunks,
}: {
  db: Db;
  ownerKey: string;
  chunks: readonly (readonly { cacheKey: string; model: string; params: string }[])[];
}): MessageBatchRow[] {
  return createRows(db, { purpose: "prefetch", ownerKey }, chunks, (r, rowId, i) => ({ customId: `p${rowId}-${i}`, cacheKey: r.cacheKey, model: r.model, params: r.params }));
}

/** Every request of a job's prefetch batches (which calls are covered, which failed). */
export function prefetchRequests({ db, ownerKey }: { db: Db; ownerKey: string }): (BatchRequest & { rowStatus: MessageBatchRow["status"] })[] {
  return db
    .select({ r: batchRequests, rowStatus: messageBatches.status })
    .from(batchRequests)
    .innerJoin(messageBatches, eq(batchRequests.batchRowId, messageBatches.id))
    .where(and(eq(messageBatches.ownerKey, ownerKey), eq(messageBatches.purpose, "prefetch")))
    .all()
    .map(({ r, rowStatus }) => ({ ...r, rowStatus }));
}

/** Summary of a job's prefetch batches (for the page that started it). */
export function prefetchSummary({ db, ownerKey }: { db: Db; ownerKey: string }): RunBatchSummary | null {
  return summarize(listPrefetchRows({ db, ownerKey }));
}
