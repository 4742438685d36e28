/** A labelled progress bar: done / total, elapsed and estimated remaining time. */
export function ProgressBar({
  done,
  total,
  elapsedMs,
  remainingMs,
  labels,
  testId,
}: {
  done: number;
  total: number;
  elapsedMs: number | null;
  remainingMs: number | null;
  labels: { progress: string; fichas: string; elapsed: string; remaining: string };
  testId?: string;
}) {
  const seconds = (ms: number | null) => {
    if (ms === null) return "—";
    const s = Math.max(0, Math.round(ms / 1000));
    return s < 60 ? `${s} s` : s < 3600 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
  };
  return (
    <div data-testid={testId} className="min-w-[320px]">
      <div className="flex justify-between text-xs text-[#52514e]">
        <span>
          {labels.progress}: <b data-testid={testId ? `${testId}-count` : undefined}>{done}/{total}</b> {labels.fichas}
        </span>
        <span data-testid={testId ? `${testId}-time` : undefined}>
          {labels.elapsed} {seconds(elapsedMs)} · {labels.remaining} {seconds(remainingMs)}
        </span>
      </div>
      <div className="h-2 w-full overflow-hidden rounded bg-[#e5e4df]" role="progressbar" aria-valuemin={0} aria-valuemax={total} aria-valuenow={done}>
        <div className="h-full bg-[#2a78d6] transition-[width]" style={{ width: `${total ? (100 * done) / total : 0}%` }} />
      </div>
    </div>
  );
}
