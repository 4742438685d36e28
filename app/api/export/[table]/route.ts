import { z } from "zod";
import { getDb } from "@/db/client";
import { conditionIdSchema, modeSchema } from "@/lib/conditions/axes";
import { table1Csv, table2Csv } from "@/lib/exports/tables";
import { loadResultsView } from "@/lib/views/results";

export const dynamic = "force-dynamic";

const query = z.object({ mode: modeSchema.default("real"), c: z.array(conditionIdSchema).default([]) });

/** CSV downloads: /api/export/table1.csv and /api/export/table2.csv (?mode=…&c=…&c=…). */
export async function GET(request: Request, { params }: { params: Promise<{ table: string }> }) {
  const { table } = await params;
  const url = new URL(request.url);
  const parsed = query.safeParse({ mode: url.searchParams.get("mode") ?? undefined, c: url.searchParams.getAll("c") });
  if (!parsed.success) return new Response(parsed.error.issues.map((i) => i.message).join("; "), { status: 400 });
  const view = loadResultsView({ db: getDb(), mode: parsed.data.mode, conditionIds: parsed.data.c });
  const hash = view.bankVersion.hash.slice(0, 12);
  const make = table === "table1.csv" ? table1Csv : table === "table2.csv" ? table2Csv : null;
  if (!make) return new Response(`exportación desconocida: ${table}`, { status: 404 });
  const name = `veraz-${table.replace(".csv", "")}-${parsed.data.mode}-banco-${hash}.csv`;
  return new Response(make(view.bankVersion.hash, parsed.data.mode, view.rows), {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${name}"` },
  });
}
