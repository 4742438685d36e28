/** What a run produces: fichas, their grades and verdicts, the people-graded samples, cached aggregates. */
import { sql } from "drizzle-orm";
import { now } from "./common";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bankVersions, questions } from "./dataset";
import { runs } from "./runs";

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

/** Long prompt blocks (the "all notes" block) stored once by hash; fichas keep a marker to them. */
export const promptBlocks = sqliteTable("prompt_blocks", {
  hash: text("hash").primaryKey(),
  text: text("text").notNull(),
});

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
