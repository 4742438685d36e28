import type { Db } from "@/db/client";
import { currentBankVersion, ensureDefaults } from "@/db/queries/dataset";
import { type FichaFilter, countFichas, listFichasWithQuestions } from "@/db/queries/fichas";
import { conditionsForBank } from "@/db/queries/matrix";
import { runsOfVersion } from "@/db/queries/runs";
import type { Mode } from "@/lib/conditions/axes";
import { conditionLabel } from "./results";

export const FICHA_LIST_PAGE_SIZE = 100;

/**
 * Every ficha of the active bank version in a mode (all runs and repetitions,
 * or one condition's), filtered and paged in SQL: a page reads its 100 ids
 * from a covering index, so page 500 costs what page 1 does.
 */
export function loadFichaListView({ db, mode, conditionId, filter, page }: { db: Db; mode: Mode; conditionId?: string; filter: FichaFilter; page: number }) {
  ensureDefaults({ db });
  const version = currentBankVersion({ db });
  const conditions = conditionsForBank({ db, bankVersionId: version.id });
  const runs = runsOfVersion({ db, bankVersionId: version.id, mode, conditionId });
  const runIds = runs.map((r) => r.id);
  const matching = countFichas({ db, runIds, filter });
  const pages = Math.max(1, Math.ceil(matching / FICHA_LIST_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const label = new Map(conditions.map((c) => [c.id, conditionLabel(c)]));
  return {
    mode,
    bankVersion: { id: version.id, version: version.version, hash: version.contentHash },
    conditions,
    conditionId: conditionId ?? null,
    runLabels: new Map(runs.map((r) => [r.id, { conditionId: r.conditionId, label: `${label.get(r.conditionId) ?? r.conditionId} · #${r.id}` }])),
    runs: runs.length,
    matching,
    page: current,
    pages,
    fichas: listFichasWithQuestions({ db, runIds, filter, limit: FICHA_LIST_PAGE_SIZE, offset: (current - 1) * FICHA_LIST_PAGE_SIZE }),
  };
}
