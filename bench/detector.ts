import { labelledPairs } from "@/lib/verifier/trainingData";
import { pairFeatures } from "@/lib/verifier/features";
import { LocalDetectorJudge } from "@/lib/verifier/judges";
import { clearTextCaches } from "@/lib/text/analyze";

/**
 * Local detector throughput: fichas judged per second in batches of 1,000
 * (features + ONNX inference through onnxruntime-node). Target ≥ 5,000/s.
 * Each ficha is judged as a run judges it — with its question — and on text
 * read fresh: the caches the pairs' generation filled are emptied first.
 */
export async function detectorBenchmark(): Promise<{ fichas: number; seconds: number; perSecond: number; inferenceOnlyPerSecond: number }> {
  const pairs = await labelledPairs({ questions: 6000, seed: 3 });
  const judge = new LocalDetectorJudge();
  await judge.judgeMany(pairs.slice(0, 100).map((p) => ({ note: p.note, answer: p.answer, question: p.question })));
  clearTextCaches();
  const start = performance.now();
  for (let i = 0; i < pairs.length; i += 1000) {
    await judge.judgeMany(pairs.slice(i, i + 1000).map((p) => ({ note: p.note, answer: p.answer, question: p.question })));
  }
  const seconds = (performance.now() - start) / 1000;
  const features = pairs.map((p) => pairFeatures(p.note, p.answer, p.question));
  const t = performance.now();
  for (let i = 0; i < features.length; i += 1000) await judge.probabilities(features.slice(i, i + 1000));
  const inference = (performance.now() - t) / 1000;
  return { fichas: pairs.length, seconds, perSecond: pairs.length / seconds, inferenceOnlyPerSecond: features.length / inference };
}
