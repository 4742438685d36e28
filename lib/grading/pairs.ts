/**
 * Pairs of words the reference joins (a word and the one it qualifies or governs) said otherwise by an answer: swapped
 * between two pairs, or one half of a pair joined to a half of another (lib/grading/autoGrader.ts).
 */
import { type Token, alignsLiterally, tokenIndex } from "@/lib/text/analyze";
import { sameClassOthers } from "@/lib/text/cohyponyms";
import { antonyms } from "@/lib/text/lexicon";
import { DETERMINERS } from "@/lib/text/spanish";

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
