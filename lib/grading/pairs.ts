/**
 * Pairs of words the reference joins (a word and the one it qualifies or governs) said otherwise by an answer: swapped
 * between two pairs, or one half of a pair joined to a half of another (lib/grading/autoGrader.ts).
 */
import { type Token, alignsLiterally, tokenIndex } from "@/lib/text/analyze";
import { sameClassOthers } from "@/lib/text/cohyponyms";
import { antonyms } from "@/lib/text/lexicon";
import { DETERMINERS, PHRASE_PREPOSITIONS } from "@/lib/text/spanish";
import { isColour } from "./placement";
import { COLOUR } from "@/lib/text/phrases";

const same = (a: Token | undefined, b: Token | undefined) => a !== undefined && b !== undefined && alignsLiterally(a, tokenIndex(b));

/**
 * The word another qualifies or governs: right before it ("reyes ingleses"), before "de" ("trono de Francia") or,
 * before the "a" of an object ("mostró a los persas", "rodear a los griegos") — not across a clitic or a conjunction.
 */
function nounOf(ts: readonly Token[], i: number): Token | undefined {
  let k = i - 1;
  if (DETERMINERS.has(ts[k]?.fold ?? "") && ["de", "del", "a"].includes(ts[k - 1]?.fold ?? "")) k--;
  if (["de", "del", "a", "al"].includes(ts[k]?.fold ?? "")) k--;
  return ts[k]?.content && ts[k]!.clause === ts[i]!.clause ? ts[k] : undefined;
}

/**
 * Two of the reference's words said in each other's place: "los reyes franceses reclamaban el trono de Inglaterra" for
 * "los reyes ingleses reclamaban el trono de Francia", "la capital de Perú y el idioma de Chile" for "la capital de
 * Chile y el idioma de Perú". Each word qualifies (or is governed by) in the answer the word the other qualifies in
 * the reference, and not its own. The pair as the reference says it, or null.
 */
export function swappedPair(answer: readonly Token[], reference: readonly Token[]): string | null {
  const words = reference.map((t, i) => ({ t, i })).filter(({ t }) => (t.content || t.name) && t.num === null);
  for (const { t: a, i } of words) {
    for (const { t: b, j } of words.map(({ t, i: j }) => ({ t, j })).filter(({ j }) => j > i)) {
      const [ha, hb] = [nounOf(reference, i), nounOf(reference, j)];
      if (same(a, b) || !ha || !hb || same(ha, hb)) continue;
      const ai = answer.findIndex((x) => same(x, a));
      const bj = answer.findIndex((x) => same(x, b));
      if (ai < 0 || bj < 0) continue;
      const [ga, gb] = [nounOf(answer, ai), nounOf(answer, bj)];
      // (Or the other one put under a head of the answer's own: "placas de madera sobre tubos de metal" for "placas de
      // metal sobre cajas de madera" — each joined to its head by "de" on both sides, no word set beside its noun:
      // "del Pacífico norte" / "del norte del océano Pacífico" reorders.)
      const byDe = (ts: readonly Token[], k: number) => ts[k - 1]?.fold === "de" || ts[k - 1]?.fold === "del";
      const ownHead = ga !== undefined && !reference.some((r) => same(r, ga)) && [[reference, i], [reference, j], [answer, ai], [answer, bj]].every(([ts, k]) => byDe(ts as Token[], k as number));
      if ((same(ga, hb) || ownHead) && same(gb, ha) && !same(ga, ha) && !same(gb, hb)) return `${a.raw} … ${b.raw}`;
    }
  }
  return null;
}

/**
 * One half of a reference pair joined to a half of another, the pairs it stands in left unsaid: "Del sur de México" for
 * "Del norte de México y del sur de Texas" — the word that joins them standing for its classmate or its opposite. The
 * answer's pair, or null.
 */
export function crossedPair(answer: readonly Token[], reference: readonly Token[]): string | null {
  for (const [ai, x] of answer.entries()) {
    const g = nounOf(answer, ai);
    if (!(x.content || x.name) || x.num !== null || !g) continue;
    const ri = reference.findIndex((r) => same(x, r));
    const h = ri >= 0 ? nounOf(reference, ri) : undefined;
    // (Its governing word is the reference's own one's classmate or opposite: "sur" for "norte".)
    if (!h || same(g, h) || answer.some((a) => same(a, h)) || !(sameClassOthers(g.stem, h.stem) || antonyms().get(g.stem)?.has(h.stem))) continue;
    // (The answer's governing word governs another word in the reference, one the answer does not say.)
    const other = reference.findIndex((r, j) => same(g, nounOf(reference, j)) && !same(x, r) && (r.content || r.name) && !answer.some((a) => same(a, r)));
    if (other >= 0) return `${g.raw} … ${x.raw}`;
  }
  return null;
}

const COORDINATED = new Set(["y", "e", ","]);

/**
 * The colour each thing of a text is given: a colour word qualifies the noun right before it and the nouns coordinated
 * with that one ("las alas y la cola negras"); one with no noun before it is the subject's ("Amarillo intenso, …").
 * Noun stem ("" for the subject) → colour stems.
 */
/** A colour word's hue: a shade's is its base colour's ("amarillento" is "amarillo"). */
const hueOf = (t: Token) => (t.alt !== undefined && !COLOUR.test(t.fold) ? t.alt : t.stem);

function coloursOf(ts: readonly Token[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const give = (noun: string, colour: string) => out.set(noun, (out.get(noun) ?? new Set()).add(colour));
  for (const [i, t] of ts.entries()) {
    if (!isColour(t.fold)) continue;
    let k = i - 1;
    if (ts[k]?.content && !isColour(ts[k]!.fold) && ts[k]!.clause === t.clause) {
      give(ts[k]!.stem, hueOf(t));
      // (Back over "y la", ", las" to the nouns coordinated before it.)
      for (k--; k > 0 && COORDINATED.has(ts[k - (DETERMINERS.has(ts[k]!.fold) ? 1 : 0)]!.fold); ) {
        k -= DETERMINERS.has(ts[k]!.fold) ? 2 : 1;
        if (DETERMINERS.has(ts[k]?.fold ?? "")) k--;
        if (!ts[k]?.content || isColour(ts[k]!.fold)) break;
        give(ts[k]!.stem, hueOf(t));
        k--;
      }
    } else if (ts.slice(0, i).every((x) => !x.content)) give("", hueOf(t));
  }
  return out;
}

/**
 * Colours given to each other's things: "Negro, con las alas amarillas" for "Amarillo intenso, con las alas y la cola
 * negras" — a thing both name (the subject or a noun) given another of the reference's colours and not its own, for one
 * named thing at least. The thing and its colour as the reference says them, or null.
 */
export function swappedColours(answer: readonly Token[], reference: readonly Token[]): string | null {
  const [ref, ans] = [coloursOf(reference), coloursOf(answer)];
  const refColours = new Set([...ref.values()].flatMap((s) => [...s]));
  const crossed = [...ans].filter(([noun, cs]) => ref.has(noun) && [...cs].every((c) => !ref.get(noun)!.has(c) && refColours.has(c)));
  const named = crossed.find(([noun]) => noun !== "");
  const raw = (stem: string) => (reference.find((t) => t.stem === stem) ?? reference.find((t) => hueOf(t) === stem))!.raw;
  return named ? `${raw(named[0])} … ${[...ref.get(named[0])!].map(raw).join(" ")}` : null;
}

/**
 * The doer and what it is done to said the other way round: "que el banco revisara las cuentas de Pablo Ortiz" for
 * "que Pablo Ortiz revisara las cuentas del banco". The word right before one of the reference's words (its subject,
 * after no preposition) is said after that word in the answer, and a word said after it in the reference stands right
 * before it in the answer, after no preposition nor comma (a list reordered) — neither also on its own side, and no
 * agent after it ("las cuentas revisadas por…"; a passive's auxiliary or a clitic stands between: "fueron revisadas",
 * "las cuentas las revisó…"). The reference's pair, or null.
 */
export function rolesSwapped(answer: readonly Token[], reference: readonly Token[]): string | null {
  const word = (t: Token | undefined) => t !== undefined && (t.content || t.name) && t.num === null;
  for (let iv = 1; iv < reference.length; iv++) {
    const [v, s] = [reference[iv]!, reference[iv - 1]!];
    if (!word(v) || v.name || v.fold.length < 4 || !word(s) || s.clause !== v.clause || v.commaBefore || PHRASE_PREPOSITIONS.has(reference[iv - 2]?.fold ?? "") || PHRASE_PREPOSITIONS.has(reference[iv - 3]?.fold ?? "")) continue;
    const at = answer.map((t, jv) => (jv > 0 && !t.commaBefore && same(t, v) ? jv : -1)).filter((jv) => jv > 0);
    if (!at.length) continue;
    const objects = reference.slice(iv + 1).filter((t) => t.clause === v.clause && word(t) && !same(t, s));
    for (const jv of at) {
      const o = answer[jv - 1]!;
      if (!objects.some((t) => same(t, o)) || same(o, v) || PHRASE_PREPOSITIONS.has(answer[jv - 2]?.fold ?? "") || PHRASE_PREPOSITIONS.has(answer[jv - 3]?.fold ?? "") || reference.slice(0, iv).some((t) => same(t, o))) continue;
      const later = answer.slice(jv + 1).filter((t) => t.clause === answer[jv]!.clause);
      if (later.some((t) => same(t, s)) && !answer.slice(0, jv).some((t) => same(t, s)) && !later.some((t) => t.fold === "por")) return `${s.raw} ${v.raw}`;
    }
  }
  return null;
}
