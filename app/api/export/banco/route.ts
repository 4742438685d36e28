import { z } from "zod";
import { getDb } from "@/db/client";
import { bankContent, currentBankVersion } from "@/db/queries/dataset";
import { bankExport, notesExport } from "@/lib/exports/bank";

export const dynamic = "force-dynamic";

const query = z.object({ part: z.enum(["notas", "banco"]), format: z.enum(["csv", "json"]).default("csv") });

/** The active bank's notes or questions in the import formats (/api/export/banco?part=notas&format=csv). */
export async function GET(request: Request) {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return new Response(parsed.error.issues.map((i) => i.message).join("; "), { status: 400 });
  const db = getDb();
  const version = currentBankVersion({ db });
  const content = bankContent({ db, bankVersionId: version.id });
  const body = parsed.data.part === "notas" ? notesExport(content.notes, parsed.data.format) : bankExport(content.questions, parsed.data.format);
  const name = `veraz-${parsed.data.part}-v${version.version}-${version.contentHash.slice(0, 12)}.${parsed.data.format}`;
  return new Response(body, { headers: { "content-type": parsed.data.format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8", "content-disposition": `attachment; filename="${name}"` } });
}
