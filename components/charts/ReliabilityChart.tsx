"use client";

import { CartesianGrid, ComposedChart, Legend, Line, Scatter, XAxis, YAxis, ZAxis } from "recharts";
import { ChartFigure } from "./ChartFigure";

export interface ReliabilitySeries {
  readonly label: string;
  readonly color: string;
  readonly ece: string;
  readonly points: readonly { x: number; y: number; n: number }[];
}

/**
 * Reliability diagram (the seed's second figure): dashed diagonal of perfect
 * calibration, one line per condition with its ECE in the legend, marker area
 * proportional to the bin's count.
 */
export function ReliabilityChart({ series, title, xLabel, yLabel, idealLabel, fileName, simulated }: { series: readonly ReliabilitySeries[]; title: string; xLabel: string; yLabel: string; idealLabel: string; fileName: string; simulated: string | null }) {
  const maxN = Math.max(1, ...series.flatMap((s) => s.points.map((p) => p.n)));
  return (
    <ChartFigure title={title} simulated={simulated} fileName={fileName} testId="reliability-chart">
        <ComposedChart width={560} height={440} margin={{ top: 12, right: 20, bottom: 36, left: 12 }}>
          <CartesianGrid stroke="#e5e4df" />
          <XAxis type="number" dataKey="x" domain={[0, 1]} ticks={[0, 0.2, 0.4, 0.6, 0.8, 1]} tick={{ fontSize: 12, fill: "#52514e" }} label={{ value: xLabel, position: "bottom", offset: 14, style: { fontSize: 12, fill: "#52514e" } }} />
          <YAxis type="number" dataKey="y" domain={[-0.02, 1.02]} ticks={[0, 0.2, 0.4, 0.6, 0.8, 1]} tick={{ fontSize: 12, fill: "#52514e" }} label={{ value: yLabel, angle: -90, position: "insideLeft", style: { fontSize: 12, fill: "#52514e", textAnchor: "middle" } }} />
          <ZAxis type="number" dataKey="n" domain={[0, maxN]} range={[0, 12 * 12 * maxN]} />
          <Legend verticalAlign="top" align="left" wrapperStyle={{ fontSize: 11, paddingLeft: 40 }} />
          <Line data={[{ x: 0, y: 0 }, { x: 1, y: 1 }]} dataKey="y" name={idealLabel} stroke="#52514e" strokeDasharray="5 4" dot={false} isAnimationActive={false} legendType="plainline" />
          {series.map((s) => (
            <Line key={s.label} data={[...s.points]} dataKey="y" name={`${s.label} (ECE ${s.ece})`} stroke={s.color} strokeWidth={2} dot={{ r: 3, fill: s.color }} isAnimationActive={false} />
          ))}
          {series.map((s) => (
            <Scatter key={`${s.label}-n`} data={[...s.points]} fill={s.color} fillOpacity={0.25} legendType="none" isAnimationActive={false} />
          ))}
        </ComposedChart>
    </ChartFigure>
  );
}
