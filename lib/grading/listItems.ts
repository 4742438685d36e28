/**
 * How an answer says the items of a reference that lists them (lib/grading/reference.ts): a count said back by names,
 * and the polarity each item is said with.
 */
import type { Token } from "@/lib/text/analyze";

/**
 * A reference's "los dos mares", "las tres hermanas", "los rostros de cuatro presidentes" counts back things named
 * elsewhere: an answer that names as many ("el Mediterráneo y el mar Rojo") or says "ambos" says it.
 */
export function countedBack(t: Token, reference: readonly Token[], answer: readonly Token[]): boolean {
  const at = reference.indexOf(t);
  if (t.num === null || !Number.isInteger(t.num) || t.num < 2 || t.num > 5 || !["los", "las", "de"].includes(reference[at - 1]?.fold ?? "")) return false;
  // (Or by the noun it counts under the same article: "las bases" for "las dos bases".)
  const [article, noun] = [reference[at - 1]!.fold, reference[at + 1]];
  if (article !== "de" && noun?.content && answer.some((a, k) => a.stem === noun.stem && answer[k - 1]?.fold === article)) return true;
  return new Set(answer.filter((a) => a.name).map((a) => a.stem)).size >= t.num || (t.num === 2 && answer.some((a) => a.fold === "ambos" || a.fold === "ambas"));
}

/**
 * "Se golpean, no se pulsan" for "se pulsan, no se golpean": an item the reference denies said affirmed and one it
 * affirms said denied, every word of each (read in the whole reference, as the answer's are in the answer). `saidBy`
 * maps each item's words to the answer's words that say them. The index of the affirmed item so turned, or -1.
 */
export function polarityTurned(saidBy: readonly ReadonlyMap<Token, Token>[], reference: readonly Token[]): number {
  const inWhole = new Map(reference.map((t) => [t.raw, t.negated]));
  const turned = (denied: boolean) => saidBy.findIndex((m) => m.size > 0 && [...m].every(([t, by]) => inWhole.get(t.raw) === denied && by.negated !== denied));
  return turned(true) >= 0 ? turned(false) : -1;
}
