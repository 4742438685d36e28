import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { listFichas } from "@/db/queries/fichas";
import { enqueueRun, getRun } from "@/db/queries/runs";
import { fileDb, useFakeApi } from "@/lib/testing/fakeApi";
import { completeRun } from "@/lib/jobs/inProcess";
import { interpretMessage } from "./anthropic";
import { retryDelayMs } from "./retry";

const KEY = "sk-ant-test-0123456789-never-stored";
const stand = useFakeApi({ ANTHROPIC_API_KEY: KEY, VERAZ_CALL_TIMEOUT_MS: "1000" });

const tempDb = () => fileDb("anth");

describe("Claude through the real SDK against a local Messages API", () => {
  it("stores 25 fichas: answers, refusal, max_tokens, invalid JSON, schema violation; retries 429 / 500 / timeouts", async () => {
    stand.api.setRules([
      { match: "p02", action: { kind: "refusal" } },
      { match: "p03", action: { kind: "max_tokens" } },
      { match: "p04", action: { kind: "invalid_json" } },
      { match: "p05", action: { kind: "schema_violation" } },
      { match: "p06", action: { kind: "status", status: 429, retryAfter: 1 }, times: 1 },
      { match: "p07", action: { kind: "status", status: 500 }, times: 1 },
      { match: "p08", action: { kind: "slow", ms: 1500 }, times: 1 },
    ]);
    const { db, file } = tempDb();
    const { run, jobId } = enqueueRun({ db, conditionId: "claude-haiku-5-5|retrieved|may-abstain", mode: "real" });
    const t0 = Date.now();
    const final = await completeRun({ db, runId: run.id, jobId });
    expect(final.status).toBe("done");
    const fichas = listFichas({ db, runId: run.id });
    expect(fichas).toHaveLength(25);
    const f = (k: number) => fichas[k - 1]!;
    expect([f(1).answerText, f(1).citedNoteId, f(1).category]).toEqual(["A los valores extremos de la muestra", 1, "correcta"]);
    expect(f(1).promptUser).toContain('<nota id="1">');
    expect(f(1).costUsd).toBeGreaterThan(0);
    expect(f(1).tokensIn).toBeGreaterThan(0);
    expect([f(2).answerText, f(2).stopReason, f(2).category]).toEqual([null, "refusal", null]);
    expect(f(2).outputError).toContain("refusal");
    expect(f(2).rawOutput).toBe("No puedo ayudar con eso.");
    expect(f(3).outputError).toContain("max_tokens");
    expect(f(4).outputError).toContain("no es JSON");
    expect(f(4).rawOutput).toContain("La respuesta es");
    expect(f(5).outputError).toContain("confianza");
    for (const k of [6, 7, 8]) expect(f(k).category).toBe("correcta");
    expect(fichas.slice(20).every((x) => x.category === "correcta")).toBe(true);
    const stats = stand.api.stats();
    expect(stats.byQuestion.p06).toBe(2);
    expect(stats.byQuestion.p07).toBe(2);
    expect(stats.byQuestion.p08).toBe(2);
    expect(stats.requests).toBe(28);
    expect(getRun({ db, id: run.id }).retriesUsed).toBe(3);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1000); // retry-after: 1 s was honoured
    // The key reached the API, and nowhere else.
    expect(stats.apiKeys).toEqual([KEY]);
    db.$client.pragma("wal_checkpoint(TRUNCATE)");
    expect(fs.readFileSync(file).includes(KEY)).toBe(false);
  }, 30_000);

  it("the cache prevents a second paid call; abstain + verify reuses may-abstain answers", async () => {
    const { db } = tempDb();
    const a = enqueueRun({ db, conditionId: "claude-haiku-5-5|retrieved|may-abstain", mode: "real" });
    await completeRun({ db, runId: a.run.id, jobId: a.jobId });
    expect(stand.api.stats().requests).toBe(25);
    const b = enqueueRun({ db, conditionId: "claude-haiku-5-5|retrieved|verify", mode: "real" });
    await completeRun({ db, runId: b.run.id, jobId: b.jobId });
    expect(stand.api.stats().requests).toBe(25);
    const fichas = listFichas({ db, runId: b.run.id });
    expect(fichas.every((f) => f.cached && f.costUsd === 0)).toBe(true);
    expect(fichas.every((f) => f.verdict !== null)).toBe(true);
    // A repetition on purpose is a new call.
    const c = enqueueRun({ db, conditionId: "claude-haiku-5-5|retrieved|may-abstain", mode: "real" });
    expect(c.run.repetition).toBe(2);
    await completeRun({ db, runId: c.run.id, jobId: c.jobId });
    expect(stand.api.stats().requests).toBe(50);
  }, 30_000);

  it("a run that exhausts its retry budget fails with the reason and keeps its fichas", async () => {
    process.env.VERAZ_RETRY_BUDGET = "2";
    try {
      stand.api.setRules([{ match: "p03", action: { kind: "status", status: 429, retryAfter: 0 } }]);
      const { db } = tempDb();
      process.env.VERAZ_CONCURRENCY = "1";
      const { run, jobId } = enqueueRun({ db, conditionId: "claude-sonnet-5-5|none|must-answer", mode: "real" });
      const final = await completeRun({ db, runId: run.id, jobId });
      expect(final.status).toBe("failed");
      expect(final.error).toContain("presupuesto de reintentos agotado");
      expect(final.error).toContain("429");
      expect(listFichas({ db, runId: run.id })).toHaveLength(2);
      expect(final.retriesUsed).toBe(2);
    } finally {
      delete process.env.VERAZ_RETRY_BUDGET;
      delete process.env.VERAZ_CONCURRENCY;
    }
  }, 30_000);
});

describe("response handling and backoff", () => {
  it("reads the stop reason before the text", () => {
    const m = (text: string, stop = "end_turn") => ({ content: [{ type: "text", text }], stop_reason: stop, usage: { input_tokens: 1, output_tokens: 1 } });
    expect(interpretMessage(m('{"texto":"x","id_nota":null,"confianza":0.5}')).output).toEqual({ texto: "x", id_nota: null, confianza: 0.5 });
    expect(interpretMessage(m('{"texto":"x","id_nota":null,"confianza":0.5}', "refusal")).output).toBeNull();
    expect(interpretMessage(m('{"texto":"x","id_nota":"7","confianza":0.5}')).error).toContain("id_nota");
  });
  it("honours retry-after and retry-after-ms; otherwise exponential backoff with full jitter", () => {
    const h = (o: Record<string, string>) => ({ status: 429, headers: new Headers(o) });
    expect(retryDelayMs(h({ "retry-after": "2" }), 0)).toBe(2000);
    expect(retryDelayMs(h({ "retry-after-ms": "350" }), 3)).toBe(350);
    expect(retryDelayMs({ status: 500 }, 3, { random: () => 0.999 })).toBe(3996);
    expect(retryDelayMs({ status: 500 }, 20, { random: () => 0.5, maxMs: 30_000 })).toBe(15_000);
  });
});
