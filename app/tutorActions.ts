"use server";

/** Ajustes → Tutores: the user's tutors (add, remove, a Claude tutor's model) and answers imported from their app. */
import { revalidatePath } from "next/cache";
import { getDb } from "@/db/client";
import { ensureDefaults } from "@/db/queries/dataset";
import { addTutor, removeTutor, setTutorModel } from "@/db/queries/tutors";
import { listFichas } from "@/db/queries/fichas";
import { importAnswers } from "@/lib/dataset/importAnswers";
import { type ActionState, problem, submitted } from "./actionState";

/** The form's text fields as a tutor input: empty fields are absent (zod then names what a kind needs). */
function tutorInput(form: FormData): Record<string, string> {
  const fields = ["id", "label", "kind", "model", "baseUrl", "apiKeyEnv", "concurrency", "maxTokens", "systemRag", "systemFree", "priceInput", "priceOutput"];
  const out: Record<string, string> = {};
  for (const f of fields) {
    const v = form.get(f);
    if (typeof v === "string" && v.trim() !== "") out[f] = v.trim();
  }
  return out;
}

/** Adds a user tutor (validated with zod: each missing or wrong field named); the form keeps what was typed on error. */
export async function addTutorAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  try {
    const db = getDb();
    ensureDefaults({ db });
    const t = addTutor({ db, input: tutorInput(form) });
    revalidatePath("/", "layout");
    return { ok: true, message: t.id };
  } catch (e) {
    return { ok: false, error: problem(e), values: submitted(form) };
  }
}

export async function removeTutorAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  try {
    const id = String(form.get("id") ?? "");
    removeTutor({ db: getDb(), id });
    revalidatePath("/", "layout");
    return { ok: true, message: id };
  } catch (e) {
    return { ok: false, error: problem(e) };
  }
}

export async function setTutorModelAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  try {
    const t = setTutorModel({ db: getDb(), id: String(form.get("id") ?? ""), model: String(form.get("model") ?? "") });
    revalidatePath("/", "layout");
    return { ok: true, message: t.modelId ?? "" };
  } catch (e) {
    return { ok: false, error: problem(e) };
  }
}

export type AnswersImportState =
  | { ok: true; runId: number; conditionId: string; answers: number; fichaId: number | null; summary: { correcta: number; incorrecta: number; abstencion: number; n: number } }
  | { ok: false; errors: { row: number | null; column: string | null; message: string }[]; values?: Record<string, string> }
  | null;

/** Imports an answers file (CSV, JSON, JSONL) as a finished run of an "answers" tutor; nothing is written when any row is wrong. */
export async function importAnswersAction(_prev: AnswersImportState, form: FormData): Promise<AnswersImportState> {
  try {
    const f = form.get("file");
    if (!(typeof f === "object" && f && "arrayBuffer" in f && f.size > 0)) return { ok: false, errors: [{ row: null, column: null, message: "elija un archivo de respuestas (.csv, .json o .jsonl)" }], values: submitted(form) };
    const db = getDb();
    ensureDefaults({ db });
    const rep = String(form.get("repetition") ?? "").trim();
    const r = await importAnswers({
      db,
      input: { tutor: String(form.get("tutor") ?? "").trim(), grounding: form.get("grounding"), policy: form.get("policy"), repetition: rep === "" ? undefined : rep },
      file: { name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) },
    });
    if (!r.ok) return { ok: false, errors: r.errors, values: submitted(form) };
    revalidatePath("/", "layout");
    const first = listFichas({ db, runId: r.run.id })[0];
    return { ok: true, runId: r.run.id, conditionId: r.run.conditionId, answers: r.answers, fichaId: first?.id ?? null, summary: { correcta: r.table1.correcta, incorrecta: r.table1.incorrecta, abstencion: r.table1.abstencion, n: r.table1.n } };
  } catch (e) {
    return { ok: false, errors: [{ row: null, column: null, message: problem(e) }], values: submitted(form) };
  }
}
