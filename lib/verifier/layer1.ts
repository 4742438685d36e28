import { NO_APARECE } from "@/lib/grading/categories";

/** Verdicts of the verifier's first layer (no model), the seed's `verificar` before the API call. */
export type Layer1Verdict = "abstención" | "sin cita" | "cita inexistente" | "pasa a la capa 2";

/**
 * Layer 1, without a model: the exact abstention phrase is accepted as an
 * abstention; an answer with no citation, or citing a note that does not
 * exist, is flagged; anything else needs the judge (layer 2).
 */
export function verifyLayer1(texto: string | null, citedNoteId: number | null, noteIds: { has(id: number): boolean }): Layer1Verdict {
  if (texto === NO_APARECE) return "abstención";
  if (citedNoteId === null) return "sin cita";
  if (!noteIds.has(citedNoteId)) return "cita inexistente";
  return "pasa a la capa 2";
}

/** Under "abstain + verify" only supported answers are delivered; flagged ones are withheld. */
export function withheldByLayer1(verdict: Layer1Verdict): boolean {
  return verdict === "sin cita" || verdict === "cita inexistente";
}
