/**
 * Invalid input to a statistics function. The message always names the
 * function and the problem, e.g. "wilsonInterval requires n >= 1 (got 0)".
 */
export class StatsInputError extends Error {
  readonly fn: string;
  constructor(fn: string, problem: string) {
    super(`${fn} requires ${problem}`);
    this.name = "StatsInputError";
    this.fn = fn;
  }
}

/** Throws unless `x` is a finite number. */
export function requireFinite(fn: string, name: string, x: number): void {
  if (typeof x !== "number" || !Number.isFinite(x)) {
    throw new StatsInputError(fn, `${name} to be a finite number (got ${String(x)})`);
  }
}

/** Throws unless `x` is an integer >= min. */
export function requireInteger(fn: string, name: string, x: number, min: number): void {
  if (typeof x !== "number" || !Number.isInteger(x) || x < min) {
    throw new StatsInputError(fn, `${name} >= ${min} as an integer (got ${String(x)})`);
  }
}

/** Throws unless every value is finite; returns nothing. */
export function requireFiniteArray(fn: string, name: string, xs: readonly number[]): void {
  if (!Array.isArray(xs)) throw new StatsInputError(fn, `${name} to be an array`);
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    if (typeof x !== "number" || !Number.isFinite(x)) {
      throw new StatsInputError(fn, `${name}[${i}] to be a finite number (got ${String(x)})`);
    }
  }
}

/** Throws unless the array is non-empty. */
export function requireNonEmpty(fn: string, name: string, xs: readonly unknown[]): void {
  if (!Array.isArray(xs) || xs.length === 0) {
    throw new StatsInputError(fn, `${name} to be a non-empty array`);
  }
}

/** Throws unless confidences lie in [0, 1] and outcomes are 0/1, with equal lengths. */
export function requireConfidenceOutcomes(
  fn: string,
  confidence: readonly number[],
  correct: readonly number[],
): void {
  requireNonEmpty(fn, "confidence", confidence);
  if (!Array.isArray(correct) || correct.length !== confidence.length) {
    throw new StatsInputError(
      fn,
      `confidence and correct of the same length (got ${confidence.length} and ${Array.isArray(correct) ? correct.length : "no array"})`,
    );
  }
  for (let i = 0; i < confidence.length; i++) {
    const c = confidence[i];
    if (typeof c !== "number" || Number.isNaN(c) || c < 0 || c > 1) {
      throw new StatsInputError(fn, `confidence[${i}] in [0, 1] (got ${String(c)})`);
    }
    const a = correct[i];
    if (a !== 0 && a !== 1) {
      throw new StatsInputError(fn, `correct[${i}] to be 0 or 1 (got ${String(a)})`);
    }
  }
}
