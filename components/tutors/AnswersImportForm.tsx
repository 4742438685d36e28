"use client";

import Link from "next/link";
import { useActionState } from "react";
import { type AnswersImportState, importAnswersAction } from "@/app/tutorActions";
import type { Dictionary } from "@/lib/i18n/dictionary";
import { ImportErrors } from "@/components/ImportErrors";

const input = "rounded border border-[#c3c2b7] p-1";

/** Uploads the answers of the user's own app as a finished run; errors are listed by row and nothing is written. */
export function AnswersImportForm({ labels, groundings, policies, answersTutors }: { labels: Dictionary["tutorsPage"]; groundings: Record<string, string>; policies: Record<string, string>; answersTutors: string[] }) {
  const [state, action, pending] = useActionState<AnswersImportState, FormData>(importAnswersAction, null);
  const v = state && !state.ok ? (state.values ?? {}) : {};
  const fill = (t: string, vars: Record<string, string | number>) => Object.entries(vars).reduce((s, [k, x]) => s.replace(`{${k}}`, String(x)), t);
  return (
    <form action={action} className="space-y-2 rounded border border-[#e5e4df] bg-white p-3 text-xs" data-testid="answers-import-form">
      <p className="max-w-4xl text-[#52514e]">{labels.importHelp}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-0.5">
          <span className="text-[#52514e]">{labels.tutor}</span>
          <input name="tutor" list="answers-tutors" defaultValue={v.tutor ?? answersTutors[0] ?? ""} required className={`${input} w-44`} data-testid="answers-tutor" />
          <datalist id="answers-tutors">{answersTutors.map((t) => <option key={t} value={t} />)}</datalist>
        </label>
        <label className="flex flex-col gap-0.5">
          <span className="text-[#52514e]">{labels.grounding}</span>
          <select name="grounding" defaultValue={v.grounding ?? "retrieved"} className={input} data-testid="answers-grounding">
            {Object.entries(groundings).map(([k, l]) => <option key={k} value={k}>{l}</option>)}
          </select>
        </label>
        <label className="flex flex-col gap-0.5">
          <span className="text-[#52514e]">{labels.policy}</span>
          <select name="policy" defaultValue={v.policy ?? "may-abstain"} className={input} data-testid="answers-policy">
            {Object.entries(policies).map(([k, l]) => <option key={k} value={k}>{l}</option>)}
          </select>
        </label>
        <label className="flex flex-col gap-0.5">
          <span className="text-[#52514e]">{labels.repetition}</span>
          <input name="repetition" type="number" min={1} defaultValue={v.repetition ?? ""} className={`${input} w-24`} />
        </label>
        <label className="flex flex-col gap-0.5">
          <span className="text-[#52514e]">{labels.file}</span>
          <input name="file" type="file" accept=".csv,.json,.jsonl,.ndjson" data-testid="answers-file" />
        </label>
        <button type="submit" disabled={pending} className="rounded bg-[#2a78d6] px-3 py-1 text-white disabled:bg-[#c3c2b7]" data-testid="answers-import">
          {pending ? "…" : labels.importButton}
        </button>
      </div>
      {state?.ok ? (
        <p className="text-[#1a8f63]" data-testid="answers-imported">
          {fill(labels.imported, { answers: state.answers, run: state.runId, ...state.summary })}{" "}
          <Link className="text-[#2a78d6] underline" href={`/condicion/${encodeURIComponent(state.conditionId)}?mode=real&run=${state.runId}`}>{labels.openCondition}</Link>
          {state.fichaId !== null ? (
            <>
              {" · "}
              <Link className="text-[#2a78d6] underline" href={`/ficha/${state.fichaId}`} data-testid="answers-first-ficha">{labels.openFicha}</Link>
            </>
          ) : null}
        </p>
      ) : null}
      {state && !state.ok ? (
        <div role="alert" data-testid="answers-errors">
          <p className="font-semibold text-[#b0401a]">{labels.nothingWritten}</p>
          <ImportErrors errors={state.errors} headers={[labels.row, labels.column, labels.problem]} />
        </div>
      ) : null}
    </form>
  );
}
