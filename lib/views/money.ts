/** "0.0021 USD": enough significant digits for cheap calls, never scientific notation. */
export function formatUsd(usd: number): string {
  if (usd === 0) return "0 USD";
  const digits = usd >= 1 ? 2 : Math.min(8, Math.max(2, 1 - Math.floor(Math.log10(usd)) + 1));
  return `${usd.toFixed(digits)} USD`;
}

/** "Este mes (2026-11): gastado 0.0021 USD · reservado 0 USD · queda 9.99 USD de 10.00 USD". */
export function budgetLine(
  d: { cost: { budgetLine: string } },
  s: { month: string; spentUsd: number; reservedUsd: number; remainingUsd: number; budgetUsd: number },
): string {
  return d.cost.budgetLine
    .replace("{month}", s.month)
    .replace("{spent}", formatUsd(s.spentUsd))
    .replace("{reserved}", formatUsd(s.reservedUsd))
    .replace("{remaining}", formatUsd(s.remainingUsd))
    .replace("{budget}", formatUsd(s.budgetUsd));
}
