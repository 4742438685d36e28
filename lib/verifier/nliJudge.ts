import fs from "node:fs";
import path from "node:path";
import { AutoModelForSequenceClassification, AutoTokenizer, type PreTrainedModel, type PreTrainedTokenizer, env } from "@huggingface/transformers";
import { LocalModelMissing } from "@/lib/tutors/localLlm";
import { type Verdict } from "./detector";
import { bestFragment } from "./features";
import type { Judge, JudgeVerdict , JudgePair } from "./judges";

export { DEFAULT_NLI_MODEL } from "./nliDefaults";

const loaded = new Map<string, Promise<{ tokenizer: PreTrainedTokenizer; model: PreTrainedModel }>>();

function load(modelId: string, modelsDir: string) {
  const dir = path.join(modelsDir, modelId);
  if (!fs.existsSync(path.join(dir, "onnx"))) return Promise.reject(new LocalModelMissing(modelId, dir));
  let p = loaded.get(dir);
  if (!p) {
    env.allowRemoteModels = false;
    env.allowLocalModels = true;
    env.localModelPath = `${modelsDir}${modelsDir.endsWith("/") ? "" : "/"}`;
    const dtype = fs.existsSync(path.join(dir, "onnx", "model.onnx")) ? "fp32" : "q8";
    p = Promise.all([AutoTokenizer.from_pretrained(modelId), AutoModelForSequenceClassification.from_pretrained(modelId, { dtype })]).then(([tokenizer, model]) => ({ tokenizer, model }));
    loaded.set(dir, p);
  }
  return p;
}

function softmax(xs: number[]): number[] {
  const m = Math.max(...xs);
  const e = xs.map((x) => Math.exp(x - m));
  const s = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / s);
}

/**
 * A hub NLI cross-encoder as the verifier's layer 2, through
 * @huggingface/transformers on onnxruntime-node, loaded once from the local
 * models folder (never from a hub): premise = the cited note, hypothesis =
 * the answer. p(entailment) ≥ 0.7 → respaldada; p(contradiction) ≥ 0.5 →
 * sin respaldo; otherwise parcial. The fragment is the best-matching note
 * sentence, copied literally.
 */
export class NliJudge implements Judge {
  readonly id: string;
  constructor(
    private readonly modelId: string,
    private readonly modelsDir: string,
  ) {
    this.id = `nli:${modelId}`;
  }

  async judgeMany(pairs: readonly JudgePair[]): Promise<JudgeVerdict[]> {
    const { tokenizer, model } = await load(this.modelId, this.modelsDir);
    const labels = (model.config as unknown as { id2label: Record<string, string> }).id2label;
    const index = (name: string) => Number(Object.entries(labels).find(([, l]) => l.toLowerCase().startsWith(name))?.[0] ?? -1);
    const iEnt = index("entail");
    const iCon = index("contra");
    const out: JudgeVerdict[] = [];
    for (const p of pairs) {
      const inputs = tokenizer(p.note, { text_pair: p.answer, truncation: true });
      const { logits } = (await model(inputs)) as { logits: { data: Float32Array } };
      const probs = softmax(Array.from(logits.data));
      const entail = probs[iEnt] ?? 0;
      const contra = probs[iCon] ?? 0;
      const respaldo: Verdict = entail >= 0.7 ? "respaldada" : contra >= 0.5 ? "sin respaldo" : "parcial";
      out.push({ respaldo, fragmento: bestFragment(p.note, p.answer), motivo: `NLI: implicación ${entail.toFixed(3)}, contradicción ${contra.toFixed(3)}`, probability: entail, error: null });
    }
    return out;
  }
}
