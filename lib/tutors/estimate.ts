import type { Grounding, Policy } from "@/lib/conditions/axes";
import { buildPrompt } from "@/lib/prompts/prompts";
import type { NoteRetriever } from "@/lib/retrieval/tfidf";
import { ESTIMATED_OUTPUT_TOKENS, type Price, batchCallCost, callCost, estimateTokens } from "./pricing";

export interface RunEstimate {
  readonly calls: number;
  readonly inputTokens: number;
  readonly outputTokens: number;
  readonly costUsd: number;
  /** The same calls through the Message Batches API (half price). */
  readonly batchCostUsd: number;
}

/**
 * What a real run would send and cost before it starts: the exact prompts it
 * would build (retrieval included), ~4 characters per token for input, the
 * seed's 40 output tokens per answer, at the price table's rates.
 */
export function estimateRun({
  questions,
  notes,
  retriever,
  grounding,
  policy,
  price,
  isCached,
  userTokens,
}: {
  questions: readonly { pregunta: string }[];
  notes: readonly { noteId: number; texto: string }[];
  retriever: NoteRetriever;
  grounding: Grounding;
  policy: Policy;
  price: Price | undefined;
  /** Calls already in the response cache cost nothing and are left out. */
  isCached?: (prompt: { system: string; user: string }) => boolean;
  /**
   * Tokens of a question's user message under this grounding, remembered by question text: the user message
   * does not depend on the policy, and a frozen bank's prompts never change, so callers may keep it across calls.
   */
  userTokens?: Map<string, number>;
}): RunEstimate {
  const byId = new Map(notes.map((n) => [n.noteId, n]));
  let inputTokens = 0;
  let calls = 0;
  // Every note in context: the same block for every question, counted once (the prompt is only built in full
  // when the cache has to be asked about it).
  let allFixed: number | null = null;
  if (grounding === "all") {
    const p = buildPrompt({ grounding, policy, question: "", notes });
    allFixed = estimateTokens(p.system) + estimateTokens(p.user);
  }
  const systemTokens = estimateTokens(buildPrompt({ grounding, policy, question: "", notes: [] }).system);
  for (const q of questions) {
    const known = isCached ? undefined : userTokens?.get(q.pregunta);
    if (known !== undefined) {
      inputTokens += systemTokens + known;
      calls++;
      continue;
    }
    if (allFixed !== null && !isCached) {
      inputTokens += allFixed + estimateTokens(q.pregunta);
      calls++;
      continue;
    }
    const given = grounding === "none" ? [] : grounding === "all" ? notes : retriever.retrieve(q.pregunta).map((r) => byId.get(r.noteId)!);
    const p = buildPrompt({ grounding, policy, question: q.pregunta, notes: given });
    if (isCached?.(p)) continue;
    const ut = estimateTokens(p.user);
    if (!isCached) userTokens?.set(q.pregunta, ut);
    inputTokens += estimateTokens(p.system) + ut;
    calls++;
  }
  const outputTokens = ESTIMATED_OUTPUT_TOKENS * calls;
  return {
    calls,
    inputTokens,
    outputTokens,
    costUsd: callCost(price, inputTokens, outputTokens),
    batchCostUsd: batchCallCost(price, inputTokens, outputTokens),
  };
}
