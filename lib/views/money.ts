/** "0.0021 USD": enough significant digits for cheap calls, never scientific notation. */
export function formatUsd(usd: number): string {
  if (usd === 0) return "0 USD";
  const digits = usd >= 1 ? 2 : Math.min(8, Math.max(2, 1 - Math.floor(Math.log10(usd)) + 1));
  return `${usd.toFixed(digits)} USD`;
}
