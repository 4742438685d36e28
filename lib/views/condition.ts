import type { Db } from "@/db/client";
import { currentBankVersion, ensureDefaults } from "@/db/queries/dataset";
import { type FichaFilter, type RunCost, categoryCounts, countFichas, listFichasWithQuestions, runCosts } from "@/db/queries/fichas";
import { getCondition } from "@/db/queries/matrix";
import { type RunBatchSummary, runBatchSummary } from "@/db/queries/batches";
import { listRuns } from "@/db/queries/runs";
import type { Condition, Run } from "@/db/schema";
import type { Mode } from "@/lib/conditions/axes";
import { type Table1Row, table1Row } from "@/lib/results/table1";
import { modalAgreement, sampleStandardDeviation } from "@/lib/stats";

export interface ConditionView {
  readonly condition: Condition;
  readonly mode: Mode;
  readonly bankVersion: { id: number; version: number; hash: string };
  readonly runs: readonly { run: Run; table1: Table1Row; cost: RunCost | null }[];
  readonly spread: { min: number; max: number; sd: number | null; n: number } | null;
  readonly agreement: readonly { clave: string; pregunta: string; letters: string; label: string; share: number }[];
  readonly selectedRunId: number | null;
  readonly fichas: ReturnType<typeof listFichasWithQuestions>;
  /** The list is paginated server-side. */
  readonly page: number;
  readonly pages: number;
  readonly matching: number;
  /** The selected run's message batches (runs sent through the Batches API), else null. */
  readonly batches: RunBatchSummary | null;
}

export const FICHAS_PER_PAGE = 100;

/** One condition on the current bank version and mode: runs, spread, agreement, filtered fichas. */
export function loadConditionView({
  db,
  conditionId,
  mode,
  runId,
  filter,
  page = 1,
}: {
  db: Db;
  conditionId: string;
  mode: Mode;
  runId?: number;
  filter: FichaFilter;
  page?: number;
}): ConditionView | null {
  ensureDefaults({ db });
  const bankVersionId = currentBankVersion({ db }).id;
  const condition = getCondition({ db, id: conditionId, bankVersionId });
  if (!condition) return null;
  const version = currentBankVersion({ db });
  const runs = listRuns({ db, conditionId, bankVersionId: version.id }).filter((r) => r.mode === mode);
  const counts = categoryCounts({ db, runIds: runs.map((r) => r.id) });
  const costs = runCosts({ db, runIds: runs.map((r) => r.id) });
  const rows = runs.map((run) => ({ run, table1: table1Row(counts.get(run.id)!), cost: costs.get(run.id) ?? null }));
  const finished = rows.filter((r) => r.run.status === "done" && r.table1.hallucination);
  const rates = finished.map((r) => r.table1.hallucination!.p);
  const spread = rates.length > 1 ? { min: Math.min(...rates), max: Math.max(...rates), sd: sampleStandardDeviation(rates), n: rates.length } : null;
  let agreement: ConditionView["agreement"] = [];
  if (finished.length > 1) {
    const all = listFichasWithQuestions({ db, runIds: finished.map((r) => r.run.id) });
    const byQuestion = new Map<number, { clave: string; pregunta: string; letters: string[] }>();
    for (const { ficha, question } of all) {
      const entry = byQuestion.get(question.id) ?? { clave: question.clave, pregunta: question.pregunta, letters: [] };
      entry.letters.push(ficha.letter ?? "·");
      byQuestion.set(question.id, entry);
    }
    agreement = [...byQuestion.values()].map((q) => ({ ...q, letters: q.letters.join(""), ...modalAgreement(q.letters) }));
  }
  const selectedRunId = runId ?? runs[0]?.id ?? null;
  const matching = selectedRunId === null ? 0 : countFichas({ db, runIds: [selectedRunId], filter });
  const pages = Math.max(1, Math.ceil(matching / FICHAS_PER_PAGE));
  const current = Math.min(Math.max(1, page), pages);
  return {
    condition,
    mode,
    bankVersion: { id: version.id, version: version.version, hash: version.contentHash },
    runs: rows,
    spread,
    agreement,
    selectedRunId,
    fichas: selectedRunId === null ? [] : listFichasWithQuestions({ db, runIds: [selectedRunId], filter, limit: FICHAS_PER_PAGE, offset: (current - 1) * FICHAS_PER_PAGE }),
    page: current,
    pages,
    matching,
    batches: selectedRunId === null ? null : runBatchSummary({ db, runId: selectedRunId }),
  };
}
