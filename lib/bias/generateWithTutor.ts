import type Anthropic from "@anthropic-ai/sdk";
import { anthropicClient, sqliteResponseCache } from "@/lib/tutors/anthropicClient";
import { requestText } from "@/lib/jobs/jobBudget";
import { createHash } from "node:crypto";
import type { Db } from "@/db/client";
import { getExperiment, insertCard, listCards, setExperimentStatus } from "@/db/queries/bias";
import { cacheGet, cachePut } from "@/db/queries/modelCalls";
import { loadLocalGenerator } from "@/lib/tutors/localLlm";
import { localLlmModelId, modelsDir } from "@/lib/tutors/registry";
import { requireTutor } from "@/db/queries/tutors";
import type { TutorRecord } from "@/lib/tutors/definition";
import { openAiClient } from "@/lib/tutors/openaiCompatible";
import { withRetries } from "@/lib/tutors/retry";
import { biasDesignSchema } from "./design";
import { CARD_SYSTEM, cardPrompt, designCells } from "./generate";
import { scoreTone } from "./toneScorer";

type Writer = (note: string, repetition: number) => Promise<string>;

/** The cache key and Messages API parameters of one card written by Claude (direct or in a batch). */
export function cardRequest(model: string, note: string, repetition: number): { key: string; params: Anthropic.MessageCreateParamsNonStreaming } {
  const user = cardPrompt(note);
  const key = createHash("sha256").update(JSON.stringify({ model, system: CARD_SYSTEM, user, repetition, max_tokens: 300 })).digest("hex");
  return { key, params: { model, max_tokens: 300, system: CARD_SYSTEM, messages: [{ role: "user", content: user }] } };
}

/** The tutor that writes an experiment's cards (null for the seed's replay and the simulator). */
function generatorTutor(db: Db, generator: string): TutorRecord | null {
  if (generator === "seed" || generator === "simulated") return null;
  return requireTutor({ db, id: generator });
}

/** The Claude calls an experiment's missing cards need (none for other generators). */
export function pendingCardCalls({ db, experimentId }: { db: Db; experimentId: number }): { cacheKey: string; model: string; params: Anthropic.MessageCreateParamsNonStreaming }[] {
  const e = getExperiment({ db, id: experimentId });
  const tutor = generatorTutor(db, e.generator);
  if (tutor?.kind !== "anthropic") return [];
  const model = tutor.modelId ?? tutor.id;
  const design = biasDesignSchema.parse(JSON.parse(e.design));
  const have = new Set(listCards({ db, experimentId }).map((c) => `${c.template}|${c.variant}|${c.repetition}`));
  return designCells(design)
    .filter((cell) => !have.has(`${cell.template}|${cell.variant}|${cell.repetition}`))
    .map((cell) => {
      const { key, params } = cardRequest(model, cell.note, cell.repetition);
      return { cacheKey: key, model, params };
    });
}

async function writerFor(db: Db, generator: string, jobId: number | null): Promise<Writer> {
  const tutor = generatorTutor(db, generator);
  if (!tutor) throw new Error(`generador de tarjetas desconocido: ${generator}`);
  if (tutor.kind === "local-onnx") {
    const gen = await loadLocalGenerator(tutor.builtin ? localLlmModelId(tutor.modelId) : tutor.modelId!, modelsDir());
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
  const budget = { remaining: Number(process.env.VERAZ_RETRY_BUDGET ?? 50), used: 0 };
  const cache = sqliteResponseCache(db, { jobId });
  if (tutor.kind === "openai-compatible") {
    const client = openAiClient(tutor.config.baseUrl!, tutor.config.apiKeyEnv ?? null);
    const model = tutor.modelId!;
    return async (note, repetition) => {
      const messages = [
        { role: "system" as const, content: CARD_SYSTEM },
        { role: "user" as const, content: cardPrompt(note) },
      ];
      const key = createHash("sha256").update(JSON.stringify({ provider: "openai-compatible", baseUrl: tutor.config.baseUrl, model, messages, repetition, max_tokens: 300 })).digest("hex");
      const hit = cache.get(key);
      if (hit) return (JSON.parse(hit) as { content: { text: string }[] }).content[0]?.text ?? "";
      cache.admit?.(model, `${CARD_SYSTEM}\n${cardPrompt(note)}`);
      const r = await withRetries(() => client.chat.completions.create({ model, messages, max_tokens: 300, temperature: repetition > 1 ? 0.7 : 0 }, { maxRetries: 0 }), { budget });
      const text = (r.choices?.[0]?.message?.content ?? "").trim();
      cache.put(key, model, JSON.stringify({ content: [{ type: "text", text }], usage: { input_tokens: r.usage?.prompt_tokens ?? 0, output_tokens: r.usage?.completion_tokens ?? 0 } }));
      return text;
    };
  }
  if (tutor.kind === "anthropic") {
    const client = anthropicClient(tutor.config.apiKeyEnv);
    const model = tutor.modelId ?? tutor.id;
    return async (note, repetition) => {
      // Each of a cell's cards is its own call (salted by repetition), cached so a resumed job never pays twice;
      // a paid one is admitted against the month's budget first and its cost recorded.
      const { key, params } = cardRequest(model, note, repetition);
      const hit = cache.get(key);
      if (!hit) cache.admit?.(model, requestText(params));
      const message = hit
        ? (JSON.parse(hit) as { content: { type: string; text?: string }[] })
        : await withRetries(() => client.messages.create(params, { maxRetries: 0 }), { budget });
      if (!hit) cache.put(key, model, JSON.stringify({ content: message.content, usage: (message as { usage?: unknown }).usage }));
      return message.content.filter((b) => b.type === "text").map((b) => (b as { text: string }).text).join("").trim();
    };
  }
  throw new Error(`el tutor ${generator} (${tutor.kind}) no escribe tarjetas: elija un tutor con modelo`);
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
