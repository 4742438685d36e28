/**
 * Answer slots said after the part the question points at, in the same clause (lib/verifier/slot.ts): the remnant of
 * a clause coordinated with its verb left out ("…representan a los comerciantes, | y los saqras, | a los demonios"),
 * and what a principle or law states, after "según el cual" ("…enunció el principio de incertidumbre, | según el cual
 * no se pueden conocer…"); and, asked "¿Con qué…?" where no phrase opened by "con" answers, the phrase after the
 * question's own participle ("cubiertas de hule") or the one phrase of company ("junto al acordeón"); asked for a trade
 * ("¿En qué trabajó…?"), what the note says after the verb and "como" / "de" ("trabajó como pastor de ovejas…").
 */
import type { Token } from "@/lib/text/analyze";
import { DETERMINERS, PARTICIPLE, PHRASE_PREPOSITIONS } from "@/lib/text/spanish";
import { tokenize } from "@/lib/text/analyze";
import { antonyms } from "@/lib/text/lexicon";
import { sameClassOthers } from "@/lib/text/cohyponyms";
import { COORDINATORS } from "./questionFrame";
import { RELATIVES } from "./slotSpans";

type Span = { tokens: Token[]; part: Set<Token> };

/** Subordinators that open a parenthesis set off inside the clause ("si hace falta", "según la tradición"). */
const ASIDES = new Set(["si", "cuando", "aunque", "segun", "como", "salvo"]);

/**
 * "¿A quiénes representan los saqras?" where the note says "Los qhapaq qolla representan a los comerciantes del
 * altiplano | y los saqras, | a los demonios…" ("…los dos primeros a 21 puntos | y el tercero, | si hace falta, | a 15"
 * for "¿A cuántos puntos se juega el tercer set?"): the part the question points at is a coordinator and the question's
 * own words alone, with no verb of its own — its verb is the clause's before it — and the clause goes on, past a
 * parenthesis, with a phrase opened by a preposition, a determiner or a number: that phrase is what is said of it.
 * The span, or null.
 */
export function gappedRemnant(parts: readonly Token[][], best: number, inQuestion: (t: Token) => boolean): Span | null {
  // (Or a remnant later in the clause of the part the question points at, holding a word of the question set against a
  // word of that part — its opposite or another of its class: "En la categoría masculina el martillo pesa 7,26 kilos, |
  // y en la femenina, | 4 kilos" for "¿…femenina?"; not a second item the question names too: "Ceriñola | y del Garellano".)
  const against = (t: Token) => parts[best]!.some((b) => b.content && !inQuestion(b) && (antonyms().get(t.stem)?.has(b.stem) || sameClassOthers(t.stem, b.stem)));
  const lacked = (r: readonly Token[]) => r.some((t) => t.content && inQuestion(t) && against(t));
  const later = parts.findIndex((r, j) => j > best && r[0]!.clause === parts[best]?.[0]!.clause && COORDINATORS.has(r[0]!.fold) && lacked(r));
  // (The remnant may say its value in its own part: "El disco masculino pesa 2 kilos | y el femenino 1 kilo".)
  const own = later > 0 ? parts[later]!.findIndex((t, k) => k > 0 && (t.content || t.num !== null) && !inQuestion(t)) : -1;
  return remnantAt(parts, best, inQuestion) ?? (later > 0 ? (remnantAt(parts, later, inQuestion) ?? (own > 0 ? { tokens: parts[later]!.slice(own), part: new Set(parts[later]) } : null)) : null);
}

function remnantAt(parts: readonly Token[][], best: number, inQuestion: (t: Token) => boolean): Span | null {
  const p = parts[best];
  if (!p || best === 0 || !COORDINATORS.has(p[0]!.fold) || p.length > 5 || parts[best - 1]![0]!.clause !== p[0]!.clause) return null;
  const own = p.slice(1).filter((t) => t.content || t.name || t.num !== null);
  if (!own.length || !own.every(inQuestion)) return null;
  for (let j = best + 1; j < parts.length && parts[j]![0]!.clause === p[0]!.clause && parts[j]![0]!.commaBefore; j++) {
    const r = parts[j]!;
    if (ASIDES.has(r[0]!.fold)) continue;
    if (!PHRASE_PREPOSITIONS.has(r[0]!.fold) && !DETERMINERS.has(r[0]!.fold) && r[0]!.num === null) return null;
    const first = r.findIndex((t) => (t.content || t.name || t.num !== null) && !inQuestion(t));
    return first >= 0 ? { tokens: r.slice(first), part: new Set(r) } : null;
  }
  return null;
}

/** "¿Qué dice / establece / afirma… el principio…?": what a statement of the thing says. */
const STATES_QUESTION = /^\s*¿?\s*qu[eé] (?:dice|dicen|establece|establecen|afirma|afirman|sostiene|sostienen|postula|postulan|enuncia|enuncian|plantea|plantean)\s/iu;

/**
 * "¿Qué dice el principio de incertidumbre?" where the note says "…enunció el principio de incertidumbre, | según el
 * cual no se pueden conocer a la vez…": the clause after "según el cual" (or "la cual", "lo que"…) set off right after
 * the part that ends saying the question's words — what the principle, law or theory states. The span (to the end of
 * the statement's clause), or null.
 */
export function statedBySegun(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Span | null {
  if (!STATES_QUESTION.test(question)) return null;
  for (let i = 0; i + 1 < parts.length; i++) {
    const [p, next] = [parts[i]!, parts[i + 1]!];
    const last = p.filter((t) => t.content || t.name).at(-1);
    if (!last || !inQuestion(last) || next[0]!.clause !== p[0]!.clause || next[0]!.fold !== "segun" || (!DETERMINERS.has(next[1]?.fold ?? "") && next[1]?.fold !== "lo")) continue;
    if (!["cual", "cuales", "que"].includes(next[2]?.fold ?? "")) continue;
    const tokens = [...next.slice(3)];
    for (let j = i + 2; j < parts.length && parts[j]![0]!.clause === p[0]!.clause && COORDINATORS.has(parts[j]![0]!.fold); j++) tokens.push(...parts[j]!);
    return tokens.length ? { tokens, part: new Set(next) } : null;
  }
  return null;
}

const AFTER_COPULA = new Set(["esta", "estan", "estaba", "estaban", "es", "son", "era", "eran", "va", "van", "iba", "iban"]);
const WITH_QUESTION = /^\s*¿?\s*(?:con|junto a) (?:qu[eé]|qui[eé]n(?:es)?)\s/iu;

/**
 * "¿Con qué instrumento suele tocarse…?" where the note says "…, casi siempre junto al acordeón" and no phrase opened by
 * "con" answers: the one phrase of the note opened by "junto a" / "junto con" / "acompañado de" — company said another
 * way — from its first word the question does not hold to the end of its part. The span, or null.
 */
export function accompaniedSpan(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Span | null {
  if (!WITH_QUESTION.test(question)) return null;
  const opens = (p: readonly Token[], k: number) => (p[k]!.fold === "junto" && ["a", "al", "con"].includes(p[k + 1]?.fold ?? "")) || (/^acompanad[oa]s?$/.test(p[k]!.fold) && ["de", "del", "por"].includes(p[k + 1]?.fold ?? ""));
  const found = parts.flatMap((p) => p.flatMap((_, k) => (opens(p, k) ? [{ p, rest: p.slice(k + 2) }] : [])));
  if (found.length !== 1) return null;
  const { p, rest } = found[0]!;
  // (Asked who, from the name on: "junto a su hermano Bleda".)
  const named = /qui[eé]n/iu.test(question) ? rest.findIndex((t) => t.name && !inQuestion(t)) : -1;
  const first = named >= 0 ? named : rest.findIndex((t) => (t.content || t.name) && !inQuestion(t));
  return first < 0 ? null : { tokens: rest.slice(first), part: new Set(p) };
}

/**
 * "¿Con qué están cubiertas las puntas…?" where the note says "…baquetas cuyas puntas están cubiertas de hule": the
 * phrase after the question's own participle, opened by "de" or "con", in the note — from its first word the question
 * does not hold to the end of its part. The span, or null.
 */
export function participleComplement(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Span | null {
  if (!/^\s*¿?\s*con qu[eé]\s/iu.test(question)) return null;
  // (A participle, or the word after the question's copula: "están cubiertas", "va relleno".)
  const q = tokenize(question);
  const asked = new Set(q.filter((t, k) => t.content && (PARTICIPLE.test(t.fold) || AFTER_COPULA.has(q[k - 1]?.fold ?? ""))).map((t) => t.stem));
  for (const p of parts) {
    const at = p.findIndex((t, k) => asked.has(t.stem) && ["de", "del", "con"].includes(p[k + 1]?.fold ?? ""));
    const rest = at >= 0 ? p.slice(at + 2) : [];
    const first = rest.findIndex((t) => (t.content || t.name) && !inQuestion(t));
    if (first >= 0) return { tokens: rest.slice(first), part: new Set(p) };
  }
  return null;
}

const JOB_QUESTION = /(^|¿)\s*(?:en|de)\s+qu[eé]\s+trabaj/iu;
const CLAUSE_OPENERS = new Set(["cuando", "mientras", "hasta", "antes", "despues", "porque", "aunque", "y", "e", "pero"]);

/**
 * "¿En qué trabajó Juárez de niño?", "¿De qué trabajaba…?": the trade the note names after the question's verb and
 * "como" / "de", up to the question's next word or a clause of its own. The span, or null.
 */
export function jobSpan(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Span | null {
  if (!JOB_QUESTION.test(question)) return null;
  // (Of two parts with the verb, the one that says more of the question — "de niño…antes de aprender a leer"; none where
  // neither says more: "su padre trabajaba como diplomático" and "trabajó como traductor" for what he did before.)
  const isVerb = (t: Token) => t.stem.startsWith("trabaj") && inQuestion(t);
  const more = (p: readonly Token[]) => p.filter((t) => (t.content || t.name) && !isVerb(t) && inQuestion(t)).length;
  const [p, second] = parts.filter((x) => x.some(isVerb)).sort((a, b) => more(b) - more(a));
  if (!p || (second && more(p) === more(second))) return null;
  const verb = p.findIndex(isVerb);
  // ("como" within a few words of the verb, "trabajó de joven como capataz"; else "de" right after it: "trabajaba de
  // costurera".)
  const como = p.findIndex((t, k) => k > verb && k <= verb + 4 && t.fold === "como");
  const at = como > 0 ? como : p[verb + 1]?.fold === "de" ? verb + 1 : -1;
  const rest = at < 0 ? [] : p.slice(at + 1);
  const first = rest.findIndex((t) => t.content);
  if (first < 0) return null;
  const end = rest.findIndex((t, k) => k > first && ((t.content && inQuestion(t)) || CLAUSE_OPENERS.has(t.fold) || RELATIVES.has(t.fold)));
  const tokens = rest.slice(0, end < 0 ? undefined : end);
  // (Not up to a preposition left hanging before the question's word: "oficinista en | Madrás".)
  while (tokens.length > 1 && !tokens.at(-1)!.content && !tokens.at(-1)!.name && tokens.at(-1)!.num === null) tokens.pop();
  return { tokens, part: new Set(p) };
}
