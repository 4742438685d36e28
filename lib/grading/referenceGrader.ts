import { contentWords } from "@/lib/text/spanish";
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

/** Light stemming: strips common Spanish plural and gender endings so "puros" meets "puro". */
function stem(w: string): string {
  return w.replace(/(es|s)$/u, "").replace(/[ao]$/u, "");
}

/**
 * The interim grader for answers that have no planted truth: N when the
 * answer is the abstention phrase (or empty); on an unanswerable question any
 * other answer is X; otherwise R when every content word of the reference
 * (accent-folded, stop words removed, lightly stemmed) appears in the answer,
 * else X. It does not yet detect contradictions or unsupported additions
 * (the full automatic grader does).
 */
export function gradeAgainstReference(answer: string | null, referencia: string, answerable: boolean): Letter {
  const a = normalizeText(answer ?? "");
  if (a === "" || a === normalizeText(NO_APARECE)) return "N";
  if (!answerable) return "X";
  const have = new Set(contentWords(answer ?? "").map(stem));
  const need = contentWords(referencia).map(stem);
  if (need.length === 0) return a.includes(normalizeText(referencia)) ? "R" : "X";
  return need.every((w) => have.has(w)) ? "R" : "X";
}
