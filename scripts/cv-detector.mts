/**
 * `npm run cv:detector`: how the local detector's training weight of the realistic development answers was
 * chosen — 5-fold cross-validation by question on the development part only (3 shuffles of the folds), the
 * synthetic training pairs always in training. Prints the balanced accuracy at threshold 0.5 per variant.
 * `npm run cv:detector -- [variant]` runs one variant; CV_THRESHOLD=0.4 scores another threshold.
 * The held-out part is never read here.
 */
import { realisticSet } from "@/lib/grading/realistic/load";
import { isHeldOut, labelledPairs, realisticPairs } from "@/lib/verifier/trainingData";
import { predict, trainLogistic } from "@/lib/verifier/logistic";
const syn = (await labelledPairs({ questions: 3000, seed: 7 })).filter((p) => !isHeldOut(p.noteId));
const items = realisticSet();
const devItems = items.filter((it) => it.split === "dev" && it.citedNoteId !== null && it.notes.has(it.citedNoteId) && it.supported !== null);
const dev = realisticPairs(items, "dev");
const keys = devItems.map((it) => `${it.bank}:${it.clave}`);
const uniq = [...new Set(keys)];
const K = 5;
let shuffle = 0;
const rank = (k: string) => { let h = 2166136261 ^ shuffle; for (const c of k) h = Math.imul(h ^ c.charCodeAt(0), 16777619); return h >>> 0; };
const foldOf = (k: string) => (shuffle === 0 ? uniq.indexOf(k) : [...uniq].sort((a, b) => rank(a) - rank(b)).indexOf(k)) % K;
type P = (typeof dev)[number];
function ba(ps: P[], pr: (p: P) => number, th = 0.5) {
  const pos = ps.filter((p) => p.supported === 0), neg = ps.filter((p) => p.supported === 1);
  const sens = pos.filter((p) => pr(p) < th).length / pos.length, spec = neg.filter((p) => pr(p) >= th).length / neg.length;
  return { ba: (sens + spec) / 2, sens, spec };
}
const only = process.argv[2];
const variants: Record<string, (train: P[]) => (p: P) => number> = {
  "syn+dev×10": (tr) => { const d = [...syn, ...Array.from({ length: 10 }, () => tr).flat()]; const m = trainLogistic(d.map((p) => p.features), d.map((p) => p.supported)); return (p) => predict(m, p.features); },
  "dev only": (tr) => { const m = trainLogistic(tr.map((p) => p.features), tr.map((p) => p.supported), { l2: 1e-2 }); return (p) => predict(m, p.features); },
  "syn+dev×40": (tr) => { const d = [...syn, ...Array.from({ length: 40 }, () => tr).flat()]; const m = trainLogistic(d.map((p) => p.features), d.map((p) => p.supported)); return (p) => predict(m, p.features); },
};
for (const [name, fit] of Object.entries(variants).filter(([n]) => !only || n === only)) {
  const out: number[] = [];
  for (shuffle = 0; shuffle < 3; shuffle++) {
    const preds = new Map<P, number>();
    for (let f = 0; f < K; f++) {
      const tr = dev.filter((_, i) => foldOf(keys[i]!) !== f);
      const te = dev.filter((_, i) => foldOf(keys[i]!) === f);
      const pr = fit(tr);
      for (const p of te) preds.set(p, pr(p));
    }
    out.push(ba(dev, (p) => preds.get(p)!, Number(process.env.CV_THRESHOLD ?? 0.5)).ba);
  }
  shuffle = 0;
  console.log(name.padEnd(14), `BA ${(out.reduce((a, b) => a + b) / out.length).toFixed(3)} (${out.map((x) => x.toFixed(3)).join(", ")})`);
}
