import { describe, expect, it } from "vitest";
import { createTestDb } from "@/db/client";
import { ensureDefaults, importBankVersion, setActiveBank } from "@/db/queries/dataset";
import { listFichasWithQuestions } from "@/db/queries/fichas";
import { enqueueRun } from "@/db/queries/runs";
import { syntheticBank } from "@/lib/dataset/synthetic";
import { completeRun } from "@/lib/jobs/inProcess";
import { loadFichaListView } from "./fichaList";

describe("the list of every ficha", () => {
  it("pages from the index give exactly the slices of the full ordered list, with and without filters", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    importBankVersion({ db, name: "lista", content: syntheticBank({ questions: 130, seed: 4 }) });
    setActiveBank({ db, name: "lista" });
    const runIds: number[] = [];
    for (const c of ["claude-haiku-5-5|none|may-abstain", "claude-sonnet-5-5|retrieved|verify", "claude-haiku-5-5|none|may-abstain"]) {
      const { run, jobId } = enqueueRun({ db, conditionId: c, mode: "simulated" });
      await completeRun({ db, runId: run.id, jobId });
      runIds.push(run.id);
    }
    for (const filter of [{}, { category: "incorrecta" as const }, { tipo: "sin respuesta" as const }, { category: "sin calificar" as const }]) {
      const all = listFichasWithQuestions({ db, runIds, filter }).map((r) => r.ficha.id);
      const view1 = loadFichaListView({ db, mode: "simulated", filter, page: 1 });
      expect(view1.matching).toBe(all.length);
      expect(view1.pages).toBe(Math.max(1, Math.ceil(all.length / 100)));
      for (let page = 1; page <= view1.pages; page++) {
        const v = loadFichaListView({ db, mode: "simulated", filter, page });
        expect(v.fichas.map((r) => r.ficha.id)).toEqual(all.slice((page - 1) * 100, page * 100));
      }
    }
    const all = loadFichaListView({ db, mode: "simulated", filter: {}, page: 1 });
    expect(all.matching).toBe(390);
    expect(all.runs).toBe(3);
    // Page 4 of 390 holds the last 90 (of the third run, in bank order); a page past the end shows the last one.
    const last = loadFichaListView({ db, mode: "simulated", filter: {}, page: 99 });
    expect(last.page).toBe(4);
    expect(last.fichas).toHaveLength(90);
    expect(last.fichas.every((r) => r.ficha.runId === runIds[2])).toBe(true);
    expect(last.fichas.map((r) => r.ficha.position)).toEqual(Array.from({ length: 90 }, (_, i) => 40 + i));
    const one = loadFichaListView({ db, mode: "simulated", conditionId: "claude-sonnet-5-5|retrieved|verify", filter: {}, page: 1 });
    expect(one.matching).toBe(130);
    expect(one.runLabels.get(runIds[1]!)!.label).toContain("#");
  });
});
