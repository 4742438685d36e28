import { OFFLINE_TUTORS } from "@/lib/conditions/axes";
import { conditionName } from "@/lib/i18n/labels";
import { PriceEditor } from "@/components/settings/PriceEditor";
import { BatchSettingsForm } from "@/components/settings/BatchSettingsForm";
import { BudgetForm } from "@/components/settings/BudgetForm";
import { budgetStatus, getMonthlyBudget } from "@/db/queries/budget";
import { budgetLine } from "@/lib/views/money";
import { getBatchSettings } from "@/db/queries/batches";
import { ProfileEditor } from "@/components/settings/ProfileEditor";
import { priceTable } from "@/db/queries/modelCalls";
import { getDb } from "@/db/client";
import { ensureDefaults } from "@/db/queries/dataset";
import { listConditions } from "@/db/queries/matrix";
import { listProfiles } from "@/db/queries/simulation";
import { DEFAULT_TUTORS } from "@/lib/conditions/axes";
import { reasonText } from "@/lib/i18n";
import { requestDictionary } from "@/lib/i18n/server";
import { tutorAvailability } from "@/lib/tutors/registry";

export const dynamic = "force-dynamic";

export default async function SettingsPage() {
  const d = await requestDictionary();
  const db = getDb();
  ensureDefaults({ db });
  const profiles = new Map(listProfiles({ db }).map((p) => [p.conditionId, p.profile]));
  const conditions = listConditions({ db });
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-semibold">{d.settings.title}</h1>
      <section>
        <h2 className="text-lg font-semibold">{d.settings.tutors}</h2>
        <p className="text-sm" data-testid="api-key-status">
          {d.settings.apiKey}: {process.env.ANTHROPIC_API_KEY ? d.settings.present : d.settings.absent}
        </p>
        <ul className="text-sm">
          {DEFAULT_TUTORS.map((t) => {
            const a = tutorAvailability(t.id, "real", t.modelId);
            return (
              <li key={t.id}>
                <b>{t.label}</b> <code className="text-xs">{t.id}</code> {t.modelId ? <code className="text-xs">({t.modelId})</code> : null} —{" "}
                {a.available ? "✓" : reasonText(d, a.reason)}
              </li>
            );
          })}
        </ul>
      </section>
      <section>
        <h2 className="text-lg font-semibold">{d.cost.prices}</h2>
        <p className="mb-1 max-w-3xl text-xs text-[#52514e]">{d.cost.pricesText}</p>
        <div className="space-y-1">
          {Object.entries(priceTable({ db })).map(([model, p]) => (
            <PriceEditor key={model} model={model} input={p.input} output={p.output} labels={{ input: d.cost.input, output: d.cost.output, save: d.settings.save, saved: d.settings.saved }} />
          ))}
        </div>
      </section>
      <section>
        <h2 className="text-lg font-semibold">{d.cost.budget}</h2>
        <p className="mb-1 max-w-3xl text-xs text-[#52514e]">{d.cost.budgetText}</p>
        <p className="mb-1 text-sm tabular-nums" data-testid="budget-status">
          {budgetLine(d, budgetStatus({ db }))}
        </p>
        <BudgetForm budgetUsd={getMonthlyBudget({ db })} labels={{ amount: d.cost.budgetAmount, save: d.settings.save, saved: d.settings.saved }} />
      </section>
      <section>
        <h2 className="text-lg font-semibold">{d.batch.settings}</h2>
        <p className="mb-1 max-w-3xl text-xs text-[#52514e]">{d.batch.settingsText}</p>
        <BatchSettingsForm
          {...getBatchSettings({ db })}
          labels={{ threshold: d.batch.threshold, retryVia: d.batch.retryVia, retryBatch: d.batch.retryBatch, retrySync: d.batch.retrySync, save: d.settings.save, saved: d.settings.saved }}
        />
      </section>
      <section>
        <h2 className="text-lg font-semibold">{d.settings.profiles}</h2>
        <p className="mb-2 max-w-3xl text-xs text-[#52514e]">{d.settings.profilesText}</p>
        <div className="grid gap-2 md:grid-cols-2 xl:grid-cols-3">
          {conditions.map((c) => (
            <details key={c.id} className="rounded border border-[#e5e4df] bg-white p-2">
              <summary className="cursor-pointer text-xs font-semibold">
                {c.seedName ? `${c.seedName} · ` : ""}
                {conditionName(d, c)}
              </summary>
              {OFFLINE_TUTORS.has(c.tutorId) ? (
                <p className="mt-1 text-xs text-[#52514e]" data-testid={`profile-offline-${c.id}`}>{d.settings.offlineProfile}</p>
              ) : (
                <ProfileEditor
                  conditionId={c.id}
                  profile={JSON.stringify(JSON.parse(profiles.get(c.id) ?? "{}"), null, 2)}
                  labels={{ save: d.settings.save, saved: d.settings.saved }}
                />
              )}
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
