/**
 * Order said in words (lib/grading/autoGrader.ts): "aplastando los granos después de cocerlos" puts the cooking first,
 * "primero con Julio César y después con Marco Antonio" César first; an answer that says the two the other way round
 * with "…, y después / luego …" turns the order round.
 */
import { type Token, alignsLiterally, listNumbers, sameFamily, tokenIndex } from "@/lib/text/analyze";

/** Words that put what follows them later than what comes before ("y después", "y luego"). */
const THEN = new Set(["despues", "luego", "then", "afterwards"]);

/** Verbs of turning one thing into another ("transforma A en B", "convirtió A en B"). */
const CHANGE = /^(transform|conv(?:ie|i|e)rt)/;

/** Where a text says "…, y después / luego …" (not "después de") or "al día siguiente", or -1. */
const thenAt = (ts: readonly Token[]) => ts.findIndex((t, k) => (THEN.has(t.fold) && !["de", "del"].includes(ts[k + 1]?.fold ?? "")) || (t.fold === "siguiente" && NEXT_UNITS.has(ts[k - 1]?.fold ?? "")));
/** The units of "al día siguiente", "a la mañana siguiente": part of the marker, no word of what comes before it. */
const NEXT_UNITS = new Set(["dia", "manana", "tarde", "noche", "semana", "mes", "ano"]);
/** Where the marker at `then` begins: before "al día" of "al día siguiente". */
const markerStart = (ts: readonly Token[], then: number) => (ts[then]!.fold === "siguiente" ? then - (["al", "la", "el"].includes(ts[then - 2]?.fold ?? "") ? (ts[then - 3]?.fold === "a" ? 3 : 2) : 1) : then);

/** The reference's orders: [what comes first, what comes second], up to three content words each. */
function orders(reference: readonly Token[]): [Token[], Token[], string][] {
  const out: [Token[], Token[], string][] = [];
  for (let i = 1; i + 1 < reference.length; i++) {
    const word = reference[i]!.fold;
    if ((word !== "despues" && word !== "antes") || !["de", "del", "que"].includes(reference[i + 1]!.fold)) continue;
    const clause = reference[i]!.clause;
    const as = reference.slice(0, i).filter((t) => t.content && t.clause === clause && !t.commaBefore).slice(0, 3);
    const bs = reference.slice(i + 2).filter((t) => t.content && t.clause === clause).slice(0, 3);
    // "A después de B" is B, then A; "A antes de B" is A, then B.
    if (as.length && bs.length) out.push(word === "despues" ? [bs, as, `${as[0]!.raw} después de ${bs[0]!.raw}`] : [as, bs, `${as[0]!.raw} antes de ${bs[0]!.raw}`]);
  }
  // "transforma A en B", "convierte A en B": A, then B (what there was, then what it becomes).
  for (const [i, t] of reference.entries()) {
    if (!CHANGE.test(t.fold)) continue;
    const into = reference.findIndex((x, k) => k > i + 1 && x.fold === "en" && x.clause === t.clause);
    const as = reference.slice(i + 1, Math.max(i + 1, into)).filter((x) => x.content).slice(0, 3);
    const bs = into < 0 ? [] : reference.slice(into + 1).filter((x) => x.content && x.clause === t.clause).slice(0, 3);
    if (as.length && bs.length) out.push([as, bs, `${t.raw} ${as[0]!.raw} en ${bs[0]!.raw}`]);
  }
  // "primero A y después B".
  const first = reference.findIndex((t) => t.fold === "primero" || t.fold === "first");
  const then = thenAt(reference);
  if (first >= 0 && then > first) {
    const as = reference.slice(first + 1, markerStart(reference, then)).filter((t) => t.content).slice(0, 3);
    const bs = reference.slice(then + 1).filter((t) => t.content).slice(0, 3);
    if (as.length && bs.length) out.push([as, bs, `primero ${as[0]!.raw} y después ${bs[0]!.raw}`]);
  }
  return out;
}

/**
 * A reference's order said by the answer the other way round — with "…, y después / luego …", or with its own "antes
 * que" / "después de" ("la suma va antes que la multiplicación"): the reference's phrase, or null.
 */
export function sequenceFlip(answer: readonly Token[], reference: readonly Token[]): string | null {
  const says = (ts: readonly Token[], rs: readonly Token[]) => ts.some((t) => t.content && rs.some((r) => alignsLiterally(t, tokenIndex(r))));
  const theirs = orders(reference);
  const then = thenAt(answer);
  const [before, after] = then < 0 ? [[], []] : [answer.slice(0, markerStart(answer, then)), answer.slice(then + 1)];
  for (const [first, second, phrase] of theirs) {
    if (then >= 0 && says(before, second) && !says(after, second) && says(after, first) && !says(before, first)) return phrase;
    if (orders(answer).some(([a, b]) => says(a, second) && says(b, first) && !says(a, first) && !says(b, second))) return phrase;
  }
  return null;
}

/**
 * The answer's sequence of list items, expanding counts and initials (lib/grading/reference.ts). A run of three or
 * more tokens said back from the question ("Después de 1, 2, 1 viene…") is the question's own order, no item's.
 */
export function answerSequence(answer: readonly Token[], heads: readonly string[], question: readonly Token[] = []): { seq: string[]; consumed: Set<Token> } {
  const echo = questionEcho(answer, question);
  const distinct = [...new Set(heads)];
  const initials = new Map<string, string>();
  const firstLetters = distinct.map((h) => h[0]!);
  if (new Set(firstLetters).size === distinct.length) distinct.forEach((h) => initials.set(h[0]!, h));
  // Sequence items by stem or word family only: a thesaurus link is too loose to count items.
  const idx = (t: Token) => distinct.find((h) => t.stem === h || sameFamily(t.stem, h)) ?? null;
  const seq: string[] = [];
  const consumed = new Set<Token>();
  // The numbers of a numbered list ("1. Corteza 2. Manto…") and a count of the list ("Son tres: …") count no item.
  const listed = listNumbers(answer);
  for (const t of listed) consumed.add(t);
  for (let i = 0; i < answer.length; i++) {
    const t = answer[i]!;
    if (echo.has(t)) continue;
    if (t.raw.length === 1 && initials.has(t.fold)) {
      seq.push(initials.get(t.fold)!);
      consumed.add(t);
      continue;
    }
    if (listed.has(t)) continue;
    const next = answer[i + 1];
    // A count of the item right after it, in the same clause ("dos tonos"; not "Son tres: corteza…", nor a number
    // before another item that is a number: "1, 5, 10").
    if (t.num !== null && Number.isInteger(t.num) && t.num >= 1 && t.num <= 12 && next && next.clause === t.clause && next.num === null) {
      const h = idx(next);
      if (h) {
        for (let k = 0; k < t.num; k++) seq.push(h);
        consumed.add(t);
        i++;
        continue;
      }
    }
    const h = idx(t);
    if (h) seq.push(h);
  }
  return { seq, consumed };
}

/** The answer's tokens inside a run of three or more that says the question's tokens back in the same order. */
function questionEcho(answer: readonly Token[], question: readonly Token[]): Set<Token> {
  const echo = new Set<Token>();
  for (let i = 0; i < answer.length; i++) {
    for (let j = 0; j < question.length; j++) {
      let n = 0;
      while (i + n < answer.length && j + n < question.length && answer[i + n]!.fold === question[j + n]!.fold) n++;
      if (n >= 3) for (let k = 0; k < n; k++) echo.add(answer[i + k]!);
    }
  }
  return echo;
}
