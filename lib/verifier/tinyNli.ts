import fs from "node:fs";
import path from "node:path";
import { INT64, FLOAT, modelBytes, node, tensor, valueInfo } from "@/lib/onnx/build";

/**
 * Writes a tiny NLI cross-encoder ("bert" sequence classification:
 * premise/hypothesis pair → entailment / neutral / contradiction) that
 * @huggingface/transformers loads locally: a test model for the hub-NLI
 * judge's loading code. Logits are the mean of per-token embeddings: words of
 * the given vocabulary lean to entailment, unknown words to contradiction.
 */
export function writeTinyNliModel(dir: string, vocabularyText: string): void {
  const words = [...new Set(vocabularyText.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].sort();
  const specials = ["[PAD]", "[CLS]", "[SEP]", "[UNK]"];
  const vocab = [...specials, ...words];
  const V = vocab.length;
  const emb = new Float32Array(V * 3);
  for (let i = 0; i < V; i++) {
    const row = vocab[i] === "[UNK]" ? [-1, 0, 2] : i < specials.length ? [0, 0, 0] : [1.5, 0, -0.5];
    emb.set(row, i * 3);
  }
  fs.mkdirSync(path.join(dir, "onnx"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "onnx", "model.onnx"),
    modelBytes(
      {
        name: "veraz-tiny-nli",
        initializer: [tensor("embeddings", [V, 3], { float: emb })],
        input: [
          valueInfo("input_ids", INT64, ["batch_size", "sequence_length"]),
          valueInfo("attention_mask", INT64, ["batch_size", "sequence_length"]),
          valueInfo("token_type_ids", INT64, ["batch_size", "sequence_length"]),
        ],
        output: [valueInfo("logits", FLOAT, ["batch_size", 3])],
        node: [node("Gather", ["embeddings", "input_ids"], ["per_token"], { axis: 0 }), node("ReduceMean", ["per_token"], ["logits"], { axes: [1], keepdims: 0 })],
      },
      "veraz-tiny-nli",
    ),
  );
  const special = (content: string, id: number) => ({ id, content, single_word: false, lstrip: false, rstrip: false, normalized: false, special: true });
  const tok = (id: string, type_id: number) => ({ SpecialToken: { id, type_id } });
  fs.writeFileSync(
    path.join(dir, "tokenizer.json"),
    JSON.stringify({
      version: "1.0",
      truncation: null,
      padding: null,
      added_tokens: specials.map(special),
      normalizer: { type: "Lowercase" },
      pre_tokenizer: { type: "Whitespace" },
      post_processor: {
        type: "TemplateProcessing",
        single: [tok("[CLS]", 0), { Sequence: { id: "A", type_id: 0 } }, tok("[SEP]", 0)],
        pair: [tok("[CLS]", 0), { Sequence: { id: "A", type_id: 0 } }, tok("[SEP]", 0), { Sequence: { id: "B", type_id: 1 } }, tok("[SEP]", 1)],
        special_tokens: {
          "[CLS]": { id: "[CLS]", ids: [1], tokens: ["[CLS]"] },
          "[SEP]": { id: "[SEP]", ids: [2], tokens: ["[SEP]"] },
        },
      },
      decoder: null,
      model: { type: "WordLevel", vocab: Object.fromEntries(vocab.map((t, i) => [t, i])), unk_token: "[UNK]" },
    }),
  );
  fs.writeFileSync(path.join(dir, "tokenizer_config.json"), JSON.stringify({ cls_token: "[CLS]", sep_token: "[SEP]", pad_token: "[PAD]", unk_token: "[UNK]", model_max_length: 512, do_lower_case: true }));
  fs.writeFileSync(
    path.join(dir, "config.json"),
    JSON.stringify({
      model_type: "bert",
      architectures: ["BertForSequenceClassification"],
      id2label: { 0: "entailment", 1: "neutral", 2: "contradiction" },
      label2id: { entailment: 0, neutral: 1, contradiction: 2 },
      vocab_size: V,
      hidden_size: 3,
      num_hidden_layers: 1,
      num_attention_heads: 1,
      max_position_embeddings: 512,
      type_vocab_size: 2,
      pad_token_id: 0,
    }),
  );
}
