import { z } from "zod";

/** USD per million tokens. */
export const priceSchema = z.object({ input: z.number().nonnegative(), output: z.number().nonnegative() });
export type Price = z.infer<typeof priceSchema>;

/**
 * Default prices, derived from the seed's own estimates ("with about 250
 * input and 40 output tokens per call, the 50 calls to Haiku 5.5 cost around
 * 0.002 USD and the 25 to Sonnet 5.5 about 0.02 USD"). Editable in Ajustes;
 * the Message Batches API costs half.
 */
export const DEFAULT_PRICES: Readonly<Record<string, Price>> = {
  "claude-haiku-5-5": { input: 0.1, output: 0.4 },
  "claude-sonnet-5-5": { input: 1.5, output: 10 },
};

export function callCost(price: Price | undefined, inputTokens: number, outputTokens: number): number {
  if (!price) return 0;
  return (inputTokens * price.input + outputTokens * price.output) / 1e6;
}

/** A rough token count for estimates before a run (about 4 characters per token in Spanish prose). */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** Output tokens assumed per answer in estimates (the seed's "40 de salida"). */
export const ESTIMATED_OUTPUT_TOKENS = 40;

/** The Message Batches API bills every token at half the direct price. */
export const BATCH_PRICE_FACTOR = 0.5;

export function batchCallCost(price: Price | undefined, inputTokens: number, outputTokens: number): number {
  return callCost(price, inputTokens, outputTokens) * BATCH_PRICE_FACTOR;
}
