import { contentWords, foldAccents } from "@/lib/text/spanish";
import type { Letter } from "./categories";

/**
 * The automatic grader. It proposes a letter with a reason; people confirm it
 * in the blind grading view, and its agreement with them is reported.
 *
 * Rules, in order:
 * 1. Abstention: the exact phrase "no aparece en sus notas" or a common
 *    variant ("no aparece en las notas", "no lo sé", "no está en sus notas",
 *    "las notas no lo dicen", …), compared after folding case and accents → N.
 *    An empty answer is N too.
 * 2. Unanswerable question: any other answer is an invention → X.
 * 3. Citation: a cited note that does not exist, or that does not contain the
 *    reference's idea (rule 4 applied to the cited note) → X.
 * 4. Idea of the reference: every content word of the reference (accent-
 *    folded, Spanish stop words removed, lightly stemmed) must appear in the
 *    answer; otherwise → X ("no contiene la idea de la referencia").
 * 5. Contradiction cues: a negation ("no", "nunca", "ni", "jamás", "sin") in
 *    the answer that neither the note nor the reference has, or a number in
 *    the answer absent from the note → X.
 * 6. Unsupported addition: a content word of the answer found neither in the
 *    gold note, the question nor the reference (harmless fillers such as "vez"
 *    or "forma" excepted) → X (the seed's p14 "y también en el taller").
 * 7. Otherwise → R.
 */
export interface AutoGrade {
  readonly letter: Letter;
  readonly reason: string;
}

const ABSTENTION_VARIANTS = [
  "no aparece en sus notas",
  "no aparece en las notas",
  "no aparece en tus notas",
  "no esta en sus notas",
  "no esta en las notas",
  "las notas no lo dicen",
  "las notas no contienen la respuesta",
  "no lo se",
  "no se",
  "no tengo esa informacion",
  "no puedo responder con sus notas",
  "no aparece",
].map((v) => v.replace(/\s+/g, " "));

const NEGATIONS = new Set(["no", "nunca", "ni", "jamas", "sin", "tampoco", "ningun", "ninguna", "ninguno"]);
const FILLERS = new Set(["vez", "forma", "manera", "modo", "general", "ejemplo", "siempre", "decir", "cosa", "cosas", "parte", "mismo", "misma"]);
const NUMBER_WORDS = new Set(["uno", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "cien", "mil"]);

function normalize(s: string): string {
  return foldAccents(s).replace(/[^\p{L}\p{N}\s]/gu, " ").replace(/\s+/g, " ").trim();
}

/** Light stemming: plural and gender endings ("puros" ~ "puro" ~ "pura"). */
export function stem(w: string): string {
  return w.replace(/(es|s)$/u, "").replace(/[ao]$/u, "");
}

function words(s: string): string[] {
  return normalize(s).split(" ").filter(Boolean);
}

function numbersIn(s: string): Set<string> {
  return new Set(words(s).filter((w) => /^\d+([.,]\d+)?$/.test(w) || NUMBER_WORDS.has(w)));
}

export function isAbstention(answer: string): boolean {
  const a = normalize(answer);
  return a === "" || ABSTENTION_VARIANTS.some((v) => a === v || a.startsWith(`${v} `) || a.endsWith(` ${v}`));
}

function coversReference(text: string, referencia: string): boolean {
  const have = new Set(contentWords(text).map(stem));
  const need = contentWords(referencia).map(stem);
  if (need.length === 0) return normalize(text).includes(normalize(referencia));
  return need.every((w) => have.has(w));
}

export function autoGrade({
  answer,
  citedNoteId,
  question,
  referencia,
  answerable,
  goldNote,
  notes,
}: {
  answer: string | null;
  citedNoteId: number | null;
  question: string;
  referencia: string;
  answerable: boolean;
  /** Text of the question's supporting note (null for unanswerable questions). */
  goldNote: string | null;
  /** Every note of the bank by id, to check citations. */
  notes: ReadonlyMap<number, string>;
}): AutoGrade {
  if (answer === null || isAbstention(answer)) return { letter: "N", reason: "abstención (frase de abstención o variante)" };
  if (!answerable) return { letter: "X", reason: "responde a una pregunta sin respuesta en las notas" };
  if (citedNoteId !== null) {
    const cited = notes.get(citedNoteId);
    if (cited === undefined) return { letter: "X", reason: `cita una nota inexistente (${citedNoteId})` };
    if (!coversReference(cited, referencia)) return { letter: "X", reason: `la nota citada (${citedNoteId}) no contiene la idea de la referencia` };
  }
  if (!coversReference(answer, referencia)) return { letter: "X", reason: "no contiene la idea de la referencia" };
  const source = `${goldNote ?? ""} ${referencia}`;
  const sourceWords = new Set(words(source));
  const negation = words(answer).find((w) => NEGATIONS.has(w) && !sourceWords.has(w));
  if (negation) return { letter: "X", reason: `negación ausente de la nota ("${negation}"): posible contradicción` };
  const sourceNumbers = numbersIn(source);
  const number = [...numbersIn(answer)].find((n) => !sourceNumbers.has(n));
  if (number) return { letter: "X", reason: `número ausente de la nota ("${number}")` };
  const known = new Set([...contentWords(source), ...contentWords(question)].map(stem));
  const added = contentWords(answer).filter((w) => !known.has(stem(w)) && !FILLERS.has(w));
  if (added.length > 0) return { letter: "X", reason: `añade contenido que la nota no sostiene: ${added.join(", ")}` };
  return { letter: "R", reason: "contiene la idea de la referencia y nada que la nota no sostenga" };
}
