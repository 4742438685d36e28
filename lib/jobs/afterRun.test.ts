import { describe, expect, it } from "vitest";
import { createTestDb } from "@/db/client";
import { ensureDefaults } from "@/db/queries/dataset";
import { listFichas } from "@/db/queries/fichas";
import { recordPersonGrade } from "@/db/queries/grades";
import { enqueueRun } from "@/db/queries/runs";
import { eceIntervals } from "@/db/schema";
import { eceKey } from "@/lib/results/calibration";
import { bootstrapEce } from "@/lib/stats";
import { calibrationItems, loadCalibrationView } from "@/lib/views/calibration";
import { completeRun } from "./inProcess";

describe("when a run ends", () => {
  it("its ECE interval (page defaults) is computed once and stored by the hash of its inputs; the page reads it; a new grade changes the key", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    const { run, jobId } = enqueueRun({ db, conditionId: "claude-haiku-5-5|none|may-abstain", mode: "simulated" });
    await completeRun({ db, runId: run.id, jobId });
    const { items } = calibrationItems(db, [run.id]);
    const conf = items.map((i) => i.confidence);
    const correct = items.map((i) => i.correct);
    const stored = db.select().from(eceIntervals).all();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.key).toBe(eceKey(conf, correct, 5, 2026));
    const direct = bootstrapEce(conf, correct, 5, { resamples: 2000, seed: 2026 });
    expect([stored[0]!.low, stored[0]!.high]).toEqual([direct.low, direct.high]);
    const view = loadCalibrationView({ db, mode: "simulated", conditionIds: ["claude-haiku-5-5|none|may-abstain"], bins: 5, target: 0.95 });
    expect(view.calibration[0]!.analysis!.eceInterval).toMatchObject({ low: direct.low, high: direct.high });
    // A person's grade that changes an outcome: another key, computed by the page and stored too.
    const f = listFichas({ db, runId: run.id }).find((x) => x.category === "correcta" && x.confidence !== null)!;
    recordPersonGrade({ db, fichaId: f.id, letter: "X", grader: "t" });
    const after = loadCalibrationView({ db, mode: "simulated", conditionIds: ["claude-haiku-5-5|none|may-abstain"], bins: 5, target: 0.95 });
    const items2 = calibrationItems(db, [run.id]).items;
    const direct2 = bootstrapEce(items2.map((i) => i.confidence), items2.map((i) => i.correct), 5, { resamples: 2000, seed: 2026 });
    expect(after.calibration[0]!.analysis!.eceInterval).toMatchObject({ low: direct2.low, high: direct2.high });
    expect(db.select().from(eceIntervals).all()).toHaveLength(2);
  });
});
