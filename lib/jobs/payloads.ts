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

/** Payload of a "grade" job: a grader's pass over the fichas of finished runs (a new grade source). */
export const gradeJobPayload = z.object({ runIds: z.array(z.number().int().positive()).min(1), grader: z.string().min(1), engine: engineSchema });

export const jobPayloads = { run: runJobPayload, bias: biasJobPayload, verify: verifyJobPayload, grade: gradeJobPayload } as const;
export type JobType = keyof typeof jobPayloads;

/** Parses a stored payload for its job type; a corrupt payload is an error, never a guess. */
export function parseJobPayload(type: "run", payload: string): RunJobPayload;
export function parseJobPayload(type: string, payload: string): RunJobPayload | z.infer<typeof biasJobPayload> | z.infer<typeof verifyJobPayload> | z.infer<typeof gradeJobPayload>;
export function parseJobPayload(type: string, payload: string) {
  if (!(type in jobPayloads)) throw new Error(`tipo de trabajo desconocido: ${type}`);
  return jobPayloads[type as JobType].parse(JSON.parse(payload));
}
