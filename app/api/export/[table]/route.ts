import { z } from "zod";
import { getDb } from "@/db/client";
import { conditionIdSchema, modeSchema } from "@/lib/conditions/axes";
import { type CsvFile, csvResponse } from "@/lib/exports/csv";
import { compareCsv, coverageCsv, effectsCsv, reliabilityCsv, table1Csv, table2Csv } from "@/lib/exports/tables";
import { effectSummary, loadEffectsView } from "@/lib/views/effects";
import { loadCompareView } from "@/lib/views/compare";
import { loadCalibrationView } from "@/lib/views/calibration";
import { loadResultsView } from "@/lib/views/results";

export const dynamic = "force-dynamic";

const query = z.object({
  mode: modeSchema.default("real"),
  c: z.array(conditionIdSchema).default([]),
  bins: z.coerce.number().int().min(2).max(20).default(5),
  target: z.coerce.number().min(0.5).max(1).default(0.95),
});

/** CSV downloads: /api/export/table1.csv and /api/export/table2.csv (?mode=…&c=…&c=…). */
export async function GET(request: Request, { params }: { params: Promise<{ table: string }> }) {
  const { table } = await params;
  const url = new URL(request.url);
  const parsed = query.safeParse({
    mode: url.searchParams.get("mode") ?? undefined,
    c: url.searchParams.getAll("c"),
    bins: url.searchParams.get("bins") ?? undefined,
    target: url.searchParams.get("target") ?? undefined,
  });
  if (!parsed.success) return new Response(parsed.error.issues.map((i) => i.message).join("; "), { status: 400 });
  const { mode, c, bins, target } = parsed.data;
  let body: CsvFile;
  let hash: string;
  if (table === "table1.csv" || table === "table2.csv") {
    const view = loadResultsView({ db: getDb(), mode, conditionIds: c });
    hash = view.bankVersion.hash;
    body = (table === "table1.csv" ? table1Csv : table2Csv)(hash, mode, view.rows);
  } else if (table === "reliability.csv" || table === "coverage.csv") {
    const view = loadCalibrationView({ db: getDb(), mode, conditionIds: c, bins, target });
    hash = view.bankVersion.hash;
    body = (table === "reliability.csv" ? reliabilityCsv : coverageCsv)(hash, mode, view.calibration);
  } else if (table === "compare.csv") {
    const side = (k: string, r: string) => ({ conditionId: url.searchParams.get(k) ?? undefined, runId: Number(url.searchParams.get(r)) || undefined });
    const v = loadCompareView({ db: getDb(), mode, a: side("a", "ra"), b: side("b", "rb") });
    if ("error" in v) return new Response(v.error, { status: 400 });
    hash = (await import("@/db/queries/dataset")).getBankVersion({ db: getDb(), id: v.a.run.bankVersionId }).contentHash;
    body = compareCsv(hash, { a: v.a.label, b: v.b.label }, v.comparison);
  } else if (table === "effects.csv") {
    const v = loadEffectsView({ db: getDb(), mode });
    hash = v.bankVersion.hash;
    body = effectsCsv(v.effects.map(effectSummary));
  } else {
    return new Response(`exportación desconocida: ${table}`, { status: 404 });
  }
  const stamp = new Date().toISOString().slice(0, 16).replace(/[-:]/g, "").replace("T", "-");
  const name = `veraz-${table.replace(".csv", "")}-${mode}-banco-${hash.slice(0, 12)}-${stamp}.csv`;
  return csvResponse(name, body, url.searchParams.get("meta") === "1");
}
