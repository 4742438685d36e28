import { eq, sql } from "drizzle-orm";
import { DEFAULT_PRICES, type Price, priceSchema } from "@/lib/tutors/pricing";
import type { Db } from "../client";
import { prices, responseCache, runs } from "../schema";

export function cacheGet({ db, key }: { db: Db; key: string }): string | null {
  return db.select({ response: responseCache.response }).from(responseCache).where(eq(responseCache.key, key)).get()?.response ?? null;
}

/** The models that have at least one cached response. */
export function cachedModelIds({ db }: { db: Db }): string[] {
  return db.selectDistinct({ model: responseCache.model }).from(responseCache).all().map((r) => r.model);
}

/** Stores a paid response at once (before its ficha), so a crash in between never pays for it again. */
export function cachePut({ db, key, model, response }: { db: Db; key: string; model: string; response: string }): void {
  db.insert(responseCache).values({ key, model, response }).onConflictDoNothing().run();
}

export function ensurePrices({ db }: { db: Db }): void {
  for (const [model, p] of Object.entries(DEFAULT_PRICES)) db.insert(prices).values({ model, ...p }).onConflictDoNothing().run();
}

export function priceTable({ db }: { db: Db }): Record<string, Price> {
  return Object.fromEntries(db.select().from(prices).all().map((p) => [p.model, { input: p.input, output: p.output }]));
}

export function setPrice({ db, model, price }: { db: Db; model: string; price: unknown }): Price {
  const p = priceSchema.parse(price);
  db.insert(prices).values({ model, ...p }).onConflictDoUpdate({ target: prices.model, set: p }).run();
  return p;
}

export function addRetries({ db, runId, n }: { db: Db; runId: number; n: number }): void {
  if (n > 0) db.update(runs).set({ retriesUsed: sql`${runs.retriesUsed} + ${n}` }).where(eq(runs.id, runId)).run();
}
