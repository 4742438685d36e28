import { StatsInputError } from "./errors";
import { normalQuantile } from "./normalQuantile";

export interface PpiEstimate {
  /** The corrected estimate of the mean (a rate, for 0/1 data). */
  readonly estimate: number;
  readonly low: number;
  readonly high: number;
  /** The power-tuning weight λ in [0, 1] (0: people's grades alone; 1: classic PPI). */
  readonly lambda: number;
  readonly se: number;
  /** Fichas graded by people (Y and F known) and by the automatic grader only. */
  readonly n: number;
  readonly N: number;
}

function mean(xs: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < xs.length; i++) s += xs[i]!;
  return s / xs.length;
}

function check01(name: string, xs: readonly number[]): void {
  for (const x of xs) if (!Number.isFinite(x)) throw new StatsInputError("ppiMean", `${name} must be finite numbers`);
}

/**
 * Prediction-powered inference for a mean, power-tuned (PPI++).
 *
 * With n items graded by people (Y) and by the automatic grader (F), and N
 * more items graded only by the grader:
 *   λ  = clip( cov₀(Y, F) / ((1 + n/N) · var₁(F over all n + N)), 0, 1 ),
 *        λ = 0 when that variance is 0 (cov₀ divides by n, var₁ by n + N − 1);
 *   θ  = λ · mean(F over the N) + mean(Y − λF over the n);
 *   se = √( λ² · var₀(F over the N) / N + var₀(Y − λF over the n) / n ), var₀ dividing by the count;
 *   interval θ ∓ z₁₋α/₂ · se with the exact normal quantile.
 * A fixed λ may be given (λ = 1 is classic PPI). The human sample must be a
 * uniformly random sample of the items for θ to be unbiased.
 *
 * Reference: Angelopoulos, Bates, Fannjiang, Jordan & Zrnic (2023),
 * "Prediction-powered inference", Science 382; Angelopoulos, Duchi & Zrnic
 * (2023), "PPI++: Efficient prediction-powered inference", arXiv:2311.01453
 * (the `ppi_py` package's `ppi_mean_ci` with `lam=None`).
 *
 * @throws StatsInputError when n < 2, N < 1, lengths differ, or λ is outside [0, 1].
 */
export function ppiMean({
  human,
  autoOnHuman,
  autoOnRest,
  alpha = 0.05,
  lambda,
}: {
  readonly human: readonly number[];
  readonly autoOnHuman: readonly number[];
  readonly autoOnRest: readonly number[];
  readonly alpha?: number;
  readonly lambda?: number;
}): PpiEstimate {
  const n = human.length;
  const N = autoOnRest.length;
  if (autoOnHuman.length !== n) throw new StatsInputError("ppiMean", "human and autoOnHuman of the same length");
  if (n < 2) throw new StatsInputError("ppiMean", `n >= 2 items graded by people (got ${n})`);
  if (N < 1) throw new StatsInputError("ppiMean", `N >= 1 items graded only automatically (got ${N})`);
  if (!(alpha > 0 && alpha < 1)) throw new StatsInputError("ppiMean", `alpha in (0, 1) (got ${alpha})`);
  if (lambda !== undefined && !(lambda >= 0 && lambda <= 1)) throw new StatsInputError("ppiMean", `lambda in [0, 1] (got ${lambda})`);
  check01("human", human);
  check01("autoOnHuman", autoOnHuman);
  check01("autoOnRest", autoOnRest);
  const mY = mean(human);
  const mFh = mean(autoOnHuman);
  const mFr = mean(autoOnRest);
  let lam = lambda;
  if (lam === undefined) {
    let cov = 0;
    for (let i = 0; i < n; i++) cov += (human[i]! - mY) * (autoOnHuman[i]! - mFh);
    cov /= n;
    const mAll = (mFh * n + mFr * N) / (n + N);
    let v = 0;
    for (const f of autoOnHuman) v += (f - mAll) ** 2;
    for (const f of autoOnRest) v += (f - mAll) ** 2;
    v /= n + N - 1;
    lam = v === 0 ? 0 : Math.min(1, Math.max(0, cov / ((1 + n / N) * v)));
  }
  let vRest = 0;
  for (const f of autoOnRest) vRest += (f - mFr) ** 2;
  vRest /= N;
  const rect = human.map((y, i) => y - lam! * autoOnHuman[i]!);
  const mRect = mean(rect);
  let vRect = 0;
  for (const r of rect) vRect += (r - mRect) ** 2;
  vRect /= n;
  const estimate = lam * mFr + mRect;
  const se = Math.sqrt((lam * lam * vRest) / N + vRect / n);
  const z = normalQuantile(1 - alpha / 2);
  return { estimate, low: estimate - z * se, high: estimate + z * se, lambda: lam, se, n, N };
}

/**
 * How many uniformly random human grades make PPI useful for a rate, at a
 * grader's measured agreement: the smallest n whose PPI++ interval half-width
 * (large N, the optimal λ) is at most `halfWidth`. For 0/1 data with rate p
 * and a grader whose letter matches people's with correlation ρ, the
 * rectifier's variance is p(1 − p)(1 − ρ²) and the half-width is
 * z·√(p(1 − p)(1 − ρ²)/n) (PPI++'s asymptotic variance with N ≫ n).
 *
 * @throws StatsInputError for p outside [0, 1], ρ outside [−1, 1] or halfWidth ≤ 0.
 */
export function ppiSampleSize({ p, rho, halfWidth, alpha = 0.05 }: { p: number; rho: number; halfWidth: number; alpha?: number }): number {
  if (!(p >= 0 && p <= 1)) throw new StatsInputError("ppiSampleSize", `p in [0, 1] (got ${p})`);
  if (!(rho >= -1 && rho <= 1)) throw new StatsInputError("ppiSampleSize", `rho in [-1, 1] (got ${rho})`);
  if (!(halfWidth > 0)) throw new StatsInputError("ppiSampleSize", `halfWidth > 0 (got ${halfWidth})`);
  const z = normalQuantile(1 - alpha / 2);
  const variance = Math.max(p * (1 - p) * (1 - rho * rho), 1e-12);
  return Math.max(2, Math.ceil((z * z * variance) / (halfWidth * halfWidth)));
}
