/**
 * Answer slots for questions that name what the note names another way (lib/verifier/slot.ts): the noun phrase a
 * participle names ("columnas de piedra llamadas raukar"), and what follows the question's verb said after a relative
 * later in the statement ("…, donde se guardan las joyas").
 */
import { type Token, tokenize } from "@/lib/text/analyze";
import { CLITICS as OBJECT_CLITICS, PHRASE_PREPOSITIONS } from "@/lib/text/spanish";
import { withCoordination } from "./coordination";
import { COPULAS, type Slot as Span } from "./slotSpans";

/** What a definition question opens with ("¿Qué es…?", "¿Qué son…?"). */
export const DEFINITION = /^\s*¿?\s*qu[eé] (es|son|era|eran|fue|fueron)\s/iu;

/** "¿Qué son los raukar?" where the note says "…hay columnas de piedra llamadas raukar": the noun phrase named so. */
export function namedByParticiple(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Span | null {
  if (!DEFINITION.test(question)) return null;
  for (const p of parts) {
    const k = p.findIndex((t, j) => /^(llamad|denominad|conocid)[oa]s?$/.test(t.fold) && j > 0 && p.slice(j + 1).some((x) => x.content) && p.slice(j + 1).every((x) => !x.content || inQuestion(x)));
    let from = k;
    while (from > 0 && (p[from - 1]!.content || ((p[from - 1]!.fold === "de" || p[from - 1]!.fold === "del") && p[from - 2]?.content))) from--;
    if (k > 0 && from < k && !p.slice(from, k).some(inQuestion)) return { tokens: p.slice(from, k), part: new Set(p) };
  }
  return null;
}

const RELATIVE_OPENERS = new Set(["donde", "que", "cual", "cuales", "quien", "quienes"]);

/**
 * "¿Qué se guarda en la catedral?" where the note says "…la catedral de San Vito, de estilo gótico, donde se guardan las
 * joyas": the question's verb, missing from the part it points at, said after a relative later in the statement — what
 * follows it. The span, or null.
 */
export function relativeVerbSpan(parts: readonly Token[][], best: number, question: string): Span | null {
  const q = tokenize(question);
  // (The verb right after the interrogative, past a clitic — not "¿Por qué…?", nor a kind asked: "¿Qué planta es…?".)
  const wh = q.findIndex((t, j) => ["que", "quien", "quienes"].includes(t.fold) && !PHRASE_PREPOSITIONS.has(q[j - 1]?.fold ?? ""));
  const verb = wh < 0 ? undefined : OBJECT_CLITICS.has(q[wh + 1]?.fold ?? "") ? q[wh + 2] : q[wh + 1];
  if (!verb?.content || !/(a|e|an|en|o|aron|ieron|aba|aban|ia|ian)$/.test(verb.fold) || COPULAS.has(q[q.indexOf(verb) + 1]?.fold ?? "") || parts[best]!.some((t) => t.stem === verb.stem)) return null;
  for (let i = best; i < parts.length && (i === best || !parts[i]![0]!.stopBefore); i++) {
    const p = parts[i]!;
    const k = p.findIndex((t, j) => t.stem === verb.stem && p.slice(Math.max(0, j - 2), j).some((x) => RELATIVE_OPENERS.has(x.fold)));
    const first = k < 0 ? -1 : p.findIndex((t, j) => j > k && t.content);
    if (first > 0) return withCoordination({ tokens: p.slice(first), part: new Set(p) }, parts, () => false);
  }
  return null;
}
