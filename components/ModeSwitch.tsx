"use client";

import { usePathname, useSearchParams } from "next/navigation";

/**
 * The app's one mode, shown in the header on every page: the URL's ?mode=
 * when present (the proxy remembers it in a cookie, so every other page opens
 * in it), else the remembered one. Switching keeps the page and its other
 * parameters.
 */
export function ModeSwitch({ remembered, labels }: { remembered: "real" | "simulated"; labels: { mode: string; real: string; simulated: string } }) {
  const pathname = usePathname();
  const params = useSearchParams();
  const fromUrl = params.get("mode");
  const mode = fromUrl === "real" || fromUrl === "simulated" ? fromUrl : remembered;
  const href = (m: string) => {
    const q = new URLSearchParams(params.toString());
    q.set("mode", m);
    q.delete("page");
    return `${pathname}?${q.toString()}`;
  };
  return (
    <span className="flex items-center gap-1 text-xs" data-testid="mode-switch" data-mode={mode}>
      <span className="text-[#52514e]">{labels.mode}:</span>
      {/* Plain links: switching reloads the page, and the request proxy remembers the mode. */}
      {(["simulated", "real"] as const).map((m) => (
        <a
          key={m}
          href={href(m)}
          className={`rounded px-1.5 py-0.5 ${m === mode ? (m === "simulated" ? "bg-[#fbe3d6] font-semibold text-[#b0401a]" : "bg-[#52514e] font-semibold text-white") : "text-[#2a78d6] hover:underline"}`}
          aria-current={m === mode ? "true" : undefined}
          data-testid={`mode-${m}`}
        >
          {labels[m]}
        </a>
      ))}
    </span>
  );
}
