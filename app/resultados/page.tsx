import { tutorLabel } from "@/lib/i18n/labels";
import { requestMode } from "@/lib/mode";
import Link from "next/link";
import { z } from "zod";
import { Heatmap } from "@/components/charts/Heatmap";
import { WilsonBarChart } from "@/components/charts/WilsonBarChart";
import { Table1, Table2 } from "@/components/tables/ResultTables";
import { TableExport } from "@/components/tables/TableExport";
import { getDb } from "@/db/client";
import { type Mode, modeSchema } from "@/lib/conditions/axes";
import { listTutors } from "@/db/queries/tutors";
import { requestDictionary } from "@/lib/i18n/server";
import { DEFAULT_RESULT_CONDITIONS, conditionLabel, loadResultsView } from "@/lib/views/results";

export const dynamic = "force-dynamic";

const params = z.object({
  mode: modeSchema.optional().catch(undefined),
  c: z.union([z.string(), z.array(z.string())]).optional().transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
});

export default async function ResultsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[]>> }) {
  const sp = params.parse(await searchParams);
  const d = await requestDictionary();
  const db = getDb();
  const chosen = sp.c.length ? sp.c : DEFAULT_RESULT_CONDITIONS;
  // Without an explicit mode: real if the chosen conditions have finished real runs, else simulated.
  const mode: Mode = await requestMode(sp.mode);
  const view = loadResultsView({ db, mode, conditionIds: chosen });
  const query = new URLSearchParams([["mode", mode], ...chosen.map((c) => ["c", c] as [string, string])]).toString();
  const hash = view.bankVersion.hash.slice(0, 12);
  const simulated = mode === "simulated" ? d.matrix.simulatedMark : null;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end gap-6">
        <h1 className="text-2xl font-semibold">{d.results.title}</h1>
        <p className="text-sm text-[#52514e]">
          {d.matrix.bank} {d.matrix.version} {view.bankVersion.version} · <code>{hash}</code>
        </p>
        <div className="flex gap-1 text-sm">
          {(["real", "simulated"] as const).map((m) => (
            <Link
              key={m}
              href={`/resultados?${new URLSearchParams([["mode", m], ...chosen.map((c) => ["c", c] as [string, string])])}`}
              className={`rounded px-2 py-0.5 ${mode === m ? "bg-[#52514e] text-white" : "text-[#52514e] hover:bg-[#e5e4df]"}`}
              data-testid={`results-mode-${m}`}
            >
              {d.matrix.modes[m]}
            </Link>
          ))}
        </div>
        {simulated ? <span className="rounded bg-[#fbe3d6] px-2 py-0.5 text-xs font-semibold text-[#b0401a]">{simulated}</span> : null}
      </div>

      <details className="rounded border border-[#e5e4df] bg-white p-2 text-xs">
        <summary className="cursor-pointer font-semibold">
          {d.results.conditions} ({chosen.length})
        </summary>
        <form method="get" className="mt-2 space-y-1">
          <input type="hidden" name="mode" value={mode} />
          <div className="grid gap-x-4 md:grid-cols-3">
            {view.conditions.map((c) => (
              <label key={c.id} className="block">
                <input type="checkbox" name="c" value={c.id} defaultChecked={chosen.includes(c.id)} className="mr-1" />
                {conditionLabel(c)}
              </label>
            ))}
          </div>
          <button type="submit" className="rounded bg-[#2a78d6] px-2 py-0.5 text-white">{d.results.apply}</button>
        </form>
      </details>

      {view.missing.length ? (
        <p className="text-xs text-[#b0401a]">
          {d.results.missing} {view.missing.join(", ")}
        </p>
      ) : null}

      {view.rows.length === 0 ? (
        <p className="text-sm">{d.results.none}</p>
      ) : (
        <div className="flex flex-wrap items-start gap-6">
          <div className="space-y-4">
            <Table1 rows={view.rows} d={d} csvHref={`/api/export/table1.csv?${query}`} name={`veraz-tabla1-${mode}-banco-${hash}`} />
            <Table2 rows={view.rows} d={d} csvHref={`/api/export/table2.csv?${query}`} name={`veraz-tabla2-${mode}-banco-${hash}`} />
          </div>
          <WilsonBarChart
            bars={view.rows.flatMap((r) =>
              r.table1.hallucination
                ? [{ label: r.label, color: r.color, ...r.table1.hallucination, corrected: r.correction.hallucination ? { p: r.correction.hallucination.estimate, low: r.correction.hallucination.low, high: r.correction.hallucination.high, n: r.correction.n } : null }]
                : [],
            )}
            correctedLabel={d.results.ppiChartLegend}
            title={d.results.chartTitle}
            yLabel={d.results.chartY}
            fileName={`veraz-alucinacion-wilson-${mode}-banco-${hash}`}
            simulated={simulated}
          />
        </div>
      )}

      <TableExport name={`veraz-mapa-de-calor-${mode}-banco-${hash}`} testId="heatmap-export">
        <Heatmap cells={view.cells} d={d} tutors={listTutors({ db: getDb() }).map((t) => ({ id: t.id, label: tutorLabel(d, t) }))} />
      </TableExport>
    </div>
  );
}
