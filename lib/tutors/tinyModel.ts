import fs from "node:fs";
import path from "node:path";
import { FLOAT, INT64, modelBytes, node, tensor, valueInfo } from "@/lib/onnx/build";

/**
 * Writes a tiny causal language model that @huggingface/transformers loads as
 * a local "llama" model and runs through its real text-generation pipeline
 * (chat template, KV cache, greedy decoding) on onnxruntime-node. It is a
 * test model: its logits depend only on the last token (a lookup table), so
 * after the assistant tag it always emits the same JSON answer —
 * `{"texto": "no aparece en sus notas", "id_nota":null, "confianza":0.5}` —
 * and then the end-of-sequence token. One layer, one head of size 4; the
 * cache inputs and outputs are real (present = past ++ new) so context
 * handling is exercised as with a real model.
 */
const SPECIALS = ["<unk>", "<s>", "</s>", "<|system|>", "<|user|>", "<|assistant|>"];
const JSON_CHAIN = ['{"texto":', '"no', "aparece", "en", "sus", 'notas",', '"id_nota":null,', '"confianza":0.5}'];

export const TINY_MODEL_ANSWER = { texto: "no aparece en sus notas", id_nota: null, confianza: 0.5 };

/** A variant that answers in prose, not JSON: exercises the repair attempt and the unparseable ficha. */
const PROSE = ["La", "respuesta", "es", "cinco", "notas."];

export function writeTinyChatModel(dir: string, { answer = "json" }: { answer?: "json" | "prose" } = {}): void {
  const CHAIN = answer === "json" ? JSON_CHAIN : PROSE;
  const vocab = [...SPECIALS, ...CHAIN];
  const V = vocab.length;
  const id = (t: string) => vocab.indexOf(t);
  // next(token): <|assistant|> → chain[0] → … → chain[last] → </s>; anything else → </s>.
  const next = new Array<number>(V).fill(id("</s>"));
  next[id("<|assistant|>")] = id(CHAIN[0]!);
  for (let i = 0; i < CHAIN.length - 1; i++) next[id(CHAIN[i]!)] = id(CHAIN[i + 1]!);
  const table = new Float32Array(V * V);
  for (let t = 0; t < V; t++) table[t * V + next[t]!] = 10;
  const D = 4;
  const kv = Float32Array.from({ length: V * D }, (_, i) => ((i * 37) % 11) / 11);
  const graph = {
    name: "veraz-tiny-chat",
    initializer: [tensor("next_logits", [V, V], { float: table }), tensor("kv_table", [V, D], { float: kv }), tensor("axis1", [1], { int64: [1] })],
    input: [
      valueInfo("input_ids", INT64, ["batch_size", "sequence_length"]),
      valueInfo("attention_mask", INT64, ["batch_size", "total_sequence_length"]),
      valueInfo("position_ids", INT64, ["batch_size", "sequence_length"]),
      valueInfo("past_key_values.0.key", FLOAT, ["batch_size", 1, "past_sequence_length", D]),
      valueInfo("past_key_values.0.value", FLOAT, ["batch_size", 1, "past_sequence_length", D]),
    ],
    output: [
      valueInfo("logits", FLOAT, ["batch_size", "sequence_length", V]),
      valueInfo("present.0.key", FLOAT, ["batch_size", 1, "total_sequence_length", D]),
      valueInfo("present.0.value", FLOAT, ["batch_size", 1, "total_sequence_length", D]),
    ],
    node: [
      node("Gather", ["next_logits", "input_ids"], ["logits"], { axis: 0 }),
      node("Gather", ["kv_table", "input_ids"], ["kv_new3"], { axis: 0 }),
      node("Unsqueeze", ["kv_new3", "axis1"], ["kv_new"]),
      node("Concat", ["past_key_values.0.key", "kv_new"], ["present.0.key"], { axis: 2 }),
      node("Concat", ["past_key_values.0.value", "kv_new"], ["present.0.value"], { axis: 2 }),
    ],
  };
  fs.mkdirSync(path.join(dir, "onnx"), { recursive: true });
  fs.writeFileSync(path.join(dir, "onnx", "model.onnx"), modelBytes(graph, "veraz-tiny-chat"));
  const special = (content: string, i: number) => ({ id: i, content, single_word: false, lstrip: false, rstrip: false, normalized: false, special: true });
  fs.writeFileSync(
    path.join(dir, "tokenizer.json"),
    JSON.stringify({
      version: "1.0",
      truncation: null,
      padding: null,
      added_tokens: SPECIALS.map(special),
      normalizer: null,
      pre_tokenizer: { type: "Whitespace" },
      post_processor: null,
      decoder: null,
      model: { type: "WordLevel", vocab: Object.fromEntries(vocab.map((t, i) => [t, i])), unk_token: "<unk>" },
    }),
  );
  fs.writeFileSync(
    path.join(dir, "tokenizer_config.json"),
    JSON.stringify({
      bos_token: "<s>",
      eos_token: "</s>",
      pad_token: "<unk>",
      unk_token: "<unk>",
      clean_up_tokenization_spaces: false,
      chat_template:
        "{% for message in messages %}{{ '<|' + message['role'] + '|> ' + message['content'] + ' ' }}{% endfor %}{% if add_generation_prompt %}{{ '<|assistant|>' }}{% endif %}",
    }),
  );
  fs.writeFileSync(
    path.join(dir, "config.json"),
    JSON.stringify({
      model_type: "llama",
      architectures: ["LlamaForCausalLM"],
      vocab_size: V,
      hidden_size: D,
      num_hidden_layers: 1,
      num_attention_heads: 1,
      num_key_value_heads: 1,
      head_dim: D,
      max_position_embeddings: 512,
      bos_token_id: id("<s>"),
      eos_token_id: id("</s>"),
      pad_token_id: id("<unk>"),
    }),
  );
  fs.writeFileSync(path.join(dir, "generation_config.json"), JSON.stringify({ do_sample: false, max_new_tokens: 32, eos_token_id: id("</s>") }));
}
