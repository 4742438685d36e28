/**
 * Who a who-question asks for where no name of the clause says it (lib/verifier/whoSpan.ts): the subject a part
 * resumes after an object clitic, the names — or the noun — of the part before a predicate that leaves its subject out.
 */
import type { Token } from "@/lib/text/analyze";
import { CLITICS, DEFINITE_ARTICLES } from "@/lib/text/spanish";
import type { Slot } from "./slotSpans";
import { PLACE_BEFORE, afterWho, nameRunEnd } from "./whoSpan";

/**
 * "¿Quiénes construyeron el globo?" where the note says "…el globo… voló en París. Lo construyeron los hermanos
 * Montgolfier": a part that resumes the thing with an object clitic before the question's own verb names who acted
 * right after that verb.
 */
export function resumedSubject(parts: readonly Token[][], question: readonly Token[]): Slot | null {
  // The verb right after "quién" (past a clitic): "¿Quiénes construyeron…?", "¿Quién lo mandó construir…?".
  let at = afterWho(question);
  while (at > 0 && CLITICS.has(question[at]?.fold ?? "")) at++;
  const verb = at > 0 ? question[at] : undefined;
  if (!verb || verb.name || verb.num !== null) return null;
  const asked = new Set(question.map((t) => t.stem));
  // (Or after "se lo", in another person of the verb: "Su nombre se lo dieron los misioneros".)
  for (const p of parts) {
    const k = p.findIndex((t, j) => ["lo", "la", "los", "las"].includes(t.fold) && (j === 0 ? p[1]?.fold === verb.fold : p[j - 1]!.fold === "se" && p[j + 1]?.stem === verb.stem));
    if (k < 0) continue;
    const rest = p.slice(k + 2);
    const first = rest.findIndex((t) => (t.content || t.name) && !asked.has(t.stem));
    if (first >= 0) return { tokens: rest.slice(first), part: new Set(p) };
  }
  return null;
}

/**
 * "…el gobernador Nicolás de Ovando la apresó durante una fiesta | y la mandó ahorcar en Santo Domingo" for "¿Quién
 * mandó ahorcar…?": a predicate coordinated with its subject left out is said of the names of the part before it, not
 * of a place named after it. The span, or null.
 */
export function subjectLeftOut(parts: readonly Token[][], best: number, inQuestion: (t: Token) => boolean): Slot | null {
  const [bp, prev] = [parts[best]!, parts[best - 1]];
  // (Not where the part names someone of its own after its verb: "y la diseñó el arquitecto Francesco Sabatini".)
  const ownName = bp.some((t, j) => t.name && !inQuestion(t) && !PLACE_BEFORE.has(bp[j - 1]?.fold ?? "") && !bp[j - 1]?.name);
  if (!prev || ownName || !["y", "e"].includes(bp[0]!.fold) || bp[0]!.stopBefore || !(CLITICS.has(bp[1]?.fold ?? "") || (bp[1]?.content && inQuestion(bp[1])))) return null;
  const k = prev.findIndex((t, j) => t.name && !inQuestion(t) && !PLACE_BEFORE.has(prev[j - 1]?.fold ?? "") && !/^\p{Lu}/u.test(prev[j - 1]?.raw ?? ""));
  // (Else the noun the part opens with before its own clitic verb: "el macho se mete la puesta… | y los lleva dentro".)
  return k >= 0 ? { tokens: prev.slice(k, nameRunEnd(prev, k + 1)), part: new Set(prev) } : opensWithNoun(prev, inQuestion) ? { tokens: prev.slice(0, 2), part: new Set(prev) } : null;
}

/** A part that opens with a definite article and a noun the question does not say, then a clitic ("el macho se…"). */
export const opensWithNoun = (p: readonly Token[], inQuestion: (t: Token) => boolean) => DEFINITE_ARTICLES.has(p[0]!.fold) && p[1]?.content === true && !p[1].name && !inQuestion(p[1]) && CLITICS.has(p[2]?.fold ?? "") && !p.some((t) => t.name);
