import Link from "next/link";
import { GradeForm } from "@/components/grading/GradeForm";
import { SampleForm } from "@/components/grading/SampleForm";
import { GraderComparison } from "@/components/grading/GraderComparison";
import { getDb } from "@/db/client";
import { requestDictionary } from "@/lib/i18n/server";
import { DEFAULT_NLI_MODEL } from "@/lib/verifier/nliDefaults";
import { loadGraderComparison, loadSampleChoices } from "@/lib/views/grading";

export const dynamic = "force-dynamic";

/** Every automatic grader side by side, apart from the blind view (whose page names no model). */
export default async function GradersPage() {
  const d = await requestDictionary();
  const db = getDb();
  const v = { ...loadGraderComparison({ db }), sampleChoices: loadSampleChoices({ db }) };
  return (
    <div className="space-y-4">
      <p className="text-xs">
        <Link href="/calificar" className="text-[#2a78d6] hover:underline">← {d.grading.title}</Link>
      </p>
      <h1 className="text-2xl font-semibold">{d.grading.graders}</h1>
      <p className="max-w-3xl text-xs text-[#52514e]">{d.grading.gradersIntro}</p>
      <section id="muestra" className="space-y-2 rounded border border-[#e5e4df] bg-white p-3 text-xs" data-testid="sample-section">
        <h2 className="text-sm font-semibold">{d.grading.sampleTitle}</h2>
        <p className="max-w-3xl text-[#52514e]">{d.grading.sampleIntro}</p>
        <SampleForm labels={d.grading} modes={d.matrix.modes} choices={v.sampleChoices} />
        <p>
          <Link href="/calificar?muestra=1" className="text-[#2a78d6] hover:underline" data-testid="sample-grade-link">{d.grading.modeSample} →</Link>
        </p>
      </section>
      <section className="space-y-3 rounded border border-[#e5e4df] bg-white p-3" data-testid="graders">
        <GradeForm labels={d.grading} engines={{ label: d.batch.engine, ...d.batch.engines }} nliModel={DEFAULT_NLI_MODEL} disabled={v.finishedRunIds.length === 0} />
        <GraderComparison graders={v.graders} d={d} />
      </section>
    </div>
  );
}
