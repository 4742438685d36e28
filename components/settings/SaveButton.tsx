import type { ActionState } from "@/app/actionState";

/** A settings form's save button and what became of the last save: "saved", or the server's sentence. */
export function SaveButton({ state, pending, labels }: { state: ActionState; pending: boolean; labels: { save: string; saved: string } }) {
  return (
    <>
      <button type="submit" disabled={pending} className="rounded bg-[#2a78d6] px-2 py-0.5 text-white disabled:bg-[#c3c2b7]">
        {labels.save}
      </button>
      {state?.ok ? <span className="text-[#1a8f63]">{labels.saved}</span> : null}
      {state && !state.ok ? <span role="alert" className="text-[#b0401a]">{state.error}</span> : null}
    </>
  );
}
