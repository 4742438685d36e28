/**
 * Times a when-question is answered by where the note says no "cuando": a time of day or year, or one set against an
 * event.
 */
import type { Token } from "@/lib/text/analyze";
import { MEASURE_UNIT } from "@/lib/text/phrases";
import { ANY_PARTICIPLE, PART_OF_TIME } from "@/lib/text/spanish";
import type { Slot } from "./slotSpans";

/** Times of day and seasons: what a when-question is answered by where no "cuando" is said ("por la noche", "en invierno"). */
const TIMES = new Set(["manana", "tarde", "noche", "madrugada", "dia", "amanecer", "anochecer", "atardecer", "mediodia", "medianoche", "verano", "invierno", "primavera", "otono"]);
/** Feasts and named times of the year, capitalised as names ("en Navidad", "en Semana Santa", "durante el Ramadán"). */
const FEASTS = new Set(["navidad", "navidades", "pascua", "pascuas", "cuaresma", "carnaval", "carnavales", "nochebuena", "nochevieja", "adviento", "ramadan", "semana", "feria"]);
const isTime = (t: Token) => TIMES.has(t.fold) || (FEASTS.has(t.fold) && t.name);
/** What says how long before or after an event a thing happens, with a unit of time ("unas horas", "poco", "justo"). */
const LAPSE = /^(unas?|unos|pocos?|muy|justo|mucho)$/;
const TIME_OPENERS = new Set(["por", "de", "del", "en", "al", "durante", "a"]);

/** A time phrase ("por la noche", "de día", "en invierno", "al amanecer") in a part or in the parts after it in its sentence: its noun. */
export function timePhrase(parts: readonly Token[][], i: number): Slot | null {
  for (let j = i; j < parts.length && (j === i || !parts[j]![0]!.stopBefore); j++) {
    const p = parts[j]!;
    const at = p.findIndex((t, k) => isTime(t) && (TIME_OPENERS.has(p[k - 1]?.fold ?? "") || (["la", "el"].includes(p[k - 1]?.fold ?? "") && TIME_OPENERS.has(p[k - 2]?.fold ?? ""))));
    // (With the part of it the note names, "a finales del verano", and the rest of a feast's name: "Semana Santa".)
    let end = at + 1;
    while (at >= 0 && p[at]!.name && p[end]?.name) end++;
    if (at >= 0) return { tokens: p.slice(PART_OF_TIME.test(p[at - 2]?.fold ?? "") ? at - 2 : at, end), part: new Set(p) };
    // (Or, in the part itself or a participle set off right after it, a time set against an event: "después de comer",
    // "antes de que la flor se abra", "…las Pinturas negras, | pintadas tras una grave enfermedad", "durante la guerra".)
    const event = j === i || (j === i + 1 && p[0]!.commaBefore && ANY_PARTICIPLE.test(p[0]!.fold)) ? p.findIndex((t, k) => (((t.fold === "despues" || t.fold === "antes") && ["de", "del"].includes(p[k + 1]?.fold ?? "")) || t.fold === "tras" || t.fold === "durante") && p.slice(k + 2).some((x) => x.content)) : -1;
    // (With how long before or after it the note says: "unas horas después de beber".)
    let from = event;
    while (from > 0 && (p[from - 1]!.num !== null || LAPSE.test(p[from - 1]!.fold) || MEASURE_UNIT.test(p[from - 1]!.fold))) from--;
    if (event >= 0) return { tokens: p.slice(from), part: new Set(p) };
  }
  return null;
}
