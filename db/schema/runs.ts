/** What runs: tutors, the conditions of the matrix, runs of a condition, the job queue, imported answers. */
import { now } from "./common";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bankVersions } from "./dataset";

export const tutors = sqliteTable("tutors", {
  id: text("id").primaryKey(),
  label: text("label").notNull(),
  kind: text("kind", { enum: ["anthropic", "openai-compatible", "local-onnx", "answers", "extractive", "always-abstain", "reference"] }).notNull(),
  modelId: text("model_id"),
  position: integer("position").notNull(),
  /** The six tutors of SPEC §3 (never removed); user tutors are false. */
  builtin: integer("builtin", { mode: "boolean" }).notNull().default(false),
  /** A user tutor's settings as JSON (lib/tutors/definition.ts): base URL, key variable name, prompts, concurrency… */
  config: text("config"),
});

export const conditions = sqliteTable(
  "conditions",
  {
    /** "<tutor>|<grounding>|<policy>" */
    id: text("id").primaryKey(),
    tutorId: text("tutor_id").notNull().references(() => tutors.id),
    grounding: text("grounding", { enum: ["none", "retrieved", "all"] }).notNull(),
    policy: text("policy", { enum: ["must-answer", "may-abstain", "verify"] }).notNull(),
    /** The seed's name for its three configurations ("Haiku 5.5 con RAG"), else null. */
    seedName: text("seed_name"),
    position: integer("position").notNull(),
  },
  (t) => [uniqueIndex("conditions_axes").on(t.tutorId, t.grounding, t.policy)],
);

/** Editable simulation profile of each condition (JSON, validated with zod on read and write). */
export const simulationProfiles = sqliteTable("simulation_profiles", {
  conditionId: text("condition_id").primaryKey().references(() => conditions.id),
  profile: text("profile").notNull(),
  updatedAt: integer("updated_at").notNull().default(now),
});

export const runs = sqliteTable(
  "runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    conditionId: text("condition_id").notNull().references(() => conditions.id),
    bankVersionId: integer("bank_version_id").notNull().references(() => bankVersions.id),
    mode: text("mode", { enum: ["real", "simulated"] }).notNull(),
    seed: integer("seed").notNull(),
    repetition: integer("repetition").notNull(),
    status: text("status", { enum: ["queued", "running", "done", "failed", "cancelled"] }).notNull(),
    total: integer("total").notNull(),
    done: integer("done").notNull().default(0),
    /** Simulated runs: the seed configuration replayed ("seed-haiku-con-rag"), if any. */
    preset: text("preset"),
    /** Simulated runs: the profile used, frozen at enqueue (JSON). */
    profile: text("profile"),
    /** Judge of the verifier under "abstain + verify": "detector-local" or a Claude model id. */
    judge: text("judge").notNull().default("detector-local"),
    /** Retries spent (429 / 5xx / timeouts; errored or expired batch requests) against the run's retry budget. */
    retriesUsed: integer("retries_used").notNull().default(0),
    /** Sums over the run's fichas, kept by a trigger on fichas (the matrix reads them without scanning fichas). */
    costUsd: real("cost_usd").notNull().default(0),
    tokensIn: integer("tokens_in").notNull().default(0),
    tokensOut: integer("tokens_out").notNull().default(0),
    cachedCount: integer("cached_count").notNull().default(0),
    /** How model calls are sent: one by one ("sync") or through the Message Batches API ("batch", half price). */
    engine: text("engine", { enum: ["sync", "batch"] }).notNull().default("sync"),
    error: text("error"),
    /** A passing notice for the pages ("worker-lost": its worker died and another resumes it) and when it was set. */
    notice: text("notice"),
    noticeAt: integer("notice_at"),
    createdAt: integer("created_at").notNull().default(now),
    startedAt: integer("started_at"),
    finishedAt: integer("finished_at"),
  },
  (t) => [
    uniqueIndex("runs_condition_repetition").on(t.conditionId, t.bankVersionId, t.mode, t.repetition),
    index("runs_status").on(t.status),
  ],
);

/**
 * The queue is a table: a job is claimed by one compare-and-swap UPDATE that
 * sets a lease; a job whose lease expired (its worker died) is claimed again.
 */
export const jobs = sqliteTable(
  "jobs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    type: text("type").notNull(),
    payload: text("payload").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    status: text("status", { enum: ["queued", "running", "done", "failed", "cancelled"] }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    leaseOwner: text("lease_owner"),
    leaseExpiresAt: integer("lease_expires_at"),
    runId: integer("run_id").references(() => runs.id),
    error: text("error"),
    /** A deferred job (a message batch still processing) is not claimed before this time (ms). */
    /** Paid jobs: the estimate reserved against the month's budget when the job started (USD). */
    reservedUsd: real("reserved_usd"),
    notBefore: integer("not_before"),
    createdAt: integer("created_at").notNull().default(now),
    updatedAt: integer("updated_at").notNull().default(now),
  },
  (t) => [index("jobs_status_lease").on(t.status, t.leaseExpiresAt)],
);

/** An imported answers file, kept per run: an "answers" tutor's run reads its fichas from here. */
export const importedAnswers = sqliteTable(
  "imported_answers",
  {
    runId: integer("run_id").notNull().references(() => runs.id),
    questionId: integer("question_id").notNull(),
    texto: text("texto").notNull(),
    idNota: integer("id_nota"),
    confianza: real("confianza").notNull(),
    prompt: text("prompt"),
    raw: text("raw"),
  },
  (t) => [uniqueIndex("imported_answers_run_question").on(t.runId, t.questionId)],
);
