"use client";

import { useActionState } from "react";
import { SaveButton } from "./SaveButton";
import type { ActionState } from "@/app/actionState";
import { saveBudgetAction } from "@/app/settingsActions";

/** The month's budget in USD: every paid job is checked against it in the worker before it sends anything. */
export function BudgetForm({ budgetUsd, labels }: { budgetUsd: number; labels: { amount: string; save: string; saved: string } }) {
  const [state, action, pending] = useActionState<ActionState, FormData>(saveBudgetAction, null);
  return (
    <form action={action} className="flex flex-wrap items-center gap-3 text-xs" data-testid="budget-form">
      <label>
        {labels.amount}{" "}
        <input name="budget" type="number" min={0} step="any" defaultValue={budgetUsd} className="w-28 rounded border border-[#c3c2b7] p-0.5" />
      </label>
      <SaveButton state={state} pending={pending} labels={labels} />
    </form>
  );
}
