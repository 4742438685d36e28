/**
 * `npm run eval:judges [-- FILE] [--show dev]`: the offline grader (and the
 * local detector) on a labelled realistic answer set — agreement, per-class
 * recall and balanced accuracy, each with its Wilson interval, per split and
 * per bank. `--show dev` lists the development part's disagreements (never
 * the held-out part's: that part is not for tuning).
 */
import { autoGrade } from "@/lib/grading/autoGrader";
import { REALISTIC_BANKS, type RealisticItem, realisticSet } from "@/lib/grading/realistic/load";
import fs from "node:fs";
import path from "node:path";
import { rate } from "@/lib/stats";
import { SUPPORT_THRESHOLD } from "@/lib/verifier/detector";
import { type LogisticModel, predict } from "@/lib/verifier/logistic";
import { realisticPairs } from "@/lib/verifier/trainingData";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--") && args[args.indexOf(a) - 1] !== "--show");
const show = args.includes("--show") ? args[args.indexOf("--show") + 1] : null;
const items = realisticSet(file);
const graded = items.map((it) => ({
  it,
  g: autoGrade({ answer: it.answer, citedNoteId: it.citedNoteId, question: it.question, referencia: it.referencia, answerable: it.answerable, goldNote: it.goldNoteId === null ? null : it.notes.get(it.goldNoteId)!, notes: it.notes }),
}));
const fmt = (k: number, n: number) => {
  const r = rate(k, n);
  return `${k}/${n} = ${r.p.toFixed(3)} [${r.low.toFixed(2)}, ${r.high.toFixed(2)}]`;
};
function report(name: string, xs: typeof graded) {
  const agree = xs.filter((x) => x.g.letter === x.it.letter).length;
  const per = (["R", "X", "N"] as const).map((l) => {
    const c = xs.filter((x) => x.it.letter === l);
    return `${l} ${fmt(c.filter((x) => x.g.letter === l).length, c.length)}`;
  });
  process.stdout.write(`${name.padEnd(18)} agreement ${fmt(agree, xs.length)} · recall ${per.join(" · ")}\n`);
}
for (const split of ["dev", "heldout", "fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7", "fresh8", "fresh9", "fresh10", "fresh11", "fresh12", "fresh13", "fresh14", "fresh15", "fresh16", "fresh17", "fresh18", "fresh19", "fresh20", "fresh21", "fresh22", "fresh23", "fresh24", "fresh25", "fresh26", "fresh27", "fresh28", "fresh29", "fresh30", "fresh31", "fresh32", "fresh33", "fresh34", "fresh35", "fresh36", "fresh37", "fresh38", "fresh39", "fresh40", "fresh41", "fresh42", "fresh43", "fresh44", "fresh45", "fresh46", "fresh47", "fresh48", "fresh49", "fresh50", "fresh51", "fresh52", "fresh53", "fresh54", "fresh55", "fresh56", "fresh57", "fresh58", "fresh59", "fresh60", "fresh61", "fresh62", "fresh63", "fresh64", "fresh65", "fresh66", "fresh67", "fresh68", "fresh69", "fresh70", "fresh71", "fresh72", "fresh73", "fresh74", "fresh75", "fresh76", "fresh77", "fresh78", "fresh79", "fresh80", "fresh81", "fresh82", "fresh83", "fresh84", "fresh85", "fresh86", "fresh87", "fresh88", "fresh89", "fresh90", "fresh91", "fresh92", "fresh93", "fresh94", "fresh95", "fresh96", "fresh97", "fresh98", "fresh99", "fresh100", "fresh101", "fresh102", "fresh103", "fresh104", "fresh105", "fresh106", "fresh107", "fresh108", "fresh109", "fresh110", "fresh111", "fresh112", "fresh113", "fresh114", "fresh115", "fresh116", "fresh117", "fresh118", "fresh119", "fresh120", "fresh121", "fresh122", "fresh123", "fresh124", "fresh125", "fresh126", "fresh127", "fresh128", "fresh129", "fresh130", "fresh131", "fresh132", "fresh133", "fresh134", "fresh135", "fresh136", "fresh137", "fresh138", "fresh139", "fresh140", "fresh141", "fresh142", "fresh143", "fresh144", "fresh145", "fresh146", "fresh147", "fresh148", "fresh149", "fresh150", "fresh151", "fresh152", "fresh153", "fresh154", "fresh155", "fresh156", "fresh157", "fresh158", "fresh159", "fresh160", "fresh161", "fresh162", "fresh163", "fresh164", "fresh165", "fresh166", "fresh167", "fresh168", "fresh169", "fresh170", "fresh171", "fresh172", "fresh173", "fresh174", "fresh175", "fresh176", "fresh177", "fresh178", "fresh179", "fresh180", "fresh181", "fresh182", "fresh183", "fresh184", "fresh185", "fresh186", "fresh187", "fresh188", "fresh189", "fresh190", "fresh191", "fresh192", "fresh193", "fresh194", "fresh195"] as const) {
  report(split, graded.filter((x) => x.it.split === split));
  for (const bank of REALISTIC_BANKS) {
    const xs = graded.filter((x) => x.it.split === split && x.it.bank === bank);
    if (xs.length && !split.startsWith("fresh")) report(`  ${split}/${bank}`, xs);
  }
}
report("all", graded);
// The local detector as it ships (lib/verifier/model/detector.json): hallucinations caught and faithful answers passed.
const model = JSON.parse(fs.readFileSync(path.join(process.cwd(), "lib/verifier/model/detector.json"), "utf8")) as LogisticModel;
for (const split of ["dev", "heldout", "fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7", "fresh8", "fresh9", "fresh10", "fresh11", "fresh12", "fresh13", "fresh14", "fresh15", "fresh16", "fresh17", "fresh18", "fresh19", "fresh20", "fresh21", "fresh22", "fresh23", "fresh24", "fresh25", "fresh26", "fresh27", "fresh28", "fresh29", "fresh30", "fresh31", "fresh32", "fresh33", "fresh34", "fresh35", "fresh36", "fresh37", "fresh38", "fresh39", "fresh40", "fresh41", "fresh42", "fresh43", "fresh44", "fresh45", "fresh46", "fresh47", "fresh48", "fresh49", "fresh50", "fresh51", "fresh52", "fresh53", "fresh54", "fresh55", "fresh56", "fresh57", "fresh58", "fresh59", "fresh60", "fresh61", "fresh62", "fresh63", "fresh64", "fresh65", "fresh66", "fresh67", "fresh68", "fresh69", "fresh70", "fresh71", "fresh72", "fresh73", "fresh74", "fresh75", "fresh76", "fresh77", "fresh78", "fresh79", "fresh80", "fresh81", "fresh82", "fresh83", "fresh84", "fresh85", "fresh86", "fresh87", "fresh88", "fresh89", "fresh90", "fresh91", "fresh92", "fresh93", "fresh94", "fresh95", "fresh96", "fresh97", "fresh98", "fresh99", "fresh100", "fresh101", "fresh102", "fresh103", "fresh104", "fresh105", "fresh106", "fresh107", "fresh108", "fresh109", "fresh110", "fresh111", "fresh112", "fresh113", "fresh114", "fresh115", "fresh116", "fresh117", "fresh118", "fresh119", "fresh120", "fresh121", "fresh122", "fresh123", "fresh124", "fresh125", "fresh126", "fresh127", "fresh128", "fresh129", "fresh130", "fresh131", "fresh132", "fresh133", "fresh134", "fresh135", "fresh136", "fresh137", "fresh138", "fresh139", "fresh140", "fresh141", "fresh142", "fresh143", "fresh144", "fresh145", "fresh146", "fresh147", "fresh148", "fresh149", "fresh150", "fresh151", "fresh152", "fresh153", "fresh154", "fresh155", "fresh156", "fresh157", "fresh158", "fresh159", "fresh160", "fresh161", "fresh162", "fresh163", "fresh164", "fresh165", "fresh166", "fresh167", "fresh168", "fresh169", "fresh170", "fresh171", "fresh172", "fresh173", "fresh174", "fresh175", "fresh176", "fresh177", "fresh178", "fresh179", "fresh180", "fresh181", "fresh182", "fresh183", "fresh184", "fresh185", "fresh186", "fresh187", "fresh188", "fresh189", "fresh190", "fresh191", "fresh192", "fresh193", "fresh194", "fresh195"] as const) {
  const pairs = realisticPairs(items, split);
  const flagged = (p: (typeof pairs)[number]) => predict(model, p.features) < SUPPORT_THRESHOLD;
  const pos = pairs.filter((p) => p.supported === 0);
  const neg = pairs.filter((p) => p.supported === 1);
  const caught = pos.filter(flagged).length;
  const passed = neg.filter((p) => !flagged(p)).length;
  // Faithful paraphrases: every faithful form but the reference's own words (as in the model card).
  const para = neg.filter((p) => p.type !== "exact");
  process.stdout.write(
    `detector ${split.padEnd(8)} caught ${fmt(caught, pos.length)} · passed ${fmt(passed, neg.length)} · balanced accuracy ${((caught / pos.length + passed / neg.length) / 2).toFixed(3)} · false alarms on paraphrases ${fmt(para.filter(flagged).length, para.length)}${split === "dev" ? " (trained on)" : ""}\n`,
  );
}
if (show) {
  for (const { it, g } of graded.filter((x) => x.it.split === show && x.g.letter !== x.it.letter)) {
    process.stdout.write(`${it.clave} ${it.letter}→${g.letter} [${it.phenomenon}] «${it.answer}» — ${g.reason}\n`);
  }
}
export type { RealisticItem };
