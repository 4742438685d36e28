/**
 * Times a when-question is answered by where the note says no "cuando": a time of day or year, or one set against an
 * event.
 */
import { type Token, textParts } from "@/lib/text/analyze";
import { MEASURE_UNIT } from "@/lib/text/phrases";
import { MONTHS } from "@/lib/text/notation";
import { ANY_PARTICIPLE, DEFINITE_ARTICLES, PART_OF_TIME, foldAccents } from "@/lib/text/spanish";
import { COORDINATORS } from "./questionFrame";
import { nearestFirst } from "./slotChoices";
import type { Slot } from "./slotSpans";
import { AT_TIME_QUESTION } from "./questionPatterns";

/** A month after "de" and a day's number ("6 de septiembre"): the month's place in a part. */
const monthOfDay = (p: readonly Token[], j: number) => MONTHS.includes(p[j]!.fold) && p[j - 1]?.fold === "de" && p[j - 2]?.num != null;

/** Times of day and seasons: what a when-question is answered by where no "cuando" is said ("por la noche", "en invierno"). */
const TIMES = new Set(["manana", "tarde", "noche", "madrugada", "dia", "amanecer", "anochecer", "atardecer", "mediodia", "medianoche", "verano", "invierno", "primavera", "otono"]);
/** Feasts and named times of the year, capitalised as names ("en Navidad", "en Semana Santa", "durante el Ramadán"). */
const FEASTS = new Set(["navidad", "navidades", "pascua", "pascuas", "cuaresma", "carnaval", "carnavales", "nochebuena", "nochevieja", "adviento", "ramadan", "semana", "feria"]);
const isTime = (t: Token) => TIMES.has(t.fold) || (FEASTS.has(t.fold) && t.name);
/** A time of day or year said in the plural after "todos los" / "todas las": "todas las noches", "todos los inviernos". */
const everyTime = (p: readonly Token[], k: number) => TIMES.has(p[k]!.fold.replace(/s$/, "")) && p[k]!.fold.endsWith("s") && /^(los|las)$/.test(p[k - 1]?.fold ?? "") && /^(todos|todas)$/.test(p[k - 2]?.fold ?? "");
/** What says how long before or after an event a thing happens, with a unit of time ("unas horas", "poco", "justo"). */
const LAPSE = /^(unas?|unos|pocos?|muy|justo|mucho)$/;
const TIME_OPENERS = new Set(["por", "de", "del", "en", "al", "durante", "a"]);
export const WEEKDAY = /^(lunes|martes|miercoles|jueves|viernes|sabado|domingo)$/;
const ORDINAL_WORD = /^(primer|primero|primera|segundo|segunda|tercer|tercero|tercera|cuarto|cuarta|ultimo|ultima)$/;

/** A time phrase ("por la noche", "de día", "en invierno", "al amanecer") in a part or in the parts after it in its sentence: its noun. */
export function timePhrase(parts: readonly Token[][], i: number): Slot | null {
  // (Then in the parts set off before it in its sentence, a time only: "Cada día, | a las dos de la tarde, | se dispara…".)
  const order = [i];
  for (let j = i + 1; j < parts.length && !parts[j]![0]!.stopBefore; j++) order.push(j);
  for (let j = i; j > 0 && !parts[j]![0]!.stopBefore; j--) order.push(j - 1);
  for (const j of order) {
    const p = parts[j]!;
    // (A month after "de", with the day it names before: "el último miércoles de agosto", "a mediados de mayo".)
    const month = p.findIndex((t, k) => MONTHS.includes(t.fold) && p[k - 1]?.fold === "de" && k >= 2);
    let day = month - 1;
    // (Or the span of it: "durante la primera quincena de febrero", "la última semana de julio".)
    while (day > 0 && (WEEKDAY.test(p[day - 1]!.fold) || ORDINAL_WORD.test(p[day - 1]!.fold) || DEFINITE_ARTICLES.has(p[day - 1]!.fold) || PART_OF_TIME.test(p[day - 1]!.fold) || /^(quincena|semana|mitad)$/.test(p[day - 1]!.fold))) day--;
    if (month >= 0 && day < month - 1) return { tokens: p.slice(day, month + 1), part: new Set(p) };
    // (Or one that recurs: "cada invierno", "todas las noches".)
    const at = p.findIndex((t, k) => (isTime(t) && (TIME_OPENERS.has(p[k - 1]?.fold ?? "") || p[k - 1]?.fold === "cada" || (["la", "el"].includes(p[k - 1]?.fold ?? "") && TIME_OPENERS.has(p[k - 2]?.fold ?? "")))) || everyTime(p, k));
    // (With the part of it the note names, "a finales del verano", the hour of a time of day, "a las dos de la tarde",
    // and the rest of a feast's name: "Semana Santa".)
    let end = at + 1;
    while (at >= 0 && p[at]!.name && p[end]?.name) end++;
    const hour = at >= 3 && p[at - 3]!.num !== null && p[at - 2]!.fold === "de" && p[at - 1]!.fold === "la";
    if (at >= 0) return { tokens: p.slice(hour ? at - 3 : PART_OF_TIME.test(p[at - 2]?.fold ?? "") ? at - 2 : at, end), part: new Set(p) };
    // (An hour said bare: "a las 14:00", "a las nueve y media".)
    const clock = p.findIndex((t, k) => t.num !== null && /^las?$/.test(p[k - 1]?.fold ?? "") && p[k - 2]?.fold === "a" && (k + 1 === p.length || /^(horas?|h|y|en)$/.test(p[k + 1]!.fold)));
    if (clock >= 0) return { tokens: p.slice(clock, p[clock + 1]?.fold === "y" && p[clock + 2] ? clock + 3 : clock + 1), part: new Set(p) };
    // (Or, in the part itself or a participle set off right after it, a time set against an event: "después de comer",
    // "antes de que la flor se abra", "…las Pinturas negras, | pintadas tras una grave enfermedad", "durante la guerra".)
    // (Or a later part of the sentence set off that opens with it, how long before or after said: "…al pie del nevado, |
    // en Cusco, | unas semanas antes de la fiesta del Corpus".)
    const participle = j === i + 1 && p[0]!.commaBefore && ANY_PARTICIPLE.test(p[0]!.fold);
    const event = j < i ? -1 : j === i || participle || (j > i && p[0]!.commaBefore) ? p.findIndex((t, k) => (((t.fold === "despues" || t.fold === "antes") && ["de", "del"].includes(p[k + 1]?.fold ?? "")) || t.fold === "tras" || t.fold === "durante") && p.slice(k + 2).some((x) => x.content)) : -1;
    // (With how long before or after it the note says: "unas horas después de beber".)
    let from = event;
    while (from > 0 && (p[from - 1]!.num !== null || LAPSE.test(p[from - 1]!.fold) || MEASURE_UNIT.test(p[from - 1]!.fold))) from--;
    if (event >= 0 && (j === i || participle || (from === 0 && event > 0))) return { tokens: p.slice(from), part: new Set(p) };
  }
  return null;
}

/** A unit after a number that makes it a span, no date ("dos siglos antes", said "200 años antes"). */
export const DURATION_UNIT = /^(anos?|siglos?|decadas?|meses|dias|semanas)$/;
/** "¿En qué siglo / año / década…?": the unit of time the question dates by. */
const ASKS_DATE_UNIT = /(^|[^\p{L}])qu[eé] (siglos?|a[nñ]os?|d[eé]cadas?)([^\p{L}]|$)/iu;

const ASKS_DATE = /(^|[^\p{L}])qu[eé] fechas?(?!\p{L})/iu;

/**
 * "¿En qué fechas se celebra…?" where the note says "…se celebra en México el 1 | y el 2 de noviembre para…": the day
 * and month (and year) in the part nearest the one the question points at, with a day coordinated before it at the end
 * of the part before. The span, or null.
 */
function datedByMonth(parts: readonly Token[][], best: number): Slot | null {
  for (const i of nearestFirst(parts, best, false)) {
    const p = parts[i]!;
    const m = p.findIndex((_, j) => monthOfDay(p, j));
    if (m < 0) continue;
    const end = p[m + 1]?.fold === "de" && p[m + 2]?.num != null ? m + 3 : m + 1;
    const from = p.findIndex((t) => t.num !== null);
    const day = from > 0 && DEFINITE_ARTICLES.has(p[from - 1]!.fold) ? from - 1 : from;
    const prev = parts[i - 1];
    const joined = from <= 2 && COORDINATORS.has(p[0]!.fold) && prev?.[0]!.clause === p[0]!.clause && prev.at(-1)!.num !== null;
    const first = joined ? prev!.slice(DEFINITE_ARTICLES.has(prev!.at(-2)?.fold ?? "") ? -2 : -1) : [];
    return { tokens: [...first, ...p.slice(joined ? 0 : day, end)], part: new Set([...(joined ? prev! : []), ...p]) };
  }
  return null;
}

/**
 * "¿En qué siglo se construyeron…?" where the note says "…construidos en el siglo V a. C., en tiempos de Pericles": the
 * number after the question's unit in the part nearest the one the question points at (a year on its own answers
 * "¿En qué año…?" too). The span from that number, or null.
 */
export function datedByUnit(parts: readonly Token[][], best: number, question: string): Slot | null {
  if (ASKS_DATE.test(question)) return datedByMonth(parts, best);
  const m = ASKS_DATE_UNIT.exec(question);
  if (!m) return null;
  const unit = foldAccents(m[2]!).slice(0, 4);
  const year = unit === "ano" || unit === "anos";
  const dates = (p: readonly Token[]) => p.map((t, j) => ((t.fold.startsWith(unit) && p[j + 1]?.num != null) || (year && t.num !== null && Number.isInteger(t.num) && t.num >= 100 && t.num <= 2100 && !p[j - 1]?.fold.startsWith("siglo") && !DURATION_UNIT.test(p[j + 1]?.fold ?? "")) ? j : -1)).filter((j) => j >= 0);
  // "¿Hasta / Desde qué año…?": the date after the question's own preposition ("desde 1762 hasta 1796").
  const bound = /^\s*¿?\s*(hasta|desde)\s/iu.exec(question)?.[1]?.toLowerCase();
  const at = (p: readonly Token[]) => {
    const all = dates(p);
    return (bound ? all.find((j) => p[j - 1]?.fold === bound) : undefined) ?? all[0] ?? -1;
  };
  const order = nearestFirst(parts, best, false);
  for (const i of order) {
    const p = parts[i]!;
    const k = at(p);
    if (k < 0) continue;
    // The date itself and its era ("1830", "1600 antes de Cristo"), not what the sentence says after it ("…el sastre…").
    const from = p[k]!.num !== null ? k : k + 1;
    let end = from + 1;
    const era = ERAS.find((e) => e.every((w, d) => p[end + d]?.fold === w));
    if (era) end += era.length;
    // ("¿Entre qué siglos…?": both ends, "los siglos XIII | y XIV".)
    const other = parts[i + 1];
    if (/^\s*¿?\s*entre\s/iu.test(question) && end === p.length && other && ["y", "e"].includes(other[0]!.fold) && other[1]?.num != null) return { tokens: [...p.slice(from, end), ...other.slice(0, 2)], part: new Set([...p, ...other]) };
    return { tokens: p.slice(from, end), part: new Set(p) };
  }
  return null;
}

const ERAS = [["antes", "de", "cristo"], ["despues", "de", "cristo"], ["a", "c"], ["d", "c"], ["ac"], ["dc"], ["bc"], ["ad"]];

/** Words that open a circumstance of time before a sentence's subject ("Cada otoño, …", "Hace siglos, …"). */
const CIRCUMSTANCE_OPENERS = new Set(["cada", "durante", "hace", "tras", "despues", "antes", "desde", "during", "after", "before", "since", "every", "each"]);

/** A short circumstance of time opening a note: "Cada otoño", "Hace siglos", "En 1492", "In 1969". */
export const opensWithCircumstance = (p: readonly Token[]) => p.length <= 4 && (CIRCUMSTANCE_OPENERS.has(p[0]!.fold) || ((p[0]!.fold === "en" || p[0]!.fold === "in") && p[1]?.num != null));

/**
 * "¿A qué hora…?" where the slot the question's words point at says no hour ("se celebra en Guatemala cada 7 de
 * diciembre, | a las seis de la tarde"): the hour its sentence says, in the nearest part that says one, from "a las".
 */
export function withHourAsked(noteTokens: readonly Token[], question: string, slot: Slot | null): Slot | null {
  const isHour = (p: readonly Token[], k: number) => /^(mediodia|medianoche)$/.test(p[k]!.fold) || (p[k]!.num !== null && p[k]!.num! <= 24 && ["la", "las"].includes(p[k - 1]?.fold ?? ""));
  if (!slot || AT_TIME_QUESTION.exec(question)?.[3]?.toLowerCase() !== "hora") return slot;
  const parts = textParts(noteTokens);
  const at = parts.findIndex((p) => p.includes(slot.tokens[0]!));
  if (at < 0 || slot.tokens.some((t) => parts[at]!.includes(t) && isHour(parts[at]!, parts[at]!.indexOf(t)))) return slot;
  const sentence = (p: readonly Token[], [a, b] = [noteTokens.indexOf(p[0]!), noteTokens.indexOf(parts[at]![0]!)].sort((x, y) => x - y)) => noteTokens.slice(a! + 1, b! + 1).every((t) => !t.stopBefore);
  for (const i of nearestFirst(parts, at, true)) {
    const p = parts[i]!;
    const k = p.findIndex((_, j) => isHour(p, j));
    if (k >= 0 && sentence(p)) return { tokens: p.slice(Math.max(0, k - (p[k - 2]?.fold === "a" ? 2 : 1))), part: new Set(p) };
  }
  return slot;
}

/**
 * A day of a month set off before a part, the part opening with the comma after it ("Cada 6 de septiembre, | un
 * personaje llamado Cascamorras va…"): the tokens of that set-off part, which say when; none otherwise.
 */
export function dateSetOffBefore(parts: readonly Token[][], i: number): Token[] {
  const [prev, p] = [parts[i - 1], parts[i]];
  return prev && p && p[0]!.commaBefore && !p[0]!.stopBefore && prev.some((_, j) => monthOfDay(prev, j)) ? prev : [];
}
