import Link from "next/link";
import { CreateExperiment } from "@/components/bias/CreateExperiment";
import { getDb } from "@/db/client";
import { listCards, listExperiments } from "@/db/queries/bias";
import { seedDesign } from "@/lib/bias/design";
import { requestDictionary } from "@/lib/i18n/server";
import { listTutors } from "@/db/queries/tutors";
import { isModelKind } from "@/lib/tutors/definition";

export const dynamic = "force-dynamic";

export default async function BiasPage() {
  const d = await requestDictionary();
  const db = getDb();
  const experiments = listExperiments({ db });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{d.bias.title}</h1>
      <p className="max-w-4xl text-xs text-[#52514e]">{d.bias.intro}</p>
      <h2 className="text-lg font-semibold">{d.bias.create}</h2>
      <CreateExperiment labels={d.bias as unknown as Record<string, string>} generators={{ ...d.bias.generators, ...Object.fromEntries(listTutors({ db: getDb() }).filter((t) => !t.builtin && isModelKind(t.kind)).map((t) => [t.id, t.label])) }} defaultDesign={JSON.stringify(seedDesign(), null, 2)} engines={{ label: d.batch.engine, ...d.batch.engines }} />
      <h2 className="text-lg font-semibold">{d.bias.experiments}</h2>
      <ul className="space-y-1 text-sm" data-testid="experiments">
        {experiments.map((e) => {
          const cards = listCards({ db, experimentId: e.id });
          return (
            <li key={e.id}>
              <Link href={`/sesgo/${e.id}`} className="text-[#2a78d6] hover:underline">#{e.id} {e.name}</Link>{" "}
              <span className="text-xs text-[#52514e]">
                · {cards.length} {d.bias.cards} · {cards.filter((c) => c.humanTone !== null).length} {d.bias.scored} · {d.matrix.status[e.status]}
                {e.generator === "seed" || e.generator === "simulated" ? <span className="ml-1 rounded bg-[#fbe3d6] px-1 text-[#b0401a]">{d.matrix.simulatedMark}</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
