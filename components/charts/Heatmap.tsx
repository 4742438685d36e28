import type { MatrixCell } from "@/db/queries/matrix";
import type { Dictionary } from "@/lib/i18n";
import { formatCount, formatFixed, formatInterval } from "@/lib/stats/format";

import { RATE_SCALE_MAX, rateColor as color } from "@/lib/views/rateColor";

/**
 * The 54 conditions coloured by hallucination rate; abstention and the Wilson
 * interval on hover and keyboard focus; cells not run are visibly empty.
 */
export function Heatmap({ cells, d, tutors }: { cells: readonly MatrixCell[]; d: Dictionary; tutors: readonly { id: string; label: string }[] }) {
  const maxRate = RATE_SCALE_MAX;
  const columns = cells.filter((c) => c.condition.tutorId === tutors[0]!.id).map((c) => c.condition);
  return (
    <figure className="inline-block bg-white p-2" data-testid="heatmap">
      <figcaption className="mb-1 text-base font-semibold">{d.results.heatmapTitle}</figcaption>
      <table className="border-collapse text-[11px]">
        <thead>
          <tr>
            <th />
            {columns.map((c) => (
              <th key={c.id} className="w-[78px] px-0.5 pb-1 text-center font-normal text-[#52514e]">
                {d.matrix.groundings[c.grounding]}
                <br />
                <span className="text-[10px]">{d.matrix.policies[c.policy]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tutors.map((t) => (
            <tr key={t.id}>
              <th className="pr-2 text-right font-semibold">{t.label}</th>
              {cells
                .filter((c) => c.condition.tutorId === t.id)
                .map((c) => {
                  const h = c.run?.status === "done" ? c.table1?.hallucination : null;
                  const a = c.table1?.abstention;
                  const tip = h
                    ? `${c.condition.seedName ?? c.condition.id}: ${d.matrix.hallucination} ${formatCount(h.k, h.n)} = ${formatFixed(h.p)} ${formatInterval(h.low, h.high)}; ${d.matrix.abstention} ${a ? `${formatCount(a.k, a.n)} = ${formatFixed(a.p)}` : "—"}`
                    : `${c.condition.id}: ${d.matrix.notRun}`;
                  return (
                    <td
                      key={c.condition.id}
                      tabIndex={0}
                      title={tip}
                      aria-label={tip}
                      data-testid={`heat-${c.condition.id}`}
                      className="h-[42px] border border-white text-center align-middle focus:outline focus:outline-2 focus:outline-[#2a78d6]"
                      style={h ? { background: color(h.p, maxRate) } : { background: "repeating-linear-gradient(45deg,#f1f0eb,#f1f0eb 4px,#e5e4df 4px,#e5e4df 8px)" }}
                    >
                      {h ? (
                        <>
                          <div className="font-semibold">{formatFixed(h.p)}</div>
                          <div className="text-[9px] text-[#2b2a28]">{formatCount(h.k, h.n)}</div>
                        </>
                      ) : (
                        <span className="text-[9px] text-[#8a8984]">—</span>
                      )}
                    </td>
                  );
                })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-1 flex items-center gap-2 text-[10px] text-[#52514e]">
        <span>0.00</span>
        <span className="h-2 w-40" style={{ background: `linear-gradient(to right, white, #eb6834)` }} />
        <span>≥ {formatFixed(maxRate)}</span>
        <span className="ml-3">{d.results.heatmapLegend}</span>
      </div>
    </figure>
  );
}
