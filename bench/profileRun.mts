/**
 * Profiles one simulated run per grounding on a synthetic bank (in process):
 * `npx tsx bench/profileRun.mts [questions]`. Prints seconds and fichas/s per
 * condition — the figure behind #10's 60-second goal for 270,000 fichas.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "@/db/client";
import { ensureDefaults, importBankVersion, setActiveBank } from "@/db/queries/dataset";
import { enqueueRun } from "@/db/queries/runs";
import { syntheticBank } from "@/lib/dataset/synthetic";
import { completeRun } from "@/lib/jobs/inProcess";

const questions = Number(process.argv[2] ?? 5000);
const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "veraz-prof-")), "p.db");
const db = openDatabase(file);
ensureDefaults({ db });
importBankVersion({ db, name: "escala", content: syntheticBank({ questions }) });
setActiveBank({ db, name: "escala" });
const only = process.env.PROFILE_CONDITIONS?.split(",");
for (const id of only ?? ["claude-haiku-5-5|none|may-abstain", "claude-haiku-5-5|retrieved|may-abstain", "claude-haiku-5-5|all|may-abstain", "claude-haiku-5-5|retrieved|verify", "claude-haiku-5-5|all|verify"]) {
  const t = performance.now();
  const { run, jobId } = enqueueRun({ db, conditionId: id, mode: "simulated" });
  await completeRun({ db, runId: run.id, jobId });
  const s = (performance.now() - t) / 1000;
  process.stdout.write(`${id.padEnd(40)} ${s.toFixed(2)} s  ${(questions / s).toFixed(0)} fichas/s\n`);
}
fs.rmSync(path.dirname(file), { recursive: true, force: true });
