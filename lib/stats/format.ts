import { requireInteger } from "./errors";

const TWO = BigInt(2);
const TEN = BigInt(10);

/** Decomposes a finite double into an exact integer mantissa and binary exponent. */
function decompose(x: number): { mantissa: bigint; exponent: number } {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  const biased = (hi >>> 20) & 0x7ff;
  const fraction = (BigInt(hi & 0xfffff) << BigInt(32)) | BigInt(lo);
  if (biased === 0) return { mantissa: fraction, exponent: -1074 };
  return { mantissa: fraction | (BigInt(1) << BigInt(52)), exponent: biased - 1075 };
}

/**
 * Formats x with `decimals` digits, rounding the exact binary value of the
 * double and breaking exact ties to even — as Python's `f"{x:.2f}"` and
 * numpy's round do, and as the seed's printed tables show (0.625 → "0.62",
 * while JavaScript's toFixed gives "0.63"). 0.725 is stored as
 * 0.72499999999999997… and prints "0.72" in both.
 * @throws StatsInputError when decimals is not an integer in [0, 20].
 */
export function formatFixed(x: number, decimals = 2): string {
  requireInteger("formatFixed", "decimals", decimals, 0);
  if (!Number.isFinite(x)) return String(x);
  const negative = x < 0 || Object.is(x, -0);
  const { mantissa, exponent } = decompose(Math.abs(x));
  const scale = TEN ** BigInt(decimals);
  let q: bigint;
  if (exponent >= 0) {
    q = mantissa * TWO ** BigInt(exponent) * scale;
  } else {
    const numerator = mantissa * scale;
    const denominator = TWO ** BigInt(-exponent);
    q = numerator / denominator;
    const twiceRemainder = (numerator % denominator) * TWO;
    if (twiceRemainder > denominator || (twiceRemainder === denominator && q % TWO === BigInt(1))) q += BigInt(1);
  }
  const digits = q.toString().padStart(decimals + 1, "0");
  const body = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return negative && q !== BigInt(0) ? `-${body}` : body;
}

/**
 * Rounds half to even at `decimals` digits on the exact binary value, returning
 * a number (Python's round(x, d) semantics for display-equivalent values).
 */
export function roundHalfEven(x: number, decimals = 0): number {
  return Number(formatFixed(x, decimals));
}

/** "k/n" — the denominator always travels with a rate. */
export function formatCount(k: number, n: number): string {
  return `${k}/${n}`;
}

/** "[0.06, 0.35]" — an interval with the seed's two decimals. */
export function formatInterval(low: number, high: number, decimals = 2): string {
  return `[${formatFixed(low, decimals)}, ${formatFixed(high, decimals)}]`;
}
