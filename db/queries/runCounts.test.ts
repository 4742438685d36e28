import { describe, expect, it } from "vitest";
import { createTestDb } from "@/db/client";
import { ensureDefaults } from "@/db/queries/dataset";
import { categoryCounts, categoryCountsByScan, listFichas } from "@/db/queries/fichas";
import { recordPersonGrade, undoPersonGrade } from "@/db/queries/grades";
import { enqueueRun } from "@/db/queries/runs";
import { runCounts } from "@/db/schema";
import { completeRun } from "@/lib/jobs/inProcess";

describe("run_counts (kept by triggers)", () => {
  it("equals a scan of the fichas after runs, person grades that change categories, and undo", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    const runs: number[] = [];
    for (const conditionId of ["claude-haiku-5-5|none|may-abstain", "claude-haiku-5-5|retrieved|verify", "extractive|all|must-answer"]) {
      const { run, jobId } = enqueueRun({ db, conditionId, mode: conditionId.startsWith("extractive") ? "real" : "simulated" });
      await completeRun({ db, runId: run.id, jobId });
      runs.push(run.id);
    }
    const check = () => {
      const stored = db.select().from(runCounts).all().filter((r) => r.n !== 0);
      const scanned = categoryCountsByScan({ db, runIds: runs });
      const key = (r: { runId: number; category: string; tipo: string }) => `${r.runId}|${r.category}|${r.tipo}`;
      expect(new Map(stored.map((r) => [key(r), r.n]))).toEqual(new Map(scanned.map((r) => [key(r), r.n])));
      expect(stored.every((r) => r.n > 0)).toBe(true);
    };
    check();
    // The seed's Haiku sin RAG: 15 correct, 8 incorrect (5 invented), 2 abstentions.
    expect(categoryCounts({ db, runIds: [runs[0]!] }).get(runs[0]!)).toEqual({ correcta: 15, incorrecta: 8, abstencion: 2, inventadas: 5, sinCalificar: 0 });
    const fichas = listFichas({ db, runId: runs[0]! });
    const grades = [];
    for (const [i, f] of fichas.slice(0, 10).entries()) grades.push(recordPersonGrade({ db, fichaId: f.id, letter: (["R", "X", "N"] as const)[i % 3]!, grader: "t" }));
    check();
    for (const g of grades.slice(0, 5)) undoPersonGrade({ db, gradeId: g.id });
    check();
    const c = categoryCounts({ db, runIds: [runs[0]!] }).get(runs[0]!)!;
    expect(c.correcta + c.incorrecta + c.abstencion + c.sinCalificar).toBe(25);
  });
});
