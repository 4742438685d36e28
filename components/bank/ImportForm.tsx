"use client";

import { useActionState, useState } from "react";
import { type ImportState, importBankAction } from "@/app/actions";
import { ImportErrors } from "@/components/ImportErrors";

/** Upload notes (CSV, JSON, Markdown — several .md files allowed) and/or a bank (CSV, JSON). */
export function ImportForm({ labels, defaultName }: { labels: Record<string, string>; defaultName: string }) {
  const [state, action, pending] = useActionState<ImportState, FormData>(importBankAction, null);
  // Controlled, so the name survives the form reset after an attempt (file inputs cannot be kept).
  const [name, setName] = useState(defaultName);
  const input = "rounded border border-[#c3c2b7] p-0.5";
  return (
    <form action={action} className="space-y-2 rounded border border-[#e5e4df] bg-white p-3 text-xs" data-testid="import-form">
      <div className="flex flex-wrap items-end gap-3">
        <label>{labels.name} <input name="name" value={name} onChange={(e) => setName(e.target.value)} className={`${input} w-48`} data-testid="import-name" /></label>
        <label>{labels.notesFile} <input name="notes" type="file" multiple accept=".csv,.json,.md,.markdown" data-testid="import-notes" /></label>
        <label>{labels.bankFile} <input name="bank" type="file" accept=".csv,.json" data-testid="import-bank" /></label>
        <button type="submit" disabled={pending} className="rounded bg-[#2a78d6] px-3 py-1 text-white disabled:bg-[#c3c2b7]" data-testid="import-submit">{pending ? "…" : labels.import}</button>
      </div>
      <p className="text-[#52514e]">{labels.formats}</p>
      {state?.ok ? <p className="text-[#1a8f63]" data-testid="import-ok">{state.message}</p> : null}
      {state && !state.ok ? (
        <ImportErrors errors={state.errors} headers={[labels.file, labels.row, labels.column, labels.problem]} testId="import-errors" />
      ) : null}
      {state?.warnings.length ? <ul className="text-[#7a2e0e]" data-testid="import-warnings">{state.warnings.map((w) => <li key={w}>⚠ {w}</li>)}</ul> : null}
    </form>
  );
}
