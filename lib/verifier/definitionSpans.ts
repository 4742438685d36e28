/**
 * Two ways a note says what a question asks without the question's own frame (lib/verifier/slot.ts): a pseudo-cleft
 * ("Lo que se come es la base de sus hojas" for "¿Qué se come de…?") and a definition given as an apposition to a
 * noun the sentence is not about ("…de los bronquios, los tubos que llevan el aire…" for "¿Qué son los bronquios?").
 */
import { type Token, alignsLiterally, indexSource, indexTokens, tokenize } from "@/lib/text/analyze";
import { DETERMINERS, GERUND, foldAccents } from "@/lib/text/spanish";
import { nounPhraseCut, withCoordination } from "./coordination";
import { PREDICATE_SKIP } from "./questionFrame";
import { HOW_QUESTION } from "./questionPatterns";
import { CONDITIONS, COPULAS, RELATIVES } from "./slotSpans";

type Span = { tokens: Token[]; part: Set<Token> };

export { compositionSpan, consistsOfSpan } from "./compositionSpans";

/**
 * "¿Qué V…?" where the note says "Lo que (más) V … es X" ("¿Qué es lo más ADJ…?" / "Lo más ADJ es X"): X, with what
 * it coordinates. Null otherwise.
 */
export function pseudoCleftSpan(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Span | null {
  const q = tokenize(question);
  if (q[0]?.fold !== "que") return null;
  // "¿Qué es lo más importante…?" where the note says "Lo más importante es X": X.
  const most = /qu[eé] (?:es|era|son) lo m[aá]s (\p{L}+)/iu.exec(question)?.[1];
  for (const p of most ? parts : []) {
    const k = p.findIndex((t, j) => t.fold === "lo" && p[j + 1]?.fold === "mas" && p[j + 2]?.fold === foldAccents(most!.toLowerCase()));
    const copula = k < 0 ? -1 : p.findIndex((t, j) => j > k + 2 && COPULAS.has(t.fold));
    const rest = copula < 0 ? [] : p.slice(copula + 1);
    // (From an infinitive too, though a light one: "llevar a la persona a la sombra".)
    const first = rest.findIndex((t) => t.content || /^\p{L}{2,}(ar|er|ir)(se|lo|la|le)?$/u.test(t.fold));
    if (first >= 0) return withCoordination({ tokens: rest.slice(first), part: new Set(p) }, parts, inQuestion);
  }
  const predicate = q.slice(1).find((t) => !PREDICATE_SKIP.has(t.fold));
  if (!predicate || predicate.num !== null || COPULAS.has(predicate.fold)) return null;
  for (const p of parts) {
    const lo = p.findIndex((t, k) => t.fold === "lo" && p[k + 1]?.fold === "que");
    if (lo < 0) continue;
    const verb = p.findIndex((t, k) => k > lo + 1 && k <= lo + 5 && t.stem === predicate.stem && !t.negated);
    const copula = verb < 0 ? -1 : p.findIndex((t, k) => k > verb && COPULAS.has(t.fold));
    if (copula < 0) continue;
    const rest = p.slice(copula + 1);
    const first = rest.findIndex((t) => t.content && !inQuestion(t));
    if (first >= 0) return withCoordination({ tokens: rest.slice(first), part: new Set(p) }, parts, inQuestion);
  }
  return null;
}

const DEFINITION = /^\s*¿?\s*(?:qu[eé] (?:es|son|era|eran)|a qu[eé] se dedica(?:ba|ban|n)?)\s+(.+?)\s*\??\s*$/iu;

/**
 * "¿Qué son los bronquios?" (or "¿A qué se dedicaban los X?") where the note names them at the end of a part and
 * glosses them right after, set off by a comma and opened by an article ("…una inflamación de los bronquios, los tubos que llevan el aire…"): the gloss.
 * Null where the note says what they are with a copula of their own ("Los bronquios son…").
 */
export function appositionDefinition(parts: readonly Token[][], question: string): Span | null {
  const m = DEFINITION.exec(question);
  if (!m) return null;
  const asked = tokenize(m[1]!).filter((t) => t.content);
  if (asked.length === 0) return null;
  const askedIdx = indexTokens(asked);
  // (Not where the note defines the thing itself as a subject, "Los bronquios son…" — its stem: "La bronquitis es…".)
  const askedStems = new Set(asked.map((t) => t.stem));
  const defined = parts.some((p) => {
    const c = p.findIndex((t) => COPULAS.has(t.fold));
    return c > 0 && p.slice(0, c).some((t) => t.content && askedStems.has(t.stem));
  });
  if (defined) return null;
  for (let i = 0; i + 1 < parts.length; i++) {
    const p = parts[i]!;
    const next = parts[i + 1]!;
    const lastWord = p.findLast((t) => t.content);
    if (!lastWord || lastWord !== p.at(-1) || !alignsLiterally(lastWord, askedIdx)) continue;
    // (A trade needs no article: "los hermanos Montgolfier, fabricantes de papel, …" for "¿A qué se dedicaban…?".)
    if (!next[0]!.commaBefore || next[0]!.clause !== p[0]!.clause || !(DETERMINERS.has(next[0]!.fold) || (/se dedica/iu.test(question) && next[0]!.content))) continue;
    const first = next.findIndex((t) => t.content && !alignsLiterally(t, askedIdx));
    if (first >= 0) return { tokens: next.slice(first), part: new Set(next) };
  }
  return null;
}

const HAS = new Set(["tiene", "tienen", "tenia", "tenian", "tuvo", "tuvieron", "lleva", "llevan", "llevaba", "llevaban"]);

/**
 * "¿Qué tenía el modelo de Singer?" where the note says "…fabricó un modelo práctico con pedal": what the thing is
 * said to come "con" (with), a word or two after it. Null otherwise.
 */
export function withSpan(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Span | null {
  const q = tokenize(question);
  if (q[0]?.fold !== "que" || !HAS.has(q[1]?.fold ?? "")) return null;
  const head = q.slice(2).find((t) => t.content && t.num === null);
  if (!head) return null;
  const headIdx = indexTokens([head]);
  for (const p of parts) {
    const k = p.findIndex((t) => t.content && alignsLiterally(t, headIdx));
    if (k < 0) continue;
    const con = p.findIndex((t, j) => j > k && j <= k + 3 && t.fold === "con");
    if (con < 0 || p.slice(k + 1, con).some((t) => !t.content)) continue;
    const rest = p.slice(con + 1);
    const first = rest.findIndex((t) => t.content && !inQuestion(t));
    if (first >= 0) return withCoordination({ tokens: rest.slice(first), part: new Set(p) }, parts, inQuestion);
  }
  return null;
}

const HOW_MUCH = /^\s*¿?\s*cu[aá]nto (?:vale|valen|es|son|da|dan|suma|resulta|mide)\s/iu;

/**
 * "¿Cuánto vale 4!?" where the note writes "4! = 4 × 3 × 2 × 1 = 24": the value after the last "=" of the equation
 * that starts with the question's number. Null otherwise.
 */
export function equationSpan(parts: readonly Token[][], question: string): Span | null {
  if (!HOW_MUCH.test(question)) return null;
  const asked = tokenize(question).filter((t) => t.num !== null).map((t) => t.num);
  if (asked.length === 0) return null;
  for (const p of parts) {
    const k = p.findIndex((t, j) => t.num !== null && asked.includes(t.num) && p[j + 1]?.raw === "=");
    if (k < 0) continue;
    const last = p.findLastIndex((t) => t.raw === "=");
    const value = p.slice(last + 1);
    if (value.length > 0 && value[0]!.num !== null) return { tokens: value.slice(0, 1), part: new Set(p) };
  }
  return null;
}

const OF_WHICH = /^\s*¿?\s*de qu[eé] (\p{L}+)\s/iu;

/**
 * "¿De qué familia es el jabalí?" where the note says "…un mamífero de la familia del cerdo que vive…" ("¿De qué
 * color…?" / "…de color azul oscuro que…"): what follows the question's noun (and its «de»), up to a relative clause,
 * or the coordinated item after it that says a question word it lacks ("…por arriba | y plateado por debajo"), or null.
 */
export function ofWhichSpan(parts: readonly Token[][], question: string): Span | null {
  const m = OF_WHICH.exec(question);
  if (!m) return null;
  // (Not where the «de» is the question's verb's, said so in the note: "¿De qué instrumentos viene…?" / "Viene de
  // instrumentos españoles…".)
  const [q, noun] = [tokenize(question), tokenize(m[1]!)[0]];
  const verb = q[q.findIndex((t) => t.fold === noun?.fold) + 1];
  const [nounIdx, verbIdx] = [noun ? indexTokens([noun]) : null, verb ? indexTokens([verb]) : null];
  if (nounIdx && verbIdx && verb!.fold.length >= 3 && !verb!.name && !COPULAS.has(verb!.fold) && !DETERMINERS.has(verb!.fold) && parts.some((p) => p.some((t, k) => k >= 2 && p[k - 1]!.fold === "de" && alignsLiterally(t, nounIdx) && alignsLiterally(p[k - 2]!, verbIdx)))) return null;
  // (The noun the question predicates first: "¿De qué árbol es fruto el dátil?" / "…es el fruto de la palmera…".)
  const predicated = /(?:es|son|era|eran|fue|fueron)\s+(\p{L}+)/iu.exec(question.slice(m.index + m[0].length - 1))?.[1];
  for (const word of [...(predicated ? [predicated] : []), m[1]!]) {
    const span = ofNoun(parts, word, word !== m[1]);
    const [i, asked] = [parts.findIndex((p) => span?.part.has(p[0]!)), indexSource(question)];
    const next = parts[i + 1]?.[0]!.fold === "y" && parts[i + 1]!.some((t) => t.content && alignsLiterally(t, asked) && !parts[i]!.some((x) => x.stem === t.stem)) ? parts[i + 1]! : null;
    if (span && next) return { tokens: next.slice(next.findIndex((t) => t.content)), part: new Set(next) };
    // (With the other it is said with, by the same preposition: "con cuero de cabra | o de oveja".)
    const other = parts[i + 1];
    const or = other !== undefined && ["o", "u"].includes(other[0]!.fold) && other[1]?.fold === "de" && other[0]!.clause === parts[i]![0]!.clause;
    if (span) return or ? { tokens: [...span.tokens, ...other], part: new Set([...span.part, ...other]) } : span;
  }
  return null;
}

function ofNoun(parts: readonly Token[][], word: string, predicated = false): Span | null {
  const noun = tokenize(word)[0];
  if (!noun?.content) return null;
  const nounIdx = indexTokens([noun]);
  for (const p of parts) {
    // ("…la familia del cerdo", or the noun itself after «de»: "…de color azul oscuro que crece…"; not a noun that
    // qualifies the one before it, "un instrumento de viento madera de doble lengüeta" — a word the question predicates
    // may: "el instrumento característico del bluegrass".)
    const k = p.findIndex((t, j) => t.content && alignsLiterally(t, nounIdx) && (((p[j + 1]?.fold === "de" || p[j + 1]?.fold === "del") && (predicated || p[j - 1]?.content !== true)) || (p[j - 1]?.fold === "de" && p[j + 1]?.content === true)));
    if (k < 0) continue;
    // (Not the head of an apposition, which says what the noun before it is: "…se destila del agave azul, | una planta
    // de hojas gruesas" — the answer to "¿De qué planta…?" is that noun, after the part's last «de».)
    if (k === 1 && p[0]!.commaBefore && ["un", "una", "unos", "unas"].includes(p[0]!.fold)) {
      const before = parts[parts.indexOf(p) - 1];
      const of = before && before[0]!.clause === p[0]!.clause ? before.findLastIndex((t) => t.fold === "de" || t.fold === "del") : -1;
      const head = of >= 0 ? before!.findIndex((t, j) => j > of && (t.content || t.name)) : -1;
      if (head >= 0) return { tokens: before!.slice(head), part: new Set(before) };
      continue;
    }
    const rest = p.slice(p[k + 1]!.content ? k + 1 : k + 2);
    const end = rest.findIndex((t) => RELATIVES.has(t.fold));
    const span = end < 0 ? rest : rest.slice(0, end);
    const first = span.findIndex((t) => t.content || t.name);
    if (first >= 0) return { tokens: span.slice(first), part: new Set(p) };
  }
  return null;
}

const WHEN = /^\s*¿?\s*(cu[aá]ndo|en qu[eé] casos?)\s/iu;

/**
 * "¿Cuándo es divisible un número entre 5?" where the note lists "…entre 3 si…, entre 5 si acaba en 0 o en 5, y…":
 * the condition right after the question's own number. Null otherwise.
 */
export function conditionOfNumber(parts: readonly Token[][], question: string): Span | null {
  if (!WHEN.test(question)) return null;
  const asked = tokenize(question).filter((t) => t.num !== null).map((t) => t.num);
  if (asked.length === 0) return null;
  for (const p of parts) {
    const k = p.findIndex((t, j) => t.num !== null && asked.includes(t.num) && ["si", "cuando"].includes(p[j + 1]?.fold ?? ""));
    if (k < 0) continue;
    // (With a short alternative after it, though it says the question's number: "si acaba en 0 | o en 5".)
    const next = parts[parts.indexOf(p) + 1];
    const alternative = next && next[0]!.clause === p[0]!.clause && ["o", "u"].includes(next[0]!.fold) && next.length <= 4 ? next : [];
    const rest = [...p.slice(k + 2), ...alternative];
    const first = rest.findIndex((t) => t.content || t.num !== null);
    if (first >= 0) return { tokens: rest.slice(first), part: new Set([...p, ...alternative]) };
  }
  return null;
}


/**
 * "¿Cómo pesca en grupo?" where the note says "Suele pescar en grupo, empujando a los peces…": the gerund set off
 * after a part that says only the question's words. Null otherwise.
 */
export function mannerGerund(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Span | null {
  if (!HOW_QUESTION.test(question)) return null;
  for (let i = 0; i + 1 < parts.length; i++) {
    const [p, next] = [parts[i]!, parts[i + 1]!];
    const words = p.filter((t) => t.content);
    if (words.length < 2 || !words.every(inQuestion)) continue;
    if (!next[0]!.commaBefore || next[0]!.clause !== p[0]!.clause || !GERUND.test(next[0]!.fold)) continue;
    return { tokens: next, part: new Set(next) };
  }
  return null;
}

/** "en realidad", "realmente", "de verdad", "in fact", "actually": what a thing truly is, against how it looks. */
const ACTUALLY = /(^|[^\p{L}])(en realidad|realmente|de verdad|in fact|actually)([^\p{L}]|$)/iu;

/**
 * "¿Qué es en realidad un higo?" where the note says "El higo es el fruto de… En realidad es una flor cerrada…": the part
 * the note opens with the same marker, from its first word of its own. The span, or null.
 */
export function actuallySpan(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Span | null {
  if (!ACTUALLY.test(question)) return null;
  for (const p of parts) {
    const k = p.findIndex((t, j) => (t.fold === "realidad" && p[j - 1]?.fold === "en") || t.fold === "realmente" || (t.fold === "verdad" && p[j - 1]?.fold === "de") || t.fold === "actually");
    const first = k < 0 ? -1 : p.findIndex((t, j) => j > k && t.content && !inQuestion(t) && t.fold !== "realidad");
    if (first >= 0) return withCoordination({ tokens: p.slice(first), part: new Set(p) }, parts, inQuestion);
  }
  return null;
}

/** "¿Qué significa el nombre…?", "¿Qué quiere decir…?": what a name or word means. */
const MEANING_QUESTION = /(^|[^\p{L}])(qu[eé] (significa|significan|significaba|quiere decir|quieren decir)|what does .* mean)([^\p{L}]|$)/iu;

/**
 * "¿Qué significa el nombre de las islas?" where the note says "…significa «gran río»" or "…de ahí viene su nombre:
 * «islas de las ovejas»": what follows "significa" in a part the question points at, else the part after a colon that
 * follows a word of the question. The span, or null.
 */
export function meaningSpan(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Span | null {
  // (Asked what a thing is, «¿Qué son X?», only by what the note restates X as: "se comen pasadas, | es decir, | …".)
  const meaning = MEANING_QUESTION.test(question);
  if (!meaning && !/^\s*¿?\s*qu[eé] (es|son)\s/iu.test(question)) return null;
  for (const [i, p] of meaning ? parts.entries() : []) {
    const k = p.findIndex((t) => /^signific/.test(t.fold) || (t.fold === "quiere" && p[p.indexOf(t) + 1]?.fold === "decir"));
    const rest = k < 0 ? [] : p.slice(k + (p[k]!.fold === "quiere" ? 2 : 1));
    const own = rest.findIndex((t) => t.content);
    const pointed = [...p.slice(0, k), ...(i > 0 && parts[i - 1]![0]!.clause === p[0]!.clause ? parts[i - 1]! : [])].some((t) => t.content && inQuestion(t));
    if (own >= 0 && pointed) return withCoordination({ tokens: rest.slice(own), part: new Set(p) }, parts, inQuestion);
  }
  for (let i = 1; i < parts.length; i++) {
    const [before, p] = [parts[i - 1]!, parts[i]!];
    if (meaning && p[0]!.colonBefore && !p[0]!.stopBefore && inQuestion(before.at(-1)!) && before.at(-1)!.content && p.some((t) => t.content && !inQuestion(t))) return { tokens: p, part: new Set(p) };
    // (Or what the note restates the word as: "fue el tlatoani, | es decir, | el gobernante, | de Texcoco".)
    const n = restating(p);
    const gloss = !n || !before.at(-1)!.content || !inQuestion(before.at(-1)!) ? [] : p.length > n ? p.slice(n) : (parts[i + 1] ?? []);
    const own = gloss.findIndex((t) => t.content && !inQuestion(t));
    if (own >= 0 && gloss[0]!.clause === before.at(-1)!.clause) return withCoordination({ tokens: gloss.slice(own), part: new Set(gloss) }, parts, inQuestion);
  }
  return null;
}

/** How many tokens a part's opening "es decir", "o sea", "esto es" takes (0 for none). */
function restating(p: readonly Token[]): number {
  const [a, b] = [p[0]?.fold, p[1]?.fold];
  return (a === "es" && b === "decir") || (a === "o" && b === "sea") || (a === "esto" && b === "es") ? 2 : 0;
}

/** "¿Cómo es la pulpa del lichi?", "¿Qué forma tiene la base…?": how a thing the question names bare is. */
const HOW_IS_QUESTION = /^\s*¿?\s*(?:c[oó]mo (?:es|son|era|eran)|qu[eé] (?:forma|color|aspecto) (?:tiene|tienen|ten[ií]a|ten[ií]an)) (?:el|la|los|las|su|sus) (\p{L}+)(?: del? |\s*\?)/iu;

/**
 * "¿Cómo es la pulpa del maracuyá?" where the note says "…rodeadas de una pulpa amarilla, ácida y muy aromática": the
 * words right after the noun asked about, and what is coordinated with them (or past a form or colour asked: "con forma
 * ovalada"). The span, or null.
 */
export function describedNoun(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Span | null {
  const [m, attribute] = [HOW_IS_QUESTION.exec(question), /^\s*¿?\s*qu[eé] (?:es|son) (?:el|la|los|las) (\p{L}+) del? /iu.exec(question)];
  const noun = m ?? attribute ? tokenize((m ?? attribute)![1]!)[0] : undefined;
  if (!noun?.content) return null;
  for (const p of parts) for (const [j, t] of p.entries()) if (/^(forma|color|aspecto)$/.test(t.fold) && new RegExp(`qu[eé] ${t.fold} `, "iu").test(question)) { const k = p[j + 1]?.fold === "de" ? j + 2 : j + 1; if (p[k]?.content && !inQuestion(p[k]!)) return { tokens: p.slice(k), part: new Set(p) }; }
  // (Not another of its kind where the note names the question's: "el arco apuntado" for "el arco de medio punto".)
  const complement = ((q) => q.slice(q.findIndex((t) => t.stem === noun.stem) + 1).find((t) => t.content))(tokenize(question));
  const named = complement !== undefined && parts.some((p) => p.some((t, j) => t.stem === noun.stem && p[j + 1]?.fold === "de" && p[j + 2]?.stem === complement.stem));
  // (A side or time the question sets past the thing, "por dentro", where a part says it before a copula: "…, | por
  // dentro es casi hueco" — what that copula says.)
  const q = tokenize(question);
  const by = q.findIndex((t, j) => j > q.findIndex((x) => x.stem === noun.stem) && t.fold === "por");
  const setting = by > 0 ? q.slice(by + 1).filter((t) => t.content) : [];
  for (const p of setting.length ? parts : []) {
    const copula = p.findIndex((t, j) => /^(es|son|era|eran)$/.test(t.fold) && p.slice(0, j).some((x) => x.content) && p.slice(0, j).every((x) => !x.content || inQuestion(x)));
    const said = copula > 0 && setting.every((w) => p.slice(0, copula).some((x) => alignsLiterally(x, indexTokens([w])))) ? p.findIndex((t, j) => j > copula && t.content) : -1;
    if (said > 0) return withCoordination({ tokens: p.slice(said), part: new Set(p) }, parts, inQuestion);
  }
  for (const p of parts) {
    const k = p.findIndex((t) => t.stem === noun.stem && (!named || p[p.indexOf(t) + 2]?.stem === complement!.stem));
    const next = p[k + 1];
    // (A word of its own right after it — not "la pulpa es…", "la pulpa de…"; "¿Qué es la altura…?" asks the copula's.)
    if (k >= 0 && m && next?.content && !inQuestion(next) && !next.name && next.num === null && !/^\p{L}+(?:ando|iendo)$/u.test(next.fold)) {
      return nounPhraseCut(withCoordination({ tokens: p.slice(k + 1), part: new Set(p) }, parts, inQuestion));
    }
    // (Or what a copula after it says of it, past the question's words: "sus ángulos también son", "La moda de un … es".)
    const copula = k >= 0 ? p.findIndex((t, j) => j > k && /^(es|son|era|eran)$/.test(t.fold)) : -1;
    const said = copula > 0 && p.slice(k + 1, copula).every((t) => !t.content || ADVERBS_OF_TIME.has(t.fold) || inQuestion(t)) ? p.findIndex((t, j) => j > copula && t.content) : -1;
    if (said > 0) return withCoordination({ tokens: p.slice(said), part: new Set(p) }, parts, inQuestion);
  }
  return null;
}
const ADVERBS_OF_TIME = new Set(["tambien", "siempre", "normalmente", "casi", "todos"]);

/**
 * "¿Qué es un trapecio isósceles?" where the note says "Si los dos lados… miden lo mismo, se llama trapecio isósceles":
 * the condition under which the note gives the thing its name. The span, or null.
 */
export function namedUnderCondition(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Span | null {
  if (!/^\s*¿?\s*qu[eé] (?:es|son) /iu.test(question)) return null;
  for (let i = 1; i < parts.length; i++) {
    const p = parts[i]!;
    const named = p.findIndex((t, k) => (t.fold === "se" || t.fold === "le" || t.fold === "les") && /^(llama|llaman|denomina|denominan)$/.test(p[k + 1]?.fold ?? ""));
    const cond = parts[i - 1]!;
    if (named < 0 || !p.slice(named + 2).some((t) => t.content) || !p.slice(named + 2).filter((t) => t.content).every(inQuestion)) continue;
    if (CONDITIONS.has(cond[0]!.fold) && cond[0]!.clause === p[0]!.clause && cond.length > 1) return { tokens: cond.slice(1), part: new Set(cond) };
  }
  return null;
}
