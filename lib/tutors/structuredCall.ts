import { createHash } from "node:crypto";
import type Anthropic from "@anthropic-ai/sdk";
import type { ResponseCache } from "./anthropic";
import { type RetryBudget, withRetries } from "./retry";

/**
 * A Claude call with structured output (judges, graders): its cache key and
 * Messages API parameters — the same whether sent directly or in a batch —
 * and its reply, read from the cache when the same call was paid before.
 */
export interface StructuredCall {
  readonly model: string;
  readonly system: string;
  readonly user: string;
  readonly maxTokens: number;
  readonly schema: Record<string, unknown>;
}

export function structuredRequest(c: StructuredCall): { key: string; params: Anthropic.MessageCreateParamsNonStreaming } {
  const key = createHash("sha256").update(JSON.stringify({ model: c.model, system: c.system, user: c.user, max_tokens: c.maxTokens, effort: "low", schema: c.schema })).digest("hex");
  const params = {
    model: c.model,
    max_tokens: c.maxTokens,
    system: c.system,
    messages: [{ role: "user", content: c.user }],
    output_config: { effort: "low", format: { type: "json_schema", schema: c.schema } },
  } as Anthropic.MessageCreateParamsNonStreaming;
  return { key, params };
}

/** The reply's stop reason and text; a cached reply is never paid twice, a new one is cached. */
export async function structuredReply(
  c: StructuredCall,
  o: { client: Anthropic; cache: ResponseCache; budget: RetryBudget; signal?: AbortSignal },
): Promise<{ stopReason: string | null; text: string }> {
  const { key, params } = structuredRequest(c);
  type Msg = { content: { type: string; text?: string }[]; stop_reason: string | null; usage?: { input_tokens: number; output_tokens: number } };
  const hit = o.cache.get(key);
  if (!hit) o.cache.admit?.(c.model, `${c.system}\n${c.user}`);
  const message = hit ? (JSON.parse(hit) as Msg) : ((await withRetries(() => o.client.messages.create(params, { signal: o.signal, maxRetries: 0 }), { budget: o.budget, signal: o.signal })) as unknown as Msg);
  if (!hit) o.cache.put(key, c.model, JSON.stringify({ content: message.content, stop_reason: message.stop_reason, usage: message.usage }));
  return { stopReason: message.stop_reason, text: message.content.filter((b) => b.type === "text").map((b) => b.text ?? "").join("") };
}
