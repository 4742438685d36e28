/**
 * Facts crossed over: "el de Física en 1911 y el de Química en 1903" where the note says "el de Física en 1903 y el de
 * Química en 1911". Every word and every number is the note's, so neither a missing word nor an added one shows it;
 * what is wrong is which number goes with which thing.
 */
import { type Token, alignsLiterally, tokenIndex } from "./analyze";
import { NUMERAL_MULTIPLIERS, ORDINALS } from "./lexicon";
import { MEASURE_UNIT } from "./phrases";

/** The same word, literally or by its family ("columnas" / "columna"). */
const sameWord = (a: Token, b: Token) => alignsLiterally(a, tokenIndex(b));

/** How far (in words) a number may stand after the thing it is said of. */
const REACH = 4;

/** Each number of a text with the content word it is said of: the nearest one before it in its clause. */
function bindings(tokens: readonly Token[]): { word: Token; num: Token }[] {
  const out: { word: Token; num: Token }[] = [];
  tokens.forEach((t, i) => {
    if (t.num === null) return;
    // "0 para la ebullición y 100 para la congelación": the thing a number is set for comes after it.
    const forward = ["para", "for"].includes(tokens[i + 1]?.fold ?? "") ? tokens.slice(i + 2, i + 5).find((w) => w.content && w.num === null && w.clause === t.clause) : undefined;
    if (forward) {
      out.push({ word: forward, num: t });
      return;
    }
    for (let k = i - 1; k >= Math.max(0, i - REACH); k--) {
      const w = tokens[k]!;
      if (w.clause !== t.clause) break;
      if (w.num !== null) break;
      if (w.content) {
        out.push({ word: w, num: t });
        return;
      }
    }
  });
  return out;
}

/**
 * A number the answer gives to one thing where the source gives it to another thing the answer also names, and gives
 * the first thing another number: [the answer's thing, its number], or null.
 */
export function crossedNumbers(answer: readonly Token[], source: readonly Token[]): [Token, Token] | null {
  const swapped = swappedCount(answer, source);
  if (swapped) return swapped;
  const theirs = bindings(source);
  const mine = bindings(answer);
  for (const { word, num } of mine) {
    const sourceNums = theirs.filter((b) => sameWord(word, b.word)).map((b) => b.num.num);
    if (sourceNums.length === 0 || sourceNums.includes(num.num)) continue;
    // The source says this number of another thing, which the answer names with another of the source's numbers.
    const owners = theirs.filter((b) => b.num.num === num.num && !sameWord(word, b.word)).map((b) => b.word);
    if (owners.some((o) => mine.some((m) => m !== undefined && sameWord(m.word, o) && sourceNums.includes(m.num.num)))) return [word, num];
  }
  return null;
}

/** Each number said right before a content word of its clause ("dos columnas"): how many of that thing. */
function counts(tokens: readonly Token[]): { word: Token; num: Token }[] {
  const out: { word: Token; num: Token }[] = [];
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    if (t.num !== null && next && next.clause === t.clause && next.content && next.num === null) out.push({ word: next, num: t });
  });
  return out;
}

/**
 * A count and the number said after the thing counted, turned round: "tres columnas de dos" where the note says "dos
 * columnas de tres". [the answer's thing, its count], or null.
 */
function swappedCount(answer: readonly Token[], source: readonly Token[]): [Token, Token] | null {
  // The source's "N cosas de M": a count and a number after "de" on one word.
  const pairs = counts(source).flatMap(({ word, num }) => {
    const i = source.indexOf(word);
    const of = source[i + 2];
    return source[i + 1]?.fold === "de" && of?.num != null && of.clause === word.clause ? [{ word, count: num.num, of: of.num }] : [];
  });
  for (const { word, num } of counts(answer)) {
    const pair = pairs.find((p) => sameWord(word, p.word));
    if (pair && num.num !== pair.count && num.num === pair.of) return [word, num];
  }
  return null;
}

/**
 * Many of a thing the source has only one of: "dos ejes de simetría" where it says "tiene un eje de simetría" and
 * counts it no other way. [the answer's thing, its count], or null.
 */
export function countedAsOne(answer: readonly Token[], source: readonly Token[]): [Token, Token] | null {
  // (Not one set against another: "una cinta tiene ganchos y la otra, bucles".)
  const another = (i: number) => source.slice(i, i + 12).some((t) => /^otr[oa]s?$/.test(t.fold));
  const ones = source.flatMap((t, i) => (["un", "una"].includes(t.fold) && source[i + 1]?.content && source[i + 1]!.num === null && !another(i) ? [source[i + 1]!] : []));
  const others = counts(source);
  for (const { word, num } of counts(answer)) {
    // (A cardinal of a thing: "la tercera isla" is a rank; "doce meses" is "un año" in another unit.)
    // (The same noun in the plural, not one of its family: "dos partes" is no count of "un partido".)
    const singular = (o: Token) => [word.fold, word.fold.replace(/s$/, ""), word.fold.replace(/es$/, "")].includes(o.fold);
    // (Nor a multiple said of one thing: "una doble caña", "de doble lengüeta" are one reed, double.)
    if (num.num! < 2 || ORDINALS[num.fold] !== undefined || NUMERAL_MULTIPLIERS.has(num.fold) || ["un", "una"].includes(answer[answer.indexOf(num) - 1]?.fold ?? "") || MEASURE_UNIT.test(word.fold) || !ones.some((o) => sameWord(word, o) && singular(o)) || others.some((c) => sameWord(word, c.word))) continue;
    return [word, num];
  }
  return null;
}
