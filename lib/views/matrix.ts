import { correctionRows, gradedPrefix, latestGradingSample, runsOfFichas } from "@/db/queries/samples";
import { type RunCorrection, runCorrection } from "@/lib/results/correction";
import type { Db } from "@/db/client";
import { activeBankName, bankContent, currentBankVersion, ensureDefaults } from "@/db/queries/dataset";
import { progressOf } from "@/db/queries/fichas";
import { type MatrixCell, matrixCells } from "@/db/queries/matrix";
import { GROUNDINGS, type Mode, POLICIES, type TutorId } from "@/lib/conditions/axes";
import { listTutors } from "@/db/queries/tutors";
import { type TutorKind, isPaidKind } from "@/lib/tutors/definition";
import { tutorAvailability } from "@/lib/tutors/registry";
import type { Availability } from "@/lib/tutors/types";
import type { RunEstimate } from "@/lib/tutors/estimate";
import { cellClickEstimate, estimateContext } from "@/lib/jobs/jobBudget";
import { type BudgetStatus, budgetStatus } from "@/db/queries/budget";

export interface MatrixView {
  /** Conditions whose latest run has a rate corrected for the grader's errors (PPI++). */
  readonly corrections: Readonly<Record<string, RunCorrection>>;
  readonly mode: Mode;
  readonly bank: {
    readonly name: string;
    readonly versionId: number;
    readonly version: number;
    readonly hash: string;
    readonly frozen: boolean;
    readonly questions: number;
    readonly answerable: number;
    readonly unanswerable: number;
  };
  readonly columns: readonly { grounding: (typeof GROUNDINGS)[number]; policy: (typeof POLICIES)[number] }[];
  readonly rows: readonly {
    readonly tutorId: TutorId;
    readonly label: string;
    readonly kind: TutorKind;
    readonly builtin: boolean;
    readonly availability: Availability;
    readonly cells: readonly MatrixCell[];
  }[];
  /** Cost estimates of real runs of API tutors before they start (direct and batched), by condition id. */
  readonly estimates: Readonly<Record<string, RunEstimate & { autoEngine: "batch" | "sync" }>>;
  /** The month's budget, spent, reserved and remaining (real mode: what clicks are weighed against). */
  readonly budget: BudgetStatus;
  /** True while any run is queued or running: the page refreshes itself. */
  readonly active: boolean;
  /** Fichas done / total over the latest runs of the cells, while any is active. */
  readonly progress: { done: number; total: number; elapsedMs: number | null; remainingMs: number | null } | null;
  /**
   * The "run the whole matrix" set: conditions that can run here in this mode
   * and have no finished or running run yet (filling the matrix never repeats
   * or re-pays a finished cell; repetitions are asked for per cell).
   */
  readonly runnable: readonly string[];
}

/** Everything the Matriz page shows, loaded in a few aggregated queries. */
export function loadMatrixView({ db, mode }: { db: Db; mode: Mode }): MatrixView {
  ensureDefaults({ db });
  const version = currentBankVersion({ db });
  const { questions, notes } = bankContent({ db, bankVersionId: version.id });
  const cells = matrixCells({ db, bankVersionId: version.id, mode });
  const byTutor = new Map<string, MatrixCell[]>();
  for (const c of cells) byTutor.set(c.condition.tutorId, [...(byTutor.get(c.condition.tutorId) ?? []), c]);
  const answerable = questions.filter((q) => q.tipo === "con respuesta").length;
  const active = cells.some((c) => c.run?.status === "queued" || c.run?.status === "running");
  const tutorList = listTutors({ db });
  const rows = tutorList.map((t) => ({
    tutorId: t.id,
    label: t.label,
    kind: t.kind,
    builtin: t.builtin,
    availability: tutorAvailability(t, mode),
    cells: byTutor.get(t.id) ?? [],
  }));
  let progress: MatrixView["progress"] = null;
  if (active) {
    // The batch in progress: latest runs that are unfinished or finished after the earliest active one started.
    const p = progressOf({ db, runIds: cells.flatMap((c) => (c.run ? [c.run.id] : [])).filter((id) => {
      const run = cells.find((c) => c.run?.id === id)!.run!;
      return run.status === "queued" || run.status === "running" || (run.finishedAt ?? 0) > Date.now() - 120_000;
    }) });
    const elapsedMs = p.startedAt ? Date.now() - p.startedAt : null;
    const remainingMs = elapsedMs !== null && p.done > 0 ? (elapsedMs / p.done) * (p.total - p.done) : null;
    progress = { done: p.done, total: p.total, elapsedMs, remainingMs };
  }
  // What a click on each paid cell would cost now (missing fichas of a budget-stopped run, calls not cached).
  const estimates: Record<string, RunEstimate & { autoEngine: "batch" | "sync" }> = {};
  if (mode === "real") {
    const context = estimateContext(db);
    for (const t of tutorList.filter((x) => isPaidKind(x.kind))) {
      for (const c of byTutor.get(t.id) ?? []) {
        const e = cellClickEstimate({ db, conditionId: c.condition.id, mode, context });
        if (e) estimates[c.condition.id] = { ...e, autoEngine: e.billing === "batch" ? "batch" : "sync" };
      }
    }
  }
  // Rates corrected for the grader's errors, for the runs the people-graded random sample touches.
  const sample = latestGradingSample({ db, bankVersionId: version.id });
  const prefix = new Set(sample ? gradedPrefix({ db, sampleId: sample.id }) : []);
  const touched = new Set(prefix.size ? runsOfFichas({ db, fichaIds: [...prefix] }) : []);
  const corrections: Record<string, RunCorrection> = {};
  for (const c of cells) {
    if (c.run && touched.has(c.run.id)) {
      const corr = runCorrection({ rows: correctionRows({ db, runId: c.run.id }), prefix });
      if (corr.hallucination) corrections[c.condition.id] = corr;
    }
  }
  return {
    mode,
    corrections,
    estimates,
    budget: budgetStatus({ db }),
    bank: {
      name: activeBankName({ db }),
      versionId: version.id,
      version: version.version,
      hash: version.contentHash,
      frozen: version.frozenAt !== null,
      questions: questions.length,
      answerable,
      unanswerable: questions.length - answerable,
    },
    columns: GROUNDINGS.flatMap((grounding) => POLICIES.map((policy) => ({ grounding, policy }))),
    rows,
    active,
    progress,
    runnable: rows
      .filter((r) => r.availability.available)
      .flatMap((r) => r.cells.filter((c) => !c.run || c.run.status === "failed" || c.run.status === "cancelled").map((c) => c.condition.id)),
  };
}
