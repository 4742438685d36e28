import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeDatabase, openDatabase } from "@/db/client";
import { countAllFichas } from "@/db/queries/fichas";
import { loadMatrixView } from "@/lib/views/matrix";
import { countRunsByStatus, enqueueMany } from "@/db/queries/runs";
import { ensureDefaults, importBankVersion, setActiveBank } from "@/db/queries/dataset";
import { syntheticBank } from "@/lib/dataset/synthetic";
import { workerCount } from "@/workers/count";

/**
 * The whole matrix in simulated mode (54 conditions × the seed's 25
 * questions), from the enqueue that "Ejecutar toda la matriz" performs to the
 * last ficha written by the worker processes `npm start` runs. Target: ≤ 10 s. With
 * `questions`, on a synthetic bank of that size made active first; with
 * `keep`, the database file is left for the page benchmark (caller removes).
 */
export async function matrixBenchmark({ questions, keep = false }: { questions?: number; keep?: boolean } = {}): Promise<{ seconds: number; fichas: number; runs: number; file: string; megabytes: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "veraz-bench-"));
  const file = path.join(dir, "bench.db");
  const db = openDatabase(file);
  if (questions) {
    ensureDefaults({ db });
    importBankVersion({ db, name: "escala", content: syntheticBank({ questions }) });
    setActiveBank({ db, name: "escala" });
  }
  const view = loadMatrixView({ db, mode: "simulated" });
  // As many workers as `npm start` runs on this machine.
  const workers = Array.from({ length: workerCount() }, () =>
    spawn(process.execPath, ["--import", "tsx", "workers/main.ts"], {
      env: { ...process.env, VERAZ_DB_PATH: file, VERAZ_POLL_MS: "20" },
      stdio: ["ignore", "ignore", "inherit"],
    }),
  );
  // Let the worker start and reach its polling loop before the click.
  await new Promise((r) => setTimeout(r, 2500));
  const start = performance.now();
  enqueueMany({ db, conditionIds: view.runnable, mode: "simulated" });
  for (;;) {
    if (countRunsByStatus({ db, statuses: ["queued", "running"] }) === 0) break;
    await new Promise((r) => setTimeout(r, questions ? 200 : 10));
  }
  const seconds = (performance.now() - start) / 1000;
  for (const w of workers) w.kill("SIGTERM");
  const fichas = countAllFichas({ db });
  const runs = countRunsByStatus({ db, statuses: ["done"] });
  closeDatabase(db);
  const megabytes = fs.statSync(file).size / 1e6;
  if (!keep) fs.rmSync(dir, { recursive: true, force: true });
  return { seconds, fichas, runs, file, megabytes };
}
