import { describe, expect, it } from "vitest";
import { createTestDb } from "@/db/client";
import { bankContent, ensureDefaults } from "@/db/queries/dataset";
import { listFichas } from "@/db/queries/fichas";
import { enqueueRun } from "@/db/queries/runs";
import { importIntoBank } from "@/lib/dataset/importBank";
import { syntheticBank } from "@/lib/dataset/synthetic";
import { bankExport, notesExport } from "@/lib/exports/bank";
import { buildPrompt } from "@/lib/prompts/prompts";
import { loadFichaView } from "@/lib/views/ficha";
import { completeRun } from "./inProcess";

describe("stored prompts", () => {
  it("with every note in context the stored prompt expands to exactly the prompt built for the question", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    const big = syntheticBank({ questions: 200, seed: 2 });
    const enc = (s: string) => new TextEncoder().encode(s);
    const r = importIntoBank({
      db,
      name: "b",
      notes: [{ name: "n.csv", bytes: enc(notesExport(big.notes.map((n, i) => ({ id: i, bankVersionId: 0, ...n })), "csv")) }],
      bank: { name: "b.csv", bytes: enc(bankExport(big.questions.map((q, i) => ({ id: i, bankVersionId: 0, position: i, ...q, tipo: q.tipo as "con respuesta" | "sin respuesta" })), "csv")) },
    });
    if (!r.ok) throw new Error("import failed");
    const { run, jobId } = enqueueRun({ db, conditionId: "reference|all|may-abstain", mode: "real", bankVersionId: r.version.id });
    await completeRun({ db, runId: run.id, jobId });
    const { notes, questions } = bankContent({ db, bankVersionId: r.version.id });
    const fichas = listFichas({ db, runId: run.id });
    expect(fichas).toHaveLength(200);
    expect(fichas[0]!.promptUser!.length).toBeLessThan(300);
    for (const f of [fichas[0]!, fichas[137]!]) {
      const expected = buildPrompt({ grounding: "all", policy: "may-abstain", question: questions[f.position]!.pregunta, notes });
      expect(loadFichaView({ db, id: f.id, filter: {} })!.ficha.promptUser).toBe(expected.user);
      expect(JSON.parse(f.retrieved!)).toHaveLength(20);
    }
  });
});

import { Random } from "@/lib/stats/random";
import { topScored } from "./answerQuestion";

describe("topScored", () => {
  it("equals a stable sort by score (ties in input order) cut at k", () => {
    const rng = new Random(5);
    for (let trial = 0; trial < 200; trial++) {
      const n = rng.int(60);
      const items = Array.from({ length: n }, (_, i) => ({ id: i, score: rng.int(4) === 0 ? null : rng.int(8) / 8 }));
      const k = 1 + rng.int(25);
      const expected = [...items].sort((a, b) => (b.score ?? 0) - (a.score ?? 0)).slice(0, k);
      expect(topScored(items, k).map((x) => x.id)).toEqual(expected.map((x) => x.id));
    }
  });
});

import { claimJob } from "@/db/queries/jobs";
import { executeRunJob } from "./executeRun";

describe("answering in chunks", () => {
  it("gives the same fichas and verdicts as answering item by item", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    const big = syntheticBank({ questions: 150, seed: 3 });
    const { importBankVersion, setActiveBank } = await import("@/db/queries/dataset");
    importBankVersion({ db, name: "trozos", content: big });
    setActiveBank({ db, name: "trozos" });
    const fichasOf = async (repetition: number, itemDelayMs: number) => {
      const { run, jobId } = enqueueRun({ db, conditionId: "claude-haiku-5-5|retrieved|verify", mode: "simulated", repetition, seed: 7, preset: null });
      const job = claimJob({ db, owner: "t", leaseMs: 60_000, jobId: jobId! })!;
      expect(await executeRunJob({ db, job, owner: "t", leaseMs: 60_000, itemDelayMs })).toBe("done");
      return listFichas({ db, runId: run.id }).map((f) => ({ q: f.questionId, a: f.answerText, c: f.confidence, l: f.letter, cat: f.category, v: f.verdict, w: f.withheld, p: f.promptUser }));
    };
    const chunked = await fichasOf(1, 0);
    const single = await fichasOf(2, 1);
    expect(chunked).toHaveLength(150);
    expect(chunked.some((f) => f.w)).toBe(true);
    expect(chunked).toEqual(single);
  });
});
