import { z } from "zod";
import type { Db } from "@/db/client";
import { categoryCounts, runCosts } from "@/db/queries/fichas";
import { bankContent, currentBankVersion, listBanks } from "@/db/queries/dataset";
import { es } from "@/lib/i18n/es";
import { reasonText } from "@/lib/i18n";
import { priceTable } from "@/db/queries/modelCalls";
import { NoteRetriever } from "@/lib/retrieval/tfidf";
import { type RunEstimate, estimateRun } from "@/lib/tutors/estimate";
import { formatUsd } from "@/lib/views/money";
import { enqueueRun, getRun } from "@/db/queries/runs";
import { type Grounding, type Policy, type TutorId, conditionId, groundingSchema, modeSchema, policySchema, tutorIdSchema } from "@/lib/conditions/axes";
import { completeRun } from "@/lib/jobs/inProcess";
import { table1Row } from "@/lib/results/table1";
import { SEED_PRESET_IDS, type SeedPreset } from "@/lib/simulation/presets";
import { tutorAvailability } from "@/lib/tutors/registry";
import { requireTutor } from "@/db/queries/tutors";
import { isPaidKind } from "@/lib/tutors/definition";

const positiveInt = (name: string) =>
  z.coerce.number({ error: `${name} debe ser un número entero positivo` }).int(`${name} debe ser entero`).positive(`${name} debe ser positivo`);

export const runFlags = z
  .object({
  tutor: tutorIdSchema.optional(),
  grounding: groundingSchema.optional(),
  policy: policySchema.optional(),
  bank: z.string().min(1).optional(),
  mode: modeSchema.default("real"),
  repetition: positiveInt("--repetition").optional(),
  seed: z.coerce.number().int().nonnegative().optional(),
  preset: z
    .enum(["seed-haiku-sin-rag", "seed-haiku-con-rag", "seed-sonnet-con-rag", "none"], { error: (i) => `preset desconocido: ${String(i.input)} (válidos: ${SEED_PRESET_IDS.join(", ")}, none)` })
    .optional(),
  judge: z.string().min(1).optional(),
  engine: z.enum(["auto", "batch", "sync"], { error: (i) => `--engine desconocido: ${String(i.input)} (válidos: auto, batch, sync)` }).default("auto"),
  wait: z.boolean().default(false),
  json: z.boolean().default(false),
  })
  .transform((f, ctx) => {
    // A seed preset names its cell: --preset seed-haiku-con-rag needs no tutor, notes or policy.
    const cell = f.preset && f.preset !== "none" ? PRESET_CELLS[f.preset] : null;
    const tutor = f.tutor ?? cell?.tutor;
    const grounding = f.grounding ?? cell?.grounding;
    const policy = f.policy ?? cell?.policy;
    if (!tutor || !grounding || !policy) {
      ctx.addIssue({ code: "custom", message: "indique --tutor, --grounding y --policy, o una --preset de la semilla (seed-haiku-sin-rag, seed-haiku-con-rag, seed-sonnet-con-rag)" });
      return z.NEVER;
    }
    return { ...f, tutor, grounding, policy };
  });
export type RunFlags = z.infer<typeof runFlags>;

/** The cell each of the seed's presets replays. */
const PRESET_CELLS: Record<string, { tutor: TutorId; grounding: Grounding; policy: Policy }> = {
  "seed-haiku-sin-rag": { tutor: "claude-haiku-5-5", grounding: "none", policy: "may-abstain" },
  "seed-haiku-con-rag": { tutor: "claude-haiku-5-5", grounding: "retrieved", policy: "may-abstain" },
  "seed-sonnet-con-rag": { tutor: "claude-sonnet-5-5", grounding: "retrieved", policy: "may-abstain" },
};

/**
 * `veraz run`: enqueues a run. With --wait, works the job itself when no
 * worker has it (the CLI needs no web app or worker running), or waits for
 * the worker that does; then prints the run and its Table 1 row.
 */
export async function runCommand(db: Db, flags: RunFlags): Promise<{ code: number; output: unknown }> {
  const tutor = requireTutor({ db, id: flags.tutor });
  const availability = tutorAvailability(tutor, flags.mode);
  if (!availability.available) {
    throw new Error(`el tutor ${flags.tutor} no puede ejecutarse aquí en modo ${flags.mode === "real" ? "real" : "simulado"}: ${reasonText(es, availability.reason)}`);
  }
  const id = conditionId(flags.tutor, flags.grounding, flags.policy);
  if (flags.bank !== undefined && !listBanks({ db }).some((b) => b.name === flags.bank)) throw new Error(`no hay ningún banco llamado «${flags.bank}» (veraz banks los lista)`);
  const version = currentBankVersion({ db, bankName: flags.bank });
  let estimate: RunEstimate | null = null;
  if (flags.mode === "real" && isPaidKind(tutor.kind)) {
    const { questions, notes } = bankContent({ db, bankVersionId: version.id });
    estimate = estimateRun({ questions, notes, retriever: new NoteRetriever(notes), grounding: flags.grounding, policy: flags.policy, price: priceTable({ db })[tutor.modelId ?? tutor.id] });
    process.stderr.write(`veraz: estimación ${estimate.calls} llamadas, ≈ ${formatUsd(estimate.costUsd)} directo, ≈ ${formatUsd(estimate.batchCostUsd)} por lotes\n`);
  }
  const preset = flags.preset === undefined ? undefined : flags.preset === "none" ? null : (flags.preset as SeedPreset);
  const { run, jobId } = enqueueRun({ db, conditionId: id, mode: flags.mode, repetition: flags.repetition, seed: flags.seed, preset, judge: flags.judge, engine: flags.engine, bankVersionId: version.id });
  if (flags.wait) await completeRun({ db, runId: run.id, jobId });
  const final = getRun({ db, id: run.id });
  const cost = runCosts({ db, runIds: [final.id] }).get(final.id) ?? null;
  const counts = categoryCounts({ db, runIds: [final.id] }).get(final.id)!;
  const output = {
    runId: final.id,
    conditionId: id,
    mode: final.mode,
    preset: final.preset,
    seed: final.seed,
    repetition: final.repetition,
    status: final.status,
    engine: final.engine,
    progress: { done: final.done, total: final.total },
    error: final.error,
    estimate,
    cost: cost ? { usd: cost.costUsd, tokensIn: cost.tokensIn, tokensOut: cost.tokensOut, cached: cost.cached, retries: final.retriesUsed } : null,
    table1: table1Row(counts),
  };
  return { code: final.status === "failed" ? 1 : 0, output };
}
