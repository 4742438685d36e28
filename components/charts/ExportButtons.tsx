"use client";

import { toPng } from "html-to-image";
import type { RefObject } from "react";

function download(href: string, name: string) {
  const a = document.createElement("a");
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** PNG of any node (white background, 2× pixel ratio, page fonts kept). */
export async function downloadPng(node: HTMLElement, name: string) {
  download(await toPng(node, { backgroundColor: "white", pixelRatio: 2 }), name);
}

/** SVG of the first <svg> inside the node, standalone: xmlns, size, white background, font family. */
export function downloadSvg(node: HTMLElement, name: string) {
  const svg = node.querySelector("svg");
  if (!svg) return;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const { width, height } = svg.getBoundingClientRect();
  copy.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  copy.setAttribute("width", String(width));
  copy.setAttribute("height", String(height));
  copy.setAttribute("style", `background:white;font-family:${getComputedStyle(svg).fontFamily}`);
  const bg = document.createElementNS("http://www.w3.org/2000/svg", "rect");
  bg.setAttribute("width", "100%");
  bg.setAttribute("height", "100%");
  bg.setAttribute("fill", "white");
  copy.insertBefore(bg, copy.firstChild);
  const text = new XMLSerializer().serializeToString(copy);
  download(URL.createObjectURL(new Blob([text], { type: "image/svg+xml" })), name);
}

/** PNG (and SVG for charts) buttons for the node behind `target`. */
export function ExportButtons({ target, name, svg = false, testId }: { target: RefObject<HTMLElement | null>; name: string; svg?: boolean; testId?: string }) {
  const cls = "rounded border border-[#c3c2b7] px-1.5 py-0.5 text-[11px] text-[#52514e] hover:bg-[#e5e4df]";
  return (
    <span className="inline-flex gap-1">
      <button type="button" className={cls} data-testid={testId ? `${testId}-png` : undefined} onClick={() => target.current && downloadPng(target.current, `${name}.png`)}>
        PNG
      </button>
      {svg ? (
        <button type="button" className={cls} data-testid={testId ? `${testId}-svg` : undefined} onClick={() => target.current && downloadSvg(target.current, `${name}.svg`)}>
          SVG
        </button>
      ) : null}
    </span>
  );
}
