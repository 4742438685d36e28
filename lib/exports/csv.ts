/**
 * CSV (RFC 4180) for spreadsheets: UTF-8 with a byte-order mark so accents
 * survive Excel and LibreOffice, CRLF line ends, fields quoted when needed,
 * numbers unrounded (full precision); one header row and rectangular rows,
 * nothing else, so `pandas.read_csv(path)` with its defaults gives the table.
 * Provenance (bank version hash, runs, tests) travels apart: in the file name
 * and in a JSON sidecar (`CsvFile.provenance`, served with `?meta=1`).
 */
export type CsvValue = string | number | boolean | null | undefined;

function field(v: CsvValue): string {
  if (v === null || v === undefined) return "";
  const s = typeof v === "number" ? (Number.isFinite(v) ? String(v) : "") : String(v);
  return /[",\r\n#]/.test(s) || /^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One CSV line (CRLF-terminated) for streaming writers. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(field).join(",")}\r\n`;
}

/** The opening of a streamed CSV: byte-order mark and header. */
export function csvHead(header: readonly string[]): string {
  return `\uFEFF${csvLine(header)}`;
}

export function toCsv({ header, rows }: { header: readonly string[]; rows: readonly (readonly CsvValue[])[] }): string {
  const lines = [header.map(field).join(","), ...rows.map((r) => r.map(field).join(","))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** A CSV table and its provenance (what used to travel as "# " lines): the sidecar's content. */
export interface CsvFile {
  readonly csv: string;
  readonly provenance: readonly string[];
}

export function csvFile({ meta, header, rows }: { meta: readonly string[]; header: readonly string[]; rows: readonly (readonly CsvValue[])[] }): CsvFile {
  return { csv: toCsv({ header, rows }), provenance: meta };
}

/** The JSON sidecar of a CSV download: its provenance and when it was made. */
export function provenanceJson(file: string, provenance: readonly string[]): string {
  return `${JSON.stringify({ file, generatedAt: new Date().toISOString(), provenance }, null, 2)}\n`;
}

/** Parses CSV written by toCsv (and RFC 4180 in general); "# " metadata lines are returned apart. */
export function parseCsv(text: string): { meta: string[]; header: string[]; rows: string[][] } {
  const src = text.replace(/^\uFEFF/, "");
  const records: string[][] = [];
  const meta: string[] = [];
  let i = 0;
  while (i < src.length) {
    if (src.startsWith("# ", i) && (i === 0 || src[i - 1] === "\n")) {
      const end = src.indexOf("\n", i);
      meta.push(src.slice(i + 2, end < 0 ? undefined : end).replace(/\r$/, ""));
      i = end < 0 ? src.length : end + 1;
      continue;
    }
    const record: string[] = [];
    for (;;) {
      let value = "";
      if (src[i] === '"') {
        i++;
        for (;;) {
          const q = src.indexOf('"', i);
          if (q < 0) throw new Error("CSV: unterminated quoted field");
          value += src.slice(i, q);
          i = q + 1;
          if (src[i] === '"') {
            value += '"';
            i++;
          } else break;
        }
      } else {
        const m = /[,\r\n]/.exec(src.slice(i));
        const end = m ? i + m.index : src.length;
        value = src.slice(i, end);
        i = end;
      }
      record.push(value);
      if (src[i] === ",") {
        i++;
        continue;
      }
      if (src[i] === "\r") i++;
      if (src[i] === "\n") i++;
      break;
    }
    records.push(record);
  }
  const [header = [], ...rows] = records;
  return { meta, header, rows };
}

/** The HTTP answer of a CSV download: the table, or with `meta` its JSON sidecar (provenance). */
export function csvResponse(name: string, file: CsvFile, meta: boolean): Response {
  const disposition = (n: string) => `attachment; filename="${encodeURIComponent(n)}"`;
  if (meta) return new Response(provenanceJson(name, file.provenance), { headers: { "content-type": "application/json; charset=utf-8", "content-disposition": disposition(name.replace(/\.csv$/, ".json")) } });
  return new Response(file.csv, { headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": disposition(name) } });
}
