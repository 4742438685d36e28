/**
 * `npm run bench`: performance goals measured, not guessed. Each benchmark is
 * timed in veraz and in its reference (numpy/scipy via Debian's python3,
 * when present) in the same run, and printed as a ratio reference / veraz
 * (≥ 1 means veraz is no slower).
 */
import path from "node:path";
import { detectorBenchmark } from "./detector";
import fs from "node:fs";
import { matrixBenchmark } from "./matrix";
import { pageBenchmark } from "./pages";
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

/**
 * #10's scale goal: a synthetic bank (default 5,000 questions) across the 54
 * conditions, simulated (the local detector judges the verify policy), then
 * each page's server-render time through the production build. The reference
 * is the same pages on the seed's 25-question matrix, measured in this run.
 */
async function scaleSection(): Promise<void> {
  const questions = Number(process.env.BENCH_SCALE_QUESTIONS ?? 5000);
  const big = await matrixBenchmark({ questions, keep: true });
  process.stdout.write(
    `\n== scale: ${questions}-question bank × ${big.runs} conditions, simulated: ${big.fichas} fichas in ${big.seconds.toFixed(1)} s ` +
      `(target ≤ 60 s: ${(60 / big.seconds).toFixed(2)}×; ${(big.fichas / big.seconds).toFixed(0)} fichas/s; database ${big.megabytes.toFixed(0)} MB)\n`,
  );
  const small = await matrixBenchmark({ keep: true });
  try {
    const ref = await pageBenchmark({ file: small.file, port: 3296 });
    const at = await pageBenchmark({ file: big.file, port: 3297 });
    console.table(
      Object.keys(at.pages).map((page) => ({
        page,
        [`${small.fichas} fichas`]: fmt(ref.pages[page]!),
        [`${big.fichas} fichas`]: fmt(at.pages[page]!),
        "slowdown": `${(at.pages[page]! / ref.pages[page]!).toFixed(1)}×`,
        "≤ 300 ms": at.pages[page]! <= 0.3 ? "yes" : "NO",
        "first request": fmt(at.first[page]!),
        "HTML": `${(at.bytes[page]! / 1e6).toFixed(2)} MB`,
        "≤ 1.5 MB": at.bytes[page]! <= 1.5e6 ? "yes" : "NO",
      })),
    );
    process.stdout.write(`Next server resident memory: ${ref.rssMb.toFixed(0)} MB at ${small.fichas} fichas, ${at.rssMb.toFixed(0)} MB at ${big.fichas} (target ≤ 600 MB)\n`);
  } finally {
    for (const f of [big.file, small.file]) fs.rmSync(f.replace(/\/bench\.db$/, ""), { recursive: true, force: true });
  }
}

const only = process.argv[2];
if (!only || only === "stats") statsSection();
if (!only || only === "matrix") await matrixSection();
if (!only || only === "detector") await detectorSection();
if (only === "scale") await scaleSection();
