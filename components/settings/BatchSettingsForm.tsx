"use client";

import { useActionState } from "react";
import { SaveButton } from "./SaveButton";
import type { ActionState } from "@/app/actionState";
import { saveBatchSettingsAction } from "@/app/settingsActions";

/** Threshold for sending real runs through the Message Batches API, and where failed requests are retried. */
export function BatchSettingsForm({
  threshold,
  retryVia,
  labels,
}: {
  threshold: number;
  retryVia: "batch" | "sync";
  labels: { threshold: string; retryVia: string; retryBatch: string; retrySync: string; save: string; saved: string };
}) {
  const [state, action, pending] = useActionState<ActionState, FormData>(saveBatchSettingsAction, null);
  return (
    <form action={action} className="flex flex-wrap items-center gap-3 text-xs" data-testid="batch-settings">
      <label>
        {labels.threshold}{" "}
        <input name="threshold" type="number" min={1} step={1} defaultValue={threshold} className="w-24 rounded border border-[#c3c2b7] p-0.5" />
      </label>
      <label>
        {labels.retryVia}{" "}
        <select name="retryVia" defaultValue={retryVia} className="rounded border border-[#c3c2b7] bg-white p-0.5">
          <option value="batch">{labels.retryBatch}</option>
          <option value="sync">{labels.retrySync}</option>
        </select>
      </label>
      <SaveButton state={state} pending={pending} labels={labels} />
    </form>
  );
}
