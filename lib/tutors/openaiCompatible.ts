import { createHash } from "node:crypto";
import OpenAI from "openai";
import { z } from "zod";
import { type MessageLike, RESPUESTA_JSON_SCHEMA, type ResponseCache, interpretMessage } from "./anthropic";
import { JSON_INSTRUCTION, REPAIR_MESSAGE, parseJsonAnswer } from "./localLlm";
import { type Price, callCost } from "./pricing";
import { type RetryBudget, withRetries } from "./retry";
import type { Answer, Tutor, TutorInput, TutorResult } from "./types";

export interface OpenAiCompatibleOptions {
  readonly client: OpenAI;
  /** The model name on the server. */
  readonly model: string;
  /** The server's base URL (part of the cache key: the same model name on two servers is two models). */
  readonly baseUrl: string;
  readonly cache: ResponseCache;
  readonly budget: RetryBudget;
  /** USD per million tokens (0 or absent for a local server). */
  readonly price: Price | undefined;
  readonly cacheSalt: string;
  readonly maxTokens?: number;
  readonly timeoutMs?: number;
}

/** An OpenAI-compatible client for a tutor: its base URL and the key read from the NAMED variable (a local server needs none). */
export function openAiClient(baseUrl: string, apiKeyEnv: string | null): OpenAI {
  const apiKey = apiKeyEnv ? process.env[apiKeyEnv] : undefined;
  if (apiKeyEnv && !apiKey) throw new Error(`falta la variable de entorno ${apiKeyEnv} (la clave del tutor) en el entorno del worker`);
  // A local server ignores the key; the SDK insists on one.
  return new OpenAI({ baseURL: baseUrl, apiKey: apiKey ?? "sin-clave", maxRetries: 0 });
}

/** The part of a chat completion veraz reads, validated: anything else is a visible invalid ficha. */
const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullable().optional(),
        message: z.object({ content: z.string().nullable().optional(), refusal: z.string().nullable().optional() }),
      }),
    )
    .min(1),
  usage: z.object({ prompt_tokens: z.number().optional(), completion_tokens: z.number().optional() }).nullable().optional(),
});

/** A chat completion in the cache's (Messages-API-like) form, so spending, cost and replay work the same for every provider. */
function asMessage(body: unknown): MessageLike & { invalid?: string } {
  const parsed = completionSchema.safeParse(body);
  if (!parsed.success) {
    const raw = typeof body === "string" ? body : JSON.stringify(body ?? null);
    return { content: [{ type: "text", text: raw.slice(0, 20_000) }], stop_reason: "invalid_response", usage: { input_tokens: 0, output_tokens: 0 }, invalid: parsed.error.issues.map((i) => `${i.path.join(".") || "cuerpo"}: ${i.message}`).join("; ") };
  }
  const choice = parsed.data.choices[0]!;
  const refusal = choice.message.refusal ?? null;
  const stop = refusal || choice.finish_reason === "content_filter" ? "refusal" : choice.finish_reason === "length" ? "max_tokens" : (choice.finish_reason ?? "stop");
  return {
    content: [{ type: "text", text: refusal ?? choice.message.content ?? "" }],
    stop_reason: stop,
    usage: { input_tokens: parsed.data.usage?.prompt_tokens ?? 0, output_tokens: parsed.data.usage?.completion_tokens ?? 0 },
  };
}

/** The SDK's connection errors under the names veraz's retry rule knows (their `name` is not set by the SDK). */
function retryableName(e: unknown): unknown {
  if (e instanceof OpenAI.APIConnectionTimeoutError) Object.defineProperty(e, "name", { value: "APIConnectionTimeoutError" });
  else if (e instanceof OpenAI.APIConnectionError) Object.defineProperty(e, "name", { value: "APIConnectionError" });
  return e;
}

/** Whether a 400-class error says the server does not take `response_format: json_schema`. */
export function rejectsJsonSchema(e: unknown): boolean {
  const status = (e as { status?: number })?.status;
  if (status !== 400 && status !== 422 && status !== 501) return false;
  return /response_format|json_schema|schema|structured|grammar|not supported|unsupported/i.test((e as Error).message ?? "");
}

type Msg = { role: "system" | "user" | "assistant"; content: string };

/**
 * A tutor behind any OpenAI-compatible chat completions endpoint (Ollama,
 * llama.cpp server, vLLM, LM Studio, a hosted API) through the official
 * `openai` package. Structured output by `response_format: json_schema` with
 * the seed's `Respuesta`; when the server does not take it, the JSON
 * instruction of the local LLM instead, and one repair attempt for invalid
 * output. 429 / 5xx / timeouts retried (retry-after honoured) against the
 * run's budget; each response cached before its ficha is written; refusals,
 * length stops and invalid output kept as visible fichas.
 */
export class OpenAiCompatibleTutor implements Tutor {
  readonly id: string;
  /** False once the server has refused json_schema: later questions go straight to the JSON instruction. */
  private structured = true;
  constructor(private readonly o: OpenAiCompatibleOptions) {
    this.id = o.model;
  }

  private key(messages: Msg[], structured: boolean): string {
    return createHash("sha256")
      .update(JSON.stringify({ provider: "openai-compatible", baseUrl: this.o.baseUrl, model: this.o.model, messages, maxTokens: this.o.maxTokens ?? 1024, schema: structured ? RESPUESTA_JSON_SCHEMA : null, salt: this.o.cacheSalt }))
      .digest("hex");
  }

  /** One completion: from the cache, else admitted against the budget, sent with retries and cached. */
  private async complete(messages: Msg[], structured: boolean, signal?: AbortSignal): Promise<{ message: MessageLike & { invalid?: string }; cached: boolean }> {
    const key = this.key(messages, structured);
    const hit = this.o.cache.get(key);
    if (hit) return { message: JSON.parse(hit) as MessageLike, cached: true };
    this.o.cache.admit?.(this.o.model, messages.map((m) => m.content).join("\n"));
    const body = await withRetries(
      () =>
        this.o.client.chat.completions
          .create(
            {
              model: this.o.model,
              messages,
              max_tokens: this.o.maxTokens ?? 1024,
              temperature: 0,
              ...(structured ? { response_format: { type: "json_schema" as const, json_schema: { name: "Respuesta", strict: true, schema: RESPUESTA_JSON_SCHEMA as unknown as Record<string, unknown> } } } : {}),
            },
            { signal, maxRetries: 0, timeout: this.o.timeoutMs ?? 120_000 },
          )
          .catch((e: unknown) => {
            throw retryableName(e);
          }),
      { budget: this.o.budget, signal },
    );
    const message = asMessage(body);
    // Invalid bodies are not cached: the next run asks again.
    if (!message.invalid) this.o.cache.put(key, this.o.model, JSON.stringify(message));
    return { message, cached: false };
  }

  async call(input: TutorInput, { signal }: { signal?: AbortSignal } = {}): Promise<TutorResult> {
    const start = performance.now();
    let system = input.prompt.system;
    let structured = this.structured;
    let first: Awaited<ReturnType<OpenAiCompatibleTutor["complete"]>>;
    try {
      first = await this.complete([{ role: "system", content: system }, { role: "user", content: input.prompt.user }], structured, signal);
    } catch (e) {
      if (!structured || !rejectsJsonSchema(e)) throw e;
      this.structured = structured = false;
      first = { message: { content: [], stop_reason: null, usage: { input_tokens: 0, output_tokens: 0 } }, cached: true };
    }
    if (!structured) {
      system = input.prompt.system + JSON_INSTRUCTION;
      if (first.message.stop_reason === null) first = await this.complete([{ role: "system", content: system }, { role: "user", content: input.prompt.user }], false, signal);
    }
    const messages: Msg[] = [{ role: "system", content: system }, { role: "user", content: input.prompt.user }];
    const calls = [first];
    let read = this.read(first.message);
    let raw = read.raw;
    // Invalid output (not a refusal or a length stop): one repair attempt, then a visible unparseable ficha.
    if (!read.output && read.repairable) {
      const repair = await this.complete([...messages, { role: "assistant", content: read.raw }, { role: "user", content: REPAIR_MESSAGE }], structured, signal);
      calls.push(repair);
      const second = this.read(repair.message);
      raw = `${read.raw}\n--- intento de reparación ---\n${second.raw}`;
      read = second.output ? second : { ...second, error: `${second.error} (tras un intento de reparación)` };
    }
    const inputTokens = calls.reduce((s, c) => s + c.message.usage.input_tokens, 0);
    const outputTokens = calls.reduce((s, c) => s + c.message.usage.output_tokens, 0);
    const paid = calls.filter((c) => !c.cached);
    return {
      output: read.output,
      error: read.error,
      usage: { inputTokens, outputTokens, costUsd: paid.reduce((s, c) => s + callCost(this.o.price, c.message.usage.input_tokens, c.message.usage.output_tokens), 0) },
      latencyMs: performance.now() - start,
      rawOutput: raw,
      stopReason: calls.at(-1)!.message.stop_reason,
      cached: paid.length === 0,
      prompt: { system, user: input.prompt.user },
    };
  }

  private read(message: MessageLike & { invalid?: string }): { output: Answer | null; error: string | null; raw: string; repairable: boolean } {
    if (message.invalid) return { output: null, error: `respuesta del servidor no válida: ${message.invalid}`, raw: message.content[0]?.text ?? "", repairable: false };
    const strict = interpretMessage(message);
    if (strict.output || message.stop_reason === "refusal" || message.stop_reason === "max_tokens") return { ...strict, repairable: false };
    // Models without structured output often wrap the object in prose or a code fence: the first {...} is read.
    const lenient = parseJsonAnswer(strict.raw);
    return lenient.output ? { output: lenient.output, error: null, raw: strict.raw, repairable: false } : { output: null, error: `salida no válida: ${lenient.error}`, raw: strict.raw, repairable: true };
  }
}
