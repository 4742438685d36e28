import { describe, expect, it } from "vitest";
import { createTestDb } from "@/db/client";
import { ensureDefaults } from "@/db/queries/dataset";
import { iterateFichas } from "@/db/queries/fichas";
import { enqueueRun } from "@/db/queries/runs";
import { completeRun } from "@/lib/jobs/inProcess";
import { parseCsv } from "./csv";
import { FICHA_COLUMNS, fichasCsvChunks } from "./fichas";

describe("fichas CSV", () => {
  it("streams every ficha page by page and parses back", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    const ids: number[] = [];
    for (const c of ["claude-haiku-5-5|retrieved|may-abstain", "extractive|retrieved|may-abstain"]) {
      const { run, jobId } = enqueueRun({ db, conditionId: c, mode: "simulated" });
      await completeRun({ db, runId: run.id, jobId });
      ids.push(run.id);
    }
    const pages = [...iterateFichas({ db, runIds: ids, pageSize: 7 })];
    expect(pages.map((p) => p.length)).toEqual([7, 7, 7, 7, 7, 7, 7, 1]);
    const text = [...fichasCsvChunks({ db, runIds: ids })].join("");
    const csv = parseCsv(text);
    expect(csv.header).toEqual([...FICHA_COLUMNS]);
    expect(csv.rows).toHaveLength(50);
    const p14 = csv.rows.find((r) => r[0] === String(ids[0]) && r[1] === "p14")!;
    expect(p14[csv.header.indexOf("respuesta")]).toBe("Al aire libre y también en el taller");
    expect(p14[csv.header.indexOf("categoría")]).toBe("incorrecta");
    expect(JSON.parse(p14[csv.header.indexOf("verdad_plantada")]!).type).toBe("mixed");
  });
});
