import { type SourceIndex, type Token, align, alignsLiterally, indexTokens } from "@/lib/text/analyze";
import { DETERMINERS, PHRASE_PREPOSITIONS } from "@/lib/text/spanish";
import { opensRelative } from "@/lib/verifier/slotSpans";

/**
 * A missing reference word whose preceding reference word the answer says literally, followed (in the same clause)
 * by another word of the note that neither the reference nor the question holds — another thing of the note in the
 * reference word's place: [reference word, answer word].
 */
export function substitution(answer: readonly Token[], refContent: readonly Token[], missing: readonly Token[], reference: SourceIndex, question: SourceIndex, note: SourceIndex, refTokens: readonly Token[] = refContent): [Token, Token] | null {
  for (const r of missing) {
    const i = refContent.indexOf(r);
    if (i <= 0 || r.num !== null) continue;
    const before = indexTokens([refContent[i - 1]!]);
    const at = answer.findIndex((a) => a.content && alignsLiterally(a, before));
    if (at < 0) continue;
    const k = answer.findIndex((a, j) => j > at && a.content);
    const next = k < 0 ? undefined : answer[k];
    // (Not a phrase the answer inserts under a preposition the reference does not put there, and then goes on with
    // the reference's next words: "manchas rojas en la piel con escamas" for "placas rojas cubiertas de escamas" says
    // where, and replaces nothing.)
    const [from, to] = [refTokens.indexOf(refContent[i - 1]!), refTokens.indexOf(r)];
    const refBetween = from >= 0 && to > from ? new Set(refTokens.slice(from + 1, to).map((t) => t.fold)) : null;
    let p = k - 1;
    while (p > at && DETERMINERS.has(answer[p]!.fold)) p--;
    const resumes = k >= 0 && answer.slice(k + 1).some((a) => a.content && refContent.slice(i + 1).some((x) => alignsLiterally(a, indexTokens([x]))));
    const added = refBetween !== null && p > at && PHRASE_PREPOSITIONS.has(answer[p]!.fold) && !refBetween.has(answer[p]!.fold) && resumes;
    // (Nor a word in a relative clause set off after it: "el nombre de su clan, | con el que su pueblo lo llamaba".)
    const relative = answer.slice(at + 1, k + 1).some((a, d) => a.commaBefore && opensRelative(answer, at + 1 + d));
    if (next && !added && next.clause === answer[at]!.clause && !relative && next.num === null && !next.negated && alignsLiterally(next, note) && align(next, reference) === null && align(next, question) === null) return [r, next];
  }
  return null;
}
