"use client";

import { Bar, BarChart, CartesianGrid, Cell, ErrorBar, LabelList, XAxis, YAxis } from "recharts";
import { ChartFigure } from "./ChartFigure";

export interface WilsonBar {
  readonly label: string;
  readonly color: string;
  readonly k: number;
  readonly n: number;
  readonly p: number;
  readonly low: number;
  readonly high: number;
}

/**
 * Hallucination rate per condition with 95 % Wilson error bars and k/n labels
 * (the seed's first figure). Display only: every number arrives computed.
 */
export function WilsonBarChart({ bars, title, yLabel, fileName, simulated }: { bars: readonly WilsonBar[]; title: string; yLabel: string; fileName: string; simulated: string | null }) {
  const data = bars.map((b) => ({ ...b, err: [b.p - b.low, b.high - b.p], kn: `${b.k}/${b.n}` }));
  const yMax = Math.min(1, Math.max(0.6, Math.ceil((Math.max(...bars.map((b) => b.high), 0) + 0.05) * 10) / 10));
  return (
    <ChartFigure title={title} simulated={simulated} fileName={fileName} testId="wilson-chart">
        <BarChart width={Math.max(420, 150 * bars.length + 120)} height={380} data={data} margin={{ top: 24, right: 24, bottom: 40, left: 16 }}>
          <CartesianGrid vertical={false} stroke="#e5e4df" />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: "#52514e" }} interval={0} />
          <YAxis
            domain={[0, yMax]}
            tick={{ fontSize: 12, fill: "#52514e" }}
            label={{ value: yLabel, angle: -90, position: "insideLeft", offset: 4, style: { fontSize: 12, fill: "#52514e", textAnchor: "middle" } }}
          />
          <Bar dataKey="p" isAnimationActive={false} barSize={70}>
            {data.map((d) => (
              <Cell key={d.label} fill={d.color} />
            ))}
            <ErrorBar dataKey="err" width={10} strokeWidth={1.5} stroke="#52514e" isAnimationActive={false} />
            <LabelList dataKey="kn" position="insideTopRight" offset={-28} style={{ fontSize: 12, fill: "#52514e" }} />
          </Bar>
        </BarChart>
    </ChartFigure>
  );
}
