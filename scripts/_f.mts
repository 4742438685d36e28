import { FEATURE_NAMES, pairFeatures } from "@/lib/verifier/features";
import { answerSlotText } from "@/lib/verifier/slot";
const [note, answer, question] = process.argv.slice(2) as [string, string, string];
const f = pairFeatures(note, answer, question);
console.log("slot:", answerSlotText(note, question));
console.log(FEATURE_NAMES.map((n, i) => `${n}=${f[i]!.toFixed(2)}`).join(" "));
