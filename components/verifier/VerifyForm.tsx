"use client";

import { useActionState } from "react";
import { type ActionState, verifyRunsAction } from "@/app/actions";
import { EngineSelect } from "@/components/EngineSelect";

export function VerifyForm({
  runIds,
  labels,
  engines,
  openJobs,
  seedReplay,
}: {
  runIds: readonly number[];
  labels: Record<string, string>;
  /** Verifier passes still queued or running (the page refreshes itself while there are some). */
  openJobs: number;
  /** The seed's replayed Haiku con RAG run is among the runs: its printed verdicts can judge it. */
  seedReplay: boolean;
  /** How a Claude judge's calls are sent (auto / batches / direct). */
  engines: { label: string; auto: string; batch: string; sync: string };
}) {
  const [state, action, pending] = useActionState<ActionState, FormData>(verifyRunsAction, null);
  return (
    <form action={action} className="flex flex-wrap items-center gap-3 text-xs">
      {runIds.map((id) => <input key={id} type="hidden" name="runId" value={id} />)}
      <label>
        {labels.judge}{" "}
        <select name="judge" className="rounded border border-[#c3c2b7] p-0.5" data-testid="verify-judge">
          <option value="detector-local">{labels.local}</option>
          <option value="claude-haiku-5-5">Claude Haiku 5.5</option>
          {seedReplay ? <option value="semilla-replica">{labels.seedReplay}</option> : null}
        </select>
      </label>
      <label><input type="checkbox" name="claimMode" data-testid="verify-claims" /> {labels.claims}</label>
      <EngineSelect labels={engines} testId="verify-engine" />
      <button type="submit" disabled={pending || runIds.length === 0} className="rounded bg-[#2a78d6] px-2 py-0.5 text-white disabled:bg-[#c3c2b7]" data-testid="verify-run">{labels.run}</button>
      {state?.ok ? <span className="text-[#1a8f63]" data-testid="verify-status">{openJobs > 0 ? labels.queued : labels.doneJobs}</span> : null}
      {state && !state.ok ? <span role="alert" className="text-[#b0401a]">{state.error}</span> : null}
    </form>
  );
}
