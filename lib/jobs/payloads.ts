import { z } from "zod";

/** Payload of a "run" job: execute one run item by item. */
export const runJobPayload = z.object({ runId: z.number().int().positive() });
export type RunJobPayload = z.infer<typeof runJobPayload>;

export const jobPayloads = { run: runJobPayload } as const;
export type JobType = keyof typeof jobPayloads;

/** Parses a stored payload for its job type; a corrupt payload is an error, never a guess. */
export function parseJobPayload(type: string, payload: string): RunJobPayload {
  if (!(type in jobPayloads)) throw new Error(`tipo de trabajo desconocido: ${type}`);
  return jobPayloads[type as JobType].parse(JSON.parse(payload));
}
