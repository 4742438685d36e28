import path from "node:path";
import type Anthropic from "@anthropic-ai/sdk";
import * as ort from "onnxruntime-node";
import { z } from "zod";
import type { ResponseCache } from "@/lib/tutors/anthropic";
import type { RetryBudget } from "@/lib/tutors/retry";
import { type StructuredCall, structuredReply, structuredRequest } from "@/lib/tutors/structuredCall";
import { type Verdict, verdictOf } from "./detector";
import { FEATURE_COUNT, bestFragment, pairFeatures } from "./features";
import { SEED_VERIFIER_VERDICTS } from "@/lib/simulation/presets";
import { SEED_REPLAY_JUDGE } from "./judgeIds";

export { SEED_REPLAY_JUDGE };

/** What a judge says about (note, answer): the seed's Veredicto, or no verdict with the reason. */
export interface JudgeVerdict {
  readonly respaldo: Verdict | null;
  readonly fragmento: string | null;
  readonly motivo: string;
  readonly probability: number | null;
  /** Set when the judge gave no verdict (refusal, max_tokens, invalid output): the answer is "sin verificar". */
  readonly error: string | null;
}

export interface Judge {
  readonly id: string;
  judgeMany(pairs: readonly JudgePair[], signal?: AbortSignal): Promise<JudgeVerdict[]>;
}

/** What a judge is asked: does the note support the answer? The question is given to judges that use it (the local detector). */
export interface JudgePair {
  readonly note: string;
  readonly answer: string;
  readonly question?: string | null;
}

/** The trained model shipped with veraz (npm run train:detector rebuilds it). */
export function detectorPath(): string {
  return path.join(/*turbopackIgnore: true*/ process.env.VERAZ_ROOT ?? process.cwd(), "lib", "verifier", "model", "detector.onnx");
}

let session: Promise<ort.InferenceSession> | null = null;

/** The local ONNX detector, loaded once per process through onnxruntime-node; judges in batches. */
export class LocalDetectorJudge implements Judge {
  readonly id = "detector-local";

  static session(): Promise<ort.InferenceSession> {
    session ??= ort.InferenceSession.create(detectorPath());
    return session;
  }

  async probabilities(features: readonly Float32Array[]): Promise<Float32Array> {
    const s = await LocalDetectorJudge.session();
    const data = new Float32Array(features.length * FEATURE_COUNT);
    features.forEach((f, i) => data.set(f, i * FEATURE_COUNT));
    const out = await s.run({ features: new ort.Tensor("float32", data, [features.length, FEATURE_COUNT]) });
    return out.probability!.data as Float32Array;
  }

  async judgeMany(pairs: readonly JudgePair[]): Promise<JudgeVerdict[]> {
    if (pairs.length === 0) return [];
    const p = await this.probabilities(pairs.map((x) => pairFeatures(x.note, x.answer, x.question ?? null)));
    return pairs.map((x, i) => ({
      respaldo: verdictOf(p[i]!),
      fragmento: bestFragment(x.note, x.answer),
      motivo: `detector local: p(respaldada) = ${p[i]!.toFixed(3)}`,
      probability: p[i]!,
      error: null,
    }));
  }
}

/** The seed's verifier prompt (verbatim). */
export const SISTEMA_VERIFICADOR =
  "Usted verifica respuestas del tutor de Sofía. Recibirá una nota entre etiquetas <nota> " +
  "y una respuesta entre etiquetas <respuesta>. Diga si la nota respalda la respuesta y " +
  "copie literalmente la frase de la nota que la respalda, o null si no existe. No use " +
  "conocimiento externo: una respuesta verdadera que la nota no contiene está sin respaldo.";

export const veredictoSchema = z.object({
  respaldo: z.enum(["respaldada", "parcial", "sin respaldo"]),
  fragmento: z.string().nullable(),
  motivo: z.string(),
});

const VEREDICTO_JSON_SCHEMA = {
  type: "object",
  properties: {
    respaldo: { type: "string", enum: ["respaldada", "parcial", "sin respaldo"] },
    fragmento: { anyOf: [{ type: "string" }, { type: "null" }], description: "Frase de la nota que respalda la respuesta, copiada literalmente" },
    motivo: { type: "string" },
  },
  required: ["respaldo", "fragmento", "motivo"],
  additionalProperties: false,
};

/** Claude Haiku as the seed's judge: structured Veredicto, low effort, the same cache and retries as the tutors. */
export class ClaudeJudge implements Judge {
  readonly id: string;
  constructor(private readonly o: { client: Anthropic; model: string; cache: ResponseCache; budget: RetryBudget }) {
    this.id = o.model;
  }

  private call(note: string, answer: string): StructuredCall {
    return { model: this.o.model, system: SISTEMA_VERIFICADOR, user: `<nota>${note}</nota>\n<respuesta>${answer}</respuesta>`, maxTokens: 1024, schema: VEREDICTO_JSON_SCHEMA };
  }

  /** The cache key and Messages API parameters of one judgement (the same whether sent directly or in a batch). */
  request(note: string, answer: string): { key: string; params: Anthropic.MessageCreateParamsNonStreaming } {
    return structuredRequest(this.call(note, answer));
  }

  async judgeOne(note: string, answer: string, signal?: AbortSignal): Promise<JudgeVerdict> {
    const { stopReason, text } = await structuredReply(this.call(note, answer), { ...this.o, signal });
    if (stopReason === "refusal" || stopReason === "max_tokens") {
      return { respaldo: null, fragmento: null, motivo: `sin veredicto (stop_reason ${stopReason})`, probability: null, error: stopReason };
    }
    try {
      const v = veredictoSchema.parse(JSON.parse(text));
      return { respaldo: v.respaldo, fragmento: v.fragmento, motivo: v.motivo, probability: null, error: null };
    } catch (e) {
      return { respaldo: null, fragmento: null, motivo: `veredicto no válido: ${(e as Error).message.slice(0, 200)}`, probability: null, error: "invalid" };
    }
  }

  async judgeMany(pairs: readonly JudgePair[], signal?: AbortSignal): Promise<JudgeVerdict[]> {
    const out: JudgeVerdict[] = [];
    for (const p of pairs) out.push(await this.judgeOne(p.note, p.answer, signal));
    return out;
  }
}

/**
 * "Veredictos de la semilla (réplica)": the seed's printed verifier output
 * replayed (lib/simulation/presets.ts), so its example — 3 of 4
 * hallucinations caught, p17 a false alarm, p14 missed, 4/25 → 1/25
 * delivered unflagged — can be reproduced from the Verificador page without
 * an API. Answers the seed did not flag are supported by their best note
 * fragment.
 */
export class SeedReplayJudge implements Judge {
  readonly id = SEED_REPLAY_JUDGE;
  async judgeMany(pairs: readonly JudgePair[]): Promise<JudgeVerdict[]> {
    return pairs.map((p) => {
      const v = SEED_VERIFIER_VERDICTS[p.answer];
      return v ? { ...v, probability: null, error: null } : { respaldo: "respaldada", fragmento: bestFragment(p.note, p.answer), motivo: "la semilla: respaldada", probability: null, error: null };
    });
  }
}
