import { requestMode } from "@/lib/mode";
import Link from "next/link";
import { categoryName } from "@/lib/i18n/labels";
import { z } from "zod";
import { getDb } from "@/db/client";
import { modeSchema } from "@/lib/conditions/axes";
import { requestDictionary } from "@/lib/i18n/server";
import { formatFixed } from "@/lib/stats/format";
import { loadCompareView } from "@/lib/views/compare";
import { conditionLabel } from "@/lib/views/results";
import { TableExport } from "@/components/tables/TableExport";

export const dynamic = "force-dynamic";

/** Discordant pairs listed on the page (all of them are counted, and all are in the CSV). */
const LISTED_PAIRS = 200;

const params = z.object({
  mode: modeSchema.optional().catch(undefined),
  a: z.string().catch("claude-haiku-5-5|retrieved|may-abstain"),
  b: z.string().catch("claude-sonnet-5-5|retrieved|may-abstain"),
  ra: z.coerce.number().int().positive().optional().catch(undefined),
  rb: z.coerce.number().int().positive().optional().catch(undefined),
});

const CAT: Record<string, string> = { correcta: "#1a8f63", incorrecta: "#c2531f", "abstención": "#52514e" };

export default async function ComparePage({ searchParams }: { searchParams: Promise<Record<string, string | string[]>> }) {
  const sp = params.parse(await searchParams);
  const mode = await requestMode(sp.mode);
  const d = await requestDictionary();
  const v = loadCompareView({ db: getDb(), mode, a: { conditionId: sp.a, runId: sp.ra }, b: { conditionId: sp.b, runId: sp.rb } });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{d.compare.title}</h1>
      <form method="get" className="flex flex-wrap items-end gap-3 text-xs">
        <label>
          {d.matrix.mode}
          <select name="mode" defaultValue={mode} className="ml-1 rounded border border-[#c3c2b7] p-0.5">
            <option value="real">{d.matrix.modes.real}</option>
            <option value="simulated">{d.matrix.modes.simulated}</option>
          </select>
        </label>
        {(["a", "b"] as const).map((side) => (
          <label key={side}>
            {side.toUpperCase()}
            <select name={side} defaultValue={sp[side]} className="ml-1 max-w-[340px] rounded border border-[#c3c2b7] p-0.5" data-testid={`compare-${side}`}>
              {"conditions" in v
                ? v.conditions.map((c) => (
                    <option key={c.id} value={c.id}>
                      {conditionLabel(c)}
                    </option>
                  ))
                : <option value={sp[side]}>{sp[side]}</option>}
            </select>
          </label>
        ))}
        <button type="submit" className="rounded bg-[#2a78d6] px-2 py-0.5 text-white">{d.results.apply}</button>
      </form>
      {"error" in v ? (
        <p className="text-sm text-[#b0401a]" role="alert">{v.error}</p>
      ) : (
        <>
          <div className="flex flex-wrap gap-6 text-xs">
            {([["A", v.a, v.runsA, "ra"], ["B", v.b, v.runsB, "rb"]] as const).map(([name, side, runs, key]) => (
              <div key={name}>
                <b>{name}</b>: {side.label} (run #{side.run.id})
                {side.run.mode === "simulated" ? <span className="ml-1 rounded bg-[#fbe3d6] px-1 text-[9px] text-[#b0401a]">{d.matrix.simulatedMark}</span> : null}
                {runs.length > 1 ? (
                  <span className="ml-2">
                    {d.compare.repetitions}:{" "}
                    {runs.map((r) => (
                      <Link key={r.id} className="ml-1 text-[#2a78d6] hover:underline" href={`/comparar?${new URLSearchParams({ mode, a: sp.a, b: sp.b, ...(sp.ra ? { ra: String(sp.ra) } : {}), ...(sp.rb ? { rb: String(sp.rb) } : {}), [key]: String(r.id) })}`}>
                        {r.repetition}
                      </Link>
                    ))}
                  </span>
                ) : null}
              </div>
            ))}
          </div>
          <table className="border-collapse text-sm" data-testid="mcnemar-table">
            <tbody>
              <tr>
                <td className="border border-[#e5e4df] bg-white px-2 py-1">{d.compare.bothCorrect}</td>
                <td className="border border-[#e5e4df] bg-white px-2 py-1 text-right">{v.comparison.bothCorrect}</td>
                <td className="border border-[#e5e4df] bg-white px-2 py-1">{d.compare.onlyA}</td>
                <td className="border border-[#e5e4df] bg-white px-2 py-1 text-right" data-testid="only-a">{v.comparison.onlyA.length}</td>
              </tr>
              <tr>
                <td className="border border-[#e5e4df] bg-white px-2 py-1">{d.compare.onlyB}</td>
                <td className="border border-[#e5e4df] bg-white px-2 py-1 text-right" data-testid="only-b">{v.comparison.onlyB.length}</td>
                <td className="border border-[#e5e4df] bg-white px-2 py-1">{d.compare.neither}</td>
                <td className="border border-[#e5e4df] bg-white px-2 py-1 text-right">{v.comparison.neitherCorrect}</td>
              </tr>
            </tbody>
          </table>
          <p className="text-sm" data-testid="mcnemar">
            {d.compare.mcnemar}: {v.comparison.mcnemar.b} vs {v.comparison.mcnemar.c} {d.compare.discordant}, p = {formatFixed(v.comparison.mcnemar.p, 3)}
          </p>
          <section>
            <h2 className="mb-1 text-lg font-semibold">{d.compare.discordantPairs}</h2>
            <TableExport
              csvHref={`/api/export/compare.csv?${new URLSearchParams({ mode, a: sp.a, b: sp.b, ...(sp.ra ? { ra: String(sp.ra) } : {}), ...(sp.rb ? { rb: String(sp.rb) } : {}) })}`}
              name={`veraz-comparacion-${v.a.run.id}-${v.b.run.id}`}
              testId="compare-export"
            >
            <table className="w-full border-collapse text-xs" data-testid="discordant-table">
              <thead>
                <tr className="bg-[#f1f0eb] text-left">
                  <th className="border border-[#e5e4df] p-1">{d.condition.question}</th>
                  <th className="border border-[#e5e4df] p-1">A: {v.a.label}</th>
                  <th className="border border-[#e5e4df] p-1">B: {v.b.label}</th>
                </tr>
              </thead>
              <tbody>
                {[...v.comparison.onlyA, ...v.comparison.onlyB].slice(0, LISTED_PAIRS).map((item) => (
                  <tr key={item.questionId} className="bg-white align-top" data-testid="discordant-row">
                    <td className="border border-[#e5e4df] p-1">
                      <b>{item.clave}</b> {item.pregunta}
                    </td>
                    {[item.a, item.b].map((f, i) => (
                      <td key={i} className="border border-[#e5e4df] p-1">
                        {f ? (
                          <>
                            <Link href={`/ficha/${f.id}`} className="hover:underline">{f.answerText ?? f.outputError}</Link>
                            <div style={{ color: CAT[f.category ?? ""] }}>
                              {categoryName(d, f.category)} · {d.condition.cited} {f.citedNoteId ?? "—"} · {d.condition.confidence} {f.confidence === null ? "—" : formatFixed(f.confidence)}
                            </div>
                          </>
                        ) : "—"}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            </TableExport>
            {v.comparison.onlyA.length + v.comparison.onlyB.length > LISTED_PAIRS ? (
              <p className="mt-1 text-xs text-[#52514e]" data-testid="discordant-more">
                {d.compare.listedFirst.replace("{n}", String(LISTED_PAIRS)).replace("{total}", String(v.comparison.onlyA.length + v.comparison.onlyB.length))}
              </p>
            ) : null}
          </section>
        </>
      )}
    </div>
  );
}
