import { requestMode } from "@/lib/mode";
import { workerLost } from "@/components/matrix/MatrixCellView";
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { getTutor } from "@/db/queries/tutors";
import { LiveRefresh } from "@/components/LiveRefresh";
import { FichaTable } from "@/components/fichas/FichaTable";
import { TableExport } from "@/components/tables/TableExport";
import { CancelButton, RunButton } from "@/components/matrix/RunButton";
import { BatchPanel } from "@/components/runs/BatchPanel";
import { FichaFilters } from "@/components/fichas/FichaFilters";
import { getDb } from "@/db/client";
import { modeSchema } from "@/lib/conditions/axes";
import { requestDictionary } from "@/lib/i18n/server";
import { formatCount, formatFixed, formatInterval } from "@/lib/stats/format";
import { loadConditionView } from "@/lib/views/condition";
import { formatUsd } from "@/lib/views/money";

export const dynamic = "force-dynamic";

const params = z.object({
  mode: modeSchema.optional().catch(undefined),
  run: z.coerce.number().int().positive().optional().catch(undefined),
  category: z.enum(["correcta", "incorrecta", "abstención", "sin calificar"]).optional().catch(undefined),
  tipo: z.enum(["con respuesta", "sin respuesta"]).optional().catch(undefined),
  source: z.enum(["persona", "verdad plantada", "automática"]).optional().catch(undefined),
  page: z.coerce.number().int().positive().catch(1),
});

export default async function ConditionPage({
  params: routeParams,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  const { id } = await routeParams;
  const q = params.parse(await searchParams);
  const mode = await requestMode(q.mode);
  const d = await requestDictionary();
  const view = loadConditionView({ db: getDb(), conditionId: decodeURIComponent(id), mode: mode, runId: q.run, filter: { category: q.category, tipo: q.tipo, source: q.source }, page: q.page });
  if (!view) notFound();
  const c = view.condition;
  const active = view.runs.some((r) => r.run.status === "queued" || r.run.status === "running");
  const base = `/condicion/${encodeURIComponent(c.id)}`;
  const filterQuery = (extra: Record<string, string | undefined>) => {
    const p = new URLSearchParams({ mode: mode });
    const merged = { run: view.selectedRunId ? String(view.selectedRunId) : undefined, category: q.category, tipo: q.tipo, source: q.source, ...extra };
    for (const [k, v] of Object.entries(merged)) if (v) p.set(k, v);
    return `?${p.toString()}`;
  };
  return (
    <div className="space-y-5">
      <LiveRefresh active={active} />
      <div>
        <Link href={mode === "real" ? "/" : "/?mode=simulated"} className="text-xs text-[#2a78d6] hover:underline">
          ← {d.nav.matrix}
        </Link>
        <h1 className="text-2xl font-semibold" data-testid="condition-title">
          {d.condition.title}: {c.seedName ?? c.id}
        </h1>
        <p className="text-sm text-[#52514e]">
          <code>{c.id}</code> · {d.matrix.groundings[c.grounding]} · {d.matrix.policies[c.policy]} · {d.matrix.mode}{" "}
          {d.matrix.modes[mode]} · {d.matrix.bank} {d.matrix.version} {view.bankVersion.version} ({view.bankVersion.hash.slice(0, 12)})
        </p>
        <p className="mt-1 flex gap-3 text-xs" data-testid="condition-links">
          <Link href={`/calibracion?mode=${mode}&c=${encodeURIComponent(c.id)}`} className="text-[#2a78d6] hover:underline">
            {d.nav.calibration} →
          </Link>
          <Link href={`/verificador?mode=${mode}&c=${encodeURIComponent(c.id)}`} className="text-[#2a78d6] hover:underline">
            {d.nav.verifier} →
          </Link>
          <Link href={`/fichas?mode=${mode}&condition=${encodeURIComponent(c.id)}`} className="text-[#2a78d6] hover:underline">
            {d.nav.fichas} →
          </Link>
        </p>
        <div className="mt-2 w-56">
          <RunButton
            conditionId={c.id}
            mode={mode}
            label={view.runs.length ? d.matrix.runAgain : d.matrix.run}
            disabledReason={null}
            seenRunId={Math.max(0, ...view.runs.map((r) => r.run.id))}
            engines={mode === "real" && getTutor({ db: getDb(), id: c.tutorId })?.kind === "anthropic" ? { label: d.batch.engine, auto: d.batch.engines.auto, batch: d.batch.engines.batch, sync: d.batch.engines.sync } : null}
          />
        </div>
      </div>

      <section>
        <h2 className="mb-1 text-lg font-semibold">{d.condition.runs}</h2>
        {view.runs.length === 0 ? (
          <p className="text-sm">{d.condition.noRuns}</p>
        ) : (
          <TableExport csvHref={`/api/export/fichas?${view.runs.map((r) => `run=${r.run.id}`).join("&")}`} name={`veraz-ejecuciones-${c.id.replace(/\|/g, "_")}`} testId="runs-export">
          <table className="border-collapse text-xs" data-testid="runs-table">
            <thead>
              <tr className="bg-[#f1f0eb] text-left">
                {[d.condition.run, d.matrix.repetition, d.condition.seed, "", d.matrix.correct, d.matrix.incorrect, d.matrix.abstentions, "inventadas", d.matrix.hallucination, d.matrix.interval, d.matrix.abstention, d.cost.cost, ""].map((h, i) => (
                  <th key={i} className="border border-[#e5e4df] p-1">{h}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.runs.map(({ run, table1, cost }) => (
                <tr key={run.id} className={`bg-white ${run.id === view.selectedRunId ? "outline outline-2 outline-[#2a78d6]" : ""}`} data-testid="run-row">
                  <td className="border border-[#e5e4df] p-1">
                    <Link href={`${base}${filterQuery({ run: String(run.id) })}`} className="text-[#2a78d6] hover:underline">#{run.id}</Link>
                  </td>
                  <td className="border border-[#e5e4df] p-1">{run.repetition}</td>
                  <td className="border border-[#e5e4df] p-1">{run.seed}{run.preset ? ` · ${d.condition.preset}` : ""}</td>
                  <td className="border border-[#e5e4df] p-1">
                    {d.matrix.status[run.status]} {run.done}/{run.total}
                    {(run.status === "queued" || run.status === "running") && workerLost(run) ? (
                      <span className="ml-1 rounded bg-[#fdf1ea] px-1 text-[10px] text-[#b0401a]" data-testid="run-notice" role="status">{d.matrixRun.workerLost}</span>
                    ) : null}
                    {run.mode === "simulated" ? <span className="ml-1 rounded bg-[#fbe3d6] px-1 text-[9px] text-[#b0401a]">{d.matrix.simulatedMark}</span> : null}
                    {run.engine === "batch" ? <span className="ml-1 rounded bg-[#dcebfa] px-1 text-[9px] text-[#1f5fa8]" data-testid="run-engine">{d.batch.badge}</span> : null}
                    {run.error ? <span className="ml-1 text-[#b0401a]">{run.error}</span> : null}
                  </td>
                  <td className="border border-[#e5e4df] p-1">{table1.correcta}</td>
                  <td className="border border-[#e5e4df] p-1">{table1.incorrecta}</td>
                  <td className="border border-[#e5e4df] p-1">{table1.abstencion}</td>
                  <td className="border border-[#e5e4df] p-1">{table1.inventadas}</td>
                  <td className="border border-[#e5e4df] p-1">
                    {table1.hallucination ? `${formatCount(table1.hallucination.k, table1.hallucination.n)} = ${formatFixed(table1.hallucination.p)}` : "—"}
                  </td>
                  <td className="border border-[#e5e4df] p-1">{table1.hallucination ? formatInterval(table1.hallucination.low, table1.hallucination.high) : "—"}</td>
                  <td className="border border-[#e5e4df] p-1">
                    {table1.abstention ? `${formatCount(table1.abstention.k, table1.abstention.n)} = ${formatFixed(table1.abstention.p)}` : "—"}
                  </td>
                  <td className="border border-[#e5e4df] p-1" data-testid="run-cost">
                    {cost && (cost.costUsd > 0 || cost.tokensIn > 0) ? (
                      <>
                        {formatUsd(cost.costUsd)} · {cost.tokensIn}/{cost.tokensOut} {d.cost.tokens}
                        {cost.cached ? ` · ${cost.cached} ${d.cost.cached}` : ""}
                        {run.retriesUsed ? ` · ${run.retriesUsed} ${d.cost.retries}` : ""}
                      </>
                    ) : "—"}
                  </td>
                  <td className="border border-[#e5e4df] p-1">
                    {run.status === "queued" || run.status === "running" ? <CancelButton runId={run.id} label={d.matrix.cancel} /> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          </TableExport>
        )}
      </section>

      {view.batches ? <BatchPanel summary={view.batches} d={d} /> : null}

      <section>
        <h2 className="mb-1 text-lg font-semibold">{d.condition.spread}</h2>
        <p className="text-sm" data-testid="spread">
          {view.spread
            ? d.condition.spreadText
                .replace("{min}", formatFixed(view.spread.min))
                .replace("{max}", formatFixed(view.spread.max))
                .replace("{n}", String(view.spread.n))
                .replace("{sd}", view.spread.sd === null ? "—" : formatFixed(view.spread.sd, 3))
            : d.condition.spreadNone}
        </p>
        {view.agreement.length ? (
          <details className="mt-1 text-xs">
            <summary className="cursor-pointer">{d.condition.agreement} — {d.condition.agreementText}</summary>
            <table className="mt-1 border-collapse" data-testid="agreement-table">
              <tbody>
                {view.agreement.map((a) => (
                  <tr key={a.clave} className="bg-white">
                    <td className="border border-[#e5e4df] p-1">{a.clave}</td>
                    <td className="border border-[#e5e4df] p-1">{a.pregunta}</td>
                    <td className="border border-[#e5e4df] p-1 font-mono">{a.letters}</td>
                    <td className="border border-[#e5e4df] p-1">{formatFixed(a.share)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        ) : null}
      </section>

      {view.selectedRunId ? (
        <section>
          <h2 className="mb-1 text-lg font-semibold">
            {d.condition.fichas} · {d.condition.run} #{view.selectedRunId}
          </h2>
          <FichaFilters d={d} current={{ category: q.category, tipo: q.tipo, source: q.source }} href={(extra) => `${base}${filterQuery(extra)}`} />
          <p className="mb-1 text-xs text-[#52514e]" data-testid="fichas-pages">
            {view.matching} {d.condition.fichas.toLowerCase()} · {d.condition.page} {view.page} / {view.pages}
            {view.page > 1 ? <Link className="ml-2 text-[#2a78d6] hover:underline" href={`${base}${filterQuery({ page: String(view.page - 1) })}`}>{d.ficha.prev}</Link> : null}
            {view.page < view.pages ? <Link className="ml-2 text-[#2a78d6] hover:underline" href={`${base}${filterQuery({ page: String(view.page + 1) })}`} data-testid="next-page">{d.ficha.next}</Link> : null}
          </p>
          <TableExport csvHref={`/api/export/fichas?run=${view.selectedRunId}`} name={`veraz-fichas-run-${view.selectedRunId}`} testId="fichas-table">
            <FichaTable rows={view.fichas} d={d} query={filterQuery({})} />
          </TableExport>
        </section>
      ) : null}
    </div>
  );
}
