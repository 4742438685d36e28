import type { Dictionary } from "@/lib/i18n";
import { formatCount, formatFixed } from "@/lib/stats/format";
import type { ResultRow } from "@/lib/views/results";
import { TableExport } from "./TableExport";

const fill = (t: string, v: Record<string, string>) => t.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? "");

const th = "border border-[#e5e4df] bg-[#f1f0eb] px-2 py-1 text-right font-semibold first:text-left";
const td = "border border-[#e5e4df] px-2 py-1 text-right tabular-nums first:text-left";

/** The seed's Table 1 (counts, inventadas, tasa) with the denominator and Wilson interval of the rate. */
export function Table1({ rows, d, csvHref, name }: { rows: readonly ResultRow[]; d: Dictionary; csvHref: string; name: string }) {
  return (
    <TableExport csvHref={csvHref} name={name} testId="table1">
      <table className="border-collapse text-sm">
        <caption className="mb-1 text-left text-xs text-[#52514e]">{d.results.table1Caption}</caption>
        <thead>
          <tr>
            {["", "correcta", "incorrecta", "abstención", "inventadas", "tasa", d.matrix.interval, d.matrix.abstention, d.results.ppiHeader].map((h) => (
              <th key={h} className={th}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.condition.id} data-testid="table1-row">
              <td className={td} style={{ borderLeft: `4px solid ${r.color}` }}>{r.label}</td>
              <td className={td}>{r.table1.correcta}</td>
              <td className={td}>{r.table1.incorrecta}</td>
              <td className={td}>{r.table1.abstencion}</td>
              <td className={td}>{r.table1.inventadas}</td>
              <td className={td}>
                {r.table1.hallucination ? `${formatFixed(r.table1.hallucination.p)} (${formatCount(r.table1.hallucination.k, r.table1.hallucination.n)})` : "—"}
              </td>
              <td className={td}>{r.table1.hallucination ? `[${formatFixed(r.table1.hallucination.low, 3)}, ${formatFixed(r.table1.hallucination.high, 3)}]` : "—"}</td>
              <td className={td}>{r.table1.abstention ? `${formatFixed(r.table1.abstention.p)} (${formatCount(r.table1.abstention.k, r.table1.abstention.n)})` : "—"}</td>
              <td className={td} data-testid="table1-ppi" title={d.results.ppiHelp}>
                {r.correction.hallucination ? (
                  <>
                    {formatFixed(r.correction.hallucination.estimate)} [{formatFixed(Math.max(0, r.correction.hallucination.low), 3)}, {formatFixed(Math.min(1, r.correction.hallucination.high), 3)}]
                    <span className="block text-[10px] text-[#52514e]">{fill(d.results.ppiDetail, { n: String(r.correction.n), lambda: formatFixed(r.correction.hallucination.lambda, 2) })}</span>
                  </>
                ) : (
                  <span className="text-[11px] text-[#52514e]">— {fill(d.results.ppiNeeded, { needed: String(r.correction.needed) })}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableExport>
  );
}

/** The seed's Table 2: k, p, Wilson and Wald bounds (Wald unclipped, as the seed prints −0.037). */
export function Table2({ rows, d, csvHref, name }: { rows: readonly ResultRow[]; d: Dictionary; csvHref: string; name: string }) {
  return (
    <TableExport csvHref={csvHref} name={name} testId="table2">
      <table className="border-collapse text-sm">
        <caption className="mb-1 text-left text-xs text-[#52514e]">{d.results.table2Caption}</caption>
        <thead>
          <tr>
            {["", "k", "n", "p", "wilson_bajo", "wilson_alto", "wald_bajo", "wald_alto"].map((h) => (
              <th key={h} className={th}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.flatMap((r) =>
            r.table2
              ? [
                  <tr key={r.condition.id} data-testid="table2-row">
                    <td className={td} style={{ borderLeft: `4px solid ${r.color}` }}>{r.label}</td>
                    <td className={td}>{r.table2.k}</td>
                    <td className={td}>{r.table2.n}</td>
                    <td className={td}>{formatFixed(r.table2.p, 2)}</td>
                    <td className={td}>{formatFixed(r.table2.wilson.low, 3)}</td>
                    <td className={td}>{formatFixed(r.table2.wilson.high, 3)}</td>
                    <td className={td}>{formatFixed(r.table2.wald.low, 3)}</td>
                    <td className={td}>{formatFixed(r.table2.wald.high, 3)}</td>
                  </tr>,
                ]
              : [],
          )}
        </tbody>
      </table>
    </TableExport>
  );
}
