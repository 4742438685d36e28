/** Paid model calls: the response cache, prices, the month's spending, message batches. */
import { now } from "./common";
import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { questions } from "./dataset";
import { runs } from "./runs";

/**
 * Responses of paid model calls, keyed by a hash of model, system prompt,
 * content and parameters: the same call is never paid twice. The API key is
 * never part of a key or a stored request.
 */
export const responseCache = sqliteTable("response_cache", {
  key: text("key").primaryKey(),
  model: text("model").notNull(),
  response: text("response").notNull(),
  createdAt: integer("created_at").notNull().default(now),
});

/** USD per million tokens by model (editable; defaults from the seed's estimates). */
export const prices = sqliteTable("prices", {
  model: text("model").primaryKey(),
  input: real("input").notNull(),
  output: real("output").notNull(),
});

/**
 * What each paid call cost (direct or by message batches), when it was paid,
 * and for which job: the month's spending is summed from here. A cached
 * response is never paid again, so it never appears twice.
 */
export const spend = sqliteTable(
  "spend",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    createdAt: integer("created_at").notNull().default(now),
    usd: real("usd").notNull(),
    model: text("model").notNull(),
    billing: text("billing", { enum: ["direct", "batch"] }).notNull(),
    jobId: integer("job_id"),
  },
  (t) => [index("spend_created").on(t.createdAt)],
);

/**
 * A message batch of a run (Message Batches API). The row exists before the
 * batch is submitted ("preparing"), is marked "submitting" just before the
 * create call and gets the API's id right after it, so a restarted worker can
 * tell a batch that was never sent from one whose id it did not get to store.
 * "downloaded": every result is stored (fichas written, failures recorded).
 */
export const messageBatches = sqliteTable(
  "message_batches",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The run whose questions it carries ("run" batches). */
    runId: integer("run_id").references(() => runs.id),
    /**
     * "run": a run's questions, written as fichas. "prefetch": calls of another
     * job (a verifier pass with Claude as judge, bias cards written by Claude)
     * whose answers go to the response cache; the job then reads them from it.
     */
    purpose: text("purpose", { enum: ["run", "prefetch"] }).notNull().default("run"),
    /** The job a "prefetch" batch belongs to ("verify:12:claude-haiku-5-5:0", "bias:3"). */
    ownerKey: text("owner_key"),
    /** The API's batch id (msgbatch_…), null until the create call returned. */
    apiId: text("api_id").unique(),
    status: text("status", { enum: ["preparing", "submitting", "in_progress", "canceling", "ended", "downloaded", "abandoned"] }).notNull(),
    requestCount: integer("request_count").notNull(),
    /** The API's request_counts (JSON: processing, succeeded, errored, canceled, expired). */
    counts: text("counts"),
    polls: integer("polls").notNull().default(0),
    nextPollAt: integer("next_poll_at"),
    submitStartedAt: integer("submit_started_at"),
    submittedAt: integer("submitted_at"),
    endedAt: integer("ended_at"),
    downloadedAt: integer("downloaded_at"),
    error: text("error"),
    createdAt: integer("created_at").notNull().default(now),
  },
  (t) => [index("message_batches_run").on(t.runId, t.status), index("message_batches_owner").on(t.ownerKey, t.status)],
);

/** One request of a message batch: its custom_id names the ficha (run, question). */
export const batchRequests = sqliteTable(
  "batch_requests",
  {
    customId: text("custom_id").primaryKey(),
    batchRowId: integer("batch_row_id").notNull().references(() => messageBatches.id),
    /** Run batches: the ficha (run, question) the request answers. */
    runId: integer("run_id").references(() => runs.id),
    questionId: integer("question_id").references(() => questions.id),
    /** The response-cache key of the call (the answer is cached when it arrives). */
    cacheKey: text("cache_key").notNull(),
    /** Prefetch batches: the model and the Messages API parameters (JSON) of the call. */
    model: text("model"),
    params: text("params"),
    state: text("state", { enum: ["pending", "succeeded", "errored", "expired", "canceled"] }).notNull().default("pending"),
    error: text("error"),
  },
  (t) => [index("batch_requests_batch").on(t.batchRowId), index("batch_requests_run_question").on(t.runId, t.questionId)],
);
