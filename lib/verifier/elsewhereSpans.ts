/**
 * Where a question is answered away from the part its words point at: after its own verb said with another
 * preposition, or before a demonstrative that takes the answer up again; and which of its words is that verb.
 */
import { type SourceIndex, type Token, indexTokens } from "@/lib/text/analyze";
import { ANY_PARTICIPLE, CLITICS, PHRASE_PREPOSITIONS } from "@/lib/text/spanish";
import type { Slot } from "./slotSpans";

const VERB_PREPOSITIONS: ReadonlySet<string> = new Set(["en", "por", "con", "de", "a", "al", "del"]);

/** The clitics that are never an article: after "qué" and a word, they mark that word a noun ("¿En qué forma se corta…?"). */
const OBJECT_PRONOUNS = /^(se|le|les|me|te|nos)$/;

/**
 * The question's own verb said in the note with another preposition than the question's: "Después se pasan por huevo
 * batido" for "¿En qué se pasan las rebanadas…?", where the part the question's other words point at says "se empapan
 * en leche" — the phrase after the question's verb answers, not the preposition's phrase after another verb. For a
 * question "¿<preposition> qué [se] <verb>…?" (`opening`: the index of the word after "qué"; no noun of a kind there):
 * the part where the note says that verb (by stem and beginning) right before a preposition, and that preposition —
 * when the clause `clause` (the one the question points at) says the verb nowhere. Null otherwise.
 */
export function verbElsewhere(parts: readonly Token[][], question: readonly Token[], opening: number, clause: number): { part: number; preposition: string } | null {
  // (Past a noun a clitic follows: "¿En qué forma se corta…?".)
  let v = !CLITICS.has(question[opening]?.fold ?? "") && OBJECT_PRONOUNS.test(question[opening + 1]?.fold ?? "") ? opening + 1 : opening;
  while (question[v] && CLITICS.has(question[v]!.fold)) v++;
  const verb = question[v];
  if (!verb?.content || verb.name) return null;
  const says = (t: Token) => t.stem === verb.stem && t.fold.slice(0, 3) === verb.fold.slice(0, 3);
  if (parts.some((p) => p[0]!.clause === clause && p.some(says))) return null;
  for (const [i, p] of parts.entries()) {
    const k = p.findIndex((t, j) => says(t) && VERB_PREPOSITIONS.has(p[j + 1]?.fold ?? ""));
    if (k >= 0) return { part: i, preposition: p[k + 1]!.fold };
  }
  return null;
}

const DEMONSTRATIVES: ReadonlySet<string> = new Set(["ese", "esa", "esos", "esas", "este", "esta", "estos", "estas", "aquel", "aquella", "aquellos", "aquellas", "dicho", "dicha", "dichos", "dichas"]);

/**
 * "De esa planta obtuvo la artemisinina" for "¿De qué planta obtuvo…?": the kind asked, taken up by a demonstrative
 * in a part that says another of the question's words, names no answer there — the thing it takes up is said before.
 * `kind`: the noun of the kind the question asks for. The sentence before that part (from its first word the question
 * does not hold to its end), or null.
 */
export function demonstrativeAntecedent(parts: readonly Token[][], kind: Token | undefined, inQuestion: (t: Token) => boolean): Slot | null {
  if (!kind) return null;
  // (Its accent kept: "Está cubierta…" is no "esta cubierta".)
  const at = parts.findIndex((p) => p.some((t, k) => DEMONSTRATIVES.has(t.raw.toLowerCase()) && p[k + 1]?.stem === kind.stem) && p.some((t) => t.content && t.stem !== kind.stem && inQuestion(t)));
  if (at < 1) return null;
  // (The whole sentence before, its appositions too: "…cultivaban la quinua, | un cereal resistente al frío. | De esa
  // planta…".)
  let from = at - 1;
  while (from > 0 && !parts[from]![0]!.stopBefore) from--;
  const p = parts.slice(from, at).flat();
  const first = p.findIndex((t) => (t.content || t.name) && !inQuestion(t));
  return first < 0 ? null : { tokens: p.slice(first), part: new Set(p) };
}

/** The copula's forms a question's participle follows ("¿Cómo está formada…?", "¿Qué está prohibido…?"), accents folded. */
const BEING = /^(es|son|era|eran|fue|fueron|esta|estan|estaba|estaban)$/;

/**
 * The verb right after "¿Qué…?" / "¿(A) quién…?" (past the kind asked — or a noun a clitic follows — "¿Con qué animales
 * experimentaron…?", "¿En qué forma se corta…?"; past a copula, its participle: "¿Qué está prohibido…?"): it names the
 * predicate asked about. Its index, or null.
 */
export function questionVerb(question: readonly Token[], category: readonly Token[]): SourceIndex | null {
  // (Asked how a thing is made, "¿Cómo está formada…?", the participle after the copula is the verb.)
  const how = question[0]?.fold === "como" && BEING.test(question[1]?.fold ?? "") && ANY_PARTICIPLE.test(question[2]?.fold ?? "") ? question[2] : undefined;
  if (how) return indexTokens([how]);
  // (Or "¿Dónde…?" / "¿Cuándo…?": "¿Dónde fermenta el hoatzín las hojas?" points at "Las fermenta en el buche" first.)
  const wh = question.findIndex((t) => ["que", "quien", "quienes", "donde", "cuando"].includes(t.fold));
  const at = ((k) => (wh <= 1 && CLITICS.has(question[k]?.fold ?? "") ? k + 1 : k))(question[wh + 1] && (category.some((c) => c.stem === question[wh + 1]!.stem) || (wh <= 1 && OBJECT_PRONOUNS.test(question[wh + 2]?.fold ?? ""))) ? wh + 2 : wh + 1);
  const asked = wh <= 1 && BEING.test(question[at]?.fold ?? "") && ANY_PARTICIPLE.test(question[at + 1]?.fold ?? "") ? question[at + 1] : question[at];
  return wh >= 0 && asked?.content && !category.some((c) => c.stem === asked.stem) ? indexTokens([asked]) : null;
}

/** The stems of what a question names after "a" / "al" ("¿Qué le pasa al toro de fuego en la fiesta?": toro, fuego). */
export function namedAfterA(question: readonly Token[]): Set<string> {
  const k = question.findIndex((t) => t.fold === "a" || t.fold === "al");
  const end = question.findIndex((t, j) => j > k + 1 && PHRASE_PREPOSITIONS.has(t.fold) && t.fold !== "de" && t.fold !== "del");
  return new Set(k < 0 ? [] : question.slice(k + 1, end < 0 ? undefined : end).filter((t) => t.content).map((t) => t.stem));
}
