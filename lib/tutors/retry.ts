/**
 * Retries for model calls: 429, 5xx, timeouts and connection errors are
 * retried with exponential backoff and full jitter, honouring the server's
 * retry-after (seconds) or retry-after-ms; each retry spends one unit of the
 * run's retry budget. Anything else (400, 401, …) fails at once.
 */
export interface RetryBudget {
  remaining: number;
  used: number;
}

export class RetryBudgetExhausted extends Error {
  constructor(readonly lastError: unknown) {
    super(`presupuesto de reintentos agotado; último error: ${(lastError as Error)?.message ?? String(lastError)}`);
    this.name = "RetryBudgetExhausted";
  }
}

export interface RetryOptions {
  readonly budget: RetryBudget;
  readonly baseMs?: number;
  readonly maxMs?: number;
  readonly signal?: AbortSignal;
  readonly random?: () => number;
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

interface HttpLikeError {
  status?: number;
  headers?: Headers | Record<string, string | null | undefined>;
  name?: string;
}

function header(e: HttpLikeError, name: string): string | null {
  const h = e.headers;
  if (!h) return null;
  if (typeof (h as Headers).get === "function") return (h as Headers).get(name);
  return (h as Record<string, string | null | undefined>)[name] ?? null;
}

export function isRetryable(e: unknown): boolean {
  const err = e as HttpLikeError;
  if (err?.name === "APIConnectionError" || err?.name === "APIConnectionTimeoutError") return true;
  const s = err?.status;
  return s === 408 || s === 409 || s === 429 || (typeof s === "number" && s >= 500);
}

/** Delay before retry number `attempt` (0-based): retry-after if given, else full-jitter exponential backoff. */
export function retryDelayMs(e: unknown, attempt: number, { baseMs = 500, maxMs = 30_000, random = Math.random } = {}): number {
  const err = e as HttpLikeError;
  const ms = Number(header(err, "retry-after-ms"));
  if (Number.isFinite(ms) && ms > 0) return Math.min(ms, maxMs * 2);
  const s = Number(header(err, "retry-after"));
  if (Number.isFinite(s) && s > 0) return Math.min(s * 1000, maxMs * 2);
  return Math.floor(random() * Math.min(maxMs, baseMs * 2 ** attempt));
}

const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(t);
      reject(signal.reason ?? new Error("aborted"));
    });
  });

export async function withRetries<T>(fn: () => Promise<T>, o: RetryOptions): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (e) {
      if (!isRetryable(e) || o.signal?.aborted) throw e;
      if (o.budget.remaining <= 0) throw new RetryBudgetExhausted(e);
      o.budget.remaining--;
      o.budget.used++;
      await (o.sleep ?? defaultSleep)(retryDelayMs(e, attempt, o), o.signal);
    }
  }
}
