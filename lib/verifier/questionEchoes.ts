/**
 * The question's own words said again inside an answer slot (lib/verifier/slotTrims.ts): its predicate at the slot's
 * end, its phrase before a coordinated item — cut off, the slot being what the note says besides.
 */
import { type Token, alignsLiterally, indexTokens, tokenize } from "@/lib/text/analyze";
import { isLight } from "@/lib/text/lexicon";
import { PHRASE_PREPOSITIONS as PREPOSITIONS, SPANISH_STOP_WORDS } from "@/lib/text/spanish";
import { COPULAS, type Slot } from "./slotSpans";

/** A verb of the past by its ending ("pintó", "llevaba", "vivían"), or of the present too ("conducen", "tienen"). */
export const pastVerb = (t: Token, present = false) => (present ? /^\p{L}{2,}(?:ó|aron|ieron|aba|aban|ía|ían|[aei]n)$/u : /^\p{L}{2,}(?:ó|aron|ieron|aba|aban|ía|ían)$/u).test(t.raw.toLowerCase());

/**
 * A tail that opens with a verb: a light one ("es", "tienen", "forma"), a reflexive ("se considera") or a finite form
 * by its ending ("pintó", "conducen", "llevaba") — not a noun or adjective of the slot's own phrase ("bacterias
 * resistentes", "insular").
 */
const predicate = (tail: readonly Token[]) => {
  const [t, next] = [tail[0]!, tail[1]];
  if (t.name || t.num !== null) return false;
  if (t.fold === "se") return next !== undefined && !next.name;
  return COPULAS.has(t.fold) || (isLight(t.fold, t.stem) && !SPANISH_STOP_WORDS.has(t.fold)) || pastVerb(t, true);
};

/**
 * "¿Qué monedas tienen forma de dodecágono?" where the note says "Las monedas de una libra del Reino Unido tienen forma
 * de dodecágono": the slot cut before the question's predicate said again at its end ("tienen forma de dodecágono").
 * The tail opens with a word of the question that opens no complement, holds the question's words and function words
 * only, and leaves words of the note's own before it.
 */
export function withoutQuestionTail(slot: Slot | null, question: string, questionWords: ReadonlySet<string>): Slot | null {
  if (!slot) return slot;
  const q = indexTokens(tokenize(question).filter((t) => !questionWords.has(t.fold)));
  const ts = slot.tokens;
  const asked = (t: Token) => (t.content || t.name || isLight(t.fold, t.stem)) && alignsLiterally(t, q);
  let k = ts.length;
  while (k > 0 && (asked(ts[k - 1]!) || (!ts[k - 1]!.content && !ts[k - 1]!.name && ts[k - 1]!.num === null))) k--;
  while (k < ts.length && !asked(ts[k]!)) k++;
  const tail = ts.slice(k);
  const own = ts.slice(0, k).some((t) => (t.content || t.name || t.num !== null) && !asked(t));
  // (The head ends on a word of its own, no number: "70 | veces por minuto" keeps its unit.)
  const end = ts[k - 1];
  if (k > 0 && end !== undefined && (end.content || end.name) && end.num === null && tail.length >= 2 && tail.filter(asked).length >= 2 && predicate(tail) && ts[k - 1]!.clause === ts[k]!.clause && own) return { tokens: ts.slice(0, k), part: slot.part };
  // The question's predicate said right after a fronted complement, the note going on past it ("Con las patas traseras
  // | forma bolas de estiércol y las hace rodar" to "¿Con qué forma las bolas…?"): the complement.
  const prep = /^\s*¿?\s*(con|en|a|de|sobre|desde|hasta|entre|hacia|contra|bajo|tras)\s+(?:qu[eé]|cu[aá]l(?:es)?)\s/iu.exec(question)?.[1]?.toLowerCase();
  if (prep === undefined || [...slot.part][0]?.fold !== prep) return slot;
  const m = ts.findIndex((t, j) => j > 0 && asked(t) && ts[j + 1] !== undefined && asked(ts[j + 1]!) && t.clause === ts[0]!.clause);
  return m > 0 && ts.slice(0, m).some((t) => t.content && !asked(t)) && ts.slice(0, m).at(-1)!.content ? { tokens: ts.slice(0, m), part: slot.part } : slot;
}

/**
 * "¿Qué estudió en la Universidad de X?" where the note says "Estudió química en la Universidad de X | y después
 * medicina": the question's own phrase (its preposition and words) said inside the slot before a "y" ends it — what
 * follows is of another time or place.
 */
export function askedPhraseCut(slot: Slot | null, question: string): Slot | null {
  const ts = slot?.tokens ?? [];
  if (!ts.some((t) => t.fold === "y" || t.fold === "e")) return slot;
  const q = tokenize(question), qIdx = indexTokens(q);
  const j = ts.findIndex((t, k) => k > 0 && PREPOSITIONS.has(t.fold) && q.some((x, i) => x.fold === t.fold && q[i + 1]?.fold === ts[k + 1]?.fold) && ts.slice(0, k).some((x) => x.content && !alignsLiterally(x, qIdx)));
  let r = j;
  while (r > 0 && r < ts.length && ts[r]!.fold !== "que" && (alignsLiterally(ts[r]!, qIdx) || (!ts[r]!.content && !ts[r]!.name && !["y", "e"].includes(ts[r]!.fold)))) r++;
  // (With the relative clause said of the phrase's thing, to the "y": "tres franjas blancas en el cuerpo que lo cruzan
  // de arriba abajo | y unas aletas…" for «¿Qué tiene en el cuerpo?».)
  const y = ts[r]?.fold === "que" ? ts.findIndex((t, k) => k > r && ["y", "e"].includes(t.fold) && !t.commaBefore) : -1;
  if (j > 0 && y > r && ts.slice(j, r).some((t) => t.content)) return { tokens: ts.slice(0, y), part: slot!.part };
  return j > 0 && ["y", "e"].includes(ts[r]?.fold ?? "") && ts.slice(j, r).some((t) => t.content) ? { tokens: ts.slice(0, j), part: slot!.part } : slot;
}
