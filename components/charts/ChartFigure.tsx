"use client";

import { type ReactNode, useRef } from "react";
import { ExportButtons } from "./ExportButtons";

/**
 * The frame every chart shares: a white, exportable figure with its title
 * (and the "simulado" mark when the data are simulated), the chart, an
 * optional note, and PNG / SVG buttons.
 */
export function ChartFigure({ title, simulated, fileName, testId, note, children }: { title: string; simulated: string | null; fileName: string; testId: string; note?: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <figure className="inline-block">
      <div ref={ref} className="bg-white p-2" data-testid={testId}>
        <figcaption className="text-center text-base font-semibold text-[#2b2a28]">
          {title}
          {simulated ? <span className="ml-2 rounded bg-[#fbe3d6] px-1 text-xs text-[#b0401a]">{simulated}</span> : null}
        </figcaption>
        {children}
        {note}
      </div>
      <div className="mt-1 text-right">
        <ExportButtons target={ref} name={fileName} svg testId={testId} />
      </div>
    </figure>
  );
}
