import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "@/db/client";
import { createExperiment, enqueueBiasGeneration, getExperiment, listCards } from "@/db/queries/bias";
import { listPrefetchRows, prefetchRequests } from "@/db/queries/batches";
import { listFichas } from "@/db/queries/fichas";
import { claimJob, getJob } from "@/db/queries/jobs";
import { enqueueRun } from "@/db/queries/runs";
import { enqueueVerification } from "@/db/queries/verifications";
import { verifications } from "@/db/schema";
import { startFakeAnthropic } from "@/e2e/fixtures/fakeAnthropic";
import { seedDesign } from "@/lib/bias/design";
import { batchTestDb } from "./batchTestKit";
import { executeBiasJob } from "./executeBias";
import { executeVerifyJob } from "./executeVerify";
import { completeRun } from "./inProcess";

let fake: Awaited<ReturnType<typeof startFakeAnthropic>>;
const ENV = { ANTHROPIC_API_KEY: "sk-ant-prefetch-test", VERAZ_BATCH_POLL_MS: "20", VERAZ_BATCH_POLL_MAX_MS: "60" };
beforeAll(async () => {
  fake = await startFakeAnthropic();
  Object.assign(process.env, ENV, { ANTHROPIC_BASE_URL: fake.url });
});
afterAll(async () => {
  for (const k of [...Object.keys(ENV), "ANTHROPIC_BASE_URL"]) delete process.env[k];
  await fake.close();
});
beforeEach(async () => {
  await fetch(`${fake.url}/__reset`, { method: "POST" });
});

/** Works a (possibly deferred) job in this process until it ends. */
async function driveJob(db: Db, jobId: number): Promise<string> {
  for (let i = 0; i < 500; i++) {
    const status = getJob({ db, id: jobId })!.status;
    if (status === "done" || status === "failed") return status;
    const job = claimJob({ db, owner: "test", leaseMs: 30_000, jobId });
    if (!job) {
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    if (job.type === "bias") await executeBiasJob({ db, job, owner: "test" });
    else await executeVerifyJob({ db, job, owner: "test" });
  }
  throw new Error("job did not end");
}

const direct = () => fake.stats().requests - fake.stats().batchRequests;

describe("jobs that are not runs, through message batches", () => {
  it("bias cards written by Claude: 120 calls (above the threshold) go in one batch; an errored one is asked directly", async () => {
    const { db } = batchTestDb(10);
    fake.setBatch({ processingMs: 100 });
    // One card request (its note names Lucía in template 2) comes back errored once.
    fake.setRules([{ match: "frustrada", action: { kind: "errored" }, times: 1 }]);
    const e = createExperiment({ db, name: "lotes", design: seedDesign(), generator: "claude-haiku-5-5", seed: 1 });
    const jobId = enqueueBiasGeneration({ db, experimentId: e.id });
    expect(await driveJob(db, jobId)).toBe("done");
    expect(fake.stats().batchCreates).toBe(1);
    expect(fake.stats().batchRequests).toBe(120);
    expect(direct()).toBe(1);
    expect(listCards({ db, experimentId: e.id })).toHaveLength(120);
    expect(getExperiment({ db, id: e.id }).status).toBe("done");
    const reqs = prefetchRequests({ db, ownerKey: `bias:${e.id}` });
    expect(reqs.filter((r) => r.state === "succeeded")).toHaveLength(119);
    expect(reqs.filter((r) => r.state === "errored")).toHaveLength(1);
    expect(listPrefetchRows({ db, ownerKey: `bias:${e.id}` }).map((r) => r.status)).toEqual(["downloaded"]);
  }, 60_000);

  it("a verifier pass with Claude as judge: every layer-2 judgement in a batch, verdicts stored, nothing asked directly", async () => {
    const { db } = batchTestDb(300);
    const r = enqueueRun({ db, conditionId: "reference|retrieved|may-abstain", mode: "real" });
    await completeRun({ db, runId: r.run.id, jobId: r.jobId });
    const fichas = listFichas({ db, runId: r.run.id });
    const toJudge = fichas.filter((f) => f.answerText !== null && f.citedNoteId !== null).length;
    expect(toJudge).toBe(240);
    const jobId = enqueueVerification({ db, runId: r.run.id, judge: "claude-haiku-5-5", claimMode: false });
    expect(await driveJob(db, jobId)).toBe("done");
    expect(fake.stats().batchCreates).toBe(1);
    expect(fake.stats().batchRequests).toBe(240);
    expect(direct()).toBe(0);
    const stored = db.select().from(verifications).all().filter((v) => v.judge === "claude-haiku-5-5");
    expect(stored).toHaveLength(300);
    // The stand-in supports reference answers (their words are in the cited note).
    expect(stored.filter((v) => v.layer2 === "respaldada").length).toBe(240);
    expect(stored.filter((v) => v.final === "abstención").length).toBe(60);
  }, 60_000);

  it("below the threshold (or by choice) the calls go directly", async () => {
    const { db } = batchTestDb(20);
    const r = enqueueRun({ db, conditionId: "reference|retrieved|may-abstain", mode: "real" });
    await completeRun({ db, runId: r.run.id, jobId: r.jobId });
    const jobId = enqueueVerification({ db, runId: r.run.id, judge: "claude-haiku-5-5", claimMode: false });
    expect(await driveJob(db, jobId)).toBe("done");
    expect(fake.stats().batchCreates).toBe(0);
    expect(direct()).toBe(16);
    // The same judgements again are all in the cache: nothing to send, not even a batch.
    const again = enqueueVerification({ db, runId: r.run.id, judge: "claude-haiku-5-5", claimMode: false, engine: "batch" });
    expect(await driveJob(db, again)).toBe("done");
    expect(fake.stats().requests).toBe(16);
    // Another judge, by choice through a batch.
    const forced = enqueueVerification({ db, runId: r.run.id, judge: "claude-sonnet-5-5", claimMode: false, engine: "batch" });
    expect(await driveJob(db, forced)).toBe("done");
    expect(fake.stats().batchCreates).toBe(1);
    expect(fake.stats().batchRequests).toBe(16);
    expect(direct()).toBe(16);
  }, 60_000);
});
