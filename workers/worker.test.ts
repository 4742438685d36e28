import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { ensureDefaults } from "@/db/queries/dataset";
import { listFichas } from "@/db/queries/fichas";
import { getJob, releaseJobsOfDeadWorker } from "@/db/queries/jobs";
import { enqueueRun, getRun } from "@/db/queries/runs";

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children) c.kill("SIGKILL");
  children.length = 0;
});

function startWorker(file: string, env: Record<string, string> = {}): ChildProcess {
  // One process (node --import tsx), so a signal reaches the worker itself.
  const c = spawn(process.execPath, ["--import", "tsx", "workers/main.ts"], {
    env: { ...process.env, VERAZ_DB_PATH: file, VERAZ_POLL_MS: "50", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(c);
  return c;
}

async function until(check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

function tempDb() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "veraz-worker-"));
  const file = path.join(dir, "w.db");
  const db = openDatabase(file);
  ensureDefaults({ db });
  return { db, file };
}

describe("worker process", () => {
  it("a killed worker's run is taken up within 2 s (the supervisor releases its leases at once) and says so", async () => {
    const { db, file } = tempDb();
    const { run, jobId } = enqueueRun({ db, conditionId: "reference|retrieved|may-abstain", mode: "real" });
    // Long leases: without the supervisor's release, the run would wait 60 s for the lease to expire.
    const first = startWorker(file, { VERAZ_ITEM_DELAY_MS: "60", VERAZ_LEASE_MS: "60000" });
    const second = startWorker(file, { VERAZ_ITEM_DELAY_MS: "60", VERAZ_LEASE_MS: "60000" });
    await until(() => getRun({ db, id: run.id }).done >= 4);
    const holder = getJob({ db, id: jobId! })!.leaseOwner!;
    const victim = [first, second].find((c) => holder.includes(`:${c.pid}:`))!;
    victim.kill("SIGKILL");
    await new Promise((r) => victim.once("exit", r));
    const killedAt = Date.now();
    // What scripts/start.ts does when a child exits.
    expect(releaseJobsOfDeadWorker({ db, pid: victim.pid! })).toBe(1);
    expect(getRun({ db, id: run.id })).toMatchObject({ notice: "worker-lost" });
    const atKill = getRun({ db, id: run.id }).done;
    await until(() => getRun({ db, id: run.id }).done > atKill, 5_000);
    expect(Date.now() - killedAt).toBeLessThan(2_000);
    await until(() => getRun({ db, id: run.id }).status === "done");
    expect(listFichas({ db, runId: run.id })).toHaveLength(25);
  });

  it("SIGKILL mid-run: the next worker resumes from the first missing ficha, exactly 25 fichas", async () => {
    const { db, file } = tempDb();
    const { run } = enqueueRun({ db, conditionId: "reference|retrieved|may-abstain", mode: "real" });
    const first = startWorker(file, { VERAZ_ITEM_DELAY_MS: "60", VERAZ_LEASE_MS: "800" });
    await until(() => getRun({ db, id: run.id }).done >= 6);
    first.kill("SIGKILL");
    await new Promise((r) => first.once("exit", r));
    const atKill = getRun({ db, id: run.id }).done;
    // The worker is really gone: no progress while no worker runs.
    await new Promise((r) => setTimeout(r, 500));
    expect(getRun({ db, id: run.id }).done).toBe(atKill);
    expect(atKill).toBeGreaterThanOrEqual(6);
    expect(atKill).toBeLessThan(25);
    const firstIds = listFichas({ db, runId: run.id }).map((f) => f.id);

    startWorker(file, { VERAZ_LEASE_MS: "800" });
    await until(() => getRun({ db, id: run.id }).status === "done");
    const fichas = listFichas({ db, runId: run.id });
    expect(fichas).toHaveLength(25);
    expect(new Set(fichas.map((f) => f.questionId)).size).toBe(25);
    // Nothing redone: the fichas written before the kill are the same rows.
    expect(fichas.slice(0, firstIds.length).map((f) => f.id)).toEqual(firstIds);
    expect(fichas.every((f) => f.category === "correcta")).toBe(true);
    expect(getRun({ db, id: run.id }).done).toBe(25);
  });

  it("SIGTERM: finishes the current item, returns the job to the queue and exits 0", async () => {
    const { db, file } = tempDb();
    const { run, jobId } = enqueueRun({ db, conditionId: "always-abstain|none|may-abstain", mode: "real" });
    const w = startWorker(file, { VERAZ_ITEM_DELAY_MS: "80" });
    await until(() => getRun({ db, id: run.id }).done >= 3);
    w.kill("SIGTERM");
    const code = await new Promise<number | null>((r) => w.once("exit", (c) => r(c)));
    expect(code).toBe(0);
    const job = getJob({ db, id: jobId! })!;
    expect(job.status).toBe("queued");
    expect(job.leaseOwner).toBeNull();
    const done = getRun({ db, id: run.id }).done;
    expect(done).toBeLessThan(25);
    // A new worker takes it at once (no lease to wait for) and finishes it.
    startWorker(file);
    await until(() => getRun({ db, id: run.id }).status === "done", 15_000);
    expect(listFichas({ db, runId: run.id })).toHaveLength(25);
  });

  it("a cancelled run stops between items and keeps its fichas", async () => {
    const { db, file } = tempDb();
    const { run } = enqueueRun({ db, conditionId: "reference|none|verify", mode: "real" });
    startWorker(file, { VERAZ_ITEM_DELAY_MS: "60" });
    await until(() => getRun({ db, id: run.id }).done >= 3);
    const { cancelRun } = await import("@/db/queries/runs");
    cancelRun({ db, runId: run.id });
    await new Promise((r) => setTimeout(r, 400));
    const after = getRun({ db, id: run.id });
    expect(after.status).toBe("cancelled");
    const kept = listFichas({ db, runId: run.id }).length;
    expect(kept).toBeGreaterThanOrEqual(3);
    expect(kept).toBeLessThan(25);
    await new Promise((r) => setTimeout(r, 300));
    expect(listFichas({ db, runId: run.id }).length).toBe(kept);
  });
});

import { startFakeAnthropic } from "@/e2e/fixtures/fakeAnthropic";
import { bankContent } from "@/db/queries/dataset";

describe("worker process with Claude (local Messages API)", () => {
  it("after a SIGKILL mid-run, resuming sends no request for fichas already stored", async () => {
    const fake = await startFakeAnthropic({ rules: [{ match: "¿", action: { kind: "slow", ms: 150 } }] });
    try {
      const { db, file } = tempDb();
      const { run } = enqueueRun({ db, conditionId: "claude-haiku-5-5|retrieved|may-abstain", mode: "real" });
      const env = { ANTHROPIC_API_KEY: "sk-ant-kill-test", ANTHROPIC_BASE_URL: fake.url, VERAZ_LEASE_MS: "800", VERAZ_CONCURRENCY: "2" };
      const first = startWorker(file, env);
      await until(() => getRun({ db, id: run.id }).done >= 6);
      first.kill("SIGKILL");
      await new Promise((r) => first.once("exit", r));
      const stored = new Set(listFichas({ db, runId: run.id }).map((f) => f.questionId));
      const claveOf = new Map(bankContent({ db, bankVersionId: run.bankVersionId }).questions.map((q) => [q.id, q.clave]));
      const before = { ...fake.stats().byQuestion };
      startWorker(file, env);
      await until(() => getRun({ db, id: run.id }).status === "done", 30_000);
      expect(listFichas({ db, runId: run.id })).toHaveLength(25);
      const after = fake.stats().byQuestion;
      for (const id of stored) {
        const clave = claveOf.get(id)!;
        expect(after[clave]).toBe(1);
        expect(after[clave]).toBe(before[clave]);
      }
      // At most the calls in flight at the kill (concurrency 2) were sent twice.
      expect(fake.stats().requests).toBeLessThanOrEqual(25 + 2);
    } finally {
      await fake.close();
    }
  }, 60_000);
});

import { listBatchRows } from "@/db/queries/batches";
import { batchTestDb } from "@/lib/jobs/batchTestKit";

describe("worker process with Message Batches (local Messages API)", () => {
  const batchEnv = (url: string) => ({
    ANTHROPIC_API_KEY: "sk-ant-batch-kill-test",
    ANTHROPIC_BASE_URL: url,
    VERAZ_LEASE_MS: "800",
    VERAZ_BATCH_POLL_MS: "100",
    VERAZ_BATCH_POLL_MAX_MS: "200",
    VERAZ_BATCH_MAX_REQUESTS: "120",
  });
  const HAIKU_RAG = "claude-haiku-5-5|retrieved|may-abstain";

  async function expectComplete(db: ReturnType<typeof batchTestDb>["db"], runId: number, fake: Awaited<ReturnType<typeof startFakeAnthropic>>, batches: number) {
    await until(() => getRun({ db, id: runId }).status === "done", 40_000);
    const fichas = listFichas({ db, runId });
    expect(fichas).toHaveLength(300);
    expect(new Set(fichas.map((f) => f.questionId)).size).toBe(300);
    expect(fichas.every((f) => f.batchId !== null && f.answerText !== null)).toBe(true);
    // No batch submitted twice, no request paid twice.
    expect(fake.stats().batchCreates).toBe(batches);
    expect(fake.stats().batchRequests).toBe(300);
    expect(listBatchRows({ db, runId }).every((r) => r.status === "downloaded")).toBe(true);
  }

  it("SIGKILL while polling: the next worker polls the same batches; nothing is submitted twice", async () => {
    const fake = await startFakeAnthropic({ batch: { processingMs: 2500, maxRequests: 120 } });
    try {
      const { db, file, bank } = batchTestDb(300);
      fake.setBank(bank);
      const { run } = enqueueRun({ db, conditionId: HAIKU_RAG, mode: "real" });
      const first = startWorker(file, batchEnv(fake.url));
      await until(() => listBatchRows({ db, runId: run.id }).filter((r) => r.status === "in_progress" && r.polls >= 1).length === 3);
      first.kill("SIGKILL");
      await new Promise((r) => first.once("exit", r));
      expect(fake.stats().batchCreates).toBe(3);
      const ids = listBatchRows({ db, runId: run.id }).map((r) => r.apiId);
      expect(listFichas({ db, runId: run.id })).toHaveLength(0);
      startWorker(file, batchEnv(fake.url));
      await expectComplete(db, run.id, fake, 3);
      expect(listBatchRows({ db, runId: run.id }).map((r) => r.apiId)).toEqual(ids);
    } finally {
      await fake.close();
    }
  }, 60_000);

  it("SIGKILL mid-download: the next worker downloads again and writes only the missing fichas", async () => {
    const fake = await startFakeAnthropic({ batch: { processingMs: 0, lineDelayMs: 8, maxRequests: 120 } });
    try {
      const { db, file, bank } = batchTestDb(300);
      fake.setBank(bank);
      const { run } = enqueueRun({ db, conditionId: HAIKU_RAG, mode: "real" });
      const first = startWorker(file, batchEnv(fake.url));
      await until(() => getRun({ db, id: run.id }).done >= 40);
      first.kill("SIGKILL");
      await new Promise((r) => first.once("exit", r));
      const atKill = listFichas({ db, runId: run.id });
      expect(atKill.length).toBeGreaterThanOrEqual(40);
      expect(atKill.length).toBeLessThan(300);
      const downloadsAtKill = fake.stats().resultDownloads;
      startWorker(file, batchEnv(fake.url));
      await expectComplete(db, run.id, fake, 3);
      // The interrupted results file was fetched again; the fichas stored before the kill are the same rows.
      expect(fake.stats().resultDownloads).toBeGreaterThan(3);
      expect(fake.stats().resultDownloads).toBeGreaterThan(downloadsAtKill);
      const after = new Map(listFichas({ db, runId: run.id }).map((f) => [f.questionId, f.id]));
      for (const f of atKill) expect(after.get(f.questionId)).toBe(f.id);
    } finally {
      await fake.close();
    }
  }, 60_000);

  it("SIGKILL between the create call and storing its id: the batch is found in the API's list and adopted, not sent again", async () => {
    const fake = await startFakeAnthropic({ batch: { processingMs: 300, maxRequests: 120 } });
    try {
      const { db, file, bank } = batchTestDb(300);
      fake.setBank(bank);
      const { run } = enqueueRun({ db, conditionId: HAIKU_RAG, mode: "real" });
      const first = startWorker(file, { ...batchEnv(fake.url), VERAZ_FAULT: "after-batch-create" });
      const code = await new Promise<string | null>((r) => first.once("exit", (_c, signal) => r(signal)));
      expect(code).toBe("SIGKILL");
      expect(fake.stats().batchCreates).toBe(1);
      const rows = listBatchRows({ db, runId: run.id });
      expect(rows.map((r) => [r.status, r.apiId])).toEqual([["submitting", null], ["preparing", null], ["preparing", null]]);
      startWorker(file, batchEnv(fake.url));
      await expectComplete(db, run.id, fake, 3);
      expect(listBatchRows({ db, runId: run.id })[0]!.apiId).toBe("msgbatch_fake_0001");
    } finally {
      await fake.close();
    }
  }, 60_000);
});
