import type { Db } from "@/db/client";
import { currentBankVersion, ensureDefaults, getBankVersion } from "@/db/queries/dataset";
import { getRun } from "@/db/queries/runs";
import { categoryCounts } from "@/db/queries/fichas";
import { type MatrixCell, conditionsForBank, listConditions, matrixCells } from "@/db/queries/matrix";
import type { Condition, Run } from "@/db/schema";
import { type Mode, SEED_CELLS } from "@/lib/conditions/axes";
import { type Table1Row, table1Row } from "@/lib/results/table1";
import { type Table2Row, table2Row } from "@/lib/results/table2";
import { PALETTE, seedColor } from "./palette";
import { es } from "@/lib/i18n/es";
import { conditionName } from "@/lib/i18n/labels";
import { correctionRows, gradedPrefix, latestGradingSample } from "@/db/queries/samples";
import { type RunCorrection, runCorrection } from "@/lib/results/correction";

export interface ResultRow {
  readonly condition: Condition;
  readonly label: string;
  readonly color: string;
  readonly run: Run;
  readonly table1: Table1Row;
  readonly table2: Table2Row | null;
  /** The rates corrected for the automatic grader's errors (PPI++) from the sample people graded, or what that needs. */
  readonly correction: RunCorrection;
}

/** The graded prefix of the bank version's latest random sample (empty without one). */
function samplePrefix(db: Db, bankVersionId: number): ReadonlySet<number> {
  const sample = latestGradingSample({ db, bankVersionId });
  return new Set(sample ? gradedPrefix({ db, sampleId: sample.id }) : []);
}

export const DEFAULT_RESULT_CONDITIONS = Object.keys(SEED_CELLS);

/** Short label of a condition: the seed's name (on the seed's bank), else its tutor, notes and policy in words. */
export function conditionLabel(c: Condition): string {
  return c.seedName ?? conditionName(es, c);
}

/**
 * Tables 1 and 2 for the chosen conditions (the latest finished run of each on
 * the current bank version and mode), and the matrix heatmap cells.
 */
export function loadResultsView({ db, mode, conditionIds }: { db: Db; mode: Mode; conditionIds: readonly string[] }) {
  ensureDefaults({ db });
  const version = currentBankVersion({ db });
  const cells: MatrixCell[] = matrixCells({ db, bankVersionId: version.id, mode });
  const all = listConditions({ db });
  const chosen = conditionIds.length ? conditionIds : DEFAULT_RESULT_CONDITIONS;
  const finished = cells.filter((c) => c.run?.status === "done" && chosen.includes(c.condition.id));
  const counts = categoryCounts({ db, runIds: finished.map((c) => c.run!.id) });
  const prefix = samplePrefix(db, version.id);
  let extra = 0;
  const rows: ResultRow[] = chosen
    .map((id) => finished.find((c) => c.condition.id === id))
    .filter((c): c is MatrixCell => Boolean(c))
    .map((c) => {
      const t1 = table1Row(counts.get(c.run!.id)!);
      return {
        condition: c.condition,
        label: conditionLabel(c.condition),
        color: seedColor(c.condition.seedName) ?? PALETTE.extra[extra++ % PALETTE.extra.length]!,
        run: c.run!,
        table1: t1,
        table2: table2Row(t1),
        correction: runCorrection({ rows: correctionRows({ db, runId: c.run!.id }), prefix }),
      };
    });
  return {
    mode,
    bankVersion: { id: version.id, version: version.version, hash: version.contentHash },
    conditions: all,
    chosen,
    rows,
    missing: chosen.filter((id) => !rows.some((r) => r.condition.id === id)),
    cells,
  };
}

/** Result rows for explicit run ids (the CLI's `report --runs`), in the order given. */
export function loadRunRows({ db, runIds }: { db: Db; runIds: readonly number[] }): { bankHash: string; mode: Mode; rows: ResultRow[] } {
  const runs = runIds.map((id) => getRun({ db, id }));
  const versions = new Set(runs.map((r) => r.bankVersionId));
  if (versions.size > 1) throw new Error("las ejecuciones usan versiones distintas del banco: no se agrupan en una tabla");
  const counts = categoryCounts({ db, runIds });
  const prefix = runs[0] ? samplePrefix(db, runs[0].bankVersionId) : new Set<number>();
  let extra = 0;
  const rows = runs.map((run) => {
    const condition = conditionsForBank({ db, bankVersionId: run.bankVersionId }).find((c) => c.id === run.conditionId)!;
    const t1 = table1Row(counts.get(run.id)!);
    return {
      condition,
      label: conditionLabel(condition),
      color: seedColor(condition.seedName) ?? PALETTE.extra[extra++ % PALETTE.extra.length]!,
      run,
      table1: t1,
      table2: table2Row(t1),
      correction: runCorrection({ rows: correctionRows({ db, runId: run.id }), prefix }),
    };
  });
  return { bankHash: runs[0] ? getBankVersion({ db, id: runs[0].bankVersionId }).contentHash : "", mode: runs[0]?.mode ?? "real", rows };
}
