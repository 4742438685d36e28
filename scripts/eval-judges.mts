/**
 * `npm run eval:judges [-- FILE] [--show dev]`: the offline grader (and the
 * local detector) on a labelled realistic answer set — agreement, per-class
 * recall and balanced accuracy, each with its Wilson interval, per split and
 * per bank. `--show dev` lists the development part's disagreements (never
 * the held-out part's: that part is not for tuning).
 */
import { autoGrade } from "@/lib/grading/autoGrader";
import { type RealisticItem, realisticSet } from "@/lib/grading/realistic/load";
import { rate } from "@/lib/stats";

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
for (const split of ["dev", "heldout"] as const) {
  report(split, graded.filter((x) => x.it.split === split));
  for (const bank of ["semilla", "ciencias"] as const) report(`  ${split}/${bank}`, graded.filter((x) => x.it.split === split && x.it.bank === bank));
}
report("all", graded);
if (show) {
  for (const { it, g } of graded.filter((x) => x.it.split === show && x.g.letter !== x.it.letter)) {
    process.stdout.write(`${it.clave} ${it.letter}→${g.letter} [${it.phenomenon}] «${it.answer}» — ${g.reason}\n`);
  }
}
export type { RealisticItem };
