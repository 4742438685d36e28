import { requireFinite } from "./errors";

/**
 * Seeded pseudo-random generator used by every resampling in veraz:
 * xoshiro128** (Blackman & Vigna, 2018) on 32-bit words, its 128-bit state
 * filled from the seed by SplitMix32. Same seed → same stream on every
 * platform. It is not numpy's PCG64, so bootstrap intervals agree with the
 * seed's only within Monte Carlo error, never digit for digit.
 */
export class Random {
  /** xoshiro128** state as int32 words (a typed array keeps them unboxed). */
  private readonly s = new Int32Array(4);

  constructor(seed: number) {
    requireFinite("Random", "seed", seed);
    let x = (seed >>> 0) ^ (Math.floor(seed / 2 ** 32) >>> 0);
    const next = () => {
      x = (x + 0x9e3779b9) | 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return z ^ (z >>> 16);
    };
    for (let i = 0; i < 4; i++) this.s[i] = next();
    if ((this.s[0]! | this.s[1]! | this.s[2]! | this.s[3]!) === 0) this.s[0] = 1;
  }

  /** Next 32-bit unsigned integer. */
  nextUint32(): number {
    const s = this.s;
    const s0 = s[0]!;
    const s1 = s[1]!;
    const m = Math.imul(s1, 5);
    const result = Math.imul((m << 7) | (m >>> 25), 9);
    const s2 = s[2]! ^ s0;
    const s3 = s[3]! ^ s1;
    s[1] = s1 ^ s2;
    s[0] = s0 ^ s3;
    s[2] = s2 ^ (s1 << 9);
    s[3] = (s3 << 11) | (s3 >>> 21);
    return result >>> 0;
  }

  /** Uniform double in [0, 1) with 53 random bits. */
  next(): number {
    const hi = this.nextUint32() >>> 5;
    const lo = this.nextUint32() >>> 6;
    return (hi * 67108864 + lo) / 9007199254740992;
  }

  /**
   * Uniform integer in [0, n) without bias, by Lemire's multiply-shift with
   * rejection (Lemire 2019, "Fast Random Integer Generation in an Interval").
   * For n < 2^21 the product fits a double exactly; larger n fall back to
   * rejection on the modulo.
   */
  int(n: number): number {
    if (n < 2097152) {
      // m = r · n is exact in a double; its low 32 bits are Math.imul(r, n).
      let r = this.nextUint32();
      let low = Math.imul(r, n) >>> 0;
      if (low < n) {
        const threshold = (4294967296 - n) % n;
        while (low < threshold) {
          r = this.nextUint32();
          low = Math.imul(r, n) >>> 0;
        }
      }
      return Math.floor((r * n) / 4294967296);
    }
    const bound = n >>> 0;
    const threshold = (0x100000000 - bound) % bound;
    for (;;) {
      const r = this.nextUint32();
      if (r >= threshold) return r % bound;
    }
  }

  /**
   * Fills `out` with uniform integers in [0, n), reproducibly from the seed.
   * For n ≤ 2^16 each 32-bit output yields two draws (Lemire's method with
   * rejection on each 16-bit half, so still exactly uniform); the state stays
   * in locals for the whole batch. Larger n fall back to int(n).
   */
  fillInts(n: number, out: Int32Array): Int32Array {
    if (!(n >= 1 && n <= 65536)) {
      for (let i = 0; i < out.length; i++) out[i] = this.int(n);
      return out;
    }
    const st = this.s;
    let s0 = st[0]!;
    let s1 = st[1]!;
    let s2 = st[2]!;
    let s3 = st[3]!;
    const threshold = (65536 - n) % n;
    const len = out.length;
    let i = 0;
    while (i < len) {
      const m = Math.imul(s1, 5);
      const r = Math.imul((m << 7) | (m >>> 25), 9);
      const t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = (s3 << 11) | (s3 >>> 21);
      // High half, then low half: product < 2^32, exact in int arithmetic.
      const hiProduct = (r >>> 16) * n;
      if ((hiProduct & 0xffff) >= threshold) out[i++] = hiProduct >>> 16;
      if (i < len) {
        const loProduct = (r & 0xffff) * n;
        if ((loProduct & 0xffff) >= threshold) out[i++] = loProduct >>> 16;
      }
    }
    st[0] = s0;
    st[1] = s1;
    st[2] = s2;
    st[3] = s3;
    return out;
  }

  /** Standard normal draw (Box–Muller, one of the pair). */
  normal(): number {
    let u = 0;
    while (u === 0) u = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** Fisher–Yates shuffle in place. */
  shuffle<T>(xs: T[]): T[] {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = xs[i]!;
      xs[i] = xs[j]!;
      xs[j] = t;
    }
    return xs;
  }
}
