import type { ResultRow } from "@/lib/views/results";
import { type CsvFile, csvFile } from "./csv";

function meta(bankHash: string, mode: string, rows: readonly ResultRow[]): string[] {
  return [
    `veraz · banco ${bankHash} · modo ${mode}${mode === "simulated" ? " (simulado)" : ""}`,
    `condiciones: ${rows.map((r) => `${r.condition.id} (run ${r.run.id}, repetición ${r.run.repetition})`).join("; ")}`,
  ];
}

/** Table 1 as CSV: counts, inventadas and the hallucination rate with its Wilson interval, unrounded. */
export function table1Csv(bankHash: string, mode: string, rows: readonly ResultRow[]): CsvFile {
  return csvFile({
    meta: meta(bankHash, mode, rows),
    header: [
      "configuración", "condición", "run", "correcta", "incorrecta", "abstención", "inventadas", "n", "tasa", "wilson_bajo", "wilson_alto", "tasa_abstención",
      "tasa_corregida_ppi", "ppi_bajo", "ppi_alto", "ppi_lambda", "ppi_n_personas", "ppi_N_automaticas", "ppi_calificaciones_necesarias",
    ],
    rows: rows.map((r) => [
      r.label,
      r.condition.id,
      r.run.id,
      r.table1.correcta,
      r.table1.incorrecta,
      r.table1.abstencion,
      r.table1.inventadas,
      r.table1.n,
      r.table1.hallucination?.p,
      r.table1.hallucination?.low,
      r.table1.hallucination?.high,
      r.table1.abstention?.p,
      r.correction.hallucination?.estimate,
      r.correction.hallucination?.low,
      r.correction.hallucination?.high,
      r.correction.hallucination?.lambda,
      r.correction.n,
      r.correction.N,
      r.correction.hallucination ? null : r.correction.needed,
    ]),
  });
}

/** Table 2 as CSV: k, n, p with Wilson and Wald bounds, unrounded. */
export function table2Csv(bankHash: string, mode: string, rows: readonly ResultRow[]): CsvFile {
  return csvFile({
    meta: meta(bankHash, mode, rows),
    header: ["configuración", "condición", "k", "n", "p", "wilson_bajo", "wilson_alto", "wald_bajo", "wald_alto", "p_corregida_ppi", "ppi_bajo", "ppi_alto", "ppi_lambda", "ppi_n_personas"],
    rows: rows
      .filter((r) => r.table2)
      .map((r) => [
        r.label, r.condition.id, r.table2!.k, r.table2!.n, r.table2!.p, r.table2!.wilson.low, r.table2!.wilson.high, r.table2!.wald.low, r.table2!.wald.high,
        r.correction.hallucination?.estimate, r.correction.hallucination?.low, r.correction.hallucination?.high, r.correction.hallucination?.lambda, r.correction.n,
      ]),
  });
}

import type { CalibrationRow } from "@/lib/views/calibration";

/** Reliability bins of every condition as CSV (each bin's accuracy with its Wilson interval), unrounded. */
export function reliabilityCsv(bankHash: string, mode: string, rows: readonly CalibrationRow[]): CsvFile {
  return csvFile({
    meta: [...meta(bankHash, mode, rows.map((r) => r.result)), `ECE: ${rows.map((r) => `${r.result.label} ${r.analysis?.ece ?? "—"}`).join("; ")}`],
    header: ["configuración", "contenedor", "desde", "hasta", "n", "confianza_media", "exactitud", "aciertos", "wilson_bajo", "wilson_alto", "ece"],
    rows: rows.flatMap((r) =>
      (r.analysis?.bins ?? []).map((b) => [r.result.label, b.bin, b.lower, b.upper, b.n, b.meanConfidence, b.accuracy.p, b.accuracy.k, b.accuracy.low, b.accuracy.high, r.analysis!.ece]),
    ),
  });
}

/** Precision–coverage points of every condition as CSV, with counts and Wilson intervals. */
export function coverageCsv(bankHash: string, mode: string, rows: readonly CalibrationRow[]): CsvFile {
  return csvFile({
    meta: meta(bankHash, mode, rows.map((r) => r.result)),
    header: ["configuración", "umbral", "entregadas", "total", "cobertura", "aciertos_entregadas", "precision", "precision_wilson_bajo", "precision_wilson_alto"],
    rows: rows.flatMap((r) =>
      (r.analysis?.pointRates ?? []).map((p, i) => {
        const point = r.analysis!.points[i]!;
        return [r.result.label, p.threshold, point.delivered, point.total, point.coverage, point.correctDelivered, point.precision, p.precision?.low, p.precision?.high];
      }),
    ),
  });
}

import type { Comparison } from "@/lib/results/compare";

/** A paired comparison as CSV: every question's outcome in A and B, and the McNemar test in the metadata. */
export function compareCsv(bankHash: string, labels: { a: string; b: string }, c: Comparison<{ readonly answerText: string | null; readonly category: string | null }>): CsvFile {
  return csvFile({
    meta: [`veraz · banco ${bankHash}`, `A: ${labels.a}; B: ${labels.b}`, `McNemar exacta: b=${c.mcnemar.b}, c=${c.mcnemar.c}, p=${c.mcnemar.p}`],
    header: ["clave", "pregunta", "respuesta_A", "categoría_A", "respuesta_B", "categoría_B", "discordante"],
    rows: c.items.map((i) => [
      i.clave,
      i.pregunta,
      i.a?.answerText,
      i.a?.category,
      i.b?.answerText,
      i.b?.category,
      c.onlyA.includes(i) ? "solo A" : c.onlyB.includes(i) ? "solo B" : "",
    ]),
  });
}

/** The effects of each factor as CSV: one row per factor and pair of levels, unrounded, with the matched pairs' conditions. */
export function effectsCsv(effects: readonly ReturnType<typeof import("@/lib/views/effects").effectSummary>[]): CsvFile {
  return csvFile({
    meta: [],
    header: ["factor", "nivel_a", "nivel_b", "efecto", "ic_bajo", "ic_alto", "p", "prueba_exacta", "p_holm", "rechaza_holm", "pares", "preguntas", "condiciones_a", "condiciones_b"],
    rows: effects.map((e) => [e.factor, e.a, e.b, e.effect, e.low, e.high, e.p, e.exact, e.pHolm, e.reject, e.matchedPairs, e.questions, e.pairs.map((p) => p.a).join(" "), e.pairs.map((p) => p.b).join(" ")]),
  });
}
