"use client";

import { useActionState, useState } from "react";
import { type ActionState, createSampleAction } from "@/app/actions";

export interface SampleChoice {
  readonly mode: "simulated" | "real";
  readonly runs: readonly { runId: number; conditionId: string; label: string; seed: boolean }[];
}

/**
 * Draws a new stored random sample of the chosen runs' fichas (the latest
 * finished run of each chosen condition in one mode; by default the seed's
 * configurations when they have runs).
 */
export function SampleForm({
  labels,
  modes,
  choices,
}: {
  labels: { sampleCreate: string; sampleSize: string; sampleSeed: string; sampleCreated: string; sampleRuns: string; sampleMode: string };
  modes: Record<"simulated" | "real", string>;
  choices: readonly SampleChoice[];
}) {
  const [state, action, pending] = useActionState<ActionState, FormData>(createSampleAction, null);
  const first = choices.find((c) => c.runs.length > 0)?.mode ?? "simulated";
  const [mode, setMode] = useState<"simulated" | "real">(first);
  const runs = choices.find((c) => c.mode === mode)?.runs ?? [];
  const defaults = runs.some((r) => r.seed) ? runs.filter((r) => r.seed) : runs;
  return (
    <form action={action} className="flex flex-wrap items-end gap-3 text-xs" data-testid="sample-form">
      <label className="flex flex-col">
        {labels.sampleMode}
        <select value={mode} onChange={(e) => setMode(e.target.value as "simulated" | "real")} className="rounded border border-[#c3c2b7] p-0.5" data-testid="sample-mode">
          {choices.map((c) => (
            <option key={c.mode} value={c.mode} disabled={c.runs.length === 0}>{modes[c.mode]} ({c.runs.length})</option>
          ))}
        </select>
      </label>
      <label className="flex flex-col">
        {labels.sampleRuns}
        <select key={mode} name="runId" multiple size={Math.min(6, Math.max(2, runs.length))} defaultValue={defaults.map((r) => String(r.runId))} className="min-w-64 rounded border border-[#c3c2b7] p-0.5" data-testid="sample-runs">
          {runs.map((r) => (
            <option key={r.runId} value={r.runId}>{r.label}</option>
          ))}
        </select>
      </label>
      <label>
        <input name="size" type="number" min={2} defaultValue={30} className="w-20 rounded border border-[#c3c2b7] p-0.5" data-testid="sample-size" /> {labels.sampleSize}
      </label>
      <label>
        {labels.sampleSeed} <input name="seed" type="number" min={0} className="w-28 rounded border border-[#c3c2b7] p-0.5" data-testid="sample-seed" />
      </label>
      <button type="submit" disabled={pending || runs.length === 0} className="rounded bg-[#2a78d6] px-2 py-0.5 text-white disabled:bg-[#c3c2b7]" data-testid="sample-create">{labels.sampleCreate}</button>
      {state?.ok ? <span className="text-[#1a8f63]">{labels.sampleCreated}</span> : null}
      {state && !state.ok ? <span role="alert" className="text-[#b0401a]">{state.error}</span> : null}
    </form>
  );
}
