/**
 * A term the note explains in an apposition right after it ("la inflamación de los senos paranasales, unas cavidades
 * llenas de aire que hay dentro de los huesos de la cara"): the reference is the term and its gloss, so that an answer
 * that says what the term is, in the note's own explanation, says the term.
 */
import { tokenize } from "@/lib/text/analyze";
import { foldAccents } from "@/lib/text/spanish";

/** The reference followed by the note's gloss of it (", unas cavidades …"), or null where the note glosses it not. */
export function withNoteGloss(referencia: string, note: string | null): string | null {
  const term = referencia.trim().replace(/[.;]+$/u, "");
  // (A term: a short phrase of its own, no list and no clause.)
  if (!note || /[,;:]/u.test(term) || tokenize(term).filter((t) => t.content).length > 4) return null;
  const at = foldAccents(note.toLowerCase()).indexOf(foldAccents(term.toLowerCase()));
  if (at < 0) return null;
  // (Or one the note restates after "es decir" / "o sea": "elevando la arista al cubo, es decir, multiplicándola…".)
  const restated = /^\s*,\s*(?:es decir|o sea|esto es),\s*([^.;:()]+)/iu.exec(note.slice(at + term.length));
  if (restated) return `${term}, es decir ${restated[1]!.trim()}`;
  const gloss = /^\s*,\s*((?:un|una|unos|unas)\s[^,.;:()]+)/iu.exec(note.slice(at + term.length));
  return gloss ? `${term}, ${gloss[1]!.trim()}` : null;
}

/**
 * "en Paita, en el norte de Perú": a named place, then the wider land it lies in — the first says the place, to an
 * answer that says the place alone and nothing else (reference.ts; unsaid, the land's words are what later checks see
 * replaced).
 */
const WIDER_LAND = /^en\s+(?:(?:el|la)\s+(?:norte|sur|este|oeste|centro|noroeste|noreste|nordeste|sudeste|sureste|suroeste|sudoeste)\s+de\s+)?\p{Lu}\p{L}*$/u;
export const withoutLocatingPlace = (r: string, parts = r.split(/\s*,\s*/u)) => (parts.length === 2 && /^(?:en|de)\s+\p{Lu}/u.test(parts[0]!) && WIDER_LAND.test(parts[1]!) ? parts[0]! : r);
