import { tutorLabel } from "@/lib/i18n/labels";
import { requestMode } from "@/lib/mode";
import Link from "next/link";
import { z } from "zod";
import { LiveRefresh } from "@/components/LiveRefresh";
import { MatrixCellView } from "@/components/matrix/MatrixCellView";
import { RunMatrixButton } from "@/components/matrix/RunMatrixButton";
import { Welcome } from "@/components/matrix/Welcome";
import { ProgressBar } from "@/components/ProgressBar";
import { getDb } from "@/db/client";
import { modeSchema } from "@/lib/conditions/axes";
import { reasonText } from "@/lib/i18n";
import { requestDictionary } from "@/lib/i18n/server";
import { loadMatrixView } from "@/lib/views/matrix";
import { formatUsd } from "@/lib/views/money";

export const dynamic = "force-dynamic";

const params = z.object({ mode: modeSchema.optional().catch(undefined) });

export default async function MatrixPage({ searchParams }: { searchParams: Promise<Record<string, string | string[]>> }) {
  const mode = await requestMode(params.parse(await searchParams).mode);
  const d = await requestDictionary();
  const view = loadMatrixView({ db: getDb(), mode });
  // "Run the whole matrix" in real mode: the paid calls it would make (Claude conditions not yet run), both prices.
  const paid = view.runnable.map((id) => view.estimates[id]).filter((e) => e !== undefined);
  const matrixEstimate = paid.length
    ? { calls: paid.reduce((s, e) => s + e.calls, 0), costUsd: paid.reduce((s, e) => s + e.costUsd, 0), batchCostUsd: paid.reduce((s, e) => s + e.batchCostUsd, 0) }
    : null;
  return (
    <div>
      <LiveRefresh active={view.active} />
      <div className="mb-3 flex flex-wrap items-end gap-x-8 gap-y-2">
        <h1 className="text-2xl font-semibold">{d.matrix.title}</h1>
        <p className="text-sm text-[#52514e]" data-testid="bank-summary">
          {d.matrix.bank} «{view.bank.name}» {d.matrix.version} {view.bank.version} · {d.matrix.hash}{" "}
          <code className="rounded bg-[#e5e4df] px-1" data-testid="bank-hash">
            {view.bank.hash.slice(0, 12)}
          </code>{" "}
          · {view.bank.frozen ? d.matrix.frozen : d.matrix.notFrozen} · {view.bank.questions} {d.matrix.questions} (
          {view.bank.answerable} {d.matrix.answerable}, {view.bank.unanswerable} {d.matrix.unanswerable})
        </p>
      </div>
      <div className="mb-2 flex flex-wrap items-center gap-4">
        <RunMatrixButton
          mode={view.mode}
          label={d.matrixRun.runAll}
          hint={d.matrixRun.runAllHint}
          count={view.runnable.length}
          estimate={matrixEstimate ? `${d.cost.estimate.replace("{calls}", String(matrixEstimate.calls)).replace("{usd}", formatUsd(matrixEstimate.costUsd))} · ${d.cost.estimateBatch.replace("{usd}", formatUsd(matrixEstimate.batchCostUsd))}` : null}
          engines={matrixEstimate ? { label: d.batch.engine, ...d.batch.engines } : null}
        />
        {view.mode === "real" ? (
          <Link href="/ajustes" className="text-xs tabular-nums text-[#52514e] hover:text-[#2a78d6]" data-testid="matrix-budget" title={d.cost.budget}>
            {d.cost.budgetShort.replace("{spent}", formatUsd(view.budget.spentUsd)).replace("{remaining}", formatUsd(view.budget.remainingUsd)).replace("{budget}", formatUsd(view.budget.budgetUsd))}
          </Link>
        ) : null}
        {view.progress ? (
          <ProgressBar {...view.progress} labels={d.matrixRun} testId="matrix-progress" />
        ) : null}
        {view.mode === "simulated" ? (
          <span className="rounded bg-[#fbe3d6] px-2 py-0.5 text-xs font-semibold text-[#b0401a]" data-testid="simulated-banner">
            {d.matrix.simulatedMark}
          </span>
        ) : null}
      </div>
      {view.rows.every((r) => r.cells.every((c) => c.run === null)) ? <Welcome labels={d.matrixRun} /> : null}
      <p className="mb-1 text-xs text-[#52514e]">{d.matrix.legend}</p>
      <p className="mb-2 text-xs text-[#52514e]">{d.matrixRun.verifyNote}</p>
      <div className="overflow-x-auto">
        <table className="w-full table-fixed border-collapse" data-testid="matrix">
          <colgroup>
            <col className="w-[130px]" />
            {view.columns.map((c) => (
              <col key={`${c.grounding}-${c.policy}`} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th className="border border-[#e5e4df] bg-[#f1f0eb] p-1 text-left text-xs" rowSpan={2}>
                {d.matrix.tutor}
              </th>
              {(["none", "retrieved", "all"] as const).map((g) => (
                <th key={g} colSpan={3} className="border border-[#e5e4df] bg-[#f1f0eb] p-1 text-xs font-semibold">
                  {d.matrix.groundings[g]}
                </th>
              ))}
            </tr>
            <tr>
              {view.columns.map((c) => (
                <th key={`${c.grounding}-${c.policy}`} className="border border-[#e5e4df] bg-[#f7f6f2] p-1 text-[11px] font-normal text-[#52514e]">
                  {d.matrix.policies[c.policy]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => {
              const reason = row.availability.available ? null : reasonText(d, row.availability.reason);
              const short = row.availability.available ? null : reasonText(d, row.availability.reason, true);
              return (
                <tr key={row.tutorId} data-testid={`row-${row.tutorId}`}>
                  <th scope="row" className="border border-[#e5e4df] bg-[#f7f6f2] p-1.5 text-left align-top text-xs">
                    <div className="font-semibold">{tutorLabel(d, { id: row.tutorId, label: row.label })}</div>
                    <code className="text-[10px] text-[#8a8984]">{row.tutorId}</code>
                    {reason ? (
                      <p className="mt-1 break-words text-[10px] font-normal text-[#8a8984]" data-testid="row-reason">
                        {reason}
                      </p>
                    ) : null}
                  </th>
                  {row.cells.map((cell) => (
                    <MatrixCellView key={cell.condition.id} cell={cell} mode={view.mode} d={d} disabledReason={reason} shortReason={short} estimate={view.estimates[cell.condition.id] ?? null} corrected={view.corrections[cell.condition.id]?.hallucination ?? null} correctedN={view.corrections[cell.condition.id]?.n ?? 0} remainingUsd={view.mode === "real" ? view.budget.remainingUsd : undefined} />
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
