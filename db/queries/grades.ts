import { and, desc, eq, sql } from "drizzle-orm";
import { type Letter, categoryOf } from "@/lib/grading/categories";
import type { Db } from "../client";
import { type Grade, fichas, grades, questions, runs } from "../schema";
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
