/**
 * CSV (RFC 4180) for spreadsheets: UTF-8 with a byte-order mark so accents
 * survive Excel and LibreOffice, CRLF line ends, fields quoted when needed,
 * numbers unrounded (full precision), metadata as leading "# " lines.
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

/** The opening of a streamed CSV: byte-order mark, metadata lines, header. */
export function csvHead(meta: readonly string[], header: readonly string[]): string {
  return `\uFEFF${meta.map((m) => `# ${m.replace(/[\r\n]+/g, " ")}\r\n`).join("")}${csvLine(header)}`;
}

export function toCsv({ meta = [], header, rows }: { meta?: readonly string[]; header: readonly string[]; rows: readonly (readonly CsvValue[])[] }): string {
  const lines = [...meta.map((m) => `# ${m.replace(/[\r\n]+/g, " ")}`), header.map(field).join(","), ...rows.map((r) => r.map(field).join(","))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
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
