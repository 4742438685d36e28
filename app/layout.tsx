import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { setLanguageAction } from "./actions";
import { requestDictionary } from "@/lib/i18n/server";
import "./globals.css";

export const metadata: Metadata = { title: "veraz", description: "Evaluación honesta de un tutor de estudio" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const d = await requestDictionary();
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
              <Link href="/" className="text-[#2a78d6] hover:underline">
                {d.nav.matrix}
              </Link>
              <Link href="/resultados" className="text-[#2a78d6] hover:underline">
                {d.nav.results}
              </Link>
              <Link href="/calibracion" className="text-[#2a78d6] hover:underline">
                {d.nav.calibration}
              </Link>
              <Link href="/verificador" className="text-[#2a78d6] hover:underline">
                {d.nav.verifier}
              </Link>
              <Link href="/comparar" className="text-[#2a78d6] hover:underline">
                {d.nav.compare}
              </Link>
              <Link href="/calificar" className="text-[#2a78d6] hover:underline">
                {d.nav.grade}
              </Link>
              <Link href="/sesgo" className="text-[#2a78d6] hover:underline">
                {d.nav.bias}
              </Link>
              <Link href="/planificar" className="text-[#2a78d6] hover:underline">
                {d.nav.plan}
              </Link>
              <Link href="/banco" className="text-[#2a78d6] hover:underline">
                {d.nav.bank}
              </Link>
              <Link href="/ajustes" className="text-[#2a78d6] hover:underline">
                {d.nav.settings}
              </Link>
            </nav>
            <form action={setLanguageAction} className="ml-auto flex items-center gap-1 text-xs" aria-label={d.nav.language}>
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
