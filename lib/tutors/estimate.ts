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
}: {
  questions: readonly { pregunta: string }[];
  notes: readonly { noteId: number; texto: string }[];
  retriever: NoteRetriever;
  grounding: Grounding;
  policy: Policy;
  price: Price | undefined;
}): RunEstimate {
  const byId = new Map(notes.map((n) => [n.noteId, n]));
  let inputTokens = 0;
  for (const q of questions) {
    const given = grounding === "none" ? [] : grounding === "all" ? notes : retriever.retrieve(q.pregunta).map((r) => byId.get(r.noteId)!);
    const p = buildPrompt({ grounding, policy, question: q.pregunta, notes: given });
    inputTokens += estimateTokens(p.system) + estimateTokens(p.user);
  }
  const outputTokens = ESTIMATED_OUTPUT_TOKENS * questions.length;
  return {
    calls: questions.length,
    inputTokens,
    outputTokens,
    costUsd: callCost(price, inputTokens, outputTokens),
    batchCostUsd: batchCallCost(price, inputTokens, outputTokens),
  };
}
