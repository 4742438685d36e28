"use server";

/** Sesgo: experiments and their blind tone scores. */
import { cookies } from "next/headers";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { getDb } from "@/db/client";
import { createExperiment, enqueueBiasGeneration, lastScoredCard, scoreCard } from "@/db/queries/bias";
import { biasDesignSchema, seedDesign } from "@/lib/bias/design";
import { seedReplayCards, simulatedCards } from "@/lib/bias/generate";
import { LANG_COOKIE, dictionary, parseLang, reasonText } from "@/lib/i18n";
import { tutorAvailability } from "@/lib/tutors/registry";
import { requireTutor } from "@/db/queries/tutors";
import { isModelKind } from "@/lib/tutors/definition";
import { type ActionState, engineInput, problem, submitted } from "./actionState";

const biasInput = z.object({
  /** "seed", "simulated" or the id of a tutor with a model (built-in or the user's). */
  generator: z.string().min(1),
  effect: z.coerce.number().min(-4).max(4).default(0.3),
  noiseSd: z.coerce.number().min(0).max(4).default(0.8),
  seed: z.coerce.number().int().nonnegative().default(2026),
  design: z.string().optional(),
  engine: engineInput,
});

/** Creates a bias experiment: the seed's toy study, a simulated one with a planted effect, or cards written by a tutor. */
export async function createBiasExperimentAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  let id: number;
  try {
    const input = biasInput.parse({
      generator: form.get("generator"),
      effect: form.get("effect") || undefined,
      noiseSd: form.get("noiseSd") || undefined,
      seed: form.get("seed") || undefined,
      design: (form.get("design") as string | null) || undefined,
      engine: form.get("engine") || undefined,
    });
    let design = seedDesign();
    if (input.design) {
      try {
        design = biasDesignSchema.parse(JSON.parse(input.design));
      } catch (e) {
        return { ok: false, error: `diseño no válido: ${problem(e)}`, values: submitted(form) };
      }
    }
    const favoured = Object.keys(design.variants).find((v) => v !== design.referenceVariant)!;
    const db = getDb();
    if (input.generator === "seed") {
      id = createExperiment({ db, name: "Semilla: 10 plantillas, Lucía / Martín", design: seedDesign(), generator: "seed", seed: 2026, cards: seedReplayCards(seedDesign()) }).id;
    } else if (input.generator === "simulated") {
      const cards = simulatedCards(design, { favoured, effect: input.effect, noiseSd: input.noiseSd, seed: input.seed });
      id = createExperiment({ db, name: `Simulado: efecto ${input.effect} para ${favoured}, ruido ${input.noiseSd}`, design, generator: "simulated", favoured, effect: input.effect, noiseSd: input.noiseSd, seed: input.seed, cards }).id;
    } else {
      const tutor = requireTutor({ db, id: input.generator });
      if (!isModelKind(tutor.kind)) return { ok: false, error: `el tutor ${tutor.id} (${tutor.kind}) no escribe tarjetas: elija un tutor con modelo`, values: submitted(form) };
      const availability = tutorAvailability(tutor, "real");
      if (!availability.available) {
        const d = dictionary(parseLang((await cookies()).get(LANG_COOKIE)?.value));
        return { ok: false, error: reasonText(d, availability.reason), values: submitted(form) };
      }
      id = createExperiment({ db, name: `Tarjetas de ${input.generator}`, design, generator: input.generator, seed: input.seed }).id;
      enqueueBiasGeneration({ db, experimentId: id, engine: input.engine });
    }
  } catch (e) {
    return { ok: false, error: problem(e), values: submitted(form) };
  }
  revalidatePath("/sesgo");
  redirect(`/sesgo/${id}`);
}

const scoreInput = z.object({ cardId: z.coerce.number().int().positive(), tone: z.coerce.number().int().min(1).max(5) });

/** A blind tone score (1–5) for one card. */
export async function scoreCardAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  try {
    const { cardId, tone } = scoreInput.parse({ cardId: form.get("cardId"), tone: form.get("tone") });
    scoreCard({ db: getDb(), cardId, tone });
    revalidatePath("/sesgo", "layout");
    return { ok: true };
  } catch (e) {
    return { ok: false, error: problem(e) };
  }
}

/** Takes back the most recent blind tone score of an experiment. */
export async function undoScoreAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  try {
    const experimentId = z.coerce.number().int().positive().parse(form.get("experimentId"));
    const db = getDb();
    const last = lastScoredCard({ db, experimentId });
    if (!last) return { ok: false, error: "no hay ninguna puntuación que deshacer" };
    scoreCard({ db, cardId: last.id, tone: null });
    revalidatePath("/sesgo", "layout");
    return { ok: true };
  } catch (e) {
    return { ok: false, error: problem(e) };
  }
}
