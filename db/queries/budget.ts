import { and, eq, gte, inArray, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../client";
import { jobs, settings, spend } from "../schema";

const BUDGET_KEY = "budget.monthlyUsd";
/** The seed plans its evaluation inside 10 USD a month. */
export const DEFAULT_MONTHLY_BUDGET_USD = 10;

export const budgetSchema = z.coerce
  .number({ error: "el presupuesto debe ser un número de USD" })
  .min(0, "el presupuesto no puede ser negativo")
  .max(1_000_000, "el presupuesto admite como mucho 1.000.000 USD");

export function getMonthlyBudget({ db }: { db: Db }): number {
  const raw = db.select().from(settings).where(eq(settings.key, BUDGET_KEY)).get()?.value;
  const parsed = budgetSchema.safeParse(raw === undefined ? undefined : JSON.parse(raw));
  return parsed.success ? parsed.data : DEFAULT_MONTHLY_BUDGET_USD;
}

export function setMonthlyBudget({ db, usd }: { db: Db; usd: unknown }): number {
  const v = budgetSchema.parse(usd);
  db.insert(settings).values({ key: BUDGET_KEY, value: JSON.stringify(v) }).onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify(v) } }).run();
  return v;
}

/** The first instant (UTC) of the calendar month of `now`. */
export function monthStart(now = Date.now()): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/** Records what a paid call cost (a cached response costs nothing and is never recorded). */
export function recordSpend({ db, usd, model, billing, jobId = null }: { db: Db; usd: number; model: string; billing: "direct" | "batch"; jobId?: number | null }): void {
  if (!(usd > 0)) return;
  db.insert(spend).values({ usd, model, billing, jobId }).run();
}

export function spentThisMonth({ db, now = Date.now() }: { db: Db; now?: number }): number {
  return db.select({ s: sql<number | null>`sum(${spend.usd})` }).from(spend).where(gte(spend.createdAt, monthStart(now))).get()!.s ?? 0;
}

/**
 * What unfinished paid jobs (other than `exceptJobId`) reserved and have not
 * spent yet: running ones, and queued ones that already started (a job
 * waiting for its message batches is queued until its next poll, and its
 * batches will be billed when they are downloaded).
 */
export function reservedByOthers({ db, exceptJobId = null }: { db: Db; exceptJobId?: number | null }): number {
  const open = db
    .select({ id: jobs.id, reserved: jobs.reservedUsd })
    .from(jobs)
    .where(and(inArray(jobs.status, ["queued", "running"]), sql`${jobs.reservedUsd} IS NOT NULL`, exceptJobId === null ? sql`1 = 1` : ne(jobs.id, exceptJobId)))
    .all();
  let total = 0;
  for (const j of open) {
    const spent = db.select({ s: sql<number | null>`sum(${spend.usd})` }).from(spend).where(eq(spend.jobId, j.id)).get()!.s ?? 0;
    total += Math.max(0, (j.reserved ?? 0) - spent);
  }
  return total;
}

export interface BudgetStatus {
  readonly budgetUsd: number;
  readonly spentUsd: number;
  readonly reservedUsd: number;
  readonly remainingUsd: number;
  /** "2026-11": the calendar month the spending counts in (UTC). */
  readonly month: string;
}

export function budgetStatus({ db, exceptJobId = null, now = Date.now() }: { db: Db; exceptJobId?: number | null; now?: number }): BudgetStatus {
  const budgetUsd = getMonthlyBudget({ db });
  const spentUsd = spentThisMonth({ db, now });
  const reservedUsd = reservedByOthers({ db, exceptJobId });
  return { budgetUsd, spentUsd, reservedUsd, remainingUsd: Math.max(0, budgetUsd - spentUsd - reservedUsd), month: new Date(now).toISOString().slice(0, 7) };
}

/** Sets what a job reserved against the month's budget (its estimate when it started). */
export function reserveForJob({ db, jobId, usd }: { db: Db; jobId: number; usd: number }): void {
  db.update(jobs).set({ reservedUsd: usd }).where(eq(jobs.id, jobId)).run();
}

/** How a run stopped by the monthly budget begins its error (a resumable stop, not a failure of the tutor). */
export const BUDGET_STOP = "detenida por el presupuesto mensual";

export const isBudgetStop = (error: string | null | undefined): boolean => Boolean(error?.startsWith(BUDGET_STOP));
