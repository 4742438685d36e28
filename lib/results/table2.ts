import { type Interval, waldInterval } from "@/lib/stats";
import type { Table1Row } from "./table1";

/** One row of the seed's Table 2: k, n, p with Wilson and (unclipped) Wald 95 % bounds. */
export interface Table2Row {
  readonly k: number;
  readonly n: number;
  readonly p: number;
  readonly wilson: Interval;
  readonly wald: Interval;
}

export function table2Row(t: Table1Row): Table2Row | null {
  if (!t.hallucination) return null;
  const { k, n, p, low, high } = t.hallucination;
  return { k, n, p, wilson: { low, high }, wald: waldInterval(k, n) };
}
