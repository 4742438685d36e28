import { describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "./csv";

describe("csv", () => {
  it("round-trips accents, quotes, commas, newlines and full-precision numbers", () => {
    const rows = [
      ["Haiku 5.5 sin RAG", 0.17204987516891143, -0.036815998333680454, 'dijo "no", claro', "línea 1\nlínea 2", null],
      ["abstención", 25, 1e-20, "#hash", " espacio ", true],
    ];
    const text = toCsv({ header: ["configuración", "p", "low", "texto", "multi", "x"], rows });
    // One header row first (after the byte-order mark): nothing a reader must skip.
    expect(text.startsWith("\uFEFFconfiguración,p,low,texto,multi,x\r\n")).toBe(true);
    expect(text).not.toMatch(/^# /m);
    const back = parseCsv(text);
    expect(back.meta).toEqual([]);
    expect(back.header).toEqual(["configuración", "p", "low", "texto", "multi", "x"]);
    expect(back.rows[0]!.slice(0, 5)).toEqual(["Haiku 5.5 sin RAG", "0.17204987516891143", "-0.036815998333680454", 'dijo "no", claro', "línea 1\nlínea 2"]);
    expect(Number(back.rows[0]![1])).toBe(0.17204987516891143);
    expect(back.rows[0]![5]).toBe("");
    expect(back.rows[1]).toEqual(["abstención", "25", "1e-20", "#hash", " espacio ", "true"]);
  });
});
