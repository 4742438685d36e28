import { SEED_REPLAY_JUDGE } from "@/lib/verifier/judgeIds";
import { requestMode } from "@/lib/mode";
import Link from "next/link";
import { z } from "zod";
import { LiveRefresh } from "@/components/LiveRefresh";
import { TableExport } from "@/components/tables/TableExport";
import { VerifyForm } from "@/components/verifier/VerifyForm";
import { getDb } from "@/db/client";
import { countOpenJobs, openJobsOfType } from "@/db/queries/jobs";
import { prefetchSummary } from "@/db/queries/batches";
import { BatchPanel } from "@/components/runs/BatchPanel";
import { type Mode, modeSchema } from "@/lib/conditions/axes";
import { requestDictionary } from "@/lib/i18n/server";
import type { Rate } from "@/lib/stats";
import { formatCount, formatFixed, formatInterval } from "@/lib/stats/format";
import { DEFAULT_RESULT_CONDITIONS } from "@/lib/views/results";
import { FINAL_VERDICTS, loadVerifierView } from "@/lib/views/verifier";

export const dynamic = "force-dynamic";

const params = z.object({
  mode: modeSchema.optional().catch(undefined),
  agrupado: z.literal("1").optional().catch(undefined),
  c: z.union([z.string(), z.array(z.string())]).optional().transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
});

/** False alarms and misses listed per kind (their counts are all shown; big runs would make the page heavy). */
const LISTED = 50;

const th = "border border-[#e5e4df] bg-[#f1f0eb] px-2 py-0.5 text-right font-semibold first:text-left";
const td = "border border-[#e5e4df] px-2 py-0.5 text-right tabular-nums first:text-left";

function R({ r }: { r: Rate | null }) {
  return r ? <>{formatCount(r.k, r.n)} = {formatFixed(r.p)} {formatInterval(r.low, r.high)}</> : <>—</>;
}

export default async function VerifierPage({ searchParams }: { searchParams: Promise<Record<string, string | string[]>> }) {
  const sp = params.parse(await searchParams);
  const d = await requestDictionary();
  const db = getDb();
  const chosen = sp.c.length ? sp.c : ["claude-haiku-5-5|retrieved|verify", ...DEFAULT_RESULT_CONDITIONS];
  const mode: Mode = await requestMode(sp.mode);
  const judgeName = (j: string) => (j === "detector-local" ? d.verifier.local : j === SEED_REPLAY_JUDGE ? d.verifier.seedReplay : j);
  const pooled = sp.agrupado === "1";
  const v = loadVerifierView({ db, mode, conditionIds: chosen, pooled });
  const runLabel = new Map(v.rows.map((r) => [r.run.id, `${r.label} · ${d.condition.run} ${r.run.id}`]));
  const openVerify = openJobsOfType({ db, type: "verify" });
  const seedReplay = v.rows.some((r) => r.run.preset === "seed-haiku-con-rag");
  const poolHref = (on: boolean) => `/verificador?${new URLSearchParams([["mode", mode], ...chosen.map((c) => ["c", c] as [string, string]), ...(on ? [["agrupado", "1"] as [string, string]] : [])])}`;
  const simulated = mode === "simulated" ? d.matrix.simulatedMark : null;
  return (
    <div className="space-y-5">
      <LiveRefresh active={countOpenJobs({ db }) > 0} intervalMs={1500} />
      <div className="flex flex-wrap items-end gap-6">
        <h1 className="text-2xl font-semibold">{d.verifier.title}</h1>
        {simulated ? <span className="rounded bg-[#fbe3d6] px-2 py-0.5 text-xs font-semibold text-[#b0401a]">{simulated}</span> : null}
      </div>
      <p className="max-w-4xl text-xs text-[#52514e]">{d.verifier.intro}</p>
      <p className="text-xs">{d.results.conditions}: {v.rows.map((r) => `${r.label} (run ${r.run.id})`).join(" · ") || "—"}</p>
      <VerifyForm runIds={v.rows.map((r) => r.run.id)} labels={d.verifier} engines={{ label: d.batch.engine, ...d.batch.engines }} openJobs={openVerify.length} seedReplay={seedReplay} />
      <p className="text-xs">
        <Link href={poolHref(!pooled)} className="text-[#2a78d6] hover:underline" data-testid="pool-toggle">{pooled ? d.verifier.perRun : d.verifier.poolRuns}</Link>
      </p>
      {openVerify.map((job) => {
        const summary = prefetchSummary({ db, ownerKey: `verify:${job.id}` });
        return summary ? <BatchPanel key={job.id} summary={summary} d={d} intro={d.batch.prefetchIntro} title={d.batch.verifyTitle.replace("{job}", String(job.id))} testId="verify-batches" /> : null;
      })}
      {v.reports.length === 0 ? <p className="text-sm">{d.verifier.none}</p> : null}
      <div className="space-y-6">
        {v.reports.map((rep) => (
          <section key={`${rep.runIds.join("-")}-${rep.judge}-${rep.claimMode}`} className="space-y-2 rounded border border-[#e5e4df] bg-white p-3" data-testid="judge-report" data-runs={rep.runIds.join(",")}>
            <h2 className="font-semibold">
              {rep.pooled ? `${d.verifier.pooled}: ${rep.runIds.map((id) => runLabel.get(id) ?? id).join(" + ")}` : runLabel.get(rep.runIds[0]!)}
              <span className="font-normal text-[#52514e]"> · {judgeName(rep.judge)} · {rep.claimMode ? d.verifier.claims : d.verifier.sentence} · n = {rep.n}</span>
            </h2>
            <div className="flex flex-wrap items-start gap-4">
            <TableExport name={`veraz-verificador-${rep.judge}-${rep.claimMode ? "afirmaciones" : "frases"}`} testId="verdict-truth">
              <table className="border-collapse text-xs">
                <caption className="mb-1 text-left text-xs text-[#52514e]">{d.verifier.confusionCaption}</caption>
                <thead><tr>{["", "correcta", "incorrecta", "abstención"].map((h) => <th key={h} className={th}>{h}</th>)}</tr></thead>
                <tbody>
                  {FINAL_VERDICTS.map((f) => (
                    <tr key={f}>
                      <td className={td}>{f}</td>
                      <td className={td}>{rep.confusion[f]!.correcta}</td>
                      <td className={td}>{rep.confusion[f]!.incorrecta}</td>
                      <td className={td}>{rep.confusion[f]!["abstención"]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableExport>
            <TableExport name={`veraz-verificador-capas-${rep.judge}`} testId="layers">
              <table className="border-collapse text-xs">
                <thead><tr>{[d.verifier.layers, d.verifier.caught, d.verifier.missed, d.verifier.falseAlarms, d.verifier.review, d.verifier.deliveredAfter].map((h) => <th key={h} className={th}>{h}</th>)}</tr></thead>
                <tbody>
                  {rep.layers.map((l) => (
                    <tr key={l.name} data-testid={`layer-${l.name}`}>
                      <td className={td}>{l.name}</td>
                      <td className={td}><R r={l.summary.caught} /></td>
                      <td className={td}><R r={l.summary.missed} /></td>
                      <td className={td}><R r={l.summary.falseAlarms} /></td>
                      <td className={td}><R r={l.summary.reviewLoad} /></td>
                      <td className={td}><R r={l.summary.deliveredBefore} /> → <R r={l.summary.deliveredAfter} /></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableExport>
            </div>
            <details className="text-xs" open>
              <summary className="cursor-pointer font-semibold">{d.verifier.falseAlarms} ({rep.falseAlarms.length}) · {d.verifier.missed} ({rep.misses.length})</summary>
              <ul className="mt-1 space-y-0.5">
                {[
                  ...rep.falseAlarms.slice(0, LISTED).map((x) => ({ ...x, kind: d.verifier.falseAlarm })),
                  ...rep.misses.slice(0, LISTED).map((x) => ({ ...x, kind: d.verifier.miss })),
                ].map((x) => (
                  <li key={`${x.kind}-${x.fichaId}`} data-testid="discordant-item">
                    <b>{x.kind}</b> <Link href={`/ficha/${x.fichaId}`} className="text-[#2a78d6] hover:underline">{x.clave}</Link>
                    {rep.pooled ? <span className="text-[#52514e]"> ({runLabel.get(x.runId) ?? x.runId})</span> : null}: «{x.answer}» → {x.final}
                  </li>
                ))}
              </ul>
              {rep.falseAlarms.length > LISTED || rep.misses.length > LISTED ? (
                <p className="mt-1 text-[#52514e]" data-testid="discordant-more">
                  {d.verifier.listedFirst.replace("{n}", String(LISTED))}
                </p>
              ) : null}
            </details>
          </section>
        ))}
      </div>
    </div>
  );
}
