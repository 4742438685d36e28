"use client";

import { useActionState, useRef } from "react";
import { useKeyHandler } from "@/components/useKeyHandler";
import type { ActionState } from "@/app/actionState";
import { scoreCardAction, undoScoreAction } from "@/app/biasActions";

/** One card at a time, the name hidden; keys 1–5 score, U undoes. */
export function BlindToneScorer({ card, experimentId, canUndo, labels }: { card: { id: number; text: string } | null; experimentId: number; canUndo: boolean; labels: Record<string, string> }) {
  const [state, score, pending] = useActionState<ActionState, FormData>(scoreCardAction, null);
  const [, undo, undoing] = useActionState<ActionState, FormData>(undoScoreAction, null);
  const form = useRef<HTMLFormElement>(null);
  const undoForm = useRef<HTMLFormElement>(null);
  const tone = useRef<HTMLInputElement>(null);
  // Keys work once the handler listens (after hydration) and no grade is in flight;
  // the card says so (data-keys), so a script or a test waits for it instead of racing it.
  const listening = useKeyHandler((e: KeyboardEvent) => {
    if (e.metaKey || e.ctrlKey || e.altKey || e.target instanceof HTMLInputElement) return;
    if (card && /^[1-5]$/.test(e.key) && tone.current && form.current && !pending) {
      e.preventDefault();
      tone.current.value = e.key;
      form.current.requestSubmit();
    } else if ((e.key.toUpperCase() === "U" || e.key === "Backspace") && canUndo && undoForm.current && !undoing) {
      e.preventDefault();
      undoForm.current.requestSubmit();
    }
  });
  return (
    <div className="space-y-3">
      {card ? (
        <div className="max-w-2xl rounded border border-[#e5e4df] bg-white p-4" data-testid="tone-card" data-card={card.id} data-keys={listening && !pending && !undoing ? "ready" : "busy"}>
          <p className="text-lg" data-testid="tone-card-text">{card.text}</p>
          <form ref={form} action={score} className="mt-3 flex gap-2">
            <input type="hidden" name="cardId" value={card.id} />
            <input ref={tone} type="hidden" name="tone" defaultValue="3" />
            {[1, 2, 3, 4, 5].map((t) => (
              <button key={t} type="submit" disabled={pending} onClick={() => tone.current && (tone.current.value = String(t))} className="rounded border border-[#52514e] px-3 py-1 text-sm font-semibold" data-testid={`tone-${t}`}>
                {t}
              </button>
            ))}
          </form>
          <p className="mt-1 text-xs text-[#8a8984]">{labels.toneLabels}</p>
          {state && !state.ok ? <p role="alert" className="text-xs text-[#b0401a]">{state.error}</p> : null}
        </div>
      ) : (
        <p data-testid="tone-done">{labels.done}</p>
      )}
      <form ref={undoForm} action={undo}>
        <input type="hidden" name="experimentId" value={experimentId} />
        <button type="submit" disabled={!canUndo || undoing} className="rounded border border-[#c3c2b7] px-3 py-1 text-sm disabled:opacity-50" data-testid="tone-undo">{labels.undo}</button>
      </form>
      <p className="text-xs text-[#8a8984]">{labels.keys}</p>
    </div>
  );
}
