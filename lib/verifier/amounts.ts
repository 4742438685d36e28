/**
 * Amounts a quantity question asks for (lib/verifier/slot.ts): which dimension its verb measures ("pesa", "mide",
 * "dura"), the note's numbers in that dimension's units, and a vague amount where it gives none ("unas semanas").
 */
import { type Token, tokenize } from "@/lib/text/analyze";
import { MEASURE_UNIT } from "@/lib/text/phrases";

type Span = { tokens: Token[]; part: Set<Token> };

/** Verbs (and nouns) that measure, and the units of what they measure. */
const MEASURES: readonly (readonly [RegExp, RegExp])[] = [
  [/^(mide|miden|media|median|midio|midieron|medir|measures?)$/, /^(?:(?:mili|centi|kilo)?metros?|[ckm]?m|pies|pulgadas|millas|meters?|metres?|feet|miles)$/],
  [/^(pesa|pesan|pesaba|pesaban|peso|pesaron|pesar|weighs?)$/, /^(?:(?:mili|kilo)?gramos?|kilos?|toneladas?|k?g|mg|libras|tons?|pounds?)$/],
  [/^(dura|duran|duraba|duraban|duro|duraron|durar|tarda|tardan|tardaba|tardaban|tardo|tardaron|tardar|lasts?|takes?)$/, /^(?:segundos?|minutos?|horas?|dias?|semanas?|meses|mes|anos?|siglos?|h|min|s|seconds?|minutes?|hours?|days?|weeks?|months?|years?)$/],
  // An angle is said in degrees.
  [/^(angulo|inclinacion|angle)$/, /^(?:grados?|radianes|degrees?|°|º)$/],
  // An age is said in years, months or days.
  [/^(edad|edades|age)$/, /^(?:anos?|meses|mes|dias?|semanas?|years?|months?|days?)$/],
];

const RANK = /^(primer|primero|primera|segund[oa]|tercer|tercer[oa]|cuart[oa]|quint[oa]|sext[oa]|septim[oa]|octav[oa]|noven[oa]|decim[oa])s?$/;

/** The units of the dimension the question's verb measures ("¿Cuánto pesa…?": grams, kilos, tons), if any. */
const unitsAsked = (question: string) => MEASURES.find(([verb]) => tokenize(question).some((t) => verb.test(t.fold)))?.[1];

/** A verb that says which dimension is measured ("pesa", "mide", "dura"): the unit, not the thing measured. */
export const measuringVerb = (fold: string) => MEASURES.some(([verb]) => verb.test(fold));

/**
 * "¿Cuánto mide…?": an amount in a unit of another dimension than the one the question's verb measures ("casi treinta
 * años" where the note also says "de 1.280 metros"), or a year, does not answer it — where the note gives one in the
 * right unit.
 */
export function measuredNumber(noteTokens: readonly Token[], question: string, isNum: (t: Token) => boolean): (t: Token) => boolean {
  const units = unitsAsked(question);
  if (!units) return isNum;
  const unitAfter = (t: Token) => noteTokens[noteTokens.indexOf(t) + 1]?.fold ?? "";
  // (Nor a count of things the question does not ask to count: "dos espejos".)
  const q = tokenize(question);
  const asked = new Set(q.filter((_, k) => /^cuant[oa]s$/.test(q[k - 1]?.fold ?? "")).map((t) => t.stem));
  const counts = (t: Token) => { const next = noteTokens[noteTokens.indexOf(t) + 1]; return next?.content === true && !asked.has(next.stem); };
  if (!noteTokens.some((t) => isNum(t) && units.test(unitAfter(t)))) return isNum;
  // (Nor a year: "en 1909".)
  // (Nor an article read as one, "un faraón", beside a number in the right unit.)
  // (Nor a Roman numeral: "Isabel II", "siglo I"; nor a rank: "el cuarto río más largo".)
  return (t: Token) => isNum(t) && (units.test(unitAfter(t)) || (t.num !== null && !MEASURE_UNIT.test(unitAfter(t)) && !counts(t) && !/^(1\d{3}|20\d{2})$/.test(t.raw) && !/^[IVXLC]+$/.test(t.raw) && !RANK.test(t.fold)));
}

const VAGUE = new Set(["unos", "unas", "varios", "varias", "pocos", "pocas", "muchos", "muchas", "algunos", "algunas"]);

/**
 * "¿Cuánto suele durar…?" where the note gives no number in the verb's unit but says "desaparece en unas semanas": the
 * vague amount in that unit. The span, or null.
 */
export function vagueAmount(noteTokens: readonly Token[], parts: readonly Token[][], question: string): Span | null {
  const units = unitsAsked(question);
  if (!units || noteTokens.some((t, i) => t.num !== null && units.test(noteTokens[i + 1]?.fold ?? ""))) return null;
  for (const p of parts) {
    const k = p.findIndex((t, j) => j > 0 && units.test(t.fold) && VAGUE.has(p[j - 1]!.fold));
    if (k > 0) return { tokens: p.slice(k - 1, k + 1), part: new Set(p) };
  }
  return null;
}
