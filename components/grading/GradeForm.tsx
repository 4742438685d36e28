"use client";

import { useActionState } from "react";
import { type ActionState, gradeRunsAction } from "@/app/actions";
import { EngineSelect } from "@/components/EngineSelect";

/** Runs one grader over every finished run of the active bank (a grading job in the worker). */
export function GradeForm({
  labels,
  engines,
  nliModel,
  disabled,
}: {
  labels: { runWith: string; run: string; queued: string; offline: string; nliDefault: string };
  engines: { label: string; auto: string; batch: string; sync: string };
  nliModel: string;
  disabled: boolean;
}) {
  const [state, action, pending] = useActionState<ActionState, FormData>(gradeRunsAction, null);
  return (
    <form action={action} className="flex flex-wrap items-center gap-3 text-xs" data-testid="grade-form">
      <label>
        {labels.runWith}{" "}
        <select name="grader" className="rounded border border-[#c3c2b7] p-0.5" data-testid="grade-grader">
          <option value="auto">{labels.offline}</option>
          <option value="claude-haiku-5-5">Claude Haiku 5.5</option>
          <option value={`nli:${nliModel}`}>{labels.nliDefault}</option>
        </select>
      </label>
      <EngineSelect labels={engines} testId="grade-engine" />
      <button type="submit" disabled={pending || disabled} className="rounded bg-[#2a78d6] px-2 py-0.5 text-white disabled:bg-[#c3c2b7]" data-testid="grade-run">{labels.run}</button>
      {state?.ok ? <span className="text-[#1a8f63]">{labels.queued}</span> : null}
      {state && !state.ok ? <span role="alert" className="text-[#b0401a]">{state.error}</span> : null}
    </form>
  );
}
