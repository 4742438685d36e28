import { and, eq } from "drizzle-orm";
import type { Db } from "../client";
import { type ImportedAnswer, importedAnswers, questions, runs } from "../schema";

/** An "answers" tutor's run, its answers by question key (what the imported file said for each question). */
export function importedAnswersByClave({ db, runId }: { db: Db; runId: number }): Map<string, ImportedAnswer> {
  const rows = db
    .select({ a: importedAnswers, clave: questions.clave })
    .from(importedAnswers)
    .innerJoin(questions, eq(questions.id, importedAnswers.questionId))
    .where(eq(importedAnswers.runId, runId))
    .all();
  return new Map(rows.map((r) => [r.clave, r.a]));
}

/** Stores an import's answers for its run (inside the transaction that created the run). */
export function insertImportedAnswers({ db, runId, answers }: { db: Db; runId: number; answers: readonly Omit<ImportedAnswer, "runId">[] }): void {
  for (const a of answers) db.insert(importedAnswers).values({ ...a, runId }).run();
}

/** The run already holding a repetition of a condition on a bank version in real mode, if any. */
export function realRunOfRepetition({ db, conditionId, bankVersionId, repetition }: { db: Db; conditionId: string; bankVersionId: number; repetition: number }): number | null {
  return (
    db
      .select({ id: runs.id })
      .from(runs)
      .where(and(eq(runs.conditionId, conditionId), eq(runs.bankVersionId, bankVersionId), eq(runs.mode, "real"), eq(runs.repetition, repetition)))
      .get()?.id ?? null
  );
}
