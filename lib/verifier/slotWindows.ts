import { type Token, align, indexSource } from "@/lib/text/analyze";
import { answerSlot, answerWord } from "./slot";

/**
 * Candidate references for a question inside a note: every run of one to three of the note's own words (content or light words, not the
 * question's) from the start of the answer slot to the end of its clause, shortest first. The note's answer is
 * often a few words inside a longer part ("una doble hélice" in "guarda la información genética en una doble
 * hélice formada por cuatro bases"): an answer that states one of these runs, and nothing the note does not hold,
 * answers from the slot.
 */
export function slotWindows(noteTokens: readonly Token[], question: string, slot = answerSlot(noteTokens, question), maxWords = 3): string[] {
  if (!slot) return [];
  const q = indexSource(question);
  const from = noteTokens.indexOf(slot.tokens[0]!);
  let to = from;
  while (to + 1 < noteTokens.length && noteTokens[to + 1]!.clause === noteTokens[from]!.clause) to++;
  const own: number[] = [];
  // Light words count too: the note's answer may be one ("desde varios").
  for (let i = from; i <= to; i++) if (answerWord(noteTokens[i]!) && align(noteTokens[i]!, q) === null) own.push(i);
  const out = new Set<string>();
  for (let len = 1; len <= maxWords; len++) {
    for (let a = 0; a + len - 1 < own.length; a++) out.add(noteTokens.slice(own[a]!, own[a + len - 1]! + 1).map((t) => t.raw).join(" "));
  }
  return [...out];
}
