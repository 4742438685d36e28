"use client";

import { useActionState } from "react";
import { type ActionState, runSeedStudyAction } from "@/app/actions";

/** The matrix's first view: the seed's study in one click, and what real mode needs. */
export function Welcome({ labels }: { labels: { welcomeTitle: string; welcomeText: string; welcomeSeed: string; welcomeWhole: string; welcomeReal: string; welcomeStarted: string } }) {
  const [state, action, pending] = useActionState<ActionState, FormData>(runSeedStudyAction, null);
  return (
    <section className="mb-4 max-w-4xl rounded border border-[#c3c2b7] bg-white p-4" data-testid="welcome">
      <h2 className="text-lg font-semibold">{labels.welcomeTitle}</h2>
      <p className="mt-1 text-sm text-[#52514e]">{labels.welcomeText}</p>
      <form action={action} className="mt-3 flex flex-wrap gap-3">
        <button type="submit" name="whole" value="0" disabled={pending} className="rounded bg-[#2a78d6] px-3 py-1.5 text-sm text-white disabled:bg-[#c3c2b7]" data-testid="welcome-seed">
          {labels.welcomeSeed}
        </button>
        <button type="submit" name="whole" value="1" disabled={pending} className="rounded border border-[#2a78d6] px-3 py-1.5 text-sm text-[#2a78d6] disabled:text-[#c3c2b7]" data-testid="welcome-whole">
          {labels.welcomeWhole}
        </button>
        {state?.ok ? <span className="self-center text-sm text-[#1a8f63]" role="status">{labels.welcomeStarted}</span> : null}
        {state && !state.ok ? <span role="alert" className="self-center text-sm text-[#b0401a]">{state.error}</span> : null}
      </form>
      <p className="mt-3 text-xs text-[#52514e]" data-testid="welcome-real">{labels.welcomeReal}</p>
    </section>
  );
}
