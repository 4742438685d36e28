import type { Db } from "@/db/client";
import { currentBankVersion, ensureDefaults } from "@/db/queries/dataset";
import { confidenceRows } from "@/db/queries/fichas";
import { listRuns } from "@/db/queries/runs";
import { eceStore } from "@/db/queries/calibration";
import type { Mode } from "@/lib/conditions/axes";
import { type CalibrationAnalysis, type CalibrationItem, type HeldOutResult, calibrationAnalysis, heldOutAnalysis } from "@/lib/results/calibration";
import { type ResultRow, loadResultsView } from "./results";

export interface CalibrationRow {
  readonly result: ResultRow;
  /** Graded answers with a declared confidence (others are counted apart). */
  readonly excluded: number;
  readonly analysis: CalibrationAnalysis | null;
  readonly heldOutBank: HeldOutResult | null;
  readonly heldOutRepetitions: HeldOutResult | null;
}

/** The graded answers with a declared confidence of some runs (the others counted apart). */
export function calibrationItems(db: Db, runIds: readonly number[]): { items: CalibrationItem[]; excluded: number } {
  const rows = confidenceRows({ db, runIds });
  const usable = rows.filter((r) => r.confidence !== null && r.category !== null);
  return {
    items: usable.map((r) => ({
      questionId: r.questionId,
      tipo: r.tipo,
      runId: r.runId,
      confidence: r.confidence!,
      correct: r.category === "correcta" ? 1 : 0,
    })),
    excluded: rows.length - usable.length,
  };
}

/** Calibration of the chosen conditions' latest finished runs, with held-out thresholds. */
export function loadCalibrationView({ db, mode, conditionIds, bins, target }: { db: Db; mode: Mode; conditionIds: readonly string[]; bins: number; target: number }) {
  ensureDefaults({ db });
  const results = loadResultsView({ db, mode, conditionIds });
  const version = currentBankVersion({ db });
  const store = eceStore({ db });
  const rows: CalibrationRow[] = results.rows.map((result) => {
    const { items: latest, excluded } = calibrationItems(db, [result.run.id]);
    const done = listRuns({ db, conditionId: result.condition.id, bankVersionId: version.id }).filter((r) => r.mode === mode && r.status === "done");
    const repeated = done.length > 1 ? calibrationItems(db, done.map((r) => r.id)).items : [];
    return {
      result,
      excluded,
      analysis: latest.length ? calibrationAnalysis(latest, { bins, target, store }) : null,
      heldOutBank: latest.length ? heldOutAnalysis(latest, { by: "bank", target }) : null,
      heldOutRepetitions: repeated.length ? heldOutAnalysis(repeated, { by: "repetitions", target }) : null,
    };
  });
  return { ...results, calibration: rows, bins, target };
}
