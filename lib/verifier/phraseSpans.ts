import { type Token, tokenize } from "@/lib/text/analyze";
import type { Slot } from "./slotSpans";

const ASKING = new Set(["quien", "quienes", "que", "cual", "cuales"]);

/**
 * "¿Bajo el nombre de quién daba clases?" where the note says "…y bajo el nombre de un colega, David Hilbert": a
 * question that opens with a phrase of its own ending in "de" before "quién" / "qué" — what follows that phrase where
 * the note says it, with a name set off right after it. The span, or null.
 */
export function phraseLedSpan(parts: readonly Token[][], question: string): Slot | null {
  const q = tokenize(question);
  const wh = q.findIndex((t) => ASKING.has(t.fold));
  if (wh < 3 || q[wh - 1]!.fold !== "de" || !q.slice(0, wh).some((t) => t.content)) return null;
  const phrase = q.slice(0, wh).map((t) => t.fold);
  const flat = parts.flat();
  for (let i = 0; i + phrase.length < flat.length; i++) {
    if (!phrase.every((w, k) => flat[i + k]!.fold === w && (k === 0 || !flat[i + k]!.stopBefore))) continue;
    const from = flat[i + phrase.length]!;
    const at = parts.findIndex((p) => p.includes(from));
    const own = parts[at]!.slice(parts[at]!.indexOf(from));
    if (from.stopBefore || !own.some((t) => t.content || t.name)) continue;
    const next = parts[at + 1];
    const named = next && next[0]!.commaBefore && !next[0]!.stopBefore && next.every((t) => t.name || !t.content) && next.some((t) => t.name) ? next : [];
    return { tokens: [...own, ...named], part: new Set([...parts[at]!, ...named]) };
  }
  return null;
}
