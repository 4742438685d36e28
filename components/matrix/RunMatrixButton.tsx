"use client";

import { useActionState } from "react";
import { type ActionState, runMatrixAction } from "@/app/actions";
import { EngineSelect } from "@/components/EngineSelect";

export function RunMatrixButton({
  mode,
  label,
  hint,
  count,
  estimate,
  engines,
}: {
  mode: string;
  label: string;
  hint: string;
  count: number;
  /** Real mode: what the Claude conditions among them would cost, direct and batched. */
  estimate?: string | null;
  engines?: { label: string; auto: string; batch: string; sync: string } | null;
}) {
  const [state, action, pending] = useActionState<ActionState, FormData>(runMatrixAction, null);
  return (
    <form action={action} className="flex items-center gap-2">
      <input type="hidden" name="mode" value={mode} />
      {engines ? <EngineSelect labels={engines} testId="run-matrix-engine" className="text-xs text-[#52514e]" /> : null}
      <button
        type="submit"
        data-testid="run-matrix"
        disabled={pending || count === 0}
        title={hint}
        className="rounded bg-[#2a78d6] px-3 py-1 text-sm font-medium text-white hover:bg-[#1f62b3] disabled:cursor-not-allowed disabled:bg-[#c3c2b7]"
      >
        {pending ? "…" : `${label} (${count})`}
      </button>
      {estimate ? (
        <span className="text-xs text-[#52514e]" data-testid="run-matrix-estimate">
          {estimate}
        </span>
      ) : null}
      {state && !state.ok ? (
        <span role="alert" className="text-xs text-[#b0401a]">
          {state.error}
        </span>
      ) : null}
    </form>
  );
}
