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
  /** The rate corrected for the grader's errors (PPI++) from people's random sample, when there is one. */
  readonly corrected?: { readonly p: number; readonly low: number; readonly high: number; readonly n: number } | null;
}

/**
 * Hallucination rate per condition with 95 % Wilson error bars and k/n labels
 * (the seed's first figure). Display only: every number arrives computed.
 */
export function WilsonBarChart({
  bars,
  title,
  yLabel,
  fileName,
  simulated,
  correctedLabel,
}: {
  bars: readonly WilsonBar[];
  title: string;
  yLabel: string;
  fileName: string;
  simulated: string | null;
  /** Legend of the hollow bars (the corrected rates), e.g. "hueca: corregida (PPI++), n por personas". */
  correctedLabel?: string;
}) {
  const clip = (x: number) => Math.min(1, Math.max(0, x));
  const data = bars.map((b) => ({
    ...b,
    err: [b.p - b.low, b.high - b.p],
    kn: `${b.k}/${b.n}`,
    pc: b.corrected ? clip(b.corrected.p) : null,
    errc: b.corrected ? [clip(b.corrected.p) - clip(b.corrected.low), clip(b.corrected.high) - clip(b.corrected.p)] : [0, 0],
    nc: b.corrected ? `n=${b.corrected.n}` : "",
  }));
  const anyCorrected = bars.some((b) => b.corrected);
  const yMax = Math.min(1, Math.max(0.6, Math.ceil((Math.max(...bars.map((b) => Math.max(b.high, b.corrected ? clip(b.corrected.high) : 0)), 0) + 0.05) * 10) / 10));
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
            {anyCorrected ? (
              <LabelList dataKey="kn" position="insideBottom" offset={6} style={{ fontSize: 12, fill: "white", fontWeight: 600 }} />
            ) : (
              <LabelList dataKey="kn" position="insideTopRight" offset={-28} style={{ fontSize: 12, fill: "#52514e" }} />
            )}
          </Bar>
          {anyCorrected ? (
            <Bar dataKey="pc" isAnimationActive={false} barSize={26} fill="white" strokeWidth={2}>
              {data.map((d) => (
                <Cell key={d.label} stroke={d.color} strokeDasharray="4 2" />
              ))}
              <ErrorBar dataKey="errc" width={8} strokeWidth={1.5} stroke="#8a8984" isAnimationActive={false} />
              <LabelList dataKey="nc" position="top" offset={14} style={{ fontSize: 10, fill: "#8a8984" }} />
            </Bar>
          ) : null}
        </BarChart>
        {anyCorrected && correctedLabel ? <p className="px-2 text-[11px] text-[#52514e]" data-testid="wilson-chart-corrected">{correctedLabel}</p> : null}
    </ChartFigure>
  );
}
