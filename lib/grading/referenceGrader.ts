import { type Letter, NO_APARECE } from "./categories";

/** Lowercase, strip accents and punctuation, collapse spaces. */
export function normalizeText(s: string): string {
  return s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The walking skeleton's grader, enough for the baselines: N when the answer
 * is the abstention phrase (or empty), R when it states the reference
 * (normalised equality or containment), X otherwise. The full automatic
 * grader (content words, stemming, contradiction cues) replaces it for
 * model tutors.
 */
export function gradeAgainstReference(answer: string | null, referencia: string, answerable: boolean): Letter {
  const a = normalizeText(answer ?? "");
  if (a === "" || a === normalizeText(NO_APARECE)) return "N";
  if (!answerable) return "X";
  const r = normalizeText(referencia);
  return a === r || a.includes(r) ? "R" : "X";
}
