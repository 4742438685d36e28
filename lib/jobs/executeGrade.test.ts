import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDb } from "@/db/client";
import { ensureDefaults } from "@/db/queries/dataset";
import { listFichas } from "@/db/queries/fichas";
import { enqueueGrading, gradeHistory, recordPersonGrade } from "@/db/queries/grades";
import { enqueueRun } from "@/db/queries/runs";
import { startFakeAnthropic } from "@/e2e/fixtures/fakeAnthropic";
import { seedData } from "@/lib/dataset/seed";
import { NliGrader } from "@/lib/grading/graders";
import { currentBankVersion } from "@/db/queries/dataset";
import { graderComparison } from "@/lib/views/grading";
import { writeTinyNliModel } from "@/lib/verifier/tinyNli";
import { batchTestDb } from "./batchTestKit";
import { executeGradeJob } from "./executeGrade";
import { completeJob, completeRun } from "./inProcess";

let fake: Awaited<ReturnType<typeof startFakeAnthropic>>;
const ENV = { ANTHROPIC_API_KEY: "sk-ant-grade-test", VERAZ_BATCH_POLL_MS: "20", VERAZ_BATCH_POLL_MAX_MS: "60" };
beforeAll(async () => {
  fake = await startFakeAnthropic({
    grades: {
      "Leonardo da Vinci": { letra: "X", motivo: "inventa: las notas no lo dicen" },
      "Desde varios puntos de vista a la vez": "refusal",
      "En 1874": "invalid",
    },
  });
  Object.assign(process.env, ENV, { ANTHROPIC_BASE_URL: fake.url });
});
afterAll(async () => {
  for (const k of [...Object.keys(ENV), "ANTHROPIC_BASE_URL"]) delete process.env[k];
  await fake.close();
});
beforeEach(async () => {
  await fetch(`${fake.url}/__reset`, { method: "POST" });
});

const grade = (db: ReturnType<typeof createTestDb>, runIds: number[], grader: string, engine: "auto" | "batch" | "sync" = "auto") =>
  completeJob({ db, jobId: enqueueGrading({ db, runIds, grader, engine }), execute: (job, owner) => executeGradeJob({ db, job, owner }) });

describe("model graders as grade sources", () => {
  it("Claude grades a run directly: letters parsed and stored beside the others, refusals and invalid output kept visible, a repeat pass pays nothing", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    const { run, jobId } = enqueueRun({ db, conditionId: "claude-haiku-5-5|retrieved|may-abstain", mode: "simulated" });
    await completeRun({ db, runId: run.id, jobId });
    const fichas = listFichas({ db, runId: run.id });
    const p22 = fichas.find((f) => f.answerText === "Leonardo da Vinci")!;
    // A person's grade is never overwritten by a model grader.
    recordPersonGrade({ db, fichaId: p22.id, letter: "X", grader: "ana" });
    expect(await grade(db, [run.id], "claude-haiku-5-5", "sync")).toMatchObject({ status: "done" });
    const requests = fake.stats().requests;
    expect(requests).toBe(25);
    const history = gradeHistory({ db, fichaId: p22.id });
    expect(history.find((g) => g.grader === "claude-haiku-5-5")).toMatchObject({ letter: "X", source: "automática", reason: "inventa: las notas no lo dicen" });
    expect(listFichas({ db, runId: run.id }).find((f) => f.id === p22.id)!.gradeSource).toBe("persona");
    const [claude] = graderComparison({ db, bankVersionId: run.bankVersionId }).filter((g) => g.grader === "claude-haiku-5-5");
    expect(claude!.graded).toBe(23);
    expect(claude!.failures.count).toBe(2);
    expect(claude!.failures.examples.map((f) => f.reason).join(" ")).toMatch(/se negó/);
    expect(claude!.failures.examples.map((f) => f.reason).join(" ")).toMatch(/no válida/);
    expect(claude!.vsPlanted!.confusion.n).toBe(23);
    expect(claude!.vsPeople!.confusion.n).toBe(1);
    // Cached: the same pass again sends nothing and does not duplicate grades.
    expect(await grade(db, [run.id], "claude-haiku-5-5", "sync")).toMatchObject({ status: "done" });
    expect(fake.stats().requests).toBe(requests);
    expect(gradeHistory({ db, fichaId: p22.id }).filter((g) => g.grader === "claude-haiku-5-5")).toHaveLength(1);
  });

  it("above the batch threshold Claude's grading requests go as one message batch", async () => {
    const { db } = batchTestDb(300);
    const r = enqueueRun({ db, conditionId: "reference|retrieved|may-abstain", mode: "real" });
    await completeRun({ db, runId: r.run.id, jobId: r.jobId });
    expect(await grade(db, [r.run.id], "claude-haiku-5-5")).toMatchObject({ status: "done" });
    expect(fake.stats().batchCreates).toBe(1);
    expect(fake.stats().batchRequests).toBe(300);
    expect(fake.stats().requests - fake.stats().batchRequests).toBe(0);
    const [claude] = graderComparison({ db, bankVersionId: r.run.bankVersionId }).filter((g) => g.grader === "claude-haiku-5-5");
    expect(claude!.graded).toBe(300);
  }, 60_000);

  it("the offline grader re-grades older runs as its own source; the agreement of each grader is side by side", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    const { run, jobId } = enqueueRun({ db, conditionId: "claude-haiku-5-5|none|may-abstain", mode: "simulated" });
    await completeRun({ db, runId: run.id, jobId });
    expect(await grade(db, [run.id], "auto")).toMatchObject({ status: "done" });
    const all = graderComparison({ db, bankVersionId: currentBankVersion({ db }).id });
    const offline = all.find((g) => g.grader === "veraz-autograder-2")!;
    expect(offline.graded).toBe(25);
    expect(offline.vsPlanted!.confusion.accuracy.k).toBeGreaterThanOrEqual(24);
  });

  it("a hub NLI model (the tiny one the project generates) grades through transformers.js", async () => {
    const models = fs.mkdtempSync(path.join(os.tmpdir(), "veraz-nli-grader-"));
    writeTinyNliModel(path.join(models, "veraz", "tiny-nli"), seedData.notas.map((n) => n.texto).join(" "));
    const g = new NliGrader("veraz/tiny-nli", models);
    const notes = new Map(seedData.notas.map((n) => [n.id, n.texto]));
    const q = (clave: string) => seedData.banco.find((x) => x.clave === clave)!;
    const item = (clave: string, answer: string) => ({ answer, citedNoteId: q(clave).id_nota, question: q(clave).pregunta, referencia: q(clave).referencia, answerable: q(clave).tipo === "con respuesta", goldNote: q(clave).id_nota === null ? null : notes.get(q(clave).id_nota!)!, notes });
    const [abst, invented, answered] = await g.gradeMany([item("p22", "Tus notas no dicen quién pintó La Gioconda."), item("p22", "Leonardo da Vinci"), item("p12", "La perspectiva y la proporción")]);
    expect(abst).toMatchObject({ letter: "N" });
    expect(invented).toMatchObject({ letter: "X" });
    expect(["R", "X"]).toContain(answered!.letter);
    expect((answered as { reason: string }).reason).toMatch(/^NLI: idea de la referencia 0\.\d\d, respaldo de la nota 0\.\d\d$/);
    expect(g.id).toBe("nli:veraz/tiny-nli");
  });
});
