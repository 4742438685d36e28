"use client";

import { useActionState, useRef } from "react";
import { useKeyHandler } from "@/components/useKeyHandler";
import { type ActionState, gradeAction, undoGradeAction } from "@/app/actions";

export interface BlindCard {
  fichaId: number;
  pregunta: string;
  tipo: string;
  referencia: string;
  answer: string;
  citedNoteId: number | null;
  citedNote: string | null;
  simulated: boolean;
}

/**
 * One ficha at a time, condition and tutor hidden. Keys: R, X, N grade;
 * U (or Backspace) undoes the last grade.
 */
export function BlindGrader({ card, canUndo, labels }: { card: BlindCard | null; canUndo: boolean; labels: Record<string, string> }) {
  const [state, grade, pending] = useActionState<ActionState, FormData>(gradeAction, null);
  const [undoState, undo, undoing] = useActionState<ActionState, FormData>(undoGradeAction, null);
  const form = useRef<HTMLFormElement>(null);
  const undoForm = useRef<HTMLFormElement>(null);
  const letter = useRef<HTMLInputElement>(null);

  // Keys work once the handler listens (after hydration) and no grade is in flight;
  // the card says so (data-keys), so a script or a test waits for it instead of racing it.
  const listening = useKeyHandler((e: KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement || e.metaKey || e.ctrlKey || e.altKey) return;
    const k = e.key.toUpperCase();
    if (card && (k === "R" || k === "X" || k === "N") && letter.current && form.current && !pending) {
      e.preventDefault();
      letter.current.value = k;
      form.current.requestSubmit();
    } else if ((k === "U" || e.key === "Backspace") && canUndo && undoForm.current && !undoing) {
      e.preventDefault();
      undoForm.current.requestSubmit();
    }
  });

  const button = "rounded border px-3 py-1 text-sm font-semibold disabled:opacity-50";
  return (
    <div className="space-y-3">
      {card ? (
        <div className="max-w-3xl space-y-2 rounded border border-[#e5e4df] bg-white p-4" data-testid="blind-card" data-ficha={card.fichaId} data-keys={listening && !pending && !undoing ? "ready" : "busy"}>
          <div className="text-xs uppercase tracking-wide text-[#8a8984]">
            {labels.question} ({card.tipo}) {card.simulated ? <span className="ml-1 rounded bg-[#fbe3d6] px-1 text-[#b0401a]">{labels.simulated}</span> : null}
          </div>
          <div className="text-lg">{card.pregunta}</div>
          <div className="text-xs uppercase tracking-wide text-[#8a8984]">{labels.reference}</div>
          <div>{card.referencia}</div>
          <div className="text-xs uppercase tracking-wide text-[#8a8984]">{labels.answer}</div>
          <div className="text-lg font-medium" data-testid="blind-answer">{card.answer}</div>
          <div className="text-xs text-[#52514e]">
            {labels.cited}: {card.citedNoteId ?? "—"}
            {card.citedNote ? <blockquote className="mt-1 border-l-2 border-[#c3c2b7] pl-2">{card.citedNote}</blockquote> : null}
          </div>
          <form ref={form} action={grade} className="flex gap-2 pt-2">
            <input type="hidden" name="fichaId" value={card.fichaId} />
            <input ref={letter} type="hidden" name="letter" defaultValue="R" />
            {(["R", "X", "N"] as const).map((l) => (
              <button
                key={l}
                type="submit"
                disabled={pending}
                data-testid={`grade-${l}`}
                onClick={() => letter.current && (letter.current.value = l)}
                className={`${button} ${l === "R" ? "border-[#1a8f63] text-[#1a8f63]" : l === "X" ? "border-[#c2531f] text-[#c2531f]" : "border-[#52514e] text-[#52514e]"}`}
              >
                {l} · {labels[`letter${l}`]}
              </button>
            ))}
          </form>
          {state && !state.ok ? <p role="alert" className="text-xs text-[#b0401a]">{state.error}</p> : null}
        </div>
      ) : (
        <p className="text-sm" data-testid="blind-done">{labels.done}</p>
      )}
      <form ref={undoForm} action={undo}>
        <button type="submit" disabled={!canUndo || undoing} data-testid="undo" className={`${button} border-[#c3c2b7] text-[#52514e]`}>
          {labels.undo}
        </button>
        {undoState && !undoState.ok ? <span className="ml-2 text-xs text-[#b0401a]">{undoState.error}</span> : null}
      </form>
      <p className="text-xs text-[#8a8984]">{labels.keys}</p>
    </div>
  );
}
