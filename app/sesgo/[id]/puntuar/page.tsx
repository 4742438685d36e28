import Link from "next/link";
import { notFound } from "next/navigation";
import { BlindToneScorer } from "@/components/bias/BlindToneScorer";
import { ProgressBar } from "@/components/ProgressBar";
import { getDb } from "@/db/client";
import { getExperiment, lastScoredCard, listCards, nextUnscoredCard } from "@/db/queries/bias";
import { biasDesignSchema, blindText } from "@/lib/bias/design";
import { requestDictionary } from "@/lib/i18n/server";

export const dynamic = "force-dynamic";

export default async function BlindTonePage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  const d = await requestDictionary();
  const db = getDb();
  let experiment;
  try {
    experiment = getExperiment({ db, id });
  } catch {
    notFound();
  }
  const design = biasDesignSchema.parse(JSON.parse(experiment.design));
  const cards = listCards({ db, experimentId: id });
  const next = nextUnscoredCard({ db, experimentId: id });
  const name = next ? (design.variants[next.variant]?.n ?? next.variant) : "";
  return (
    <div className="space-y-4">
      <Link href={`/sesgo/${id}`} className="text-xs text-[#2a78d6] hover:underline">← #{id} {experiment.name}</Link>
      <h1 className="text-2xl font-semibold">{d.bias.scoreTitle}</h1>
      <p className="max-w-3xl text-xs text-[#7a2e0e]" role="note">{d.bias.residualCue}</p>
      <ProgressBar done={cards.filter((c) => c.humanTone !== null).length} total={cards.length} elapsedMs={null} remainingMs={null} labels={{ ...d.matrixRun, fichas: d.bias.scored }} testId="tone-progress" />
      <BlindToneScorer card={next ? { id: next.id, text: blindText(next.card, name) } : null} experimentId={id} canUndo={Boolean(lastScoredCard({ db, experimentId: id }))} labels={d.bias as unknown as Record<string, string>} />
    </div>
  );
}
