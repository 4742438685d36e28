import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const now = sql`(unixepoch('subsec') * 1000)`;

/** A named bank; its content lives in versions. */
export const banks = sqliteTable("banks", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull().unique(),
  createdAt: integer("created_at").notNull().default(now),
});

/**
 * One version of a bank: its notes and questions. `contentHash` is the SHA-256
 * of a canonical serialisation of both; `frozenAt` is set before the first run,
 * after which edits create a new version (results of versions are never pooled).
 */
export const bankVersions = sqliteTable(
  "bank_versions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bankId: integer("bank_id").notNull().references(() => banks.id),
    version: integer("version").notNull(),
    contentHash: text("content_hash").notNull(),
    frozenAt: integer("frozen_at"),
    parentVersionId: integer("parent_version_id"),
    createdAt: integer("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("bank_versions_bank_version").on(t.bankId, t.version)],
);

export const notes = sqliteTable(
  "notes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bankVersionId: integer("bank_version_id").notNull().references(() => bankVersions.id),
    /** The note's id as the user and the tutor see it (the seed's 1..12). */
    noteId: integer("note_id").notNull(),
    tema: text("tema").notNull(),
    texto: text("texto").notNull(),
  },
  (t) => [uniqueIndex("notes_version_note").on(t.bankVersionId, t.noteId)],
);

export const questions = sqliteTable(
  "questions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bankVersionId: integer("bank_version_id").notNull().references(() => bankVersions.id),
    position: integer("position").notNull(),
    clave: text("clave").notNull(),
    pregunta: text("pregunta").notNull(),
    referencia: text("referencia").notNull(),
    /** Supporting note id; null for unanswerable questions. */
    noteId: integer("note_id"),
    tipo: text("tipo", { enum: ["con respuesta", "sin respuesta"] }).notNull(),
  },
  (t) => [
    uniqueIndex("questions_version_clave").on(t.bankVersionId, t.clave),
    index("questions_version_position").on(t.bankVersionId, t.position),
  ],
);

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

/** One record per (run, question): everything about one answer. */
export const fichas = sqliteTable(
  "fichas",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    runId: integer("run_id").notNull().references(() => runs.id),
    questionId: integer("question_id").notNull().references(() => questions.id),
    position: integer("position").notNull(),
    promptSystem: text("prompt_system"),
    promptUser: text("prompt_user"),
    /** JSON [{noteId, score}] of the notes given to the tutor. */
    retrieved: text("retrieved"),
    answerText: text("answer_text"),
    citedNoteId: integer("cited_note_id"),
    confidence: real("confidence"),
    stopReason: text("stop_reason"),
    rawOutput: text("raw_output"),
    /** Why there is no parsed answer (refusal, max_tokens, invalid output), else null. */
    outputError: text("output_error"),
    tokensIn: integer("tokens_in"),
    tokensOut: integer("tokens_out"),
    costUsd: real("cost_usd"),
    latencyMs: integer("latency_ms"),
    letter: text("letter", { enum: ["R", "X", "N"] }),
    gradeSource: text("grade_source"),
    category: text("category", { enum: ["correcta", "incorrecta", "abstención"] }),
    /** Verifier verdict under "abstain + verify" (layer 1 until the verifier lands), else null. */
    verdict: text("verdict"),
    /** True when the policy withheld the answer (it counts as an abstention). */
    withheld: integer("withheld", { mode: "boolean" }).notNull().default(false),
    simulated: integer("simulated", { mode: "boolean" }).notNull().default(false),
    /** True when the answer came from the response cache (not paid again). */
    cached: integer("cached", { mode: "boolean" }).notNull().default(false),
    /** JSON planted truth of a simulated ficha (behaviour, hallucination type). */
    planted: text("planted"),
    /** The Message Batches API batch the answer came from (priced at the batch rate), else null. */
    batchId: text("batch_id"),
    createdAt: integer("created_at").notNull().default(now),
  },
  (t) => [
    // The blind view's shuffled order (a multiplicative hash of the id): the next ungraded ficha is read from here.
    index("fichas_shuffle").on(sql`(${t.id} * 2654435761) % 4294967296`, t.id),
    uniqueIndex("fichas_run_question").on(t.runId, t.questionId),
    // Ficha lists page in bank order on these (covering: a page's ids without reading rows).
    index("fichas_run_category_position").on(t.runId, t.category, t.position),
    index("fichas_run_position").on(t.runId, t.position, t.questionId),
  ],
);

/**
 * Every grade a ficha received, with who or what gave it. The ficha's own
 * letter / category is the effective grade: a person's latest grade wins over
 * planted truth, which wins over the automatic grader.
 */
export const grades = sqliteTable(
  "grades",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fichaId: integer("ficha_id").notNull().references(() => fichas.id),
    letter: text("letter", { enum: ["R", "X", "N"] }).notNull(),
    source: text("source", { enum: ["persona", "verdad plantada", "automática"] }).notNull(),
    grader: text("grader").notNull(),
    reason: text("reason"),
    undone: integer("undone", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull().default(now),
  },
  (t) => [index("grades_ficha_source").on(t.fichaId, t.source), index("grades_source").on(t.source, t.undone, t.fichaId)],
);

/**
 * A model grader's failure on a ficha (a refusal, a max_tokens stop, output
 * that does not validate): kept visible with the raw output, never dropped.
 * One row per (ficha, grader); a later successful grade removes it.
 */
export const graderFailures = sqliteTable(
  "grader_failures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fichaId: integer("ficha_id").notNull().references(() => fichas.id),
    grader: text("grader").notNull(),
    reason: text("reason").notNull(),
    raw: text("raw"),
    createdAt: integer("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("grader_failures_ficha_grader").on(t.fichaId, t.grader)],
);

/**
 * A uniformly random sample of fichas for people to grade, so that the
 * automatic grader's errors can be corrected (PPI++): drawn with a seed over
 * chosen runs of one bank version, stored in a fixed order; whatever prefix
 * of that order people have graded is itself a uniform sample.
 */
export const gradingSamples = sqliteTable("grading_samples", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  bankVersionId: integer("bank_version_id").notNull().references(() => bankVersions.id),
  /** JSON array of the run ids the sample was drawn from. */
  runIds: text("run_ids").notNull(),
  seed: integer("seed").notNull(),
  size: integer("size").notNull(),
  createdAt: integer("created_at").notNull().default(now),
});

export const gradingSampleItems = sqliteTable(
  "grading_sample_items",
  {
    sampleId: integer("sample_id").notNull().references(() => gradingSamples.id),
    position: integer("position").notNull(),
    fichaId: integer("ficha_id").notNull().references(() => fichas.id),
  },
  (t) => [primaryKey({ columns: [t.sampleId, t.position] }), index("grading_sample_items_ficha").on(t.fichaId)],
);

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

/** Editable simulation profile of each condition (JSON, validated with zod on read and write). */
export const simulationProfiles = sqliteTable("simulation_profiles", {
  conditionId: text("condition_id").primaryKey().references(() => conditions.id),
  profile: text("profile").notNull(),
  updatedAt: integer("updated_at").notNull().default(now),
});

/** Verifier verdicts of a ficha, per judge and mode (several can be stored for comparison). */
export const verifications = sqliteTable(
  "verifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fichaId: integer("ficha_id").notNull().references(() => fichas.id),
    /** "detector-local" or a Claude model id. */
    judge: text("judge").notNull(),
    claimMode: integer("claim_mode", { mode: "boolean" }).notNull().default(false),
    layer1: text("layer1").notNull(),
    /** The judge's verdict before the literal check (null when layer 1 decided). */
    layer2: text("layer2"),
    final: text("final").notNull(),
    probability: real("probability"),
    fragment: text("fragment"),
    motivo: text("motivo"),
    createdAt: integer("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("verifications_ficha_judge_mode").on(t.fichaId, t.judge, t.claimMode)],
);

/** A counterfactual bias experiment: a frozen design and how its cards were generated. */
export const biasExperiments = sqliteTable("bias_experiments", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  /** The design as JSON (templates, variants, reference variant, repetitions). */
  design: text("design").notNull(),
  designHash: text("design_hash").notNull(),
  /** "seed" (the seed's toy tones), "simulated" (planted effect), or a tutor id. */
  generator: text("generator").notNull(),
  favoured: text("favoured"),
  effect: real("effect"),
  noiseSd: real("noise_sd"),
  seed: integer("seed").notNull(),
  status: text("status", { enum: ["queued", "running", "done", "failed"] }).notNull(),
  error: text("error"),
  createdAt: integer("created_at").notNull().default(now),
});

/** One generated card, with its planted, automatic and (blind) human tone. */
export const biasCards = sqliteTable(
  "bias_cards",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    experimentId: integer("experiment_id").notNull().references(() => biasExperiments.id),
    template: integer("template").notNull(),
    variant: text("variant").notNull(),
    repetition: integer("repetition").notNull(),
    note: text("note").notNull(),
    card: text("card").notNull(),
    plantedTone: integer("planted_tone"),
    autoTone: integer("auto_tone").notNull(),
    humanTone: integer("human_tone"),
    humanAt: integer("human_at"),
  },
  (t) => [uniqueIndex("bias_cards_cell").on(t.experimentId, t.template, t.variant, t.repetition)],
);

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

/** Long prompt blocks (the "all notes" block) stored once by hash; fichas keep a marker to them. */
export const promptBlocks = sqliteTable("prompt_blocks", {
  hash: text("hash").primaryKey(),
  text: text("text").notNull(),
});

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

/**
 * Fichas per run, category and question type, kept exact by triggers on
 * fichas (insert, category change, delete) in the same transaction: the
 * matrix and Tables 1/2 read a few rows per run instead of scanning every
 * ficha. Category "" = no category yet.
 */
export const runCounts = sqliteTable(
  "run_counts",
  {
    runId: integer("run_id").notNull().references(() => runs.id),
    category: text("category").notNull(),
    tipo: text("tipo").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.category, t.tipo] })],
);

/** ECE bootstrap intervals by a hash of their inputs (answers, bins, seed): computed once, by the worker when a run ends. */
export const eceIntervals = sqliteTable("ece_intervals", {
  key: text("key").primaryKey(),
  low: real("low").notNull(),
  high: real("high").notNull(),
  resamples: integer("resamples").notNull(),
  seed: integer("seed").notNull(),
  createdAt: integer("created_at").notNull().default(now),
});

/** Small key/value settings (e.g. the active bank). */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** USD per million tokens by model (editable; defaults from the seed's estimates). */
export const prices = sqliteTable("prices", {
  model: text("model").primaryKey(),
  input: real("input").notNull(),
  output: real("output").notNull(),
});

export type Bank = typeof banks.$inferSelect;
export type BankVersion = typeof bankVersions.$inferSelect;
export type Note = typeof notes.$inferSelect;
export type Question = typeof questions.$inferSelect;
export type Tutor = typeof tutors.$inferSelect;
export type ImportedAnswer = typeof importedAnswers.$inferSelect;
export type Condition = typeof conditions.$inferSelect;
export type Run = typeof runs.$inferSelect;
export type Job = typeof jobs.$inferSelect;
export type Ficha = typeof fichas.$inferSelect;
export type NewFicha = typeof fichas.$inferInsert;
export type Grade = typeof grades.$inferSelect;
export type GraderFailure = typeof graderFailures.$inferSelect;
export type GradingSample = typeof gradingSamples.$inferSelect;
export type Verification = typeof verifications.$inferSelect;
export type BiasExperiment = typeof biasExperiments.$inferSelect;
export type BiasCard = typeof biasCards.$inferSelect;
export type MessageBatchRow = typeof messageBatches.$inferSelect;
export type BatchRequest = typeof batchRequests.$inferSelect;
