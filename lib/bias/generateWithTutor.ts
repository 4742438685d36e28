import type Anthropic from "@anthropic-ai/sdk";
import { anthropicClient, sqliteResponseCache } from "@/lib/tutors/anthropicClient";
import { requestText } from "@/lib/jobs/jobBudget";
import { createHash } from "node:crypto";
import type { Db } from "@/db/client";
import { getExperiment, insertCard, listCards, setExperimentStatus } from "@/db/queries/bias";
import { cacheGet, cachePut } from "@/db/queries/modelCalls";
import { loadLocalGenerator } from "@/lib/tutors/localLlm";
import { localLlmModelId, modelsDir } from "@/lib/tutors/registry";
import { withRetries } from "@/lib/tutors/retry";
import { biasDesignSchema } from "./design";
import { CARD_SYSTEM, cardPrompt, designCells } from "./generate";
import { scoreTone } from "./toneScorer";

type Writer = (note: string, repetition: number) => Promise<string>;

/** The cache key and Messages API parameters of one card written by Claude (direct or in a batch). */
export function cardRequest(generator: string, note: string, repetition: number): { key: string; params: Anthropic.MessageCreateParamsNonStreaming } {
  const user = cardPrompt(note);
  const key = createHash("sha256").update(JSON.stringify({ model: generator, system: CARD_SYSTEM, user, repetition, max_tokens: 300 })).digest("hex");
  return { key, params: { model: generator, max_tokens: 300, system: CARD_SYSTEM, messages: [{ role: "user", content: user }] } };
}

/** The Claude calls an experiment's missing cards need (none for other generators). */
export function pendingCardCalls({ db, experimentId }: { db: Db; experimentId: number }): { cacheKey: string; model: string; params: Anthropic.MessageCreateParamsNonStreaming }[] {
  const e = getExperiment({ db, id: experimentId });
  if (!e.generator.startsWith("claude-")) return [];
  const design = biasDesignSchema.parse(JSON.parse(e.design));
  const have = new Set(listCards({ db, experimentId }).map((c) => `${c.template}|${c.variant}|${c.repetition}`));
  return designCells(design)
    .filter((cell) => !have.has(`${cell.template}|${cell.variant}|${cell.repetition}`))
    .map((cell) => {
      const { key, params } = cardRequest(e.generator, cell.note, cell.repetition);
      return { cacheKey: key, model: e.generator, params };
    });
}

async function writerFor(db: Db, generator: string, jobId: number | null): Promise<Writer> {
  if (generator === "local-llm") {
    const gen = await loadLocalGenerator(localLlmModelId(), modelsDir());
    return async (note) => {
      const out = (await gen(
        [
          { role: "system", content: CARD_SYSTEM },
          { role: "user", content: cardPrompt(note) },
        ],
        { max_new_tokens: 96, do_sample: false },
      )) as unknown as { generated_text: { content: string }[] }[];
      return (out[0]!.generated_text.at(-1)?.content ?? "").trim();
    };
  }
  if (generator.startsWith("claude-")) {
    const client = anthropicClient();
    const budget = { remaining: Number(process.env.VERAZ_RETRY_BUDGET ?? 50), used: 0 };
    const cache = sqliteResponseCache(db, { jobId });
    return async (note, repetition) => {
      // Each of a cell's cards is its own call (salted by repetition), cached so a resumed job never pays twice;
      // a paid one is admitted against the month's budget first and its cost recorded.
      const { key, params } = cardRequest(generator, note, repetition);
      const hit = cache.get(key);
      if (!hit) cache.admit?.(generator, requestText(params));
      const message = hit
        ? (JSON.parse(hit) as { content: { type: string; text?: string }[] })
        : await withRetries(() => client.messages.create(params, { maxRetries: 0 }), { budget });
      if (!hit) cache.put(key, generator, JSON.stringify({ content: message.content, usage: (message as { usage?: unknown }).usage }));
      return message.content.filter((b) => b.type === "text").map((b) => (b as { text: string }).text).join("").trim();
    };
  }
  throw new Error(`generador de tarjetas desconocido: ${generator}`);
}

/** The worker's "bias" job: writes every missing card of an experiment with its tutor, then marks it done. */
export async function generateCardsWithTutor({ db, experimentId, signal, jobId = null }: { db: Db; experimentId: number; signal?: AbortSignal; jobId?: number | null }): Promise<"done" | "released"> {
  const e = getExperiment({ db, id: experimentId });
  const design = biasDesignSchema.parse(JSON.parse(e.design));
  setExperimentStatus({ db, id: e.id, status: "running" });
  const have = new Set(listCards({ db, experimentId }).map((c) => `${c.template}|${c.variant}|${c.repetition}`));
  const write = await writerFor(db, e.generator, jobId);
  for (const cell of designCells(design)) {
    if (have.has(`${cell.template}|${cell.variant}|${cell.repetition}`)) continue;
    if (signal?.aborted) return "released";
    const card = await write(cell.note, cell.repetition);
    insertCard({ db, experimentId, card: { template: cell.template, variant: cell.variant, repetition: cell.repetition, note: cell.note, card, plantedTone: null, autoTone: scoreTone(card) } });
  }
  setExperimentStatus({ db, id: e.id, status: "done" });
  return "done";
}
