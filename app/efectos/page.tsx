import { tutorLabel } from "@/lib/i18n/labels";
import { requestMode } from "@/lib/mode";
import Link from "next/link";
import { ForestPlot } from "@/components/charts/ForestPlot";
import { TableExport } from "@/components/tables/TableExport";
import { getDb } from "@/db/client";
import { listTutors } from "@/db/queries/tutors";
import { type Grounding, type Policy, modeSchema } from "@/lib/conditions/axes";
import { requestDictionary } from "@/lib/i18n/server";
import type { FactorEffect } from "@/lib/results/effects";
import { formatFixed } from "@/lib/stats/format";
import { loadEffectsView } from "@/lib/views/effects";

export const dynamic = "force-dynamic";

const th = "border border-[#e5e4df] bg-[#f1f0eb] px-2 py-1 text-left font-semibold";
const td = "border border-[#e5e4df] px-2 py-1 tabular-nums";

export default async function EffectsPage({ searchParams }: { searchParams: Promise<{ mode?: string }> }) {
  const d = await requestDictionary();
  const mode = await requestMode((await searchParams).mode);
  const v = loadEffectsView({ db: getDb(), mode });
  const tutors = new Map(listTutors({ db: getDb() }).map((t) => [t.id, t]));
  const level = (e: FactorEffect, l: string) =>
    e.factor === "grounding" ? d.matrix.groundings[l as Grounding] : e.factor === "policy" ? d.matrix.policies[l as Policy] : (tutors.has(l) ? tutorLabel(d, tutors.get(l)!) : l);
  const label = (e: FactorEffect) => `${d.effects.factors[e.factor]}: ${level(e, e.a)} − ${level(e, e.b)}`;
  const compare = (e: FactorEffect, k = 0) => `/comparar?mode=${mode}&a=${encodeURIComponent(e.pairs[k]!.a.conditionId)}&b=${encodeURIComponent(e.pairs[k]!.b.conditionId)}`;
  const simulated = mode === "simulated" ? d.matrix.simulatedMark : null;
  return (
    <div className="space-y-4">
      <div className="flex items-baseline gap-3">
        <h1 className="text-2xl font-semibold">{d.effects.title}</h1>
        {simulated ? <span className="rounded bg-[#fbe3d6] px-2 py-0.5 text-xs font-medium text-[#b0401a]">{simulated}</span> : null}
        <nav className="ml-auto flex gap-2 text-xs">
          {(["simulated", "real"] as const).map((m) => (
            <Link key={m} href={`/efectos?mode=${m}`} className={m === mode ? "font-semibold" : "text-[#2a78d6] hover:underline"} data-testid={`effects-mode-${m}`}>{d.matrix.modes[m]}</Link>
          ))}
        </nav>
      </div>
      <p className="max-w-4xl text-xs text-[#52514e]">{d.effects.intro}</p>
      <p className="text-xs text-[#52514e]">
        {d.matrix.bank} v{v.bankVersion.version} · {d.matrix.hash} {v.bankVersion.hash.slice(0, 12)} · {v.cells} {d.effects.cells}
      </p>
      {v.effects.length === 0 ? (
        <p className="text-sm" data-testid="effects-none">{d.effects.none}</p>
      ) : (
        <div className="grid grid-cols-1 items-start gap-4 xl:grid-cols-[auto_1fr]">
          <ForestPlot
            rows={v.effects.map((e) => ({ label: `${label(e)} (k=${e.pairs.length})`, delta: e.effect, low: e.low, high: e.high, emphasis: e.reject }))}
            title={d.effects.forestTitle}
            xLabel={d.effects.xLabel}
            fileName={`veraz-efectos-${mode}-banco-${v.bankVersion.hash.slice(0, 12)}`}
            simulated={simulated}
            step={0.25}
            labelWidth={330}
            testId="effects-forest"
          />
          <TableExport csvHref={`/api/export/effects.csv?mode=${mode}`} name={`veraz-efectos-${mode}`} testId="effects-table">
            <table className="border-collapse text-xs">
              <thead>
                <tr>
                  {[d.effects.comparison, d.effects.effect, d.effects.interval, d.effects.p, d.effects.pHolm, d.effects.decision, d.effects.pairs, d.effects.questions, ""].map((h, i) => (
                    <th key={i} className={th}>{h}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {v.effects.map((e) => (
                  <tr key={`${e.factor}-${e.a}-${e.b}`} data-testid="effect-row" data-factor={e.factor} className={e.reject ? "bg-[#fdf1ea]" : "bg-white"}>
                    <td className={td}>{label(e)}</td>
                    <td className={`${td} text-right`}>{formatFixed(e.effect)}</td>
                    <td className={`${td} text-right`}>[{formatFixed(e.low)}, {formatFixed(e.high)}]</td>
                    <td className={`${td} text-right`} title={e.exact ? d.effects.exact : d.effects.monteCarlo}>{formatFixed(e.p, 4)}</td>
                    <td className={`${td} text-right`}>{formatFixed(e.pHolm, 4)}</td>
                    <td className={td}>{e.reject ? <strong className="text-[#b0401a]">{d.effects.reject}</strong> : d.effects.keep}</td>
                    <td className={`${td} text-right`}>{e.pairs.length}</td>
                    <td className={`${td} text-right`}>{e.questions}</td>
                    <td className={td}>
                      <Link href={compare(e)} className="text-[#2a78d6] hover:underline" data-testid="effect-compare">{d.effects.open}</Link>
                      {e.pairs.length > 1 ? (
                        <details className="inline-block pl-2">
                          <summary className="cursor-pointer text-[#52514e]">+{e.pairs.length - 1}</summary>
                          <ul>
                            {e.pairs.slice(1).map((p, k) => (
                              <li key={p.a.conditionId}>
                                <Link href={compare(e, k + 1)} className="text-[#2a78d6] hover:underline">{p.a.conditionId.replaceAll("|", " · ")}</Link>
                              </li>
                            ))}
                          </ul>
                        </details>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableExport>
        </div>
      )}
    </div>
  );
}
