import { createHash } from "node:crypto";

export interface BankContent {
  readonly notes: readonly { noteId: number; tema: string; texto: string }[];
  readonly questions: readonly {
    clave: string;
    pregunta: string;
    referencia: string;
    noteId: number | null;
    tipo: string;
  }[];
}

/**
 * Canonical serialisation of a bank: notes sorted by id, questions in bank
 * order, fixed key order, JSON without whitespace. Any change of content
 * changes it; nothing else does.
 */
export function canonicalBank(content: BankContent): string {
  const notes = [...content.notes]
    .sort((a, b) => a.noteId - b.noteId)
    .map((n) => ({ id: n.noteId, tema: n.tema, texto: n.texto }));
  const questions = content.questions.map((q) => ({
    clave: q.clave,
    pregunta: q.pregunta,
    referencia: q.referencia,
    id_nota: q.noteId,
    tipo: q.tipo,
  }));
  return JSON.stringify({ notes, questions });
}

/** SHA-256 (hex) of the canonical serialisation. */
export function bankHash(content: BankContent): string {
  return createHash("sha256").update(canonicalBank(content), "utf8").digest("hex");
}
