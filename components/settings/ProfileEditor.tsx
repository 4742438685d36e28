"use client";

import { useActionState } from "react";
import type { ActionState } from "@/app/actionState";
import { saveProfileAction } from "@/app/settingsActions";

/** Edits one condition's simulation profile as JSON; the server validates it whole. */
export function ProfileEditor({ conditionId, profile, labels }: { conditionId: string; profile: string; labels: { save: string; saved: string } }) {
  const [state, action, pending] = useActionState<ActionState, FormData>(saveProfileAction, null);
  return (
    <form action={action} className="space-y-1">
      <input type="hidden" name="conditionId" value={conditionId} />
      <textarea
        name="profile"
        defaultValue={profile}
        rows={12}
        spellCheck={false}
        data-testid={`profile-${conditionId}`}
        className="w-full rounded border border-[#c3c2b7] bg-white p-1 font-mono text-[11px]"
      />
      <div className="flex items-center gap-2">
        <button type="submit" disabled={pending} className="rounded bg-[#2a78d6] px-2 py-0.5 text-xs text-white disabled:bg-[#c3c2b7]">
          {labels.save}
        </button>
        {state?.ok ? <span className="text-xs text-[#1a8f63]">{labels.saved}</span> : null}
        {state && !state.ok ? <span role="alert" className="text-xs text-[#b0401a]">{state.error}</span> : null}
      </div>
    </form>
  );
}
