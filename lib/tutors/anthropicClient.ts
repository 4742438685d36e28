import Anthropic from "@anthropic-ai/sdk";
import type { Db } from "@/db/client";
import { recordSpend } from "@/db/queries/budget";
import { cacheGet, cachePut, priceTable } from "@/db/queries/modelCalls";
import { admitSpend, estimateCallUsd } from "./budgetGuard";
import { BATCH_PRICE_FACTOR, callCost } from "./pricing";
import type { ResponseCache } from "./anthropic";

/** The worker's Anthropic client: key (and optional proxy) from the environment only; retries are veraz's own. */
export function anthropicClient(apiKeyEnv = "ANTHROPIC_API_KEY"): Anthropic {
  const apiKey = process.env[apiKeyEnv];
  if (!apiKey) throw new Error(`falta ${apiKeyEnv} en el entorno del worker`);
  return new Anthropic({ apiKey, baseURL: process.env.ANTHROPIC_BASE_URL || undefined, maxRetries: 0 });
}

/**
 * The response cache in SQLite, as the tutors, judges and graders use it — and
 * the month's budget with it: a call about to be sent is admitted first
 * (`admit`, refused with BudgetExceededError when it does not fit), and every
 * paid response put here is recorded with its cost (direct or batch price) for
 * the job that paid it. A cached response is read, never paid or recorded again.
 */
export function sqliteResponseCache(db: Db, { jobId = null }: { jobId?: number | null } = {}): ResponseCache {
  return {
    get: (key) => cacheGet({ db, key }),
    put: (key, model, response, billing = "direct") => {
      cachePut({ db, key, model, response });
      const usage = (JSON.parse(response) as { usage?: { input_tokens?: number; output_tokens?: number } }).usage;
      if (usage) {
        const cost = callCost(priceTable({ db })[model], usage.input_tokens ?? 0, usage.output_tokens ?? 0) * (billing === "batch" ? BATCH_PRICE_FACTOR : 1);
        recordSpend({ db, usd: cost, model, billing, jobId });
      }
    },
    admit: (model, inputText, billing = "direct") => admitSpend({ db, estimateUsd: estimateCallUsd(db, model, inputText, billing), jobId }),
  };
}
