import { z } from "zod";
import { getDb } from "@/db/client";
import { table3Csv, table4Csv } from "@/lib/exports/bias";
import { csvResponse } from "@/lib/exports/csv";
import { loadBiasView } from "@/lib/views/bias";

export const dynamic = "force-dynamic";

const query = z.object({ experiment: z.coerce.number().int().positive(), table: z.enum(["3", "4"]), pair: z.coerce.number().int().nonnegative().default(0) });

/** Tables 3 and 4 of a bias experiment as CSV (/api/export/bias?experiment=1&table=4). */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const parsed = query.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return new Response(parsed.error.issues.map((i) => i.message).join("; "), { status: 400 });
  let v;
  try {
    v = loadBiasView({ db: getDb(), experimentId: parsed.data.experiment });
  } catch (e) {
    return new Response((e as Error).message, { status: 404 });
  }
  const p = v.pairs[parsed.data.pair]?.pair;
  if (!p) return new Response("el experimento no tiene tarjetas", { status: 404 });
  const body = parsed.data.table === "3" ? table3Csv(v.experiment.designHash, p) : table4Csv(v.experiment.designHash, p);
  const name = `veraz-sesgo-tabla${parsed.data.table}-experimento-${v.experiment.id}-${p.a}-${p.b}.csv`;
  return csvResponse(name, body, url.searchParams.get("meta") === "1");
}
