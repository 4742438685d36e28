/**
 * The answer slot of a question that places what was done before another event (lib/verifier/slot.ts): "¿Qué hizo con
 * los caldos antes de sellar los frascos?" where the note tells the events in turn, "Hirvió caldos en frascos y los
 * selló después".
 */
import { type Token, alignsLiterally, indexTokens, textParts } from "@/lib/text/analyze";
import { INFINITIVE } from "@/lib/text/spanish";
import { type Slot } from "./slotSpans";

const LATER = new Set(["despues", "luego", "entonces"]);

/**
 * Asked what was done "antes de" an event (an infinitive), where a part of the note says that event after "y" or with
 * "después" / "luego", and a part before it in the same sentence says something else: that part, from its first word
 * the question does not say — or, where a part after it says what came first after "después de" / "tras", that one.
 * Else null (where the note says "antes de" that event itself too).
 */
export function beforeEvent(noteTokens: readonly Token[], question: readonly Token[]): Slot | null {
  const at = question.findIndex((t, k) => t.fold === "antes" && question[k + 1]?.fold === "de" && INFINITIVE.test(question[k + 2]?.fold ?? ""));
  if (at < 0) return null;
  const event = indexTokens([question[at + 2]!]);
  const asked = indexTokens(question.filter((t) => t.content));
  const parts = textParts(noteTokens);
  const own = (p: readonly Token[]) => {
    const from = p.findIndex((t) => (t.content || t.name) && !alignsLiterally(t, asked));
    return from < 0 ? null : { tokens: p.slice(from), part: new Set(p) };
  };
  // (So it does where a part says the event with a word the question says before it: "y debe lanzar antes de pisar la
  // línea" for "¿Qué no puede pisar el atleta antes de lanzar?".)
  const askedBefore = indexTokens(question.slice(0, at).filter((t) => t.content));
  if (parts.some((p) => p.some((t) => alignsLiterally(t, event)) && p.some((t) => t.content && alignsLiterally(t, askedBefore) && !alignsLiterally(t, event)))) return null;
  for (let j = 0; j < parts.length; j++) {
    const p = parts[j]!;
    const at = p.findIndex((t) => alignsLiterally(t, event));
    // (Where the note says "antes de" that event itself, the usual reading finds what comes with it.)
    if (at < 0 || p.slice(0, at).some((t) => t.fold === "antes")) continue;
    const before = parts[j - 1];
    const later = ["y", "e"].includes(p[0]!.fold) || p.some((t) => LATER.has(t.fold));
    if (later && before && !p[0]!.stopBefore && before[0]!.clause === p[0]!.clause) return own(before);
    // (Or the event said first, what came before it after "después de" / "tras" later in its sentence: "Empezó a
    // escribir novelas muy tarde, | con más de cincuenta años, | después de trabajar como cartero".)
    const after = parts.findIndex((r, k) => k > j && r[0]!.clause === p[0]!.clause && !r[0]!.stopBefore && ((r[0]!.fold === "despues" && r[1]?.fold === "de") || r[0]!.fold === "tras"));
    if (after > j) return own(parts[after]!);
  }
  return null;
}
