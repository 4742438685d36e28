import { spawnSync } from "node:child_process";
import fs from "node:fs";

/**
 * Median wall time in seconds of `repeats` runs, after warming up for at
 * least 0.3 s (and 3 runs) so V8 has optimised the code being measured:
 * the figure is steady-state throughput, as numpy's (which has no JIT).
 */
export function medianSeconds(repeats: number, fn: () => void): number {
  const warmStart = performance.now();
  for (let i = 0; i < 3 || performance.now() - warmStart < 300; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const t = performance.now();
    fn();
    times.push((performance.now() - t) / 1000);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** Runs a Python reference script with Debian's python3 (numpy/scipy); null when unavailable. */
export function pythonTimings(script: string, repeats: number): Record<string, number> | null {
  const python = "/usr/bin/python3";
  if (!fs.existsSync(python)) return null;
  const r = spawnSync(python, [script, String(repeats)], { encoding: "utf8" });
  if (r.status !== 0) {
    process.stderr.write(`reference ${script} failed (python3-scipy installed?): ${r.stderr.split("\n").slice(-3).join(" ")}\n`);
    return null;
  }
  return JSON.parse(r.stdout);
}
