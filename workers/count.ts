import os from "node:os";

/**
 * How many worker processes `npm start` runs: VERAZ_WORKERS, else one per
 * core up to 2. Jobs are claimed with a compare-and-swap, so several workers
 * share the queue safely; a whole matrix then runs its conditions in parallel.
 */
export function workerCount(): number {
  const n = Number(process.env.VERAZ_WORKERS);
  if (Number.isInteger(n) && n >= 1) return n;
  return Math.max(1, Math.min(2, os.availableParallelism()));
}
