/**
 * Lists a question asking which things of a kind is answered by, announced before a colon.
 */
import { type Token, indexTokens, tokenize } from "@/lib/text/analyze";
import { alignsLiterally } from "@/lib/text/align";
import { withCoordination } from "./coordination";
import { type Slot, categoryNouns } from "./slotSpans";

/** "¿Cuáles son las armas…?", "¿Qué tipos hay…?", "¿Qué partes tiene…?": which things of a kind the question asks for. */
const ASKS_WHICH = /(^|[^\p{L}])cu[aá]les\s|^\s*¿?\s*qu[eé]\s+\p{L}+\s+(?:hay|tiene|tienen|existen)(?![\p{L}])/iu;

/** "¿Qué filtros…?", "¿Con qué colores…?": which of a kind, not how many ("¿Cuántos…?"). */
const WHICH_KIND = /(^|[^\p{L}])qu[eé]\s+\p{L}/iu;

/**
 * "¿Cuáles son las armas de la esgrima?" where the note says "Hay tres armas: el florete, la espada y el sable": a part
 * that says only the question's words (and a count) and announces, with a colon, the things named after it — the
 * list after the colon, with its coordinated items. (Or "¿Qué filtros se usaron…?" where a part ends on the kind the
 * question asks which of, whatever else it says: "…, tomada con tres filtros: rojo, verde y azul".) The slot, or null.
 */
export function listAfterColon(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Slot | null {
  const kinds = [...categoryNouns(tokenize(question))];
  const kindIdx = kinds.length ? indexTokens(kinds) : null;
  if (!ASKS_WHICH.test(question) && (!kindIdx || !WHICH_KIND.test(question))) return null;
  for (let i = 0; i + 2 < parts.length; i++) {
    const [p, next] = [parts[i]!, parts[i + 1]!];
    const words = p.filter((t) => t.content && t.num === null);
    // (The kind counted: "tres filtros:"; not a word that only ends a clause before a colon, "el poder del rey:".)
    const kind = words.at(-1);
    const counted = kind !== undefined && p[p.indexOf(kind) - 1]?.num != null && p.indexOf(kind) === p.length - 1;
    const announced = ASKS_WHICH.test(question) ? words.every(inQuestion) : counted && kindIdx !== null && alignsLiterally(kind, kindIdx);
    if (!next[0]!.colonBefore || words.length === 0 || !announced) continue;
    // (A list: the next part goes on in the same clause, after a comma or a conjunction.)
    const after = parts[i + 2]!;
    if (after[0]!.clause !== next[0]!.clause || next.some((t) => t.content && inQuestion(t))) continue;
    const first = next.findIndex((t) => t.content);
    if (first >= 0) return withCoordination({ tokens: next.slice(first), part: new Set(next) }, parts, inQuestion);
  }
  return null;
}
