import type { Db } from "@/db/client";
import { importedAnswersByClave } from "@/db/queries/importedAnswers";
import type { ImportedAnswer } from "@/db/schema";
import type { Tutor, TutorInput, TutorResult } from "./types";

/** Stored on the ficha when the import gave no prompt: veraz never pretends to know what the app sent. */
export const NO_IMPORTED_PROMPT = "(respuestas importadas: el archivo no incluía el prompt)";

/**
 * The "answers" tutor: no model, the answers the user's own app produced,
 * imported into `imported_answers` for its run. Each question's answer is
 * read back as if the tutor had just given it; the run then grades, verifies
 * and stores fichas exactly as for any other tutor.
 */
export class ImportedAnswersTutor implements Tutor {
  readonly id = "answers";
  private readonly byClave: Map<string, ImportedAnswer>;
  constructor(db: Db, runId: number) {
    this.byClave = importedAnswersByClave({ db, runId });
  }

  async call(input: TutorInput): Promise<TutorResult> {
    const a = this.byClave.get(input.question.clave);
    if (!a) {
      return { output: null, error: `el archivo importado no tiene respuesta para ${input.question.clave}`, usage: null, latencyMs: 0, rawOutput: null, stopReason: "importada", prompt: { system: "", user: NO_IMPORTED_PROMPT } };
    }
    const output = { texto: a.texto, id_nota: a.idNota, confianza: a.confianza };
    return {
      output,
      error: null,
      usage: null,
      latencyMs: 0,
      rawOutput: a.raw ?? JSON.stringify(output),
      stopReason: "importada",
      prompt: { system: "", user: a.prompt ?? NO_IMPORTED_PROMPT },
    };
  }
}
