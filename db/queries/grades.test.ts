import { describe, expect, it } from "vitest";
import { createTestDb } from "../client";
import { ensureDefaults } from "./dataset";
import { categoryCounts, listFichas } from "./fichas";
import { blindPool, gradeHistory, gradePairs, recordPersonGrade, undoPersonGrade } from "./grades";
import { enqueueRun } from "./runs";
import { completeRun } from "@/lib/jobs/inProcess";

async function seedRun(conditionId: string) {
  const db = createTestDb();
  ensureDefaults({ db });
  const { run, jobId } = enqueueRun({ db, conditionId, mode: "simulated" });
  await completeRun({ db, runId: run.id, jobId });
  return { db, run };
}

describe("grades", () => {
  it("every ficha is written with its automatic grade and, when simulated, its planted truth", async () => {
    const { db, run } = await seedRun("claude-haiku-5-5|retrieved|may-abstain");
    for (const f of listFichas({ db, runId: run.id })) {
      const sources = gradeHistory({ db, fichaId: f.id }).map((g) => g.source);
      expect(sources).toEqual(["automática", "verdad plantada"]);
      expect(f.gradeSource).toBe("verdad plantada");
    }
  });

  it("a person's grade wins, updates Table 1 at once, and undo restores the previous grade", async () => {
    const { db, run } = await seedRun("claude-haiku-5-5|retrieved|may-abstain");
    const p14 = listFichas({ db, runId: run.id })[13]!;
    expect(p14.category).toBe("incorrecta");
    const g = recordPersonGrade({ db, fichaId: p14.id, letter: "R", grader: "persona" });
    const after = listFichas({ db, runId: run.id })[13]!;
    expect([after.letter, after.gradeSource, after.category]).toEqual(["R", "persona", "correcta"]);
    expect(categoryCounts({ db, runIds: [run.id] }).get(run.id)!.incorrecta).toBe(3);
    undoPersonGrade({ db, gradeId: g.id });
    const undone = listFichas({ db, runId: run.id })[13]!;
    expect([undone.letter, undone.gradeSource, undone.category]).toEqual(["X", "verdad plantada", "incorrecta"]);
    expect(gradeHistory({ db, fichaId: p14.id }).find((x) => x.id === g.id)!.undone).toBe(true);
  });

  it("blind pool: shuffled across conditions, marks what a person graded", async () => {
    const { db } = await seedRun("claude-haiku-5-5|retrieved|may-abstain");
    const { run: r2, jobId } = enqueueRun({ db, conditionId: "claude-sonnet-5-5|retrieved|may-abstain", mode: "simulated" });
    await completeRun({ db, runId: r2.id, jobId });
    const pool = blindPool({ db, bankVersionId: r2.bankVersionId });
    expect(pool).toHaveLength(50);
    const ids = pool.map((p) => p.fichaId);
    expect(ids).not.toEqual([...ids].sort((a, b) => a - b));
    const firstTen = ids.slice(0, 10);
    expect(firstTen.some((id) => id <= 25) && firstTen.some((id) => id > 25)).toBe(true);
    recordPersonGrade({ db, fichaId: ids[0]!, letter: "N", grader: "persona" });
    expect(blindPool({ db, bankVersionId: r2.bankVersionId }).filter((p) => p.graded).map((p) => p.fichaId)).toEqual([ids[0]]);
    const pairs = gradePairs({ db, bankVersionId: r2.bankVersionId });
    expect(pairs.find((p) => p.fichaId === ids[0])!.person).toBe("N");
    expect(pairs.filter((p) => p.planted !== null)).toHaveLength(50);
  });

  it("a withheld answer keeps counting as an abstention whatever its letter", async () => {
    const { db, run } = await seedRun("claude-haiku-5-5|none|verify");
    const withheld = listFichas({ db, runId: run.id }).find((f) => f.withheld)!;
    recordPersonGrade({ db, fichaId: withheld.id, letter: "X", grader: "persona" });
    const f = listFichas({ db, runId: run.id }).find((x) => x.id === withheld.id)!;
    expect(f.letter).toBe("X");
    expect(f.category).not.toBe("incorrecta");
  });
});
