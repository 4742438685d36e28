import Link from "next/link";
import type { Dictionary } from "@/lib/i18n";
import { formatCount, formatFixed, formatInterval } from "@/lib/stats/format";
import type { Agreement } from "@/lib/views/grading";
import { TableExport } from "@/components/tables/TableExport";

/** Agreement of the automatic grader with another source: 3 × 3 confusion, accuracy with Wilson, κ, disagreements. */
export function AgreementView({ title, a, d, otherLabel, testId }: { title: string; a: Agreement | null; d: Dictionary; otherLabel: string; testId: string }) {
  return (
    <section className="rounded border border-[#e5e4df] bg-white p-3" data-testid={testId}>
      <h3 className="mb-1 font-semibold">{title}</h3>
      {a === null ? (
        <p className="text-xs text-[#52514e]">{d.grading.noPairs}</p>
      ) : (
        <>
          <TableExport name={`veraz-acuerdo-${testId}`} testId={`${testId}-export`}>
          <table className="border-collapse text-xs">
            <thead>
              <tr>
                <th className="p-1 text-left">{otherLabel} ↓ / {d.grading.auto} →</th>
                {a.confusion.labels.map((l) => (
                  <th key={l} className="border border-[#e5e4df] bg-[#f1f0eb] px-2">{l}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {a.confusion.labels.map((row, i) => (
                <tr key={row}>
                  <th className="border border-[#e5e4df] bg-[#f1f0eb] px-2">{row}</th>
                  {a.confusion.counts[i]!.map((n, j) => (
                    <td key={j} className={`border border-[#e5e4df] px-2 text-right tabular-nums ${i === j ? "font-semibold" : ""}`}>{n}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          </TableExport>
          <p className="mt-1 text-xs" data-testid={`${testId}-summary`}>
            {d.grading.accuracy} {formatCount(a.confusion.accuracy.k, a.confusion.accuracy.n)} = {formatFixed(a.confusion.accuracy.p)}{" "}
            {formatInterval(a.confusion.accuracy.low, a.confusion.accuracy.high)} · κ = {a.kappa === null ? "—" : formatFixed(a.kappa, 3)}
          </p>
          {a.disagreements.length ? (
            <details className="mt-1 text-xs">
              <summary className="cursor-pointer">{d.grading.disagreements} ({a.disagreements.length})</summary>
              <ul>
                {a.disagreements.slice(0, 200).map((x) => (
                  <li key={x.fichaId}>
                    <Link href={`/ficha/${x.fichaId}`} className="text-[#2a78d6] hover:underline">ficha {x.fichaId}</Link>: {d.grading.auto} {x.auto} · {otherLabel} {x.other}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}
