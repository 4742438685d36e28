import type Anthropic from "@anthropic-ai/sdk";
import type { Db } from "@/db/client";
import { reserveForJob } from "@/db/queries/budget";
import { admitSpend, estimateCallUsd } from "@/lib/tutors/budgetGuard";

/** The text a request sends (system prompt and messages), for a token estimate before it is sent. */
export function requestText(params: Pick<Anthropic.MessageCreateParamsNonStreaming, "system" | "messages">): string {
  const system = typeof params.system === "string" ? params.system : JSON.stringify(params.system ?? "");
  const messages = params.messages.map((m) => (typeof m.content === "string" ? m.content : JSON.stringify(m.content))).join("\n");
  return `${system}\n${messages}`;
}

/** What a list of requests is expected to cost (direct or batch price). */
export function estimateRequestsUsd(db: Db, requests: readonly { model: string; params: Pick<Anthropic.MessageCreateParamsNonStreaming, "system" | "messages"> }[], billing: "direct" | "batch"): number {
  let usd = 0;
  for (const r of requests) usd += estimateCallUsd(db, r.model, requestText(r.params), billing);
  return usd;
}

/**
 * Before a paid job sends anything: its estimate must fit what remains of the
 * month's budget (BudgetExceededError otherwise, and nothing is sent), and is
 * then reserved for it, so two paid jobs at once cannot both spend the same
 * remainder. A job with nothing left to pay (everything cached) reserves 0.
 */
export function reserveJobBudget({ db, jobId, estimateUsd }: { db: Db; jobId: number; estimateUsd: number }): void {
  admitSpend({ db, estimateUsd, jobId });
  reserveForJob({ db, jobId, usd: estimateUsd });
}

/** The prefetch calls of a job that are not cached yet (the only ones that cost anything). */
export function uncached<T extends { cacheKey: string }>(calls: readonly T[], cache: { get(key: string): string | null }): T[] {
  return calls.filter((c) => !cache.get(c.cacheKey));
}
