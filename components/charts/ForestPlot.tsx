"use client";

import { CartesianGrid, ComposedChart, ErrorBar, ReferenceLine, Scatter, XAxis, YAxis } from "recharts";
import { ChartFigure } from "./ChartFigure";

export interface ForestRow {
  readonly label: string;
  readonly delta: number;
  readonly low: number;
  readonly high: number;
  readonly global?: boolean;
  /** Drawn in the seed's orange (e.g. an effect Holm keeps). */
  readonly emphasis?: boolean;
}

/**
 * The seed's forest plot: one row per template with its bootstrap interval,
 * the global mean apart in orange, a dashed line at zero.
 */
export function ForestPlot({
  rows,
  title,
  xLabel,
  fileName,
  simulated,
  step = 0.5,
  labelWidth = 110,
  testId = "forest-plot",
}: {
  rows: readonly ForestRow[];
  title: string;
  xLabel: string;
  fileName: string;
  simulated: string | null;
  /** Spacing of the x ticks (and of the rounded axis ends). */
  step?: number;
  labelWidth?: number;
  testId?: string;
}) {
  const data = rows.map((r, i) => ({ ...r, y: r.global ? 0 : rows.length - i + 0.5, err: [r.delta - r.low, r.high - r.delta] }));
  const lo = Math.floor(Math.min(-step, ...rows.map((r) => r.low)) / step) * step;
  const hi = Math.ceil(Math.max(step, ...rows.map((r) => r.high)) / step) * step;
  const ticks = data.map((d) => d.y);
  const xTicks = Array.from({ length: Math.round((hi - lo) / step) + 1 }, (_, i) => Math.round((lo + step * i) * 1000) / 1000);
  const labelOf = new Map(data.map((d) => [d.y, d.label]));
  return (
    <ChartFigure title={title} simulated={simulated} fileName={fileName} testId={testId}>
        <ComposedChart width={450 + labelWidth} height={60 + 32 * rows.length} margin={{ top: 10, right: 24, bottom: 30, left: 40 }}>
          <CartesianGrid horizontal={false} stroke="#e5e4df" />
          <XAxis type="number" dataKey="delta" domain={[lo, hi]} ticks={xTicks} tick={{ fontSize: 12, fill: "#52514e" }} label={{ value: xLabel, position: "bottom", offset: 10, style: { fontSize: 12, fill: "#52514e" } }} />
          <YAxis type="number" dataKey="y" domain={[-0.7, rows.length + 0.2]} ticks={ticks} tickFormatter={(v: number) => labelOf.get(v) ?? ""} tick={{ fontSize: 12, fill: "#52514e" }} width={labelWidth} />
          <ReferenceLine x={0} stroke="#52514e" strokeDasharray="5 4" />
          <ReferenceLine y={0.75} stroke="#e5e4df" />
          <Scatter data={data.filter((d) => !d.global && !d.emphasis)} fill="#2a78d6" stroke="white" strokeWidth={1.5} isAnimationActive={false}>
            <ErrorBar dataKey="err" direction="x" width={0} strokeWidth={3} stroke="#c3c2b7" isAnimationActive={false} />
          </Scatter>
          <Scatter data={data.filter((d) => !d.global && d.emphasis)} fill="#eb6834" stroke="white" strokeWidth={1.5} isAnimationActive={false}>
            <ErrorBar dataKey="err" direction="x" width={0} strokeWidth={3} stroke="#eb6834" isAnimationActive={false} />
          </Scatter>
          <Scatter data={data.filter((d) => d.global)} fill="#eb6834" stroke="white" strokeWidth={1.5} isAnimationActive={false}>
            <ErrorBar dataKey="err" direction="x" width={0} strokeWidth={4} stroke="#eb6834" isAnimationActive={false} />
          </Scatter>
        </ComposedChart>
    </ChartFigure>
  );
}
