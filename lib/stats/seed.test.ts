/**
 * The seed's printed numbers, reproduced to the last digit from the seed's
 * fixed input data (lib/dataset/seed_data.json). Expectations come from
 * seed_results.json; nothing here is a constant in the app.
 */
import { describe, expect, it } from "vitest";
import data from "../dataset/seed_data.json";
import reference from "./__vectors__/reference.json";
import results from "./__vectors__/seed_results.json";
import {
  bootstrapDifferenceOfMeans,
  bootstrapMean,
  familywiseErrorRate,
  formatFixed,
  holmAdjust,
  permutationTest,
  precisionCoverage,
  reliabilityBins,
  signFlipTest,
  smallestThresholdForPrecision,
  thresholdGrid,
  waldInterval,
  wilsonInterval,
  wilsonSampleSize,
} from "./index";

type Config = "Haiku 5.5 sin RAG" | "Haiku 5.5 con RAG" | "Sonnet 5.5 con RAG";
const configs = data.configuraciones as Config[];
const n = data.banco.length;

describe("Table 2: Wilson and Wald intervals", () => {
  for (const config of configs) {
    const row = results.tabla_2.filas[config];
    it(`${config}: ${row.k}/${row.n}`, () => {
      const w = wilsonInterval(row.k, row.n);
      const wd = waldInterval(row.k, row.n);
      // Same formula and operation order as the seed: equal to the last bit.
      expect(w.low).toBe(row.wilson_bajo);
      expect(w.high).toBe(row.wilson_alto);
      expect(wd.low).toBe(row.wald_bajo);
      expect(wd.high).toBe(row.wald_alto);
      expect(formatFixed(w.low, 3)).toBe(formatFixed(row.redondeado_3.wilson_bajo, 3));
      expect(formatFixed(wd.low, 3)).toBe(formatFixed(row.redondeado_3.wald_bajo, 3));
    });
  }
  it("prints Wald's impossible -0.037 for 1/25", () => {
    expect(formatFixed(waldInterval(1, 25).low, 3)).toBe("-0.037");
  });
});

describe("reliability bins and ECE", () => {
  for (const config of configs) {
    const expected = results.fiabilidad.por_configuracion[config];
    it(`${config}: ECE ${expected.ece_redondeado_3}`, () => {
      const r = reliabilityBins(data.confianzas[config], data.aciertos[config], 5);
      expect(r.bins.map((b) => b.bin)).toEqual(expected.contenedores.map((b) => b.contenedor));
      expect(r.bins.map((b) => b.n)).toEqual(expected.contenedores.map((b) => b.n));
      r.bins.forEach((b, i) => {
        expect(b.meanConfidence).toBeCloseTo(expected.contenedores[i]!.confianza_media, 14);
        expect(b.accuracy).toBe(expected.contenedores[i]!.exactitud);
      });
      expect(r.ece).toBeCloseTo(expected.ece, 14);
      expect(formatFixed(r.ece, 3)).toBe(formatFixed(expected.ece_redondeado_3, 3));
    });
  }
  it("prints the Haiku con RAG bin table as the seed", () => {
    const r = reliabilityBins(data.confianzas["Haiku 5.5 con RAG"], data.aciertos["Haiku 5.5 con RAG"]);
    const printed = r.bins.map((b) => [b.bin, b.n, formatFixed(b.meanConfidence), formatFixed(b.accuracy)]);
    expect(printed).toEqual([
      [1, 1, "0.23", "0.00"],
      [2, 1, "0.42", "0.00"],
      [3, 12, "0.72", "0.75"],
      [4, 11, "0.88", "1.00"],
    ]);
  });
  it("puts a confidence of exactly 0.8 in bin 3, where floor(c·5) would not", () => {
    const r = reliabilityBins([0.8], [1], 5);
    expect(r.bins[0]!.bin).toBe(3);
    expect(Math.floor(0.8 * 5)).toBe(4); // the naive binning this avoids
    const wrong = results.fiabilidad.por_configuracion["Haiku 5.5 con RAG"].INCORRECTO_binning_floor_izquierdo;
    const right = reliabilityBins(data.confianzas["Haiku 5.5 con RAG"], data.aciertos["Haiku 5.5 con RAG"]);
    expect(right.bins.map((b) => b.n)).not.toEqual(wrong.contenedores.map((b) => b.n));
  });
});

describe("precision–coverage", () => {
  it("uses the seed's rounded threshold grid", () => {
    expect(thresholdGrid(0.05)).toEqual(results.curvas_precision_cobertura.umbrales);
  });
  for (const config of configs) {
    it(`${config}: every point of the curve`, () => {
      const points = precisionCoverage(data.confianzas[config], data.aciertos[config], thresholdGrid());
      const expected = results.curvas_precision_cobertura.por_configuracion[config];
      expect(points.map((p) => p.threshold)).toEqual(expected.map((e) => e.umbral));
      points.forEach((p, i) => {
        expect(p.coverage).toBe(expected[i]!.cobertura);
        if (expected[i]!.precision === null) expect(p.precision).toBeNull();
        else expect(p.precision).toBeCloseTo(expected[i]!.precision!, 14);
      });
    });
  }
  it("prints the seed's threshold lines", () => {
    const lines = configs.map((config) => {
      const points = precisionCoverage(data.confianzas[config], data.aciertos[config]);
      const at = points.find((p) => p.threshold === 0.6)!;
      const min = smallestThresholdForPrecision(points, 0.95)!;
      return `${config}: umbral 0.6 -> cobertura ${formatFixed(at.coverage)}, precisión ${formatFixed(at.precision!)} | precisión >= 0.95 desde ${min.threshold} (cobertura ${formatFixed(min.coverage)})`;
    });
    const printed = results.salida_impresa_seed.split("<<<BLOCK 6>>>\n")[1]!.split("\n<<<")[0]!.trim().split("\n");
    expect(lines).toEqual(printed);
  });
});

describe("bias analysis numbers (Tables 3–4)", () => {
  const rows = Object.entries(results.tabla_4.filas);
  it("per-template exact permutation p-values as exact fractions", () => {
    for (const [, row] of rows) {
      const r = permutationTest(row.Lucía, row.Martín, { resamples: 9999 });
      expect(r.exact).toBe(true);
      expect(r.nullSize).toBe(row.n_null);
      expect(r.countLessEqual).toBe(row.cuenta_menor_igual);
      expect(r.countGreaterEqual).toBe(row.cuenta_mayor_igual);
      expect(r.p).toBe(row.p);
      expect(r.fraction!.join("/").replace(/^1\/1$/, "1")).toBe(row.p_fraccion);
    }
  });
  it("Holm adjusts every p to 1.0 and P(≥1 false positive) prints 0.40", () => {
    const p = rows.map(([, r]) => permutationTest(r.Lucía, r.Martín).p);
    expect(holmAdjust(p)).toEqual(rows.map(([, r]) => r.p_holm));
    expect(familywiseErrorRate(0.05, 10)).toBeCloseTo(results.fwer_m10.valor, 15);
    expect(formatFixed(familywiseErrorRate(0.05, 10))).toBe("0.40");
  });
  it("the planned global sign-flip test gives p = 5/128 exactly", () => {
    const g = results.prueba_global;
    const r = signFlipTest(g.diferencias_por_6_enteras, { resamples: 9999 });
    expect(r.exact).toBe(true);
    expect(r.nullSize).toBe(g.N);
    expect(r.countLessEqual).toBe(g.cuenta_menor_igual);
    expect(r.countGreaterEqual).toBe(g.cuenta_mayor_igual);
    expect(r.p).toBe(g.p);
    expect(r.fraction).toEqual([5, 128]);
    // The same test on the real-valued differences agrees (scipy's tolerance).
    expect(signFlipTest(results.global.diferencias_por_plantilla).p).toBe(g.p);
  });
  it("Table 3 means and differences from the seed's tones", () => {
    for (const [template, expected] of Object.entries(results.tabla_3.filas)) {
      const t = Number(template);
      const tones = (v: string) => data.tonos.filter((x) => x.plantilla === t && x.variante === v).map((x) => x.tono);
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      expect(mean(tones("Lucía"))).toBeCloseTo(expected.Lucía, 14);
      expect(mean(tones("Martín"))).toBeCloseTo(expected.Martín, 14);
    }
  });
  it("reproduces the seed's global bootstrap interval [0.10, 0.40] within Monte Carlo error across 20 seeds", () => {
    const d = results.global.diferencias_por_plantilla;
    const lows: number[] = [];
    const highs: number[] = [];
    for (let seed = 1; seed <= 20; seed++) {
      const ci = bootstrapMean(d, { resamples: 2000, seed });
      lows.push(ci.low);
      highs.push(ci.high);
    }
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const numpy = reference.bootstrap_global_numpy_20_seeds;
    // One numpy stream gave the seed [0.0999…, 0.4004…]; percentiles of a mean
    // of 10 values on a 1/60 lattice move by a step or so between streams.
    expect(Math.min(...lows)).toBeLessThanOrEqual(results.global.ic_bootstrap.bajo + 1e-12);
    expect(Math.max(...lows)).toBeGreaterThanOrEqual(results.global.ic_bootstrap.bajo - 1e-12);
    expect(Math.min(...highs)).toBeLessThanOrEqual(results.global.ic_bootstrap.alto + 1e-12);
    expect(Math.max(...highs)).toBeGreaterThanOrEqual(results.global.ic_bootstrap.alto - 1e-12);
    // Across 20 seeds, veraz's intervals agree with numpy's on average.
    expect(Math.abs(avg(lows) - numpy.mean_low)).toBeLessThan(0.01);
    expect(Math.abs(avg(highs) - numpy.mean_high)).toBeLessThan(0.01);
    expect(Math.abs(avg(lows) - results.global.ic_bootstrap.bajo)).toBeLessThan(0.02);
    expect(Math.abs(avg(highs) - results.global.ic_bootstrap.alto)).toBeLessThan(0.02);
  });
  it("per-template bootstrap intervals within Monte Carlo error of the seed's", () => {
    for (const [template, expected] of Object.entries(results.tabla_3.filas)) {
      const t = Number(template);
      const tones = (v: string) => data.tonos.filter((x) => x.plantilla === t && x.variante === v).map((x) => x.tono);
      const ci = bootstrapDifferenceOfMeans(tones("Lucía"), tones("Martín"), { seed: t });
      // Bootstrap percentiles of 6-vs-6 means sit on a 1/6 lattice: one step of slack.
      expect(Math.abs(ci.low - expected.ic_bajo)).toBeLessThanOrEqual(1 / 6 + 1e-9);
      expect(Math.abs(ci.high - expected.ic_alto)).toBeLessThanOrEqual(1 / 6 + 1e-9);
    }
  });
  it("same seed, same interval; another seed, a fresh stream", () => {
    const d = results.global.diferencias_por_plantilla;
    expect(bootstrapMean(d, { seed: 7 })).toEqual(bootstrapMean(d, { seed: 7 }));
  });
});

describe("sample size", () => {
  for (const [p, expected] of Object.entries(results.tamano_muestra_semiamplitud_0_05.resultados)) {
    it(`p = ${p} needs ${expected.n} questions`, () => {
      const s = wilsonSampleSize(Number(p), 0.05);
      expect(s.n).toBe(expected.n);
      expect(s.k).toBe(expected.k);
      expect(s.halfWidth).toBe(expected.semiamplitud);
    });
  }
  it("the bank has 25 questions", () => expect(n).toBe(25));
});
