import type { Db } from "@/db/client";
import { bankContent, currentBankVersion, ensureDefaults } from "@/db/queries/dataset";
import { listRunAnswers } from "@/db/queries/fichas";
import { getCondition, listConditions } from "@/db/queries/matrix";
import { getRun, listRuns } from "@/db/queries/runs";
import type { Run } from "@/db/schema";
import type { Mode } from "@/lib/conditions/axes";
import { type Comparison, compareRuns } from "@/lib/results/compare";
import { conditionLabel } from "./results";

/** What the comparison shows of an answer (its text, grade, citation and confidence). */
export type CompareFicha = ReturnType<typeof listRunAnswers>[number];

export interface CompareSide {
  readonly run: Run;
  readonly label: string;
}

/**
 * Two runs on the same frozen bank version, question by question. Each side is
 * a run id, or a condition whose latest finished run is taken. Runs of
 * different bank versions are never paired.
 */
export function loadCompareView({
  db,
  mode,
  a,
  b,
}: {
  db: Db;
  mode: Mode;
  a: { conditionId?: string; runId?: number };
  b: { conditionId?: string; runId?: number };
}): { error: string } | { a: CompareSide; b: CompareSide; comparison: Comparison<CompareFicha>; conditions: ReturnType<typeof listConditions>; runsA: Run[]; runsB: Run[] } {
  ensureDefaults({ db });
  const version = currentBankVersion({ db });
  const resolve = (side: { conditionId?: string; runId?: number }): Run | null => {
    if (side.runId) return getRun({ db, id: side.runId });
    if (!side.conditionId) return null;
    return listRuns({ db, conditionId: side.conditionId, bankVersionId: version.id }).find((r) => r.mode === mode && r.status === "done") ?? null;
  };
  let runA: Run | null;
  let runB: Run | null;
  try {
    runA = resolve(a);
    runB = resolve(b);
  } catch (e) {
    return { error: (e as Error).message };
  }
  if (!runA || !runB) return { error: "falta una ejecución terminada para alguna de las dos condiciones en este modo" };
  if (runA.bankVersionId !== runB.bankVersionId) return { error: "las dos ejecuciones usan versiones distintas del banco: no se comparan" };
  const { questions } = bankContent({ db, bankVersionId: runA.bankVersionId });
  const byQuestion = (run: Run) => new Map(listRunAnswers({ db, runId: run.id }).map((f) => [f.questionId, f]));
  const label = (run: Run) => `${conditionLabel(getCondition({ db, id: run.conditionId })!)} · rep. ${run.repetition}`;
  const runsOf = (run: Run) => listRuns({ db, conditionId: run.conditionId, bankVersionId: run.bankVersionId }).filter((r) => r.mode === run.mode && r.status === "done");
  return {
    a: { run: runA, label: label(runA) },
    b: { run: runB, label: label(runB) },
    comparison: compareRuns(questions, byQuestion(runA), byQuestion(runB)),
    conditions: listConditions({ db }),
    runsA: runsOf(runA),
    runsB: runsOf(runB),
  };
}
