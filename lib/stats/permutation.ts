import { StatsInputError, requireFiniteArray, requireInteger, requireNonEmpty } from "./errors";
import { Random } from "./random";

export interface PermutationResult {
  /** Two-sided p-value, scipy's definition: min(1, 2·min(p_less, p_greater)). */
  readonly p: number;
  /** True when every distinct assignment was enumerated (no randomness). */
  readonly exact: boolean;
  /** Size of the null distribution: all assignments (exact) or the resamples (Monte Carlo). */
  readonly nullSize: number;
  /** #{T ≤ t} and #{T ≥ t} in the null distribution (values equal to t count in both). */
  readonly countLessEqual: number;
  readonly countGreaterEqual: number;
  /** Observed statistic. */
  readonly observed: number;
  /** For an exact test on integer data, p as a reduced fraction [numerator, denominator]. */
  readonly fraction: readonly [number, number] | null;
}

export interface PermutationOptions {
  /** Resamples for Monte Carlo, default 9,999 as the seed. */
  readonly resamples?: number;
  readonly seed?: number;
  /** "auto" (default): exact when the number of distinct assignments ≤ resamples, as scipy. */
  readonly method?: "auto" | "exact" | "monte-carlo";
}

const EXACT_LIMIT = 5_000_000;

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

function allIntegers(xs: readonly number[]): boolean {
  let s = 0;
  for (const x of xs) {
    if (!Number.isInteger(x)) return false;
    s += Math.abs(x);
  }
  return s < Number.MAX_SAFE_INTEGER;
}

function finish(
  cLE: number,
  cGE: number,
  nullSize: number,
  exact: boolean,
  observed: number,
  integer: boolean,
): PermutationResult {
  const adjustment = exact ? 0 : 1;
  const pLess = (cLE + adjustment) / (nullSize + adjustment);
  const pGreater = (cGE + adjustment) / (nullSize + adjustment);
  const p = Math.min(1, 2 * Math.min(pLess, pGreater));
  let fraction: [number, number] | null = null;
  if (exact && integer) {
    const num = Math.min(nullSize, 2 * Math.min(cLE, cGE));
    const g = gcd(num, nullSize) || 1;
    fraction = [num / g, nullSize / g];
  }
  return { p, exact, nullSize, countLessEqual: cLE, countGreaterEqual: cGE, observed, fraction };
}

function resolveExact(fn: string, distinct: number, opts: PermutationOptions): { exact: boolean; resamples: number } {
  const resamples = opts.resamples ?? 9999;
  requireInteger(fn, "resamples", resamples, 1);
  const method = opts.method ?? "auto";
  const exact = method === "exact" || (method === "auto" && distinct <= resamples);
  if (exact && distinct > EXACT_LIMIT) {
    throw new StatsInputError(fn, `at most ${EXACT_LIMIT} assignments for an exact test (got ${distinct})`);
  }
  return { exact, resamples };
}

/**
 * Two-sample permutation test of the difference of means, mean(a) − mean(b),
 * two-sided, as `scipy.stats.permutation_test((a, b), mean diff,
 * permutation_type="independent", alternative="two-sided")`:
 *
 *   p = min(1, 2 · min(#{T ≤ t}, #{T ≥ t}) / N)
 *
 * Exact (N = C(nₐ + n_b, nₐ), observed assignment included, no +1) when
 * N ≤ resamples; otherwise Monte Carlo with scipy's +1 correction
 * ((count + 1) / (R + 1)). On integer data the statistic is the integer sum
 * of group a (monotone in the difference of means), so exact p-values are
 * exact rationals (17/42, 4/11, 23/66 on the seed); on real data values
 * within scipy's relative tolerance (100 ε) of t count as equal.
 * Reference: Good (2005), Permutation, Parametric and Bootstrap Tests; scipy docs.
 * @throws StatsInputError on an empty group, NaN/infinite values, resamples < 1.
 */
export function permutationTest(
  a: readonly number[],
  b: readonly number[],
  opts: PermutationOptions = {},
): PermutationResult {
  const fn = "permutationTest";
  requireNonEmpty(fn, "a", a);
  requireNonEmpty(fn, "b", b);
  requireFiniteArray(fn, "a", a);
  requireFiniteArray(fn, "b", b);
  const na = a.length;
  const nb = b.length;
  const pooled = Float64Array.from([...a, ...b]);
  const n = pooled.length;
  const integer = allIntegers(a) && allIntegers(b);
  let total = 0;
  for (const x of pooled) total += x;
  let sumA = 0;
  for (const x of a) sumA += x;
  const stat = (s: number) => s / na - (total - s) / nb;
  const observed = stat(sumA);
  const gamma = Math.abs(observed) * Number.EPSILON * 100;
  let cLE = 0;
  let cGE = 0;
  const count = (s: number) => {
    if (integer) {
      if (s <= sumA) cLE++;
      if (s >= sumA) cGE++;
    } else {
      const t = stat(s);
      if (t <= observed + gamma) cLE++;
      if (t >= observed - gamma) cGE++;
    }
  };
  const distinct = binomial(n, na);
  const { exact, resamples } = resolveExact(fn, distinct, opts);
  if (exact) {
    // Enumerate every subset of size na of the pooled indices, with a running sum.
    const visit = (start: number, left: number, s: number) => {
      if (left === 0) return count(s);
      for (let i = start; i <= n - left; i++) visit(i + 1, left - 1, s + pooled[i]!);
    };
    visit(0, na, 0);
    return finish(cLE, cGE, distinct, true, observed, integer);
  }
  const rng = new Random(opts.seed ?? 2026);
  const work = Float64Array.from(pooled);
  for (let r = 0; r < resamples; r++) {
    let s = 0;
    for (let i = 0; i < na; i++) {
      const j = i + rng.int(n - i);
      const t = work[i]!;
      work[i] = work[j]!;
      work[j] = t;
      s += work[i]!;
    }
    count(s);
  }
  return finish(cLE, cGE, resamples, false, observed, integer);
}

/**
 * Paired sign-flip permutation test of mean(d) = 0, two-sided, as
 * `scipy.stats.permutation_test((d,), np.mean, permutation_type="samples")`:
 * every difference's sign is flipped at random. Exact over all 2ⁿ sign
 * patterns when 2ⁿ ≤ resamples (the seed's planned global test: 2¹⁰ = 1,024,
 * p = 5/128), else Monte Carlo with the +1 correction. Integer differences
 * (e.g. differences of tone sums between equal-size groups) give exact
 * rationals; real ones use scipy's relative tolerance.
 * @throws StatsInputError on empty input, NaN/infinite values, resamples < 1.
 */
export function signFlipTest(d: readonly number[], opts: PermutationOptions = {}): PermutationResult {
  const fn = "signFlipTest";
  requireNonEmpty(fn, "d", d);
  requireFiniteArray(fn, "d", d);
  const n = d.length;
  const integer = allIntegers(d);
  let sum = 0;
  for (const x of d) sum += x;
  const observed = sum / n;
  const gamma = Math.abs(observed) * Number.EPSILON * 100;
  let cLE = 0;
  let cGE = 0;
  const count = (s: number) => {
    if (integer) {
      if (s <= sum) cLE++;
      if (s >= sum) cGE++;
    } else {
      const t = s / n;
      if (t <= observed + gamma) cLE++;
      if (t >= observed - gamma) cGE++;
    }
  };
  const distinct = n > 52 ? Infinity : 2 ** n;
  const { exact, resamples } = resolveExact(fn, distinct, opts);
  if (exact) {
    for (let mask = 0; mask < distinct; mask++) {
      let s = 0;
      for (let i = 0; i < n; i++) s += mask & (1 << i) ? -d[i]! : d[i]!;
      count(s);
    }
    return finish(cLE, cGE, distinct, true, observed, integer);
  }
  const rng = new Random(opts.seed ?? 2026);
  for (let r = 0; r < resamples; r++) {
    let s = 0;
    let bits = 0;
    for (let i = 0; i < n; i++) {
      if (i % 32 === 0) bits = rng.nextUint32();
      s += bits & 1 ? -d[i]! : d[i]!;
      bits >>>= 1;
    }
    count(s);
  }
  return finish(cLE, cGE, resamples, false, observed, integer);
}
