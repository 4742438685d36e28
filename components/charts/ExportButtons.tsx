"use client";

import { toCanvas } from "html-to-image";
import type { RefObject } from "react";

function download(href: string, name: string) {
  const a = document.createElement("a");
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** The canvas cropped to its last non-white row and column (plus a small margin). */
function trimmed(canvas: HTMLCanvasElement, margin: number): HTMLCanvasElement {
  const ctx = canvas.getContext("2d")!;
  const { width, height } = canvas;
  const data = ctx.getImageData(0, 0, width, height).data;
  let bottom = 0;
  let right = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (data[i]! < 250 || data[i + 1]! < 250 || data[i + 2]! < 250) {
        if (y > bottom) bottom = y;
        if (x > right) right = x;
      }
    }
  }
  const out = document.createElement("canvas");
  out.width = Math.min(width, right + 1 + margin);
  out.height = Math.min(height, bottom + 1 + margin);
  out.getContext("2d")!.drawImage(canvas, 0, 0);
  return out;
}

/**
 * PNG of any node (white background, 2× pixel ratio, page fonts kept). It is
 * drawn on a canvas larger than the node measures and trimmed to what was
 * drawn: text can render a little taller inside the SVG image html-to-image
 * uses than on the page, and a canvas of the measured size would slice the
 * last rows of a table off.
 */
export async function downloadPng(node: HTMLElement, name: string) {
  const width = Math.ceil(Math.max(node.scrollWidth, node.getBoundingClientRect().width) * 1.15) + 16;
  const height = Math.ceil(Math.max(node.scrollHeight, node.getBoundingClientRect().height) * 1.35) + 32;
  const canvas = await toCanvas(node, { backgroundColor: "white", pixelRatio: 2, width, height, style: { width: `${node.scrollWidth}px` } });
  download(trimmed(canvas, 16).toDataURL("image/png"), name);
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
