import { AgreementView } from "@/components/grading/AgreementView";
import Link from "next/link";
import { BlindGrader } from "@/components/grading/BlindGrader";
import { ProgressBar } from "@/components/ProgressBar";
import { getDb } from "@/db/client";
import { requestDictionary } from "@/lib/i18n/server";
import { loadGradingView } from "@/lib/views/grading";

export const dynamic = "force-dynamic";

export default async function GradingPage() {
  const d = await requestDictionary();
  const v = loadGradingView({ db: getDb() });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{d.grading.title}</h1>
      <p className="max-w-3xl text-xs text-[#52514e]">{d.grading.intro}</p>
      <ProgressBar done={v.graded} total={v.poolSize} elapsedMs={null} remainingMs={null} labels={{ ...d.matrixRun, fichas: d.grading.graded }} testId="grading-progress" />
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
