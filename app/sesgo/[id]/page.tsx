import Link from "next/link";
import { notFound } from "next/navigation";
import { LiveRefresh } from "@/components/LiveRefresh";
import { BatchPanel } from "@/components/runs/BatchPanel";
import { prefetchSummary } from "@/db/queries/batches";
import { ForestPlot } from "@/components/charts/ForestPlot";
import { TableExport } from "@/components/tables/TableExport";
import { getDb } from "@/db/client";
import { NotFoundError } from "@/db/queries/errors";
import { requestDictionary } from "@/lib/i18n/server";
import { formatCount, formatFixed } from "@/lib/stats/format";
import { loadBiasView } from "@/lib/views/bias";

export const dynamic = "force-dynamic";

const th = "border border-[#e5e4df] bg-[#f1f0eb] px-2 py-0.5 text-right font-semibold first:text-left";
const td = "border border-[#e5e4df] px-2 py-0.5 text-right tabular-nums first:text-left";

export default async function BiasExperimentPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1) notFound();
  const d = await requestDictionary();
  let v;
  try {
    v = loadBiasView({ db: getDb(), experimentId: id });
  } catch (e) {
    if (e instanceof NotFoundError) notFound();
    throw e;
  }
  const simulated = v.experiment.generator === "seed" || v.experiment.generator === "simulated" ? d.matrix.simulatedMark : null;
  const active = v.experiment.status === "queued" || v.experiment.status === "running";
  const batches = prefetchSummary({ db: getDb(), ownerKey: `bias:${v.experiment.id}` });
  return (
    <div className="space-y-5">
      <LiveRefresh active={active} intervalMs={1000} />
      <div>
        <Link href="/sesgo" className="text-xs text-[#2a78d6] hover:underline">← {d.bias.experiments}</Link>
        <h1 className="text-2xl font-semibold" data-testid="experiment-title">
          #{v.experiment.id} {v.experiment.name}
          {simulated ? <span className="ml-2 rounded bg-[#fbe3d6] px-1.5 text-sm text-[#b0401a]">{simulated}</span> : null}
        </h1>
        <p className="text-xs text-[#52514e]">
          {d.bias.designHash} <code>{v.experiment.designHash.slice(0, 12)}</code> · {v.design.templates.length} {d.bias.template.toLowerCase()}s × {Object.keys(v.design.variants).join(" / ")} × {v.design.repetitions} · {v.cards.length} {d.bias.cards} · {v.human} {d.bias.scored} ·{" "}
          <Link href={`/sesgo/${v.experiment.id}/puntuar`} className="text-[#2a78d6] hover:underline" data-testid="score-link">{d.bias.score}</Link>
        </p>
        {active ? <p className="text-sm">{d.bias.pending}</p> : null}
        {active && v.cards.length > 0 && v.analysedTemplates < v.design.templates.length ? (
          <p className="text-sm text-[#52514e]" data-testid="partial-analysis">
            {d.bias.partialAnalysis.replace("{k}", String(v.analysedTemplates)).replace("{n}", String(v.design.templates.length))}
          </p>
        ) : null}
        {v.experiment.error ? <p role="alert" className="text-sm text-[#b0401a]">{v.experiment.error}</p> : null}
      </div>
      {batches ? <BatchPanel summary={batches} d={d} intro={d.batch.prefetchIntro} title={d.batch.biasTitle} testId="bias-batches" /> : null}
      {v.pairs.map(({ pair: p, conclusion, discordant }, pi) => (
        <div key={p.a} className="space-y-4">
          <h2 className="text-lg font-semibold">{p.a} / {p.b}</h2>
          <div className="flex flex-wrap items-start gap-6">
            <div className="space-y-4">
              <TableExport csvHref={`/api/export/bias?experiment=${v.experiment.id}&table=3&pair=${pi}`} name={`veraz-sesgo-tabla3-${v.experiment.id}`} testId="table3">
                <table className="border-collapse text-xs">
                  <caption className="mb-1 max-w-xl text-left text-xs text-[#52514e]">{d.bias.table3}</caption>
                  <thead><tr>{[d.bias.template, p.a, p.b, d.bias.difference, "ic_bajo", "ic_alto"].map((h) => <th key={h} className={th}>{h}</th>)}</tr></thead>
                  <tbody>
                    {p.rows.map((r) => (
                      <tr key={r.template} data-testid="table3-row">
                        <td className={td}>{r.template}</td>
                        <td className={td}>{formatFixed(r.meanA)}</td>
                        <td className={td}>{formatFixed(r.meanB)}</td>
                        <td className={td}>{formatFixed(r.delta)}</td>
                        <td className={td}>{formatFixed(r.interval.low)}</td>
                        <td className={td}>{formatFixed(r.interval.high)}</td>
                      </tr>
                    ))}
                    <tr className="font-semibold text-[#c2531f]" data-testid="table3-global">
                      <td className={td}>{d.bias.global}</td>
                      <td className={td} />
                      <td className={td} />
                      <td className={td}>{formatFixed(p.globalDelta)}</td>
                      <td className={td}>{formatFixed(p.globalInterval.low)}</td>
                      <td className={td}>{formatFixed(p.globalInterval.high)}</td>
                    </tr>
                  </tbody>
                </table>
                {v.seedSpread && pi === 0 ? (
                  <p className="mt-1 max-w-xl text-[11px] text-[#52514e]" data-testid="seed-spread">
                    {d.bias.seedSpread
                      .replace("{seeds}", String(v.seedSpread.seeds))
                      .replace("{max}", formatFixed(v.seedSpread.maxSpread))
                      .replace("{median}", formatFixed(v.seedSpread.medianSpread))
                      .replace("{global}", formatFixed(v.seedSpread.globalSpread))}
                  </p>
                ) : null}
              </TableExport>
              <TableExport csvHref={`/api/export/bias?experiment=${v.experiment.id}&table=4&pair=${pi}`} name={`veraz-sesgo-tabla4-${v.experiment.id}`} testId="table4">
                <table className="border-collapse text-xs">
                  <caption className="mb-1 max-w-xl text-left text-xs text-[#52514e]">{d.bias.table4}</caption>
                  <thead><tr>{[d.bias.template, "p", "p_holm", "sin corregir", "con Holm"].map((h) => <th key={h} className={th}>{h}</th>)}</tr></thead>
                  <tbody>
                    {p.rows.map((r) => (
                      <tr key={r.template} data-testid="table4-row">
                        <td className={td}>{r.template}</td>
                        <td className={td} title={r.test.fraction ? r.test.fraction.join("/") : undefined}>{formatFixed(r.test.p, 3)}{r.test.fraction ? ` (${r.test.fraction.join("/")})` : ""}</td>
                        <td className={td}>{formatFixed(r.holm, 1)}</td>
                        <td className={td}>{r.significant ? d.bias.yes : d.bias.no}</td>
                        <td className={td}>{r.significantHolm ? d.bias.yes : d.bias.no}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <p className="mt-1 text-xs" data-testid="fwer">{d.bias.fwer.replace("{m}", String(v.analysis!.family))}: {formatFixed(p.familywiseError)}</p>
                <p className="text-xs" data-testid="global-test">
                  {d.bias.planned}: Δ = {formatFixed(p.globalDelta)}, p = {formatFixed(p.globalTest.p, 3)}
                  {p.globalTest.fraction ? ` (${p.globalTest.fraction.join("/")}, ${p.globalTest.nullSize} ${p.globalTest.exact ? "exacta" : ""})` : ""}
                </p>
              </TableExport>
            </div>
            <ForestPlot
              rows={[
                ...p.rows.map((r) => ({ label: `${d.bias.template} ${r.template}`, delta: r.delta, low: r.interval.low, high: r.interval.high })),
                { label: d.bias.global, delta: p.globalDelta, low: p.globalInterval.low, high: p.globalInterval.high, global: true },
              ]}
              title={d.bias.forestTitle}
              xLabel={d.bias.forestX.replace("{a}", p.a).replace("{b}", p.b)}
              fileName={`veraz-sesgo-forest-${v.experiment.id}`}
              simulated={simulated}
            />
          </div>
          <section className="max-w-4xl rounded border border-[#e5e4df] bg-white p-3">
            <h3 className="font-semibold">{d.bias.conclusion}</h3>
            <p className="text-sm" data-testid="conclusion">{conclusion}</p>
          </section>
          <section className="text-xs">
            <h3 className="font-semibold">{d.bias.validation}</h3>
            {v.validation ? (
              <p data-testid="validation">n = {v.validation.n} · κ = {v.validation.kappa === null ? "—" : formatFixed(v.validation.kappa, 3)} · r = {v.validation.r === null ? "—" : formatFixed(v.validation.r, 3)}</p>
            ) : (
              <p>{d.bias.noValidation}</p>
            )}
          </section>
          <section>
            <h3 className="mb-1 font-semibold">{d.bias.discordant}</h3>
            <div className="space-y-2" data-testid="discordant-pairs">
              {discordant.map(({ row, cards }) => (
                <details key={row.template} className="rounded border border-[#e5e4df] bg-white p-2 text-xs" data-testid="discordant-template">
                  <summary className="cursor-pointer">
                    {d.bias.template} {row.template}: Δ = {formatFixed(row.delta)} ({formatCount(cards.length, cards.length)} {d.bias.cards})
                  </summary>
                  <table className="mt-1 w-full border-collapse">
                    <tbody>
                      {cards.map(({ a, b, diff }) => (
                        <tr key={a.id} className="align-top">
                          <td className="w-1/2 border border-[#e5e4df] p-1">
                            <b>{a.humanTone ?? a.autoTone}</b> {diff.length ? diff.filter((x) => x.kind !== "b").map((x, i) => <span key={i} className={x.kind === "a" ? "bg-[#fbe3d6]" : undefined}>{x.text} </span>) : a.card}
                          </td>
                          <td className="w-1/2 border border-[#e5e4df] p-1">
                            <b>{b ? (b.humanTone ?? b.autoTone) : "—"}</b> {diff.filter((x) => x.kind !== "a").map((x, i) => <span key={i} className={x.kind === "b" ? "bg-[#d6e6fb]" : undefined}>{x.text} </span>)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </details>
              ))}
            </div>
          </section>
        </div>
      ))}
    </div>
  );
}
