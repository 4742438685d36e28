import { z } from "zod";
import { getDb } from "@/db/client";
import { getBankVersion } from "@/db/queries/dataset";
import { getRun } from "@/db/queries/runs";
import { csvResponse } from "@/lib/exports/csv";
import { fichasCsvChunks } from "@/lib/exports/fichas";

export const dynamic = "force-dynamic";

const query = z.object({ run: z.array(z.coerce.number().int().positive()).min(1, "indique al menos un run") });

/** Streams the fichas of one or more runs as CSV (/api/export/fichas?run=1&run=2). */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const parsed = query.safeParse({ run: url.searchParams.getAll("run") });
  if (!parsed.success) return new Response(parsed.error.issues.map((i) => i.message).join("; "), { status: 400 });
  const db = getDb();
  let runs;
  try {
    runs = parsed.data.run.map((id) => getRun({ db, id }));
  } catch (e) {
    return new Response((e as Error).message, { status: 404 });
  }
  const hash = getBankVersion({ db, id: runs[0]!.bankVersionId }).contentHash;
  const meta = [`veraz · banco ${hash}`, `runs: ${runs.map((r) => `${r.id} (${r.conditionId}, ${r.mode}, repetición ${r.repetition})`).join("; ")}`];
  const name = `veraz-fichas-run-${parsed.data.run.join("-")}-banco-${hash.slice(0, 12)}.csv`;
  if (url.searchParams.get("meta") === "1") return csvResponse(name, { csv: "", provenance: meta }, true);
  const chunks = fichasCsvChunks({ db, runIds: parsed.data.run });
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
  return new Response(stream, { headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${name}"` } });
}
