/**
 * `npm run cv:detector`: how the local detector's training weight of the realistic development answers was
 * chosen — 5-fold cross-validation by question on the development part only (3 shuffles of the folds), the
 * synthetic training pairs always in training. Prints the balanced accuracy at the shipped threshold per variant.
 * `npm run cv:detector -- [variant]` runs one variant; CV_THRESHOLD=0.4 scores another threshold.
 * The held-out part is never read here.
 */
import { realisticSet } from "@/lib/grading/realistic/load";
import { isHeldOut, labelledPairs, realisticPairs } from "@/lib/verifier/trainingData";
import { predict, trainLogistic } from "@/lib/verifier/logistic";
import { trainDetector } from "@/lib/verifier/train";
import { SUPPORT_THRESHOLD } from "@/lib/verifier/detector";
// CV_DROP=15,16 scores the model without those feature columns (zeroed: a logistic model then ignores them).
const drop = (process.env.CV_DROP ?? "").split(",").filter(Boolean).map(Number);
const dropped = <T extends { features: Float32Array }>(ps: T[]) => { for (const p of ps) for (const k of drop) p.features[k] = 0; return ps; };
const syn = dropped((await labelledPairs({ questions: 3000, seed: 7 })).filter((p) => !isHeldOut(p.noteId)));
const items = realisticSet();
const devItems = items.filter((it) => it.split === "dev" && it.citedNoteId !== null && it.notes.has(it.citedNoteId) && it.supported !== null);
const dev = dropped(realisticPairs(items, "dev"));
const fresh = dropped(realisticPairs(items, "fresh"));
// The later banks, each opened after its untouched first run (the held-out part never is).
const later = (["fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7", "fresh8", "fresh10", "fresh11", "fresh12", "fresh13", "fresh14", "fresh15", "fresh16", "fresh17", "fresh18", "fresh19", "fresh20", "fresh21", "fresh22", "fresh23", "fresh24", "fresh25", "fresh26", "fresh27", "fresh28", "fresh29", "fresh30", "fresh31", "fresh32", "fresh33", "fresh34", "fresh35", "fresh36", "fresh37", "fresh38", "fresh39", "fresh40", "fresh41", "fresh42", "fresh43", "fresh44", "fresh45", "fresh46", "fresh47", "fresh48", "fresh49", "fresh50", "fresh51", "fresh52", "fresh53", "fresh54", "fresh55", "fresh56", "fresh57", "fresh58", "fresh59", "fresh60", "fresh61", "fresh62", "fresh63", "fresh64", "fresh65", "fresh66", "fresh67", "fresh68", "fresh69", "fresh70", "fresh71", "fresh72", "fresh73", "fresh74", "fresh75", "fresh76", "fresh77", "fresh78", "fresh79", "fresh80", "fresh81", "fresh82", "fresh83", "fresh84", "fresh85", "fresh86", "fresh87", "fresh88", "fresh89", "fresh90", "fresh91", "fresh92", "fresh93", "fresh94", "fresh95", "fresh96", "fresh97", "fresh98", "fresh99", "fresh100", "fresh101", "fresh102", "fresh103", "fresh104", "fresh105", "fresh106", "fresh107", "fresh108", "fresh109", "fresh110", "fresh111", "fresh112", "fresh113", "fresh114", "fresh115", "fresh116", "fresh117", "fresh118", "fresh119", "fresh120", "fresh121", "fresh122", "fresh123", "fresh124", "fresh125", "fresh126", "fresh127", "fresh128", "fresh129", "fresh130", "fresh131", "fresh132", "fresh133", "fresh134", "fresh135", "fresh136", "fresh137", "fresh138", "fresh139", "fresh140", "fresh141", "fresh142", "fresh143", "fresh144", "fresh145", "fresh146", "fresh147", "fresh148", "fresh149", "fresh150", "fresh151", "fresh152", "fresh153", "fresh154", "fresh155", "fresh156", "fresh157", "fresh158", "fresh159", "fresh160", "fresh161", "fresh162", "fresh163", "fresh164", "fresh165", "fresh166", "fresh167", "fresh168", "fresh169", "fresh170", "fresh171", "fresh172", "fresh173", "fresh174", "fresh175", "fresh176", "fresh177", "fresh178", "fresh179", "fresh180", "fresh181", "fresh182", "fresh183", "fresh184", "fresh185", "fresh186", "fresh187", "fresh188", "fresh189", "fresh190", "fresh191", "fresh192", "fresh193"] as const).map((split) => ({ split, pairs: dropped(realisticPairs(items, split)) }));
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
  "dev only+vetos": (tr) => { const m = trainDetector(tr); return (p) => predict(m, p.features); },
  "syn+dev×10+vetos": (tr) => { const m = trainDetector([...syn, ...Array.from({ length: 10 }, () => tr).flat()]); return (p) => predict(m, p.features); },
  "syn+dev×40+vetos": (tr) => { const m = trainDetector([...syn, ...Array.from({ length: 40 }, () => tr).flat()]); return (p) => predict(m, p.features); },
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
    out.push(ba(dev, (p) => preds.get(p)!, Number(process.env.CV_THRESHOLD ?? SUPPORT_THRESHOLD)).ba);
  }
  shuffle = 0;
  // Across banks: train on all but one of the development seed bank, the development second bank and every later
  // bank (third to seventh), score the one left out.
  const byBank = [...dev.map((p, i) => ({ p, g: `dev/${devItems[i]!.bank}` })), ...fresh.map((p) => ({ p, g: "fresh" })), ...later.flatMap(({ split, pairs }) => pairs.map((p) => ({ p, g: split })))];
  const groups = [...new Set(byBank.map((x) => x.g))];
  const cross = groups.map((g) => {
    const pr = fit(byBank.filter((x) => x.g !== g).map((x) => x.p));
    if (process.env.CV_SHOW) for (const { p } of byBank.filter((x) => x.g === g)) if ((pr(p) >= Number(process.env.CV_THRESHOLD ?? SUPPORT_THRESHOLD)) !== (p.supported === 1)) console.log(`${g} sup=${p.supported} p=${pr(p).toFixed(2)} [${p.type}] «${p.answer}» f=${Array.from(p.features).map((x) => x.toFixed(1)).join(",")}`);
    return `${g} ${ba(byBank.filter((x) => x.g === g).map((x) => x.p), pr, Number(process.env.CV_THRESHOLD ?? SUPPORT_THRESHOLD)).ba.toFixed(3)}`;
  });
  console.log(name.padEnd(14), `BA ${(out.reduce((a, b) => a + b) / out.length).toFixed(3)} (${out.map((x) => x.toFixed(3)).join(", ")}) · across banks ${cross.join(", ")}`);
}
