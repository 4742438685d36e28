import { z } from "zod";
import type { Grounding, Mode, Policy } from "@/lib/conditions/axes";

/** The structured answer every tutor returns (the seed's `Respuesta`). */
export const answerSchema = z.object({
  texto: z.string(),
  id_nota: z.number().int().nullable(),
  confianza: z.number().min(0).max(1),
});
export type Answer = z.infer<typeof answerSchema>;

export interface TutorInput {
  readonly question: {
    /** Position in the bank (0-based). */
    readonly position: number;
    readonly clave: string;
    readonly pregunta: string;
    readonly referencia: string;
    readonly noteId: number | null;
    readonly tipo: "con respuesta" | "sin respuesta";
  };
  /** Notes given to the tutor under the condition's grounding, with retrieval scores. */
  readonly notes: readonly { readonly noteId: number; readonly texto: string; readonly score: number | null }[];
  readonly grounding: Grounding;
  readonly policy: Policy;
  readonly mode: Mode;
  readonly seed: number;
  /** The exact prompt (system + user) built for this question; model tutors send it as is. */
  readonly prompt: { readonly system: string; readonly user: string };
}

export interface TutorUsage {
  readonly inputTokens: number;
  readonly outputTokens: number;
  readonly costUsd: number;
}

/** One provider interface for tutors and judges (CONVENTIONS §6). */
export interface TutorResult {
  /** The parsed answer, or null when there is none (refusal, max_tokens, invalid output). */
  readonly output: Answer | null;
  /** Why there is no output, else null; kept visible on the ficha. */
  readonly error: string | null;
  readonly usage: TutorUsage | null;
  readonly latencyMs: number;
  readonly rawOutput: string | null;
  readonly stopReason: string | null;
  /** The prompt actually sent, when the tutor adapted it (stored on the ficha instead of the condition's). */
  readonly prompt?: { readonly system: string; readonly user: string };
  /** True when the response came from the cache (nothing paid). */
  readonly cached?: boolean;
  /** The Message Batches API batch the response came from (priced at the batch rate). */
  readonly batchId?: string;
  /** Simulated answers only: the behaviour and hallucination type that were planted. */
  readonly planted?: { readonly behaviour: "R" | "X" | "N"; readonly type: string | null; readonly preset: string | null };
}

export interface Tutor {
  readonly id: string;
  call(input: TutorInput, options: { signal?: AbortSignal }): Promise<TutorResult>;
}

/** Why a tutor cannot run here; rendered through the UI dictionary. */
export type UnavailableReason =
  | { code: "missing-api-key" }
  | { code: "missing-local-model"; path: string; command: string }
  | { code: "missing-key-env"; variable: string }
  | { code: "imported-answers" }
  | { code: "unknown-tutor" }
  | { code: "not-implemented" };

export type Availability = { available: true } | { available: false; reason: UnavailableReason };
