/**
 * Trims and moves of an answer slot once found (lib/verifier/slot.ts): past circumstances to the thing a question asks
 * for, a closing year no time-question asks for, the colours of a colour-question, the question's own words said again
 * (questionEchoes.ts).
 */
import { QUANTITY_QUESTION, type Token, alignsLiterally, indexTokens, textParts, tokenize } from "@/lib/text/analyze";
import { isColour } from "@/lib/grading/placement";
import { ANY_PARTICIPLE, DETERMINERS } from "@/lib/text/spanish";
import { ARTICLES, PRETERITE, type Slot, categoryNouns } from "./slotSpans";
import { memberOfNamedClass } from "@/lib/text/cohyponyms";
import { askedPhraseCut, pastVerb, withoutQuestionTail } from "./questionEchoes";

/** The determiners after a cause's "por" ("por el roce", "por su peso"). */
const CAUSE_DETERMINERS: ReadonlySet<string> = new Set(["el", "la", "los", "las", "su", "sus"]);

/**
 * "¿De qué color…?": the colours of the slot, cut before a conjunction whose item names no colour ("anaranjada | y
 * dulce", "gris con manchas negras | y una cola muy larga") — "blanco y negro", "gris o pardo" stay whole.
 */
export function colourCut(s: Slot | null, question: string): Slot | null {
  if (!s || !/(^|[^\p{L}])de qu[eé] colou?r(es)?([^\p{L}]|$)/iu.test(question) || !s.tokens.some((t) => isColour(t.fold))) return s;
  const k = s.tokens.findIndex((t, j) => ["y", "e", "o", "u"].includes(t.fold) && s.tokens.slice(0, j).some((x) => isColour(x.fold)) && !isColour(s.tokens.slice(j + 1).find((x) => x.content)?.fold ?? ""));
  return k > 0 ? { tokens: s.tokens.slice(0, k), part: s.part } : s;
}

/** Questions that ask a time, or hold a number of their own: a year in the slot may be what they ask. */
const ASKS_TIME = /(^|[^\p{L}])(cu[aá]ndo|a[nñ]os?|fechas?|siglos?|[eé]pocas?|when|year)([^\p{L}]|$)|\d/iu;

/**
 * A slot cut before the year that closes it, where the question asks no time ("murió de unas fiebres | en 1578" for
 * "¿De qué murió…?", "…de Galicia | desde 2002"): the date is a circumstance of the statement, not part of the answer.
 */
function undated(slot: Slot | null, question: string): Slot | null {
  if (!slot || ASKS_TIME.test(question)) return slot;
  const ts = slot.tokens;
  const k = ts.length - 2;
  const year = ts[k + 1]?.num != null && /^\d{4}$/.test(ts[k + 1]!.raw);
  // (Not a list of dated items: "la de oro en 2016 y la de plata en 2020".)
  const dated = ts.slice(0, k).some((t) => t.num !== null);
  return k > 0 && (ts[k]!.fold === "en" || ts[k]!.fold === "desde") && year && !dated && ts.slice(0, k).some((t) => t.content || t.name) ? { tokens: ts.slice(0, k), part: slot.part } : slot;
}

/**
 * Of two items coordinated in a slot, each with its own number, the one that holds the question's: "de la penicilina en
 * 1945 y la de la vitamina B12 en 1954" for "¿Qué estructura determinó en 1945?" is "de la penicilina en 1945".
 */
function datedItem(slot: Slot | null, question: string): Slot | null {
  // (Numbers in figures: "la primera" or "cuatro hombres" pick out no item.)
  const figure = (t: Token) => t.num !== null && /^\d/.test(t.raw);
  const asked = new Set(slot ? tokenize(question).filter(figure).map((t) => t.num) : []);
  const ts = slot?.tokens ?? [];
  const k = ts.findIndex((t, j) => j > 0 && (t.fold === "y" || t.fold === "e") && t.clause === ts[0]!.clause);
  const holds = (part: readonly Token[], mine: boolean) => part.some((t) => figure(t) && asked.has(t.num) === mine) && !part.some((t) => figure(t) && asked.has(t.num) !== mine);
  if (!slot || k <= 0 || asked.size === 0) return slot;
  if (holds(ts.slice(0, k), true) && holds(ts.slice(k + 1), false)) return { tokens: ts.slice(0, k), part: slot.part };
  return holds(ts.slice(0, k), false) && holds(ts.slice(k + 1), true) ? { tokens: ts.slice(k + 1), part: slot.part } : slot;
}

const ADJUNCT_OPENERS = new Set(["hacia", "en", "desde", "hasta", "a", "al", "de", "del", "durante", "hace", "sobre", "por"]);
/** Questions whose answer may be a date, a number, a place or a name ("¿De qué país…?": "de Guatemala"). */
const ASKS_CIRCUMSTANCE = /(^|[^\p{L}])(cu[aá]ndo|d[oó]nde|qui[eé]n(es)?|en qu[eé]|de qu[eé]|desde|hasta|when|where|who)([^\p{L}]|$)/iu;

/**
 * "¿Qué desarrolló Gutenberg?" where the note says "Gutenberg desarrolló hacia 1450, en Maguncia, la imprenta…": a
 * slot that is only a circumstance (a preposition, then numbers and names: "hacia 1450", "en Maguncia") answers no
 * question that asks for a thing; the slot moves on to the next part of its clause that says more.
 */
export function pastAdjuncts(slot: Slot, parts: readonly Token[][], question: string, fromFirstOwn: (p: Token[]) => Slot | null): Slot {
  if (QUANTITY_QUESTION.test(question) || ASKS_CIRCUMSTANCE.test(question)) return slot;
  const circumstance = (ts: readonly Token[]) => {
    const words = ts.filter((t) => t.content);
    return words.length > 0 && words.every((t) => t.num !== null || t.name) && ts.some((t) => ADJUNCT_OPENERS.has(t.fold) && ts.indexOf(t) <= ts.indexOf(words[0]!));
  };
  let i = parts.findIndex((p) => p.includes(slot.tokens.at(-1)!));
  let current = slot;
  // (So is an attribution set off on its own: "recuerda, según la tradición, el martirio…".)
  const attribution = (p: readonly Token[]) => (p[0]!.fold === "segun" || p[0]!.fold === "according") && p[0]!.commaBefore;
  // (Not a name that completes the noun the question asks by: "convocó el Congreso | de Chilpancingo" for "¿Qué
  // congreso…?" is no place it was done in.)
  const from = (p: readonly Token[]) => (p.indexOf(current.tokens[0]!) < 0 ? 0 : p.indexOf(current.tokens[0]!) - 1);
  const kinds = new Set([...categoryNouns(tokenize(question))].map((t) => t.stem));
  const complement = (p: readonly Token[]) => ["de", "del"].includes(p[from(p)]?.fold ?? "") && p[from(p) + 1]?.name === true && kinds.has(p[from(p) - 1]?.stem ?? "");
  for (let hops = 0; hops < 3 && i >= 0 && (attribution(parts[i]!) || (circumstance(parts[i]!.slice(from(parts[i]!))) && !complement(parts[i]!))); hops++) {
    const next = parts[i + 1];
    if (!next || next[0]!.clause !== parts[i]![0]!.clause) return slot;
    const s = fromFirstOwn(next);
    if (!s) return slot;
    current = s;
    i++;
  }
  return current;
}

/**
 * "¿Cómo murió…?" where the note says "Murió en 1510 en la costa de…, herido por flechas envenenadas": a slot of date
 * and place only (a year after "en", no verb) answers no how-question; the participle or gerund set off after it does,
 * or a cause after "en un" / "por una" ("…en 1968, con solo 34 años, en un accidente…").
 */
function mannerPastCircumstance(slot: Slot | null, parts: readonly Token[][], question: string): Slot | null {
  if (!slot || !/^\s*¿?\s*c[oó]mo\s/iu.test(question)) return slot;
  const i = parts.findIndex((p) => p.includes(slot.tokens.at(-1)!));
  // (Past an age set off between them: "Murió en 1968, | con solo 34 años, | en un accidente…".)
  const age = (q: readonly Token[] | undefined) => q !== undefined && q[0]!.fold === "con" && q.some((t) => t.num !== null) && q.at(-1)!.fold === "anos";
  // (A participle or gerund — "herido por flechas" — or a cause after "en" / "por": "en un accidente", "por una caída".)
  const means = (q: readonly Token[] | undefined) => q !== undefined && ["en", "por", "de", "tras"].includes(q[0]!.fold) && ["un", "una"].includes(q[1]?.fold ?? "") && q[2]?.content === true;
  const how = (q: readonly Token[]) => /^\p{L}{3,}(?:ad[oa]s?|id[oa]s?|ando|iendo)$/u.test(q[0]!.fold) || means(q);
  // (Past a participle that only tells of the name before it: "huyó de Dinamarca, | ocupada por los nazis, | en una barca…".)
  const k = age(parts[i + 1]) ? i + 2 : i + 1;
  const ofPlace = parts[i]?.at(-1)?.name === true && ANY_PARTICIPLE.test(parts[k]?.[0]!.fold ?? "") && parts[k + 1]?.[0]!.commaBefore === true && parts[k + 1]![0]!.clause === parts[k]![0]!.clause && means(parts[k + 1]);
  const [p, next] = [parts[i], parts[ofPlace ? k + 1 : k]];
  if (!p || !next || next[0]!.clause !== p[0]!.clause || !next[0]!.commaBefore || !how(next)) return slot;
  const at = p.indexOf(slot.tokens[0]!);
  // (A year after "en" / "hacia", or a time after "durante": "Durante la Segunda Guerra Mundial huyó de Dinamarca".)
  const during = p[at - 1]?.fold === "durante" || (ARTICLES.has(p[at - 1]?.fold ?? "") && p[at - 2]?.fold === "durante");
  const dated = during || (slot.tokens[0]!.num !== null && /^\d{4}$/.test(slot.tokens[0]!.raw) && ["en", "hacia"].includes(p[at - 1]?.fold ?? ""));
  // (Verbless but for the question's own verb, which the circumstance comes before.)
  const asked = indexTokens(tokenize(question));
  const verbless = !slot.tokens.some((t) => pastVerb(t) && !alignsLiterally(t, asked));
  return dated && verbless ? { tokens: next, part: new Set(next) } : slot;
}

/** Words between the names of one place ("Puerto de Santa María", "Palacio de la Granja"). */
export const NAME_LINKS: ReadonlySet<string> = new Set(["de", "del", "la", "las", "los", "el"]);

/**
 * "dibujó en el Puerto de Santa María el mapa más antiguo…": a slot that opens with a place named after "en" / "desde"
 * and goes on with an article and a common noun, the thing done, is that thing.
 */
function namedPlaceSkipped(slot: Slot | null, parts: readonly Token[][], question: string): Slot | null {
  if (!slot || !/^\s*¿?\s*qu[eé]\s/iu.test(question) || QUANTITY_QUESTION.test(question) || ASKS_CIRCUMSTANCE.test(question)) return slot;
  const ts = slot.tokens;
  const part = parts.find((p) => p.includes(ts[0]!));
  const at = part ? part.indexOf(ts[0]!) : -1;
  if (at < 0 || !part!.slice(Math.max(0, at - 2), at).some((t) => ["en", "desde"].includes(t.fold))) return slot;
  // (Its links when a name follows them: "Palacio de la Granja".)
  const linkToName = (k: number) => {
    while (NAME_LINKS.has(ts[k]?.fold ?? "")) k++;
    return ts[k]?.name === true;
  };
  let j = 0;
  while (j < ts.length && (ts[j]!.name || (NAME_LINKS.has(ts[j]!.fold) && linkToName(j)))) j++;
  const [article, noun] = [ts[j], ts[j + 1]];
  return j > 0 && article && ARTICLES.has(article.fold) && noun && noun.content && !noun.name ? { tokens: ts.slice(j), part: slot.part } : slot;
}

/** Questions that ask a date: "¿Cuándo…?", "¿En qué año / fecha…?". */
const ASKS_DATE = /(^|[^\p{L}])(cu[aá]ndo|qu[eé] (a[nñ]o|fecha|d[ií]a)|when|what year)([^\p{L}]|$)/iu;
/** What goes on after a date with another circumstance ("1494 | entre los Reyes…", "1817 | cuando llegó…"). */
const AFTER_DATE = new Set(["entre", "en", "por", "con", "cuando", "mientras", "tras", "junto", "bajo", "sobre"]);

/**
 * "¿Cuándo se firmó…?" where the note says "se firmó el 7 de junio de 1494 entre los Reyes Católicos y…": a
 * date-question's slot ends at its year, before the circumstance said after it.
 */
export function endsAtYear(slot: Slot | null, question: string): Slot | null {
  if (!slot || !ASKS_DATE.test(question)) return slot;
  const k = slot.tokens.findIndex((t, j) => t.num !== null && /^\d{3,4}$/.test(t.raw) && AFTER_DATE.has(slot.tokens[j + 1]?.fold ?? ""));
  return k >= 0 ? { tokens: slot.tokens.slice(0, k + 1), part: slot.part } : slot;
}

/** A found slot with every trim above applied, in order. */
export function trimSlot(slot: Slot | null, noteTokens: readonly Token[], question: string, questionWords: ReadonlySet<string>): Slot | null {
  // (The note's parts read once, and only by a question a move needs them for.)
  const parts = slot && /^\s*¿?\s*(c[oó]mo|qu[eé])\s/iu.test(question) ? textParts(noteTokens) : [];
  const moved = namedPlaceSkipped(mannerPastCircumstance(datedItem(undated(slot, question), question), parts, question), parts, question);
  return endsAtYear(withoutQuestionTail(askedPhraseCut(colourCut(beforeNewClause(numberRun(beforeDuration(modifierCut(moved, noteTokens, question), question), noteTokens)), question), question), question, questionWords), question);
}

/**
 * "¿En qué se diferencia la pelota…?" where the note says "…con una pelota más grande y en un campo más pequeño": a slot
 * that qualifies the question's own noun, said right before it, ends before a "y" that opens a place of the verb's
 * ("en" and an article) — that phrase says something of another thing.
 */
function modifierCut(slot: Slot | null, noteTokens: readonly Token[], question: string): Slot | null {
  const before = slot?.tokens.length ? noteTokens[noteTokens.indexOf(slot.tokens[0]!) - 1] : undefined;
  if (!slot || !before?.content || !alignsLiterally(before, indexTokens(tokenize(question).filter((t) => t.content)))) return slot;
  const k = slot.tokens.findIndex((t, j) => j > 0 && (t.fold === "y" || t.fold === "e") && slot.tokens[j + 1]?.fold === "en" && ARTICLES.has(slot.tokens[j + 2]?.fold ?? ""));
  return k > 0 ? { tokens: slot.tokens.slice(0, k), part: slot.part } : slot;
}

/**
 * "¿Qué arrastra a las larvas…?" where the note says "…arrastradas por la corriente del Golfo durante dos años": a slot
 * that names a thing ends before how long it acts, which a question asking what does not ask.
 */
function beforeDuration(slot: Slot | null, question: string): Slot | null {
  if (!slot || !/^\s*¿?\s*qu[eé]\s/iu.test(question) || QUANTITY_QUESTION.test(question) || ASKS_CIRCUMSTANCE.test(question)) return slot;
  const k = slot.tokens.findIndex((t, j) => j > 0 && t.fold === "durante" && slot.tokens[j - 1]!.content);
  return k > 0 ? { tokens: slot.tokens.slice(0, k), part: slot.part } : slot;
}

/**
 * A slot that is a thing, not a deed ("el naturalismo en La cuestión palpitante | y luchó por…"; "el pulgar | y las
 * piezas se golpean…"), ends before a clause coordinated after it: "y" then a preterite, or "y", an article, a noun and
 * "se". (A slot that opens with a preterite is a list of deeds: "fundó la ciudad y construyó el templo" stays whole.)
 */
function beforeNewClause(slot: Slot | null): Slot | null {
  if (!slot || PRETERITE.test(slot.tokens[0]!.raw.toLowerCase())) return slot;
  const ts = slot.tokens;
  const k = ts.findIndex((t, j) => j > 0 && (t.fold === "y" || t.fold === "e") && t.clause === ts[0]!.clause && (PRETERITE.test(ts[j + 1]?.raw.toLowerCase() ?? "") || (ARTICLES.has(ts[j + 1]?.fold ?? "") && ts[j + 2]?.content === true && ts[j + 3]?.fold === "se")));
  // (Nor where a preterite comes before it: "un asteroide que oscureció el cielo y enfrió el planeta" is one relative.)
  return k > 0 && ts.slice(0, k).some((t) => t.content || t.name || t.num !== null) && !ts.slice(0, k).some((t) => PRETERITE.test(t.raw.toLowerCase())) ? { tokens: ts.slice(0, k), part: slot.part } : slot;
}

/**
 * A slot that opens inside a run of numbers ("la fila 1, 3, 3, 1" where the question says the "1") opens at the run's
 * first number: a sequence is one thing, its first number no word of the question.
 */
function numberRun(slot: Slot | null, noteTokens: readonly Token[]): Slot | null {
  if (!slot || slot.tokens[0]?.num == null) return slot;
  let at = noteTokens.indexOf(slot.tokens[0]);
  const from = at;
  while (at > 0 && noteTokens[at - 1]!.num !== null && noteTokens[at - 1]!.clause === slot.tokens[0].clause && !noteTokens[at]!.stopBefore) at--;
  return at === from ? slot : { tokens: [...noteTokens.slice(at, from), ...slot.tokens], part: slot.part };
}

/**
 * "…lleva la masa hecha con almidón de maíz | y el borde rebozado en coco rallado" for "¿Con qué está hecha la masa…?":
 * a noun and its participle coordinated after the slot, parallel to the question's noun and its participle before it —
 * what the verb says of another thing, not another item.
 */
export function participleParallel(p: readonly Token[], slot: readonly Token[], slotPart: readonly Token[], inQuestion: (t: Token) => boolean): boolean {
  const participle = (t: Token | undefined) => t !== undefined && ANY_PARTICIPLE.test(t.fold);
  const start = slotPart.indexOf(slot[0]!);
  // (Or a participle alone, alike in ending to one right before the slot: "palitos… envueltos en una tira de masa | y
  // fritos" — what is done to the thing, no item of the tira.)
  if (["y", "e"].includes(p[0]!.fold) && p.length === 2 && participle(p[1])) return start >= 1 && slotPart.some((t, k) => k >= start - 3 && k < start && participle(t) && t.fold.slice(-2) === p[1]!.fold.slice(-2));
  if (!["y", "e"].includes(p[0]!.fold) || !ARTICLES.has(p[1]?.fold ?? "") || !p[2]?.content || inQuestion(p[2]) || !participle(p[3])) return false;
  return start >= 3 && slotPart.some((t, k) => k >= start - 3 && k < start && participle(t) && slotPart[k - 1]!.content && inQuestion(slotPart[k - 1]!));
}

/**
 * A coordinated phrase that opens a clause whose verb is left out, its predicate set off by a comma at the clause's
 * end ("Sus torres son de granito | y los cables | , de acero"; "La mayor es Tenerife | y la más pequeña | , La
 * Graciosa"): a new statement, no item of the phrase before.
 */
export function gappedSubject(p: readonly Token[], after: readonly Token[] | undefined, clauseEnds: boolean): boolean {
  return ["y", "e"].includes(p[0]?.fold ?? "") && after !== undefined && clauseEnds && after[0]!.commaBefore && after[0]!.clause === p[0]!.clause && (["de", "del", "en", "con"].includes(after[0]!.fold) || after.find((t) => t.content)?.name === true);
}

/**
 * Whether a slot of a closed class's member goes on with a part coordinated after it (coordination.ts): not where that
 * part pairs a thing of its own with a member ("frijoles rojos, | arroz blanco": another item and its colour).
 */
export function classGoesOn(slot: Slot, p: readonly Token[]): boolean {
  const first = p.findIndex((t) => t.content);
  const member = (t: Token | undefined) => t !== undefined && t.content && memberOfNamedClass(slot.ofClass!, t.stem);
  // (Another member first goes on: "blanco | y negro con reflejos azules".)
  // (A member after "de" says what the item is made of, the kind of item the slot's is: "acero | y piezas de bronce".)
  // (Nor a slot that is the "de" complement of a noun before it where the part opens a phrase of its own with an
  // article: "una campana de metal | y un sonido muy potente" — coordinated with the noun, not with the member.)
  const said = [...slot.part], start = said.indexOf(slot.tokens[0]!);
  if (slot.ofClass !== undefined && start > 0 && said[start - 1]!.fold === "de" && ["y", "e", "o", "u"].includes(p[0]?.fold ?? "") && DETERMINERS.has(p[1]?.fold ?? "") && !member(p[2])) return false;
  return slot.ofClass === undefined || first < 0 || member(p[first]) || !p.some((t, k) => k > first && member(t) && !["de", "del"].includes(p[k - 1]!.fold));
}

/**
 * An apposition set off between commas in its clause ("Con una balanza de torsión, | un hilo fino que se retuerce, |
 * midió…"): it restates the part before it, which says the thing first — looking back for an answer, that part answers.
 */
export function restatesPartBefore(parts: readonly Token[][], i: number): boolean {
  const [p, before, after] = [parts[i]!, parts[i - 1], parts[i + 1]];
  // (Not a clause coordinated after it, nor one a relative pronoun opens: "…, | los competidores llevan un peto…, | y
  // una patada…" is a clause of its own.)
  const resumes = after !== undefined && !["y", "e", "o", "u", "ni", "pero", "que", "donde", "cuando", "quien", "cual"].includes(after[0]!.fold);
  return before !== undefined && after !== undefined && resumes && p[0]!.commaBefore && after[0]!.commaBefore && ARTICLES.has(p[0]!.fold) && [before, after].every((q) => q[0]!.clause === p[0]!.clause) && before.at(-1)!.content;
}

/**
 * The subject of a copula in a clause coordinated after another, with its appositions: "El piloto va delante…, | y el
 * último, | el frenador, | es el único que…" — «último, el frenador», not the first clause's subject. Null where the
 * parts before the copula are no such noun phrases.
 */
export function coordinatedSubject(parts: readonly Token[][], best: number, fromFirstOwn: (p: Token[]) => Slot | null): Slot | null {
  const nounPhrase = (q: readonly Token[], from: number) => q.length - from <= 4 && ARTICLES.has(q[from]?.fold ?? "");
  for (let k = best - 1; k > 0 && parts[k]![0]!.clause === parts[best]![0]!.clause && parts[k]![0]!.commaBefore; k--) {
    const p = parts[k]!;
    if (["y", "e", "pero"].includes(p[0]!.fold) && nounPhrase(p, 1)) {
      const [s, between] = [fromFirstOwn(p), parts.slice(k + 1, best).flat()];
      return s ? { tokens: [...s.tokens, ...between], part: new Set([...p, ...between]) } : null;
    }
    if (!nounPhrase(p, 0)) return null;
  }
  return null;
}

/**
 * A place or thing cut before the cause phrase that follows it: "los pies o las manos | por el roce…" says "los pies o
 * las manos" (not for a question that asks by which: "¿Por qué números…?" / "por 2 y por sus mitades").
 */
export function causeCut(s: Slot, question: string): Slot {
  if (/^\s*¿?\s*por\s/iu.test(question)) return s;
  const k = causePhraseAt(s.tokens);
  return k > 0 ? { tokens: s.tokens.slice(0, k), part: s.part } : s;
}

/** Where a cause phrase opens after some content: "por" and a determiner ("…las manos | por el roce"); else -1. */
export function causePhraseAt(ts: readonly Token[]): number {
  return ts.findIndex((t, j) => j > 0 && t.fold === "por" && CAUSE_DETERMINERS.has(ts[j + 1]?.fold ?? "") && ts.slice(0, j).some((x) => x.content));
}
