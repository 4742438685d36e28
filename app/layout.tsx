import { Suspense } from "react";
import { ModeSwitch } from "@/components/ModeSwitch";
import { requestMode } from "@/lib/mode";
import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { setLanguageAction } from "./actions";
import { requestDictionary } from "@/lib/i18n/server";
import "./globals.css";

/** The dashboard's pages in menu order (UI.md). */
const NAV = [
  ["/", "matrix"],
  ["/resultados", "results"],
  ["/fichas", "fichas"],
  ["/calibracion", "calibration"],
  ["/verificador", "verifier"],
  ["/comparar", "compare"],
  ["/efectos", "effects"],
  ["/calificar", "grade"],
  ["/sesgo", "bias"],
  ["/planificar", "plan"],
  ["/banco", "bank"],
  ["/ajustes", "settings"],
] as const;

export const metadata: Metadata = { title: "veraz", description: "Evaluación honesta de un tutor de estudio" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const d = await requestDictionary();
  const remembered = await requestMode(null);
  return (
    <html lang={d.lang}>
      <body className="min-h-screen font-sans antialiased">
        <header className="border-b border-[#e5e4df] bg-white">
          <div className="mx-auto flex max-w-[1500px] items-center gap-6 px-4 py-2">
            <Link href="/" className="text-lg font-bold tracking-tight text-[#2b2a28]">
              {d.appName}
            </Link>
            <span className="hidden text-xs text-[#52514e] md:inline">{d.tagline}</span>
            <nav className="flex gap-4 text-sm">
              {NAV.map(([href, key]) => (
                <Link key={href} href={href} className="text-[#2a78d6] hover:underline">
                  {d.nav[key]}
                </Link>
              ))}
            </nav>
            <Suspense fallback={null}>
              <div className="ml-auto">
                <ModeSwitch remembered={remembered} labels={{ mode: d.matrix.mode, real: d.matrix.modes.real, simulated: d.matrix.modes.simulated }} />
              </div>
            </Suspense>
            <form action={setLanguageAction} className="flex items-center gap-1 text-xs" aria-label={d.nav.language}>
              {(["es", "en"] as const).map((l) => (
                <button
                  key={l}
                  name="lang"
                  value={l}
                  data-testid={`lang-${l}`}
                  className={`rounded px-1.5 py-0.5 ${d.lang === l ? "bg-[#52514e] text-white" : "text-[#52514e] hover:bg-[#e5e4df]"}`}
                >
                  {l.toUpperCase()}
                </button>
              ))}
            </form>
          </div>
        </header>
        <main className="mx-auto max-w-[1500px] px-4 py-4">{children}</main>
      </body>
    </html>
  );
}
