/** The heatmap's scale, shared by every view that colours a hallucination rate: rates at or above this are full orange. */
export const RATE_SCALE_MAX = 0.6;

/** White → the seed's orange (#eb6834), by hallucination rate 0 → RATE_SCALE_MAX. */
export function rateColor(rate: number, maxRate = RATE_SCALE_MAX): string {
  const t = Math.min(1, Math.max(0, rate / maxRate));
  const mix = (a: number, b: number) => Math.round(a + (b - a) * t);
  return `rgb(${mix(255, 0xeb)}, ${mix(255, 0x68)}, ${mix(255, 0x34)})`;
}
