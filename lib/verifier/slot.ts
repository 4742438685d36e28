import { type Token, align, indexSource, textParts, tokenize } from "@/lib/text/analyze";

export { textParts };

/**
 * The note's answer to a question, as a span of the note: the part that
 * shares most words with the question (words of the note's subject weigh
 * half; ties: the later part — the predicate, not the subject), read from the first word the question does not hold to
 * the end of that part, or the next part when the question names the whole
 * part. Null when no part shares a word with the question.
 */
export function answerSlot(noteTokens: readonly Token[], question: string): { tokens: Token[]; part: Set<Token> } | null {
  const q = indexSource(question);
  // Literal alignment only (stem, family, number): a thesaurus link is too loose to locate an answer.
  const inQuestion = (t: Token) => { const a = align(t, q); return a !== null && a !== "synonym"; };
  const parts = textParts(noteTokens);
  // The note's opening part names its subject; a question repeats it whatever it asks, so it weighs half there.
  const subject = new Set((parts[0] ?? []).filter((t) => t.content).map((t) => t.stem));
  let best = -1;
  let bestScore = 0;
  parts.forEach((p, i) => {
    const score = p.filter((t) => t.content && inQuestion(t)).reduce((s, t) => s + (subject.has(t.stem) ? 0.5 : 1), 0);
    if (score > 0 && score >= bestScore) {
      best = i;
      bestScore = score;
    }
  });
  if (best < 0) return null;
  for (let i = best; i < parts.length && i <= best + 1; i++) {
    const p = parts[i]!;
    const rest = p.filter((t) => t.content && !inQuestion(t));
    if (rest.length) {
      const from = p.indexOf(rest[0]!);
      return { tokens: p.slice(from), part: new Set(p) };
    }
  }
  return null;
}

export function answerSlotText(note: string, question: string): string | null {
  const s = answerSlot(tokenize(note), question);
  return s ? s.tokens.map((t) => t.raw).join(" ") : null;
}
