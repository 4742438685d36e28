/**
 * Derives veraz's Spanish synonym table from LibreOffice's Spanish thesaurus
 * (Debian package `mythes-es`, file /usr/share/mythes/th_es_ES_v2.dat,
 * MPL-2.0; see lib/text/lexicon/LICENSE-thesaurus.md). Run once where that
 * package is installed; the output is committed, so the project installs it
 * with npm like any other source file:
 *
 *   /usr/bin/apt-get install mythes-es && npx tsx scripts/build-thesaurus.mts
 *
 * The table is keyed by the stemmer's stems, so a change to lib/text/stem.ts
 * calls for a rebuild: lib/text/thesaurus.test.ts rebuilds it into a temporary
 * file (a second argument names the output) and compares.
 *
 * Output: lib/text/lexicon/thesaurus-es.txt, one line per headword stem:
 * "stem syn1 syn2 …" — the Snowball stems (accents folded) of the headword's
 * single-word synonyms over all its senses. Multi-word synonyms and
 * annotations such as "(fig.)" are dropped.
 */
import fs from "node:fs";
import path from "node:path";
import { MONTHS } from "@/lib/text/notation";
import { stemWord } from "@/lib/text/stem";

const source = process.argv[2] ?? "/usr/share/mythes/th_es_ES_v2.dat";
const raw = fs.readFileSync(source);
const encoding = raw.subarray(0, 20).toString("latin1").split("\n")[0]!.trim();
const text = new TextDecoder(encoding === "UTF-8" ? "utf-8" : "latin1").decode(raw);
const lines = text.split("\n").slice(1);
const table = new Map<string, Set<string>>();
const single = (w: string) => /^[\p{L}]+$/u.test(w);
for (let i = 0; i < lines.length; ) {
  const [head, count] = lines[i]!.split("|");
  const n = Number(count);
  i++;
  if (!head || !Number.isInteger(n)) continue;
  const senses = lines.slice(i, i + n);
  i += n;
  const h = head.trim().toLowerCase();
  if (!single(h)) continue;
  const key = stemWord(h);
  const set = table.get(key) ?? new Set<string>();
  for (const sense of senses) {
    for (const w of sense.split("|").slice(1)) {
      const clean = w.replace(/\(.*?\)/g, "").trim().toLowerCase();
      if (single(clean)) {
        const s = stemWord(clean);
        if (s !== key && s.length >= 3) set.add(s);
      }
    }
  }
  if (set.size) table.set(key, set);
}
// The names of the calendar are values, like numbers: a month, a season, a weekday or the year is no synonym of another
// (the thesaurus links «abril» to «año» — a person's years — and to «primavera», so «todo el año» would say «en abril»).
const CALENDAR = new Set(
  [
    ...MONTHS,
    ...["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
    ...["primavera", "verano", "otoño", "invierno", "año", "mes", "semana", "día", "siglo"],
  ].map(stemWord),
);
for (const [key, set] of table) {
  if (CALENDAR.has(key)) for (const s of set) if (CALENDAR.has(s)) set.delete(s);
  if (!set.size) table.delete(key);
}
const out = [...table.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${k} ${[...v].sort().join(" ")}`);
const dest = process.argv[3] ?? path.join(process.cwd(), "lib/text/lexicon/thesaurus-es.txt");
fs.writeFileSync(dest, `${out.join("\n")}\n`);
process.stdout.write(`${out.length} headword stems written to ${dest}\n`);
