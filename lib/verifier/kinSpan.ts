/**
 * The answer slot of a question about a parent that the note names only from the child's side (lib/verifier/slot.ts):
 * "¿Qué oficio tenía el padre de Ohm?" where the note says "Ohm fue un físico alemán, hijo de un cerrajero que…".
 */
import { type Token, textParts } from "@/lib/text/analyze";
import { ARTICLES, type Slot } from "./slotSpans";

const PARENT = /^(padre|madre|padres)$/;
const CHILD = /^(hijo|hija|hijos|hijas)$/;

/**
 * Asked about the parent of someone ("el padre de…", "la madre de…") where the note never names a parent but says
 * "hijo de …" / "hija de …": what follows that "de" to the end of its phrase (a relative "que", a comma or the clause's
 * end), or null.
 */
export function parentBySon(noteTokens: readonly Token[], question: readonly Token[]): Slot | null {
  if (!question.some((t, k) => PARENT.test(t.fold) && ["de", "del"].includes(question[k + 1]?.fold ?? ""))) return null;
  if (noteTokens.some((t) => PARENT.test(t.fold))) return null;
  const at = noteTokens.findIndex((t, k) => CHILD.test(t.fold) && ["de", "del"].includes(noteTokens[k + 1]?.fold ?? ""));
  if (at < 0 || noteTokens.slice(at + 1).some((t, k) => CHILD.test(t.fold) && noteTokens[at + 2 + k]?.fold === "de")) return null;
  const from = at + (ARTICLES.has(noteTokens[at + 2]?.fold ?? "") ? 3 : 2);
  const head = noteTokens[from];
  if (!head || head.clause !== noteTokens[at]!.clause || !(head.content || head.name)) return null;
  let end = from + 1;
  while (end < noteTokens.length && noteTokens[end]!.clause === head.clause && !noteTokens[end]!.commaBefore && noteTokens[end]!.fold !== "que") end++;
  const part = textParts(noteTokens).find((p) => p.includes(head));
  return { tokens: noteTokens.slice(from, end), part: new Set(part ?? noteTokens.slice(from, end)) };
}
