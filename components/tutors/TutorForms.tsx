"use client";

import { useActionState, useState } from "react";
import type { ActionState } from "@/app/actionState";
import { addTutorAction, removeTutorAction, setTutorModelAction } from "@/app/tutorActions";
import type { Dictionary } from "@/lib/i18n/dictionary";
import { USER_TUTOR_KINDS } from "@/lib/tutors/definition";

type Labels = Dictionary["tutorsPage"];
const input = "rounded border border-[#c3c2b7] p-1";

/** The form that adds a user tutor; on a refusal the server's sentence is shown and every field keeps what was typed. */
export function AddTutorForm({ labels }: { labels: Labels }) {
  const [state, action, pending] = useActionState<ActionState, FormData>(addTutorAction, null);
  const v = state && !state.ok ? (state.values ?? {}) : {};
  const [kind, setKind] = useState<string>(v.kind ?? "openai-compatible");
  const k = (state && !state.ok ? v.kind : undefined) ?? kind;
  const field = (name: string, label: string, props: Record<string, unknown> = {}) => (
    <label className="flex flex-col gap-0.5">
      <span className="text-[#52514e]">{label}</span>
      <input name={name} defaultValue={v[name] ?? ""} className={input} data-testid={`tutor-${name}`} {...props} />
    </label>
  );
  return (
    <form action={action} key={state?.ok ? state.message : "form"} className="space-y-2 rounded border border-[#e5e4df] bg-white p-3 text-xs" data-testid="tutor-add-form">
      <p className="max-w-4xl text-[#52514e]">{labels.addHelp}</p>
      <div className="grid gap-2 md:grid-cols-4">
        {field("id", labels.id, { placeholder: "mi-tutor", required: true })}
        {field("label", labels.label)}
        <label className="flex flex-col gap-0.5">
          <span className="text-[#52514e]">{labels.kind}</span>
          <select name="kind" value={k} onChange={(e) => setKind(e.target.value)} className={input} data-testid="tutor-kind">
            {USER_TUTOR_KINDS.map((x) => <option key={x} value={x}>{x}</option>)}
          </select>
        </label>
        {k !== "answers" ? field("model", labels.model, { placeholder: k === "anthropic" ? "claude-haiku-5-5" : k === "local-onnx" ? "onnx-community/…" : "llama3.2" }) : null}
        {k === "openai-compatible" ? field("baseUrl", labels.baseUrl, { placeholder: "http://127.0.0.1:11434/v1" }) : null}
        {k === "openai-compatible" || k === "anthropic" ? field("apiKeyEnv", labels.apiKeyEnv, { placeholder: k === "anthropic" ? "ANTHROPIC_API_KEY" : "OPENAI_API_KEY" }) : null}
        {k === "openai-compatible" || k === "anthropic" ? field("concurrency", labels.concurrency, { type: "number", min: 1, max: 64 }) : null}
        {k !== "answers" ? field("maxTokens", labels.maxTokens, { type: "number", min: 16 }) : null}
        {k === "openai-compatible" || k === "anthropic" ? field("priceInput", labels.priceInput, { type: "number", min: 0, step: "any" }) : null}
        {k === "openai-compatible" || k === "anthropic" ? field("priceOutput", labels.priceOutput, { type: "number", min: 0, step: "any" }) : null}
      </div>
      {k !== "answers" ? (
        <div className="grid gap-2 md:grid-cols-2">
          {(["systemRag", "systemFree"] as const).map((name) => (
            <label key={name} className="flex flex-col gap-0.5">
              <span className="text-[#52514e]">{labels[name]}</span>
              <textarea name={name} defaultValue={v[name] ?? ""} rows={3} className={input} data-testid={`tutor-${name}`} />
            </label>
          ))}
        </div>
      ) : null}
      <div className="flex items-center gap-3">
        <button type="submit" disabled={pending} className="rounded bg-[#2a78d6] px-3 py-1 text-white disabled:bg-[#c3c2b7]" data-testid="tutor-add">
          {pending ? "…" : labels.add}
        </button>
        {state?.ok ? <span className="text-[#1a8f63]" data-testid="tutor-added">{labels.added} {state.message}</span> : null}
        {state && !state.ok ? <span role="alert" className="text-[#b0401a]" data-testid="tutor-error">{state.error}</span> : null}
      </div>
    </form>
  );
}

export function RemoveTutorButton({ id, label }: { id: string; label: string }) {
  const [state, action, pending] = useActionState<ActionState, FormData>(removeTutorAction, null);
  return (
    <form action={action} className="inline">
      <input type="hidden" name="id" value={id} />
      <button type="submit" disabled={pending} className="rounded border border-[#c3c2b7] px-1.5 text-[#b0401a] hover:bg-[#fdf1ea]" data-testid={`tutor-remove-${id}`}>
        {label}
      </button>
      {state && !state.ok ? <span role="alert" className="ml-1 text-[#b0401a]">{state.error}</span> : null}
    </form>
  );
}

/** A Claude tutor's model id, editable in place (a model the API rejects shows its message on the cell). */
export function TutorModelForm({ id, model, label }: { id: string; model: string; label: string }) {
  const [state, action, pending] = useActionState<ActionState, FormData>(setTutorModelAction, null);
  return (
    <form action={action} className="flex items-center gap-1">
      <input type="hidden" name="id" value={id} />
      <input name="model" defaultValue={model} aria-label={label} className="w-44 rounded border border-[#c3c2b7] px-1 font-mono text-[11px]" data-testid={`tutor-model-${id}`} />
      <button type="submit" disabled={pending} className="rounded border border-[#c3c2b7] px-1.5 hover:bg-[#f7f6f2]" title={label}>
        ✓
      </button>
      {state && !state.ok ? <span role="alert" className="text-[#b0401a]">{state.error}</span> : null}
    </form>
  );
}
