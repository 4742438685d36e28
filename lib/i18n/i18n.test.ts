import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "./en";
import { es } from "./es";

function keys(o: unknown, prefix = ""): string[] {
  if (typeof o !== "object" || o === null) return [prefix];
  return Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith(".tsx") ? [path.join(dir, e.name)] : []));
}

/** Text a person reads that may stay as written in any language: symbols, format names, proper names of models. */
const UNTRANSLATED = /^(PNG|SVG|CSV|JSON|R|X|N|k|n|p|κ|λ|τ|Δ|ES|EN|veraz|Claude (Haiku|Sonnet) \d\.\d)$/;

describe("both languages", () => {
  it("have the same keys, none empty", () => {
    expect(keys(en).sort()).toEqual(keys(es).sort());
    for (const [name, d] of [["es", es], ["en", en]] as const) {
      const empty = keys(d).filter((k) => k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], d) === "");
      expect(empty, name).toEqual([]);
    }
  });

  it("no page or component writes user-facing text of its own: every word comes from the dictionaries", () => {
    const offenders: string[] = [];
    for (const file of [...walk(path.join(process.cwd(), "app")), ...walk(path.join(process.cwd(), "components"))]) {
      const src = fs.readFileSync(file, "utf8").replace(/\{\/\*[\s\S]*?\*\/\}/g, "");
      // JSX text between tags: ">Texto<".
      for (const m of src.matchAll(/>([^<>{}]*[A-Za-zÁÉÍÓÚáéíóúñÑ]{2,}[^<>{}]*)</g)) {
        const t = m[1]!.trim();
        // Code between ">" and "<" (generics, comparisons, ternaries) is not text.
        if (!t || UNTRANSLATED.test(t) || /[;?]|Promise|Record|=>|&&|\.\w+\b.*[<>]|^\w+\.\w+/.test(t)) continue;
        offenders.push(`${path.relative(process.cwd(), file)}: «${t.slice(0, 60)}»`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
