import { z } from "zod";

/** Payload of a "run" job: execute one run item by item. */
export const runJobPayload = z.object({ runId: z.number().int().positive() });
export type RunJobPayload = z.infer<typeof runJobPayload>;

/** Payload of a "bias" job: write the cards of a bias experiment with its tutor. */
export const biasJobPayload = z.object({ experimentId: z.number().int().positive() });

export const jobPayloads = { run: runJobPayload, bias: biasJobPayload } as const;
export type JobType = keyof typeof jobPayloads;

/** Parses a stored payload for its job type; a corrupt payload is an error, never a guess. */
export function parseJobPayload(type: "run", payload: string): RunJobPayload;
export function parseJobPayload(type: string, payload: string): RunJobPayload | z.infer<typeof biasJobPayload>;
export function parseJobPayload(type: string, payload: string) {
  if (!(type in jobPayloads)) throw new Error(`tipo de trabajo desconocido: ${type}`);
  return jobPayloads[type as JobType].parse(JSON.parse(payload));
}
