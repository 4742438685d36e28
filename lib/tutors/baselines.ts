import { NO_APARECE } from "@/lib/grading/categories";
import type { Tutor, TutorInput, TutorResult } from "./types";

function local(output: TutorResult["output"]): TutorResult {
  return { output, error: null, usage: null, latencyMs: 0, rawOutput: JSON.stringify(output), stopReason: "end_turn" };
}

/** Always answers the abstention phrase with no citation and confidence 1. */
export const alwaysAbstainTutor: Tutor = {
  id: "always-abstain",
  async call(): Promise<TutorResult> {
    return local({ texto: NO_APARECE, id_nota: null, confianza: 1 });
  },
};

/**
 * The oracle: the reference answer and its note, confidence 1; the abstention
 * phrase for unanswerable questions. A grader that does not score it
 * 20/20 + 5/5 on the seed's bank is broken.
 */
export const referenceTutor: Tutor = {
  id: "reference",
  async call(input: TutorInput): Promise<TutorResult> {
    const q = input.question;
    if (q.tipo === "sin respuesta" || q.noteId === null) return local({ texto: NO_APARECE, id_nota: null, confianza: 1 });
    return local({ texto: q.referencia, id_nota: q.noteId, confianza: 1 });
  },
};
