/**
 * Clauses and subjects coordinated around an answer's slot (lib/verifier/slot.ts): a clause after "y" with no subject of
 * its own, the first item of a coordinated subject, the actions coordinated after the first.
 */
import type { Token } from "@/lib/text/analyze";
import { CLITICS, SPANISH_STOP_WORDS } from "@/lib/text/spanish";
import { PHRASE_OPENERS } from "./coordination";
import { ARTICLES, type Slot } from "./slotSpans";

/**
 * A clause coordinated after another of the same sentence with no subject of its own, "…se decide en el cerebro | y
 * aparece ya antes de nacer": "y" / "e", then a clitic or a word that opens no phrase, no name nor number.
 */
export function sharesSubject(p: readonly Token[], before: readonly Token[] | undefined): boolean {
  const next = p[1];
  if (!before || !["y", "e"].includes(p[0]!.fold) || p[0]!.commaBefore || p[0]!.clause !== before[0]!.clause || !next || p.length < 3) return false;
  return CLITICS.has(next.fold) || (!next.name && next.num === null && !PHRASE_OPENERS.has(next.fold) && !SPANISH_STOP_WORDS.has(next.fold));
}

/**
 * A slot from the word right after the "y" opening its part, where the part before opens its sentence with a name or
 * two ("España | y Portugal producen…"): the first item of the coordinated subject opens the slot.
 */
export function withSubjectBefore(slot: Slot, parts: readonly Token[][]): Slot {
  const i = parts.findIndex((p) => p[1] === slot.tokens[0] && ["y", "e"].includes(p[0]!.fold) && !p[0]!.commaBefore);
  const before = parts[i - 1];
  if (i < 1 || !before || !(i === 1 || before[0]!.stopBefore) || before.length > 3 || !before.every((t, k) => t.name || ARTICLES.has(t.fold) || (k === 0 && /^\p{Lu}/u.test(t.raw)))) return slot;
  return { tokens: [...before, parts[i]![0]!, ...slot.tokens], part: new Set([...before, ...slot.part]) };
}

/** Asked what is done (`done`), the clauses coordinated after the slot's with no subject of their own ("se sala | y se deja reposar"). */
export function withClausesAfter(slot: Slot, parts: readonly Token[][], done: boolean): Slot {
  let i = parts.findIndex((p) => p.at(-1) === slot.tokens.at(-1));
  if (i < 0 || !done) return slot;
  const tokens = [...slot.tokens], part = new Set(slot.part);
  while (parts[i + 1] && sharesSubject(parts[i + 1]!, parts[i]!)) for (const t of parts[++i]!) (tokens.push(t), part.add(t));
  return { tokens, part };
}
