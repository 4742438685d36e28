import type { Token } from "@/lib/text/analyze";

/**
 * Nouns of persons whose masculine ends in -o and feminine in -a, one stem for both ("hermano" / "hermana" → "herman"):
 * kin and the like. Said in the other gender, such a noun names another person.
 */
const GENDERED = /^(herman|hij|ti|abuel|prim|sobrin|niet|espos|novi|nin|suegr|cunad|viud)([oa])s?$/;

const genderOf = (t: Token) => GENDERED.exec(t.fold)?.[2] ?? null;

/**
 * A person of the reference said in the other gender ("su hermano" for "su hermana Nannerl"): the reference's word and
 * the answer's, where the reference never says the answer's gender of that noun. Null when there is none.
 */
export function genderSwapped(answer: readonly Token[], reference: readonly Token[]): [Token, Token] | null {
  for (const a of answer) {
    const g = genderOf(a);
    if (g === null) continue;
    const same = reference.filter((r) => genderOf(r) !== null && r.stem === a.stem);
    if (same.length && same.every((r) => genderOf(r) !== g)) return [same[0]!, a];
  }
  return null;
}
