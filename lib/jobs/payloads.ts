import { z } from "zod";

/** Payload of a "run" job: execute one run item by item. */
export const runJobPayload = z.object({ runId: z.number().int().positive() });
export type RunJobPayload = z.infer<typeof runJobPayload>;

/** Payload of a "bias" job: write the cards of a bias experiment with its tutor. */
/** How a job's Claude calls are sent: "auto" (batches above the threshold in Ajustes), "batch" or "sync". */
export const engineSchema = z.enum(["auto", "batch", "sync"]).default("auto");

export const biasJobPayload = z.object({ experimentId: z.number().int().positive(), engine: engineSchema });

/** Payload of a "verify" job: a verifier pass over the fichas of a finished run. */
export const verifyJobPayload = z.object({ runId: z.number().int().positive(), judge: z.string().min(1), claimMode: z.boolean(), engine: engineSchema });

export const jobPayloads = { run: runJobPayload, bias: biasJobPayload, verify: verifyJobPayload } as const;
export type JobType = keyof typeof jobPayloads;

/** Parses a stored payload for its job type; a corrupt payload is an error, never a guess. */
export function parseJobPayload(type: "run", payload: string): RunJobPayload;
export function parseJobPayload(type: string, payload: string): RunJobPayload | z.infer<typeof biasJobPayload> | z.infer<typeof verifyJobPayload>;
export function parseJobPayload(type: string, payload: string) {
  if (!(type in jobPayloads)) throw new Error(`tipo de trabajo desconocido: ${type}`);
  return jobPayloads[type as JobType].parse(JSON.parse(payload));
}
