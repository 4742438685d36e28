/**
 * Whether an answer's number is the one the note's answer slot holds (lib/verifier/features.ts: numero_distinto).
 */
import { QUANTITY_QUESTION, type Token, listNumbers, numbersOf, tokenize, withArticleOne } from "@/lib/text/analyze";
import { MEASURE_UNIT } from "@/lib/text/frames";
import type { answerSlot } from "./slot";

/**
 * The answer gives a number and the note's answer slot holds one, but none of the answer's numbers is the slot's
 * ("Dura 45 minutos" where the slot is "90 minutos"; "El 1" where it is "2 es el único primo par").
 */
export function numberDiffers(slot: ReturnType<typeof answerSlot>, answer: readonly Token[], question: string | null): boolean {
  if (!slot) return false;
  // The question's own numbers ("¿Qué otro acontecimiento ocurrió en 1492?") are not what it asks for.
  const asked = new Set(question ? tokenize(question).filter((t) => t.num !== null).map((t) => t.num) : []);
  // Where a quantity is asked for, "un punto" says one (in the slot and in the answer).
  const wanted = (question ? withArticleOne(slot.tokens, question) : slot.tokens).filter((t) => t.num !== null && !asked.has(t.num));
  const want = new Set(wanted.flatMap(numbersOf));
  // (Or the same amount in another unit: "cuatro semanas" for "un mes".)
  const wantAlt = new Set(wanted.map((t) => t.alt).filter((a) => a !== undefined));
  const listed = listNumbers(answer);
  // (Nor are they the answer's: "En 2014 un rayo…" for "¿Qué pasó en 2014?" gives no number of its own.)
  const given = (question ? withArticleOne(answer, question) : answer).filter((t) => t.num !== null && !listed.has(t) && !asked.has(t.num));
  // (A year said short stands for the note's: "en el 68" for "en 1968". Asked how many, "todos" or "ninguno" is no
  // number the slot says either.)
  const allOrNone = question !== null && QUANTITY_QUESTION.test(question) && given.length === 0 && answer.some((t) => ALL_OR_NONE.has(t.fold));
  // (A number of another unit is another number: "tres años" where the slot says "tres centímetros".)
  const unit = (ts: readonly Token[], t: Token) => (MEASURE_UNIT.test(ts[ts.indexOf(t) + 1]?.fold ?? "") ? ts[ts.indexOf(t) + 1]!.stem : null);
  const sameUnit = (t: Token, n: number) => wanted.some((w) => numbersOf(w).includes(n) && (unit(answer, t) === null || unit(slot.tokens, w) === null || unit(answer, t) === unit(slot.tokens, w)));
  return want.size > 0 && (allOrNone || (given.length > 0 && !given.some((t) => numbersOf(t).some((n) => want.has(n) && sameUnit(t, n)) || (t.alt !== undefined && wantAlt.has(t.alt)))));
}

const ALL_OR_NONE = new Set(["todos", "todas", "ninguno", "ninguna", "nadie", "all", "none", "nobody"]);
