/**
 * Slot hints for questions about what something does or how something is done: "¿Qué hace X?", "¿Con qué se hace X?".
 * General readings of Spanish question shapes, none keyed to a note.
 */
import { type Token, alignsLiterally, tokenIndex, tokenize } from "@/lib/text/analyze";
import { isNut, memberOfNamedClass, namesClass } from "@/lib/text/cohyponyms";

const NUTS_ASKED = /(^|[^\p{L}])frutos?\s+secos?([^\p{L}]|$)/iu;
import { CLITICS, PARTICIPLE, PHRASE_PREPOSITIONS, foldAccents } from "@/lib/text/spanish";
import { WITHOUT_DETERMINERS } from "@/lib/text/negation";
import { COPULAS, RELATIVES, type Slot } from "./slotSpans";
import { nounPhraseCut, withCoordination } from "./coordination";
import { COORDINATORS } from "./questionFrame";
import { CALLED_QUESTION } from "./whoSpan";
import { HOW_QUESTION, asksDoing } from "./questionPatterns";
export { asksDoing, doingProVerb } from "./questionPatterns";
import { nearestFirst, statementBounds, statementScore } from "./slotChoices";

/** Adverbs that link a statement to the one before: never an answer of their own. */
export const CONNECTIVES: ReadonlySet<string> = new Set(["luego", "despues", "entonces", "ademas", "tambien", "asi", "pues", "finalmente"]);

/** "¿Qué se hace con…?": what is done to a thing, every action the note coordinates. */
export const asksWhatIsDone = (question: string): boolean => /(^|¿)\s*qu[eé]\s+se\s+(?:hace|hacen|hac[ií]a|hac[ií]an|hizo|hicieron)\s/iu.test(question);

/**
 * Light verbs the question says after «se» ("¿Con qué se hace…?"): where the note says them after «se» too ("Se hace
 * triturando…"), they name the predicate asked about, though a stop word elsewhere.
 */
export function reflexiveVerbs(questionTokens: readonly Token[]): (p: readonly Token[], k: number) => boolean {
  const forms = new Set(questionTokens.filter((t, i) => i > 0 && questionTokens[i - 1]!.fold === "se" && !t.content && t.num === null && /^\p{L}{3,}$/u.test(t.fold) && !CLITICS.has(t.fold)).map((t) => t.fold));
  return (p, k) => forms.size > 0 && k > 0 && p[k - 1]!.fold === "se" && forms.has(p[k]!.fold) && !p[k]!.content;
}

/**
 * The head of what the opening's copula says, the subject's kind ("El chotis es el baile típico…" → "baile"): asked what
 * something does, a question that says it ("al bailar el chotis") names the subject again, not the part it asks about.
 */
export function kindHead(opening: readonly Token[], copula: number, question: string): Token | undefined {
  return copula > 0 && asksDoing(question) ? opening.slice(copula + 1).find((t) => t.content) : undefined;
}

/**
 * "¿Qué hace el cigüeñal?" where the note opens "El cigüeñal es el eje del motor que transforma…": what the relative
 * clause of the opening's copula says, from its verb. Only when the question names nothing but the subject.
 */
export function doneByRelative(parts: readonly Token[][], opening: readonly Token[], copula: number, question: readonly Token[], asked: boolean, inSubject: (t: Token) => boolean): Slot | null {
  if (!asked || copula <= 0 || !question.filter((t) => t.content).every(inSubject)) return null;
  // (In the opening's sentence, past a coordination: "…por la nariz | y la boca que limpia…".)
  const sentence = parts.filter((p) => p[0]!.clause === opening[0]!.clause && parts.indexOf(p) >= parts.indexOf(opening as Token[]));
  const rel = sentence.findIndex((p, i) => p.some((t, k) => (i > 0 || k > copula + 1) && t.fold === "que"));
  if (rel < 0) return null;
  const p = sentence[rel]!;
  const tokens = p.slice(p.findIndex((t, k) => (rel > 0 || k > copula + 1) && t.fold === "que") + 1);
  return tokens.some((t) => t.content) ? { tokens, part: new Set(p) } : null;
}

/**
 * Modal verbs: a predicate where the question says them alike, weighing half (lib/verifier/slot.ts); put by a reflexive
 * question between «se» and its verb ("¿Con qué se suele tomar…?").
 */
export const MODALS: ReadonlySet<string> = new Set(["puede", "pueden", "podia", "podian", "pudo", "pudieron", "suele", "suelen"]);
/** Verbs no `answerWord` of two letters ("da"): a predicate where the question says them alike (modals, half that). */
export const SHORT_VERBS: ReadonlySet<string> = new Set(["da", "va", "ve"]);
/** Interrogative words: they ask, they name nothing of the note. */
export const QUESTION_WORDS: ReadonlySet<string> = new Set(["como", "cuando", "donde", "quien", "quienes", "cual", "cuales", "cuanto", "cuanta", "cuantos", "cuantas", "how", "when", "where", "who", "which"]);

/**
 * The verb a question says after «se» and a modal ("se suele tomar"), where the note says it after «se» itself ("Se
 * toma muy fría, a menudo con…"): the impersonal statement the question asks about, over another that uses the verb
 * of a person ("la pueden tomar quienes…").
 */
export function reflexiveAfterModal(questionTokens: readonly Token[]): (p: readonly Token[], k: number) => boolean {
  const stems = new Set(questionTokens.filter((t, i) => i > 1 && MODALS.has(questionTokens[i - 1]!.fold) && questionTokens[i - 2]!.fold === "se" && t.content).map((t) => t.stem));
  return (p, k) => stems.size > 0 && k > 0 && p[k - 1]!.fold === "se" && stems.has(p[k]!.stem);
}

const MODAL_DOING = /^\s*¿?\s*qu[eé]\s+(debe|deben|deb[ií]a|deb[ií]an|puede|pueden|pod[ií]a|pod[ií]an|suele|suelen|sol[ií]a|sol[ií]an)\s+hacer\s/iu;
const INFINITIVE_WITH_CLITIC = /^\p{L}{2,}(ar|er|ir)(se|lo|la|los|las|le|les|nos)?$/u;

/**
 * "¿Qué debe hacer el atleta…?" where the note says "…una prueba en la que el atleta debe caminar lo más rápido…": the
 * «hacer» stands for the action asked, which the note says after the same modal — from its infinitive to the end of the
 * part, in the first of `order` (the best part, then the others the question points at) that says it. Null otherwise.
 */
export function modalDoingSpan(parts: readonly Token[][], order: readonly number[], question: string): Slot | null {
  const modal = MODAL_DOING.exec(question)?.[1];
  if (!modal) return null;
  const fold = foldAccents(modal);
  for (const i of order) {
    const p = parts[i] ?? [];
    const k = p.findIndex((t, j) => t.fold === fold && INFINITIVE_WITH_CLITIC.test(p[j + 1]?.fold ?? ""));
    if (k >= 0) return { tokens: p.slice(k + 1), part: new Set(p) };
  }
  return null;
}

/** "¿De qué está hecho…?", "¿De qué es…?": a thing's material asked. */
export const ASKS_MATERIAL = /(^|[^\p{L}])de qu[eé] (?:est[aá]n?|es|son|era|eran)\s/iu;

/**
 * Asked what a thing is made of, a span that opens with the thing itself and «de» ("…formada por un aro de madera con
 * una piel…" for "¿De qué está hecho el aro…?"): its material, from after the «de».
 */
export function pastAskedThing(whole: Slot | null, question: string, inQuestion: (t: Token) => boolean): Slot | null {
  if (!whole || !ASKS_MATERIAL.test(question)) return whole;
  // (Not another thing coordinated after the material: "paredes de barro | y un tejado de paja"; asked what a thing is
  // formed of, its parts are all the answer: "un palo… y una goma".)
  const slot = /formad|compuest/iu.test(question) ? whole : nounPhraseCut(whole);
  // (Past a count before the thing: "dos tubos de caña".)
  const at = slot.tokens.findIndex((t) => t.content && t.num === null);
  const thing = slot.tokens[at];
  if (!thing || !inQuestion(thing) || slot.tokens[at + 1]?.fold !== "de" || !slot.tokens[at + 2]) return slot;
  // (The material alone: up to the next complement, "con una piel…".)
  const rest = slot.tokens.slice(at + 2);
  const end = rest.findIndex((t, k) => k > 0 && (t.commaBefore || (PHRASE_PREPOSITIONS.has(t.fold) && t.fold !== "de" && t.fold !== "del")));
  return { tokens: end > 0 ? rest.slice(0, end) : rest, part: slot.part };
}

/**
 * The parts set off by commas after a note's opening part and before the copula of its clause ("Juana I de Castilla, |
 * llamada Juana la Loca, | era hija…"): appositions of the subject. Empty where no copula follows within two parts.
 */
export function setOffBeforeCopula(parts: readonly Token[][], opening: readonly Token[]): Token[] {
  const at = parts.indexOf(opening as Token[]);
  for (let i = at + 1; at >= 0 && i <= at + 2 && i < parts.length && parts[i]![0]!.clause === opening[0]?.clause && parts[i]![0]!.commaBefore; i++) {
    if (COPULAS.has(parts[i]![0]!.fold)) return parts.slice(at + 1, i).flat();
  }
  return [];
}

/**
 * "¿De qué material se construyó el Partenón?" where the note says "Se levantó en mármol blanco…" a sentence after the
 * one that names it: a question whose category names a closed class (materials, colours, planets…) is answered by a
 * member of that class the question does not name, in the part nearest the one it points at (a later part first). The
 * span from that member, or null.
 */
/** Words that make a figure after them approximate ("de unos veinte kilos"). */
const APPROXIMATELY = new Set(["unos", "unas", "casi", "mas", "menos", "apenas", "cerca"]);

export function classMemberSpan(parts: readonly Token[][], best: number, category: readonly Token[], inQuestion: (t: Token) => boolean, scores: readonly number[] = [], question = ""): Slot | null {
  // ("¿De qué está hecha…?" asks a material without the word.)
  const said = category.find((c) => namesClass(c.stem));
  const named = said ?? (ASKS_MATERIAL.test(question) ? tokenize("material")[0] : undefined);
  // (Not asked how many: "¿Cuántas piedras lanza…?" counts the class's things, it names none of its members.)
  if (!named || /(^|[^\p{L}])cu[aá]nt[oa]s(?![\p{L}])/iu.test(question)) return null;
  // (Where other parts tie with the best, each saying only as much of the question, their statements first, each from
  // its start: "El cencerro es una campana, | de chapa de hierro…, | que se cuelga… con un collar de cuero" before a
  // later "…llevan grandes cencerros".)
  // (Not one whose statement says less of the question: "…en 1876 logró uno… usando un diafragma de piel. | Más tarde,
  // el diafragma de metal…" for "¿De qué era el diafragma del micrófono de Bell?".)
  const weight = (i: number) => statementScore(parts, scores, i);
  const tied = scores.flatMap((s, i) => (s === scores[best] && weight(i) === weight(best) ? [i] : []));
  const statements = tied.length > 1 ? tied.flatMap((i) => { const [a, b] = statementBounds(parts, i); return [...parts.keys()].slice(a, b + 1); }) : [];
  // (A material asked without the word is looked for in those statements only: another thing's is no answer.)
  const [from, to] = statementBounds(parts, best);
  const order = [best, ...statements, ...(said ? nearestFirst(parts, best, true) : [...parts.keys()].slice(from, to + 1))];
  for (const i of order) {
    const p = parts[i]!;
    // (Said as a complement, "de seda", "roca caliza" — not a thing of its own, "el vidrio", where the word is not said.)
    // (A "fruto seco" is a nut: "trozos de melón" answer no «¿Qué fruto seco…?».)
    const k = p.findIndex((t, j) => t.content && !inQuestion(t) && memberOfNamedClass(named.stem, t.stem) && (!NUTS_ASKED.test(question) || isNut(t.stem)) && (said || p[j - 1]?.fold === "de" || p[j - 1]?.content === true));
    if (k < 0) continue;
    // (From the head of a compound it ends: "dióxido de carbono".)
    const head = k >= 2 && ["de", "del"].includes(p[k - 1]!.fold) && p[k - 2]!.content && !inQuestion(p[k - 2]!) ? k - 2 : k;
    // (With the other material it is coordinated with, said at the end of the part before — "una prenda de encaje | o
    // de seda que se coloca…" — up to a relative clause, which says something else of the thing.)
    const prev = parts[i - 1];
    const joined = COORDINATORS.has(p[0]!.fold) && p[1]?.fold === "de" && prev?.at(-2)?.fold === "de" && prev.at(-1)!.content && prev[0]!.clause === p[0]!.clause;
    const relative = p.findIndex((t, j) => j > k && RELATIVES.has(t.fold));
    if (joined) return { tokens: [prev.at(-1)!, ...p.slice(0, relative > k ? relative : p.length)], part: new Set([...prev, ...p]) };
    // (Where the word «material» is not said, the material alone: "un objeto plegable de papel o de seda que…". Either
    // way not past a measure of the thing: "piedras de granito | de unos veinte kilos".)
    const measure = p.findIndex((t, j) => j > k && t.fold === "de" && (p[j + 1]?.num != null || (APPROXIMATELY.has(p[j + 1]?.fold ?? "") && p[j + 2]?.num != null)));
    // (Nor past a phrase of its own, a participle's first: "un parche de piel de cabra | tensado sobre un aro de madera".)
    const phrase = p.findIndex((t, j) => j > k && PHRASE_PREPOSITIONS.has(t.fold) && t.fold !== "de" && t.fold !== "del");
    const cuts = [measure, ...(said ? [] : [relative, phrase > k + 1 && PARTICIPLE.test(p[phrase - 1]!.fold) ? phrase - 1 : phrase])].filter((x) => x > k);
    return { tokens: p.slice(said ? head : k, cuts.length ? Math.min(...cuts) : p.length), part: new Set(p), ofClass: named.stem };
  }
  return null;
}

/**
 * Asked how a thing is done ("¿Cómo se puntúa cada ola?"), a part that names who does it before the question's own
 * verb ("Los jueces puntúan cada ola de 0 a 10") answers after the question's words: the index the slot starts at
 * (`at` unchanged where the part lacks the verb, or nothing of its own follows the question's last word).
 */
export function pastMannerAgent(p: readonly Token[], at: number, question: string, inQuestion: (t: Token) => boolean): number {
  if (!HOW_QUESTION.test(question) || CALLED_QUESTION.test(question)) return at;
  // (The verb right after "cómo", past its clitics; not a copula: "¿Cómo es…?" asks what a thing is like.)
  const q = tokenize(question);
  const verb = q.slice(1).find((t) => !CLITICS.has(t.fold));
  if (!verb || COPULAS.has(verb.fold) || /^(esta|estan|estaba|estaban)$/.test(verb.fold)) return at;
  const last = p.findLastIndex((t) => t.content && inQuestion(t));
  const saysVerb = p.slice(at, last + 1).some((t) => alignsLiterally(t, tokenIndex(verb)));
  return last > at && saysVerb && p.slice(last + 1).some((t) => (t.content || t.num !== null) && !inQuestion(t)) ? last + 1 : at;
}

/** Words that go between "sin" and the thing denied: those negation.ts reads past, "uno" and "más" / "mínimo". */
const DENIED_DETERMINERS = new Set([...WITHOUT_DETERMINERS, "un", "una", "uno", "el", "la", "los", "las", "mas", "minimo", "minima"]);

/**
 * Where the slot starts when it starts at `at`: at the "sin" that denies the word there, past the words between ("trata la
 * mecánica sin una sola figura" → "sin una sola figura", not "figura", which says the opposite).
 */
export function fromDenial(p: readonly Token[], at: number): number {
  let k = at - 1;
  while (k >= 0 && DENIED_DETERMINERS.has(p[k]!.fold)) k--;
  return k >= 0 && p[k]!.fold === "sin" ? k : at;
}

/** A question that denies a verb of having or holding ("¿Qué ingrediente no lleva…?", "¿Qué no tienen…?"). */
const DENIED_HAVING = /(^|[^\p{L}])no\s+(?:tiene|tienen|ten[ií]a|ten[ií]an|tuvo|lleva|llevan|llevaba|llevaban|usa|usan|usaba|usaban|utiliza|utilizan|incluye|incluyen|contiene|contienen|necesita|necesitan)([^\p{L}]|$)/iu;

/**
 * "¿Qué ingrediente no lleva la masa?" where the note says "Su masa se hace con almendra molida, azúcar y huevos, |
 * sin harina": what the "sin" of the clause the question points at leaves out (not "sin embargo"). The span, or null.
 */
export function lackedSpan(parts: readonly Token[][], best: number, question: string): Slot | null {
  if (!DENIED_HAVING.test(question)) return null;
  for (const p of parts.filter((r) => r[0]!.clause === parts[best]![0]!.clause)) {
    const k = p.findIndex((t, j) => t.fold === "sin" && p[j + 1] !== undefined && p[j + 1]!.fold !== "embargo");
    if (k >= 0) return { tokens: p.slice(k + 1), part: new Set(p) };
  }
  return null;
}
