import { z } from "zod";
import { NO_APARECE } from "@/lib/grading/categories";
import { parseCsv } from "@/lib/exports/csv";
import type { BankContent } from "./hash";

/** A problem found in an imported file: where (row, column) and what is wrong. */
export interface ImportIssue {
  readonly row: number | null;
  readonly column: string | null;
  readonly message: string;
}

export type ImportResult<T> =
  | { readonly ok: true; readonly items: T[]; readonly warnings: ImportIssue[] }
  | { readonly ok: false; readonly errors: ImportIssue[]; readonly warnings: ImportIssue[] };

export type ImportNote = BankContent["notes"][number];
export type ImportQuestion = BankContent["questions"][number];

const issue = (row: number | null, column: string | null, message: string): ImportIssue => ({ row, column, message });

/** Decodes bytes as UTF-8, strictly: a Latin-1 or binary file is an error, not mojibake. */
export function decodeUtf8(bytes: Uint8Array): { text: string } | { error: ImportIssue } {
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "") };
  } catch {
    return { error: issue(null, null, "codificación no válida: el archivo no es UTF-8 (¿Latin-1 o Windows-1252?); guárdelo como UTF-8 y vuelva a importarlo") };
  }
}

export type Format = "csv" | "json" | "markdown";

export function formatOf(filename: string): Format | null {
  const ext = filename.toLowerCase().split(".").pop();
  return ext === "csv" ? "csv" : ext === "json" ? "json" : ext === "md" || ext === "markdown" ? "markdown" : null;
}

/** Rows of a CSV with the expected columns (extra columns are ignored); row numbers count the header as row 1. */
export function csvRows(text: string, expected: readonly string[], what: string): { rows: { row: number; get: (c: string) => string }[] } | { error: ImportIssue } {
  let parsed;
  try {
    parsed = parseCsv(text);
  } catch (e) {
    return { error: issue(null, null, `no es un CSV válido: ${(e as Error).message}`) };
  }
  const header = parsed.header.map((h) => h.trim().toLowerCase());
  const missing = expected.filter((c) => !header.includes(c));
  if (missing.length) {
    return { error: issue(1, missing[0]!, `no parece un CSV de ${what}: faltan las columnas ${missing.join(", ")} (la cabecera debe ser ${expected.join(",")}; se encontró «${parsed.header.join(",").slice(0, 80)}»)`) };
  }
  return {
    rows: parsed.rows
      .filter((r) => !(r.length === 1 && r[0] === ""))
      .map((r, i) => ({ row: i + 2, get: (c: string) => (r[header.indexOf(c)] ?? "").trim() })),
  };
}

function jsonRows(text: string, key: string, what: string): { rows: { row: number; get: (c: string) => string }[] } | { error: ImportIssue } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { error: issue(null, null, `no es JSON válido: ${(e as Error).message}`) };
  }
  const list = Array.isArray(data) ? data : (data as Record<string, unknown> | null)?.[key];
  if (!Array.isArray(list)) return { error: issue(null, null, `no parece un JSON de ${what}: se esperaba una lista (o un objeto con «${key}»)`) };
  return {
    rows: list.map((o, i) => ({
      row: i + 1,
      get: (c: string) => {
        const v = (o as Record<string, unknown> | null)?.[c];
        return v === null || v === undefined ? "" : String(v).trim();
      },
    })),
  };
}

/** Markdown: one note per heading (# or ##), its text the paragraphs below it; or one note per file. */
export function markdownNotes(files: readonly { name: string; text: string }[]): ImportNote[] {
  const notes: ImportNote[] = [];
  for (const f of files) {
    const sections = f.text.split(/^#{1,3}\s+/m);
    const headed = sections.slice(1);
    if (headed.length === 0) {
      const texto = f.text.replace(/\s+/g, " ").trim();
      if (texto) notes.push({ noteId: notes.length + 1, tema: f.name.replace(/\.(md|markdown)$/i, ""), texto });
      continue;
    }
    for (const s of headed) {
      const [title, ...body] = s.split("\n");
      const texto = body.join(" ").replace(/\s+/g, " ").trim();
      if (texto) notes.push({ noteId: notes.length + 1, tema: title!.trim(), texto });
    }
  }
  return notes;
}

const positiveId = z.coerce.number().int().positive();

/**
 * Limits of every imported field (documented in the README): a note is a
 * note, not a book — a 200 KB "note" would make every prompt and ficha page
 * megabytes long. A row over a limit is refused with its row, field and the
 * limit, and nothing is written.
 */
export const IMPORT_LIMITS = {
  noteChars: 20_000,
  topicChars: 200,
  questionChars: 2_000,
  referenceChars: 2_000,
  keyChars: 100,
  notes: 100_000,
  questions: 100_000,
} as const;

const fmt = (n: number) => n.toLocaleString("es-ES");

function tooLong(row: number, column: string, value: string, limit: number, what: string): ImportIssue | null {
  return value.length > limit ? issue(row, column, `${what} tiene ${fmt(value.length)} caracteres; el límite es ${fmt(limit)}`) : null;
}

/** Notes from CSV (id, tema, texto), JSON ([{id, tema, texto}] or {notas: […]}) or Markdown. */
export function parseNotes(files: readonly { name: string; bytes: Uint8Array }[]): ImportResult<ImportNote> {
  const decoded: { name: string; text: string }[] = [];
  for (const f of files) {
    const d = decodeUtf8(f.bytes);
    if ("error" in d) return { ok: false, errors: [{ ...d.error, message: `${f.name}: ${d.error.message}` }], warnings: [] };
    decoded.push({ name: f.name, text: d.text });
  }
  const format = formatOf(decoded[0]?.name ?? "");
  if (!format) return { ok: false, errors: [issue(null, null, "formato desconocido: use .csv, .json o .md")], warnings: [] };
  if (format === "markdown") {
    const notes = markdownNotes(decoded);
    if (!notes.length) return { ok: false, errors: [issue(null, null, "el Markdown no contiene ninguna nota (un encabezado # seguido de texto)")], warnings: [] };
    const over = notes.flatMap((n) => [tooLong(n.noteId, "texto", n.texto, IMPORT_LIMITS.noteChars, `el texto de la nota «${n.tema.slice(0, 60)}»`), tooLong(n.noteId, "tema", n.tema, IMPORT_LIMITS.topicChars, "el tema")].filter((e): e is ImportIssue => e !== null));
    return over.length ? { ok: false, errors: over, warnings: [] } : { ok: true, items: notes, warnings: [] };
  }
  const source = format === "csv" ? csvRows(decoded[0]!.text, ["id", "tema", "texto"], "notas") : jsonRows(decoded[0]!.text, "notas", "notas");
  if ("error" in source) return { ok: false, errors: [source.error], warnings: [] };
  const errors: ImportIssue[] = [];
  const seen = new Map<number, number>();
  const items: ImportNote[] = [];
  for (const r of source.rows) {
    const id = positiveId.safeParse(r.get("id"));
    if (!id.success) errors.push(issue(r.row, "id", `el id debe ser un entero positivo (se encontró «${r.get("id")}»)`));
    else if (seen.has(id.data)) errors.push(issue(r.row, "id", `id duplicado: ${id.data} (ya en la fila ${seen.get(id.data)})`));
    else seen.set(id.data, r.row);
    if (!r.get("tema")) errors.push(issue(r.row, "tema", "el tema está vacío"));
    if (!r.get("texto")) errors.push(issue(r.row, "texto", "el texto de la nota está vacío"));
    for (const e of [tooLong(r.row, "texto", r.get("texto"), IMPORT_LIMITS.noteChars, "el texto de la nota"), tooLong(r.row, "tema", r.get("tema"), IMPORT_LIMITS.topicChars, "el tema")]) if (e) errors.push(e);
    if (id.success) items.push({ noteId: id.data, tema: r.get("tema"), texto: r.get("texto") });
  }
  if (source.rows.length === 0) errors.push(issue(null, null, "el archivo no contiene ninguna nota"));
  if (source.rows.length > IMPORT_LIMITS.notes) errors.unshift(issue(null, null, `el archivo tiene ${fmt(source.rows.length)} notas; el límite es ${fmt(IMPORT_LIMITS.notes)}`));
  return errors.length ? { ok: false, errors, warnings: [] } : { ok: true, items, warnings: [] };
}

/** Questions from CSV (clave, pregunta, referencia, id_nota) or JSON, checked against the notes. */
export function parseBank(file: { name: string; bytes: Uint8Array }, noteIds: ReadonlySet<number>): ImportResult<ImportQuestion> {
  const d = decodeUtf8(file.bytes);
  if ("error" in d) return { ok: false, errors: [d.error], warnings: [] };
  const format = formatOf(file.name);
  if (format !== "csv" && format !== "json") return { ok: false, errors: [issue(null, null, "formato desconocido para un banco: use .csv o .json")], warnings: [] };
  const source = format === "csv" ? csvRows(d.text, ["clave", "pregunta", "referencia", "id_nota"], "banco") : jsonRows(d.text, "banco", "banco");
  if ("error" in source) return { ok: false, errors: [source.error], warnings: [] };
  const errors: ImportIssue[] = [];
  const warnings: ImportIssue[] = [];
  const seen = new Map<string, number>();
  const items: ImportQuestion[] = [];
  for (const r of source.rows) {
    const clave = r.get("clave");
    if (!clave) errors.push(issue(r.row, "clave", "la clave está vacía"));
    else if (seen.has(clave)) errors.push(issue(r.row, "clave", `clave duplicada: ${clave} (ya en la fila ${seen.get(clave)})`));
    else seen.set(clave, r.row);
    if (!r.get("pregunta")) errors.push(issue(r.row, "pregunta", "la pregunta está vacía"));
    for (const e of [
      tooLong(r.row, "pregunta", r.get("pregunta"), IMPORT_LIMITS.questionChars, "la pregunta"),
      tooLong(r.row, "referencia", r.get("referencia"), IMPORT_LIMITS.referenceChars, "la referencia"),
      tooLong(r.row, "clave", clave, IMPORT_LIMITS.keyChars, "la clave"),
    ]) if (e) errors.push(e);
    const raw = r.get("id_nota");
    let noteId: number | null = null;
    if (raw !== "") {
      const id = positiveId.safeParse(raw);
      if (!id.success) errors.push(issue(r.row, "id_nota", `id_nota debe ser un entero positivo o quedar vacío (se encontró «${raw}»)`));
      else if (!noteIds.has(id.data)) errors.push(issue(r.row, "id_nota", `nota desconocida: ${id.data} (no está entre las notas del banco)`));
      else noteId = id.data;
    }
    const referencia = r.get("referencia") || (raw === "" ? NO_APARECE : "");
    if (!referencia) errors.push(issue(r.row, "referencia", "la referencia está vacía"));
    items.push({ clave, pregunta: r.get("pregunta"), referencia, noteId, tipo: noteId === null && raw === "" ? "sin respuesta" : "con respuesta" });
  }
  if (source.rows.length === 0) errors.push(issue(null, null, "el archivo no contiene ninguna pregunta"));
  if (source.rows.length > IMPORT_LIMITS.questions) errors.unshift(issue(null, null, `el banco tiene ${fmt(source.rows.length)} preguntas; el límite es ${fmt(IMPORT_LIMITS.questions)}`));
  if (items.length && !items.some((q) => q.tipo === "sin respuesta")) {
    warnings.push(issue(null, "id_nota", "el banco no tiene preguntas sin respuesta: solo ellas miden la confabulación pura (una pregunta sin respuesta solo se falla inventando); añada algunas con id_nota vacío"));
  }
  return errors.length ? { ok: false, errors, warnings } : { ok: true, items, warnings };
}
