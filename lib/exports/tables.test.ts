import { describe, expect, it } from "vitest";
import { createTestDb } from "@/db/client";
import { ensureDefaults } from "@/db/queries/dataset";
import { enqueueRun } from "@/db/queries/runs";
import { completeRun } from "@/lib/jobs/inProcess";
import results from "@/lib/stats/__vectors__/seed_results.json";
import { loadResultsView } from "@/lib/views/results";
import { parseCsv } from "./csv";
import { table1Csv, table2Csv } from "./tables";

describe("Tables 1 and 2 from the app's seed replay, and their CSV", () => {
  it("reproduce the seed's numbers and parse back to the same numbers", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    for (const id of ["claude-haiku-5-5|none|may-abstain", "claude-haiku-5-5|retrieved|may-abstain", "claude-sonnet-5-5|retrieved|may-abstain"]) {
      const { run, jobId } = enqueueRun({ db, conditionId: id, mode: "simulated" });
      await completeRun({ db, runId: run.id, jobId });
    }
    const view = loadResultsView({ db, mode: "simulated", conditionIds: [] });
    expect(view.rows.map((r) => r.label)).toEqual(["Haiku 5.5 sin RAG", "Haiku 5.5 con RAG", "Sonnet 5.5 con RAG"]);
    const file1 = table1Csv(view.bankVersion.hash, "simulated", view.rows);
    const t1 = parseCsv(file1.csv);
    expect(t1.meta).toEqual([]);
    // Provenance goes to the JSON sidecar.
    expect(file1.provenance[0]).toContain(view.bankVersion.hash);
    expect(file1.provenance[1]).toContain("claude-sonnet-5-5|retrieved|may-abstain");
    const col = (h: string) => t1.header.indexOf(h);
    for (const row of t1.rows) {
      const e = results.tabla_1.filas[row[0] as keyof typeof results.tabla_1.filas];
      expect([row[col("correcta")], row[col("incorrecta")], row[col("abstención")], row[col("inventadas")]].map(Number)).toEqual([e.correcta, e.incorrecta, e.abstención, e.inventadas]);
      expect(Number(row[col("tasa")])).toBe(e.tasa_sin_redondear);
    }
    const t2 = parseCsv(table2Csv(view.bankVersion.hash, "simulated", view.rows).csv);
    for (const row of t2.rows) {
      const e = results.tabla_2.filas[row[0] as keyof typeof results.tabla_2.filas];
      const get = (h: string) => Number(row[t2.header.indexOf(h)]);
      expect([get("k"), get("n")]).toEqual([e.k, e.n]);
      expect(get("wilson_bajo")).toBe(e.wilson_bajo);
      expect(get("wilson_alto")).toBe(e.wilson_alto);
      expect(get("wald_bajo")).toBe(e.wald_bajo);
      expect(get("wald_alto")).toBe(e.wald_alto);
    }
  });
});
