import { describe, expect, it } from "vitest";
import { createTestDb } from "@/db/client";
import { ensureDefaults } from "@/db/queries/dataset";
import { enqueueRun } from "@/db/queries/runs";
import { getProfile, setProfile } from "@/db/queries/simulation";
import { completeRun } from "@/lib/jobs/inProcess";
import { sampleStandardDeviation } from "@/lib/stats";
import { loadConditionView } from "./condition";

describe("condition view", () => {
  it("shows the spread of the rate across repetitions and per-question agreement", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    const id = "local-llm|retrieved|may-abstain";
    for (let seed = 1; seed <= 3; seed++) {
      const { run, jobId } = enqueueRun({ db, conditionId: id, mode: "simulated", seed });
      await completeRun({ db, runId: run.id, jobId });
    }
    const v = loadConditionView({ db, conditionId: id, mode: "simulated", filter: {} })!;
    expect(v.runs).toHaveLength(3);
    expect(v.runs.map((r) => r.run.repetition)).toEqual([3, 2, 1]);
    const rates = v.runs.map((r) => r.table1.hallucination!.p);
    expect(v.spread).toEqual({ min: Math.min(...rates), max: Math.max(...rates), sd: sampleStandardDeviation(rates), n: 3 });
    expect(v.agreement).toHaveLength(25);
    for (const a of v.agreement) {
      expect(a.letters).toHaveLength(3);
      expect([1 / 3, 2 / 3, 1]).toContainEqual(a.share);
    }
    // Filters run in SQL: only incorrect answers of the selected (latest) run.
    const wrong = loadConditionView({ db, conditionId: id, mode: "simulated", filter: { category: "incorrecta" } })!;
    expect(wrong.fichas.every((f) => f.ficha.category === "incorrecta" && f.ficha.runId === v.selectedRunId)).toBe(true);
    expect(wrong.fichas).toHaveLength(v.runs[0]!.table1.incorrecta);
  });

  it("profiles: a valid edit is saved and frozen into the next run; an invalid one changes nothing", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    const id = "local-llm|all|must-answer";
    const before = getProfile({ db, conditionId: id });
    expect(() => setProfile({ db, conditionId: id, profile: { ...before, answerable: { R: 2, X: 0, N: 0 } } })).toThrow();
    expect(getProfile({ db, conditionId: id })).toEqual(before);
    setProfile({ db, conditionId: id, profile: { ...before, answerable: { R: 0, X: 1, N: 0 } } });
    const { run, jobId } = enqueueRun({ db, conditionId: id, mode: "simulated", seed: 4 });
    expect(JSON.parse(run.profile!).answerable).toEqual({ R: 0, X: 1, N: 0 });
    await completeRun({ db, runId: run.id, jobId });
    const v = loadConditionView({ db, conditionId: id, mode: "simulated", filter: { tipo: "con respuesta" } })!;
    expect(v.fichas.every((f) => f.ficha.letter === "X")).toBe(true);
  });
});

import { loadMatrixView } from "./matrix";

describe("run the whole matrix", () => {
  it("fills only cells without a finished or running run", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    expect(loadMatrixView({ db, mode: "simulated" }).runnable).toHaveLength(54);
    const { run, jobId } = enqueueRun({ db, conditionId: "reference|none|may-abstain", mode: "simulated" });
    expect(loadMatrixView({ db, mode: "simulated" }).runnable).toHaveLength(53);
    await completeRun({ db, runId: run.id, jobId });
    const real = loadMatrixView({ db, mode: "real" });
    expect(real.runnable).not.toContain("claude-haiku-5-5|none|may-abstain");
    expect(real.runnable).toHaveLength(27);
  });
});

import { importIntoBank } from "@/lib/dataset/importBank";
import { syntheticBank } from "@/lib/dataset/synthetic";
import { bankExport, notesExport } from "@/lib/exports/bank";
import { setActiveBank } from "@/db/queries/dataset";

describe("ficha list pagination", () => {
  it("serves the fichas of a large run in pages of 100, filtered in SQL", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    const big = syntheticBank({ questions: 250, seed: 4 });
    const enc = (s: string) => new TextEncoder().encode(s);
    importIntoBank({
      db,
      name: "p",
      notes: [{ name: "n.csv", bytes: enc(notesExport(big.notes.map((n, i) => ({ id: i, bankVersionId: 0, ...n })), "csv")) }],
      bank: { name: "b.csv", bytes: enc(bankExport(big.questions.map((q, i) => ({ id: i, bankVersionId: 0, position: i, ...q, tipo: q.tipo as "con respuesta" | "sin respuesta" })), "csv")) },
    });
    setActiveBank({ db, name: "p" });
    const id = "local-llm|retrieved|may-abstain";
    const { run, jobId } = enqueueRun({ db, conditionId: id, mode: "simulated" });
    await completeRun({ db, runId: run.id, jobId });
    const p1 = loadConditionView({ db, conditionId: id, mode: "simulated", filter: {} })!;
    expect([p1.matching, p1.pages, p1.page, p1.fichas.length]).toEqual([250, 3, 1, 100]);
    const p3 = loadConditionView({ db, conditionId: id, mode: "simulated", filter: {}, page: 3 })!;
    expect(p3.fichas).toHaveLength(50);
    expect(p3.fichas[0]!.ficha.position).toBe(200);
    const wrong = loadConditionView({ db, conditionId: id, mode: "simulated", filter: { category: "incorrecta" }, page: 99 })!;
    expect(wrong.page).toBe(wrong.pages);
    expect(wrong.matching).toBe(p1.runs[0]!.table1.incorrecta);
  });
});

describe("the seed's names belong to the seed's bank", () => {
  it("an imported bank's cells are named by tutor, notes and policy, not 'Haiku 5.5 sin RAG'", async () => {
    const { createTestDb } = await import("@/db/client");
    const { ensureDefaults, setActiveBank } = await import("@/db/queries/dataset");
    const { importIntoBank } = await import("@/lib/dataset/importBank");
    const { enqueueRun } = await import("@/db/queries/runs");
    const { completeRun } = await import("@/lib/jobs/inProcess");
    const { loadResultsView } = await import("./results");
    const db = createTestDb();
    ensureDefaults({ db });
    const file = (name: string, text: string) => ({ name, bytes: new TextEncoder().encode(text) });
    const r = importIntoBank({ db, name: "otro", notes: [file("n.csv", "id,tema,texto\n1,a,La luna gira alrededor de la Tierra.\n")], bank: file("b.csv", "clave,pregunta,referencia,id_nota\nq1,¿Qué gira alrededor de la Tierra?,la luna,1\nq2,¿Quién llegó a la luna?,,\n") });
    expect(r.ok).toBe(true);
    setActiveBank({ db, name: "otro" });
    const { run, jobId } = enqueueRun({ db, conditionId: "claude-haiku-5-5|none|may-abstain", mode: "simulated" });
    await completeRun({ db, runId: run.id, jobId });
    const v = loadResultsView({ db, mode: "simulated", conditionIds: ["claude-haiku-5-5|none|may-abstain"] });
    expect(v.rows[0]!.label).toBe("Claude Haiku 5.5 · sin notas · puede abstenerse");
    expect(v.cells.every((c) => c.condition.seedName === null)).toBe(true);
  });
});
