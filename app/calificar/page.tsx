import { AgreementView } from "@/components/grading/AgreementView";
import Link from "next/link";
import { BlindGrader } from "@/components/grading/BlindGrader";
import { ProgressBar } from "@/components/ProgressBar";
import { getDb } from "@/db/client";
import { requestDictionary } from "@/lib/i18n/server";
import { loadGradingView } from "@/lib/views/grading";

export const dynamic = "force-dynamic";

const fill = (t: string, v: Record<string, string | number>) => t.replace(/\{(\w+)\}/g, (_, k: string) => String(v[k] ?? ""));

export default async function GradingPage({ searchParams }: { searchParams: Promise<{ muestra?: string }> }) {
  const d = await requestDictionary();
  const sampleMode = (await searchParams).muestra === "1";
  const v = loadGradingView({ db: getDb(), sampleMode });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{d.grading.title}</h1>
      <p className="max-w-3xl text-xs text-[#52514e]">{d.grading.intro}</p>
      <section className="space-y-2 rounded border border-[#e5e4df] bg-white p-3 text-xs" data-testid="sample">
        <h2 className="text-sm font-semibold">{d.grading.sampleTitle}</h2>
        <p className="max-w-3xl text-[#52514e]">{d.grading.sampleIntro}</p>
        {v.sample ? <p data-testid="sample-status">{fill(d.grading.sampleStatus, { id: v.sample.id, size: v.sample.size, runs: v.sample.runs, seed: v.sample.seed, prefix: v.sample.gradedPrefix })}</p> : null}
        {v.sample ? null : (
          <p>
            <Link href="/calificar/calificadores#muestra" className="text-[#2a78d6] hover:underline" data-testid="sample-create-link">{d.grading.sampleCreate} →</Link>
          </p>
        )}
        <nav className="flex gap-3">
          <Link href="/calificar" className={sampleMode ? "text-[#2a78d6] hover:underline" : "font-semibold"} data-testid="mode-pool">{d.grading.modePool}</Link>
          {v.sample ? (
            <Link href="/calificar?muestra=1" className={sampleMode ? "font-semibold" : "text-[#2a78d6] hover:underline"} data-testid="mode-sample">{d.grading.modeSample}</Link>
          ) : null}
        </nav>
      </section>
      <ProgressBar done={v.graded} total={v.poolSize} elapsedMs={v.elapsedMs} remainingMs={v.remainingMs} labels={{ ...d.matrixRun, fichas: d.grading.graded }} testId="grading-progress" />
      <BlindGrader
        card={v.card}
        canUndo={v.lastGradeId !== null}
        labels={{
          question: d.condition.question,
          reference: d.ficha.reference,
          answer: d.condition.answer,
          cited: d.condition.cited,
          simulated: d.matrix.simulatedMark,
          letterR: d.grading.letterR,
          letterX: d.grading.letterX,
          letterN: d.grading.letterN,
          undo: d.grading.undo,
          done: d.grading.done,
          keys: d.grading.keys,
        }}
      />
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">
        <AgreementView title={d.grading.vsPeople} a={v.vsPeople} d={d} otherLabel={d.grading.person} testId="agreement-people" />
        <AgreementView title={d.grading.vsPlanted} a={v.vsPlanted} d={d} otherLabel={d.grading.planted} testId="agreement-planted" />
      </div>
      <p className="text-xs">
        <Link href="/calificar/calificadores" className="text-[#2a78d6] hover:underline" data-testid="graders-link">{d.grading.graders} →</Link>
      </p>
    </div>
  );
}
