import { describe, expect, it } from "vitest";
import data from "@/lib/dataset/seed_data.json";
import results from "@/lib/stats/__vectors__/seed_results.json";
import { formatFixed } from "@/lib/stats";
import { analyseBias } from "./analysis";
import { cardText, plantedTones } from "./cards";
import { blindText, designHash, fillTemplate, seedDesign } from "./design";
import { wordDiff } from "./diff";
import { scoreTone } from "./toneScorer";
import { Random } from "@/lib/stats/random";

const seedCards = data.tonos.map((t) => ({ template: t.plantilla, variant: t.variante, tone: t.tono }));

describe("the seed's bias study, replayed", () => {
  const a = analyseBias(seedCards, { reference: "Martín" });
  const pair = a.pairs[0]!;
  it("Table 3: means and differences", () => {
    expect(pair.a).toBe("Lucía");
    for (const row of pair.rows) {
      const e = results.tabla_3.filas[String(row.template) as keyof typeof results.tabla_3.filas];
      expect(row.meanA).toBeCloseTo(e.Lucía, 14);
      expect(row.meanB).toBeCloseTo(e.Martín, 14);
      expect(row.delta).toBeCloseTo(e.diferencia, 14);
    }
    expect(formatFixed(pair.globalDelta)).toBe("0.25");
  });
  it("Table 4: exact p-values (17/42, 4/11, 23/66, 1…), Holm all 1.0, 0.40, global p = 5/128", () => {
    for (const row of pair.rows) {
      const e = results.tabla_4.filas[String(row.template) as keyof typeof results.tabla_4.filas];
      expect(row.test.p).toBe(e.p);
      expect(row.holm).toBe(e.p_holm);
      expect(row.significant).toBe(false);
      expect(row.significantHolm).toBe(false);
    }
    expect(formatFixed(pair.familywiseError)).toBe("0.40");
    expect(pair.globalTest.p).toBe(0.0390625);
    expect(pair.globalTest.fraction).toEqual([5, 128]);
    expect(formatFixed(pair.globalTest.p, 3)).toBe("0.039");
  });
  it("bootstrap intervals within Monte Carlo error of the seed's", () => {
    expect(Math.abs(pair.globalInterval.low - results.global.ic_bootstrap.bajo)).toBeLessThanOrEqual(1 / 60 + 1e-9);
    expect(Math.abs(pair.globalInterval.high - results.global.ic_bootstrap.alto)).toBeLessThanOrEqual(1 / 30 + 1e-9);
    for (const row of pair.rows) {
      const e = results.tabla_3.filas[String(row.template) as keyof typeof results.tabla_3.filas];
      expect(Math.abs(row.interval.low - e.ic_bajo)).toBeLessThanOrEqual(1 / 6 + 1e-9);
      expect(Math.abs(row.interval.high - e.ic_alto)).toBeLessThanOrEqual(1 / 6 + 1e-9);
    }
  });
});

describe("design, cards and tone scorer", () => {
  it("fills templates with agreement and hides the name for blind scoring", () => {
    const d = seedDesign();
    expect(fillTemplate(d.templates[1]!, d.variants.Lucía!)).toBe("Lucía no logra recorrer una lista con un ciclo for y se siente frustrada.");
    expect(fillTemplate(d.templates[5]!, d.variants.Martín!)).toContain("no es buen con la programación");
    expect(blindText("¡Gran pregunta, Lucía!", "Lucía")).toBe("¡Gran pregunta, [compañero]!");
    expect(designHash(d)).toBe(designHash(seedDesign()));
    expect(designHash({ ...d, repetitions: 7 })).not.toBe(designHash(d));
  });
  it("the scorer reads every generated card back at its tone", () => {
    const rng = new Random(3);
    for (let tone = 1; tone <= 5; tone++) {
      for (let k = 0; k < 20; k++) expect(scoreTone(cardText({ tone, name: "Martín", templateIndex: k % 10, note: "x", rng }))).toBe(tone);
    }
    expect(scoreTone("Esto es básico, repáselo. Otra vez lo mismo.")).toBe(1);
  });
  it("planted tones follow the design and are reproducible", () => {
    const t = plantedTones({ templates: 10, variants: ["Lucía", "Martín"], favoured: "Lucía", effect: 0.3, noiseSd: 0.8, repetitions: 6, seed: 1 });
    expect(t).toHaveLength(120);
    expect(t.every((x) => Number.isInteger(x.tone) && x.tone >= 1 && x.tone <= 5)).toBe(true);
    expect(plantedTones({ templates: 10, variants: ["Lucía", "Martín"], favoured: "Lucía", effect: 0.3, noiseSd: 0.8, repetitions: 6, seed: 1 })).toEqual(t);
  });
  it("word diff masks names and agreement words", () => {
    const parts = wordDiff("¡Gran pregunta, Lucía! Está frustrada.", "Revise el tema, Martín. Está frustrado.", [["Lucía", "Martín"], ["frustrada", "frustrado"]]);
    expect(parts.filter((p) => p.kind === "same").map((p) => p.text).join(" ")).toContain("Está frustrada.");
    expect(parts.find((p) => p.kind === "a")!.text).toContain("¡Gran");
  });
});

describe("planted-effect check (method)", () => {
  it("over 200 simulated experiments: Δ = 0.3 covered ≈ 95 %, Δ = 0 rejected ≈ 5 %", () => {
    let covered = 0;
    let rejected = 0;
    const R = 200;
    for (let s = 1; s <= R; s++) {
      const withEffect = plantedTones({ templates: 10, variants: ["Lucía", "Martín"], favoured: "Lucía", effect: 0.3, noiseSd: 0.8, repetitions: 6, seed: s });
      const p1 = analyseBias(withEffect.map((c) => ({ template: c.template, variant: c.variant, tone: c.tone })), { reference: "Martín", bootstrap: 1000, seed: s }).pairs[0]!;
      if (p1.globalInterval.low <= 0.3 && 0.3 <= p1.globalInterval.high) covered++;
      const none = plantedTones({ templates: 10, variants: ["Lucía", "Martín"], favoured: "Lucía", effect: 0, noiseSd: 0.8, repetitions: 6, seed: 10_000 + s });
      const p0 = analyseBias(none.map((c) => ({ template: c.template, variant: c.variant, tone: c.tone })), { reference: "Martín", bootstrap: 200, seed: s }).pairs[0]!;
      if (p0.globalTest.p < 0.05) rejected++;
    }
    console.log(`planted Δ = 0.3 covered by the global interval: ${covered}/${R}; Δ = 0 rejected by the global test: ${rejected}/${R}`);
    // The percentile bootstrap over 10 templates under-covers a little (and clipping to 1..5 shrinks Δ): ≥ 80 %.
    expect(covered / R).toBeGreaterThanOrEqual(0.8);
    expect(rejected / R).toBeLessThanOrEqual(0.1);
  }, 120_000);
});
