import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@/db/client";
import { ensureDefaults } from "@/db/queries/dataset";
import { claimJob } from "@/db/queries/jobs";
import { enqueueRun } from "@/db/queries/runs";
import { enqueueVerification } from "@/db/queries/verifications";
import { startFakeAnthropic } from "@/e2e/fixtures/fakeAnthropic";
import { executeVerifyJob } from "@/lib/jobs/executeVerify";
import { completeRun } from "@/lib/jobs/inProcess";
import { loadVerifierView } from "./verifier";

let fake: Awaited<ReturnType<typeof startFakeAnthropic>>;
beforeAll(async () => {
  fake = await startFakeAnthropic({
    judge: {
      "Desde varios puntos de vista a la vez": { respaldo: "parcial", fragmento: "mostró un objeto desde varios puntos de vista" },
      "Leonardo da Vinci": { respaldo: "sin respaldo", fragmento: null },
      "Un acorde de cuatro notas con la séptima añadida": { respaldo: "sin respaldo", fragmento: null },
      "Al aire libre y también en el taller": { respaldo: "respaldada", fragmento: "pintó la luz al aire libre" },
    },
  });
  process.env.ANTHROPIC_API_KEY = "sk-ant-verifier-test";
  process.env.ANTHROPIC_BASE_URL = fake.url;
});
afterAll(async () => {
  delete process.env.ANTHROPIC_API_KEY;
  delete process.env.ANTHROPIC_BASE_URL;
  await fake.close();
});

async function verifyPass(db: ReturnType<typeof createTestDb>, runId: number, judge: string, claimMode: boolean) {
  const jobId = enqueueVerification({ db, runId, judge, claimMode });
  const job = claimJob({ db, owner: "test", leaseMs: 60_000, jobId })!;
  expect(await executeVerifyJob({ db, job, owner: "test" })).toBe("done");
}

describe("the seed's verifier example, reproduced", () => {
  it("Haiku con RAG verified by Haiku: 3/4 caught, 1 false alarm, review 4/25, delivered unflagged 4/25 → 1/25; claim mode catches p14", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    const { run, jobId } = enqueueRun({ db, conditionId: "claude-haiku-5-5|retrieved|may-abstain", mode: "simulated" });
    await completeRun({ db, runId: run.id, jobId });
    await verifyPass(db, run.id, "claude-haiku-5-5", false);
    await verifyPass(db, run.id, "claude-haiku-5-5", true);
    await verifyPass(db, run.id, "detector-local", false);
    const v = loadVerifierView({ db, mode: "simulated", conditionIds: ["claude-haiku-5-5|retrieved|may-abstain"] });
    const haiku = v.reports.find((r) => r.judge === "claude-haiku-5-5" && !r.claimMode)!;
    const full = haiku.layers.find((l) => l.name === "1+2+3")!.summary;
    expect([full.caught!.k, full.caught!.n]).toEqual([3, 4]);
    expect([full.falseAlarms!.k, full.falseAlarms!.n]).toEqual([1, 21]);
    expect([full.reviewLoad.k, full.reviewLoad.n]).toEqual([4, 25]);
    expect([full.deliveredBefore.k, full.deliveredAfter.k, full.deliveredAfter.n]).toEqual([4, 1, 25]);
    expect(haiku.falseAlarms.map((x) => x.clave)).toEqual(["p17"]);
    expect(haiku.misses.map((x) => x.clave)).toEqual(["p14"]);
    const layer1 = haiku.layers.find((l) => l.name === "1")!.summary;
    expect(layer1.caught!.k).toBe(1); // p24, no citation
    const claims = v.reports.find((r) => r.judge === "claude-haiku-5-5" && r.claimMode)!;
    expect(claims.misses).toHaveLength(0);
    expect(claims.layers.find((l) => l.name === "1+2+3")!.summary.caught!.k).toBe(4);
    expect(v.reports.some((r) => r.judge === "detector-local")).toBe(true);
    // The seed's p02 paraphrase «Lo resume en un solo número» is supported by the local detector (it was a false alarm).
    const local = v.reports.find((r) => r.judge === "detector-local" && !r.claimMode)!;
    expect(local.falseAlarms.map((x) => x.clave)).not.toContain("p02");
  });

  it("the seed's verdicts replayed judge its Haiku con RAG run: 3/4 caught, p17 a false alarm, p14 missed, 4/25 → 1/25; one report per run", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    const ids: number[] = [];
    for (const c of ["claude-haiku-5-5|retrieved|may-abstain", "claude-haiku-5-5|none|may-abstain"]) {
      const { run, jobId } = enqueueRun({ db, conditionId: c, mode: "simulated" });
      await completeRun({ db, runId: run.id, jobId });
      ids.push(run.id);
    }
    await verifyPass(db, ids[0]!, "semilla-replica", false);
    await verifyPass(db, ids[1]!, "detector-local", false);
    const v = loadVerifierView({ db, mode: "simulated", conditionIds: ["claude-haiku-5-5|retrieved|may-abstain", "claude-haiku-5-5|none|may-abstain"] });
    // One report per run, each naming its run.
    expect(v.reports.map((r) => [r.runIds, r.judge, r.pooled])).toEqual([[[ids[0]], "semilla-replica", false], [[ids[1]], "detector-local", false]]);
    const seed = v.reports[0]!.layers.find((l) => l.name === "1+2+3")!.summary;
    expect([seed.caught!.k, seed.caught!.n, seed.falseAlarms!.k, seed.reviewLoad.k, seed.deliveredBefore.k, seed.deliveredAfter.k]).toEqual([3, 4, 1, 4, 4, 1]);
    expect(v.reports[0]!.falseAlarms.map((x) => x.clave)).toEqual(["p17"]);
    expect(v.reports[0]!.misses.map((x) => [x.clave, x.runId])).toEqual([["p14", ids[0]]]);
    // Pooled only when asked.
    const pooled = loadVerifierView({ db, mode: "simulated", conditionIds: ["claude-haiku-5-5|retrieved|may-abstain", "claude-haiku-5-5|none|may-abstain"], pooled: true });
    expect(pooled.reports.every((r) => r.runIds.length === 2 && r.pooled)).toBe(true);
  });
});
