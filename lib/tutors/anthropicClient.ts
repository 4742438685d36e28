import Anthropic from "@anthropic-ai/sdk";
import type { Db } from "@/db/client";
import { cacheGet, cachePut } from "@/db/queries/modelCalls";
import type { ResponseCache } from "./anthropic";

/** The worker's Anthropic client: key (and optional proxy) from the environment only; retries are veraz's own. */
export function anthropicClient(): Anthropic {
  const apiKey = process.env.ANTHROPIC_API_KEY;
  if (!apiKey) throw new Error("falta ANTHROPIC_API_KEY en el entorno del worker");
  return new Anthropic({ apiKey, baseURL: process.env.ANTHROPIC_BASE_URL || undefined, maxRetries: 0 });
}

/** The response cache in SQLite, as the tutors and judges use it. */
export function sqliteResponseCache(db: Db): ResponseCache {
  return { get: (key) => cacheGet({ db, key }), put: (key, model, response) => cachePut({ db, key, model, response }) };
}
