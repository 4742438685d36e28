import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestDb } from "@/db/client";
import { ensureDefaults } from "@/db/queries/dataset";
import { enqueueRun } from "@/db/queries/runs";
import { completeRun } from "@/lib/jobs/inProcess";
import { loadCompareView } from "@/lib/views/compare";
import { effectSummary, loadEffectsView } from "@/lib/views/effects";
import { loadResultsView } from "@/lib/views/results";
import { parseCsv } from "./csv";
import { FICHA_COLUMNS, fichasCsvChunks } from "./fichas";
import { compareCsv, effectsCsv, table1Csv, table2Csv } from "./tables";

/** Reads each file with pandas.read_csv and its defaults, as most analysts will (Debian's python3-pandas). */
function pandasRead(files: readonly string[]): { columns: string[]; rows: number }[] {
  const script = "import json, sys, pandas as pd\nprint(json.dumps([{'columns': list(map(str, pd.read_csv(f).columns)), 'rows': len(pd.read_csv(f))} for f in sys.argv[1:]]))";
  const r = spawnSync("/usr/bin/python3", ["-c", script, ...files], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`pandas could not read the CSVs (apt-get install python3-pandas): ${r.stderr.slice(-400)}`);
  return JSON.parse(r.stdout);
}

describe("CSV exports as pandas reads them", () => {
  it("Tables 1 and 2, a comparison, the effects and the fichas stream: one header row, rectangular, accents intact", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    const runIds: number[] = [];
    for (const id of ["claude-haiku-5-5|none|may-abstain", "claude-haiku-5-5|retrieved|may-abstain", "claude-sonnet-5-5|retrieved|may-abstain"]) {
      const { run, jobId } = enqueueRun({ db, conditionId: id, mode: "simulated" });
      await completeRun({ db, runId: run.id, jobId });
      runIds.push(run.id);
    }
    const view = loadResultsView({ db, mode: "simulated", conditionIds: [] });
    const cmp = loadCompareView({ db, mode: "simulated", a: { conditionId: "claude-haiku-5-5|none|may-abstain" }, b: { conditionId: "claude-sonnet-5-5|retrieved|may-abstain" } });
    if ("error" in cmp) throw new Error(cmp.error);
    const files: Record<string, string> = {
      table1: table1Csv(view.bankVersion.hash, "simulated", view.rows).csv,
      table2: table2Csv(view.bankVersion.hash, "simulated", view.rows).csv,
      compare: compareCsv(view.bankVersion.hash, { a: cmp.a.label, b: cmp.b.label }, cmp.comparison).csv,
      effects: effectsCsv(loadEffectsView({ db, mode: "simulated" }).effects.map(effectSummary)).csv,
      fichas: [...fichasCsvChunks({ db, runIds })].join(""),
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "veraz-pandas-"));
    const paths = Object.entries(files).map(([k, text]) => {
      const p = path.join(dir, `${k}.csv`);
      fs.writeFileSync(p, text);
      return p;
    });
    const read = pandasRead(paths);
    Object.values(files).forEach((text, i) => {
      const ours = parseCsv(text);
      expect(read[i]!.columns).toEqual(ours.header);
      expect(read[i]!.rows).toBe(ours.rows.length);
    });
    expect(read[0]!.columns).toContain("abstención");
    expect(read[0]!.rows).toBe(3);
    expect(read[4]!.columns).toEqual([...FICHA_COLUMNS]);
    expect(read[4]!.rows).toBe(75);
  });
});
