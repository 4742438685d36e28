import { z } from "zod";
import { getDb } from "@/db/client";
import { powerCurve } from "@/lib/bias/power";
import { requestDictionary } from "@/lib/i18n/server";
import { wilsonSampleSize } from "@/lib/stats";
import { formatCount, formatFixed, formatInterval } from "@/lib/stats/format";
import { TableExport } from "@/components/tables/TableExport";

export const dynamic = "force-dynamic";

const params = z.object({
  p: z.coerce.number().min(0.001).max(0.999).catch(0.16),
  w: z.coerce.number().min(0.005).max(0.5).catch(0.05),
  delta: z.coerce.number().min(-2).max(2).catch(0.3),
  sd: z.coerce.number().min(0.05).max(3).catch(0.8),
});

export default async function PlanPage({ searchParams }: { searchParams: Promise<Record<string, string | string[]>> }) {
  const sp = params.parse(await searchParams);
  const d = await requestDictionary();
  void getDb;
  const seedRates = [0.04, 0.16, 0.32];
  const custom = wilsonSampleSize(sp.p, sp.w);
  const curve = powerCurve({ templates: [5, 10, 15, 20, 30, 40], delta: sp.delta, noiseSd: sp.sd, reps: 200 });
  const input = "w-20 rounded border border-[#c3c2b7] p-0.5";
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-semibold">{d.plan.title}</h1>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">{d.plan.sampleSize}</h2>
        <form method="get" className="flex items-end gap-3 text-xs">
          <label>{d.plan.p} <input name="p" type="number" step="0.01" defaultValue={sp.p} className={input} /></label>
          <label>{d.plan.w} <input name="w" type="number" step="0.005" defaultValue={sp.w} className={input} /></label>
          <input type="hidden" name="delta" value={sp.delta} />
          <input type="hidden" name="sd" value={sp.sd} />
          <button className="rounded bg-[#2a78d6] px-2 py-0.5 text-white">{d.plan.compute}</button>
        </form>
        <p className="text-sm" data-testid="sample-size">p = {sp.p}, w = {sp.w}: <b>{custom.n}</b> {d.plan.questions} (k = {custom.k}, {d.plan.w} {formatFixed(custom.halfWidth, 4)})</p>
        <table className="border-collapse text-xs" data-testid="seed-sample-sizes">
          <tbody>
            {seedRates.map((p) => {
              const s = wilsonSampleSize(p, 0.05);
              return (
                <tr key={p}>
                  <td className="border border-[#e5e4df] bg-white px-2">p = {formatFixed(p)}</td>
                  <td className="border border-[#e5e4df] bg-white px-2 text-right">{s.n} {d.plan.questions}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">{d.plan.power}</h2>
        <p className="max-w-3xl text-xs text-[#52514e]">{d.plan.powerText.replace("{R}", "200")}</p>
        <form method="get" className="flex items-end gap-3 text-xs">
          <input type="hidden" name="p" value={sp.p} />
          <input type="hidden" name="w" value={sp.w} />
          <label>{d.plan.delta} <input name="delta" type="number" step="0.05" defaultValue={sp.delta} className={input} /></label>
          <label title={d.plan.noiseSd}>{d.plan.noiseSd} <input name="sd" type="number" step="0.05" defaultValue={sp.sd} className={input} /></label>
          <button className="rounded bg-[#2a78d6] px-2 py-0.5 text-white">{d.plan.compute}</button>
        </form>
        <TableExport name="veraz-potencia" testId="power-table">
          <table className="border-collapse text-xs">
            <thead>
              <tr>
                <th className="border border-[#e5e4df] bg-[#f1f0eb] px-2">{d.plan.templates}</th>
                <th className="border border-[#e5e4df] bg-[#f1f0eb] px-2">Δ = {sp.delta}, sd = {sp.sd}</th>
                <th className="border border-[#e5e4df] bg-[#f1f0eb] px-2" />
              </tr>
            </thead>
            <tbody>
              {curve.map((c) => (
                <tr key={c.templates} data-testid="power-row">
                  <td className="border border-[#e5e4df] bg-white px-2 text-right">{c.templates}</td>
                  <td className="border border-[#e5e4df] bg-white px-2 text-right">
                    {formatFixed(c.power.p)} ({formatCount(c.power.k, c.power.n)}) {formatInterval(c.power.low, c.power.high)}
                  </td>
                  <td className="border border-[#e5e4df] bg-white px-2">
                    <div className="h-2 w-40 rounded bg-[#e5e4df]"><div className="h-2 rounded bg-[#2a78d6]" style={{ width: `${100 * c.power.p}%` }} /></div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableExport>
      </section>
    </div>
  );
}
