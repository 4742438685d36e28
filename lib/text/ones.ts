/**
 * The readings of "un" / "una" / "uno" (and "el metro") as the number one (lib/text/analyze.ts re-exports them).
 */
import { type Token, QUANTITY_QUESTION, tokenize } from "./analyze";
import { MEASURE_UNIT, ONLY, withUnitAlt } from "./phrases";
import { COPULAS, foldAccents } from "./spanish";

/**
 * Where a quantity is asked for, "un" / "una" / "uno" before a noun or alone is the number one ("¿Cuánto vale un tiro
 * libre?" → "un punto"): the tokens with that reading. Elsewhere they stay articles.
 */
export function withArticleOne(tokens: readonly Token[], question: string): Token[] {
  const ones = articleOnes(tokens, question);
  return tokens.map((t, i) => (ones.has(t) ? withUnitAlt({ ...t, num: 1, stem: "1", content: true }, tokens[i + 1]) : t));
}

/**
 * An answer's definite article before a unit in the singular, where a quantity is asked for, is one of it: "no llegan
 * al milímetro", "por debajo del metro" say "un milímetro", "un metro" (not "el año 1989": a number follows).
 */
export function withUnitOne(tokens: readonly Token[], question: string): Token[] {
  if (!QUANTITY_QUESTION.test(question)) return [...tokens];
  return tokens.map((t, i) => {
    const next = tokens[i + 1];
    const unit = next !== undefined && next.clause === t.clause && !next.fold.endsWith("s") && MEASURE_UNIT.test(next.fold) && tokens[i + 2]?.num == null;
    return unit && ["el", "la", "al", "del"].includes(t.fold) && tokens[i - 1]?.num == null ? { ...t, num: 1, stem: "1", content: true } : t;
  });
}

/** "una vez", "one time": a count of times. */
const TIMES = new Set(["vez", "time"]);
const NUMERAL_PREPOSITIONS = new Set(["al", "a", "de", "del", "por", "cada", "en", "para", "con", "per"]);

/** The tokens "un" / "una" / "uno" that read as the number one where a quantity is asked for (see withArticleOne). */
export function articleOnes(tokens: readonly Token[], question: string): Set<Token> {
  const out = new Set<Token>();
  // (Elsewhere, one of what the question names in the plural for each of another: "un ojo en cada extremo".)
  const plural = new Set(tokenize(question).filter((t) => t.content && t.fold.endsWith("s")).map((t) => t.stem));
  const each = (i: number) => plural.has(tokens[i + 1]?.stem ?? "") && !tokens[i + 1]!.fold.endsWith("s") && tokens.slice(i + 2, i + 5).some((x) => x.fold === "cada" && x.clause === tokens[i]!.clause);
  if (!QUANTITY_QUESTION.test(question)) return new Set(tokens.filter((t, i) => (t.fold === "un" || t.fold === "una") && t.num === null && each(i)));
  // "Un partido dura 90 minutos": an article before a word of the question names what is measured, not one of it.
  const asked = new Set(tokenize(question).filter((t) => t.content).map((t) => t.stem));
  // (But the thing counted, "¿Cuántos ángulos…?": "un ángulo recto" is one of them.)
  const q = tokenize(question);
  const counted = q.find((t, i) => t.content && /^cuant[oa]s$/.test(q[i - 1]?.fold ?? ""))?.stem;
  // (Asked for a magnitude by its name, "¿Qué velocidad alcanza…?", one of a unit or of times only: "una pista" is no speed.)
  const byName = !q.some((t) => /^(cuant[oa]s?|how)$/.test(t.fold));
  tokens.forEach((t, i) => {
    if (!["un", "una", "uno", "one"].includes(t.fold) || t.num !== null) return;
    const next = tokens[i + 1];
    if (byName && !MEASURE_UNIT.test(next?.fold ?? "") && !TIMES.has(next?.fold ?? "") && !ONLY.has(next?.fold ?? "")) return;
    // "Una al día", "uno de cada diez": alone before a preposition it is the numeral too.
    // "Una sola", "un único": the numeral, stressed.
    // "Una vez por semana": "vez" counts times, and the article before it is how many.
    // (Not before a number: "un 80 %" is an article.)
    // (Nor "una sola noche" where the question says "en una noche": the question's own frame, stressed.)
    // (Nor after a copula, where it says what a thing is: "La vicuña es un camélido".)
    const after = ONLY.has(next?.fold ?? "") ? tokens[i + 2] : undefined;
    if (next?.num != null || (after?.content && asked.has(after.stem) && after.stem !== counted) || (COPULAS.has(tokens[i - 1]?.fold ?? "") && next?.content && !ONLY.has(next.fold))) return;
    if (next === undefined || next.clause !== t.clause || (next.content && (!asked.has(next.stem) || next.stem === counted)) || NUMERAL_PREPOSITIONS.has(next.fold) || ONLY.has(next.fold) || TIMES.has(next.fold)) out.add(t);
  });
  return out;
}

/** "un año", "una hora": the article's amount (one) before a unit, in the unit's base unit ("ano:1"); else undefined. */
export function articleUnitAlt(t: Token | undefined, unit: Token | undefined): string | undefined {
  return t && t.num === null && (t.fold === "un" || t.fold === "una") && MEASURE_UNIT.test(unit?.fold ?? "") ? withUnitAlt({ ...t, num: 1 }, unit).alt : undefined;
}

/** "un solo año", "una única hora" (the text after "un" / "una"): a count of one of a unit (phrases.ts's MEASURE_UNIT). */
export function onlyOneOfUnit(after: string): boolean {
  const m = /^\s+(?:solo|sola|[uú]nic[oa])\s+(\p{L}+)/iu.exec(after);
  return m !== null && MEASURE_UNIT.test(foldAccents(m[1]!));
}
