"use client";

import { useActionState } from "react";
import { type ActionState, createSampleAction } from "@/app/actions";

/** Draws a new stored random sample of every finished run's fichas. */
export function SampleForm({ labels, disabled }: { labels: { sampleCreate: string; sampleSize: string; sampleSeed: string; sampleCreated: string }; disabled: boolean }) {
  const [state, action, pending] = useActionState<ActionState, FormData>(createSampleAction, null);
  return (
    <form action={action} className="flex flex-wrap items-center gap-3 text-xs" data-testid="sample-form">
      <label>
        <input name="size" type="number" min={2} defaultValue={60} className="w-20 rounded border border-[#c3c2b7] p-0.5" data-testid="sample-size" /> {labels.sampleSize}
      </label>
      <label>
        {labels.sampleSeed} <input name="seed" type="number" min={0} className="w-28 rounded border border-[#c3c2b7] p-0.5" data-testid="sample-seed" />
      </label>
      <button type="submit" disabled={pending || disabled} className="rounded bg-[#2a78d6] px-2 py-0.5 text-white disabled:bg-[#c3c2b7]" data-testid="sample-create">{labels.sampleCreate}</button>
      {state?.ok ? <span className="text-[#1a8f63]">{labels.sampleCreated}</span> : null}
      {state && !state.ok ? <span role="alert" className="text-[#b0401a]">{state.error}</span> : null}
    </form>
  );
}
