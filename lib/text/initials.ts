/**
 * Whether the full stop at `at` follows the initial of a name ("G. H. Hardy"): a capital letter on its own, right
 * before the stop, with another initial after it or before it. (A letter that ends a sentence — "vitamina C. Luego…" —
 * stands alone, and its stop ends the sentence.)
 */
export function initialStop(src: string, at: number, lastRaw: string | undefined): boolean {
  if (lastRaw === undefined || !/^\p{Lu}$/u.test(lastRaw) || src[at - 1] !== lastRaw) return false;
  return /^\s\p{Lu}\.\s/u.test(src.slice(at + 1)) || /(?:^|\s)\p{Lu}\.\s\p{Lu}$/u.test(src.slice(0, at));
}
