import { z } from "zod";
import type { Db } from "@/db/client";
import { bankContent, currentBankVersion } from "@/db/queries/dataset";
import { categoryCounts } from "@/db/queries/fichas";
import { enqueueRun, getRun } from "@/db/queries/runs";
import { addTutor, getTutor } from "@/db/queries/tutors";
import type { Run } from "@/db/schema";
import { insertImportedAnswers, realRunOfRepetition } from "@/db/queries/importedAnswers";
import { conditionId, groundingSchema, policySchema } from "@/lib/conditions/axes";
import { completeRun } from "@/lib/jobs/inProcess";
import { type Table1Row, table1Row } from "@/lib/results/table1";
import { tutorIdFormat } from "@/lib/tutors/definition";
import { type ImportIssue, csvRows, decodeUtf8 } from "./import";

export interface ImportedAnswer {
  readonly row: number;
  readonly questionId: number;
  readonly clave: string;
  readonly texto: string;
  readonly idNota: number | null;
  readonly confianza: number;
  readonly prompt: string | null;
  readonly raw: string | null;
}

const issue = (row: number | null, column: string | null, message: string): ImportIssue => ({ row, column, message });
const COLUMNS = ["clave", "texto", "id_nota", "confianza"] as const;

/** One row of an answers file as read (CSV strings or JSON values), before it is checked against the bank. */
type RawRow = { row: number; get: (c: string) => unknown };

function jsonValue(v: unknown): string | null {
  if (v === null || v === undefined || v === "") return null;
  return typeof v === "string" ? v : JSON.stringify(v);
}

/** The rows of a CSV, JSON (a list, or an object with "respuestas"/"answers") or JSONL file. */
function rowsOf(file: { name: string; bytes: Uint8Array }): { rows: RawRow[] } | { error: ImportIssue } {
  const decoded = decodeUtf8(file.bytes);
  if ("error" in decoded) return decoded;
  const ext = file.name.toLowerCase().split(".").pop();
  if (ext === "csv") {
    const r = csvRows(decoded.text, COLUMNS, "respuestas");
    return "error" in r ? r : { rows: r.rows.map((x) => ({ row: x.row, get: x.get })) };
  }
  if (ext === "jsonl" || ext === "ndjson") {
    const rows: RawRow[] = [];
    const lines = decoded.text.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
      if (!lines[i]!.trim()) continue;
      let o: unknown;
      try {
        o = JSON.parse(lines[i]!);
      } catch (e) {
        return { error: issue(i + 1, null, `la línea ${i + 1} no es JSON válido: ${(e as Error).message}`) };
      }
      if (!o || typeof o !== "object" || Array.isArray(o)) return { error: issue(i + 1, null, `la línea ${i + 1} no es un objeto JSON`) };
      rows.push({ row: i + 1, get: (c) => (o as Record<string, unknown>)[c] });
    }
    return { rows };
  }
  if (ext === "json") {
    let data: unknown;
    try {
      data = JSON.parse(decoded.text);
    } catch (e) {
      return { error: issue(null, null, `no es JSON válido: ${(e as Error).message}`) };
    }
    const list = Array.isArray(data) ? data : ((data as Record<string, unknown> | null)?.respuestas ?? (data as Record<string, unknown> | null)?.answers);
    if (!Array.isArray(list)) return { error: issue(null, null, "no parece un JSON de respuestas: se esperaba una lista (o un objeto con «respuestas»)") };
    return { rows: list.map((o, i) => ({ row: i + 1, get: (c: string) => (o && typeof o === "object" ? (o as Record<string, unknown>)[c] : undefined) })) };
  }
  return { error: issue(null, null, `formato desconocido: ${file.name} (use .csv, .json o .jsonl)`) };
}

const confidence = z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim().replace(",", ".")) : v), z.number({ error: "la confianza debe ser un número de 0 a 1" }).min(0, "la confianza está fuera de [0, 1]").max(1, "la confianza está fuera de [0, 1]"));
const noteId = z.preprocess((v) => (v === "" || v === undefined || v === null || (typeof v === "string" && /^(null|none|-)$/i.test(v.trim())) ? null : typeof v === "string" ? Number(v.trim()) : v), z.number({ error: "id_nota debe ser un entero o vacío" }).int("id_nota debe ser un entero o vacío").positive("id_nota debe ser positivo").nullable());

/**
 * Reads an answers file against a bank version, whole or not at all: every
 * row is checked (unknown or repeated keys, empty text, confidence outside
 * [0, 1], note ids the bank lacks) and every question must have its answer.
 * All problems are returned, each with its row.
 */
export function parseAnswers(
  file: { name: string; bytes: Uint8Array },
  bank: { questions: readonly { id: number; clave: string }[]; noteIds: ReadonlySet<number> },
): { ok: true; answers: ImportedAnswer[] } | { ok: false; errors: ImportIssue[] } {
  const read = rowsOf(file);
  if ("error" in read) return { ok: false, errors: [read.error] };
  if (read.rows.length === 0) return { ok: false, errors: [issue(null, null, "el archivo no tiene respuestas")] };
  const byClave = new Map(bank.questions.map((q) => [q.clave, q.id]));
  const seen = new Map<string, number>();
  const errors: ImportIssue[] = [];
  const answers: ImportedAnswer[] = [];
  for (const r of read.rows) {
    const clave = String(r.get("clave") ?? "").trim();
    const questionId = byClave.get(clave);
    if (!clave) errors.push(issue(r.row, "clave", "falta la clave de la pregunta"));
    else if (questionId === undefined) errors.push(issue(r.row, "clave", `clave desconocida en el banco: ${clave}`));
    else if (seen.has(clave)) errors.push(issue(r.row, "clave", `clave repetida: ${clave} (ya en la fila ${seen.get(clave)})`));
    if (clave && !seen.has(clave)) seen.set(clave, r.row);
    const texto = typeof r.get("texto") === "string" ? (r.get("texto") as string).trim() : "";
    if (!texto) errors.push(issue(r.row, "texto", "falta el texto de la respuesta"));
    const conf = confidence.safeParse(r.get("confianza") ?? "");
    if (!conf.success) errors.push(issue(r.row, "confianza", r.get("confianza") === undefined || r.get("confianza") === "" ? "falta la confianza (de 0 a 1)" : conf.error.issues[0]!.message));
    const nid = noteId.safeParse(r.get("id_nota"));
    if (!nid.success) errors.push(issue(r.row, "id_nota", nid.error.issues[0]!.message));
    else if (nid.data !== null && !bank.noteIds.has(nid.data)) errors.push(issue(r.row, "id_nota", `la nota ${nid.data} no existe en el banco`));
    if (questionId !== undefined && texto && conf.success && nid.success && seen.get(clave) === r.row) {
      answers.push({ row: r.row, questionId, clave, texto, idNota: nid.data, confianza: conf.data, prompt: jsonValue(r.get("prompt")), raw: jsonValue(r.get("raw")) });
    }
  }
  const missing = bank.questions.filter((q) => !seen.has(q.clave)).map((q) => q.clave);
  if (missing.length) errors.push(issue(null, "clave", `faltan respuestas para ${missing.length} preguntas del banco: ${missing.slice(0, 10).join(", ")}${missing.length > 10 ? ", …" : ""}`));
  return errors.length ? { ok: false, errors } : { ok: true, answers };
}

export const importAnswersInput = z.object({
  tutor: tutorIdFormat,
  grounding: groundingSchema,
  policy: policySchema,
  repetition: z.coerce.number().int().positive("--repetition debe ser positivo").optional(),
  bank: z.string().min(1).optional(),
});
export type ImportAnswersInput = z.infer<typeof importAnswersInput>;

export type ImportAnswersOutcome =
  | { ok: true; run: Run; tutorCreated: boolean; answers: number; table1: Table1Row }
  | { ok: false; errors: ImportIssue[] };

/**
 * Imports the answers of the user's own app as a finished run of an
 * "answers" tutor (created when new) under a grounding and a policy: the
 * file is checked whole against the active bank version first — nothing is
 * written when any row is wrong — then the run is created with its answers
 * and worked at once: graded, verified (under "abstain + verify") and stored
 * as fichas like any other run's.
 */
export async function importAnswers({ db, input, file }: { db: Db; input: unknown; file: { name: string; bytes: Uint8Array } }): Promise<ImportAnswersOutcome> {
  const parsedInput = importAnswersInput.safeParse(input);
  if (!parsedInput.success) return { ok: false, errors: parsedInput.error.issues.map((i) => issue(null, String(i.path[0] ?? ""), i.message)) };
  const o = parsedInput.data;
  const existing = getTutor({ db, id: o.tutor });
  if (existing && existing.kind !== "answers") return { ok: false, errors: [issue(null, "tutor", `el tutor ${o.tutor} es de tipo ${existing.kind}: las respuestas se importan a un tutor de tipo answers (use otro id)`)] };
  const version = currentBankVersion({ db, bankName: o.bank });
  const { questions, notes } = bankContent({ db, bankVersionId: version.id });
  const parsed = parseAnswers(file, { questions, noteIds: new Set(notes.map((n) => n.noteId)) });
  if (!parsed.ok) return parsed;
  const cid = conditionId(o.tutor, o.grounding, o.policy);
  if (o.repetition !== undefined) {
    const taken = realRunOfRepetition({ db, conditionId: cid, bankVersionId: version.id, repetition: o.repetition });
    if (taken !== null) return { ok: false, errors: [issue(null, "repetition", `la repetición ${o.repetition} de ${cid} ya existe (ejecución ${taken}); las respuestas importadas nunca la sobrescriben: use otra`)] };
  }
  const { run, jobId } = db.transaction((tx) => {
    const t = tx as unknown as Db;
    if (!existing) addTutor({ db: t, input: { id: o.tutor, kind: "answers" } });
    const e = enqueueRun({ db: t, conditionId: cid, mode: "real", repetition: o.repetition, bankVersionId: version.id });
    insertImportedAnswers({ db: t, runId: e.run.id, answers: parsed.answers.map((a) => ({ questionId: a.questionId, texto: a.texto, idNota: a.idNota, confianza: a.confianza, prompt: a.prompt, raw: a.raw })) });
    return e;
  });
  await completeRun({ db, runId: run.id, jobId });
  const final = getRun({ db, id: run.id });
  const counts = categoryCounts({ db, runIds: [final.id] }).get(final.id)!;
  return { ok: true, run: final, tutorCreated: !existing, answers: parsed.answers.length, table1: table1Row(counts) };
}
