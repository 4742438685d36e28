import { and, desc, eq, sql } from "drizzle-orm";
import { type Letter, categoryOf } from "@/lib/grading/categories";
import type { Db } from "../client";
import { type Grade, fichas, graderFailures, grades, jobs, questions, runs } from "../schema";
import { NotFoundError } from "./errors";

const PRECEDENCE = ["persona", "verdad plantada", "automática"] as const;

/** Recomputes a ficha's effective grade from its history (person > planted truth > automatic). */
export function refreshEffectiveGrade({ db, fichaId }: { db: Db; fichaId: number }): void {
  const row = db
    .select({ withheld: fichas.withheld, tipo: questions.tipo })
    .from(fichas)
    .innerJoin(questions, eq(questions.id, fichas.questionId))
    .where(eq(fichas.id, fichaId))
    .get();
  if (!row) throw new NotFoundError(`ficha desconocida: ${fichaId}`);
  const history = db.select().from(grades).where(and(eq(grades.fichaId, fichaId), eq(grades.undone, false))).orderBy(desc(grades.id)).all();
  const best = PRECEDENCE.map((s) => history.find((g) => g.source === s)).find(Boolean) ?? null;
  db.update(fichas)
    .set({
      letter: best?.letter ?? null,
      gradeSource: best?.source ?? null,
      category: best ? categoryOf(row.tipo, row.withheld ? "N" : (best.letter as Letter)) : null,
    })
    .where(eq(fichas.id, fichaId))
    .run();
}

/** A person's grade from the blind view; it wins over automatic and planted grades. */
export function recordPersonGrade({ db, fichaId, letter, grader }: { db: Db; fichaId: number; letter: Letter; grader: string }): Grade {
  return db.transaction(
    (tx) => {
      const t = tx as unknown as Db;
      const g = t.insert(grades).values({ fichaId, letter, source: "persona", grader }).returning().get();
      refreshEffectiveGrade({ db: t, fichaId });
      return g;
    },
    { behavior: "immediate" },
  );
}

/** Undoes one person grade (kept in the history as undone). */
export function undoPersonGrade({ db, gradeId }: { db: Db; gradeId: number }): Grade {
  return db.transaction(
    (tx) => {
      const t = tx as unknown as Db;
      const g = t.update(grades).set({ undone: true }).where(and(eq(grades.id, gradeId), eq(grades.source, "persona"))).returning().get();
      if (!g) throw new NotFoundError(`calificación desconocida: ${gradeId}`);
      refreshEffectiveGrade({ db: t, fichaId: g.fichaId });
      return g;
    },
    { behavior: "immediate" },
  );
}

export function gradeHistory({ db, fichaId }: { db: Db; fichaId: number }): Grade[] {
  return db.select().from(grades).where(eq(grades.fichaId, fichaId)).orderBy(grades.id).all();
}

/**
 * The blind grading pool: fichas of finished runs on a bank version, in a
 * fixed shuffled order (a multiplicative hash of the id, so conditions are
 * interleaved), with whether a person already graded each.
 */
export function blindPool({ db, bankVersionId }: { db: Db; bankVersionId: number }) {
  const graded = sql<number>`EXISTS (SELECT 1 FROM ${grades} g WHERE g.ficha_id = ${fichas.id} AND g.source = 'persona' AND g.undone = 0)`;
  return db
    .select({ fichaId: fichas.id, graded })
    .from(fichas)
    .innerJoin(runs, eq(runs.id, fichas.runId))
    .where(and(eq(runs.bankVersionId, bankVersionId), eq(runs.status, "done"), sql`${fichas.answerText} IS NOT NULL`))
    .orderBy(sql`(${fichas.id} * 2654435761) % 4294967296`, fichas.id)
    .all();
}

/** Pairs of (automatic, person) and (automatic, planted) letters for agreement statistics. */
export function gradePairs({ db, bankVersionId }: { db: Db; bankVersionId: number }) {
  const latest = (source: string) => sql<string | null>`(SELECT g.letter FROM ${grades} g WHERE g.ficha_id = ${fichas.id} AND g.source = ${source} AND g.undone = 0 ORDER BY g.id DESC LIMIT 1)`;
  return db
    .select({ fichaId: fichas.id, auto: latest("automática"), person: latest("persona"), planted: latest("verdad plantada") })
    .from(fichas)
    .innerJoin(runs, eq(runs.id, fichas.runId))
    .where(eq(runs.bankVersionId, bankVersionId))
    .all();
}

/** The most recent person grade that was not undone (the one "undo" takes back). */
export function lastPersonGrade({ db }: { db: Db }): Grade | undefined {
  return db.select().from(grades).where(and(eq(grades.source, "persona"), eq(grades.undone, false))).orderBy(desc(grades.id)).limit(1).get();
}

/**
 * Stores a grader's results on fichas as a grade source of its own: its
 * earlier letter on the same ficha is replaced (never duplicated), a person's
 * or planted grade is never touched, and the effective grade is recomputed
 * (person > planted truth > the latest automatic grade). A result with no
 * letter is kept visible in grader_failures with its reason and raw output.
 */
export function saveGraderResults({
  db,
  grader,
  items,
}: {
  db: Db;
  grader: string;
  items: readonly { fichaId: number; result: { letter: Letter; reason: string } | { letter: null; error: string; raw: string | null } }[];
}): { graded: number; failed: number } {
  let graded = 0;
  let failed = 0;
  db.transaction(
    (tx) => {
      const t = tx as unknown as Db;
      for (const { fichaId, result } of items) {
        t.delete(grades).where(and(eq(grades.fichaId, fichaId), eq(grades.source, "automática"), eq(grades.grader, grader))).run();
        t.delete(graderFailures).where(and(eq(graderFailures.fichaId, fichaId), eq(graderFailures.grader, grader))).run();
        if (result.letter !== null) {
          t.insert(grades).values({ fichaId, letter: result.letter, source: "automática", grader, reason: result.reason }).run();
          graded++;
        } else {
          t.insert(graderFailures).values({ fichaId, grader, reason: result.error, raw: result.raw }).run();
          failed++;
        }
        refreshEffectiveGrade({ db: t, fichaId });
      }
    },
    { behavior: "immediate" },
  );
  return { graded, failed };
}

/** Every automatic grader's letters on a bank version's fichas, beside the person's and the planted truth's (for side-by-side agreement). */
export function graderLetters({ db, bankVersionId }: { db: Db; bankVersionId: number }) {
  const latest = (source: string) => sql<string | null>`(SELECT g2.letter FROM ${grades} g2 WHERE g2.ficha_id = ${grades.fichaId} AND g2.source = ${source} AND g2.undone = 0 ORDER BY g2.id DESC LIMIT 1)`;
  return db
    .select({ grader: grades.grader, fichaId: grades.fichaId, runId: fichas.runId, letter: grades.letter, person: latest("persona"), planted: latest("verdad plantada") })
    .from(grades)
    .innerJoin(fichas, eq(fichas.id, grades.fichaId))
    .innerJoin(runs, eq(runs.id, fichas.runId))
    .where(and(eq(runs.bankVersionId, bankVersionId), eq(grades.source, "automática"), eq(grades.undone, false)))
    .all();
}

/** A grader's failures on a bank version (count and the first reasons), by grader. */
export function graderFailureSummary({ db, bankVersionId }: { db: Db; bankVersionId: number }) {
  return db
    .select({ grader: graderFailures.grader, fichaId: graderFailures.fichaId, runId: fichas.runId, reason: graderFailures.reason })
    .from(graderFailures)
    .innerJoin(fichas, eq(fichas.id, graderFailures.fichaId))
    .innerJoin(runs, eq(runs.id, fichas.runId))
    .where(eq(runs.bankVersionId, bankVersionId))
    .orderBy(graderFailures.id)
    .all();
}

/** Queues a grading pass ("grade" job) over runs with one grader. */
export function enqueueGrading({ db, runIds, grader, engine = "auto" }: { db: Db; runIds: readonly number[]; grader: string; engine?: "auto" | "batch" | "sync" }): number {
  const n = db.select({ n: sql<number>`count(*)` }).from(jobs).where(sql`${jobs.type} = 'grade'`).get()!.n;
  return db
    .insert(jobs)
    .values({ type: "grade", payload: JSON.stringify({ runIds, grader, engine }), idempotencyKey: `grade:${runIds.join(",")}:${grader}:${n + 1}`, status: "queued", runId: runIds[0] ?? null })
    .returning({ id: jobs.id })
    .get().id;
}

/** When people graded on a bank version: first and last grade times and how many (undone grades excluded). */
export function gradingPace({ db, bankVersionId }: { db: Db; bankVersionId: number }): { first: number | null; last: number | null; count: number } {
  const r = db
    .select({ first: sql<number | null>`min(${grades.createdAt})`, last: sql<number | null>`max(${grades.createdAt})`, count: sql<number>`count(*)` })
    .from(grades)
    .innerJoin(fichas, eq(fichas.id, grades.fichaId))
    .innerJoin(runs, eq(runs.id, fichas.runId))
    .where(and(eq(runs.bankVersionId, bankVersionId), eq(grades.source, "persona"), eq(grades.undone, false)))
    .get()!;
  return { first: r.first, last: r.last, count: r.count };
}

/** Changes whenever any grade is added or undone: a cache key for analyses of effective grades. */
export function gradesFingerprint({ db }: { db: Db }): string {
  const r = db.select({ max: sql<number | null>`max(${grades.id})`, undone: sql<number>`sum(${grades.undone})` }).from(grades).get()!;
  return `${r.max ?? 0}:${r.undone ?? 0}`;
}

/**
 * The blind view's pool without reading it whole: how many answered fichas of finished runs a bank version has, how
 * many a person graded, and the next ungraded one in the shuffled order (read from the fichas_shuffle index).
 */
/** The blind pool's size per database, by the finished runs it covers (see blindPoolSummary). */
const poolTotals = new WeakMap<Db, Map<string, number>>();

export function blindPoolSummary({ db, bankVersionId }: { db: Db; bankVersionId: number }): { total: number; graded: number; nextId: number | null } {
  const pool = sql`${runs.bankVersionId} = ${bankVersionId} AND ${runs.status} = 'done' AND ${fichas.answerText} IS NOT NULL`;
  // The pool's size reads every answer of the finished runs (a quarter of a second at 270,000 fichas); a finished run's
  // answers never change, so it is kept by the list of finished runs (a new or deleted run counts again).
  const done = db.get<{ ids: string | null }>(sql`SELECT group_concat(id) AS ids FROM (SELECT id FROM runs WHERE bank_version_id = ${bankVersionId} AND status = 'done' ORDER BY id)`);
  const key = `${bankVersionId}|${done?.ids ?? ""}`;
  let totals = poolTotals.get(db);
  if (!totals) poolTotals.set(db, (totals = new Map()));
  let total = totals.get(key);
  if (total === undefined) {
    total = db.select({ n: sql<number>`count(*)` }).from(fichas).innerJoin(runs, eq(runs.id, fichas.runId)).where(pool).get()!.n;
    if (totals.size > 20) totals.clear();
    totals.set(key, total);
  }
  const graded = db
    .select({ n: sql<number>`count(DISTINCT ${grades.fichaId})` })
    .from(grades)
    .innerJoin(fichas, eq(fichas.id, grades.fichaId))
    .innerJoin(runs, eq(runs.id, fichas.runId))
    .where(and(eq(grades.source, "persona"), eq(grades.undone, false), pool))
    .get()!.n;
  // The shuffle index drives the scan (fichas first, in shuffled order), so the first match ends it: no sort of the pool.
  const next = db.get<{ id: number } | undefined>(sql`
    SELECT f.id AS id FROM fichas f INDEXED BY fichas_shuffle CROSS JOIN runs r ON r.id = f.run_id
    WHERE r.bank_version_id = ${bankVersionId} AND r.status = 'done' AND f.answer_text IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM grades g WHERE g.ficha_id = f.id AND g.source = 'persona' AND g.undone = 0)
    ORDER BY (f.id * 2654435761) % 4294967296, f.id LIMIT 1`);
  return { total, graded, nextId: next?.id ?? null };
}

/** (automatic, person) latest letters of the fichas a person graded on a bank version: few rows, whatever the bank's size. */
export function personPairs({ db, bankVersionId }: { db: Db; bankVersionId: number }) {
  const latest = (source: string) => sql<string | null>`(SELECT g2.letter FROM ${grades} g2 WHERE g2.ficha_id = ${fichas.id} AND g2.source = ${source} AND g2.undone = 0 ORDER BY g2.id DESC LIMIT 1)`;
  return db
    .selectDistinct({ fichaId: fichas.id, auto: latest("automática"), person: latest("persona") })
    .from(grades)
    .innerJoin(fichas, eq(fichas.id, grades.fichaId))
    .innerJoin(runs, eq(runs.id, fichas.runId))
    .where(and(eq(grades.source, "persona"), eq(grades.undone, false), eq(runs.bankVersionId, bankVersionId)))
    .all();
}

/** Changes when an automatic or planted grade is added or undone (not with a person's): the key of the planted-truth agreement. */
export function machineGradesFingerprint({ db }: { db: Db }): string {
  const r = db.select({ max: sql<number | null>`max(${grades.id})`, n: sql<number>`count(*)` }).from(grades).where(sql`${grades.source} <> 'persona'`).get()!;
  return `${r.max ?? 0}:${r.n}`;
}
