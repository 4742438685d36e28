import { requestMode } from "@/lib/mode";
import Link from "next/link";
import { z } from "zod";
import { FichaFilters } from "@/components/fichas/FichaFilters";
import { FichaTable } from "@/components/fichas/FichaTable";
import { getDb } from "@/db/client";
import { modeSchema } from "@/lib/conditions/axes";
import { requestDictionary } from "@/lib/i18n/server";
import { loadFichaListView } from "@/lib/views/fichaList";

export const dynamic = "force-dynamic";

const params = z.object({
  mode: modeSchema.optional().catch(undefined),
  condition: z.string().min(1).optional().catch(undefined),
  category: z.enum(["correcta", "incorrecta", "abstención", "sin calificar"]).optional().catch(undefined),
  tipo: z.enum(["con respuesta", "sin respuesta"]).optional().catch(undefined),
  source: z.enum(["persona", "verdad plantada", "automática"]).optional().catch(undefined),
  page: z.coerce.number().int().positive().catch(1),
});

/** Every ficha of the active bank in a mode, filtered and paged server-side. */
export default async function FichaListPage({ searchParams }: { searchParams: Promise<Record<string, string | string[]>> }) {
  const q = params.parse(await searchParams);
  const mode = await requestMode(q.mode);
  const d = await requestDictionary();
  const v = loadFichaListView({ db: getDb(), mode: mode, conditionId: q.condition, filter: { category: q.category, tipo: q.tipo, source: q.source }, page: q.page });
  const href = (extra: Record<string, string | undefined>) => {
    const p = new URLSearchParams({ mode: mode });
    const merged = { condition: q.condition, category: q.category, tipo: q.tipo, source: q.source, page: q.page > 1 ? String(v.page) : undefined, ...extra };
    for (const [k, val] of Object.entries(merged)) if (val) p.set(k, val);
    return `/fichas?${p.toString()}`;
  };
  return (
    <div className="space-y-3">
      <div>
        <h1 className="text-2xl font-semibold">{d.fichaList.title}</h1>
        <p className="max-w-3xl text-sm text-[#52514e]">{d.fichaList.intro}</p>
        <p className="text-xs text-[#52514e]">
          {d.matrix.mode}:{" "}
          {(["real", "simulated"] as const).map((m) => (
            <Link key={m} href={`/fichas?mode=${m}`} className={`mr-2 ${mode === m ? "font-bold" : "text-[#2a78d6] hover:underline"}`}>
              {d.matrix.modes[m]}
            </Link>
          ))}
          · {d.matrix.bank} {d.matrix.version} {v.bankVersion.version} ({v.bankVersion.hash.slice(0, 12)})
        </p>
      </div>
      <form method="get" action="/fichas" className="flex items-center gap-2 text-xs">
        <input type="hidden" name="mode" value={mode} />
        {q.category ? <input type="hidden" name="category" value={q.category} /> : null}
        {q.tipo ? <input type="hidden" name="tipo" value={q.tipo} /> : null}
        {q.source ? <input type="hidden" name="source" value={q.source} /> : null}
        <label>
          {d.fichaList.condition}{" "}
          <select name="condition" defaultValue={q.condition ?? ""} className="rounded border border-[#c3c2b7] bg-white p-0.5" data-testid="ficha-list-condition">
            <option value="">{d.fichaList.allConditions}</option>
            {v.conditions.map((c) => (
              <option key={c.id} value={c.id}>
                {c.seedName ? `${c.seedName} · ` : ""}
                {c.id}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded border border-[#2a78d6] px-2 py-0.5 text-[#2a78d6]">
          {d.condition.apply}
        </button>
      </form>
      <FichaFilters d={d} current={{ category: q.category, tipo: q.tipo, source: q.source }} href={href} />
      <p className="text-xs text-[#52514e]" data-testid="ficha-list-summary">
        {d.fichaList.summary.replace("{matching}", String(v.matching)).replace("{runs}", String(v.runs)).replace("{page}", String(v.page)).replace("{pages}", String(v.pages))}
        {v.page > 1 ? <Link className="ml-2 text-[#2a78d6] hover:underline" href={href({ page: String(v.page - 1) })}>{d.ficha.prev}</Link> : null}
        {v.page < v.pages ? <Link className="ml-2 text-[#2a78d6] hover:underline" href={href({ page: String(v.page + 1) })} data-testid="ficha-list-next">{d.ficha.next}</Link> : null}
      </p>
      {v.fichas.length ? <FichaTable rows={v.fichas} d={d} query="" runLabels={v.runLabels} /> : <p className="text-sm">{d.fichaList.none}</p>}
    </div>
  );
}
