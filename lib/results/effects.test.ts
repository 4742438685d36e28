import { describe, expect, it } from "vitest";
import { createTestDb } from "@/db/client";
import { ensureDefaults } from "@/db/queries/dataset";
import { enqueueRun } from "@/db/queries/runs";
import { completeRun } from "@/lib/jobs/inProcess";
import { Random, rate } from "@/lib/stats";
import { loadEffectsView } from "@/lib/views/effects";
import { type CellOutcomes, factorEffects } from "./effects";

describe("effects of each factor across the matrix", () => {
  it("on the seed's three configurations: grounding −0.16 and tutor −0.12, each over one matched pair", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    for (const c of ["claude-haiku-5-5|none|may-abstain", "claude-haiku-5-5|retrieved|may-abstain", "claude-sonnet-5-5|retrieved|may-abstain"]) {
      const { run, jobId } = enqueueRun({ db, conditionId: c, mode: "simulated" });
      await completeRun({ db, runId: run.id, jobId });
    }
    const v = loadEffectsView({ db, mode: "simulated" });
    expect(v.effects).toHaveLength(2);
    const grounding = v.effects.find((e) => e.factor === "grounding")!;
    expect([grounding.a, grounding.b, grounding.pairs.length, grounding.questions]).toEqual(["retrieved", "none", 1, 25]);
    expect(grounding.effect).toBeCloseTo(-0.16, 12);
    const tutor = v.effects.find((e) => e.factor === "tutor")!;
    expect([tutor.a, tutor.b, tutor.pairs.length]).toEqual(["claude-sonnet-5-5", "claude-haiku-5-5", 1]);
    expect(tutor.effect).toBeCloseTo(-0.12, 12);
    for (const e of v.effects) {
      expect(e.low).toBeLessThanOrEqual(e.effect);
      expect(e.high).toBeGreaterThanOrEqual(e.effect);
      expect(e.exact).toBe(false); // 2^25 > 2^20: Monte Carlo
      expect(e.pHolm).toBeGreaterThanOrEqual(e.p);
    }
  });

  function plantedMatrix(rng: Random, groundingEffect: number): CellOutcomes[] {
    const questions = 40;
    const base = Array.from({ length: questions }, () => 0.15 + 0.3 * rng.next());
    const out: CellOutcomes[] = [];
    for (const tutor of ["t1", "t2"]) {
      for (const grounding of ["none", "retrieved"]) {
        for (const policy of ["must-answer", "may-abstain"]) {
          const shift = grounding === "retrieved" ? groundingEffect : 0;
          const incorrect = new Map(base.map((p, q) => [q, (rng.next() < Math.min(1, Math.max(0, p + shift)) ? 1 : 0) as 0 | 1]));
          out.push({ conditionId: `${tutor}|${grounding}|${policy}`, runId: out.length + 1, tutor, grounding, policy, incorrect });
        }
      }
    }
    return out;
  }

  it("planted effects: the grounding interval covers the planted −0.15; under no effect the family rejects rarely (Holm)", () => {
    const rng = new Random(99);
    const experiments = 100;
    let covered = 0;
    let anyRejectNull = 0;
    for (let e = 0; e < experiments; e++) {
      const effects = factorEffects(plantedMatrix(rng, -0.15), ["t1", "t2"], { resamples: 500, seed: e });
      const g = effects.find((x) => x.factor === "grounding")!;
      // The planted effect on the rate, averaged over questions and clipped probabilities: −0.15 exactly (no clipping in range).
      if (g.low <= -0.15 && -0.15 <= g.high) covered++;
      const nul = factorEffects(plantedMatrix(rng, 0), ["t1", "t2"], { resamples: 500, seed: e });
      if (nul.some((x) => x.reject)) anyRejectNull++;
    }
    const c = rate(covered, experiments);
    const f = rate(anyRejectNull, experiments);
    process.stdout.write(`effects: grounding interval covered the planted effect ${covered}/${experiments} = ${c.p.toFixed(2)} [${c.low.toFixed(2)}, ${c.high.toFixed(2)}]; family-wise rejections under no effect ${anyRejectNull}/${experiments} = ${f.p.toFixed(2)} [${f.low.toFixed(2)}, ${f.high.toFixed(2)}]\n`);
    expect(c.p).toBeGreaterThanOrEqual(0.85);
    expect(f.p).toBeLessThanOrEqual(0.1);
  });
});
