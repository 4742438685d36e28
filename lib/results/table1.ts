import type { CategoryCounts } from "@/db/queries/fichas";
import { type Rate, rate } from "@/lib/stats";

/** One row of the seed's Table 1, with every rate carrying its denominator and Wilson interval. */
export interface Table1Row {
  readonly correcta: number;
  readonly incorrecta: number;
  readonly abstencion: number;
  readonly inventadas: number;
  /** Graded fichas: the denominator of every rate. */
  readonly n: number;
  readonly sinCalificar: number;
  /** Hallucination rate: incorrect / n (the seed's "tasa"); null when n = 0. */
  readonly hallucination: Rate | null;
  readonly abstention: Rate | null;
}

export function table1Row(c: CategoryCounts): Table1Row {
  const n = c.correcta + c.incorrecta + c.abstencion;
  return {
    correcta: c.correcta,
    incorrecta: c.incorrecta,
    abstencion: c.abstencion,
    inventadas: c.inventadas,
    n,
    sinCalificar: c.sinCalificar,
    hallucination: n ? rate(c.incorrecta, n) : null,
    abstention: n ? rate(c.abstencion, n) : null,
  };
}
