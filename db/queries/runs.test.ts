import { describe, expect, it } from "vitest";
import { createTestDb } from "../client";
import { bankContent, currentBankVersion, editQuestion, ensureDefaults, getBankVersion } from "./dataset";
import { insertFicha, listFichas } from "./fichas";
import { enqueueRun, getRun, listRuns } from "./runs";
import { bankHash } from "@/lib/dataset/hash";
import { seedBankContent } from "@/lib/dataset/seed";

function setup() {
  const db = createTestDb();
  ensureDefaults({ db });
  return db;
}

describe("defaults", () => {
  it("loads 6 tutors, 54 conditions and the seed's 12 notes and 25 questions once", () => {
    const db = setup();
    ensureDefaults({ db });
    const v = currentBankVersion({ db });
    const { notes, questions } = bankContent({ db, bankVersionId: v.id });
    expect(notes).toHaveLength(12);
    expect(questions).toHaveLength(25);
    expect(questions.filter((q) => q.tipo === "sin respuesta").map((q) => q.clave)).toEqual(["p21", "p22", "p23", "p24", "p25"]);
    expect(db.$client.prepare("select count(*) n from conditions").get()).toEqual({ n: 54 });
    expect(db.$client.prepare("select count(*) n from tutors").get()).toEqual({ n: 6 });
    expect(v.version).toBe(1);
  });
});

describe("bank freezing and versions", () => {
  it("same content gives the same hash; any change gives another", () => {
    const a = seedBankContent();
    expect(bankHash(a)).toBe(bankHash(seedBankContent()));
    expect(bankHash(a)).toMatch(/^[0-9a-f]{64}$/);
    const b = { ...a, questions: a.questions.map((q, i) => (i === 0 ? { ...q, referencia: `${q.referencia}.` } : q)) };
    expect(bankHash(b)).not.toBe(bankHash(a));
    // Note order does not matter (canonical: sorted by id).
    expect(bankHash({ ...a, notes: [...a.notes].reverse() })).toBe(bankHash(a));
  });

  it("freezes before the first run; an edit after a run creates version 2 and leaves version 1's runs intact", () => {
    const db = setup();
    const v1 = currentBankVersion({ db });
    expect(v1.frozenAt).toBeNull();
    const { run } = enqueueRun({ db, conditionId: "reference|retrieved|may-abstain", mode: "real" });
    const frozen = getBankVersion({ db, id: v1.id });
    expect(frozen.frozenAt).not.toBeNull();
    expect(frozen.contentHash).toBe(v1.contentHash);

    const v2 = editQuestion({ db, bankVersionId: v1.id, edit: { clave: "p01", referencia: "a los valores extremos" } });
    expect(v2.version).toBe(2);
    expect(v2.id).not.toBe(v1.id);
    expect(v2.parentVersionId).toBe(v1.id);
    expect(v2.contentHash).not.toBe(v1.contentHash);
    expect(currentBankVersion({ db }).id).toBe(v2.id);
    // Version 1 is unchanged, and so is its run.
    expect(getBankVersion({ db, id: v1.id }).contentHash).toBe(v1.contentHash);
    expect(bankContent({ db, bankVersionId: v1.id }).questions[0]!.referencia).toBe("a los valores extremos de la muestra");
    expect(getRun({ db, id: run.id }).bankVersionId).toBe(v1.id);
    // A new run goes to version 2; runs of different versions are separate.
    const { run: r2 } = enqueueRun({ db, conditionId: "reference|retrieved|may-abstain", mode: "real" });
    expect(r2.bankVersionId).toBe(v2.id);
    expect(r2.repetition).toBe(1);
  });

  it("an unfrozen version is edited in place and its hash recomputed", () => {
    const db = setup();
    const v1 = currentBankVersion({ db });
    const same = editQuestion({ db, bankVersionId: v1.id, edit: { clave: "p02", pregunta: "¿Qué hace la media?" } });
    expect(same.id).toBe(v1.id);
    expect(same.contentHash).not.toBe(v1.contentHash);
  });
});

describe("enqueueRun", () => {
  it("asking twice for a queued condition returns the same run and creates no job", () => {
    const db = setup();
    const a = enqueueRun({ db, conditionId: "reference|none|may-abstain", mode: "real" });
    const b = enqueueRun({ db, conditionId: "reference|none|may-abstain", mode: "real" });
    expect(a.created).toBe(true);
    expect(b.created).toBe(false);
    expect(b.run.id).toBe(a.run.id);
    expect(b.jobId).toBeNull();
    expect(db.$client.prepare("select count(*) n from jobs").get()).toEqual({ n: 1 });
  });

  it("a request made from a page that saw run k is answered by a run started after k, even a finished one", () => {
    const db = setup();
    const id = "reference|none|must-answer";
    const first = enqueueRun({ db, conditionId: id, mode: "simulated", seenRunId: 0 });
    db.$client.prepare("update runs set status = 'done' where id = ?").run(first.run.id);
    // The same form submitted again after the run finished: no second run.
    const again = enqueueRun({ db, conditionId: id, mode: "simulated", seenRunId: 0 });
    expect([again.run.id, again.created, again.jobId]).toEqual([first.run.id, false, null]);
    // A page that shows the finished run asks for a new repetition.
    const next = enqueueRun({ db, conditionId: id, mode: "simulated", seenRunId: first.run.id });
    expect([next.created, next.run.repetition]).toEqual([true, 2]);
    expect(db.$client.prepare("select count(*) n from runs").get()).toEqual({ n: 2 });
  });

  it("rejects unknown conditions and writes nothing", () => {
    const db = setup();
    expect(() => enqueueRun({ db, conditionId: "nope|none|may-abstain", mode: "real" })).toThrow(
      "condición desconocida: nope|none|may-abstain",
    );
    expect(db.$client.prepare("select count(*) n from runs").get()).toEqual({ n: 0 });
    expect(db.$client.prepare("select count(*) n from jobs").get()).toEqual({ n: 0 });
    expect(currentBankVersion({ db }).frozenAt).toBeNull();
  });

  it("a finished repetition asked again is returned as is; without a repetition the next one starts", () => {
    const db = setup();
    const { run } = enqueueRun({ db, conditionId: "reference|all|must-answer", mode: "real" });
    db.$client.prepare("update runs set status = 'done' where id = ?").run(run.id);
    const again = enqueueRun({ db, conditionId: "reference|all|must-answer", mode: "real", repetition: 1 });
    expect([again.run.id, again.created]).toEqual([run.id, false]);
    const next = enqueueRun({ db, conditionId: "reference|all|must-answer", mode: "real" });
    expect(next.run.repetition).toBe(2);
    expect(listRuns({ db, conditionId: "reference|all|must-answer", bankVersionId: run.bankVersionId })).toHaveLength(2);
  });
});

describe("fichas", () => {
  it("are unique per (run, question): a second write changes nothing", () => {
    const db = setup();
    const { run } = enqueueRun({ db, conditionId: "reference|none|may-abstain", mode: "real" });
    const q = bankContent({ db, bankVersionId: run.bankVersionId }).questions[0]!;
    const ficha = { runId: run.id, questionId: q.id, position: 0, answerText: "x" };
    expect(insertFicha({ db, ficha })).toBe(true);
    expect(insertFicha({ db, ficha: { ...ficha, answerText: "y" } })).toBe(false);
    expect(listFichas({ db, runId: run.id }).map((f) => f.answerText)).toEqual(["x"]);
    expect(getRun({ db, id: run.id }).done).toBe(1);
  });
});
