import type { Db } from "@/db/client";
import { iterateFichas } from "@/db/queries/fichas";
import { csvHead, csvLine } from "./csv";

export const FICHA_COLUMNS = [
  "run", "clave", "tipo", "pregunta", "referencia", "nota_referencia", "respuesta", "nota_citada", "confianza",
  "letra", "fuente_calificación", "categoría", "veredicto", "retenida", "simulada", "verdad_plantada",
  "motivo_sin_respuesta", "stop_reason", "tokens_entrada", "tokens_salida", "coste_usd", "latencia_ms",
] as const;

/** The fichas of runs as a stream of CSV chunks (one page of rows per chunk). */
export function* fichasCsvChunks({ db, runIds }: { db: Db; runIds: readonly number[] }): Generator<string> {
  yield csvHead(FICHA_COLUMNS);
  for (const page of iterateFichas({ db, runIds })) {
    let chunk = "";
    for (const { ficha: f, question: q } of page) {
      chunk += csvLine([
        f.runId, q.clave, q.tipo, q.pregunta, q.referencia, q.noteId, f.answerText, f.citedNoteId, f.confidence,
        f.letter, f.gradeSource, f.category, f.verdict, f.withheld, f.simulated, f.planted,
        f.outputError, f.stopReason, f.tokensIn, f.tokensOut, f.costUsd, f.latencyMs,
      ]);
    }
    yield chunk;
  }
}
