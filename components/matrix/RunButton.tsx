"use client";

import { useActionState } from "react";
import { type ActionState, cancelRunAction, runConditionAction } from "@/app/actions";
import { EngineSelect } from "@/components/EngineSelect";

export function RunButton(props: {
  conditionId: string;
  mode: string;
  label: string;
  /** A repetition of a finished cell: a small text button, not a call to action in every cell. */
  quiet?: boolean;
  disabledReason: string | null;
  /** Id of the latest run of the condition this page shows (0: none): a double submission starts one run. */
  seenRunId: number;
  /** Real Claude runs: how calls are sent (labels of auto / batch / direct); absent elsewhere. */
  engines?: { label: string; auto: string; batch: string; sync: string } | null;
}) {
  const [state, action, pending] = useActionState<ActionState, FormData>(runConditionAction, null);
  const disabled = props.disabledReason !== null || pending;
  return (
    <form action={action} className={props.quiet ? "mt-0.5 text-right" : "mt-1"}>
      <input type="hidden" name="conditionId" value={props.conditionId} />
      <input type="hidden" name="mode" value={props.mode} />
      <input type="hidden" name="seen" value={props.seenRunId} />
      {props.engines ? <EngineSelect labels={props.engines} testId={`engine-${props.conditionId}`} className="mb-0.5 text-[10px] text-[#52514e]" /> : null}
      <button
        type="submit"
        data-testid={`run-${props.conditionId}`}
        disabled={disabled}
        title={props.disabledReason ?? undefined}
        className={
          props.quiet
            ? "text-[10px] text-[#52514e] underline decoration-dotted hover:text-[#2a78d6] disabled:cursor-not-allowed disabled:text-[#8a8984]"
            : "w-full rounded border border-[#2a78d6] px-1.5 py-0.5 text-[11px] font-medium text-[#2a78d6] hover:bg-[#2a78d6] hover:text-white disabled:cursor-not-allowed disabled:border-[#c3c2b7] disabled:text-[#8a8984] disabled:hover:bg-transparent"
        }
      >
        {pending ? "…" : props.label}
      </button>
      {state && !state.ok ? (
        <p role="alert" className="mt-0.5 text-[10px] text-[#b0401a]">
          {state.error}
        </p>
      ) : null}
    </form>
  );
}

export function CancelButton(props: { runId: number; label: string }) {
  const [, action, pending] = useActionState<ActionState, FormData>(cancelRunAction, null);
  return (
    <form action={action}>
      <input type="hidden" name="runId" value={props.runId} />
      <button
        type="submit"
        disabled={pending}
        data-testid={`cancel-${props.runId}`}
        className="text-[10px] text-[#b0401a] underline disabled:opacity-50"
      >
        {props.label}
      </button>
    </form>
  );
}
