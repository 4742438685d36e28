/**
 * How a text's notations read before its words are compared: English contractions, units after a number, chemical
 * formulas, spoken durations, percentages, numeric dates, "la tercera parte"; and, on the tokens, runs of numerals and
 * a figure with its multiplier as one number, fractions as whole percentages. Used by lib/text/analyze.ts's tokenizer.
 */
import type { Token } from "./analyze";
import { wordTable } from "./spanish";
import { CHEMICAL_FORMULAS, DURATION_PHRASES, NUMERAL_MULTIPLIERS, UNIT_ABBREVIATIONS, composeNumerals, numberValue } from "./lexicon";

/** English contractions become words ("don't" → "do not"), so negation reads the same in both languages. */
function expandContractions(s: string): string {
  return s.replace(/n['’]t\b/gi, " not").replace(/\bcan not\b/gi, "cannot not");
}

const UNIT_PATTERN = new RegExp(
  `(\\d)\\s*(${Object.keys(UNIT_ABBREVIATIONS)
    .sort((a, b) => b.length - a.length)
    .map((u) => u.replace(/[/]/g, "\\/"))
    .join("|")})(?![\\p{L}\\p{N}])`,
  "gu",
);

/** A unit abbreviation of two letters or more after a number said in words ("cuarenta kg"). */
const WORD_UNIT_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(\\p{L}+)\\s+(${Object.keys(UNIT_ABBREVIATIONS)
    .filter((u) => u.length >= 2 && /^\p{L}/u.test(u))
    .sort((a, b) => b.length - a.length)
    .map((u) => u.replace(/[/]/g, "\\/"))
    .join("|")})(?![\\p{L}\\p{N}])`,
  "gu",
);

const SUBSCRIPTS: Readonly<Record<string, string>> = { "₀": "0", "₁": "1", "₂": "2", "₃": "3", "₄": "4", "₅": "5", "₆": "6", "₇": "7", "₈": "8", "₉": "9" };
const FORMULA_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(${Object.keys(CHEMICAL_FORMULAS).sort((a, b) => b.length - a.length).join("|")})(?![\\p{L}\\p{N}])`,
  "gu",
);

/**
 * Unit abbreviations after a number become their words, so "340 m/s" reads as "340 metros por segundo"; common
 * chemical formulas become their names ("CO₂" → "dióxido de carbono"); spoken durations their minutes ("hora y
 * media" → "90 minutos"); "por ciento" the sign "%".
 */
function expandUnits(s: string): string {
  let plain = /[₀-₉]/.test(s) ? s.replace(/[₀-₉]/g, (d) => SUBSCRIPTS[d]!) : s;
  // A temperature below zero, in figures ("-18 °C", "−18 grados"), reads as the notes write it: "18 grados bajo cero".
  if (/[-−–]\s?\d/.test(plain)) plain = plain.replace(/(?<![\p{L}\p{N}])[-−–]\s?(\d+(?:[.,]\d+)?)\s*(?:°\s*C|ºC|°|grados(?:\s+(?:centígrados|celsius))?)(?![\p{L}])/gu, "$1 grados bajo cero");
  // An altitude below sea level, in figures ("-430 m", "−28 metros"), as the notes say it: "430 metros por debajo del nivel del mar".
  if (/[-−–]\s?\d/.test(plain)) plain = plain.replace(/(?<![\p{L}\p{N}])[-−–]\s?(\d+(?:[.,]\d+)?)\s*(?:m|metros)(?![\p{L}])/gu, "$1 metros por debajo del nivel del mar");
  // A space between groups of three digits is a thousands separator ("13 800 millones" = "13.800 millones").
  if (/\d[ \u00a0\u202f]\d{3}/.test(plain)) plain = plain.replace(/(?<![\p{L}\p{N}.,])(\d{1,3})(?:[ \u00a0\u202f](\d{3}))+(?![\p{N}]|[.,]\d)/gu, (m: string) => m.replace(/[ \u00a0\u202f]/g, "."));
  // "Sudamérica" is "América del Sur" ("Norteamérica", "Centroamérica" likewise).
  if (/(?:Sud|Sur|Norte|Centro)am[ée]rica/.test(plain)) plain = plain.replace(/(?<![\p{L}])(Sud|Sur|Norte|Centro)am[ée]rica(?![\p{L}])/gu, (_, w: string) => (w === "Norte" ? "América del Norte" : w === "Centro" ? "América Central" : "América del Sur"));
  // "EE. UU." (and "EEUU", "EE.UU.") is "Estados Unidos".
  if (/EE\.?\s?UU/.test(plain)) plain = plain.replace(/(?<![\p{L}])EE\.?\s?UU\.?(?![\p{L}])/gu, "Estados Unidos");
  // Acronyms whose letters are not the initials of the name as notes write it.
  if (/URSS|USSR|ONU|UE|UV/.test(plain)) plain = plain.replace(/(?<![\p{L}])(URSS|USSR|ONU|UE|UV)(?![\p{L}])/gu, (a: string) => ACRONYMS[a]!);
  let out = plain.replace(UNIT_PATTERN, (_, d: string, u: string) => `${d} ${UNIT_ABBREVIATIONS[u]}`).replace(FORMULA_PATTERN, (f: string) => CHEMICAL_FORMULAS[f]!);
  out = out.replace(WORD_UNIT_PATTERN, (whole, w: string, u: string) => (numberValue(fold(w)) === null ? whole : `${w} ${UNIT_ABBREVIATIONS[u]}`));
  if (/hora|hour/i.test(out)) for (const [re, minutes] of DURATION_PHRASES) out = out.replace(re, `${minutes} minutos`);
  // "medio año", "medio siglo": half the unit, in the unit below it ("seis meses", "50 años").
  if (/medi[oa]\s/iu.test(out)) out = out.replace(HALF_UNIT, (whole, unit: string) => HALVES[unit.toLowerCase()] ?? whole);
  // "24 horas y media", "tres kilos y medio": the count and a half, as "24,5 horas" says it.
  // ("kilo y medio", "una hora y media": one and a half.)
  if (/\sy\s+medi[oa](?![\p{L}])/iu.test(out)) out = out.replace(ONE_AND_A_HALF, (_, unit: string) => `1,5 ${unit}${/[aeiou]$/u.test(unit) ? "s" : "es"}`);
  if (/\sy\s+medi[oa](?![\p{L}])/iu.test(out)) out = out.replace(AND_A_HALF, (whole, n: string, unit: string) => {
    const value = /^\d/.test(n) ? Number(n) : numberValue(fold(n));
    return value === null || !Number.isInteger(value) ? whole : `${value},5 ${unit}`;
  });
  // "entre uno y medio y dos metros", "de dos y medio a tres kilos": a bare count and a half before the other end of
  // a range, in the unit that end says ("1,5"); not an hour ("las cinco y media y las seis" has no count after it).
  if (/\sy\s+medio(?![\p{L}])/iu.test(out)) out = out.replace(BARE_AND_A_HALF, (whole, n: string, next: string) => {
    const value = /^\d/.test(n) ? Number(n) : numberValue(fold(n));
    return value === null || !Number.isInteger(value) || (!/^\d/.test(next) && numberValue(fold(next)) === null) ? whole : whole.replace(/^(\S+)\s+y\s+medio/iu, `${value},5`);
  });
  // "un par" is two ("un par de semanas" = "dos semanas"; "Un par." answers "¿Cuántos…?" with two); "una pareja de",
  // "una docena de" likewise two and twelve.
  if (/un(?:a)? (?:par|docena)/iu.test(out)) out = out.replace(/(?<![\p{L}])(u)na? (par(?:\s+de)?|(?:pareja|docena)(?:\s+de|(?=\s*(?:[.,;:!?]|$))))(?![\p{L}])/giu, (whole, u: string, n: string) => (/^par(?:\s|$)/iu.test(n) && whole[2] === "a" ? whole : `${u === "U" ? "D" : "d"}${/^docena/iu.test(n) ? "oce" : "os"}`));
  // "una decena", "una veintena", "un centenar" (de): ten, twenty, a hundred.
  if (/(?:decena|veintena|treintena|centenar)/iu.test(out)) out = out.replace(/(?<![\p{L}])(u)na? (decena|veintena|treintena|centenar)(?:\s+de)?(?![\p{L}])/giu, (_, u: string, n: string) => `${u === "U" ? "U" : "u"}nos ${({ decena: "diez", veintena: "veinte", treintena: "treinta", centenar: "cien" } as Record<string, string>)[n.toLowerCase()]}`);
  // "quince días" (in words), "una quincena": two weeks, as Spanish counts them.
  if (/quince d[ií]as|quincena/iu.test(out)) out = out.replace(/(?<![\p{L}])(?:quince d[ií]as|una quincena)(?![\p{L}])/giu, (m) => `${/^[QU]/.test(m) ? "D" : "d"}os semanas`);
  // ("cada par de goles", "cada docena de huevos": each two, each twelve.)
  if (/cada (?:par|docena) de/iu.test(out)) out = out.replace(/(?<![\p{L}])(cada) (par|docena) de(?![\p{L}])/giu, (_, c: string, n: string) => `${c} ${/^docena/iu.test(n) ? "doce" : "dos"}`);
  // "sesenta por ciento" = "60 %".
  if (/ciento|percent/i.test(out)) out = out.replace(/(?<![\p{L}])(por ciento|percent)(?![\p{L}])/giu, "%");
  if (/\d[/.-]\d/.test(out)) out = spellNumericDates(out);
  // "la tercera parte" is "un tercio" ("la cuarta parte", "la sexta parte", "la décima parte" too).
  if (/parte/i.test(out)) out = out.replace(/(?<![\p{L}])(?:la|una) (tercera|cuarta|quinta|sexta|s[eé]ptima|octava|novena|d[eé]cima) parte(?![\p{L}])/giu, (_, f: string) => `un ${f.toLowerCase() === "tercera" ? "tercio" : f.toLowerCase().replace(/a$/, "o")}`);
  if (SPAN_UNIT.test(out)) out = spansInYears(out);
  if (/:\d\d|de la (?:tarde|noche)/iu.test(out)) out = hoursOfDay(out);
  // "753 a. C." reads "antes de cristo" (its periods are no sentence ends; lowercase: no name to find in a note).
  if (/[ad]\.\s?C\./.test(out)) out = out.replace(/(?<![\p{L}])a\.\s?C\./gu, "antes de cristo").replace(/(?<![\p{L}])d\.\s?C\./gu, "después de cristo");
  return out;
}

/** An hour after "la" / "las": a figure with its minutes ("las 14:00"), or said with the time of day ("las dos de la tarde"). */
const CLOCK = /(?<=(?:^|[^\p{L}])las?\s+)([01]?\d|2[0-3]):([0-5]\d)(?![\p{N}])/giu;
const HOUR_OF_DAY = /(?<=(?:^|[^\p{L}])las?\s+)(\p{L}+|\d{1,2})\s+de\s+la\s+(tarde|noche)(?![\p{L}])/giu;

/**
 * Hours read on one clock: "las dos de la tarde" is "las 14 de la tarde", and "las 14:00" the same ("las 22:30" is "las
 * 22 y 30 de la noche"); an hour before one in the afternoon keeps its figure, its minutes said only when not ":00".
 */
function hoursOfDay(s: string): string {
  const afternoon = s.replace(HOUR_OF_DAY, (whole, n: string, part: string) => {
    const h = /^\d/.test(n) ? Number(n) : n.toLowerCase() === "una" ? 1 : numberValue(fold(n));
    const late = part.toLowerCase() === "tarde" ? h !== null && h >= 1 && h <= 8 : h !== null && h >= 8 && h <= 11;
    return late ? `${h! + 12} de la ${part}` : whole;
  });
  return afternoon.replace(CLOCK, (_, hh: string, mm: string) => `${Number(hh)}${mm === "00" ? "" : ` y ${Number(mm)}`}${Number(hh) >= 13 ? ` de la ${Number(hh) <= 20 ? "tarde" : "noche"}` : ""}`);
}

/** A whole count, a unit, and "y media" / "y medio" after it. */
/** Half of a unit in the unit below it. */
const HALVES: Readonly<Record<string, string>> = { año: "6 meses", siglo: "50 años", docena: "6", kilo: "500 gramos", metro: "50 centímetros", minuto: "30 segundos", litro: "500 mililitros", milenio: "500 años" };
const HALF_UNIT = /(?<![\p{L}])(?:(?:un|una|el|la)\s+)?medi[oa]\s+(año|siglo|docena|kilo|metro|minuto|litro|milenio)(?![\p{L}])/giu;
const ONE_AND_A_HALF = /(?<![\p{L}\p{N},.])(?:(?:un|una)\s+)?(hora|minuto|segundo|año|mes|semana|kilo|kilogramo|gramo|metro|kilómetro|centímetro|litro|grado)\s+y\s+medi[oa](?![\p{L}])/giu;
const AND_A_HALF = /(?<![\p{L}\p{N},.])(\d+|\p{L}+)\s+(horas|minutos|segundos|años|meses|semanas|kilos|kilogramos|gramos|metros|kilómetros|centímetros|litros|grados)\s+y\s+medi[oa](?![\p{L}])/giu;

const BARE_AND_A_HALF = /(?<![\p{L}\p{N},.])(\d+|\p{L}+)\s+y\s+medio\s+(?:y|a|o|u|hasta)\s+(\d+|\p{L}+)(?![\p{L}])/giu;
/** A word lowercased, its accents off, as numberValue reads it. */
const fold = (w: string) => w.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");

const ACRONYMS: Readonly<Record<string, string>> = { URSS: "Unión Soviética", USSR: "Soviet Union", ONU: "Naciones Unidas", UE: "Unión Europea", UV: "ultravioleta" };

/**
 * Spans of time counted in centuries, decades or millennia, in years; in weeks, in days; one or two days, in hours
 * (what a text may say in hours: a longer count of days stays as it is said, and the reasons quote it so).
 */
const SPANS: Readonly<Record<string, readonly [number, "years" | "days" | "hours", number?]>> = wordTable({
  siglo: [100, "years"], siglos: [100, "years"], decada: [10, "years"], decadas: [10, "years"], milenio: [1000, "years"], milenios: [1000, "years"],
  century: [100, "years"], centuries: [100, "years"], decade: [10, "years"], decades: [10, "years"], millennium: [1000, "years"], millennia: [1000, "years"],
  semana: [7, "days"], semanas: [7, "days"], week: [7, "days"], weeks: [7, "days"],
  dia: [24, "hours", 2], dias: [24, "hours", 2], day: [24, "hours", 2], days: [24, "hours", 2],
  jornada: [24, "hours", 2], jornadas: [24, "hours", 2],
});
/** The unit a count of this unit is said in once normalised ("días" → "horas", "semanas" → "días", "siglos" → "años"), or null. */
export function spanUnitIn(fold: string): string | null {
  const span = SPANS[fold];
  return span ? { years: "años", days: "días", hours: "horas" }[span[1]] : null;
}
/** Words after "un día" / "un siglo" that leave it a span ("un día entero", "una semana después"). */
const ARTICLE_SPAN_NEXT = /^(entero|entera|completo|completa|despues|antes|mientras|durante|aproximadamente|exactamente|cuando|donde|aunque|porque|seguido|seguida)$/;
/** A span's unit as a whole word (a cheap test before the pattern: "media" holds no "día"). */
const SPAN_UNIT = /(?<![\p{L}])(siglos?|d[eé]cadas?|milenios?|century|centuries|decades?|millennium|millennia|d[ií]as?|jornadas?|semanas?|days?|weeks?)(?![\p{L}])/iu;
const SPAN_PATTERN = /(?<![\p{L}\p{N}])(\d+(?:[.,]\d+)?|(?:\p{L}+\s+y\s+)?\p{L}+)\s+(siglos?|d[eé]cadas?|milenios?|century|centuries|decades?|millennium|millennia|d[ií]as?|jornadas?|semanas?|days?|weeks?)(\s+y\s+medio)?(?![\p{L}])/giu;

/**
 * "dos siglos" is "200 años", "tres décadas" "30 años", "siglo y medio" after a count "150 años": a count of
 * centuries is a count of years, as the notes may say either; "dos semanas" is "14 días", "un día" "24 horas". Only after a numeral ("el siglo XII" names a century).
 */
function spansInYears(s: string): string {
  return s
    .replace(SPAN_PATTERN, (whole, n: string, unit: string, half: string | undefined, at: number, all: string) => {
      // (An article before a unit and its adjective names one day, no span: "un día internacional", "un día lluvioso".)
      const next = /^\s+(\p{L}+)/u.exec(all.slice(at + whole.length))?.[1];
      if (/^(un|una|a|an)$/iu.test(n) && !half && next !== undefined && /^\p{Ll}{5,}$/u.test(next) && !ARTICLE_SPAN_NEXT.test(fold(next))) return whole;
      // "cuarenta y cinco siglos": a numeral of two words.
      const words = fold(n).split(/\s+y\s+/);
      const values = words.map((w) => numberValue(w));
      // ("lo pasado y dos siglos": only the last word counts.)
      if (words.length === 2 && values[0] === null) return `${n.replace(/\s+y\s+\p{L}+$/u, "")} y ${spansInYears(`${n.replace(/^.*\s+y\s+/u, "")} ${unit}${half ?? ""}`)}`;
      const count = words.length === 2 ? (values[1] !== null ? composeNumerals(values as number[]) : null) : (({ un: 1, una: 1, medio: 0.5, a: 1, an: 1, half: 0.5 } as Record<string, number>)[words[0]!] ?? values[0]);
      const span = SPANS[fold(unit)];
      if (count === null || count === undefined || span === undefined || count > (span[2] ?? Infinity)) return whole;
      const value = (count + (half ? 0.5 : 0)) * span[0];
      const english = /^(century|centuries|decades?|millenni|days?|weeks?)/.test(fold(unit));
      const target = ({ years: ["años", "years"], days: ["días", "days"], hours: ["horas", "hours"] } as const)[span[1]][english ? 1 : 0];
      return `${Number.isInteger(value) ? value : String(value).replace(".", ",")} ${target}`;
    });
}

export const MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"];

/**
 * Numeric dates in words, the way notes write them: "6/12/1978" (day first, as in Spanish) and "1978-12-06" (ISO)
 * → "6 de diciembre de 1978". Only a valid day and month with a four-digit year: "3/4" or "6.12" stay numbers.
 */
function spellNumericDates(s: string): string {
  const spell = (whole: string, d: string, m: string, y: string) => {
    const day = Number(d);
    const month = Number(m);
    return day >= 1 && day <= 31 && month >= 1 && month <= 12 ? `${day} de ${MONTHS[month - 1]} de ${y}` : whole;
  };
  return s
    .replace(/(?<![\p{N}/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4})(?![\p{N}])/gu, (whole, d: string, _sep: string, m: string, y: string) => spell(whole, d, m, y))
    .replace(/(?<![\p{N}/.-])(\d{4})-(\d{2})-(\d{2})(?![\p{N}])/gu, (whole, y: string, m: string, d: string) => spell(whole, d, m, y));
}

/** Fractions after their article, as whole percentages. */
export const FRACTION_PERCENT: Readonly<Record<string, number>> = wordTable({ "la mitad": 50, "una mitad": 50, "un tercio": 33, "un cuarto": 25, "un quinto": 20, "un sexto": 17, "un septimo": 14, "un octavo": 12.5, "un noveno": 11, "un decimo": 10 });

/**
 * "un cuarto" is a room, not a quarter, before a bare noun or an adjective ("un cuarto de hotel", "un cuarto oscuro"):
 * a quarter ends its phrase or goes on with "de" and an article, a figure or a unit ("un cuarto de la población").
 */
export function isRoom(fold: string, after: string): boolean {
  return fold === "cuarto" && !/^\s*(?:[.,;:!?)]|$|del?\s+(?:la|las|los|el|un|una|su|sus|\d|hora|horas|kilo|kilos|litro|litros|siglo|milla|millas|\p{L}*(?:metros?|gramos?))\b)/u.test(after);
}

/**
 * "la mitad" after a preposition of place and before "de" with one thing is a position, not half an amount: "en la
 * mitad del mástil" is where "a mitad del mástil" is (but "en la mitad de los casos" counts).
 */
export function isMidpoint(before: string | undefined, fold: string, after: string): boolean {
  const thing = /^\s+(?:del|de\s+(?:la|su))\s+(\p{L}+)/u.exec(after)?.[1];
  // (So is the middle of a month, after any word: "hacia la mitad de agosto" is "a mediados de agosto".)
  const month = /^\s+de\s+(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|se(?:p)?tiembre|octubre|noviembre|diciembre)(?!\p{L})/iu.test(after);
  return fold === "mitad" && ((["en", "a", "hasta", "hacia", "desde"].includes(before ?? "") && thing !== undefined && !/s$/.test(thing)) || month);
}

/** Fraction words ("un tercio", "la mitad"): an amount, after "cerca de" as after a number. */
export const FRACTIONS = new Set(["mitad", "tercio", "cuarto", "quinto", "sexto", "septimo", "octavo", "noveno", "decimo", "tercera", "cuarta", "quinta", "sexta", "septima", "octava", "novena", "decima"]);

/** "un" and "una" after the "y" of a tens word: its last digit. */
const ONE = new Set(["un", "una"]);

/** Runs of numeral words become one number ("trescientos cuarenta" → 340); "treinta y cinco" too. */
export function composeNumeralRuns(out: Token[]): Token[] {
  const result: Token[] = [];
  for (let i = 0; i < out.length; i++) {
    const t = out[i]!;
    // (A fraction is an amount of its own: "la mitad y tres cuartos" is no "cincuenta y tres".)
    const isWordNumeral = (x: Token | undefined) => x !== undefined && x.num !== null && /^\p{L}+$/u.test(x.raw) && !NUMERAL_MULTIPLIERS.has(x.fold) && !FRACTIONS.has(x.fold);
    // "500 millones", "4,6 millones", "20 mil": a figure and its multiplier are one number, as "quinientos millones" is.
    const next = out[i + 1];
    if (t.num !== null && /^\d/.test(t.raw) && next !== undefined && next.clause === t.clause && (next.num === 1e6 || next.num === 1000) && /^\p{L}+$/u.test(next.raw)) {
      const value = t.num * next.num;
      result.push({ ...t, raw: `${t.raw} ${next.raw}`, num: value, stem: String(value) });
      i++;
      continue;
    }
    if (!isWordNumeral(t)) {
      result.push(t);
      continue;
    }
    const run = [t];
    let j = i + 1;
    while (j < out.length && out[j]!.clause === t.clause) {
      // (Not past a comma: "dos, uno para cada ojo" are two numbers.)
      if (isWordNumeral(out[j]) && !out[j]!.commaBefore) run.push(out[j++]!);
      else if (out[j]!.fold === "y" && (isWordNumeral(out[j + 1]) || ONE.has(out[j + 1]?.fold ?? "")) && run.at(-1)!.num! >= 20 && run.at(-1)!.num! % 10 === 0 && (out[j + 1]!.num ?? 1) < 10) {
        // ("ochenta y un días": the apocopated one before its noun ends the number as "uno" would.)
        run.push(ONE.has(out[j + 1]!.fold) ? { ...out[j + 1]!, num: 1 } : out[j + 1]!);
        j += 2;
      } else break;
    }
    if (run.length === 1) {
      result.push(t);
      continue;
    }
    const value = composeNumerals(run.map((x) => x.num!));
    result.push({ ...t, raw: run.map((x) => x.raw).join(" "), num: value, stem: String(value) });
    i = j - 1;
  }
  return result;
}

/** Units and the unit a hundredth or a thousandth of them is ("dos metros y setenta centímetros" = "2,70 metros"). */
const SUBUNITS: Readonly<Record<string, readonly [RegExp, number]>> = {
  metro: [/^centimetros?$/, 100], metros: [/^centimetros?$/, 100], kilometro: [/^metros?$/, 1000], kilometros: [/^metros?$/, 1000],
  kilo: [/^gramos?$/, 1000], kilos: [/^gramos?$/, 1000], kilogramo: [/^gramos?$/, 1000], kilogramos: [/^gramos?$/, 1000],
  litro: [/^mililitros?$/, 1000], litros: [/^mililitros?$/, 1000], euro: [/^centimos?$/, 100], euros: [/^centimos?$/, 100],
};

/**
 * An amount said in a unit and its hundredths or thousandths is one amount in the unit: "dos metros y setenta y cuatro
 * centímetros" reads "2.74 metros", as a note's "2,74 metros" does (after numeral runs are composed).
 */
export function composeCompoundMeasures(out: Token[]): Token[] {
  const result: Token[] = [];
  for (let i = 0; i < out.length; i++) {
    const [t, unit, and, part, sub] = [out[i]!, out[i + 1], out[i + 2], out[i + 3], out[i + 4]];
    const pair = unit ? SUBUNITS[unit.fold] : undefined;
    if (t.num !== null && Number.isInteger(t.num) && pair && and?.fold === "y" && part?.num != null && Number.isInteger(part.num) && part.num > 0 && part.num < pair[1] && sub && pair[0].test(sub.fold) && [unit, and, part, sub].every((x) => x!.clause === t.clause)) {
      const value = t.num + part.num / pair[1];
      result.push({ ...t, raw: `${t.raw} ${unit!.raw} y ${part.raw}`, num: value, stem: String(value) }, unit!);
      i += 4;
      continue;
    }
    result.push(t);
  }
  return result;
}

/** A power written as a superscript reads as said: "πr²" → "πr al cuadrado", "x³" → "x al cubo". */
function readPowers(s: string): string {
  const squared = /[²³]/.test(s) ? s.replace(/(?<=[\p{L}\p{N})])([²³])(?![⁰¹²³⁴⁵⁶⁷⁸⁹])/gu, (_, p: string) => (p === "²" ? " al cuadrado" : " al cubo")) : s;
  // Any other exponent reads "elevado a": "10⁵" → "10 elevado a 5", "10⁻³" → "10 elevado a -3".
  return /[⁰¹²³⁴⁵⁶⁷⁸⁹]/.test(squared) ? squared.replace(/(?<=[\p{L}\p{N})])(⁻?)([⁰¹²³⁴⁵⁶⁷⁸⁹]+)/gu, (_, minus: string, digits: string) => ` elevado a ${minus ? "-" : ""}${[...digits].map((d) => SUPERSCRIPT_DIGITS.indexOf(d)).join("")}`) : squared;
}

const SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹";

/** A text with its notations read as words (contractions, units, formulas, powers, durations, percentages, dates). */
export function readNotation(text: string): string {
  // (Powers after the units: "km²" is "kilómetros cuadrados" already.)
  return readFractions(readTimes(readPowers(expandUnits(expandContractions(text)))));
}

const FRACTION_NAMES = ["", "", "medio", "tercio", "cuarto", "quinto", "sexto", "séptimo", "octavo", "noveno", "décimo"];
const SMALL_NUMBERS = ["", "un", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"];

/** A bar's measure is said "por": "un compás de 2/4" is "dos por cuatro", "en 6/8" after "compás" "seis por ocho". */
const AFTER_BAR = /comp[aá]s(?:es)?\s+(?:\p{L}+\s+){0,2}$/iu;

/** A proper fraction in figures reads as said: "2/3" → "dos tercios", "1/4" → "un cuarto", "1/2" → "la mitad". */
function readFractions(s: string): string {
  return s.includes("/") ? s.replace(/(?<![\p{N}/.,])([1-9])\/(10|[2-9])(?![\p{N}/])/gu, (whole, a: string, b: string, at: number) => {
    const [n, d] = [Number(a), Number(b)];
    if (AFTER_BAR.test(s.slice(0, at))) return `${a} por ${b}`;
    if (n >= d) return whole;
    if (n === 1) return d === 2 ? "la mitad" : `un ${FRACTION_NAMES[d]}`;
    return `${SMALL_NUMBERS[n]} ${FRACTION_NAMES[d]}s`;
  }) : s;
}

/** The multiplication sign between two terms reads "por" ("lado × 4" = "el lado por cuatro"; "8x42" between figures). */
function readTimes(s: string): string {
  const x = /\dx\d/.test(s) ? s.replace(/(?<=(?<![\p{L}\p{N}])\d+)x(?=\d+(?![\p{L}\p{N}]))/gu, " × ") : s;
  return x.includes("×") ? x.replace(/(?<=[\p{L}\p{N})])\s*×\s*(?=[\p{L}\p{N}(])/gu, " por ") : x;
}
