/**
 * Reading a message batch's results (lib/jobs/executeBatch.ts): each line of a results file validated before use, the
 * text of a request's failure, and the tutors that turn a result — an answer, or a failure after its retries — into a
 * ficha written exactly as the direct path writes one.
 */
import { z } from "zod";
import { type MessageLike, interpretMessage } from "@/lib/tutors/anthropic";
import { type Price, batchCallCost } from "@/lib/tutors/pricing";
import type { Tutor, TutorInput, TutorResult } from "@/lib/tutors/types";

/** One line of a results file, validated before use (a malformed line is recorded, never guessed). */
export const resultLineSchema = z.object({
  custom_id: z.string(),
  result: z.discriminatedUnion("type", [
    z.object({
      type: z.literal("succeeded"),
      message: z.object({
        content: z.array(z.object({ type: z.string(), text: z.string().optional() }).passthrough()),
        stop_reason: z.string().nullable(),
        usage: z.object({ input_tokens: z.number(), output_tokens: z.number() }).passthrough(),
      }).passthrough(),
    }),
    z.object({ type: z.literal("errored"), error: z.unknown() }),
    z.object({ type: z.literal("expired") }),
    z.object({ type: z.literal("canceled") }),
  ]),
});

export function erroredText(error: unknown): string {
  const e = error as { type?: string; message?: string; error?: { type?: string; message?: string } } | undefined;
  const inner = e?.error ?? e;
  return `${inner?.type ?? "error"}: ${inner?.message ?? JSON.stringify(error)}`;
}

export const STATE_TEXT: Record<string, string> = {
  errored: "error en el lote",
  expired: "la petición expiró sin procesarse (24 h)",
  canceled: "petición cancelada en el lote",
};

/** A tutor that returns the answer a batch already gave for a question, priced at the batch rate. */
export class BatchResultTutor implements Tutor {
  readonly id: string;
  constructor(
    model: string,
    private readonly message: MessageLike,
    private readonly price: Price | undefined,
    private readonly batchId: string,
    private readonly latencyMs: number,
  ) {
    this.id = model;
  }
  async call(_input: TutorInput): Promise<TutorResult> {
    const { output, error, raw } = interpretMessage(this.message);
    const inputTokens = this.message.usage?.input_tokens ?? 0;
    const outputTokens = this.message.usage?.output_tokens ?? 0;
    return {
      output,
      error,
      usage: { inputTokens, outputTokens, costUsd: batchCallCost(this.price, inputTokens, outputTokens) },
      latencyMs: this.latencyMs,
      rawOutput: raw,
      stopReason: this.message.stop_reason,
      batchId: this.batchId,
    };
  }
}

/** A ficha for a request that still failed after its retries: no answer, the reason visible. */
export function failureTutor(model: string, reason: string, raw: string | null, batchId: string | null): Tutor {
  return {
    id: model,
    call: async () => ({ output: null, error: reason, usage: null, latencyMs: 0, rawOutput: raw, stopReason: null, ...(batchId ? { batchId } : {}) }),
  };
}
