import type { Statement } from "better-sqlite3";
import { SQL, asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../client";
import { type Ficha, type NewFicha, fichas, grades, promptBlocks, questions, runCounts, runs, verifications } from "../schema";
import { type NewVerification, verificationRow } from "./verifications";

/** A grade given when the ficha is written (automatic grader, planted truth). */
export interface InitialGrade {
  readonly letter: "R" | "X" | "N";
  readonly source: "verdad plantada" | "automática";
  readonly grader: string;
  readonly reason: string | null;
}

type FichaWrite = {
  ficha: NewFicha;
  initialGrades?: readonly InitialGrade[];
  verifications?: readonly NewVerification[];
  /** A long prompt block the ficha's prompt refers to (stored once by hash). */
  promptBlock?: { hash: string; text: string } | null;
};

/**
 * Stores fichas and advances their run's progress in one transaction. The
 * (run, question) pair is unique: a second write of the same ficha (a resumed
 * worker) changes nothing. The ficha arrives with its effective grade set
 * (answerQuestion: planted truth wins over the automatic grader); a person's
 * later grade recomputes it from the history. Returns how many were new.
 */
export function insertFichas({ db, writes }: { db: Db; writes: readonly FichaWrite[] }): number {
  if (writes.length === 0) return 0;
  const st = statementsFor(db);
  return db.transaction(
    (tx) => {
      let inserted = 0;
      for (const w of writes) {
        if (w.promptBlock) tx.insert(promptBlocks).values(w.promptBlock).onConflictDoNothing().run();
        const r = st.ficha.get(...rowValues(FICHA_COLUMNS, w.ficha)) as { id: number } | undefined;
        if (!r) continue;
        inserted++;
        for (const g of w.initialGrades ?? []) st.grade.run(...rowValues(GRADE_COLUMNS, { fichaId: r.id, ...g }));
        // A new ficha has no verdict yet: plain inserts (saveVerification's upsert is for later passes).
        for (const v of w.verifications ?? []) st.verification.run(...rowValues(VERIFICATION_COLUMNS, verificationRow(r.id, v)));
      }
      // Only new rows count (a recount would be O(n) per ficha, O(n²) per run).
      const runId = writes[0]!.ficha.runId;
      if (inserted) tx.update(runs).set({ done: sql`${runs.done} + ${inserted}` }).where(eq(runs.id, runId)).run();
      return inserted;
    },
    { behavior: "immediate" },
  );
}

/**
 * The hot path of a run writes thousands of fichas a second: their INSERTs
 * are prepared once per connection (drizzle would build and prepare each
 * statement again), with columns and driver values taken from the schema.
 */
type Columns = readonly (readonly [string, AnySQLiteColumn])[];
const insertable = (table: Parameters<typeof getTableColumns>[0]): Columns =>
  Object.entries(getTableColumns(table)).filter(([key]) => key !== "id" && key !== "createdAt") as unknown as Columns;
const FICHA_COLUMNS = insertable(fichas);
const GRADE_COLUMNS = insertable(grades);
const VERIFICATION_COLUMNS = insertable(verifications);

function rowValues(columns: Columns, row: Record<string, unknown>): unknown[] {
  return columns.map(([key, column]) => {
    const v = row[key];
    if (v === undefined) return column.default !== undefined && !(column.default instanceof SQL) ? column.mapToDriverValue(column.default) : null;
    return v === null ? null : column.mapToDriverValue(v);
  });
}

const statements = new WeakMap<object, { ficha: Statement; grade: Statement; verification: Statement }>();
function statementsFor(db: Db) {
  let st = statements.get(db.$client);
  if (!st) {
    const insert = (table: string, columns: Columns, tail: string) =>
      db.$client.prepare(`INSERT INTO "${table}" (${columns.map(([, c]) => `"${c.name}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")}) ${tail}`);
    st = {
      ficha: insert("fichas", FICHA_COLUMNS, "ON CONFLICT DO NOTHING RETURNING id"),
      grade: insert("grades", GRADE_COLUMNS, ""),
      verification: insert("verifications", VERIFICATION_COLUMNS, ""),
    };
    statements.set(db.$client, st);
  }
  return st;
}

/** One ficha (see insertFichas); true when it was new. */
export function insertFicha({ db, ...w }: { db: Db } & FichaWrite): boolean {
  return insertFichas({ db, writes: [w] }) === 1;
}

/** Question ids that already have a ficha in the run (never asked again). */
export function answeredQuestionIds({ db, runId }: { db: Db; runId: number }): Set<number> {
  return new Set(
    db.select({ q: fichas.questionId }).from(fichas).where(eq(fichas.runId, runId)).all().map((r) => r.q),
  );
}

export function listFichas({ db, runId }: { db: Db; runId: number }): Ficha[] {
  return db.select().from(fichas).where(eq(fichas.runId, runId)).orderBy(asc(fichas.position)).all();
}

export interface CategoryCounts {
  correcta: number;
  incorrecta: number;
  abstencion: number;
  /** Incorrect answers among unanswerable questions (the seed's "inventadas"). */
  inventadas: number;
  /** Fichas without a category (no answer to grade yet). */
  sinCalificar: number;
}

/**
 * Category counts per run, from run_counts (kept exact by triggers on fichas:
 * a few rows per run, whatever the number of fichas).
 */
export function categoryCounts({ db, runIds }: { db: Db; runIds: readonly number[] }): Map<number, CategoryCounts> {
  const out = new Map<number, CategoryCounts>();
  if (runIds.length === 0) return out;
  const rows = db
    .select()
    .from(runCounts)
    .where(sql`${runCounts.runId} IN (${sql.join(runIds.map((id) => sql`${id}`), sql`, `)})`)
    .all();
  for (const id of runIds) out.set(id, { correcta: 0, incorrecta: 0, abstencion: 0, inventadas: 0, sinCalificar: 0 });
  for (const r of rows) {
    const c = out.get(r.runId)!;
    if (r.category === "correcta") c.correcta += r.n;
    else if (r.category === "incorrecta") {
      c.incorrecta += r.n;
      if (r.tipo === "sin respuesta") c.inventadas += r.n;
    } else if (r.category === "abstención") c.abstencion += r.n;
    else c.sinCalificar += r.n;
  }
  return out;
}

/** The same counts by scanning the fichas (the reference run_counts is checked against in tests). */
export function categoryCountsByScan({ db, runIds }: { db: Db; runIds: readonly number[] }) {
  if (runIds.length === 0) return [];
  return db
    .select({ runId: fichas.runId, category: sql<string>`coalesce(${fichas.category}, '')`, tipo: questions.tipo, n: sql<number>`count(*)` })
    .from(fichas)
    .innerJoin(questions, eq(questions.id, fichas.questionId))
    .where(sql`${fichas.runId} IN (${sql.join(runIds.map((id) => sql`${id}`), sql`, `)})`)
    .groupBy(fichas.runId, sql`coalesce(${fichas.category}, '')`, questions.tipo)
    .all();
}

export interface FichaFilter {
  readonly category?: "correcta" | "incorrecta" | "abstención" | "sin calificar";
  readonly tipo?: "con respuesta" | "sin respuesta";
  readonly source?: "persona" | "verdad plantada" | "automática";
}

function fichaWhere(runIds: readonly number[], filter: FichaFilter) {
  const conditions = [sql`${fichas.runId} IN (${sql.join(runIds.map((id) => sql`${id}`), sql`, `)})`];
  if (filter.category === "sin calificar") conditions.push(sql`${fichas.category} IS NULL`);
  else if (filter.category) conditions.push(sql`${fichas.category} = ${filter.category}`);
  if (filter.tipo) conditions.push(sql`${questions.tipo} = ${filter.tipo}`);
  if (filter.source) conditions.push(sql`${fichas.gradeSource} = ${filter.source}`);
  return sql.join(conditions, sql` AND `);
}

/**
 * Fichas of runs with their question, filtered in SQL on indexed columns, in
 * bank order; one page of `limit` rows from `offset` when given.
 */
/** A run's answers by question, only what a paired comparison shows: no question rows, no other columns. */
export function listRunAnswers({ db, runId }: { db: Db; runId: number }) {
  return db
    .select({ id: fichas.id, questionId: fichas.questionId, category: fichas.category, answerText: fichas.answerText, outputError: fichas.outputError, citedNoteId: fichas.citedNoteId, confidence: fichas.confidence })
    .from(fichas)
    .where(eq(fichas.runId, runId))
    .all();
}

export function listFichasWithQuestions({ db, runIds, filter = {}, limit, offset = 0 }: { db: Db; runIds: readonly number[]; filter?: FichaFilter; limit?: number; offset?: number }) {
  if (runIds.length === 0) return [];
  if (limit === undefined) {
    return db
      .select({ ficha: fichas, question: questions })
      .from(fichas)
      .innerJoin(questions, eq(questions.id, fichas.questionId))
      .where(fichaWhere(runIds, filter))
      .orderBy(asc(fichas.runId), asc(fichas.position))
      .all();
  }
  // A page: its ids first, from a covering index (OFFSET skips index entries, not rows), then those rows.
  const ids = db
    .select({ id: fichas.id })
    .from(fichas)
    .innerJoin(questions, eq(questions.id, fichas.questionId))
    .where(fichaWhere(runIds, filter))
    .orderBy(asc(fichas.runId), asc(fichas.position))
    .limit(limit)
    .offset(offset)
    .all()
    .map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = db.select({ ficha: fichas, question: questions }).from(fichas).innerJoin(questions, eq(questions.id, fichas.questionId)).where(inArray(fichas.id, ids)).all();
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => at.get(a.ficha.id)! - at.get(b.ficha.id)!);
}

/** What calibration needs of the fichas of runs (narrow rows: no prompts or raw outputs). */
export function confidenceRows({ db, runIds }: { db: Db; runIds: readonly number[] }) {
  if (runIds.length === 0) return [];
  return db
    .select({ runId: fichas.runId, questionId: fichas.questionId, tipo: questions.tipo, confidence: fichas.confidence, category: fichas.category })
    .from(fichas)
    .innerJoin(questions, eq(questions.id, fichas.questionId))
    .where(fichaWhere(runIds, {}))
    .all();
}

/** How many fichas of runs match a filter (for page counts). */
export function countFichas({ db, runIds, filter = {} }: { db: Db; runIds: readonly number[]; filter?: FichaFilter }): number {
  if (runIds.length === 0) return 0;
  return db.select({ n: sql<number>`count(*)` }).from(fichas).innerJoin(questions, eq(questions.id, fichas.questionId)).where(fichaWhere(runIds, filter)).get()!.n;
}

export function getFicha({ db, id }: { db: Db; id: number }) {
  return db
    .select({ ficha: fichas, question: questions, run: runs })
    .from(fichas)
    .innerJoin(questions, eq(questions.id, fichas.questionId))
    .innerJoin(runs, eq(runs.id, fichas.runId))
    .where(eq(fichas.id, id))
    .get();
}

/** Sum of progress over runs (the whole-matrix progress bar). */
export function progressOf({ db, runIds }: { db: Db; runIds: readonly number[] }) {
  if (runIds.length === 0) return { done: 0, total: 0, startedAt: null as number | null };
  return db
    .select({
      done: sql<number>`coalesce(sum(${runs.done}), 0)`,
      total: sql<number>`coalesce(sum(${runs.total}), 0)`,
      startedAt: sql<number | null>`min(${runs.startedAt})`,
    })
    .from(runs)
    .where(sql`${runs.id} IN (${sql.join(runIds.map((id) => sql`${id}`), sql`, `)})`)
    .get()!;
}

/**
 * Every ficha of some runs with its question, in pages of `pageSize` rows read
 * by keyset on (run, position): a CSV of 270,000 fichas streams without
 * holding them all in memory.
 */
export function* iterateFichas({ db, runIds, pageSize = 2000 }: { db: Db; runIds: readonly number[]; pageSize?: number }) {
  if (runIds.length === 0) return;
  let after = { runId: -1, position: -1 };
  for (;;) {
    const page = db
      .select({ ficha: fichas, question: questions })
      .from(fichas)
      .innerJoin(questions, eq(questions.id, fichas.questionId))
      .where(
        sql`${fichas.runId} IN (${sql.join(runIds.map((id) => sql`${id}`), sql`, `)}) AND (${fichas.runId} > ${after.runId} OR (${fichas.runId} = ${after.runId} AND ${fichas.position} > ${after.position}))`,
      )
      .orderBy(asc(fichas.runId), asc(fichas.position))
      .limit(pageSize)
      .all();
    if (page.length === 0) return;
    yield page;
    const last = page[page.length - 1]!.ficha;
    after = { runId: last.runId, position: last.position };
  }
}

export interface RunCost {
  costUsd: number;
  tokensIn: number;
  tokensOut: number;
  cached: number;
}

/** Cost, tokens and cached answers per run, summed in SQL. */
export function runCosts({ db, runIds }: { db: Db; runIds: readonly number[] }): Map<number, RunCost> {
  if (runIds.length === 0) return new Map();
  // Sums kept on the run by the fichas insert trigger (no scan of the fichas).
  const rows = db
    .select({ runId: runs.id, costUsd: runs.costUsd, tokensIn: runs.tokensIn, tokensOut: runs.tokensOut, cached: runs.cachedCount })
    .from(runs)
    .where(sql`${runs.id} IN (${sql.join(runIds.map((id) => sql`${id}`), sql`, `)}) AND ${runs.done} > 0`)
    .all();
  return new Map(rows.map((r) => [r.runId, r]));
}

/** The same sums by scanning the fichas (the reference the stored sums are checked against in tests). */
export function runCostsByScan({ db, runIds }: { db: Db; runIds: readonly number[] }): Map<number, RunCost> {
  if (runIds.length === 0) return new Map();
  const rows = db
    .select({
      runId: fichas.runId,
      costUsd: sql<number>`coalesce(sum(${fichas.costUsd}), 0)`,
      tokensIn: sql<number>`coalesce(sum(${fichas.tokensIn}), 0)`,
      tokensOut: sql<number>`coalesce(sum(${fichas.tokensOut}), 0)`,
      cached: sql<number>`coalesce(sum(${fichas.cached}), 0)`,
    })
    .from(fichas)
    .where(sql`${fichas.runId} IN (${sql.join(runIds.map((id) => sql`${id}`), sql`, `)})`)
    .groupBy(fichas.runId)
    .all();
  return new Map(rows.map((r) => [r.runId, r]));
}

export function promptBlock({ db, hash }: { db: Db; hash: string }): string | null {
  return db.select({ text: promptBlocks.text }).from(promptBlocks).where(eq(promptBlocks.hash, hash)).get()?.text ?? null;
}

export function countAllFichas({ db }: { db: Db }): number {
  return db.select({ n: sql<number>`count(*)` }).from(fichas).get()!.n;
}

/** Per run and question, the ficha's category (graded fichas only): what paired comparisons across cells need. */
export function questionCategories({ db, runIds }: { db: Db; runIds: readonly number[] }) {
  if (runIds.length === 0) return [];
  return db
    .select({ runId: fichas.runId, questionId: fichas.questionId, category: fichas.category })
    .from(fichas)
    .where(sql`${fichas.runId} IN (${sql.join(runIds.map((id) => sql`${id}`), sql`, `)}) AND ${fichas.category} IS NOT NULL`)
    .all();
}
