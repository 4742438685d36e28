/**
 * `npm run train:detector`: rebuilds the local ONNX detector reproducibly.
 * Training data: simulated fichas with planted truth over a synthetic bank of
 * 3,000 questions (lib/verifier/trainingData.ts); notes with id ≡ 0 (mod 5)
 * are held out and only used for the metrics. Writes lib/verifier/model/
 * detector.onnx, detector.json (weights, features, held-out metrics) and
 * MODEL_CARD.md.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { rate } from "@/lib/stats";
import { formatCount, formatFixed, formatInterval } from "@/lib/stats/format";
import { FEATURE_NAMES } from "@/lib/verifier/features";
import { detectorOnnx } from "@/lib/verifier/export";
import { predict, trainLogistic } from "@/lib/verifier/logistic";
import { isHeldOut, labelledPairs } from "@/lib/verifier/trainingData";
import { SUPPORT_THRESHOLD } from "@/lib/verifier/detector";

const dir = path.join(process.cwd(), "lib/verifier/model");
const pairs = await labelledPairs({ questions: 3000, seed: 7 });
const train = pairs.filter((p) => !isHeldOut(p.noteId));
const test = pairs.filter((p) => isHeldOut(p.noteId));
const model = trainLogistic(train.map((p) => p.features), train.map((p) => p.supported));
const flagged = (p: (typeof pairs)[number]) => predict(model, p.features) < SUPPORT_THRESHOLD;
const positives = test.filter((p) => p.supported === 0);
const negatives = test.filter((p) => p.supported === 1);
const sensitivity = rate(positives.filter(flagged).length, positives.length);
const specificity = rate(negatives.filter((p) => !flagged(p)).length, negatives.length);
const balancedAccuracy = (sensitivity.p + specificity.p) / 2;
const types = [...new Set(positives.map((p) => p.type))].sort();
const perType = Object.fromEntries(types.map((t) => {
  const xs = positives.filter((p) => p.type === t);
  return [t, rate(xs.filter(flagged).length, xs.length)];
}));
const metrics = { train: train.length, heldOut: test.length, threshold: SUPPORT_THRESHOLD, sensitivity, specificity, balancedAccuracy, perType };
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, "detector.onnx"), detectorOnnx(model));
fs.writeFileSync(path.join(dir, "detector.json"), `${JSON.stringify({ features: FEATURE_NAMES, weights: model.weights, bias: model.bias, metrics }, null, 2)}\n`);
const r = (x: { k: number; n: number; p: number; low: number; high: number }) => `${formatCount(x.k, x.n)} = ${formatFixed(x.p)} ${formatInterval(x.low, x.high)}`;
fs.writeFileSync(
  path.join(dir, "MODEL_CARD.md"),
  `# veraz local detector (model card)

A logistic regression over ${FEATURE_NAMES.length} features of a (cited note, answer) pair that estimates
the probability that the note supports the answer. Layer 2 of veraz's verifier when no API judge is used.

- **Features** (each in [0, 1], lib/verifier/features.ts): ${FEATURE_NAMES.join(", ")}.
- **Weights**: ${model.weights.map((w, i) => `${FEATURE_NAMES[i]} ${w.toFixed(3)}`).join(", ")}; bias ${model.bias.toFixed(3)}.
- **Verdicts**: p ≥ ${SUPPORT_THRESHOLD} → respaldada; ${0.3} ≤ p < ${SUPPORT_THRESHOLD} → parcial; p < 0.3 → sin respaldo.
- **Data**: simulated fichas with planted truth (lib/verifier/trainingData.ts) over a synthetic bank of 3,000
  questions (lib/dataset/synthetic.ts, seed 7): planted R answers citing their note are "supported";
  intrinsic contradictions, extrinsic additions (true and false), wrong citations, mixed faithful + added
  answers and inventions on unanswerable questions citing a note are "unsupported". Pairs without a valid
  citation are left to layer 1. ${train.length} training pairs; notes with id ≡ 0 (mod 5) held out:
  ${test.length} pairs never seen in training.
- **Held-out quality**: hallucinations caught (sensitivity) ${r(sensitivity)}; faithful answers passed
  (specificity) ${r(specificity)}; balanced accuracy ${formatFixed(balancedAccuracy, 3)}.
- **Per hallucination type** (caught on held-out notes): ${types.map((t) => `${t} ${r(perType[t]!)}`).join("; ")}.
- **Limits**: synthetic answers are built from templates; real model answers paraphrase more freely, so the
  detector's agreement with people on real runs must be measured (Verificador page) before trusting it.
- **Rebuild**: \`npm run train:detector\` (deterministic: same data, same weights).
`,
);
process.stdout.write(`${JSON.stringify(metrics, null, 2)}\n`);
// Where Debian's python3-onnx is installed, its checker validates the exported graph.
if (fs.existsSync("/usr/bin/python3")) {
  const check = spawnSync("/usr/bin/python3", ["-c", `import onnx; m = onnx.load("${path.join(dir, "detector.onnx")}"); onnx.checker.check_model(m); print("onnx.checker: ok, IR", m.ir_version, "opset", m.opset_import[0].version)`], { encoding: "utf8" });
  process.stdout.write(check.status === 0 ? check.stdout : `onnx.checker not run (python3-onnx missing?): ${check.stderr.split("\n").slice(-2).join(" ")}\n`);
}
