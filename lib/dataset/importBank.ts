import type { Db } from "@/db/client";
import { bankContent, currentBankVersion, importBankVersion, listBanks } from "@/db/queries/dataset";
import type { BankVersion } from "@/db/schema";
import type { BankContent } from "./hash";
import { type ImportIssue, parseBank, parseNotes } from "./import";

export type ImportOutcome =
  | { ok: true; version: BankVersion; created: boolean; notes: number; questions: number; warnings: ImportIssue[] }
  | { ok: false; errors: { file: string; issue: ImportIssue }[]; warnings: ImportIssue[] };

/**
 * Imports notes and/or questions into bank `name` as its next version, whole
 * or not at all: every file is parsed and checked first (notes, then the
 * questions against those notes); only a clean import touches the database.
 * Notes alone keep the bank's current questions (checked against the new
 * notes); questions alone keep its current notes.
 */
export function importIntoBank({
  db,
  name,
  notes: noteFiles,
  bank: bankFile,
}: {
  db: Db;
  name: string;
  notes?: readonly { name: string; bytes: Uint8Array }[];
  bank?: { name: string; bytes: Uint8Array };
}): ImportOutcome {
  if (!name.trim()) return { ok: false, errors: [{ file: "", issue: { row: null, column: null, message: "el banco necesita un nombre" } }], warnings: [] };
  const existing = listBanks({ db }).find((b) => b.name === name);
  const previous = existing ? bankContent({ db, bankVersionId: currentBankVersion({ db, bankName: name }).id }) : null;
  let notes: BankContent["notes"];
  if (noteFiles?.length) {
    const r = parseNotes(noteFiles);
    if (!r.ok) return { ok: false, errors: r.errors.map((issue) => ({ file: noteFiles[0]!.name, issue })), warnings: r.warnings };
    notes = r.items;
  } else if (previous) {
    notes = previous.notes.map((n) => ({ noteId: n.noteId, tema: n.tema, texto: n.texto }));
  } else {
    return { ok: false, errors: [{ file: "", issue: { row: null, column: null, message: `el banco «${name}» no existe: importe primero sus notas` } }], warnings: [] };
  }
  const noteIds = new Set(notes.map((n) => n.noteId));
  let questions: BankContent["questions"];
  let warnings: ImportIssue[] = [];
  if (bankFile) {
    const r = parseBank(bankFile, noteIds);
    warnings = r.warnings;
    if (!r.ok) return { ok: false, errors: r.errors.map((issue) => ({ file: bankFile.name, issue })), warnings };
    questions = r.items;
  } else {
    questions = (previous?.questions ?? []).map((q) => ({ clave: q.clave, pregunta: q.pregunta, referencia: q.referencia, noteId: q.noteId, tipo: q.tipo }));
    const orphan = questions.find((q) => q.noteId !== null && !noteIds.has(q.noteId));
    if (orphan) {
      return { ok: false, errors: [{ file: noteFiles?.[0]?.name ?? "", issue: { row: null, column: "id", message: `la pregunta ${orphan.clave} cita la nota ${orphan.noteId}, que ya no existe en las notas nuevas` } }], warnings };
    }
  }
  const { version, created } = importBankVersion({ db, name, content: { notes, questions } });
  return { ok: true, version, created, notes: notes.length, questions: questions.length, warnings };
}
