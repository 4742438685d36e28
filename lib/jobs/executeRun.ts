import type { Db } from "@/db/client";
import { bankContent } from "@/db/queries/dataset";
import { answeredQuestionIds, insertFichas } from "@/db/queries/fichas";
import { finishJob, releaseJob, renewLease } from "@/db/queries/jobs";
import { getCondition } from "@/db/queries/matrix";
import { requireTutor } from "@/db/queries/tutors";
import { type TutorRecord, isModelKind, isPaidKind } from "@/lib/tutors/definition";
import { OpenAiCompatibleTutor, openAiClient } from "@/lib/tutors/openaiCompatible";
import { ImportedAnswersTutor } from "@/lib/tutors/importedAnswers";
import { finishRun, getRun, markRunRunning } from "@/db/queries/runs";
import type { Job, Note, Question, Run } from "@/db/schema";
import type { TutorId } from "@/lib/conditions/axes";
import { NoteRetriever } from "@/lib/retrieval/tfidf";
import type { SeedPreset } from "@/lib/simulation/presets";
import { simulationProfileSchema } from "@/lib/simulation/profile";
import { SimulatedTutor } from "@/lib/simulation/simulate";
import { ExtractiveTutor } from "@/lib/tutors/extractive";
import { createTutor, localLlmModelId, modelsDir } from "@/lib/tutors/registry";
import { LocalLlmTutor, loadLocalGenerator } from "@/lib/tutors/localLlm";
import type { Tutor } from "@/lib/tutors/types";
import { addRetries, cacheGet, priceTable } from "@/db/queries/modelCalls";
import { anthropicClient, sqliteResponseCache } from "@/lib/tutors/anthropicClient";
import { SEED_REPLAY_JUDGE, SeedReplayJudge, ClaudeJudge, type Judge, LocalDetectorJudge } from "@/lib/verifier/judges";
import { DEFAULT_NLI_MODEL, NliJudge } from "@/lib/verifier/nliJudge";
import { AnthropicTutor } from "@/lib/tutors/anthropic";
import type { RetryBudget } from "@/lib/tutors/retry";
import { type RunContext, answerQuestions, questionPrompt } from "./answerQuestion";
import { BudgetExceededError, budgetStopMessage, estimateCallUsd } from "@/lib/tutors/budgetGuard";
import { reserveJobBudget } from "./jobBudget";
import { cacheSaltFor, callKey } from "@/lib/tutors/anthropic";
import { executeBatchRun } from "./executeBatch";
import { afterRunDone } from "./afterRun";
import { countOpenBatches } from "@/db/queries/batches";
import { parseJobPayload } from "./payloads";

export interface ExecuteOptions {
  readonly db: Db;
  readonly job: Job;
  readonly owner: string;
  readonly leaseMs: number;
  /** Aborted on SIGTERM: the current item finishes, the job goes back to the queue. */
  readonly signal?: AbortSignal;
  /** Pause before each item (VERAZ_ITEM_DELAY_MS): lets people and tests watch progress. */
  readonly itemDelayMs?: number;
}

export type { ExecuteOutcome } from "./outcome";
import type { ExecuteOutcome } from "./outcome";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Retries a run may spend on 429 / 5xx / timeouts (VERAZ_RETRY_BUDGET, default 50). */
export function retryBudgetFor(run: Run): RetryBudget {
  const total = Number(process.env.VERAZ_RETRY_BUDGET ?? 50);
  return { remaining: Math.max(0, total - run.retriesUsed), used: 0 };
}

export { OFFLINE_TUTORS } from "@/lib/conditions/axes";
import { OFFLINE_TUTORS } from "@/lib/conditions/axes";

/** The tutor that answers a run: the simulator in simulated mode (the offline tutors excepted), else the real implementation of its kind. */
async function tutorForRun(db: Db, run: Run, tutor: TutorRecord, notes: readonly Note[], budget: RetryBudget, jobId: number | null): Promise<Tutor> {
  const tutorId = tutor.id;
  if (run.mode === "simulated" && OFFLINE_TUTORS.has(tutorId)) return new OfflineTutorInSimulation(tutorId === "extractive" ? new ExtractiveTutor(notes) : createTutor(tutorId), tutorId);
  if (run.mode === "simulated") {
    const profile = simulationProfileSchema.parse(JSON.parse(run.profile ?? "null"));
    return new SimulatedTutor({ profile, preset: run.preset as SeedPreset | null, allNotes: notes });
  }
  switch (tutor.kind) {
    case "extractive":
      return new ExtractiveTutor(notes);
    case "local-onnx":
      return new LocalLlmTutor(await loadLocalGenerator(tutor.builtin ? localLlmModelId(tutor.modelId) : tutor.modelId!, modelsDir()), tutor.config.maxTokens ?? 128, tutorId);
    case "anthropic":
      return new AnthropicTutor(anthropicSetup(db, run, tutor, budget, jobId));
    case "openai-compatible":
      return new OpenAiCompatibleTutor({
        client: openAiClient(tutor.config.baseUrl!, tutor.config.apiKeyEnv ?? null),
        model: tutor.modelId!,
        baseUrl: tutor.config.baseUrl!,
        cache: sqliteResponseCache(db, { jobId }),
        budget,
        price: priceTable({ db })[tutor.modelId!],
        cacheSalt: cacheSaltFor(run.repetition),
        maxTokens: tutor.config.maxTokens,
        timeoutMs: Number(process.env.VERAZ_CALL_TIMEOUT_MS ?? 120_000),
      });
    case "answers":
      return new ImportedAnswersTutor(db, run.id);
    default:
      return createTutor(tutorId);
  }
}

/**
 * An offline tutor answering for real in a simulated run. Its truth is known
 * exactly for the baselines (the oracle: R on answerable questions, N on the
 * rest; always-abstain: N) and kept as planted truth; the extractive reader's
 * answers have none and are graded like real ones.
 */
class OfflineTutorInSimulation implements Tutor {
  readonly id: string;
  constructor(private readonly tutor: Tutor, private readonly tutorId: string) {
    this.id = tutor.id;
  }
  async call(input: Parameters<Tutor["call"]>[0], options: { signal?: AbortSignal } = {}) {
    const r = await this.tutor.call(input, options);
    if (this.tutorId === "extractive") return r;
    const answerable = input.question.tipo === "con respuesta";
    const behaviour = this.tutorId === "reference" && answerable ? "R" : "N";
    return { ...r, planted: { behaviour, type: null, preset: null } as const };
  }
}

const isClaudeJudge = (j: Judge | undefined) => j instanceof ClaudeJudge;

/**
 * What the questions still to answer will cost: the tutor's calls (at the
 * batch price for a batch run) that are not in the response cache, plus one
 * judgement per question when Claude is the verifier's judge (approximated by
 * the tutor's own prompt).
 */
function pendingRunUsd(db: Db, run: Run, ctx: RunContext, tutor: TutorRecord, pending: readonly Question[]): number {
  const billing = run.engine === "batch" ? "batch" : "direct";
  const model = run.mode === "real" && tutor.kind === "anthropic" ? (tutor.modelId ?? tutor.id) : null;
  // An OpenAI-compatible tutor at a price: every pending call counted (an upper bound; its cache is checked per call).
  const openAiModel = run.mode === "real" && tutor.kind === "openai-compatible" ? tutor.modelId : null;
  const salt = cacheSaltFor(run.repetition);
  const judge = ctx.judges?.run instanceof ClaudeJudge ? ctx.judges.run.id : null;
  let usd = 0;
  for (const q of pending) {
    const { prompt } = questionPrompt(ctx, q);
    const text = `${prompt.system}\n${prompt.user}`;
    if (model && !cacheGet({ db, key: callKey(model, prompt.system, prompt.user, salt, tutor.config.maxTokens) })) usd += estimateCallUsd(db, model, text, billing);
    if (openAiModel) usd += estimateCallUsd(db, openAiModel, text, "direct");
    if (judge) usd += estimateCallUsd(db, judge, text, "direct");
  }
  return usd;
}

/** A Claude tutor's client, model, price, cache (spending recorded for the job) and cache salt for a run. */
function anthropicSetup(db: Db, run: Run, tutor: TutorRecord, budget: RetryBudget, jobId: number | null) {
  const model = tutor.modelId ?? tutor.id;
  return {
    client: anthropicClient(tutor.config.apiKeyEnv),
    model,
    cache: sqliteResponseCache(db, { jobId }),
    budget,
    price: priceTable({ db })[model],
    cacheSalt: cacheSaltFor(run.repetition),
    timeoutMs: Number(process.env.VERAZ_CALL_TIMEOUT_MS ?? 60_000),
    maxTokens: tutor.config.maxTokens,
  };
}

/** The verifier's judges for a run: its own (local detector by default, or Claude) and the local one. */
export function judgesFor(db: Db, judge: string, budget: RetryBudget, jobId: number | null = null): { run: Judge; local: Judge } {
  const local = new LocalDetectorJudge();
  if (judge === "detector-local") return { run: local, local };
  if (judge === SEED_REPLAY_JUDGE) return { run: new SeedReplayJudge(), local };
  if (judge.startsWith("nli:")) return { run: new NliJudge(judge.slice(4) || DEFAULT_NLI_MODEL, modelsDir()), local };
  return { run: new ClaudeJudge({ client: anthropicClient(), model: judge, cache: sqliteResponseCache(db, { jobId }), budget }), local };
}

/**
 * A failure in words: a request the API refused outright (400 / 404 / 401 / 403: an unknown model id, a bad key)
 * names the tutor's model and the server's own message, so the cell says what to fix.
 */
function rejectionMessage(db: Db, runId: number, e: unknown): string {
  const status = (e as { status?: number })?.status;
  const text = (e as Error)?.message ?? String(e);
  if (status !== 400 && status !== 401 && status !== 403 && status !== 404 && status !== 422) return text;
  const condition = getCondition({ db, id: getRun({ db, id: runId }).conditionId });
  const tutor = condition ? requireTutor({ db, id: condition.tutorId }) : null;
  const what = status === 401 || status === 403 ? "la clave" : `el modelo «${tutor?.modelId ?? tutor?.id ?? "?"}»`;
  return `el servidor rechazó ${what} (HTTP ${status}): ${text}`;
}

/** How many questions of a run are asked at once: the tutor's own setting, else VERAZ_CONCURRENCY (default 4), for API tutors; 1 otherwise. */
function concurrencyFor(run: Run, tutor: TutorRecord): number {
  if (run.mode === "real" && isPaidKind(tutor.kind)) return Math.max(1, tutor.config.concurrency ?? Number(process.env.VERAZ_CONCURRENCY ?? 4));
  return 1;
}

/**
 * Executes a run job item by item. Questions that already have a ficha are
 * skipped (a resumed run never asks twice); each ficha is written as soon as
 * it is complete; the lease is renewed before every item and the run's status
 * re-read, so a cancel stops it between items.
 */
export async function executeRunJob(o: ExecuteOptions): Promise<ExecuteOutcome> {
  const { db, job, owner, leaseMs } = o;
  let runId: number;
  try {
    runId = parseJobPayload("run", job.payload).runId;
  } catch (e) {
    finishJob({ db, jobId: job.id, owner, status: "failed", error: `carga inválida: ${(e as Error).message}` });
    return "failed";
  }
  // A cancelled batch run still has work: cancel its batches and store what was paid.
  const batchCleanup = getRun({ db, id: runId }).engine === "batch" && getRun({ db, id: runId }).status === "cancelled" && countOpenBatches({ db, runId }) > 0;
  if (!batchCleanup && !markRunRunning({ db, runId })) {
    finishJob({ db, jobId: job.id, owner, status: "cancelled" });
    return "cancelled";
  }
  try {
    const run = getRun({ db, id: runId });
    const condition = getCondition({ db, id: run.conditionId });
    if (!condition) throw new Error(`condición desconocida: ${run.conditionId}`);
    const { notes, questions } = bankContent({ db, bankVersionId: run.bankVersionId });
    const tutor = requireTutor({ db, id: condition.tutorId });
    const budget = retryBudgetFor(run);
    const ctx: RunContext = {
      run,
      grounding: condition.grounding,
      policy: condition.policy,
      notes,
      noteIds: new Set(notes.map((n) => n.noteId)),
      noteTexts: new Map(notes.map((n) => [n.noteId, n.texto])),
      retriever: new NoteRetriever(notes),
      tutor: await tutorForRun(db, run, tutor, notes, budget, job.id),
      systemPrompts: { rag: tutor.config.systemRag, free: tutor.config.systemFree },
      judges: condition.policy === "verify" ? judgesFor(db, run.judge, budget, job.id) : undefined,
    };
    const done = answeredQuestionIds({ db, runId });
    const pending = questions.filter((q) => !done.has(q.id));
    // A paid run reserves its estimate before it sends anything; one that does not fit is refused here.
    if ((run.mode === "real" && isPaidKind(tutor.kind)) || isClaudeJudge(ctx.judges?.run)) {
      reserveJobBudget({ db, jobId: job.id, estimateUsd: pendingRunUsd(db, run, ctx, tutor, pending) });
    }
    if (run.engine === "batch") {
      if (run.mode !== "real" || tutor.kind !== "anthropic") throw new Error("solo las ejecuciones reales de Claude pueden ir por lotes");
      const setup = anthropicSetup(db, run, tutor, budget, job.id);
      return await executeBatchRun({ db, job, owner, leaseMs, signal: o.signal, ctx, questions, ...setup, direct: ctx.tutor });
    }
    let next = 0;
    let stop: ExecuteOutcome | null = null;
    let failure: unknown = null;
    let persistedRetries = 0;
    // Fichas are committed in small batches (≤ 100, or every 200 ms): paid answers are
    // already cached when they return, so a crash before a commit re-pays nothing.
    let buffer: Awaited<ReturnType<typeof answerQuestions>> = [];
    let lastFlush = Date.now();
    const flush = () => {
      insertFichas({ db, writes: buffer });
      buffer = [];
      lastFlush = Date.now();
      addRetries({ db, runId, n: budget.used - persistedRetries });
      persistedRetries = budget.used;
    };
    // The lease is renewed and a cancel looked for at most every 300 ms, not per item.
    let lastCheck = 0;
    const check = (): ExecuteOutcome | null => {
      if (Date.now() - lastCheck < 300) return null;
      lastCheck = Date.now();
      if (!renewLease({ db, jobId: job.id, owner, leaseMs })) return "lease-lost";
      if (getRun({ db, id: runId }).status === "cancelled") return "cancelled";
      return null;
    };
    // Instant tutors (simulated, extractive, baselines) answer in chunks: the verifier judges a chunk in one
    // inference. Item by item for model tutors (each paid or slow answer is stored as soon as it exists), and
    // when a delay asks for progress to be watched item by item.
    const instant = run.mode === "simulated" || !isModelKind(tutor.kind);
    const chunk = instant && !o.itemDelayMs ? 32 : 1;
    const lane = async () => {
      while (stop === null && failure === null && next < pending.length) {
        const qs = pending.slice(next, next + chunk);
        next += qs.length;
        if (o.signal?.aborted) {
          stop = "released";
          break;
        }
        if (o.itemDelayMs) await sleep(o.itemDelayMs);
        const halt = check();
        if (halt) {
          stop = halt;
          break;
        }
        try {
          // Await first: `buffer` may be replaced by another lane's flush meanwhile.
          const answered = await answerQuestions(ctx, qs, o.signal);
          buffer.push(...answered);
          if (buffer.length >= 100 || Date.now() - lastFlush >= 200 || o.itemDelayMs) flush();
        } catch (e) {
          failure ??= e;
        }
      }
    };
    await Promise.all(Array.from({ length: concurrencyFor(run, tutor) }, lane));
    if (stop !== "lease-lost") flush();
    if (failure !== null) throw failure;
    if (stop === "released") {
      releaseJob({ db, jobId: job.id, owner });
      return "released";
    }
    if (stop === "lease-lost") return "lease-lost";
    if (stop === "cancelled") {
      finishJob({ db, jobId: job.id, owner, status: "cancelled" });
      return "cancelled";
    }
    finishRun({ db, runId, status: "done" });
    afterRunDone({ db, runId });
    finishJob({ db, jobId: job.id, owner, status: "done" });
    return "done";
  } catch (e) {
    const message = e instanceof BudgetExceededError ? budgetStopMessage(e, answeredQuestionIds({ db, runId }).size) : rejectionMessage(db, runId, e);
    finishRun({ db, runId, status: "failed", error: message });
    finishJob({ db, jobId: job.id, owner, status: "failed", error: message });
    return "failed";
  }
}
