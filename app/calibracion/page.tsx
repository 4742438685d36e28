import { requestMode } from "@/lib/mode";
import Link from "next/link";
import { z } from "zod";
import { CoverageChart } from "@/components/charts/CoverageChart";
import { ReliabilityChart } from "@/components/charts/ReliabilityChart";
import { TableExport } from "@/components/tables/TableExport";
import { getDb } from "@/db/client";
import { type Mode, modeSchema } from "@/lib/conditions/axes";
import type { Dictionary } from "@/lib/i18n";
import { requestDictionary } from "@/lib/i18n/server";
import { type HeldOutResult, SEED_THRESHOLD, THIN_BIN } from "@/lib/results/calibration";
import { formatCount, formatFixed, formatInterval } from "@/lib/stats/format";
import { loadCalibrationView } from "@/lib/views/calibration";
import { DEFAULT_RESULT_CONDITIONS } from "@/lib/views/results";

export const dynamic = "force-dynamic";

const params = z.object({
  mode: modeSchema.optional().catch(undefined),
  c: z.union([z.string(), z.array(z.string())]).optional().transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
  bins: z.coerce.number().int().min(2).max(20).catch(5),
  target: z.coerce.number().min(0.5).max(1).catch(0.95),
});

const th = "border border-[#e5e4df] bg-[#f1f0eb] px-2 py-0.5 text-right font-semibold first:text-left";
const td = "border border-[#e5e4df] px-2 py-0.5 text-right tabular-nums first:text-left";

function HeldOut({ h, d, testId }: { h: HeldOutResult | null; d: Dictionary; testId: string }) {
  if (!h) return <span className="text-[#8a8984]">{d.calibration.heldOutNoRepetitions}</span>;
  const by = h.by === "bank" ? d.calibration.byBank : d.calibration.byRepetitions;
  if (h.status === "too-small")
    return (
      <span data-testid={testId}>
        {by}: {d.calibration.tooSmall.replace("{a}", String(h.sizes[0])).replace("{b}", String(h.sizes[1])).replace("{min}", String(h.minimum))}
      </span>
    );
  if (h.status === "no-threshold") return <span data-testid={testId}>{by}: {d.calibration.noThreshold}</span>;
  const r = h.result;
  return (
    <span data-testid={testId}>
      {by}: τ = {r.threshold} ({d.calibration.chosenOn} {h.sizes[0]}) → {d.calibration.heldOut} ({h.sizes[1]}): {d.calibration.precision}{" "}
      {r.heldOutPrecision ? `${formatCount(r.heldOutPrecision.k, r.heldOutPrecision.n)} = ${formatFixed(r.heldOutPrecision.p)} ${formatInterval(r.heldOutPrecision.low, r.heldOutPrecision.high)}` : "—"} ·{" "}
      {d.calibration.coverage} {formatCount(r.heldOutCoverage.k, r.heldOutCoverage.n)} = {formatFixed(r.heldOutCoverage.p)} {formatInterval(r.heldOutCoverage.low, r.heldOutCoverage.high)}
    </span>
  );
}

export default async function CalibrationPage({ searchParams }: { searchParams: Promise<Record<string, string | string[]>> }) {
  const sp = params.parse(await searchParams);
  const d = await requestDictionary();
  const db = getDb();
  const chosen = sp.c.length ? sp.c : DEFAULT_RESULT_CONDITIONS;
  const mode: Mode = await requestMode(sp.mode);
  const v = loadCalibrationView({ db, mode, conditionIds: chosen, bins: sp.bins, target: sp.target });
  const query = new URLSearchParams([["mode", mode], ["bins", String(sp.bins)], ["target", String(sp.target)], ...chosen.map((c) => ["c", c] as [string, string])]).toString();
  const hash = v.bankVersion.hash.slice(0, 12);
  const simulated = mode === "simulated" ? d.matrix.simulatedMark : null;
  const rows = v.calibration.filter((r) => r.analysis);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end gap-6">
        <h1 className="text-2xl font-semibold">{d.calibration.title}</h1>
        <p className="text-sm text-[#52514e]">{d.matrix.bank} {d.matrix.version} {v.bankVersion.version} · <code>{hash}</code></p>
        <div className="flex gap-1 text-sm">
          {(["real", "simulated"] as const).map((m) => (
            <Link key={m} href={`/calibracion?${new URLSearchParams([["mode", m], ["bins", String(sp.bins)], ["target", String(sp.target)], ...chosen.map((c) => ["c", c] as [string, string])])}`} className={`rounded px-2 py-0.5 ${mode === m ? "bg-[#52514e] text-white" : "text-[#52514e] hover:bg-[#e5e4df]"}`}>
              {d.matrix.modes[m]}
            </Link>
          ))}
        </div>
        {simulated ? <span className="rounded bg-[#fbe3d6] px-2 py-0.5 text-xs font-semibold text-[#b0401a]">{simulated}</span> : null}
      </div>
      <form method="get" className="flex flex-wrap items-end gap-3 text-xs">
        <input type="hidden" name="mode" value={mode} />
        {chosen.map((c) => <input key={c} type="hidden" name="c" value={c} />)}
        <label>{d.calibration.bins} <input name="bins" type="number" min={2} max={20} defaultValue={sp.bins} className="w-14 rounded border border-[#c3c2b7] p-0.5" /></label>
        <label>{d.calibration.target} <input name="target" type="number" min={0.5} max={1} step={0.01} defaultValue={sp.target} className="w-16 rounded border border-[#c3c2b7] p-0.5" data-testid="target" /></label>
        <button type="submit" className="rounded bg-[#2a78d6] px-2 py-0.5 text-white">{d.results.apply}</button>
        <span className="text-[#52514e]">{d.results.conditions}: {v.rows.map((r) => r.label).join(" · ") || "—"} (<Link href="/resultados" className="text-[#2a78d6] hover:underline">{d.nav.results}</Link>)</span>
      </form>
      {rows.length === 0 ? (
        <p className="text-sm">{d.results.none}</p>
      ) : (
        <>
          {rows.some((r) => r.analysis!.thinBins > 0) ? (
            <p role="note" className="max-w-4xl rounded border border-[#eb6834] bg-[#fdf1ea] p-2 text-xs text-[#7a2e0e]" data-testid="thin-warning">
              {d.calibration.thinWarning.replace("{min}", String(THIN_BIN))} {rows.map((r) => `${r.result.label}: ${r.analysis!.thinBins}`).join(" · ")}
            </p>
          ) : null}
          <div className="flex flex-wrap items-start gap-6">
            <ReliabilityChart
              series={rows.map((r) => ({ label: r.result.label, color: r.result.color, ece: formatFixed(r.analysis!.ece), points: r.analysis!.bins.map((b) => ({ x: b.meanConfidence, y: b.accuracy.p, n: b.n })) }))}
              title={`${d.calibration.reliabilityTitle}: ${rows.map((r) => formatFixed(r.analysis!.ece)).join(" | ")}`}
              xLabel={d.calibration.xConfidence}
              yLabel={d.calibration.yAccuracy}
              idealLabel={d.calibration.ideal}
              fileName={`veraz-fiabilidad-${mode}-banco-${hash}`}
              simulated={simulated}
            />
            <CoverageChart
              series={rows.map((r) => ({
                label: r.result.label,
                color: r.result.color,
                points: r.analysis!.points.filter((p) => p.precision !== null).map((p) => ({ x: p.coverage, y: p.precision! })),
                marker: r.analysis!.atSeedThreshold?.precision != null ? { x: r.analysis!.atSeedThreshold.coverage, y: r.analysis!.atSeedThreshold.precision } : null,
              }))}
              title={d.calibration.coverageTitle}
              xLabel={d.calibration.xCoverage}
              yLabel={d.calibration.yPrecision}
              markerLabel={d.calibration.marker}
              fileName={`veraz-precision-cobertura-${mode}-banco-${hash}`}
              simulated={simulated}
            />
          </div>
          <section>
            <h2 className="mb-1 text-lg font-semibold">{d.calibration.summary}</h2>
            <ul className="space-y-1 text-sm" data-testid="threshold-summary">
              {rows.map((r) => {
                const a = r.analysis!;
                return (
                  <li key={r.result.condition.id} data-testid="summary-row">
                    <b style={{ color: r.result.color }}>{r.result.label}</b>: ECE {formatFixed(a.ece)} ({formatFixed(a.ece, 3)}, {d.calibration.bootstrap} {formatInterval(a.eceInterval.low, a.eceInterval.high)}) ·{" "}
                    {d.calibration.at06.replace("{tau}", String(SEED_THRESHOLD))}{" "}
                    {a.atSeedThreshold ? `${d.calibration.coverage} ${formatFixed(a.atSeedThreshold.coverage)}, ${d.calibration.precision} ${a.atSeedThreshold.precision === null ? "—" : formatFixed(a.atSeedThreshold.precision)}` : "—"} ·{" "}
                    {d.calibration.smallest.replace("{target}", String(v.target))}{" "}
                    {a.smallest ? `${a.smallest.threshold} (${d.calibration.coverage} ${formatFixed(a.smallest.coverage)})` : d.calibration.never}
                    {r.excluded ? <span className="text-[#8a8984]"> · {r.excluded} {d.calibration.excluded}</span> : null}
                    <div className="text-xs"><HeldOut h={r.heldOutBank} d={d} testId="heldout-bank" /></div>
                    <div className="text-xs"><HeldOut h={r.heldOutRepetitions} d={d} testId="heldout-repetitions" /></div>
                  </li>
                );
              })}
            </ul>
          </section>
          <div className="flex flex-wrap items-start gap-6">
            <TableExport csvHref={`/api/export/reliability.csv?${query}`} name={`veraz-contenedores-${mode}-banco-${hash}`} testId="bins-table">
              <table className="border-collapse text-xs">
                <caption className="mb-1 text-left text-xs text-[#52514e]">{d.calibration.binsCaption}</caption>
                <thead>
                  <tr>{["", d.calibration.bin, "n", d.calibration.meanConfidence, d.calibration.accuracy, d.matrix.interval].map((h) => <th key={h} className={th}>{h}</th>)}</tr>
                </thead>
                <tbody>
                  {rows.flatMap((r) =>
                    r.analysis!.bins.map((b) => (
                      <tr key={`${r.result.condition.id}-${b.bin}`} data-testid="bin-row" className={b.n < THIN_BIN ? "text-[#b0401a]" : undefined}>
                        <td className={td} style={{ borderLeft: `4px solid ${r.result.color}` }}>{r.result.label}</td>
                        <td className={td}>{b.bin} ({formatFixed(b.lower, 1)}–{formatFixed(b.upper, 1)}]</td>
                        <td className={td}>{b.n}</td>
                        <td className={td}>{formatFixed(b.meanConfidence)}</td>
                        <td className={td}>{formatFixed(b.accuracy.p)} ({formatCount(b.accuracy.k, b.accuracy.n)})</td>
                        <td className={td}>{formatInterval(b.accuracy.low, b.accuracy.high)}</td>
                      </tr>
                    )),
                  )}
                </tbody>
              </table>
            </TableExport>
            <TableExport csvHref={`/api/export/coverage.csv?${query}`} name={`veraz-umbrales-${mode}-banco-${hash}`} testId="thresholds-table">
              <table className="border-collapse text-xs">
                <caption className="mb-1 text-left text-xs text-[#52514e]">{d.calibration.thresholdsCaption}</caption>
                <thead>
                  <tr>
                    <th className={th}>τ</th>
                    {rows.map((r) => <th key={r.result.condition.id} className={th} style={{ color: r.result.color }}>{r.result.label}</th>)}
                  </tr>
                </thead>
                <tbody>
                  {rows[0]!.analysis!.pointRates.map((p, i) => (
                    <tr key={p.threshold} className={p.threshold === SEED_THRESHOLD ? "font-semibold" : undefined}>
                      <td className={td}>{p.threshold}</td>
                      {rows.map((r) => {
                        const q = r.analysis!.pointRates[i]!;
                        return (
                          <td key={r.result.condition.id} className={td}>
                            {formatFixed(q.coverage.p)} ({formatCount(q.coverage.k, q.coverage.n)}) · {q.precision ? `${formatFixed(q.precision.p)} ${formatInterval(q.precision.low, q.precision.high)}` : "—"}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableExport>
          </div>
        </>
      )}
    </div>
  );
}
