/**
 * The same thing said on the other side (lib/grading/autoGrader.ts): outside where the source says inside, one alone
 * where it says several, two steps in the other order.
 */
import { type Token, alignsLiterally, tokenIndex } from "@/lib/text/analyze";
import { CLITICS, DETERMINERS } from "@/lib/text/spanish";
import { phrase } from "./placement";

/** A word of one side and the thing it is said of ("fuera" of "área", "sola" of "hembra"). */
type Said = readonly [Token, Token | undefined];

/**
 * A thing the answer says on one side where the source says it on the other, either way round, each side read by its
 * own reader: the answer's word of that side, or null — not where the source says both sides of that thing.
 */
function otherSideOf(answer: readonly Token[], source: readonly Token[], one: (ts: readonly Token[]) => Said[], other: (ts: readonly Token[]) => Said[], same: (a: Token, b: Token) => boolean): Token | null {
  for (const [mine, theirs] of [[one, other], [other, one]] as const) {
    const said = theirs(source);
    const also = mine(source);
    for (const [q, n] of mine(answer)) if (n !== undefined && said.some(([, m]) => m !== undefined && same(m, n)) && !also.some(([, m]) => m !== undefined && same(m, n))) return q;
  }
  return null;
}

/**
 * The words of a side of a place, each before "de" (or "a", where it takes it): inside, outside, in front, behind,
 * above, below, near, far ("dentro del área", "frente al templo", "junto a la puerta").
 */
const SIDES: ReadonlyMap<string, number> = new Map([["dentro", "adentro"], ["fuera", "afuera"], ["delante", "frente", "enfrente"], ["detras"], ["encima"], ["debajo"], ["cerca", "junto"], ["lejos"]].flatMap((words, side) => words.map((w) => [w, side] as const)));

/**
 * "fuera del área" where the source says "dentro del área" (or the other way round; "dentro del templo" where it says
 * "frente al templo"): the same place said on another side of it. The answer's word of place, or null — not where the
 * source says that place on the answer's side too.
 */
export function outsideForInside(answer: readonly Token[], source: readonly Token[]): Token | null {
  // (Near and far denied are each other: "no lejos de La Habana" is "cerca de La Habana"; another side denied places
  // the thing on none.)
  const [near, far] = [SIDES.get("cerca")!, SIDES.get("lejos")!];
  const placed = (ts: readonly Token[]) => ts.flatMap((t, i) => {
    const side = SIDES.get(t.fold), denied = ts[i - 1]?.fold === "no";
    if (side === undefined || !/^(de|del|a|al)$/.test(ts[i + 1]?.fold ?? "") || (denied && side !== near && side !== far)) return [];
    return [[denied ? near + far - side : side, t, ts.slice(i + 2).find((x) => x.content)] as const];
  });
  const mine = placed(answer);
  if (!mine.length) return null;
  const theirs = placed(source);
  const says = (side: number, n: Token, same: boolean) => theirs.some(([k, , m]) => (k === side) === same && m !== undefined && m.stem === n.stem);
  return mine.find(([side, , n]) => n !== undefined && says(side, n, false) && !says(side, n, true))?.[1] ?? null;
}

/** Words of several things ("varias hembras") and of one alone ("una sola hembra", "un único hijo"). */
const SEVERAL = new Set(["varios", "varias", "muchos", "muchas", "numerosos", "numerosas", "diversos", "diversas"]);
const ALONE = new Set(["solo", "sola", "unico", "unica"]);

/**
 * "una sola hembra" where the source says "varias hembras" (or the other way round): one thing alone said where the
 * source says several of it. The answer's quantifier word, or null — not where the source says both of that noun.
 */
export function oneForSeveral(answer: readonly Token[], source: readonly Token[]): Token | null {
  const one = (ts: readonly Token[]): Said[] => ts.flatMap((t, i) => (ALONE.has(t.fold) && (ts[i - 1]?.fold === "un" || ts[i - 1]?.fold === "una") && ts[i + 1]?.content ? [[t, ts[i + 1]!] as const] : []));
  const several = (ts: readonly Token[]): Said[] => ts.flatMap((t, i) => (SEVERAL.has(t.fold) && ts[i + 1]?.content ? [[t, ts[i + 1]!] as const] : []));
  return otherSideOf(answer, source, one, several, (a, b) => a.stem === b.stem || a.stem.replace(/s$/, "") === b.stem.replace(/s$/, ""));
}

/** Two words that say the same thing: one stem, or each said literally by the other ("mezcla" / "mezclarlo"). */
const same = (x: Token, y: Token) => x.stem === y.stem || alignsLiterally(x, tokenIndex(y)) || alignsLiterally(y, tokenIndex(x));

/** Words that put what follows them after what comes before ("…y después lo mezcla", "…antes de quemarlo"). */
const THEN = new Set(["despues", "luego", "entonces"]);

/**
 * The pairs of content words a text says in order of time, the first before the second: "mezcla el gas con aire
 * antes de quemarlo" → (mezcla, quemar), (gas, quemar)…; "quema el gas y después lo mezcla" → (quema, mezcla)…;
 * "tras mezclarlo con aire, lo quema" → (mezclar, quema)… — the words of its sentence before the marker, within eight.
 */
function stepsInOrder(ts: readonly Token[]): [Token, Token][] {
  const out: [Token, Token][] = [];
  const firstAfter = (k: number) => ts.slice(k).find((x, j) => x.content && !ts.slice(k, k + j).some((y) => y.stopBefore) && !CLITICS.has(x.fold));
  const before = (k: number) => ts.slice(Math.max(0, k - 8), k).filter((x, j, all) => x.content && !all.slice(j + 1).some((y) => y.stopBefore) && !ts[k]!.stopBefore);
  ts.forEach((t, k) => {
    const next = ts[k + 1]?.fold;
    if (t.fold === "antes" && next === "de") {
      const b = firstAfter(k + 2);
      if (b) for (const a of before(k)) out.push([a, b]);
    } else if (THEN.has(t.fold) && next !== "de" && next !== "que") {
      const b = firstAfter(k + 1);
      if (b) for (const a of before(k)) out.push([a, b]);
    } else if ((k === 0 || t.stopBefore) && (t.fold === "tras" || (t.fold === "despues" && next === "de"))) {
      const a = firstAfter(k + (t.fold === "tras" ? 1 : 2));
      const comma = ts.findIndex((x, j) => j > k && x.commaBefore);
      if (a && comma > 0) for (const b of ts.slice(comma, comma + 8).filter((x, j, all) => x.content && !all.slice(0, j + 1).some((y) => y.stopBefore) && !CLITICS.has(x.fold))) out.push([a, b]);
    }
  });
  // (Of things done, not numbers: "después de 1, 2, 1 viene la fila 1, 3, 3, 1" orders no steps; nor the thing the
  // steps are done to, a noun after its determiner before "se": "la carne se cocina y después se deshilacha" /
  // "después de deshilacharla, la carne se guisa".)
  const patient = (x: Token, k = ts.indexOf(x)) => ts[k + 1]?.fold === "se" && DETERMINERS.has(ts[k - 1]?.fold ?? "");
  return out.filter(([a, b]) => a.stem !== b.stem && a.num === null && b.num === null && !patient(a) && !patient(b));
}

/**
 * Two steps said in the other order: "quema el gas y después lo mezcla con aire" where the source says "mezcla el gas con
 * aire antes de quemarlo". The answer's word of order, or null — not where the source says that order too.
 */
export function stepsReversed(answer: readonly Token[], source: readonly Token[]): Token | null {
  const theirs = stepsInOrder(source);
  const mine = stepsInOrder(answer);
  const reversed = mine.find(([a, b]) => theirs.some(([x, y]) => same(a, y) && same(b, x)) && !theirs.some(([x, y]) => same(a, x) && same(b, y)));
  return reversed ? (answer.find((t) => t.fold === "antes" || t.fold === "tras" || THEN.has(t.fold) || t.fold === "despues") ?? null) : null;
}

/**
 * The pairs a text sets one instead of the other: "hacer papel con madera en lugar de trapos viejos" → (madera, trapos
 * viejos); "en vez de", "y no" the same — the noun phrase right before the marker and the one right after it.
 */
function insteadPairs(ts: readonly Token[]): [Token[], Token[], Token][] {
  const out: [Token[], Token[], Token][] = [];
  ts.forEach((t, k) => {
    const marker = t.fold === "en" && ["lugar", "vez"].includes(ts[k + 1]?.fold ?? "") && ts[k + 2]?.fold === "de" ? 3 : t.fold === "y" && ts[k + 1]?.fold === "no" ? 2 : 0;
    if (marker === 0 || k === 0) return;
    const [kept, instead] = [phrase(ts, k, -1), phrase(ts, k + marker - 1, 1)];
    if (kept.length && instead.length) out.push([kept, instead, ts[k + 1]!]);
  });
  return out;
}

/**
 * One thing set instead of the other, the other way round: "con trapos viejos en lugar de madera" where the source says
 * "con madera en lugar de trapos viejos". The answer's marker word ("lugar", "vez", "no"), or null — not where the source says that way too.
 */
export function insteadSwapped(answer: readonly Token[], source: readonly Token[]): Token | null {
  const meets = (a: readonly Token[], b: readonly Token[]) => a.some((x) => b.some((y) => same(x, y)));
  const theirs = insteadPairs(source);
  const swapped = insteadPairs(answer).find(([k, i]) => theirs.some(([x, y]) => meets(k, y) && meets(i, x)) && !theirs.some(([x, y]) => meets(k, x) || meets(i, y)));
  return swapped?.[2] ?? null;
}
