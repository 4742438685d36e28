"use client";

import { useActionState, useState } from "react";
import type { ActionState } from "@/app/actionState";
import { createBiasExperimentAction } from "@/app/biasActions";
import { EngineSelect } from "@/components/EngineSelect";

export function CreateExperiment({
  labels,
  generators,
  defaultDesign,
  engines,
}: {
  labels: Record<string, string>;
  generators: Record<string, string>;
  defaultDesign: string;
  /** How Claude's cards are requested (auto / batches / direct). */
  engines: { label: string; auto: string; batch: string; sync: string };
}) {
  const [state, action, pending] = useActionState<ActionState, FormData>(createBiasExperimentAction, null);
  // After a refusal the form comes back with what was submitted (React resets a form once its action ends).
  const values = state && !state.ok ? (state.values ?? {}) : {};
  return (
    <Fields key={JSON.stringify(values)} values={values} action={action} pending={pending} labels={labels} generators={generators} defaultDesign={defaultDesign} engines={engines} error={state && !state.ok ? state.error : null} />
  );
}

function Fields({
  values,
  action,
  pending,
  labels,
  generators,
  defaultDesign,
  engines,
  error,
}: {
  values: Record<string, string>;
  action: (form: FormData) => void;
  pending: boolean;
  labels: Record<string, string>;
  generators: Record<string, string>;
  defaultDesign: string;
  engines: { label: string; auto: string; batch: string; sync: string };
  error: string | null;
}) {
  const [generator, setGenerator] = useState(values.generator ?? "simulated");
  const input = "rounded border border-[#c3c2b7] p-0.5";
  return (
    <form action={action} className="space-y-2 rounded border border-[#e5e4df] bg-white p-3 text-xs">
      <div className="flex flex-wrap items-end gap-3">
        <label>
          {labels.generator}{" "}
          <select name="generator" value={generator} onChange={(e) => setGenerator(e.target.value)} className={input} data-testid="bias-generator">
            {Object.entries(generators).map(([k, v]) => (
              <option key={k} value={k}>{v}</option>
            ))}
          </select>
        </label>
        {generator === "simulated" ? (
          <>
            <label>{labels.effect} <input name="effect" type="number" step="0.05" defaultValue={values.effect ?? 0.3} className={`${input} w-16`} data-testid="bias-effect" /></label>
            <label>{labels.noise} <input name="noiseSd" type="number" step="0.05" min={0} defaultValue={values.noiseSd ?? 0.8} className={`${input} w-16`} /></label>
          </>
        ) : null}
        {generator.startsWith("claude-") ? <EngineSelect labels={engines} testId="bias-engine" defaultValue={values.engine} /> : null}
        {generator !== "seed" ? <label>{labels.seed} <input name="seed" type="number" min={0} defaultValue={values.seed ?? 2026} className={`${input} w-20`} /></label> : null}
        <button type="submit" disabled={pending} className="rounded bg-[#2a78d6] px-3 py-1 text-white disabled:bg-[#c3c2b7]" data-testid="bias-create">
          {pending ? "…" : labels.createButton}
        </button>
      </div>
      {generator !== "seed" ? (
        <details open={values.design !== undefined}>
          <summary className="cursor-pointer">{labels.design}</summary>
          <textarea name="design" rows={10} defaultValue={values.design ?? defaultDesign} spellCheck={false} className="mt-1 w-full rounded border border-[#c3c2b7] p-1 font-mono text-[11px]" />
        </details>
      ) : null}
      {error ? <p role="alert" className="text-[#b0401a]" data-testid="bias-error">{error}</p> : null}
    </form>
  );
}
