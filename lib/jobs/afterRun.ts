import type { Db } from "@/db/client";
import { eceStore } from "@/db/queries/calibration";
import { calibrationAnalysis } from "@/lib/results/calibration";
import { calibrationItems } from "@/lib/views/calibration";

/**
 * Work done once when a run ends, so the pages need not do it per request:
 * the ECE bootstrap interval of the run's answers with the page's default
 * bins and seed (kept by the hash of its inputs; a later grade changes the
 * inputs, and the page then computes the new one itself). Never fails a run.
 */
export function afterRunDone({ db, runId }: { db: Db; runId: number }): void {
  try {
    const { items } = calibrationItems(db, [runId]);
    if (items.length) calibrationAnalysis(items, { store: eceStore({ db }) });
  } catch (e) {
    process.stderr.write(`[veraz] cálculo previo de calibración de la ejecución ${runId} fallido: ${(e as Error).message}\n`);
  }
}
