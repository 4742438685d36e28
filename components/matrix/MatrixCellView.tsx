import Link from "next/link";
import type { MatrixCell } from "@/db/queries/matrix";
import type { Dictionary } from "@/lib/i18n";
import { formatCount, formatFixed, formatInterval } from "@/lib/stats/format";
import { formatUsd } from "@/lib/views/money";
import { seedColor } from "@/lib/views/palette";
import { CancelButton, RunButton } from "./RunButton";

/** One condition of the matrix: status, live progress, Table 1 summary with intervals, run button. */
/** A run whose worker died in the last 15 s (another resumes it): said on the page, not left looking frozen. */
export function workerLost(run: { notice: string | null; noticeAt: number | null }, now = Date.now()): boolean {
  return run.notice === "worker-lost" && run.noticeAt !== null && now - run.noticeAt < 15_000;
}

export function MatrixCellView({
  cell,
  mode,
  d,
  disabledReason,
  shortReason,
  estimate,
}: {
  estimate?: { calls: number; costUsd: number; batchCostUsd: number; autoEngine: "batch" | "sync" } | null;
  cell: MatrixCell;
  mode: string;
  d: Dictionary;
  /** Full reason (button title and tooltip) and its short form (shown on the cell). */
  disabledReason: string | null;
  shortReason: string | null;
}) {
  const { condition, run, table1 } = cell;
  const active = run?.status === "queued" || run?.status === "running";
  const color = seedColor(condition.seedName);
  return (
    <td
      data-testid={`cell-${condition.id}`}
      data-status={run?.status ?? "none"}
      className="align-top border border-[#e5e4df] bg-white p-1.5 text-[11px] leading-snug"
      style={color ? { boxShadow: `inset 3px 0 0 ${color}` } : undefined}
    >
      {condition.seedName ? (
        <div className="mb-0.5 truncate font-semibold" style={{ color: color ?? undefined }} data-testid="seed-name">
          {condition.seedName}
        </div>
      ) : null}
      <div className="text-[#52514e]" data-testid="cell-status">
        {run ? (
          <Link
            href={`/condicion/${encodeURIComponent(condition.id)}?mode=${mode}`}
            className="hover:underline"
            title={d.matrixRun.open}
            data-testid="cell-link"
          >
            {`${d.matrix.status[run.status]} · ${d.matrix.repetition} ${run.repetition}`}
          </Link>
        ) : (
          d.matrix.notRun
        )}
        {run && mode === "simulated" ? <span className="ml-1 rounded bg-[#fbe3d6] px-1 text-[9px] text-[#b0401a]">{d.matrix.simulatedMark}</span> : null}
        {run?.engine === "batch" ? <span className="ml-1 rounded bg-[#dcebfa] px-1 text-[9px] text-[#1f5fa8]" data-testid="cell-batch">{d.batch.badge}</span> : null}
      </div>
      {run && active && workerLost(run) ? (
        <div className="mt-0.5 rounded bg-[#fdf1ea] px-1 text-[10px] text-[#b0401a]" data-testid="cell-notice" role="status">
          {d.matrixRun.workerLost}
        </div>
      ) : null}
      {run && (active || run.done < run.total) ? (
        <div className="mt-0.5" data-testid="cell-progress">
          <div
            className="h-1.5 w-full overflow-hidden rounded bg-[#e5e4df]"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={run.total}
            aria-valuenow={run.done}
          >
            <div className="h-full bg-[#2a78d6]" style={{ width: `${(100 * run.done) / run.total}%` }} />
          </div>
          <span className="text-[10px] text-[#52514e]">
            {run.done}/{run.total}
          </span>
        </div>
      ) : null}
      {table1 && table1.n > 0 ? (
        <div className="mt-0.5 space-y-0.5" data-testid="cell-results">
          <div data-testid="cell-counts" title={`${d.matrix.correct} · ${d.matrix.incorrect} · ${d.matrix.abstentions}`}>
            <span className="text-[#1a8f63]">{table1.correcta} ✓</span> ·{" "}
            <span className="text-[#c2531f]">{table1.incorrecta} ✗</span> ·{" "}
            <span className="text-[#52514e]">{table1.abstencion} N</span>
          </div>
          {table1.hallucination ? (
            <div data-testid="cell-hallucination" title={d.matrix.interval}>
              {d.matrix.hallucination} <b>{formatCount(table1.hallucination.k, table1.hallucination.n)}</b> ={" "}
              {formatFixed(table1.hallucination.p)}{" "}
              <span className="text-[#8a8984]">
                {formatInterval(table1.hallucination.low, table1.hallucination.high)}
              </span>
            </div>
          ) : null}
          {table1.abstention ? (
            <div data-testid="cell-abstention" className="text-[#52514e]">
              {d.matrix.abstention} {formatCount(table1.abstention.k, table1.abstention.n)} ={" "}
              {formatFixed(table1.abstention.p)}
            </div>
          ) : null}
        </div>
      ) : null}
      {cell.cost && cell.cost.costUsd > 0 ? (
        <div className="text-[10px] text-[#52514e]" data-testid="cell-cost">
          {d.cost.cost} {formatUsd(cell.cost.costUsd)} · {cell.cost.tokensIn + cell.cost.tokensOut} tokens
        </div>
      ) : null}
      {estimate && !active ? (
        <div className="text-[10px] text-[#8a8984]" data-testid="cell-estimate">
          {d.cost.estimate.replace("{calls}", String(estimate.calls)).replace("{usd}", formatUsd(estimate.costUsd))} ·{" "}
          {d.cost.estimateBatch.replace("{usd}", formatUsd(estimate.batchCostUsd))}
        </div>
      ) : null}
      {disabledReason ? (
        <p className="mt-0.5 line-clamp-2 text-[10px] text-[#8a8984]" title={disabledReason} data-testid="cell-unavailable">
          {d.matrix.unavailable}: {shortReason}
        </p>
      ) : null}
      {active && run ? (
        <CancelButton runId={run.id} label={d.matrix.cancel} />
      ) : (
        <RunButton
          conditionId={condition.id}
          mode={mode}
          label={run ? d.matrix.runAgain : d.matrix.run}
          disabledReason={disabledReason}
          engines={
            estimate
              ? {
                  label: d.batch.engine,
                  auto: d.batch.autoChooses.replace("{engine}", d.batch.engines[estimate.autoEngine]),
                  batch: d.batch.engines.batch,
                  sync: d.batch.engines.sync,
                }
              : null
          }
        />
      )}
    </td>
  );
}
