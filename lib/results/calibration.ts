import { createHash } from "node:crypto";
import {
  type BootstrapInterval,
  type CoveragePoint,
  type HeldOutThreshold,
  Random,
  type Rate,
  bootstrapEce,
  heldOutThreshold,
  precisionCoverage,
  rate,
  reliabilityBins,
  smallestThresholdForPrecision,
  thresholdGrid,
} from "@/lib/stats";

/** One graded answer with its declared confidence. */
export interface CalibrationItem {
  readonly questionId: number;
  readonly tipo: string;
  readonly runId: number;
  readonly confidence: number;
  /** 1 when the answer's category is "correcta" (the seed's aciertos). */
  readonly correct: 0 | 1;
}

/** Bins with fewer answers than this make the ECE noisy: the page warns. */
export const THIN_BIN = 5;
/** The seed's threshold (Día 8): marked on every precision–coverage curve. */
export const SEED_THRESHOLD = 0.6;

export interface CalibrationAnalysis {
  readonly n: number;
  readonly bins: readonly { bin: number; lower: number; upper: number; n: number; meanConfidence: number; accuracy: Rate }[];
  readonly ece: number;
  readonly eceInterval: BootstrapInterval;
  readonly thinBins: number;
  readonly points: readonly CoveragePoint[];
  readonly atSeedThreshold: CoveragePoint | null;
  readonly smallest: CoveragePoint | null;
  /** Wilson intervals on precision and coverage at each threshold. */
  readonly pointRates: readonly { threshold: number; coverage: Rate; precision: Rate | null }[];
}

/**
 * The ECE interval is the page's costliest number (2,000 resamples of every
 * answer). It depends only on the answers' confidences and outcomes, the bins
 * and the seed, so it is kept by a hash of exactly those: a grade that changes
 * an outcome changes the key; nothing stale is ever shown.
 */
const eceCache = new Map<string, ReturnType<typeof bootstrapEce>>();

/** A second level for the ECE interval (the database: the worker computes it when a run finishes). */
export interface EceStore {
  get(key: string): { low: number; high: number; resamples: number; seed: number } | null;
  put(key: string, value: { low: number; high: number; resamples: number; seed: number }): void;
}

/** The key of an ECE interval: a hash of exactly what determines it. */
export function eceKey(confidence: readonly number[], correct: readonly number[], bins: number, seed: number, resamples = 2000): string {
  const h = createHash("sha256");
  h.update(new Uint8Array(Float64Array.from(confidence).buffer));
  h.update(Uint8Array.from(correct));
  h.update(`${bins}|${seed}|${resamples}`);
  return h.digest("hex");
}

function memoBootstrapEce(confidence: readonly number[], correct: readonly number[], bins: number, seed: number, store?: EceStore) {
  const key = eceKey(confidence, correct, bins, seed);
  let v = eceCache.get(key) ?? store?.get(key) ?? undefined;
  if (!v) {
    v = bootstrapEce(confidence, correct, bins, { resamples: 2000, seed });
    store?.put(key, v);
  }
  if (!eceCache.has(key)) {
    if (eceCache.size >= 512) eceCache.delete(eceCache.keys().next().value!);
    eceCache.set(key, v);
  }
  return v;
}

/**
 * Reliability diagram bins (each bin's accuracy with its Wilson interval),
 * ECE with a percentile-bootstrap interval over answers (2,000 resamples),
 * and the precision–coverage curve with the seed's τ = 0.6 and the smallest τ
 * reaching the target precision.
 */
export function calibrationAnalysis(
  items: readonly CalibrationItem[],
  { bins = 5, target = 0.95, seed = 2026, store }: { bins?: number; target?: number; seed?: number; store?: EceStore } = {},
): CalibrationAnalysis {
  const confidence = items.map((i) => i.confidence);
  const correct = items.map((i) => i.correct);
  const rel = reliabilityBins(confidence, correct, bins);
  const eceInterval = memoBootstrapEce(confidence, correct, bins, seed, store);
  const points = precisionCoverage(confidence, correct, thresholdGrid(0.05));
  return {
    n: items.length,
    bins: rel.bins.map((b) => ({ bin: b.bin, lower: b.lower, upper: b.upper, n: b.n, meanConfidence: b.meanConfidence, accuracy: rate(b.correct, b.n) })),
    ece: rel.ece,
    eceInterval,
    thinBins: rel.bins.filter((b) => b.n < THIN_BIN).length,
    points,
    atSeedThreshold: points.find((p) => p.threshold === SEED_THRESHOLD) ?? null,
    smallest: smallestThresholdForPrecision(points, target),
    pointRates: points.map((p) => ({
      threshold: p.threshold,
      coverage: rate(p.delivered, p.total),
      precision: p.delivered ? rate(p.correctDelivered, p.delivered) : null,
    })),
  };
}

/**
 * Seeded stratified halves of the bank's questions (by question type): every
 * answer to a question falls in the same half, so a threshold is never
 * checked on the questions it was chosen on.
 */
export function stratifiedHalves(items: readonly CalibrationItem[], seed: number): [CalibrationItem[], CalibrationItem[]] {
  // Each question's type (from its first answer), then its ids by type in ascending order.
  const tipoOf = new Map<number, string>();
  for (const i of items) if (!tipoOf.has(i.questionId)) tipoOf.set(i.questionId, i.tipo);
  const byType = new Map<string, number[]>();
  for (const id of [...tipoOf.keys()].sort((a, b) => a - b)) {
    const tipo = tipoOf.get(id)!;
    let ids = byType.get(tipo);
    if (!ids) byType.set(tipo, (ids = []));
    ids.push(id);
  }
  const rng = new Random(seed);
  const first = new Set<number>();
  for (const ids of [...byType.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, v]) => v)) {
    rng.shuffle(ids).forEach((id, k) => k % 2 === 0 && first.add(id));
  }
  return [items.filter((i) => first.has(i.questionId)), items.filter((i) => !first.has(i.questionId))];
}

/** Fewer answers than this in either half: the split is refused, not printed. */
export const MIN_PER_HALF = 50;

export type HeldOutResult =
  | { readonly status: "too-small"; readonly by: "bank" | "repetitions"; readonly sizes: readonly [number, number]; readonly minimum: number }
  | { readonly status: "no-threshold"; readonly by: "bank" | "repetitions"; readonly sizes: readonly [number, number] }
  | { readonly status: "ok"; readonly by: "bank" | "repetitions"; readonly sizes: readonly [number, number]; readonly result: HeldOutThreshold };

/**
 * Threshold honesty: choose τ (smallest with precision ≥ target) on a
 * calibration split and report precision and coverage on the held-out split
 * with Wilson intervals. Split "bank": seeded stratified halves of the
 * questions; "repetitions": the first run is the calibration split, the
 * others held out. Too small a split is reported, never printed as a number.
 */
export function heldOutAnalysis(items: readonly CalibrationItem[], { by = "bank", target = 0.95, seed = 1 }: { by?: "bank" | "repetitions"; target?: number; seed?: number } = {}): HeldOutResult {
  let cal: CalibrationItem[];
  let test: CalibrationItem[];
  if (by === "bank") [cal, test] = stratifiedHalves(items, seed);
  else {
    const firstRun = Math.min(...items.map((i) => i.runId));
    cal = items.filter((i) => i.runId === firstRun);
    test = items.filter((i) => i.runId !== firstRun);
  }
  const sizes = [cal.length, test.length] as const;
  if (cal.length < MIN_PER_HALF || test.length < MIN_PER_HALF) return { status: "too-small", by, sizes, minimum: MIN_PER_HALF };
  const pack = (xs: CalibrationItem[]) => ({ confidence: xs.map((i) => i.confidence), correct: xs.map((i) => i.correct) });
  const result = heldOutThreshold(pack(cal), pack(test), target);
  return result ? { status: "ok", by, sizes, result } : { status: "no-threshold", by, sizes };
}
