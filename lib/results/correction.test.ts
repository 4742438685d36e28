import { describe, expect, it } from "vitest";
import { createTestDb } from "@/db/client";
import { ensureDefaults } from "@/db/queries/dataset";
import { listFichas } from "@/db/queries/fichas";
import { recordPersonGrade } from "@/db/queries/grades";
import { enqueueRun } from "@/db/queries/runs";
import { correctionRows, createGradingSample, gradedPrefix, sampleItems } from "@/db/queries/samples";
import { completeRun } from "@/lib/jobs/inProcess";
import { ppiMean } from "@/lib/stats";
import { loadRunRows } from "@/lib/views/results";
import { runCorrection } from "./correction";

async function twoRuns() {
  const db = createTestDb();
  ensureDefaults({ db });
  const ids: number[] = [];
  for (const c of ["claude-haiku-5-5|none|may-abstain", "claude-haiku-5-5|retrieved|must-answer"]) {
    const { run, jobId } = enqueueRun({ db, conditionId: c, mode: "simulated" });
    await completeRun({ db, runId: run.id, jobId });
    ids.push(run.id);
  }
  return { db, ids };
}

describe("rates corrected for the grader's errors (PPI++)", () => {
  it("a stored, seeded sample: same seed, same order; its graded prefix only", async () => {
    const { db, ids } = await twoRuns();
    const a = createGradingSample({ db, runIds: ids, seed: 7, size: 20 });
    const b = createGradingSample({ db, runIds: ids, seed: 7, size: 20 });
    const order = (id: number) => sampleItems({ db, sampleId: id }).map((x) => x.fichaId);
    expect(order(a.id)).toEqual(order(b.id));
    expect(new Set(order(a.id)).size).toBe(20);
    expect(order(createGradingSample({ db, runIds: ids, seed: 8, size: 20 }).id)).not.toEqual(order(a.id));
    // Grading the 1st, 2nd and 4th: the prefix stops at the ungraded 3rd.
    const items = order(a.id);
    for (const i of [0, 1, 3]) recordPersonGrade({ db, fichaId: items[i]!, letter: "X", grader: "ana" });
    expect(gradedPrefix({ db, sampleId: a.id })).toEqual(items.slice(0, 2));
  });

  it("Table 1 rows carry the PPI++ estimate from the graded prefix, equal to ppiMean on the same data", async () => {
    const { db, ids } = await twoRuns();
    const sample = createGradingSample({ db, runIds: ids, seed: 3, size: 40 });
    const items = sampleItems({ db, sampleId: sample.id }).map((x) => x.fichaId);
    // A person grades the sample in order, calling every ficha the automatic grader said R an X (a biased grader, seen from people).
    const letters = new Map(listFichas({ db, runId: ids[0]! }).concat(listFichas({ db, runId: ids[1]! })).map((f) => [f.id, f.letter]));
    for (const id of items.slice(0, 30)) recordPersonGrade({ db, fichaId: id, letter: letters.get(id) === "R" ? "X" : (letters.get(id) as "X" | "N"), grader: "ana" });
    // A grade outside the sample never enters the correction.
    const outside = listFichas({ db, runId: ids[0]! }).find((f) => !items.includes(f.id))!;
    recordPersonGrade({ db, fichaId: outside.id, letter: "R", grader: "ana" });
    const { rows } = loadRunRows({ db, runIds: ids });
    for (const r of rows) {
      const prefix = new Set(items.slice(0, 30));
      const data = correctionRows({ db, runId: r.run.id });
      const human = data.filter((x) => prefix.has(x.fichaId));
      const rest = data.filter((x) => !prefix.has(x.fichaId));
      const y = (xs: typeof data, k: "auto" | "person") => xs.map((x) => (x[k] === "incorrecta" ? 1 : 0));
      const expected = ppiMean({ human: y(human, "person"), autoOnHuman: y(human, "auto"), autoOnRest: y(rest, "auto") });
      expect(r.correction.n).toBe(human.length);
      expect(r.correction.N).toBe(rest.length);
      expect(r.correction.hallucination!.estimate).toBeCloseTo(expected.estimate, 12);
      expect(r.correction.hallucination!.lambda).toBeCloseTo(expected.lambda, 12);
      expect(rest.some((x) => x.fichaId === outside.id) || r.run.id !== ids[0]).toBe(true);
      // People call more answers wrong than the grader does: the corrected rate is higher than the grader's own.
      const autoRate = data.filter((x) => x.auto === "incorrecta").length / data.length;
      expect(r.correction.hallucination!.estimate).toBeGreaterThan(autoRate);
    }
  });

  it("without a graded sample it says how many random grades would make the correction useful", () => {
    const c = runCorrection({ rows: Array.from({ length: 100 }, (_, i) => ({ fichaId: i, auto: i < 16 ? "incorrecta" : "correcta", person: null })), prefix: new Set() });
    expect(c.hallucination).toBeNull();
    expect(c.rho).toBeNull();
    // ρ unknown → 0: the plain normal sample size for p = 0.16 at ±0.05.
    expect(c.needed).toBe(207);
  });
});
