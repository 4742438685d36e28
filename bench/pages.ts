import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { closeDatabase, openDatabase } from "@/db/client";
import { createExperiment, listExperiments } from "@/db/queries/bias";
import { seedDesign } from "@/lib/bias/design";
import { seedReplayCards } from "@/lib/bias/generate";

/** The pages a user opens (#10's list, the grading pages added with #15), in simulated mode where a page has modes. */
export const SCALE_PAGES = [
  { name: "matrix", url: "/?mode=simulated" },
  { name: "matrix (real: click costs, budget)", url: "/?mode=real" },
  { name: "condition (first page)", url: "/condicion/claude-haiku-5-5%7Cretrieved%7Cmay-abstain?mode=simulated" },
  { name: "condition (page 100)", url: "/condicion/claude-haiku-5-5%7Cretrieved%7Cmay-abstain?mode=simulated&page=100" },
  { name: "ficha list (page 500)", url: "/fichas?mode=simulated&page=500" },
  { name: "results (Table 1/2)", url: "/resultados?mode=simulated" },
  { name: "calibration", url: "/calibracion?mode=simulated" },
  { name: "verifier", url: "/verificador?mode=simulated" },
  { name: "grading (blind)", url: "/calificar" },
  { name: "graders side by side", url: "/calificar/calificadores" },
  { name: "bank", url: "/banco" },
  { name: "compare", url: "/comparar?mode=simulated&a=claude-haiku-5-5%7Cnone%7Cmay-abstain&b=claude-sonnet-5-5%7Cretrieved%7Cmay-abstain" },
  { name: "effects", url: "/efectos?mode=simulated" },
  { name: "bias", url: "/sesgo" },
  { name: "bias experiment (analysis)", url: "/sesgo/1" },
  { name: "bias experiment (blind scoring)", url: "/sesgo/1/puntuar" },
  { name: "plan", url: "/planificar" },
  { name: "settings", url: "/ajustes" },
  { name: "a ficha", url: "/ficha/1000?mode=simulated" },
] as const;

function rssMegabytes(pid: number): number {
  // The server and any children it spawned.
  const r = spawnSync("ps", ["-o", "rss=", "--ppid", String(pid), "-p", String(pid)], { encoding: "utf8" });
  return r.stdout.split("\n").reduce((s, l) => s + (Number(l.trim()) || 0), 0) / 1024;
}

async function waitUntilUp(base: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error("next start exited; run `npm run build` first");
    try {
      if ((await fetch(`${base}/ajustes`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("next start did not answer within 60 s");
}

/**
 * Server-render time of each page against the database `file` (median of
 * `repeats` requests after the first, which is reported apart) through the production build, and
 * the Next server's resident memory after the last request.
 */
export async function pageBenchmark({ file, port, repeats = 10 }: { file: string; port: number; repeats?: number }): Promise<{ pages: Record<string, number>; first: Record<string, number>; bytes: Record<string, number>; rssMb: number }> {
  if (!fs.existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) throw new Error("no production build: run `npm run build` first");
  // The bias pages need an experiment: the seed's study (its 120 cards) as experiment 1.
  const db = openDatabase(file);
  if (listExperiments({ db }).length === 0) {
    createExperiment({ db, name: "Semilla: 10 plantillas, Lucía / Martín", design: seedDesign(), generator: "seed", seed: 2026, cards: seedReplayCards(seedDesign()) });
  }
  closeDatabase(db);
  const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-H", "127.0.0.1", "-p", String(port)], {
    env: { ...process.env, VERAZ_DB_PATH: file, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(base, server);
    const pages: Record<string, number> = {};
    // The first request of each page (cold caches: e.g. the ECE bootstrap before it is kept), reported apart.
    const first: Record<string, number> = {};
    const bytes: Record<string, number> = {};
    for (const p of SCALE_PAGES) {
      const times: number[] = [];
      for (let i = 0; i <= repeats; i++) {
        const t = performance.now();
        const res = await fetch(base + p.url);
        bytes[p.name] = new TextEncoder().encode(await res.text()).length;
        if (!res.ok) throw new Error(`${p.url}: HTTP ${res.status}`);
        if (i > 0) times.push((performance.now() - t) / 1000);
        else first[p.name] = (performance.now() - t) / 1000;
      }
      times.sort((a, b) => a - b);
      pages[p.name] = times[Math.floor(times.length / 2)]!;
    }
    return { pages, first, bytes, rssMb: rssMegabytes(server.pid!) };
  } finally {
    server.kill("SIGTERM");
  }
}
