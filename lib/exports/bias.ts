import type { PairAnalysis } from "@/lib/bias/analysis";
import { type CsvFile, csvFile } from "./csv";

/** Table 3 (means, Δ_j, bootstrap interval) and the global row, unrounded. */
export function table3Csv(designHash: string, p: PairAnalysis): CsvFile {
  return csvFile({
    meta: [`veraz · diseño ${designHash}`, `${p.a} frente a ${p.b}; Δ = media(${p.a}) − media(${p.b}); bootstrap percentil, ${p.globalInterval.resamples} remuestreos`],
    header: ["plantilla", p.a, p.b, "diferencia", "ic_bajo", "ic_alto", "n_a", "n_b"],
    rows: [
      ...p.rows.map((r) => [r.template, r.meanA, r.meanB, r.delta, r.interval.low, r.interval.high, r.nA, r.nB]),
      ["global", null, null, p.globalDelta, p.globalInterval.low, p.globalInterval.high, null, null],
    ],
  });
}

/** Table 4: exact (or Monte Carlo) p, Holm, decisions, and the planned global test. */
export function table4Csv(designHash: string, p: PairAnalysis): CsvFile {
  return csvFile({
    meta: [
      `veraz · diseño ${designHash}`,
      `prueba global planificada (cambio de signo): p = ${p.globalTest.p}${p.globalTest.fraction ? ` (${p.globalTest.fraction.join("/")})` : ""}, exacta: ${p.globalTest.exact}`,
      `P(al menos un falso positivo) = ${p.familywiseError}`,
    ],
    header: ["plantilla", "p", "p_fraccion", "exacta", "p_holm", "sin_corregir", "con_holm"],
    rows: p.rows.map((r) => [r.template, r.test.p, r.test.fraction ? r.test.fraction.join("/") : "", r.test.exact, r.holm, r.significant ? "sí" : "no", r.significantHolm ? "sí" : "no"]),
  });
}
