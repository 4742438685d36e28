import type Anthropic from "@anthropic-ai/sdk";
import type { Db } from "@/db/client";
import { isBudgetStop, reserveForJob } from "@/db/queries/budget";
import { getBatchSettings } from "@/db/queries/batches";
import { bankContent, currentBankVersion } from "@/db/queries/dataset";
import { answeredQuestionIds } from "@/db/queries/fichas";
import { getCondition } from "@/db/queries/matrix";
import { getTutor } from "@/db/queries/tutors";
import { isPaidKind } from "@/lib/tutors/definition";
import { cacheGet, cachedModelIds, priceTable } from "@/db/queries/modelCalls";
import { runsOfVersion } from "@/db/queries/runs";
import type { Mode } from "@/lib/conditions/axes";
import { NoteRetriever } from "@/lib/retrieval/tfidf";
import { cacheSaltFor, callKey } from "@/lib/tutors/anthropic";
import { type RunEstimate, estimateRun } from "@/lib/tutors/estimate";
import type { Note, Question } from "@/db/schema";
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

/** What a cell's click estimate reads once for the whole matrix. */
export interface EstimateContext {
  readonly versionId: number;
  readonly contentHash: string;
  readonly notes: readonly Note[];
  readonly questions: readonly Question[];
  readonly retriever: NoteRetriever;
  readonly prices: ReturnType<typeof priceTable>;
  readonly threshold: number;
  /** Models with at least one cached response. */
  readonly cachedModels: ReadonlySet<string>;
  /** Characters of all the notes (the "all notes" prompt's size). */
  readonly notesChars: number;
}

/** User-message tokens by question, per bank version (and content) and grounding; the last few kept. */
const userTokenMemos = new Map<string, Map<string, number>>();
function userTokenMemo(key: string): Map<string, number> {
  let m = userTokenMemos.get(key);
  if (!m) {
    if (userTokenMemos.size >= 12) userTokenMemos.delete(userTokenMemos.keys().next().value!);
    m = new Map();
    userTokenMemos.set(key, m);
  }
  return m;
}

/** Above this many characters of notes, a click's estimate does not hash every-note prompts to ask the cache. */
const ALL_NOTES_HASH_LIMIT = 60_000;

export function estimateContext(db: Db): EstimateContext {
  const version = currentBankVersion({ db });
  const { notes, questions } = bankContent({ db, bankVersionId: version.id });
  return {
    versionId: version.id,
    contentHash: version.contentHash,
    notes,
    questions,
    retriever: new NoteRetriever(notes),
    prices: priceTable({ db }),
    threshold: getBatchSettings({ db }).threshold,
    cachedModels: new Set(cachedModelIds({ db })),
    notesChars: notes.reduce((n, x) => n + x.texto.length, 0),
  };
}

export type ClickEstimate = RunEstimate & { readonly billing: "direct" | "batch"; readonly usd: number };

/**
 * What clicking a cell would cost now, before anything is enqueued: the
 * questions its run would still ask (a run the budget stopped resumes, so
 * only its missing fichas count), the calls not in the response cache, at the
 * direct or batch price its engine implies. Null for cells that pay nothing
 * (simulated, offline tutors) or already have a run under way.
 */
export function cellClickEstimate({
  db,
  conditionId,
  mode,
  engine = "auto",
  context,
}: {
  db: Db;
  conditionId: string;
  mode: Mode;
  engine?: "auto" | "batch" | "sync";
  context?: EstimateContext;
}): ClickEstimate | null {
  const condition = getCondition({ db, id: conditionId });
  const tutor = condition ? getTutor({ db, id: condition.tutorId }) : null;
  if (!condition || !tutor || mode !== "real" || !isPaidKind(tutor.kind)) return null;
  const batchable = tutor.kind === "anthropic";
  const c = context ?? estimateContext(db);
  const sameCell = runsOfVersion({ db, bankVersionId: c.versionId, mode, conditionId });
  if (sameCell.some((r) => r.status === "queued" || r.status === "running")) return null;
  const latest = sameCell.reduce<(typeof sameCell)[number] | null>((a, r) => (a === null || r.repetition > a.repetition ? r : a), null);
  const resumed = latest?.status === "failed" && isBudgetStop(latest.error) ? latest : null;
  const repetition = resumed ? resumed.repetition : (latest?.repetition ?? 0) + 1;
  const answered = resumed ? answeredQuestionIds({ db, runId: resumed.id }) : new Set<number>();
  const pending = answered.size ? c.questions.filter((q) => !answered.has(q.id)) : c.questions;
  const model = tutor.modelId ?? tutor.id;
  const salt = cacheSaltFor(repetition);
  const billing = batchable && (engine === "batch" || (engine === "auto" && c.questions.length > c.threshold)) ? "batch" : "direct";
  // A new repetition (salted) can find nothing in the cache: only the first or a resumed one looks, and only when
  // the model has cached responses at all. Prompts with every note are hashed only for a small notebook (at
  // thousands of notes the page shows the uncached upper bound; the worker's own check is exact).
  const canHit =
    batchable &&
    (repetition === 1 || resumed !== null) &&
    c.cachedModels.has(model) &&
    (condition.grounding !== "all" || c.notesChars <= ALL_NOTES_HASH_LIMIT);
  const e = estimateRun({
    questions: pending,
    notes: c.notes,
    retriever: c.retriever,
    grounding: condition.grounding,
    policy: condition.policy,
    price: c.prices[model],
    userTokens: userTokenMemo(`${c.versionId}|${c.contentHash}|${condition.grounding}`),
    isCached: canHit ? (p) => cacheGet({ db, key: callKey(model, p.system, p.user, salt, tutor.config.maxTokens) }) !== null : undefined,
  });
  return { ...e, billing, usd: billing === "batch" ? e.batchCostUsd : e.costUsd };
}
