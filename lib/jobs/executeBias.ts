import type { Db } from "@/db/client";
import { setExperimentStatus } from "@/db/queries/bias";
import { finishJob, releaseJob } from "@/db/queries/jobs";
import type { Job } from "@/db/schema";
import { generateCardsWithTutor, pendingCardCalls } from "@/lib/bias/generateWithTutor";
import { reserveAndPrefetch } from "./prefetchBatches";
import { biasJobPayload } from "./payloads";

/** Executes a "bias" job: card generation by a tutor; a failure is kept on the experiment with its reason. */
export async function executeBiasJob({ db, job, owner, signal, leaseMs = 30_000 }: { db: Db; job: Job; owner: string; signal?: AbortSignal; leaseMs?: number }): Promise<string> {
  const { experimentId, engine } = biasJobPayload.parse(JSON.parse(job.payload));
  try {
    // Cards written by Claude go first as message batches (chosen, or above the threshold); the writer then reads the cache.
    const calls = pendingCardCalls({ db, experimentId });
    const pass = await reserveAndPrefetch({ db, job, owner, leaseMs, signal, engine, ownerKey: `bias:${experimentId}`, calls, onBatches: () => setExperimentStatus({ db, id: experimentId, status: "running" }) });
    if (pass !== "ready") return pass;
    const outcome = await generateCardsWithTutor({ db, experimentId, signal, jobId: job.id });
    if (outcome === "released") {
      releaseJob({ db, jobId: job.id, owner });
      return "released";
    }
    finishJob({ db, jobId: job.id, owner, status: "done" });
    return "done";
  } catch (e) {
    setExperimentStatus({ db, id: experimentId, status: "failed", error: (e as Error).message });
    finishJob({ db, jobId: job.id, owner, status: "failed", error: (e as Error).message });
    return "failed";
  }
}
