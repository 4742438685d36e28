import { type SourceIndex, type Token, align, alignsLiterally, indexSource, indexTokens, textParts, tokenize } from "@/lib/text/analyze";
import { MEASURE_UNIT } from "@/lib/text/frames";
import { readAbstention } from "./abstention";
import { withoutAttribution } from "./attribution";

type Reading = { answer: string; reading: ReturnType<typeof readAbstention> };

/**
 * An answer read without its attributions and framing (lib/grading/attribution.ts), and for abstention. A guess after
 * the denial answers all the same ("…, aunque creo que es el 2 %"): the hedge is stripped, so it is read in the answer
 * as given.
 */
function readAnswerUncached(given: string, known: readonly SourceIndex[], asked: SourceIndex | null): Reading {
  const answer = withoutAttribution(given);
  const reading = readAbstention(answer, known, asked);
  if (reading.hasAbstainingClause && answer !== given && readAbstention(given, known, asked).guesses) return { answer, reading: { ...reading, abstains: false, guesses: true } };
  // (The attribution is the notes' part of an elliptical denial: "Tus notas dicen que murió en 1284, pero no a qué edad";
  // after a hedge too: "No estoy seguro; tus notas explican las reglas, pero no quién ganó".)
  const whole = !reading.abstains && answer !== given && /(^|[^\p{L}])(pero|aunque|but) not?([^\p{L}]|$)/iu.test(given) ? readAbstention(given, known, asked) : null;
  if (whole?.abstains) return { answer, reading: whole };
  return { answer, reading };
}

/** Readings by notes' index, then question's index, then answer (indexes are cached with their texts: the same objects). */
const readings = new WeakMap<SourceIndex, WeakMap<SourceIndex, Map<string, Reading>>>();

/**
 * The answer's reading against the notes and the question: read once per answer, question and notes (the offline
 * grader reads it again for each run of the note's words the detector stands in for a reference). Read-only.
 */
export function readAnswer(given: string, notes: SourceIndex, question: SourceIndex): Reading {
  let byQuestion = readings.get(notes);
  if (!byQuestion) readings.set(notes, (byQuestion = new WeakMap()));
  let byAnswer = byQuestion.get(question);
  if (!byAnswer) byQuestion.set(question, (byAnswer = new Map()));
  let r = byAnswer.get(given);
  if (!r) {
    if (byAnswer.size > 1000) byAnswer.clear();
    byAnswer.set(given, (r = readAnswerUncached(given, [notes, question], question)));
  }
  return r;
}

const about = new Map<string, SourceIndex | null>();

/**
 * The parts of the note (clause, comma or "y" apart) that hold the reference's words, with the reference: what the
 * answer is about. A negation or an opposite contradicts the note only there — "acabó con los privilegios" does not
 * contradict "comenzó en 1789" in another part of the same sentence. Null when no part holds a reference word.
 * (Once per note and reference: bounded.)
 */
export function aboutReference(note: string | null, referencia: string): SourceIndex | null {
  if (!note) return null;
  const key = `${note}\u0000${referencia}`;
  if (about.has(key)) return about.get(key)!;
  const referenceIndex = indexSource(referencia);
  const parts = textParts(tokenize(note)).filter((p) => p.some((t) => (t.content || t.name) && t.num === null && align(t, referenceIndex) !== null && align(t, referenceIndex) !== "synonym"));
  const idx = parts.length ? indexTokens([...parts.flat(), ...tokenize(referencia)]) : null;
  if (about.size > 20_000) about.clear();
  about.set(key, idx);
  return idx;
}

/** A number that reads as a year ("1827"). */
export const isYear = (t: Token) => t.num !== null && Number.isInteger(t.num) && t.num >= 1000 && t.num <= 2100;

/** A text's tokens in its sentences (a full stop or a semicolon opens one). */
export function sentencesOf(tokens: readonly Token[]): Token[][] {
  const sentences: Token[][] = [];
  for (const t of tokens) (sentences.length === 0 || t.stopBefore ? sentences.push([t]) : sentences.at(-1)!.push(t));
  return sentences;
}

/**
 * A year the answer adds to a reference that gives none, where the note's sentences that hold the reference's words
 * date it otherwise and none says the answer's year: the pair (the note's year, the answer's), else null ("La medalla
 * Copley, en 1827" where the note says "en 1841 … le concedió la medalla Copley" and 1827 of another event).
 */
export function misdatedByNote(answer: readonly Token[], reference: readonly Token[], note: readonly Token[]): [Token, Token] | null {
  // (Written as a year, not an amount: "dos mil metros".)
  const said = answer.filter((t, i) => isYear(t) && /^\d{4}$/.test(t.raw) && !MEASURE_UNIT.test(answer[i + 1]?.fold ?? ""));
  if (!said.length || reference.some(isYear)) return null;
  const sentences = sentencesOf(note);
  const words = reference.filter((t) => t.content && t.num === null).map((t) => indexTokens([t]));
  const shared = (s: readonly Token[]) => words.filter((w) => s.some((t) => alignsLiterally(t, w))).length;
  const most = Math.max(0, ...sentences.map(shared));
  if (most === 0) return null;
  const holding = sentences.filter((s) => shared(s) > 0);
  if (holding.some((s) => s.some((t) => isYear(t) && said.some((a) => a.num === t.num)))) return null;
  const dated = sentences.filter((s) => shared(s) === most).map((s) => s.find(isYear));
  return dated.every((y) => y !== undefined) ? [dated[0]!, said[0]!] : null;
}

