import type { RunBatchSummary } from "@/db/queries/batches";
import type { Dictionary } from "@/lib/i18n";

const time = (ms: number | null) => (ms ? new Date(ms).toISOString().slice(11, 19) : "—");

/** The message batches of a run: each batch's state and the API's request counts, with totals. */
export function BatchPanel({
  summary,
  d,
  title,
  intro,
  testId = "batch-panel",
}: {
  summary: RunBatchSummary;
  d: Dictionary;
  title?: string;
  intro?: string;
  testId?: string;
}) {
  const t = summary.totals;
  const b = d.batch;
  return (
    <section data-testid={testId}>
      <h2 className="mb-1 text-lg font-semibold">{title ?? b.title}</h2>
      <p className="mb-1 max-w-3xl text-xs text-[#52514e]">{intro ?? b.intro}</p>
      <p className="mb-1 text-sm" data-testid="batch-summary">
        {b.summary
          .replace("{batches}", String(summary.batches.length))
          .replace("{requests}", String(t.requests))
          .replace("{succeeded}", String(t.succeeded))
          .replace("{errored}", String(t.errored))
          .replace("{expired}", String(t.expired))
          .replace("{canceled}", String(t.canceled))
          .replace("{processing}", String(t.processing))}
      </p>
      <table className="border-collapse text-xs" data-testid="batch-table">
        <thead>
          <tr className="bg-[#f1f0eb] text-left">
            {[b.batch, b.state, b.requests, b.processing, b.succeeded, b.errored, b.expired, b.canceled, b.submitted, b.polls, b.nextPoll].map((h) => (
              <th key={h} className="border border-[#e5e4df] p-1">{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.batches.map((r) => {
            const c = r.parsedCounts;
            const open = r.status === "in_progress" || r.status === "canceling";
            return (
              <tr key={r.id} className="bg-white" data-testid="batch-row" data-status={r.status}>
                <td className="border border-[#e5e4df] p-1 font-mono">{r.apiId ?? `#${r.id}`}</td>
                <td className="border border-[#e5e4df] p-1">
                  {b.status[r.status]}
                  {r.error ? <span className="ml-1 text-[#b0401a]">{r.error}</span> : null}
                </td>
                <td className="border border-[#e5e4df] p-1 text-right">{r.requestCount}</td>
                <td className="border border-[#e5e4df] p-1 text-right">{c ? c.processing : "—"}</td>
                <td className="border border-[#e5e4df] p-1 text-right text-[#1a8f63]">{c ? c.succeeded : "—"}</td>
                <td className="border border-[#e5e4df] p-1 text-right text-[#b0401a]">{c ? c.errored : "—"}</td>
                <td className="border border-[#e5e4df] p-1 text-right">{c ? c.expired : "—"}</td>
                <td className="border border-[#e5e4df] p-1 text-right">{c ? c.canceled : "—"}</td>
                <td className="border border-[#e5e4df] p-1">{time(r.submittedAt)}</td>
                <td className="border border-[#e5e4df] p-1 text-right">{r.polls}</td>
                <td className="border border-[#e5e4df] p-1">{open ? time(r.nextPollAt) : "—"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
