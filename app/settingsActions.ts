"use server";

/** Ajustes: simulation profiles, prices, message batches and the monthly budget. */
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { getDb } from "@/db/client";
import { setBatchSettings } from "@/db/queries/batches";
import { setMonthlyBudget } from "@/db/queries/budget";
import { ensureDefaults } from "@/db/queries/dataset";
import { setPrice } from "@/db/queries/modelCalls";
import { setProfile } from "@/db/queries/simulation";
import { conditionIdSchema } from "@/lib/conditions/axes";
import { type ActionState, problem } from "./actionState";

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

const priceInput = z.object({ model: z.string().min(1).max(200), input: z.coerce.number().nonnegative(), output: z.coerce.number().nonnegative() });

/** Saves when runs go through the Message Batches API and how their failures are retried. */
export async function saveBatchSettingsAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  try {
    setBatchSettings({ db: getDb(), value: { threshold: form.get("threshold"), retryVia: form.get("retryVia") } });
    revalidatePath("/", "layout");
    return { ok: true };
  } catch (e) {
    return { ok: false, error: problem(e) };
  }
}

/** Saves the monthly budget in USD (validated: a number, 0 or more). */
export async function saveBudgetAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  try {
    const db = getDb();
    ensureDefaults({ db });
    setMonthlyBudget({ db, usd: form.get("budget") });
    revalidatePath("/", "layout");
    return { ok: true };
  } catch (e) {
    return { ok: false, error: problem(e) };
  }
}

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
