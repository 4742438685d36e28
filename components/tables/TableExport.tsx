"use client";

import { type ReactNode, useRef } from "react";
import { ExportButtons } from "@/components/charts/ExportButtons";

/** Wraps a table or figure with its CSV (server download, when there is one) and PNG (this node) buttons. */
export function TableExport({ children, csvHref, name, testId }: { children: ReactNode; csvHref?: string; name: string; testId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div className="inline-block">
      <div ref={ref} className="bg-white p-1" data-testid={testId}>
        {children}
      </div>
      <div className="mt-1 flex justify-end gap-1">
        {csvHref ? (
          <>
            <a href={csvHref} download data-testid={`${testId}-csv`} className="rounded border border-[#c3c2b7] px-1.5 py-0.5 text-[11px] text-[#52514e] hover:bg-[#e5e4df]">
              CSV
            </a>
            <a
              href={`${csvHref}${csvHref.includes("?") ? "&" : "?"}meta=1`}
              download
              title="JSON: banco, ejecuciones, pruebas / bank, runs, tests"
              data-testid={`${testId}-meta`}
              className="rounded border border-[#c3c2b7] px-1.5 py-0.5 text-[11px] text-[#52514e] hover:bg-[#e5e4df]"
            >
              JSON
            </a>
          </>
        ) : null}
        <ExportButtons target={ref} name={name} testId={testId} />
      </div>
    </div>
  );
}
