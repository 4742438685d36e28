/**
 * What a question's own words tell about where its answer sits in a note, beside the words it shares with it: the
 * point of reference it places its thing against ("respecto a los ventrículos"), the condition it sets ("cuando
 * muere") and the thing that condition happens to ("¿Qué pasa con el carbono de un ser vivo…?"), the thing it counts.
 */
import { type SourceIndex, type Token, alignsLiterally, indexTokens } from "@/lib/text/analyze";
import { CONDITIONS } from "./slotSpans";

/** The stems of the content words after "respecto a/de", "en relación con", "comparado con", "frente a" in a question. */
export function referencePointStems(question: readonly Token[]): Set<string> {
  const out = new Set<string>();
  question.forEach((t, i) => {
    const opens = (t.fold === "respecto" && ["a", "al", "de", "del"].includes(question[i + 1]?.fold ?? "")) || (t.fold === "relacion" && question[i - 1]?.fold === "en") || ((t.fold === "comparado" || t.fold === "comparada" || t.fold === "frente") && ["con", "a", "al"].includes(question[i + 1]?.fold ?? ""));
    if (!opens) return;
    for (const x of question.slice(i + 1, i + 6)) if (x.content && x.clause === t.clause) out.add(x.stem);
  });
  return out;
}

/** Verbs of "¿Qué (le) pasa a X…?": what follows them up to a condition is the thing asked about. */
const HAPPENS = /^(pasa|pasan|ocurre|ocurren|sucede|suceden|paso|ocurrio|sucedio|pasaria|ocurriria|sucederia)$/;

/** The stems of a question's condition ("cuando se moja", "si se calienta") and of the thing it happens to. */
export function conditionAndTopic(question: readonly Token[]): { condition: SourceIndex | null; topic: Set<string> } {
  const condition: Token[] = [];
  const topic = new Set<string>();
  // The conjunctions, not the interrogatives: "cuando", "si" unaccented, past the question's first word.
  const opens = question.findIndex((t, i) => i > 0 && (t.raw.toLowerCase() === "cuando" || t.raw.toLowerCase() === "si"));
  if (opens < 0) return { condition: null, topic };
  for (const x of question.slice(opens + 1)) if (x.content && x.clause === question[opens]!.clause) condition.push(x);
  const verb = question.findIndex((t) => HAPPENS.test(t.fold));
  if (verb >= 0 && verb < opens) for (const x of question.slice(verb + 1, opens)) topic.add(x.stem);
  return { condition: condition.length ? indexTokens(condition) : null, topic };
}

const COORDINATORS = new Set(["y", "e", "o", "u", "ni", "and", "or"]);

/**
 * Where the part the question's condition was found in is that condition on its own ("Cuando la demanda sube | y la
 * oferta se mantiene | su precio tiende a subir"), the part that says what happens then: among the clauses after it
 * and its coordinated continuations, within the statement, the first that names the thing asked about, else the
 * first. Else the part itself.
 */
export function pastCondition(parts: readonly Token[][], best: number, topic: ReadonlySet<string>): number {
  let opensAt = best;
  while (opensAt > 0 && COORDINATORS.has(parts[opensAt]![0]!.fold) && !parts[opensAt]![0]!.stopBefore) opensAt--;
  if (!CONDITIONS.has(parts[opensAt]![0]!.fold)) return best;
  let next = best + 1;
  while (parts[next] && !parts[next]![0]!.stopBefore && COORDINATORS.has(parts[next]![0]!.fold)) next++;
  if (!parts[next] || parts[next]![0]!.stopBefore) return best;
  for (let k = next; parts[k] && (k === next || !parts[k]![0]!.stopBefore); k++) if (parts[k]!.some((t) => t.content && topic.has(t.stem))) return k;
  return next;
}

/**
 * "¿Cuántos espectadores…?" where the note says "unos 50.000 espectadores": the number that counts the thing the
 * question asks how many of (its category noun), from that number on; null when the question counts nothing or the
 * note gives no such number.
 */
export function countingNumber(parts: readonly Token[][], question: string, category: SourceIndex, isNum: (t: Token) => boolean): { tokens: Token[]; part: Set<Token> } | null {
  if (!/(^|[^\p{L}])cu[aá]nt[oa]s?\s/iu.test(question)) return null;
  for (const p of parts) {
    const at = p.findIndex((t, k) => k > 0 && t.content && alignsLiterally(t, category) && p.slice(Math.max(0, k - 2), k).some(isNum));
    if (at > 0) return { tokens: p.slice(p.slice(0, at).findLastIndex(isNum)), part: new Set(p) };
  }
  return null;
}

/** Words that set an exception apart ("salvo el corazón", "excepto los domingos"). */
const EXCEPT = new Set(["salvo", "excepto", "except", "exceptuando"]);

/**
 * A question that asks what a thing is not done to ("¿Qué órgano no les sacaban…?") where the note's part says it is
 * done to all but one ("le sacaban los órganos internos, salvo el corazón"): the exception, from the word after its
 * marker. Null when the question denies nothing or no exception follows the part it points at.
 */
export function exceptionSpan(parts: readonly Token[][], best: number, question: readonly Token[]): { tokens: Token[]; part: Set<Token> } | null {
  if (!question.some((t) => t.fold === "no" || t.fold === "not")) return null;
  for (const p of [parts[best]!, parts[best + 1]]) {
    if (!p || (p !== parts[best] && p[0]!.stopBefore)) continue;
    const k = p.findIndex((t) => EXCEPT.has(t.fold) || (t.fold === "excepcion" && p[p.indexOf(t) - 1]?.fold === "a"));
    const first = k >= 0 ? p.findIndex((t, j) => j > k && t.content) : -1;
    if (first > 0) return { tokens: p.slice(first), part: new Set(p) };
  }
  return null;
}

/**
 * Questions opened by a preposition before "qué" / "cuál": "¿En qué piedra…?", "¿Con qué herramienta…?". (Not "de":
 * the note's "de" is most often a genitive, "el planeta más grande del sistema solar".)
 */
const PREPOSITION_QUESTION = /^\s*¿?\s*(en|con|desde|hacia|in|with)\s+(qu[eé]|cu[aá]l(?:es)?|what|which)\s/iu;

/**
 * A question opened by a preposition ("¿En qué piedra están tallados…?") is answered by the note's phrase opened by
 * the same preposition in the part it points at or a later part of its clause ("Los talló el pueblo rapanui, …, en la
 * toba volcánica de la cantera"): from its first word the question does not hold to the end of its part. Not a date
 * ("en 1860", "en la década de…"). A phrase headed by the question's own word ("en la frase «…»", "en ganar dos
 * premios") names the thing asked about, not the answer: then none. Null otherwise.
 */
export function prepositionSpan(parts: readonly Token[][], best: number, question: string, inQuestion: (t: Token) => boolean, isDate: (p: readonly Token[], k: number) => boolean): { tokens: Token[]; part: Set<Token> } | null {
  const m = PREPOSITION_QUESTION.exec(question);
  if (!m) return null;
  const prep = m[1]!.toLowerCase();
  const clause = parts[best]![0]!.clause;
  for (let i = best; i < parts.length && parts[i]![0]!.clause === clause; i++) {
    const p = parts[i]!;
    for (let k = 0; k < p.length; k++) {
      if (p[k]!.fold !== prep || isDate(p, k + 1)) continue;
      const rest = p.slice(k + 1);
      const head = rest.find((t) => t.content || t.name);
      if (!head) continue;
      if (inQuestion(head)) return null;
      const first = rest.findIndex((t) => (t.content || t.name) && !inQuestion(t));
      return { tokens: rest.slice(first), part: new Set(p) };
    }
  }
  return null;
}
