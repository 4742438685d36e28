"use client";

import { CartesianGrid, ComposedChart, Legend, Line, Scatter, XAxis, YAxis } from "recharts";
import { ChartFigure } from "./ChartFigure";

export interface CoverageSeries {
  readonly label: string;
  readonly color: string;
  /** Points by increasing threshold (coverage falling); precision null points are left out. */
  readonly points: readonly { x: number; y: number }[];
  /** The point at the seed's τ = 0.6, if defined. */
  readonly marker: { x: number; y: number } | null;
}

/**
 * Precision against coverage as the threshold rises (the seed's third
 * figure): step curves, coverage axis from 1 down to 0 ("the more it
 * abstains"), a marker at τ = 0.6.
 */
export function CoverageChart({ series, title, xLabel, yLabel, markerLabel, fileName, simulated }: { series: readonly CoverageSeries[]; title: string; xLabel: string; yLabel: string; markerLabel: string; fileName: string; simulated: string | null }) {
  const minY = Math.min(0.4, ...series.flatMap((s) => s.points.map((p) => Math.floor(p.y * 10) / 10)));
  return (
    <ChartFigure title={title} simulated={simulated} fileName={fileName} testId="coverage-chart" note={<p className="-mt-2 pl-10 text-[11px] text-[#52514e]">● {markerLabel}</p>}>
        <ComposedChart width={560} height={440} margin={{ top: 12, right: 20, bottom: 36, left: 12 }}>
          <CartesianGrid stroke="#e5e4df" />
          <XAxis type="number" dataKey="x" domain={[-0.02, 1.02]} reversed ticks={[0, 0.2, 0.4, 0.6, 0.8, 1]} tick={{ fontSize: 12, fill: "#52514e" }} label={{ value: xLabel, position: "bottom", offset: 14, style: { fontSize: 12, fill: "#52514e" } }} />
          <YAxis type="number" dataKey="y" domain={[minY, 1.02]} tick={{ fontSize: 12, fill: "#52514e" }} tickFormatter={(v: number) => v.toFixed(1)} label={{ value: yLabel, angle: -90, position: "insideLeft", style: { fontSize: 12, fill: "#52514e", textAnchor: "middle" } }} />
          <Legend verticalAlign="bottom" align="left" wrapperStyle={{ fontSize: 11, paddingLeft: 40, paddingTop: 24 }} />
          {series.map((s) => (
            <Line key={s.label} data={[...s.points]} dataKey="y" name={s.label} type="stepAfter" stroke={s.color} strokeWidth={2} dot={false} isAnimationActive={false} />
          ))}
          {series.map((s) =>
            s.marker ? (
              <Scatter key={`${s.label}-tau`} data={[s.marker]} name={`${markerLabel} · ${s.label}`} fill={s.color} stroke="white" strokeWidth={2} legendType="none" isAnimationActive={false} shape="circle" />
            ) : null,
          )}
        </ComposedChart>
    </ChartFigure>
  );
}
