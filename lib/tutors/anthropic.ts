import { createHash } from "node:crypto";
import type Anthropic from "@anthropic-ai/sdk";
import { type Price, callCost } from "./pricing";
import { type RetryBudget, withRetries } from "./retry";
import { type Answer, type Tutor, type TutorInput, type TutorResult, answerSchema } from "./types";

/** The seed's `Respuesta` as a JSON schema for structured output (0 ≤ confianza ≤ 1 is checked with zod). */
export const RESPUESTA_JSON_SCHEMA = {
  type: "object",
  properties: {
    texto: { type: "string", description: 'Respuesta en una frase corta, o "no aparece en sus notas"' },
    id_nota: { anyOf: [{ type: "integer" }, { type: "null" }], description: "Id de la nota que respalda la respuesta, o null" },
    confianza: { type: "number", description: "Confianza de 0 a 1 en que la respuesta es correcta" },
  },
  required: ["texto", "id_nota", "confianza"],
  additionalProperties: false,
} as const;

/** The seed's call parameters: max_tokens 1024, low effort. */
export const CALL_PARAMS = { max_tokens: 1024, effort: "low" as const };

export interface ResponseCache {
  get(key: string): string | null;
  /** Stores a paid response (and, where the cache keeps the month's spending, its cost at the direct or batch price). */
  put(key: string, model: string, response: string, billing?: "direct" | "batch"): void;
  /** Before a call is sent: refuses it (BudgetExceededError) when its estimate does not fit the month's budget. */
  admit?(model: string, inputText: string, billing?: "direct" | "batch"): void;
}

export interface AnthropicTutorOptions {
  readonly client: Anthropic;
  readonly model: string;
  readonly cache: ResponseCache;
  readonly budget: RetryBudget;
  readonly price: Price | undefined;
  /** Salts the cache key: a repetition on purpose (repetition > 1) is a new call, never a cached one. */
  readonly cacheSalt: string;
  readonly timeoutMs?: number;
  /** The tutor's max_tokens (default the seed's 1024). */
  readonly maxTokens?: number;
}

/** The cache salt of a repetition: the first asks (and reuses) the plain call; a later one asks anew. */
export function cacheSaltFor(repetition: number): string {
  return repetition > 1 ? `repetición ${repetition}` : "";
}

/** Cache key of a call: model, system prompt, content and parameters (never the API key). */
export function callKey(model: string, system: string, user: string, salt: string, maxTokens: number = CALL_PARAMS.max_tokens): string {
  return createHash("sha256")
    .update(JSON.stringify({ model, system, user, ...CALL_PARAMS, max_tokens: maxTokens, schema: RESPUESTA_JSON_SCHEMA, salt }))
    .digest("hex");
}

/** The Messages API parameters of one tutor call (the same for a direct call and a batch request). */
export function messageParams(model: string, prompt: { system: string; user: string }, maxTokens: number = CALL_PARAMS.max_tokens): Anthropic.MessageCreateParamsNonStreaming {
  return {
    model,
    max_tokens: maxTokens,
    system: prompt.system,
    messages: [{ role: "user", content: prompt.user }],
    output_config: { effort: CALL_PARAMS.effort, format: { type: "json_schema", schema: RESPUESTA_JSON_SCHEMA as unknown as Record<string, unknown> } },
  } as Anthropic.MessageCreateParamsNonStreaming;
}

/** What the response cache keeps of a message. */
export function cachedMessage(message: MessageLike): string {
  return JSON.stringify({ content: message.content, stop_reason: message.stop_reason, usage: message.usage });
}

export interface MessageLike {
  content: { type: string; text?: string }[];
  stop_reason: string | null;
  usage: { input_tokens: number; output_tokens: number };
}

/**
 * Reads a Messages API response as the seed does: the stop reason first
 * (refusal and max_tokens leave no answer), then the text as JSON validated
 * with zod. Invalid output is kept, with its raw text and the reason.
 */
export function interpretMessage(message: MessageLike): { output: Answer | null; error: string | null; raw: string } {
  const raw = message.content.filter((b) => b.type === "text").map((b) => b.text ?? "").join("") || JSON.stringify(message.content);
  if (message.stop_reason === "refusal") return { output: null, error: "rechazo del modelo (stop_reason refusal)", raw };
  if (message.stop_reason === "max_tokens") return { output: null, error: "respuesta cortada (stop_reason max_tokens)", raw };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (e) {
    return { output: null, error: `salida no válida: no es JSON (${(e as Error).message})`, raw };
  }
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) {
    return { output: null, error: `salida no válida: ${parsed.error.issues.map((i) => `${i.path.join(".") || "respuesta"}: ${i.message}`).join("; ")}`, raw };
  }
  return { output: parsed.data, error: null, raw };
}

/**
 * Claude through the official SDK: the condition's exact prompt, structured
 * output with the seed's schema, low effort, max_tokens 1024. Retries on
 * 429 / 5xx / timeouts (retry-after honoured) against the run's budget; every
 * paid response is cached before its ficha is written, so no call is paid twice.
 */
export class AnthropicTutor implements Tutor {
  readonly id: string;
  constructor(private readonly o: AnthropicTutorOptions) {
    this.id = o.model;
  }

  async call(input: TutorInput, { signal }: { signal?: AbortSignal } = {}): Promise<TutorResult> {
    const start = performance.now();
    const key = callKey(this.o.model, input.prompt.system, input.prompt.user, this.o.cacheSalt, this.o.maxTokens);
    const hit = this.o.cache.get(key);
    let message: MessageLike;
    if (hit) message = JSON.parse(hit) as MessageLike;
    else {
      this.o.cache.admit?.(this.o.model, `${input.prompt.system}\n${input.prompt.user}`);
      message = (await withRetries(
        () =>
          this.o.client.messages.create(messageParams(this.o.model, input.prompt, this.o.maxTokens), { signal, maxRetries: 0, timeout: this.o.timeoutMs ?? 60_000 }),
        { budget: this.o.budget, signal },
      )) as unknown as MessageLike;
      this.o.cache.put(key, this.o.model, cachedMessage(message));
    }
    const { output, error, raw } = interpretMessage(message);
    const inputTokens = message.usage?.input_tokens ?? 0;
    const outputTokens = message.usage?.output_tokens ?? 0;
    return {
      output,
      error,
      usage: { inputTokens, outputTokens, costUsd: hit ? 0 : callCost(this.o.price, inputTokens, outputTokens) },
      latencyMs: performance.now() - start,
      rawOutput: raw,
      stopReason: message.stop_reason,
      cached: Boolean(hit),
    };
  }
}
