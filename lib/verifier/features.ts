import { stem } from "@/lib/grading/autoGrader";
import { contentWords, foldAccents } from "@/lib/text/spanish";

/** Names of the detector's features, in order (the ONNX model's input columns). */
export const FEATURE_NAMES = [
  "cobertura",
  "palabras_nuevas",
  "numero_ausente",
  "negacion_ausente",
  "fragmento_comun",
  "longitud",
] as const;
export const FEATURE_COUNT = FEATURE_NAMES.length;

const NEGATIONS = new Set(["no", "nunca", "ni", "jamas", "sin", "tampoco"]);
const NUMBER_WORDS = new Set(["uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "cien", "mil"]);

function tokens(s: string): string[] {
  return foldAccents(s).replace(/[^\p{L}\p{N}\s]/gu, " ").split(/\s+/).filter(Boolean);
}

/** The note sentence sharing most content words with the answer: copied literally, so layer 3 can check it. */
export function bestFragment(note: string, answer: string): string {
  const sentences = note.split(/(?<=[.!?;])\s+/).flatMap((s) => s.split(/,\s+/)).map((s) => s.trim()).filter(Boolean);
  const want = new Set(contentWords(answer).map(stem));
  let best = sentences[0] ?? note;
  let bestScore = -1;
  for (const s of sentences) {
    const score = contentWords(s).filter((w) => want.has(stem(w))).length;
    if (score > bestScore) {
      best = s;
      bestScore = score;
    }
  }
  return best.replace(/[.;]$/, "");
}

/**
 * Features of a (note, answer) pair, each in [0, 1]:
 * cobertura: share of the answer's content words the note contains (stemmed);
 * palabras_nuevas: content words absent from the note (0 none … 1 for 4 or more);
 * numero_ausente: a number in the answer that the note lacks;
 * negacion_ausente: a negation in the answer that the note lacks;
 * fragmento_comun: the longest run of answer words found contiguously in the note, over the answer's length;
 * longitud: the answer's content words over 12 (capped).
 */
export function pairFeatures(note: string, answer: string): Float32Array {
  const noteWords = new Set(contentWords(note).map(stem));
  const ans = contentWords(answer).map(stem);
  const covered = ans.filter((w) => noteWords.has(w)).length;
  const novel = ans.length - covered;
  const noteTokens = tokens(note);
  const noteSet = new Set(noteTokens);
  const ansTokens = tokens(answer);
  const numberAbsent = ansTokens.some((t) => (/^\d+$/.test(t) || NUMBER_WORDS.has(t)) && !noteSet.has(t));
  const negationAbsent = ansTokens.some((t) => NEGATIONS.has(t) && !noteSet.has(t));
  const noteText = ` ${noteTokens.join(" ")} `;
  let longest = 0;
  for (let i = 0; i < ansTokens.length; i++) {
    for (let j = i + longest + 1; j <= ansTokens.length; j++) {
      if (noteText.includes(` ${ansTokens.slice(i, j).join(" ")} `)) longest = j - i;
      else break;
    }
  }
  return Float32Array.from([
    ans.length ? covered / ans.length : 0,
    Math.min(1, novel / 4),
    numberAbsent ? 1 : 0,
    negationAbsent ? 1 : 0,
    ansTokens.length ? longest / ansTokens.length : 0,
    Math.min(1, ans.length / 12),
  ]);
}
