"use server";

import { revalidatePath } from "next/cache";
import { cookies } from "next/headers";
import { z } from "zod";
import { getDb } from "@/db/client";
import { ensureDefaults, setActiveBank } from "@/db/queries/dataset";
import { importIntoBank } from "@/lib/dataset/importBank";
import { budgetStatus } from "@/db/queries/budget";
import { cellClickEstimate } from "@/lib/jobs/jobBudget";
import { budgetSentence } from "@/lib/tutors/budgetGuard";
import { getCondition } from "@/db/queries/matrix";
import { cancelRun, enqueueMany, enqueueRun } from "@/db/queries/runs";
import { enqueueGrading, lastPersonGrade, recordPersonGrade, undoPersonGrade } from "@/db/queries/grades";
import { currentBankVersion } from "@/db/queries/dataset";
import { finishedRunIds } from "@/db/queries/runs";
import { createGradingSample } from "@/db/queries/samples";
import { enqueueVerification } from "@/db/queries/verifications";
import { loadMatrixView } from "@/lib/views/matrix";
import { SEED_CELLS, type TutorId, conditionIdSchema, modeSchema } from "@/lib/conditions/axes";
import { LANG_COOKIE, dictionary, parseLang, reasonText } from "@/lib/i18n";
import { tutorAvailability } from "@/lib/tutors/registry";
import { requireTutor } from "@/db/queries/tutors";

export type { ActionState } from "./actionState";
import { type ActionState, engineInput, problem } from "./actionState";

const runInput = z.object({ conditionId: conditionIdSchema, mode: modeSchema, engine: engineInput, seen: z.coerce.number().int().nonnegative().optional() });

/** Enqueues a run of one condition (a second click while it runs, or a second submission of the same page, starts nothing new). */
export async function runConditionAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  try {
    const { conditionId, mode, engine, seen } = runInput.parse({
      conditionId: form.get("conditionId"),
      mode: form.get("mode"),
      engine: form.get("engine") ?? undefined,
      seen: form.get("seen") ?? undefined,
    });
    const db = getDb();
    ensureDefaults({ db });
    const condition = getCondition({ db, id: conditionId });
    if (!condition) return { ok: false, error: `condición desconocida: ${conditionId}` };
    const availability = tutorAvailability(requireTutor({ db, id: condition.tutorId }), mode);
    if (!availability.available) {
      const d = dictionary(parseLang((await cookies()).get(LANG_COOKIE)?.value));
      return { ok: false, error: reasonText(d, availability.reason) };
    }
    // What the click would pay must fit what remains of the month (the worker checks again before sending).
    const cost = cellClickEstimate({ db, conditionId, mode, engine });
    const budget = budgetStatus({ db });
    if (cost && cost.usd > budget.remainingUsd + 1e-12) return { ok: false, error: budgetSentence(cost.usd, budget.remainingUsd, budget.budgetUsd) };
    const { run, created } = enqueueRun({ db, conditionId, mode, engine, seenRunId: seen });
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

const matrixInput = z.object({ mode: modeSchema, engine: engineInput });

/** "Run the whole matrix": every condition that can run here in this mode. */
export async function runMatrixAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  try {
    const { mode, engine } = matrixInput.parse({ mode: form.get("mode"), engine: form.get("engine") ?? undefined });
    const db = getDb();
    const { runnable, estimates, budget } = loadMatrixView({ db, mode });
    // The whole matrix's paid calls must fit what remains of the month (each run is checked again in the worker).
    const usd = runnable.reduce((sum, id) => {
      const e = estimates[id];
      if (!e) return sum;
      const batch = engine === "batch" || (engine !== "sync" && e.autoEngine === "batch");
      return sum + (batch ? e.batchCostUsd : e.costUsd);
    }, 0);
    if (usd > budget.remainingUsd + 1e-12) return { ok: false, error: budgetSentence(usd, budget.remainingUsd, budget.budgetUsd) };
    const started = enqueueMany({ db, conditionIds: runnable, mode, engine }).filter((r) => r.created).length;
    revalidatePath("/");
    return { ok: true, message: `${started}` };
  } catch (e) {
    return { ok: false, error: problem(e) };
  }
}

/** The seed's study in one click: its three configurations in simulated mode (replaying the seed), or with the whole matrix. */
export async function runSeedStudyAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  try {
    const whole = form.get("whole") === "1";
    const db = getDb();
    const ids = whole ? loadMatrixView({ db, mode: "simulated" }).runnable : Object.keys(SEED_CELLS);
    const started = enqueueMany({ db, conditionIds: ids, mode: "simulated" }).filter((r) => r.created).length;
    revalidatePath("/");
    return { ok: true, message: `${started}` };
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

const verifyInput = z.object({ runIds: z.array(z.coerce.number().int().positive()).min(1), judge: z.string().min(1), claimMode: z.boolean(), engine: engineInput });

/** Queues a verifier pass (judge, claim mode) over the given runs. */
export async function verifyRunsAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  try {
    const { runIds, judge, claimMode, engine } = verifyInput.parse({ runIds: form.getAll("runId"), judge: form.get("judge"), claimMode: form.get("claimMode") === "on", engine: form.get("engine") ?? undefined });
    if (judge.startsWith("claude-") && !process.env.ANTHROPIC_API_KEY) {
      const d = dictionary(parseLang((await cookies()).get(LANG_COOKIE)?.value));
      return { ok: false, error: reasonText(d, { code: "missing-api-key" }) };
    }
    const db = getDb();
    for (const runId of runIds) enqueueVerification({ db, runId, judge, claimMode, engine });
    revalidatePath("/verificador");
    return { ok: true, message: `${runIds.length}` };
  } catch (e) {
    return { ok: false, error: problem(e) };
  }
}

const gradeRunsInput = z.object({
  grader: z.string().refine((g) => g === "auto" || g.startsWith("claude-") || g.startsWith("nli:"), "calificador desconocido"),
  engine: engineInput,
});

/** Queues a grading pass with one grader over every finished run of the active bank version (a new grade source). */
export async function gradeRunsAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  try {
    const { grader, engine } = gradeRunsInput.parse({ grader: form.get("grader"), engine: form.get("engine") ?? undefined });
    const d = dictionary(parseLang((await cookies()).get(LANG_COOKIE)?.value));
    if (grader.startsWith("claude-") && !process.env.ANTHROPIC_API_KEY) return { ok: false, error: reasonText(d, { code: "missing-api-key" }) };
    const db = getDb();
    ensureDefaults({ db });
    const runIds = finishedRunIds({ db, bankVersionId: currentBankVersion({ db }).id });
    if (runIds.length === 0) return { ok: false, error: d.grading.noRuns };
    enqueueGrading({ db, runIds, grader, engine });
    revalidatePath("/calificar/calificadores");
    return { ok: true, message: `${runIds.length}` };
  } catch (e) {
    return { ok: false, error: problem(e) };
  }
}

const sampleInput = z.object({
  runIds: z.array(z.coerce.number().int().positive()).min(1, "elija al menos una ejecución"),
  size: z.coerce.number().int().min(2, "la muestra necesita al menos 2 fichas").max(100_000),
  seed: z.coerce.number().int().nonnegative().optional(),
});

/** Draws and stores a uniformly random sample of the chosen finished runs' fichas (the active bank version) for people to grade. */
export async function createSampleAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  try {
    const { runIds, size, seed } = sampleInput.parse({ runIds: form.getAll("runId"), size: form.get("size"), seed: form.get("seed") || undefined });
    const db = getDb();
    ensureDefaults({ db });
    const finished = new Set(finishedRunIds({ db, bankVersionId: currentBankVersion({ db }).id }));
    const d = dictionary(parseLang((await cookies()).get(LANG_COOKIE)?.value));
    if (runIds.some((id) => !finished.has(id))) return { ok: false, error: d.grading.noRuns };
    const s = createGradingSample({ db, runIds, size, seed: seed ?? Math.floor(Math.random() * 2 ** 31) });
    revalidatePath("/", "layout");
    return { ok: true, message: `${s.size}` };
  } catch (e) {
    return { ok: false, error: problem(e) };
  }
}

export type ImportState =
  | null
  | { ok: true; message: string; warnings: string[] }
  | { ok: false; errors: { file: string; row: number | null; column: string | null; message: string }[]; warnings: string[] };

const importInput = z.object({ name: z.string().trim().min(1, "el banco necesita un nombre").max(200) });

/** Imports uploaded notes and/or bank files as the next version of a bank and makes it the active bank. */
export async function importBankAction(_prev: ImportState, form: FormData): Promise<ImportState> {
  try {
    const { name } = importInput.parse({ name: form.get("name") });
    const files = async (key: string) =>
      Promise.all(
        form
          .getAll(key)
          .filter((f): f is File => typeof f === "object" && "arrayBuffer" in f && f.size > 0)
          .map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })),
      );
    const notes = await files("notes");
    const [bank] = await files("bank");
    if (!notes.length && !bank) return { ok: false, errors: [{ file: "", row: null, column: null, message: "elija un archivo de notas, de preguntas o ambos" }], warnings: [] };
    const db = getDb();
    const r = importIntoBank({ db, name, notes: notes.length ? notes : undefined, bank });
    const warnings = r.warnings.map((w) => w.message);
    if (!r.ok) return { ok: false, errors: r.errors.map((e) => ({ file: e.file, ...e.issue })), warnings };
    setActiveBank({ db, name });
    revalidatePath("/", "layout");
    return { ok: true, message: `${name}: versión ${r.version.version}${r.created ? "" : " (sin cambios)"} · ${r.notes} notas · ${r.questions} preguntas`, warnings };
  } catch (e) {
    return { ok: false, errors: [{ file: "", row: null, column: null, message: problem(e) }], warnings: [] };
  }
}

/** Switches the bank the dashboard works on. */
export async function setActiveBankAction(form: FormData): Promise<void> {
  const name = z.string().min(1).parse(form.get("name"));
  setActiveBank({ db: getDb(), name });
  revalidatePath("/", "layout");
}
