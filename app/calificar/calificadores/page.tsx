import Link from "next/link";
import { GradeForm } from "@/components/grading/GradeForm";
import { GraderComparison } from "@/components/grading/GraderComparison";
import { getDb } from "@/db/client";
import { requestDictionary } from "@/lib/i18n/server";
import { DEFAULT_NLI_MODEL } from "@/lib/verifier/nliDefaults";
import { loadGraderComparison } from "@/lib/views/grading";

export const dynamic = "force-dynamic";

/** Every automatic grader side by side, apart from the blind view (whose page names no model). */
export default async function GradersPage() {
  const d = await requestDictionary();
  const v = loadGraderComparison({ db: getDb() });
  return (
    <div className="space-y-4">
      <p className="text-xs">
        <Link href="/calificar" className="text-[#2a78d6] hover:underline">← {d.grading.title}</Link>
      </p>
      <h1 className="text-2xl font-semibold">{d.grading.graders}</h1>
      <p className="max-w-3xl text-xs text-[#52514e]">{d.grading.gradersIntro}</p>
      <section className="space-y-3 rounded border border-[#e5e4df] bg-white p-3" data-testid="graders">
        <GradeForm labels={d.grading} engines={{ label: d.batch.engine, ...d.batch.engines }} nliModel={DEFAULT_NLI_MODEL} disabled={v.finishedRunIds.length === 0} />
        <GraderComparison graders={v.graders} d={d} />
      </section>
    </div>
  );
}
