/**
 * A reference word said without the word: a zero as a denial ("ninguno" / "No tiene ejes"); a count of the whole set
 * as "todos" ("los tres" / "todos"); a word of negative prefix as "sin" and its root ("inmóvil" / "sin moverse").
 */
import { type SourceIndex, type Token } from "@/lib/text/analyze";
import { CLITICS, DETERMINERS, PHRASE_PREPOSITIONS } from "@/lib/text/spanish";
import { stemWord } from "@/lib/text/stem";
import { ALL } from "./flips";
import { WHERE_QUESTION } from "@/lib/verifier/questionPatterns";

/** The stem of a word's root past a negative prefix ("inmóvil" → "movil", "incoloro" → "color"), or null. */
export function negativeRoot(word: string): string | null {
  const root = /^(?:in|im|des)(\p{L}{4,})$/u.exec(word)?.[1];
  return root ? stemWord(root) : null;
}
const rootsMeet = (root: string, stem: string) => stem.length >= 3 && (root.startsWith(stem) || stem.startsWith(root));
/** Whether the i-th word follows "sin" (a clitic between): "sin moverse", "sin color". */
const afterSin = (tokens: readonly Token[], i: number) => tokens[i - 1]?.fold === "sin" || (CLITICS.has(tokens[i - 1]?.fold ?? "") && tokens[i - 2]?.fold === "sin");

/**
 * A word of negative prefix said as "sin" and its root: "inmóvil" as "sin moverse", "incoloro" as "sin color" — `a` the
 * answer word after "sin" whose stem the root's begins with, or the reverse.
 */
export function saidWithSin(t: Token, a: Token, answer: readonly Token[]): boolean {
  const root = negativeRoot(t.fold);
  return root !== null && a.content && afterSin(answer, answer.indexOf(a)) && rootsMeet(root, a.stem);
}

/** The i-th word, after "sin", is the root of a word of negative prefix the source says ("sin moverse" for "inmóvil"). */
export function sinOfSource(tokens: readonly Token[], i: number, source: SourceIndex): boolean {
  return afterSin(tokens, i) && [...source.stems].some((s) => {
    const root = negativeRoot(s);
    return root !== null && rootsMeet(root, tokens[i]!.stem);
  });
}

/**
 * A count after a definite article is the whole set ("los tres distintos"): an answer says it with "todos" (or "ambos"
 * for two: "Todos diferentes entre sí") — not where it gives another number.
 */
export function saidAsAll(t: Token, reference: readonly Token[], answer: readonly Token[]): boolean {
  const [before, after] = [reference[reference.indexOf(t) - 1]?.fold ?? "", reference[reference.indexOf(t) + 1]?.fold ?? ""];
  const all = answer.some((a) => ALL.has(a.fold) || (t.num === 2 && ["ambos", "ambas", "both"].includes(a.fold)));
  // (Not a count that picks some of a set out, "las dos mejores", "los tres primeros", "las dos más altas": all is more.)
  const picked = /^(mejores|peores|mayores|menores|primer[oa]s|ultim[oa]s|mas|menos|best|worst|first|last|most)$/.test(after);
  return t.num !== null && Number.isInteger(t.num) && t.num >= 2 && ["los", "las", "the"].includes(before) && !picked && all && answer.every((a) => a.num === null);
}

/** Words that say a zero by themselves ("ninguno", "nada", "cero"). */
const ZERO = new Set(["ningun", "ninguna", "ninguno", "ningunos", "ningunas", "nada", "nadie", "cero", "none", "zero", "nothing", "nobody"]);
const DENYING = new Set([...ZERO, "no", "ni", "nunca", "sin", "not", "never", "without"]);

/**
 * A reference that is a zero and nothing else ("ninguno") is said by an answer that denies the thing asked and counts
 * none of it ("No tiene ejes de simetría", "Cero") — not by one that gives a number ("No, tiene tres").
 */
export function zeroSaid(reference: readonly Token[], answer: readonly Token[]): boolean {
  const words = reference.filter((t) => /[\p{L}\p{N}]/u.test(t.raw) && !["el", "la", "los", "las"].includes(t.fold));
  return words.length > 0 && words.every((t) => ZERO.has(t.fold) || t.num === 0) && answer.some((t) => DENYING.has(t.fold) || t.num === 0) && answer.every((t) => t.num === null || t.num === 0);
}

/**
 * Asked where, the answer says a name right after a preposition of place (its article aside), with no word of its own
 * heading it: "en Leiden" for "en la Universidad de Leiden" names the place (not "en la costa del Bahoruco").
 */
export function placeNamedBare(answer: readonly Token[], name: Token, question: string): boolean {
  const at = answer.findIndex((a) => a.stem === name.stem);
  const before = at > 0 ? answer.slice(0, at).findLast((a) => !DETERMINERS.has(a.fold))?.fold : undefined;
  return WHERE_QUESTION.test(question) && before !== undefined && PHRASE_PREPOSITIONS.has(before) && before !== "de" && before !== "del";
}
