/**
 * Slot hints for questions about what something does or how something is done: "¿Qué hace X?", "¿Con qué se hace X?".
 * General readings of Spanish question shapes, none keyed to a note.
 */
import type { Token } from "@/lib/text/analyze";
import { CLITICS, PHRASE_PREPOSITIONS } from "@/lib/text/spanish";
import { COPULAS, type Slot } from "./slotSpans";
import { nounPhraseCut } from "./coordination";

/** Adverbs that link a statement to the one before: never an answer of their own. */
export const CONNECTIVES: ReadonlySet<string> = new Set(["luego", "despues", "entonces", "ademas", "tambien", "asi", "pues", "finalmente"]);

const ASKS_DOING = /(^|¿)\s*qu[eé]\s+(?:hace|hacen|hac[ií]a|hac[ií]an|hizo|hicieron)\s/iu;

/** Whether the question asks what something does ("¿Qué hace el cigüeñal?"). */
export const asksDoing = (question: string): boolean => ASKS_DOING.test(question);
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

/** "¿De qué está hecho…?", "¿De qué es…?": a thing's material asked. */
const ASKS_MATERIAL = /(^|[^\p{L}])de qu[eé] (?:est[aá]n?|es|son|era|eran)\s/iu;

/**
 * Asked what a thing is made of, a span that opens with the thing itself and «de» ("…formada por un aro de madera con
 * una piel…" for "¿De qué está hecho el aro…?"): its material, from after the «de».
 */
export function pastAskedThing(whole: Slot | null, question: string, inQuestion: (t: Token) => boolean): Slot | null {
  if (!whole || !ASKS_MATERIAL.test(question)) return whole;
  // (Not another thing coordinated after the material: "paredes de barro | y un tejado de paja"; asked what a thing is
  // formed of, its parts are all the answer: "un palo… y una goma".)
  const slot = /formad|compuest/iu.test(question) ? whole : nounPhraseCut(whole);
  const at = slot.tokens.findIndex((t) => t.content);
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
