/**
 * `npm run bench`: performance goals measured, not guessed. Each benchmark is
 * timed in veraz and in its reference (numpy/scipy via Debian's python3,
 * when present) in the same run, and printed as a ratio reference / veraz
 * (≥ 1 means veraz is no slower).
 */
import path from "node:path";
import { detectorBenchmark } from "./detector";
import { matrixBenchmark } from "./matrix";
import { spawnSync } from "node:child_process";
import { STATS_BENCHMARKS } from "./stats";
import { pythonTimings } from "./timing";

const repeats = Number(process.env.BENCH_REPEATS ?? 15);

function fmt(s: number): string {
  return s < 1e-3 ? `${(s * 1e6).toFixed(0)} µs` : s < 1 ? `${(s * 1e3).toFixed(2)} ms` : `${s.toFixed(2)} s`;
}

function statsSection(): void {
  process.stdout.write(
    `\n== statistics: veraz vs numpy/scipy on the same shapes, median of ${repeats} runs after warm-up (each veraz benchmark in a fresh process); ratio = reference / veraz\n`,
  );
  // Each benchmark in its own process: a fresh JIT, so one benchmark's type feedback cannot slow another's.
  const ours: Record<string, number> = {};
  for (const name of STATS_BENCHMARKS) {
    const r = spawnSync(process.execPath, ["--import", "tsx", path.join(process.cwd(), "bench/stats-one.mts"), name, String(repeats)], { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`benchmark ${name} failed: ${r.stderr}`);
    Object.assign(ours, JSON.parse(r.stdout));
  }
  const ref = pythonTimings(path.join(process.cwd(), "bench/stats_reference.py"), repeats);
  const rows = Object.entries(ours).map(([name, t]) => {
    const r = ref?.[name];
    return { name, veraz: fmt(t), reference: r === undefined ? "n/a" : fmt(r), ratio: r === undefined ? "n/a" : `${(r / t).toFixed(1)}×` };
  });
  console.table(rows);
  if (!ref) process.stdout.write("(no reference: install python3-scipy to compare)\n");
}

async function matrixSection(): Promise<void> {
  const r = await matrixBenchmark();
  process.stdout.write(
    `\n== whole matrix, simulated: ${r.runs} runs, ${r.fichas} fichas in ${r.seconds.toFixed(2)} s ` +
      `(target ≤ 10 s: ${(10 / r.seconds).toFixed(1)}× under budget; ${(r.fichas / r.seconds).toFixed(0)} fichas/s)\n`,
  );
}

async function detectorSection(): Promise<void> {
  const r = await detectorBenchmark();
  process.stdout.write(
    `\n== local detector: ${r.fichas} fichas (features + ONNX) in ${r.seconds.toFixed(2)} s = ${r.perSecond.toFixed(0)} fichas/s ` +
      `(target ≥ 5,000/s: ${(r.perSecond / 5000).toFixed(1)}×); ONNX inference alone ${r.inferenceOnlyPerSecond.toFixed(0)}/s\n`,
  );
}

const only = process.argv[2];
if (!only || only === "stats") statsSection();
if (!only || only === "matrix") await matrixSection();
if (!only || only === "detector") await detectorSection();
