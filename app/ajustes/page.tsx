import { OFFLINE_TUTORS } from "@/lib/conditions/axes";
import { conditionName, tutorLabel } from "@/lib/i18n/labels";
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
import { reasonText } from "@/lib/i18n";
import { requestDictionary } from "@/lib/i18n/server";
import { apiKeyEnvOf, tutorAvailability } from "@/lib/tutors/registry";
import { listTutors, tutorRunCount } from "@/db/queries/tutors";
import { AddTutorForm, RemoveTutorButton, TutorModelForm } from "@/components/tutors/TutorForms";
import { AnswersImportForm } from "@/components/tutors/AnswersImportForm";

export const dynamic = "force-dynamic";

export default async function SettingsPage() {
  const d = await requestDictionary();
  const db = getDb();
  ensureDefaults({ db });
  const profiles = new Map(listProfiles({ db }).map((p) => [p.conditionId, p.profile]));
  const conditions = listConditions({ db });
  const tutors = listTutors({ db });
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-semibold">{d.settings.title}</h1>
      <section data-testid="tutors-section">
        <h2 className="text-lg font-semibold">{d.settings.tutors}</h2>
        <p className="mb-2 max-w-4xl text-xs text-[#52514e]">{d.tutorsPage.intro}</p>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-xs" data-testid="tutors-table">
            <thead>
              <tr>
                {[d.tutorsPage.id, d.tutorsPage.kind, d.tutorsPage.model, d.tutorsPage.server, d.tutorsPage.keyVar, d.tutorsPage.prompts, d.tutorsPage.runs, d.tutorsPage.status, ""].map((h, i) => (
                  <th key={i} className="border border-[#e5e4df] bg-[#f7f6f2] px-1.5 py-1 text-left font-semibold">{h}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tutors.map((t) => {
                const a = tutorAvailability(t, "real");
                const keyEnv = apiKeyEnvOf(t);
                // A tutor with runs stays: its fichas are evidence the analyses cite.
                const runs = tutorRunCount({ db, id: t.id });
                return (
                  <tr key={t.id} data-testid={`tutor-row-${t.id}`}>
                    <td className="border border-[#e5e4df] px-1.5 py-1">
                      <div className="font-semibold">{tutorLabel(d, t)}</div>
                      <code className="whitespace-nowrap text-[10px] text-[#8a8984]">{t.id}</code>
                      {t.builtin ? <span className="ml-1 rounded bg-[#eeede8] px-1 text-[10px] text-[#52514e]">{d.tutorsPage.builtin}</span> : null}
                    </td>
                    <td className="border border-[#e5e4df] px-1.5 py-1 font-mono">{t.kind}</td>
                    <td className="border border-[#e5e4df] px-1.5 py-1">
                      {t.kind === "anthropic" ? <TutorModelForm id={t.id} model={t.modelId ?? ""} label={d.tutorsPage.changeModel} /> : <code className="text-[11px]">{t.modelId ?? "—"}</code>}
                    </td>
                    <td className="border border-[#e5e4df] px-1.5 py-1 font-mono text-[11px]">{t.config.baseUrl ?? "—"}</td>
                    <td className="border border-[#e5e4df] px-1.5 py-1" data-testid={`tutor-key-${t.id}`}>
                      {keyEnv ? (
                        <>
                          <code className="text-[11px]">{keyEnv}</code> · {process.env[keyEnv] ? <span className="text-[#1a8f63]">{d.tutorsPage.keySet}</span> : <span className="text-[#b0401a]">{d.tutorsPage.keyUnset}</span>}
                        </>
                      ) : (
                        <span className="text-[#8a8984]">{t.kind === "openai-compatible" ? d.tutorsPage.noKey : "—"}</span>
                      )}
                    </td>
                    <td className="border border-[#e5e4df] px-1.5 py-1">{t.config.systemRag || t.config.systemFree ? d.tutorsPage.ownPrompts : d.tutorsPage.seedPrompts}</td>
                    <td className="border border-[#e5e4df] px-1.5 py-1 tabular-nums">{runs}</td>
                    <td className="border border-[#e5e4df] px-1.5 py-1">{a.available ? <span className="text-[#1a8f63]">✓ {d.tutorsPage.ready}</span> : <span className="text-[#7a2e0e]">{reasonText(d, a.reason)}</span>}</td>
                    <td className="border border-[#e5e4df] px-1.5 py-1">{t.builtin || runs > 0 ? null : <RemoveTutorButton id={t.id} label={d.tutorsPage.remove} />}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <h3 className="mt-3 mb-1 text-sm font-semibold">{d.tutorsPage.addTitle}</h3>
        <AddTutorForm labels={d.tutorsPage} />
        <h3 className="mt-3 mb-1 text-sm font-semibold" id="importar-respuestas">{d.tutorsPage.importTitle}</h3>
        <AnswersImportForm labels={d.tutorsPage} groundings={d.matrix.groundings} policies={d.matrix.policies} answersTutors={tutors.filter((t) => t.kind === "answers").map((t) => t.id)} />
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
