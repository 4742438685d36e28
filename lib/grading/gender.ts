import type { Token } from "@/lib/text/analyze";
import { foldAccents } from "@/lib/text/spanish";

/**
 * Nouns of persons whose masculine ends in -o and feminine in -a, one stem for both ("hermano" / "hermana" → "herman"):
 * kin and the like. Said in the other gender, such a noun names another person.
 */
const GENDERED = /^(herman|hij|ti|abuel|prim|sobrin|niet|espos|novi|nin|suegr|cunad|viud)([oa])s?$/;

/**
 * Nouns of persons (and of animals by sex) whose masculine and feminine are different words: each pair one person said
 * in either gender ("el rey" / "la reina").
 */
const PAIRS: readonly [string, string][] = [
  ["rey", "reina"], ["príncipe", "princesa"], ["conde", "condesa"], ["duque", "duquesa"], ["emperador", "emperatriz"], ["barón", "baronesa"],
  ["padre", "madre"], ["actor", "actriz"], ["héroe", "heroína"], ["poeta", "poetisa"], ["alcalde", "alcaldesa"], ["dios", "diosa"],
  ["yerno", "nuera"], ["padrino", "madrina"], ["sacerdote", "sacerdotisa"], ["gallo", "gallina"], ["caballo", "yegua"], ["toro", "vaca"],
  ["hombre", "mujer"], ["papá", "mamá"], ["zar", "zarina"], ["profeta", "profetisa"],
];
/** A noun of a person and the gender a word says it in. */
type Person = { readonly noun: string; readonly gender: string };
/** A noun's singular and plural, folded ("rey", "reyes"; "emperatriz", "emperatrices"). */
const forms = (w: string) => [foldAccents(w), foldAccents(w.endsWith("z") ? `${w.slice(0, -1)}ces` : /[aeiouáéó]$/.test(w) ? `${w}s` : `${w}es`)];
const PAIRED = new Map<string, Person>(PAIRS.flatMap(([m, f]) => [...forms(m).map((w): [string, Person] => [w, { noun: m, gender: "o" }]), ...forms(f).map((w): [string, Person] => [w, { noun: m, gender: "a" }])]));

/** The noun of a person a word names and the gender it says it in: null for a word of no such noun. */
function genderOf(t: Token): Person | null {
  const kin = GENDERED.exec(t.fold);
  return kin ? { noun: t.stem, gender: kin[2]! } : (PAIRED.get(t.fold) ?? null);
}

/**
 * A person of the reference said in the other gender ("su hermano" for "su hermana Nannerl"): the reference's word and
 * the answer's, where the reference never says the answer's gender of that noun. Null when there is none.
 */
export function genderSwapped(answer: readonly Token[], reference: readonly Token[]): [Token, Token] | null {
  for (const a of answer) {
    const g = genderOf(a);
    if (g === null) continue;
    const same = reference.filter((r) => genderOf(r)?.noun === g.noun);
    // (Not where the answer says the reference's too: "de hombre…, no se admitían mujeres".)
    if (same.length && same.every((r) => genderOf(r)!.gender !== g.gender) && !answer.some((o) => o !== a && genderOf(o)?.noun === g.noun && genderOf(o)!.gender !== g.gender)) return [same[0]!, a];
  }
  return null;
}
