import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestDb } from "@/db/client";
import { ensureDefaults } from "@/db/queries/dataset";
import { listFichas } from "@/db/queries/fichas";
import { enqueueGrading } from "@/db/queries/grades";
import { budgetStatus, recordSpend, reserveForJob, setMonthlyBudget, spentThisMonth } from "@/db/queries/budget";
import { claimJob, deferJob, finishJob } from "@/db/queries/jobs";
import { enqueueRun } from "@/db/queries/runs";
import { spend } from "@/db/schema";
import { useFakeApi } from "@/lib/testing/fakeApi";
import { executeGradeJob } from "@/lib/jobs/executeGrade";
import { completeJob, completeRun } from "@/lib/jobs/inProcess";
import { batchTestDb } from "@/lib/jobs/batchTestKit";
import { BudgetExceededError, admitSpend } from "./budgetGuard";
import { cellClickEstimate } from "@/lib/jobs/jobBudget";

const stand = useFakeApi({ ANTHROPIC_API_KEY: "sk-ant-budget-test", VERAZ_CONCURRENCY: "1" });

const HAIKU = "claude-haiku-5-5|retrieved|may-abstain";
const estimateIn = (error: string | null) => Number(/≈ ([\d.]+) USD/.exec(error ?? "")?.[1]);
const totalSpend = (db: ReturnType<typeof createTestDb>) => db.select({ s: sql<number>`sum(${spend.usd})` }).from(spend).get()!.s ?? 0;

describe("the monthly budget (spending guard)", () => {
  it("a run that does not fit is refused in the worker with the estimate, the budget and what remains; nothing is sent", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    setMonthlyBudget({ db, usd: 0.0001 });
    const { run, jobId } = enqueueRun({ db, conditionId: HAIKU, mode: "real" });
    const final = await completeRun({ db, runId: run.id, jobId });
    expect(final.status).toBe("failed");
    expect(final.error).toMatch(/≈ 0\.\d{4} USD; quedan 0\.0001 de 0\.0001 USD este mes/);
    expect(estimateIn(final.error)).toBeGreaterThan(0.0001);
    expect(stand.api.stats().requests).toBe(0);
    expect(listFichas({ db, runId: run.id })).toHaveLength(0);
    expect(spentThisMonth({ db })).toBe(0);
  });

  it("a run that reaches the limit mid-way stops with its reason, keeps its fichas, and resumes after a raise without paying twice", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    // The estimate (≈ 250 tokens a prompt) fits, but p05 onwards report 20 000 input tokens each: the real bill outgrows it.
    setMonthlyBudget({ db, usd: 0 });
    const probe = await completeRun({ db, ...pick(enqueueRun({ db, conditionId: HAIKU, mode: "real" })) });
    const estimate = estimateIn(probe.error);
    expect(estimate).toBeGreaterThan(0);
    setMonthlyBudget({ db, usd: estimate * 1.5 });
    stand.api.setRules(["p05", "p06", "p07", "p08", "p09", "p10"].map((match) => ({ match, action: { kind: "costly" as const, inputTokens: 20_000 } })));
    const again = enqueueRun({ db, conditionId: HAIKU, mode: "real" });
    expect(again.run.id).toBe(probe.id); // the budget-stopped run is resumed, not started again
    const stopped = await completeRun({ db, runId: again.run.id, jobId: again.jobId });
    expect(stopped.status).toBe("failed");
    expect(stopped.error).toMatch(/^detenida por el presupuesto mensual tras 5 fichas/);
    expect(stopped.error).toContain("quedan 0.0000 de");
    const kept = listFichas({ db, runId: probe.id });
    expect(kept.map((f) => f.questionId)).toHaveLength(5);
    expect(stand.api.stats().requests).toBe(5);
    // Every paid response was recorded at its price, and the month has spent more than the budget by one call at most.
    expect(totalSpend(db)).toBeCloseTo(kept.reduce((s, f) => s + (f.costUsd ?? 0), 0), 12);
    expect(spentThisMonth({ db })).toBeGreaterThan(estimate * 1.5);

    setMonthlyBudget({ db, usd: 1 });
    const resumed = enqueueRun({ db, conditionId: HAIKU, mode: "real" });
    expect(resumed.run.id).toBe(probe.id);
    const done = await completeRun({ db, runId: resumed.run.id, jobId: resumed.jobId });
    expect(done.status).toBe("done");
    expect(listFichas({ db, runId: probe.id })).toHaveLength(25);
    const byQuestion = stand.api.stats().byQuestion;
    expect(Object.values(byQuestion).every((n) => n === 1)).toBe(true); // never paid twice
    expect(stand.api.stats().requests).toBe(25);
    expect(totalSpend(db)).toBeCloseTo(listFichas({ db, runId: probe.id }).reduce((s, f) => s + (f.costUsd ?? 0), 0), 12);
  });

  it("cached answers cost nothing and are never refused, even with no budget left", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    const first = enqueueRun({ db, conditionId: HAIKU, mode: "real" });
    expect((await completeRun({ db, runId: first.run.id, jobId: first.jobId })).status).toBe("done");
    setMonthlyBudget({ db, usd: 0 });
    // abstain + verify (local detector) sends the may-abstain prompts: all of them are in the cache.
    const verify = enqueueRun({ db, conditionId: "claude-haiku-5-5|retrieved|verify", mode: "real" });
    const final = await completeRun({ db, runId: verify.run.id, jobId: verify.jobId });
    expect(final.status).toBe("done");
    expect(stand.api.stats().requests).toBe(25);
  });

  it("a batch run reserves its estimate before any batch is created; refused, no batch exists", async () => {
    const { db } = batchTestDb(300);
    setMonthlyBudget({ db, usd: 0.0005 });
    const { run, jobId } = enqueueRun({ db, conditionId: HAIKU, mode: "real", engine: "batch" });
    const final = await completeRun({ db, runId: run.id, jobId });
    expect(final.status).toBe("failed");
    expect(final.error).toContain("quedan 0.0005 de 0.0005 USD este mes");
    expect(stand.api.stats().batchCreates).toBe(0);
    expect(stand.api.stats().requests).toBe(0);
  });

  it("a Claude grading pass by batches that does not fit is refused before the batch is created", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    const { run, jobId } = enqueueRun({ db, conditionId: HAIKU, mode: "simulated" });
    await completeRun({ db, runId: run.id, jobId });
    setMonthlyBudget({ db, usd: 0.00001 });
    const job = await completeJob({ db, jobId: enqueueGrading({ db, runIds: [run.id], grader: "claude-haiku-5-5", engine: "batch" }), execute: (j, owner) => executeGradeJob({ db, job: j, owner }) });
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(/≈ 0\.\d{4} USD; quedan 0\.0000 de 0\.0000 USD este mes/);
    expect(stand.api.stats().batchCreates).toBe(0);
    expect(stand.api.stats().requests).toBe(0);
  });

  it("what a running paid job reserved and has not spent counts against everyone else", () => {
    const db = createTestDb();
    ensureDefaults({ db });
    setMonthlyBudget({ db, usd: 1 });
    const { jobId } = enqueueRun({ db, conditionId: HAIKU, mode: "real" });
    const job = claimJob({ db, owner: "w", leaseMs: 60_000, jobId: jobId! })!;
    reserveForJob({ db, jobId: job.id, usd: 0.6 });
    recordSpend({ db, usd: 0.1, model: "claude-haiku-5-5", billing: "direct", jobId: job.id });
    const s = budgetStatus({ db });
    expect([s.budgetUsd, s.spentUsd, s.reservedUsd]).toEqual([1, 0.1, 0.5]);
    expect(s.remainingUsd).toBeCloseTo(0.4, 12);
    expect(() => admitSpend({ db, estimateUsd: 0.45 })).toThrow(BudgetExceededError);
    expect(() => admitSpend({ db, estimateUsd: 0.45, jobId: job.id })).not.toThrow(); // its own reservation is its to spend
    expect(() => admitSpend({ db, estimateUsd: 0.35 })).not.toThrow();
    // Waiting for its batches (queued until the next poll), the job keeps its reservation; finished, it frees it.
    deferJob({ db, jobId: job.id, owner: "w", until: Date.now() + 60_000 });
    expect(budgetStatus({ db }).reservedUsd).toBeCloseTo(0.5, 12);
    const again = claimJob({ db, owner: "w", leaseMs: 60_000, jobId: job.id, now: Date.now() + 120_000 });
    expect(again).not.toBeNull();
    finishJob({ db, jobId: job.id, owner: "w", status: "done" });
    expect(budgetStatus({ db }).reservedUsd).toBe(0);
  });
});


describe("what a click on a cell would cost", () => {
  it("counts only what the worker would pay: nothing cached, only the missing fichas of a budget-stopped run", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    const full = cellClickEstimate({ db, conditionId: HAIKU, mode: "real" })!;
    expect(full.calls).toBe(25);
    expect(full.billing).toBe("direct");
    expect(cellClickEstimate({ db, conditionId: HAIKU, mode: "simulated" })).toBeNull();
    expect(cellClickEstimate({ db, conditionId: "extractive|retrieved|may-abstain", mode: "real" })).toBeNull();
    // Refused at the start: the worker's estimate is the click's estimate, to the cent's hundredth.
    setMonthlyBudget({ db, usd: 0 });
    const refused = enqueueRun({ db, conditionId: HAIKU, mode: "real" });
    const r = await completeRun({ db, runId: refused.run.id, jobId: refused.jobId });
    expect(estimateIn(r.error)).toBeCloseTo(full.usd, 4);
    setMonthlyBudget({ db, usd: 10 });
    const again = enqueueRun({ db, conditionId: HAIKU, mode: "real" });
    await completeRun({ db, runId: again.run.id, jobId: again.jobId });
    // abstain + verify sends the same prompts: all cached, the click costs nothing; a second repetition pays again.
    expect(cellClickEstimate({ db, conditionId: "claude-haiku-5-5|retrieved|verify", mode: "real" })).toMatchObject({ calls: 0, usd: 0 });
    expect(cellClickEstimate({ db, conditionId: HAIKU, mode: "real" })!.calls).toBe(25);
    expect(cellClickEstimate({ db, conditionId: HAIKU, mode: "real", engine: "batch" })!.billing).toBe("batch");
  });
});

function pick(e: { run: { id: number }; jobId: number | null }) {
  return { runId: e.run.id, jobId: e.jobId };
}
