import type { Dictionary } from "@/lib/i18n";
import { formatCount, formatFixed, formatInterval } from "@/lib/stats/format";
import type { Agreement, GraderAgreement } from "@/lib/views/grading";
import { AgreementView } from "./AgreementView";
import { TableExport } from "@/components/tables/TableExport";

/** A grader's name for people ("veraz-autograder-2" → "veraz sin conexión v2"). */
export function graderLabel(id: string, d: Dictionary): string {
  const offline = /^veraz-autograder-(\d+)$/.exec(id);
  if (offline) return `${d.grading.offline} v${offline[1]}`;
  if (id.startsWith("nli:")) return `NLI ${id.slice(4)}`;
  const claude = /^claude-(\w+)-(\d+)-(\d+)$/.exec(id);
  if (claude) return `Claude ${claude[1]!.charAt(0).toUpperCase()}${claude[1]!.slice(1)} ${claude[2]}.${claude[3]}`;
  return id;
}

function cell(a: Agreement | null) {
  if (!a) return <span className="text-[#9b9a93]">—</span>;
  const r = a.confusion.accuracy;
  return (
    <span className="tabular-nums">
      {formatCount(r.k, r.n)} = {formatFixed(r.p)} <span className="text-[#52514e]">{formatInterval(r.low, r.high)}</span> · κ {a.kappa === null ? "—" : formatFixed(a.kappa, 2)}
    </span>
  );
}

/** Every automatic grader in one table, then its confusion matrices against people and planted truth. */
export function GraderComparison({ graders, d }: { graders: readonly GraderAgreement[]; d: Dictionary }) {
  if (graders.length === 0) return <p className="text-xs text-[#52514e]">{d.grading.noGraders}</p>;
  return (
    <div className="space-y-3">
      <TableExport name="veraz-calificadores" testId="graders-export">
        <table className="w-full border-collapse text-xs" data-testid="graders-table">
          <thead>
            <tr className="bg-[#f1f0eb] text-left">
              <th className="border border-[#e5e4df] px-2 py-1">{d.grading.grader}</th>
              <th className="border border-[#e5e4df] px-2 py-1 text-right">{d.grading.gradedBy}</th>
              <th className="border border-[#e5e4df] px-2 py-1">{d.grading.vsPeople}</th>
              <th className="border border-[#e5e4df] px-2 py-1">{d.grading.vsPlanted}</th>
              <th className="border border-[#e5e4df] px-2 py-1">{d.grading.failures}</th>
            </tr>
          </thead>
          <tbody>
            {graders.map((g) => (
              <tr key={g.grader} data-testid={`grader-row-${g.grader}`}>
                <td className="border border-[#e5e4df] px-2 py-1 font-medium">{graderLabel(g.grader, d)}</td>
                <td className="border border-[#e5e4df] px-2 py-1 text-right tabular-nums">{g.graded}</td>
                <td className="border border-[#e5e4df] px-2 py-1">{cell(g.vsPeople)}</td>
                <td className="border border-[#e5e4df] px-2 py-1">{cell(g.vsPlanted)}</td>
                <td className="border border-[#e5e4df] px-2 py-1">
                  {g.failures.count === 0 ? (
                    <span className="text-[#9b9a93]">{d.grading.none}</span>
                  ) : (
                    <span className="text-[#b0401a]" title={g.failures.examples.map((f) => `ficha ${f.fichaId}: ${f.reason}`).join("\n")}>
                      {g.failures.count} ({g.failures.examples[0]!.reason})
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableExport>
      {graders.map((g, i) => (
        <details key={g.grader} open={i === 0} className="text-xs">
          <summary className="cursor-pointer font-medium">{d.grading.details}: {graderLabel(g.grader, d)}</summary>
          <div className="mt-2 grid grid-cols-1 items-start gap-4 md:grid-cols-2">
            <AgreementView title={d.grading.vsPeople} a={g.vsPeople} d={d} otherLabel={d.grading.person} testId={`agreement-people-${i}`} />
            <AgreementView title={d.grading.vsPlanted} a={g.vsPlanted} d={d} otherLabel={d.grading.planted} testId={`agreement-planted-${i}`} />
          </div>
        </details>
      ))}
    </div>
  );
}
