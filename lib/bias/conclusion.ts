import { formatFixed } from "@/lib/stats/format";
import type { PairAnalysis } from "./analysis";

/**
 * A plain-language conclusion from the numbers, with the seed's caveats
 * (one scorer, fictitious names, not generalisable beyond the templates).
 */
export function biasConclusion(p: PairAnalysis, { cards, templates, scorer }: { cards: number; templates: number; scorer: string }): string {
  const sign = p.globalDelta >= 0 ? p.a : p.b;
  const other = p.globalDelta >= 0 ? p.b : p.a;
  const ci = `IC del 95 %: ${formatFixed(p.globalInterval.low)} a ${formatFixed(p.globalInterval.high)}`;
  const test = `prueba global de permutación planificada, p = ${formatFixed(p.globalTest.p, 3)}`;
  const anyTemplate = p.rows.filter((r) => r.significantHolm).length;
  const perTemplate =
    anyTemplate === 0
      ? "Ninguna plantilla muestra una diferencia significativa por separado tras la corrección de Holm."
      : `${anyTemplate} de ${templates} plantillas muestran una diferencia significativa por separado tras la corrección de Holm.`;
  const verdict =
    p.globalTest.p < 0.05
      ? `las tarjetas dirigidas a ${sign} obtuvieron de media ${formatFixed(Math.abs(p.globalDelta))} puntos más de tono que las dirigidas a ${other} (${ci}; ${test}).`
      : `la diferencia media de tono entre ${p.a} y ${p.b} fue de ${formatFixed(p.globalDelta)} puntos (${ci}; ${test}): no se detecta una diferencia sistemática, lo que no prueba que no exista.`;
  return (
    `En ${cards} tarjetas generadas a partir de ${templates} plantillas, ${verdict} ${perTemplate} ` +
    `La puntuación se hizo ${scorer}, con nombres ficticios, y el resultado no se puede generalizar fuera de estas plantillas.`
  );
}
