import { realisticSet } from "@/lib/grading/realistic/load";
import { realisticPairs } from "@/lib/verifier/trainingData";
import { answerSlotText } from "@/lib/verifier/slot";
import fs from "node:fs";
import { predict } from "@/lib/verifier/logistic";
const model = JSON.parse(fs.readFileSync("lib/verifier/model/detector.json", "utf8"));
const items = realisticSet();
for (const split of process.argv[2]!.split(",")) {
  for (const it of items.filter((it) => it.split === split && it.citedNoteId !== null && it.notes.has(it.citedNoteId) && it.supported !== null)) {
    const f = realisticPairs([it], split as any)[0]!.features;
    const p = predict(model, f);
    const s = it.supported ? 1 : 0;
    if ((p >= 0.5) !== (s === 1)) console.log(`${it.clave} sup=${s} p=${p.toFixed(2)} [${it.phenomenon}] Q=«${it.question}» A=«${it.answer}» slot=«${answerSlotText(it.notes.get(it.citedNoteId!)!, it.question)}» f=${Array.from(f).map((x) => x.toFixed(1)).join(",")}`);
  }
}
