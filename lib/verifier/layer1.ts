import { isAbstention } from "@/lib/grading/autoGrader";
import { NO_APARECE } from "@/lib/grading/categories";

/** Verdicts of the verifier's first layer (no model), the seed's `verificar` before the API call. */
export type Layer1Verdict = "abstención" | "sin cita" | "cita inexistente" | "pasa a la capa 2";

/**
 * Layer 1, without a model: an abstention is accepted as such — the seed's
 * exact phrase, or any wording that says the notes do not contain the answer
 * (recognised by meaning, lib/grading/abstention.ts); an answer with no
 * citation, or citing a note that does not exist, is flagged; anything else
 * needs the judge (layer 2). Given the notes' texts, an abstention may repeat
 * what the notes say ("tus notas solo hablan de …") and still be one.
 */
export function verifyLayer1(texto: string | null, citedNoteId: number | null, notes: { has(id: number): boolean }): Layer1Verdict {
  if (texto === NO_APARECE) return "abstención";
  if (texto !== null && isAbstention(texto, "", notes instanceof Map ? (notes as ReadonlyMap<number, string>) : new Map())) return "abstención";
  if (citedNoteId === null) return "sin cita";
  if (!notes.has(citedNoteId)) return "cita inexistente";
  return "pasa a la capa 2";
}

/** Under "abstain + verify" only supported answers are delivered; flagged ones are withheld. */
export function withheldByLayer1(verdict: Layer1Verdict): boolean {
  return verdict === "sin cita" || verdict === "cita inexistente";
}
