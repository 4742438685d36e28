/**
 * Where an answer's words stand against the reference's (lib/grading/autoGrader.ts): another thing of the note in a
 * reference word's place (a swap), the reference's "A en B" turned round, and the answer's own words standing in the
 * place of reference words it leaves unsaid (the idea in other words, not an addition).
 */
import { type SourceIndex, type Token, align, alignsLiterally, indexTokens, tokenIndex } from "@/lib/text/analyze";
import { HIGH_POLE, LOW_POLE } from "@/lib/text/lexicon";

/**
 * A missing reference word whose preceding reference word the answer says literally, followed (in the same clause)
 * by another word of the note that neither the reference nor the question holds — another thing of the note in the
 * reference word's place: [reference word, answer word].
 */
export function substitution(answer: readonly Token[], refContent: readonly Token[], missing: readonly Token[], reference: SourceIndex, question: SourceIndex, note: SourceIndex): [Token, Token] | null {
  for (const r of missing) {
    const i = refContent.indexOf(r);
    if (i <= 0 || r.num !== null) continue;
    const before = indexTokens([refContent[i - 1]!]);
    const at = answer.findIndex((a) => a.content && alignsLiterally(a, before));
    if (at < 0) continue;
    const next = answer.slice(at + 1).find((a) => a.content);
    if (next && next.clause === answer[at]!.clause && next.num === null && !next.negated && alignsLiterally(next, note) && align(next, reference) === null && align(next, question) === null) return [r, next];
  }
  return null;
}

/** Prepositions that order the two things they join: "transforma A en B", "pasa de A a B", "va de A hacia B". */
const ORDERING_PREPOSITIONS = new Set(["en", "a", "al", "hacia", "into", "to"]);

/**
 * The reference's "A en B" said the other way round ("la lactosa en ácido láctico" / "el ácido láctico en lactosa"):
 * the two content words around an ordering preposition, found in the answer around the same preposition in the
 * reverse order (and never in the reference's). The reference's phrase, or null.
 */
export function reversedAround(answer: readonly Token[], reference: readonly Token[]): string | null {
  const LINKS = new Set(["el", "la", "los", "las", "un", "una", "unos", "unas", "de", "del", "the", "an", "of"]);
  // The noun phrase on one side of position i: its content words up to anything that is no article or "de".
  const phrase = (ts: readonly Token[], i: number, step: 1 | -1): Token[] => {
    const out: Token[] = [];
    for (let k = i + step; k >= 0 && k < ts.length && ts[k]!.clause === ts[i]!.clause; k += step) {
      const t = ts[k]!;
      if (t.content || t.num !== null) out.push(t);
      else if (!LINKS.has(t.fold)) break;
    }
    return out;
  };
  const holds = (ts: readonly Token[], w: Token) => ts.some((x) => alignsLiterally(x, tokenIndex(w)));
  for (let i = 0; i < reference.length; i++) {
    if (!ORDERING_PREPOSITIONS.has(reference[i]!.fold)) continue;
    const [before, after] = [phrase(reference, i, -1)[0], phrase(reference, i, 1)[0]];
    if (!before || !after || alignsLiterally(before, tokenIndex(after))) continue;
    let reversed = false;
    let kept = false;
    answer.forEach((t, j) => {
      if (t.fold !== reference[i]!.fold) return;
      const [left, right] = [phrase(answer, j, -1), phrase(answer, j, 1)];
      if (holds(left, after) && holds(right, before)) reversed = true;
      if (holds(left, before) && holds(right, after)) kept = true;
    });
    if (reversed && !kept) return `${before.raw} ${reference[i]!.raw} ${after.raw}`;
  }
  return null;
}

/** The pole of a scale word ("pequeñas" → low, "alto" → high), any gender or number, or null. */
function poleOf(t: Token): Set<string> | null {
  const bare = t.fold.replace(/e?s$/, "");
  for (const pole of [LOW_POLE, HIGH_POLE]) if ([t.fold, bare, bare.replace(/a$/, "o")].some((w) => pole.has(w))) return pole;
  return null;
}

/**
 * Answer words that stand in for missing reference words: each lies between the answer's words that say the reference
 * words on either side of a missing one (one word for each missing word). A paraphrase replaces words where the
 * reference has them; an addition comes where the reference has nothing left to say. A scale word ("pequeña") stands
 * in only for a word of its own pole: "una estrella pequeña" is no "estrella masiva" in other words.
 */
export function standIns(answer: readonly Token[], refContent: readonly Token[], missing: readonly Token[], extras: readonly Token[]): Set<Token> {
  const out = new Set<Token>();
  if (!missing.length) return out;
  const missingAt = new Set(missing.map((m) => refContent.findIndex((r) => r.stem === m.stem)).filter((i) => i >= 0));
  // The reference position each answer word says (the first said reference word it aligns with), or -1.
  const placed = answer.map((a) => (a.content || a.num !== null ? refContent.findIndex((r, i) => !missingAt.has(i) && align(a, tokenIndex(r)) !== null) : -1));
  const used = new Set<number>();
  answer.forEach((a, j) => {
    if (!extras.includes(a)) return;
    const left = Math.max(-1, ...placed.slice(0, j));
    const right = Math.min(refContent.length, ...placed.slice(j + 1).filter((p) => p >= 0));
    const pole = poleOf(a);
    const slot = [...missingAt].find((i) => i > left && i < right && !used.has(i) && (pole === null || poleOf(refContent[i]!) === pole));
    if (slot === undefined) return;
    used.add(slot);
    out.add(a);
  });
  return out;
}

