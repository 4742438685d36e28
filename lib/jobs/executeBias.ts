import type { Db } from "@/db/client";
import { setExperimentStatus } from "@/db/queries/bias";
import { finishJob, releaseJob } from "@/db/queries/jobs";
import type { Job } from "@/db/schema";
import { generateCardsWithTutor } from "@/lib/bias/generateWithTutor";
import { biasJobPayload } from "./payloads";

/** Executes a "bias" job: card generation by a tutor; a failure is kept on the experiment with its reason. */
export async function executeBiasJob({ db, job, owner, signal }: { db: Db; job: Job; owner: string; signal?: AbortSignal }): Promise<string> {
  const { experimentId } = biasJobPayload.parse(JSON.parse(job.payload));
  try {
    const outcome = await generateCardsWithTutor({ db, experimentId, signal });
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
