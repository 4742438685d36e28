"use client";

import { useActionState } from "react";
import { SaveButton } from "./SaveButton";
import type { ActionState } from "@/app/actionState";
import { savePriceAction } from "@/app/settingsActions";

export function PriceEditor({ model, input, output, labels }: { model: string; input: number; output: number; labels: { input: string; output: string; save: string; saved: string } }) {
  const [state, action, pending] = useActionState<ActionState, FormData>(savePriceAction, null);
  return (
    <form action={action} className="flex flex-wrap items-center gap-2 text-xs" data-testid={`price-${model}`}>
      <input type="hidden" name="model" value={model} />
      <code className="w-40">{model}</code>
      <label>{labels.input} <input name="input" type="number" step="any" min={0} defaultValue={input} className="w-20 rounded border border-[#c3c2b7] p-0.5" /></label>
      <label>{labels.output} <input name="output" type="number" step="any" min={0} defaultValue={output} className="w-20 rounded border border-[#c3c2b7] p-0.5" /></label>
      <SaveButton state={state} pending={pending} labels={labels} />
    </form>
  );
}
