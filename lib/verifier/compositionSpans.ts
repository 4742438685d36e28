/**
 * What a note says a thing is made of or consists of (lib/verifier/slot.ts): "¿Cómo está formada…?", "¿De qué está
 * compuesto…?", "¿Cómo funciona…?" answered by "formado por", "consiste en", "un conjunto de".
 */
import type { Token } from "@/lib/text/analyze";
import { withCoordination } from "./coordination";
import { nearestFirst } from "./slotChoices";

type Span = { tokens: Token[]; part: Set<Token> };

/** Where a part says "consiste en" (its "consiste"), or -1. */
const consistsAt = (p: readonly Token[]) => p.findIndex((t, j) => /^consist(e|en|ia|ian)$/.test(t.fold) && p[j + 1]?.fold === "en");

const ASKS_COMPOSITION = /(^|[^\p{L}])(c[oó]mo|de qu[eé]) (est[aá]n?|es|son) (formad[oa]s?|compuest[oa]s?)([^\p{L}]|$)/iu;

/**
 * "¿Cómo está formada la frambuesa?" where the note never says "formada" but "…no es una sola baya, sino un conjunto de
 * pequeñas bolitas": what it says the thing is made of — after "consiste en", "formado por", "compuesto de", or from "un
 * conjunto de" on. The span, or null.
 */
export function compositionSpan(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Span | null {
  if (!ASKS_COMPOSITION.test(question)) return null;
  // (Asked how, where the note says it, what follows "formados por" in a part that says the question's thing: "Vive en
  // grupos familiares formados por | un macho, | varias hembras | y sus crías".)
  for (const p of /^\s*¿?\s*c[oó]mo /iu.test(question) ? parts : []) {
    const k = p.findIndex((t, j) => /^(formad|compuest)[oa]s?$/.test(t.fold) && ["por", "de"].includes(p[j + 1]?.fold ?? "") && p.slice(0, j).some((x) => x.content && inQuestion(x)));
    if (k >= 0 && p.slice(k + 2).some((t) => t.content)) return withCoordination({ tokens: p.slice(k + 2), part: new Set(p) }, parts, inQuestion);
  }
  if (parts.some((p) => p.some((t) => /^(formad|compuest)/.test(t.fold)))) return null;
  for (const p of parts) {
    const consists = consistsAt(p);
    const k = consists >= 0 ? consists : p.findIndex((t, j) => /^(conjunto|grupo|union|mezcla)$/.test(t.fold) && p[j + 1]?.fold === "de");
    if (k >= 0) return { tokens: p.slice(consists >= 0 ? k + 2 : k), part: new Set(p) };
  }
  return null;
}

/** "¿Cómo funciona X?": what the note says the thing consists of answers how it works. */
const ASKS_HOW_IT_WORKS = /(^|[^\p{L}])c[oó]mo funcionan?([^\p{L}]|$)/iu;

/**
 * "¿Cómo funciona una cremallera?" where the note says "Consiste en dos hileras de dientes que un cursor encaja…"
 * (and never "funciona"): the part that says what it consists of, nearest the one the question points at. The span
 * after "consiste en", or null.
 */
export function consistsOfSpan(parts: readonly Token[][], best: number, question: string): Span | null {
  if (!ASKS_HOW_IT_WORKS.test(question) || parts.some((p) => p.some((t) => t.fold.startsWith("funcion")))) return null;
  const order = nearestFirst(parts, best, true);
  for (const i of order) {
    const p = parts[i]!;
    const k = consistsAt(p);
    const first = k < 0 ? -1 : p.findIndex((t, j) => j > k + 1 && t.content);
    if (first >= 0) return { tokens: p.slice(first), part: new Set(p) };
  }
  return null;
}
