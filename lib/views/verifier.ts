import type { Db } from "@/db/client";
import { judgesOfRuns, verdictsWithTruth } from "@/db/queries/verifications";
import type { Mode } from "@/lib/conditions/axes";
import { type Letter, categoryOf } from "@/lib/grading/categories";
import { type DetectionSummary, detectionSummary } from "@/lib/stats";
import { type FinalVerdict, delivered } from "@/lib/verifier/verify";
import { loadResultsView } from "./results";

export const FINAL_VERDICTS: readonly FinalVerdict[] = ["respaldada", "parcial", "sin respaldo", "sin cita", "cita inexistente", "sin verificar", "abstención"];
const CATEGORIES = ["correcta", "incorrecta", "abstención"] as const;

export interface JudgeReport {
  readonly judge: string;
  readonly claimMode: boolean;
  /** The runs this report covers: one, or several when pooled (then `pooled` is true). */
  readonly runIds: readonly number[];
  readonly pooled: boolean;
  readonly n: number;
  /** Verdict × truth (the answer's category before any withholding). */
  readonly confusion: Record<string, Record<(typeof CATEGORIES)[number], number>>;
  readonly layers: readonly { readonly name: "1" | "1+2" | "1+2+3"; readonly summary: DetectionSummary }[];
  readonly falseAlarms: readonly ReportItem[];
  readonly misses: readonly ReportItem[];
}

/** A listed ficha: which question, which run, what the verifier said. */
export interface ReportItem {
  readonly fichaId: number;
  readonly runId: number;
  readonly clave: string;
  readonly answer: string | null;
  readonly final: string;
  readonly fragment: string | null;
}

/**
 * How good the verifier is, per judge and mode stored for the chosen runs:
 * verdict × truth, and per layer (1; 1 + 2; 1 + 2 + 3) hallucinations caught,
 * missed, false alarms, review load and hallucinations delivered unflagged
 * before vs after — each k/n with its Wilson interval. Truth is the
 * effective grade (planted truth on simulated fichas).
 */
export function loadVerifierView({ db, mode, conditionIds, pooled = false }: { db: Db; mode: Mode; conditionIds: readonly string[]; pooled?: boolean }) {
  const results = loadResultsView({ db, mode, conditionIds });
  return { ...results, pooled, reports: verifierReports({ db, runIds: results.rows.map((r) => r.run.id), pooled }) };
}

/**
 * The verifier's reports for explicit runs (page and `veraz report detector`):
 * one per run, judge and mode — or, when `pooled`, one per judge and mode
 * over all the runs together (labelled so: a pooled n mixes conditions).
 */
export function verifierReports({ db, runIds, pooled = false }: { db: Db; runIds: readonly number[]; pooled?: boolean }): JudgeReport[] {
  const groups = pooled ? [runIds] : runIds.map((id) => [id]);
  return groups.flatMap((ids) => judgesOfRuns({ db, runIds: ids }).map(({ judge, claimMode }) => judgeReport(db, ids, judge, claimMode, pooled && ids.length > 1)));
}

function judgeReport(db: Db, runIds: readonly number[], judge: string, claimMode: boolean, pooled: boolean): JudgeReport {
  {
    const vs = verdictsWithTruth({ db, runIds, judge, claimMode });
    const truth = new Map(vs.map((r) => [r.fichaId, { category: categoryOf(r.tipo, r.letter as Letter), clave: r.clave, answer: r.answerText }]));
    const confusion = Object.fromEntries(FINAL_VERDICTS.map((f) => [f, { correcta: 0, incorrecta: 0, abstención: 0 }])) as JudgeReport["confusion"];
    for (const v of vs) confusion[v.verification.final]![truth.get(v.fichaId)!.category]++;
    const flaggedBy = (layer: "1" | "1+2" | "1+2+3", v: (typeof vs)[number]["verification"]) => {
      const l1 = v.layer1 === "sin cita" || v.layer1 === "cita inexistente";
      if (layer === "1") return l1;
      if (layer === "1+2") return l1 || (v.layer1 === "pasa a la capa 2" && v.layer2 !== "respaldada");
      return !delivered(v.final as FinalVerdict);
    };
    const layers = (["1", "1+2", "1+2+3"] as const).map((name) => ({
      name,
      summary: detectionSummary(vs.map((v) => ({ hallucination: truth.get(v.fichaId)!.category === "incorrecta", flagged: flaggedBy(name, v.verification) }))),
    }));
    const item = (v: (typeof vs)[number]): ReportItem => ({ fichaId: v.fichaId, runId: v.runId, clave: truth.get(v.fichaId)!.clave, answer: truth.get(v.fichaId)!.answer, final: v.verification.final, fragment: v.verification.fragment });
    return {
      judge,
      claimMode,
      runIds,
      pooled,
      n: vs.length,
      confusion,
      layers,
      falseAlarms: vs.filter((v) => truth.get(v.fichaId)!.category !== "incorrecta" && !delivered(v.verification.final as FinalVerdict)).map(item),
      misses: vs.filter((v) => truth.get(v.fichaId)!.category === "incorrecta" && delivered(v.verification.final as FinalVerdict)).map(item),
    };
  }
}
