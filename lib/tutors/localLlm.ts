import fs from "node:fs";
import path from "node:path";
import { type TextGenerationPipeline, env, pipeline } from "@huggingface/transformers";
import { type Answer, type Tutor, type TutorInput, type TutorResult, answerSchema } from "./types";

/** Appended to the seed's system prompt: a local model has no structured-output mode. */
export const JSON_INSTRUCTION =
  ' Responda solo con un objeto JSON con las claves "texto" (cadena), "id_nota" (entero o null) y "confianza" (número de 0 a 1), sin texto alrededor.';
export const REPAIR_MESSAGE =
  'Su respuesta anterior no era un objeto JSON válido. Responda solo con el objeto JSON {"texto": …, "id_nota": …, "confianza": …}.';

import { downloadCommand } from "./localModels";

export class LocalModelMissing extends Error {
  constructor(
    readonly modelId: string,
    readonly dir: string,
  ) {
    super(`modelo local no disponible: ${modelId} no está en ${dir}. Descárguelo donde haya acceso al hub con: ${downloadCommand(modelId, dir)}`);
    this.name = "LocalModelMissing";
  }
}

const sessions = new Map<string, Promise<TextGenerationPipeline>>();
let sessionsCreated = 0;

/** How many model sessions this process has created (a session is created once per model and reused). */
export function localSessionsCreated(): number {
  return sessionsCreated;
}

/**
 * Loads (once per process) a local text-generation model from the models
 * folder with @huggingface/transformers on onnxruntime-node; never reaches a
 * hub. A missing model is a LocalModelMissing error naming the command.
 */
export function loadLocalGenerator(modelId: string, modelsDir: string): Promise<TextGenerationPipeline> {
  const dir = path.join(modelsDir, modelId);
  if (!fs.existsSync(path.join(dir, "onnx", "model.onnx")) && !fs.existsSync(path.join(dir, "onnx", "model_quantized.onnx"))) {
    return Promise.reject(new LocalModelMissing(modelId, dir));
  }
  const key = dir;
  let session = sessions.get(key);
  if (!session) {
    env.allowRemoteModels = false;
    env.allowLocalModels = true;
    env.localModelPath = `${modelsDir}${modelsDir.endsWith("/") ? "" : "/"}`;
    const dtype = fs.existsSync(path.join(dir, "onnx", "model.onnx")) ? "fp32" : "q8";
    sessionsCreated++;
    session = (pipeline("text-generation", modelId, { dtype, device: "cpu" }) as Promise<TextGenerationPipeline>).catch((e: Error) => {
      sessions.delete(key);
      throw /not found locally/i.test(e.message) ? new LocalModelMissing(modelId, dir) : e;
    });
    sessions.set(key, session);
  }
  return session;
}

/** The first {...} object of a reply, validated with zod; null with the reason otherwise. */
export function parseJsonAnswer(text: string): { output: Answer | null; error: string | null } {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end <= start) return { output: null, error: "no contiene un objeto JSON" };
  let json: unknown;
  try {
    json = JSON.parse(text.slice(start, end + 1));
  } catch (e) {
    return { output: null, error: `JSON no válido (${(e as Error).message})` };
  }
  const r = answerSchema.safeParse(json);
  return r.success ? { output: r.data, error: null } : { output: null, error: r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") };
}

type Message = { role: string; content: string };

/**
 * The local LLM tutor: the condition's prompt (plus a JSON instruction) through
 * the model's chat template, greedy decoding, parsed with zod; one repair
 * attempt, then a visible unparseable ficha with both raw replies.
 */
export class LocalLlmTutor implements Tutor {
  constructor(
    private readonly generator: TextGenerationPipeline,
    private readonly maxNewTokens = 128,
    readonly id = "local-llm",
  ) {}

  private async reply(messages: Message[]): Promise<{ text: string; tokens: number }> {
    const out = (await this.generator(messages, { max_new_tokens: this.maxNewTokens, do_sample: false })) as unknown as {
      generated_text: Message[];
    }[];
    const text = (out[0]!.generated_text.at(-1)?.content ?? "").trim();
    return { text, tokens: this.generator.tokenizer.encode(text).length };
  }

  async call(input: TutorInput): Promise<TutorResult> {
    const start = performance.now();
    const system = input.prompt.system + JSON_INSTRUCTION;
    const messages: Message[] = [
      { role: "system", content: system },
      { role: "user", content: input.prompt.user },
    ];
    const inputTokens = this.generator.tokenizer.encode(system + input.prompt.user).length;
    const first = await this.reply(messages);
    let parsed = parseJsonAnswer(first.text);
    let raw = first.text;
    let outputTokens = first.tokens;
    if (!parsed.output) {
      const repair = await this.reply([...messages, { role: "assistant", content: first.text }, { role: "user", content: REPAIR_MESSAGE }]);
      raw = `${first.text}\n--- intento de reparación ---\n${repair.text}`;
      outputTokens += repair.tokens;
      const second = parseJsonAnswer(repair.text);
      parsed = second.output ? second : { output: null, error: `salida no válida tras un intento de reparación: ${second.error}` };
    }
    return {
      output: parsed.output,
      error: parsed.error,
      usage: { inputTokens, outputTokens, costUsd: 0 },
      latencyMs: performance.now() - start,
      rawOutput: raw,
      stopReason: "local",
      prompt: { system, user: input.prompt.user },
    };
  }
}
