import type { Note, Question } from "@/db/schema";
import { toCsv } from "./csv";

/** Notes in the import formats (round trip): CSV id,tema,texto or JSON [{id, tema, texto}]. */
export function notesExport(notes: readonly Note[], format: "csv" | "json"): string {
  if (format === "json") return `${JSON.stringify(notes.map((n) => ({ id: n.noteId, tema: n.tema, texto: n.texto })), null, 2)}\n`;
  return toCsv({ header: ["id", "tema", "texto"], rows: notes.map((n) => [n.noteId, n.tema, n.texto]) });
}

/** Questions in the import formats: CSV clave,pregunta,referencia,id_nota (empty for unanswerable) or JSON. */
export function bankExport(questions: readonly Question[], format: "csv" | "json"): string {
  if (format === "json") return `${JSON.stringify(questions.map((q) => ({ clave: q.clave, pregunta: q.pregunta, referencia: q.referencia, id_nota: q.noteId })), null, 2)}\n`;
  return toCsv({ header: ["clave", "pregunta", "referencia", "id_nota"], rows: questions.map((q) => [q.clave, q.pregunta, q.referencia, q.noteId]) });
}
