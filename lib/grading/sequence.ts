/**
 * Order said with "después de" / "antes de" (lib/grading/autoGrader.ts): "aplastando los granos después de cocerlos"
 * puts the cooking first; an answer that says "aplastando los granos y después cociéndolos" turns the order round.
 */
import { type Token, alignsLiterally, tokenIndex } from "@/lib/text/analyze";

/** Words that put what follows them later than what comes before ("y después", "y luego"). */
const THEN = new Set(["despues", "luego", "then", "afterwards"]);

/**
 * The reference's "A después de B" (B first) or "A antes de B" (A first), said by the answer in the other order with
 * "…, y después / luego …": the reference's phrase, or null.
 */
export function sequenceFlip(answer: readonly Token[], reference: readonly Token[]): string | null {
  for (let i = 1; i + 1 < reference.length; i++) {
    const word = reference[i]!.fold;
    if ((word !== "despues" && word !== "antes") || !["de", "del"].includes(reference[i + 1]!.fold)) continue;
    const clause = reference[i]!.clause;
    const as = reference.slice(0, i).filter((t) => t.content && t.clause === clause && !t.commaBefore).slice(0, 3);
    const bs = reference.slice(i + 2).filter((t) => t.content && t.clause === clause).slice(0, 3);
    if (!as.length || !bs.length) continue;
    // The answer's order: which of the two it says before its "después" / "luego", which after.
    const then = answer.findIndex((t, k) => THEN.has(t.fold) && !["de", "del"].includes(answer[k + 1]?.fold ?? ""));
    if (then < 0) continue;
    const says = (ts: readonly Token[], rs: readonly Token[]) => ts.some((t) => t.content && rs.some((r) => alignsLiterally(t, tokenIndex(r))));
    const [before, after] = [answer.slice(0, then), answer.slice(then + 1)];
    // "A después de B" is B, then A; "A antes de B" is A, then B.
    const [first, second] = word === "despues" ? [bs, as] : [as, bs];
    if (says(before, second) && !says(after, second) && says(after, first) && !says(before, first)) return `${as[0]!.raw} ${word === "despues" ? "después" : "antes"} de ${bs[0]!.raw}`;
  }
  return null;
}
