import Link from "next/link";
import type { MatrixCell } from "@/db/queries/matrix";
import type { Dictionary } from "@/lib/i18n";
import { formatCount, formatFixed, formatInterval } from "@/lib/stats/format";
import { formatUsd } from "@/lib/views/money";
import { seedColor } from "@/lib/views/palette";
import { rateColor } from "@/lib/views/rateColor";

/** A rate's Wilson interval on a 0–1 track, with a tick at the rate itself. */
function IntervalBar({ low, high, p }: { low: number; high: number; p: number }) {
  return (
    <div className="relative mt-0.5 h-1.5 w-full rounded bg-white/70" aria-hidden="true" data-testid="cell-interval-bar">
      <div className="absolute top-0 h-full rounded bg-[#52514e]/40" style={{ left: `${low * 100}%`, width: `${Math.max(1, (high - low) * 100)}%` }} />
      <div className="absolute -top-0.5 h-2.5 w-0.5 bg-[#2b2a28]" style={{ left: `calc(${p * 100}% - 1px)` }} />
    </div>
  );
}
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
  corrected = null,
  correctedN = 0,
  remainingUsd,
}: {
  /** Real mode: what remains of the month's budget, weighed against this cell's click. */
  remainingUsd?: number;
  /** The latest run's rate corrected for the grader's errors (PPI++), and the people's grades behind it. */
  corrected?: { estimate: number; low: number; high: number } | null;
  correctedN?: number;
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
  const clickUsd = estimate ? (estimate.autoEngine === "batch" ? estimate.batchCostUsd : estimate.costUsd) : 0;
  return (
    <td
      data-testid={`cell-${condition.id}`}
      data-status={run?.status ?? "none"}
      tabIndex={table1?.hallucination ? 0 : undefined}
      className={`group relative align-top border border-[#e5e4df] p-1.5 text-[11px] leading-snug outline-none focus:ring-2 focus:ring-[#2a78d6] ${disabledReason && !run ? "text-[#9b9a93]" : ""}`}
      style={{
        background: table1?.hallucination ? rateColor(table1.hallucination.p) : disabledReason ? "#f7f6f2" : "white",
        ...(color ? { boxShadow: `inset 3px 0 0 ${color}` } : {}),
      }}
    >
      {condition.seedName ? (
        <div className="mb-0.5 truncate font-semibold" style={{ color: color ?? undefined }} data-testid="seed-name">
          {condition.seedName}
        </div>
      ) : null}
      {/* Status only when it is news (queued, running, failed, cancelled); a finished cell shows its rate, which opens it. */}
      <div className="text-[#52514e]" data-testid="cell-status">
        {run ? (
          <Link
            href={`/condicion/${encodeURIComponent(condition.id)}?mode=${mode}`}
            className={`hover:underline ${run.status === "done" ? "text-[10px] text-[#52514e]/80" : ""}`}
            title={d.matrixRun.open}
            data-testid="cell-link"
          >
            {run.status === "done" ? `${d.matrix.repetition} ${run.repetition}` : `${d.matrix.status[run.status]} · ${d.matrix.repetition} ${run.repetition}`}
          </Link>
        ) : disabledReason ? null : (
          d.matrix.notRun
        )}
        {run?.engine === "batch" ? <span className="ml-1 rounded bg-[#dcebfa] px-1 text-[9px] text-[#1f5fa8]" data-testid="cell-batch">{d.batch.badge}</span> : null}
      </div>
      {/* Why the latest run failed, in the worker's words (a model id the API rejects, a missing key, the budget). */}
      {run?.status === "failed" && run.error ? (
        <div className="mt-0.5 line-clamp-4 rounded bg-[#fdf1ea] px-1 text-[10px] text-[#b0401a]" title={run.error} data-testid="cell-error" role="status">
          {run.error}
        </div>
      ) : null}
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
      {table1 && table1.n > 0 && table1.hallucination ? (
        <div className="mt-0.5" data-testid="cell-results">
          {/* Read at a glance: the rate on the heatmap's colour scale, its Wilson interval as a small bar. */}
          <div className="flex items-baseline justify-between gap-1">
            <b className="text-[13px] tabular-nums text-[#2b2a28]" data-testid="cell-rate">{formatFixed(table1.hallucination.p)}</b>
            <span className="text-[10px] tabular-nums text-[#52514e]">{formatCount(table1.hallucination.k, table1.hallucination.n)}</span>
          </div>
          <IntervalBar low={table1.hallucination.low} high={table1.hallucination.high} p={table1.hallucination.p} />
          {/* Details on hover and keyboard focus. */}
          <div className="pointer-events-none absolute left-0 top-full z-20 mt-0.5 hidden w-56 rounded border border-[#c3c2b7] bg-white p-1.5 text-[11px] shadow-md group-focus-within:block group-hover:block" data-testid="cell-details" role="tooltip">
            <div data-testid="cell-counts">
              <span className="text-[#1a8f63]">{table1.correcta} {d.matrix.correct}</span> · <span className="text-[#c2531f]">{table1.incorrecta} {d.matrix.incorrect}</span> ·{" "}
              <span className="text-[#52514e]">{table1.abstencion} {d.matrix.abstentions}</span>
            </div>
            <div data-testid="cell-hallucination">
              {d.matrix.hallucination} <b>{formatCount(table1.hallucination.k, table1.hallucination.n)}</b> = {formatFixed(table1.hallucination.p)}{" "}
              <span className="text-[#8a8984]">{formatInterval(table1.hallucination.low, table1.hallucination.high)}</span>
            </div>
            {corrected ? (
              <div data-testid="cell-corrected">
                {d.results.ppiHeader}: <b>{formatFixed(corrected.estimate)}</b> {formatInterval(Math.max(0, corrected.low), Math.min(1, corrected.high))} · n {correctedN}
              </div>
            ) : null}
            {table1.abstention ? (
              <div data-testid="cell-abstention" className="text-[#52514e]">
                {d.matrix.abstention} {formatCount(table1.abstention.k, table1.abstention.n)} = {formatFixed(table1.abstention.p)}
              </div>
            ) : null}
            {cell.cost && cell.cost.costUsd > 0 ? (
              <div className="text-[#52514e]" data-testid="cell-cost">
                {d.cost.cost} {formatUsd(cell.cost.costUsd)} · {cell.cost.tokensIn + cell.cost.tokensOut} tokens
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
      {estimate && !active && !disabledReason ? (
        <div className="text-[10px] text-[#8a8984]" data-testid="cell-estimate">
          {d.cost.estimate.replace("{calls}", String(estimate.calls)).replace("{usd}", formatUsd(estimate.costUsd))} ·{" "}
          {d.cost.estimateBatch.replace("{usd}", formatUsd(estimate.batchCostUsd))}
          {remainingUsd !== undefined ? (
            <div data-testid="cell-click-cost" className={clickUsd > remainingUsd + 1e-12 ? "font-semibold text-[#b0401a]" : undefined}>
              {(clickUsd > remainingUsd + 1e-12 ? d.cost.clickTooMuch : d.cost.clickCost).replace("{usd}", formatUsd(clickUsd)).replace("{remaining}", formatUsd(remainingUsd))}
            </div>
          ) : null}
        </div>
      ) : null}
      {active && run ? (
        <CancelButton runId={run.id} label={d.matrix.cancel} />
      ) : disabledReason ? null : (
        <RunButton
          conditionId={condition.id}
          mode={mode}
          label={run ? d.matrix.runAgain : d.matrix.run}
          quiet={run !== null}
          seenRunId={run?.id ?? 0}
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
