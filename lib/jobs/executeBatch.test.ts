import Anthropic from "@anthropic-ai/sdk";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createBatchRows, listBatchRows, runBatchRequests, setBatchSettings, updateBatchRow } from "@/db/queries/batches";
import { listFichas, runCosts, runCostsByScan } from "@/db/queries/fichas";
import { getJob } from "@/db/queries/jobs";
import { priceTable } from "@/db/queries/modelCalls";
import { cancelRun, enqueueMany, enqueueRun } from "@/db/queries/runs";
import { startFakeAnthropic } from "@/e2e/fixtures/fakeAnthropic";
import { callCost } from "@/lib/tutors/pricing";
import { batchTestDb } from "./batchTestKit";
import { pollDelayMs, splitBatches } from "./batchLifecycle";
import { completeRun } from "./inProcess";

const KEY = "sk-ant-batch-test-key";
let fake: Awaited<ReturnType<typeof startFakeAnthropic>>;
const ENV = {
  ANTHROPIC_API_KEY: KEY,
  VERAZ_BATCH_POLL_MS: "20",
  VERAZ_BATCH_POLL_MAX_MS: "100",
  VERAZ_BATCH_MAX_REQUESTS: "120",
  VERAZ_CALL_TIMEOUT_MS: "2000",
};

beforeAll(async () => {
  fake = await startFakeAnthropic();
  Object.assign(process.env, ENV, { ANTHROPIC_BASE_URL: fake.url });
});
afterAll(async () => {
  for (const k of [...Object.keys(ENV), "ANTHROPIC_BASE_URL", "VERAZ_RETRY_BUDGET"]) delete process.env[k];
  await fake.close();
});
beforeEach(async () => {
  await fetch(`${fake.url}/__reset`, { method: "POST" });
});

const HAIKU_RAG = "claude-haiku-5-5|retrieved|may-abstain";

describe("runs through the Message Batches API (local stand-in, real SDK)", () => {
  it("a 300-question run goes in 3 batches (limit 120), stores 300 fichas at half price; errored and expired items are retried once, then shown", async () => {
    const { db, bank } = batchTestDb(300);
    fake.setBank(bank);
    fake.setBatch({ processingMs: 150, maxRequests: 120 });
    const [c1, c2, c3, c4] = bank.map((q) => q.clave);
    fake.setRules([
      { match: c1!, action: { kind: "errored" }, times: 1 }, // fails once, then succeeds in the retry batch
      { match: c2!, action: { kind: "expired" } }, // expires both times
      { match: c3!, action: { kind: "errored" } }, // errored both times
      { match: c4!, action: { kind: "refusal" } }, // succeeded item with a refusal: same handling as a direct call
    ]);
    const { run, jobId } = enqueueRun({ db, conditionId: HAIKU_RAG, mode: "real" });
    expect(run.engine).toBe("batch"); // 300 calls > 100: batches chosen automatically
    const final = await completeRun({ db, runId: run.id, jobId });
    expect(final.status).toBe("done");

    const stats = fake.stats();
    // 3 batches of ≤ 120 for 300 requests, then one retry batch for the 3 failures; no direct call.
    expect(stats.batchCreates).toBe(4);
    expect(stats.batchRequests).toBe(303);
    expect(stats.requests).toBe(303);
    const rows = listBatchRows({ db, runId: run.id });
    expect(rows.map((r) => r.requestCount)).toEqual([120, 120, 60, 3]);
    expect(rows.every((r) => r.status === "downloaded" && r.apiId?.startsWith("msgbatch_"))).toBe(true);

    const fichas = listFichas({ db, runId: run.id });
    expect(fichas).toHaveLength(300);
    expect(new Set(fichas.map((f) => f.questionId)).size).toBe(300);
    const byClave = new Map(fichas.map((f) => [bank[f.position]!.clave, f]));
    const retried = byClave.get(c1!)!;
    expect(retried.answerText).not.toBeNull();
    expect(retried.batchId).toBe(rows[3]!.apiId);
    expect(byClave.get(c2!)!.outputError).toBe("lote: la petición expiró sin procesarse (24 h); 2 intentos");
    expect(byClave.get(c3!)!.outputError).toMatch(/^lote: error en el lote \(api_error: scripted batch error\); 2 intentos$/);
    expect(byClave.get(c4!)!.outputError).toContain("refusal");
    expect(final.retriesUsed).toBe(3);

    // The run's stored sums (kept by the fichas trigger) equal a scan of its fichas.
    const stored = runCosts({ db, runIds: [run.id] }).get(run.id)!;
    const scanned = runCostsByScan({ db, runIds: [run.id] }).get(run.id)!;
    expect({ ...stored, costUsd: 0 }).toEqual({ ...scanned, costUsd: 0 });
    expect(stored.costUsd).toBeCloseTo(scanned.costUsd, 12); // summed in another order
    expect(runCosts({ db, runIds: [run.id] }).get(run.id)!.costUsd).toBeGreaterThan(0);
    // Cost at the batch price: half of the direct price of the same tokens.
    const price = priceTable({ db })["claude-haiku-5-5"]!;
    const answered = fichas.filter((f) => f.tokensIn !== null);
    expect(answered.length).toBe(298);
    for (const f of answered) {
      expect(f.costUsd).toBeCloseTo(callCost(price, f.tokensIn!, f.tokensOut!) / 2, 15);
      expect(f.batchId).toMatch(/^msgbatch_fake_/);
    }
    // Graded like direct answers: the stand-in answers like a careful tutor.
    const graded = fichas.filter((f) => f.category !== null);
    expect(graded.filter((f) => f.category === "correcta").length).toBeGreaterThan(280);
  }, 60_000);

  it("requests already answered are never sent: a second condition with the same prompts is answered from the cache", async () => {
    const { db, bank } = batchTestDb(150);
    fake.setBank(bank);
    const a = enqueueRun({ db, conditionId: HAIKU_RAG, mode: "real" });
    await completeRun({ db, runId: a.run.id, jobId: a.jobId });
    expect(fake.stats().batchRequests).toBe(150);
    expect(fake.stats().batchCreates).toBe(2); // 120 + 30
    // "Abstain + verify" sends the same prompt as "may abstain": nothing new is paid.
    const b = enqueueRun({ db, conditionId: "claude-haiku-5-5|retrieved|verify", mode: "real" });
    expect(b.run.engine).toBe("batch");
    const final = await completeRun({ db, runId: b.run.id, jobId: b.jobId });
    expect(final.status).toBe("done");
    expect(fake.stats().batchCreates).toBe(2);
    expect(fake.stats().requests).toBe(150);
    expect(listBatchRows({ db, runId: b.run.id })).toEqual([]);
    const fichas = listFichas({ db, runId: b.run.id });
    expect(fichas).toHaveLength(150);
    expect(fichas.every((f) => f.cached && f.costUsd === 0 && f.verdict !== null)).toBe(true);
  }, 60_000);

  it("retries can go direct (Ajustes): an errored item is asked once more through the Messages API", async () => {
    const { db, bank } = batchTestDb(120);
    setBatchSettings({ db, value: { threshold: 100, retryVia: "sync" } });
    fake.setBank(bank);
    const clave = bank[5]!.clave;
    fake.setRules([{ match: clave, action: { kind: "errored" }, times: 1 }]);
    const { run, jobId } = enqueueRun({ db, conditionId: HAIKU_RAG, mode: "real" });
    const final = await completeRun({ db, runId: run.id, jobId });
    expect(final.status).toBe("done");
    expect(fake.stats().batchCreates).toBe(1);
    expect(fake.stats().byQuestion[clave]).toBe(2);
    const f = listFichas({ db, runId: run.id }).find((x) => x.position === 5)!;
    expect(f.answerText).not.toBeNull();
    expect(f.batchId).toBeNull(); // answered directly, at the direct price
    expect(f.costUsd).toBeCloseTo(callCost(priceTable({ db })["claude-haiku-5-5"]!, f.tokensIn!, f.tokensOut!), 15);
    expect(final.retriesUsed).toBe(1);
  }, 60_000);

  it("with no retry budget left an errored request is not retried: its ficha says why", async () => {
    process.env.VERAZ_RETRY_BUDGET = "0";
    try {
      const { db, bank } = batchTestDb(110);
      fake.setBank(bank);
      fake.setRules([{ match: bank[3]!.clave, action: { kind: "errored" }, times: 1 }]);
      const { run, jobId } = enqueueRun({ db, conditionId: HAIKU_RAG, mode: "real" });
      const final = await completeRun({ db, runId: run.id, jobId });
      expect(final.status).toBe("done");
      expect(fake.stats().batchCreates).toBe(1);
      const f = listFichas({ db, runId: run.id }).find((x) => x.position === 3)!;
      expect(f.answerText).toBeNull();
      expect(f.outputError).toBe("lote: error en el lote (api_error: scripted batch error); sin reintento: presupuesto de reintentos agotado");
      expect(f.batchId).toBe(listBatchRows({ db, runId: run.id })[0]!.apiId);
      expect(final.retriesUsed).toBe(0);
    } finally {
      delete process.env.VERAZ_RETRY_BUDGET;
    }
  }, 60_000);

  it("the engine can be chosen: batches below the threshold, direct calls above it", async () => {
    const { db } = batchTestDb(20);
    expect(enqueueRun({ db, conditionId: HAIKU_RAG, mode: "real" }).run.engine).toBe("sync");
    expect(enqueueRun({ db, conditionId: "claude-haiku-5-5|none|may-abstain", mode: "real", engine: "batch" }).run.engine).toBe("batch");
    setBatchSettings({ db, value: { threshold: 10, retryVia: "batch" } });
    expect(enqueueRun({ db, conditionId: "claude-haiku-5-5|all|may-abstain", mode: "real" }).run.engine).toBe("batch");
    expect(enqueueRun({ db, conditionId: "claude-sonnet-5-5|all|may-abstain", mode: "real", engine: "sync" }).run.engine).toBe("sync");
    expect(() => enqueueRun({ db, conditionId: "extractive|retrieved|may-abstain", mode: "real", engine: "batch" })).toThrow("solo las ejecuciones reales de Claude");
    expect(enqueueRun({ db, conditionId: "claude-sonnet-5-5|none|verify", mode: "simulated" }).run.engine).toBe("sync");
    expect(() => setBatchSettings({ db, value: { threshold: 0, retryVia: "batch" } })).toThrow();
    // The whole matrix by batches: Claude conditions go by batches, the others run as they always do.
    const many = enqueueMany({ db, conditionIds: ["claude-sonnet-5-5|retrieved|verify", "extractive|none|verify", "reference|all|verify"], mode: "real", engine: "batch" });
    expect(many.map((r) => r.run.engine)).toEqual(["batch", "sync", "sync"]);
  });

  it("cancelling a run cancels its batch; answers already processed are stored, the rest are not paid", async () => {
    const { db, bank } = batchTestDb(110);
    fake.setBank(bank);
    fake.setBatch({ processingMs: 1500 });
    const { run, jobId } = enqueueRun({ db, conditionId: HAIKU_RAG, mode: "real" });
    const done = completeRun({ db, runId: run.id, jobId });
    const start = Date.now();
    while (!listBatchRows({ db, runId: run.id }).some((r) => r.status === "in_progress") && Date.now() - start < 10_000) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 600));
    cancelRun({ db, runId: run.id });
    expect(getJob({ db, id: jobId! })!.status).not.toBe("cancelled"); // still has to cancel the batch
    const final = await done;
    expect(final.status).toBe("cancelled");
    expect(getJob({ db, id: jobId! })!.status).toBe("cancelled");
    expect(fake.stats().batchCancels).toBe(1);
    const [row] = listBatchRows({ db, runId: run.id });
    expect(row!.status).toBe("downloaded");
    const fichas = listFichas({ db, runId: run.id });
    const counts = JSON.parse(row!.counts!);
    expect(counts.canceled).toBeGreaterThan(0);
    expect(counts.succeeded).toBeGreaterThan(0);
    expect(fichas.length).toBe(counts.succeeded);
    expect(runBatchRequests({ db, runId: run.id }).filter((r) => r.state === "canceled").length).toBe(counts.canceled);
  }, 60_000);

  it("a submission whose id was never stored is adopted from the API's list, never sent twice; one that never arrived is sent", async () => {
    const { db, bank, byClave } = batchTestDb(130);
    fake.setBank(bank);
    const { run, jobId } = enqueueRun({ db, conditionId: HAIKU_RAG, mode: "real", engine: "batch" });
    // Two prepared rows; the first reached the API (created here by hand), its id never stored.
    const ids = [...byClave.values()].map((q) => q.id);
    const [sent, lost] = createBatchRows({ db, runId: run.id, chunks: [ids.slice(0, 70).map((questionId) => ({ questionId, cacheKey: `k${questionId}` })), ids.slice(70).map((questionId) => ({ questionId, cacheKey: `k${questionId}` }))] });
    updateBatchRow({ db, id: sent!.id, set: { status: "submitting", submitStartedAt: Date.now() } });
    updateBatchRow({ db, id: lost!.id, set: { status: "submitting", submitStartedAt: Date.now() } });
    const client = new Anthropic({ apiKey: KEY, baseURL: fake.url });
    const qs = [...byClave.values()];
    await client.messages.batches.create({
      requests: runBatchRequests({ db, runId: run.id })
        .filter((r) => r.batchRowId === sent!.id)
        .map((r) => ({ custom_id: r.customId, params: { model: "claude-haiku-5-5", max_tokens: 1024, messages: [{ role: "user" as const, content: `Pregunta: ${qs.find((q) => q.id === r.questionId)!.pregunta}` }] } })),
    });
    const final = await completeRun({ db, runId: run.id, jobId });
    expect(final.status).toBe("done");
    expect(fake.stats().batchCreates).toBe(2); // the one sent by hand (adopted) + the lost one, sent once
    const rows = listBatchRows({ db, runId: run.id });
    expect(rows[0]!.apiId).toBe("msgbatch_fake_0001");
    expect(rows[1]!.apiId).toBe("msgbatch_fake_0002");
    expect(listFichas({ db, runId: run.id })).toHaveLength(130);
  }, 60_000);
});

describe("batch planning", () => {
  it("splits within the request and byte limits, in order", () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    expect(splitBatches(items, () => 1, { maxRequests: 4, maxBytes: 100 })).toEqual([[0, 1, 2, 3], [4, 5, 6, 7], [8, 9]]);
    expect(splitBatches(items, () => 30, { maxRequests: 100, maxBytes: 100 })).toEqual([[0, 1, 2], [3, 4, 5], [6, 7, 8], [9]]);
    expect(() => splitBatches([1], () => 101, { maxRequests: 5, maxBytes: 100 })).toThrow("más que el límite");
  });
  it("polls with exponential backoff, capped", () => {
    const l = { pollBaseMs: 10_000, pollMaxMs: 300_000 };
    expect([0, 1, 2, 3, 4, 5, 6].map((p) => pollDelayMs(p, l))).toEqual([10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000]);
  });
});
