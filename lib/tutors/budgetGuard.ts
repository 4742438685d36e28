import type { Db } from "@/db/client";
import { BUDGET_STOP, budgetStatus } from "@/db/queries/budget";
import { priceTable } from "@/db/queries/modelCalls";
import { BATCH_PRICE_FACTOR, ESTIMATED_OUTPUT_TOKENS, callCost, estimateTokens } from "./pricing";

/** A paid call or job that does not fit in what remains of the month's budget: nothing was sent. */
export class BudgetExceededError extends Error {
  constructor(
    readonly estimateUsd: number,
    readonly remainingUsd: number,
    readonly budgetUsd: number,
  ) {
    super(budgetSentence(estimateUsd, remainingUsd, budgetUsd));
    this.name = "BudgetExceededError";
  }
}

/** "≈ 0.0174 USD; quedan 0.0021 de 10.00 USD este mes": the refusal's own words. */
export function budgetSentence(estimateUsd: number, remainingUsd: number, budgetUsd: number): string {
  const budget = budgetUsd === 0 || budgetUsd >= 0.01 ? budgetUsd.toFixed(2) : budgetUsd.toFixed(4);
  return `presupuesto mensual insuficiente: ≈ ${estimateUsd.toFixed(4)} USD; quedan ${remainingUsd.toFixed(4)} de ${budget} USD este mes (no se envió nada; suba el presupuesto en Ajustes o con veraz budget --set)`;
}

/** What one call is expected to cost before it is sent (about 4 characters a token; the seed's 40 output tokens). */
export function estimateCallUsd(db: Db, model: string, inputText: string, billing: "direct" | "batch" = "direct"): number {
  const price = priceTable({ db })[model];
  return callCost(price, estimateTokens(inputText), ESTIMATED_OUTPUT_TOKENS) * (billing === "batch" ? BATCH_PRICE_FACTOR : 1);
}

/**
 * Refuses (throws BudgetExceededError) what does not fit: the month's spending,
 * plus what other running paid jobs reserved and have not spent, plus this
 * estimate, must stay within the monthly budget. Checked in the worker before
 * anything is sent.
 */
export function admitSpend({ db, estimateUsd, jobId = null }: { db: Db; estimateUsd: number; jobId?: number | null }): void {
  if (!(estimateUsd > 0)) return;
  const s = budgetStatus({ db, exceptJobId: jobId });
  if (estimateUsd > s.remainingUsd + 1e-12) throw new BudgetExceededError(estimateUsd, s.remainingUsd, s.budgetUsd);
}

/** The sentence a run stopped by the budget keeps as its error: what it kept and how to resume. */
export function budgetStopMessage(e: BudgetExceededError, kept: number): string {
  return `${BUDGET_STOP} tras ${kept} fichas (se conservan; al pulsar de nuevo la celda o con veraz run se reanuda sin pagar dos veces lo hecho) — ${e.message}`;
}
