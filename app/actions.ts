"use server";

import { revalidatePath } from "next/cache";
import { cookies } from "next/headers";
import { z } from "zod";
import { getDb } from "@/db/client";
import { ensureDefaults } from "@/db/queries/dataset";
import { getCondition } from "@/db/queries/matrix";
import { cancelRun, enqueueMany, enqueueRun } from "@/db/queries/runs";
import { setProfile } from "@/db/queries/simulation";
import { lastPersonGrade, recordPersonGrade, undoPersonGrade } from "@/db/queries/grades";
import { setPrice } from "@/db/queries/modelCalls";
import { loadMatrixView } from "@/lib/views/matrix";
import { type TutorId, conditionIdSchema, modeSchema } from "@/lib/conditions/axes";
import { LANG_COOKIE, dictionary, parseLang, reasonText } from "@/lib/i18n";
import { tutorAvailability } from "@/lib/tutors/registry";

export type ActionState = { ok: true; message?: string } | { ok: false; error: string } | null;

function problem(e: unknown): string {
  if (e instanceof z.ZodError) return e.issues.map((i) => i.message).join("; ");
  return (e as Error).message;
}

const runInput = z.object({ conditionId: conditionIdSchema, mode: modeSchema });

/** Enqueues a run of one condition (a second click while it runs starts nothing new). */
export async function runConditionAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  try {
    const { conditionId, mode } = runInput.parse({ conditionId: form.get("conditionId"), mode: form.get("mode") });
    const db = getDb();
    ensureDefaults({ db });
    const condition = getCondition({ db, id: conditionId });
    if (!condition) return { ok: false, error: `condición desconocida: ${conditionId}` };
    const availability = tutorAvailability(condition.tutorId as TutorId, mode);
    if (!availability.available) {
      const d = dictionary(parseLang((await cookies()).get(LANG_COOKIE)?.value));
      return { ok: false, error: reasonText(d, availability.reason) };
    }
    const { run, created } = enqueueRun({ db, conditionId, mode });
    revalidatePath("/");
    return { ok: true, message: created ? `run ${run.id}` : `run ${run.id} (ya en curso)` };
  } catch (e) {
    return { ok: false, error: problem(e) };
  }
}

const cancelInput = z.object({ runId: z.coerce.number().int().positive() });

export async function cancelRunAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  try {
    const { runId } = cancelInput.parse({ runId: form.get("runId") });
    cancelRun({ db: getDb(), runId });
    revalidatePath("/");
    return { ok: true };
  } catch (e) {
    return { ok: false, error: problem(e) };
  }
}

const langInput = z.object({ lang: z.enum(["es", "en"]) });

export async function setLanguageAction(form: FormData): Promise<void> {
  const { lang } = langInput.parse({ lang: form.get("lang") });
  (await cookies()).set(LANG_COOKIE, lang, { path: "/", sameSite: "lax", maxAge: 60 * 60 * 24 * 365 });
  revalidatePath("/", "layout");
}

const matrixInput = z.object({ mode: modeSchema });

/** "Run the whole matrix": every condition that can run here in this mode. */
export async function runMatrixAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  try {
    const { mode } = matrixInput.parse({ mode: form.get("mode") });
    const db = getDb();
    const { runnable } = loadMatrixView({ db, mode });
    const started = enqueueMany({ db, conditionIds: runnable, mode }).filter((r) => r.created).length;
    revalidatePath("/");
    return { ok: true, message: `${started}` };
  } catch (e) {
    return { ok: false, error: problem(e) };
  }
}

const profileInput = z.object({ conditionId: conditionIdSchema, profile: z.string().min(2) });

/** Saves a condition's simulation profile (validated whole; a bad one changes nothing). */
export async function saveProfileAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  try {
    const { conditionId, profile } = profileInput.parse({ conditionId: form.get("conditionId"), profile: form.get("profile") });
    let parsed: unknown;
    try {
      parsed = JSON.parse(profile);
    } catch {
      return { ok: false, error: "el perfil no es JSON válido" };
    }
    setProfile({ db: getDb(), conditionId, profile: parsed });
    revalidatePath("/ajustes");
    return { ok: true };
  } catch (e) {
    return { ok: false, error: problem(e) };
  }
}

const gradeInput = z.object({ fichaId: z.coerce.number().int().positive(), letter: z.enum(["R", "X", "N"]) });

/** A person's blind grade (R / X / N); it wins over the automatic and planted grades. */
export async function gradeAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  try {
    const { fichaId, letter } = gradeInput.parse({ fichaId: form.get("fichaId"), letter: form.get("letter") });
    recordPersonGrade({ db: getDb(), fichaId, letter, grader: "persona" });
    revalidatePath("/", "layout");
    return { ok: true };
  } catch (e) {
    return { ok: false, error: problem(e) };
  }
}

/** Undoes the most recent person grade. */
export async function undoGradeAction(_prev: ActionState, _form: FormData): Promise<ActionState> {
  try {
    const db = getDb();
    const last = lastPersonGrade({ db });
    if (!last) return { ok: false, error: "no hay ninguna calificación que deshacer" };
    undoPersonGrade({ db, gradeId: last.id });
    revalidatePath("/", "layout");
    return { ok: true };
  } catch (e) {
    return { ok: false, error: problem(e) };
  }
}

const priceInput = z.object({ model: z.string().min(1).max(200), input: z.coerce.number().nonnegative(), output: z.coerce.number().nonnegative() });

/** Saves a model's price (USD per million tokens). */
export async function savePriceAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  try {
    const { model, input, output } = priceInput.parse({ model: form.get("model"), input: form.get("input"), output: form.get("output") });
    setPrice({ db: getDb(), model, price: { input, output } });
    revalidatePath("/", "layout");
    return { ok: true };
  } catch (e) {
    return { ok: false, error: problem(e) };
  }
}
