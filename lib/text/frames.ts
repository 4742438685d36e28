/**
 * Frames of an amount or a time that say nothing of their own, "natural de" a place that says born there, and idioms
 * that say a function word's job ("aparte de" = "además de") (read on a text's tokens in lib/text/phrases.ts).
 */
import type { Token } from "./analyze";
import { FRACTIONS } from "./notation";
import { stemWord } from "./stem";

/** Units of time and measure, accent-folded: "un año", "una hora", "un metro" are amounts. */
export const MEASURE_UNIT = /^(?:segundos?|minutos?|horas?|dias?|semanas?|quincenas?|mes|meses|[bt]rimestres?|semestres?|anos?|decadas?|siglos?|milenios?|(?:mili|centi|kilo)?metros?|(?:mili|kilo)?gramos?|kilos?|(?:mili)?litros?|grados?|toneladas?)$/;

/**
 * Units of length, and the dimensions a length is said of after them in adjectives ("dos metros de largo"). (Not the
 * nouns, "de profundidad", "de altura": a question asks by them, "¿A qué profundidad…?", and they place its answer.)
 */
const LENGTH_UNIT = /^(?:(?:mili|centi|kilo)?metros?|m|cm|mm|km|pies|pulgadas)$/;
const DIMENSIONS = /^(?:largo|alto|ancho|hondo|grueso)$/;

/** Seasons, whose span a unit of time before them says again ("los meses de verano" = "el verano"). */
const SEASONS = new Set(["primavera", "verano", "otono", "invierno"]);
const SPANS_OF_TIME = /^(?:dias|semanas|meses|epoca|temporada)$/;

export function aboutAndDuring(tokens: readonly Token[]): Token[] {
  let out = [...tokens];
  // "cerca de un tercio", "alrededor de 500", "en torno a 500": before a quantity they say about, not near or around —
  // no content.
  out = out.map((t, i) => {
    const around = ((t.fold === "cerca" || t.fold === "alrededor") && /^(de|del)$/.test(out[i + 1]?.fold ?? "")) || (t.fold === "torno" && out[i - 1]?.fold === "en" && /^(a|al)$/.test(out[i + 1]?.fold ?? ""));
    if (!around) return t;
    const next = out[i + 2]?.fold === "un" || out[i + 2]?.fold === "una" || out[i + 2]?.fold === "la" ? out[i + 3] : out[i + 2];
    // (And before an article and a unit: "alrededor de un trimestre"; before a share, "alrededor de una de cada diez".)
    const share = /^(un|una|uno)$/.test(out[i + 2]?.fold ?? "") && out[i + 3]?.fold === "de" && out[i + 4]?.fold === "cada";
    // (Else "en torno a" a thing is around it: "alrededor".)
    return next && (share || next.num !== null || FRACTIONS.has(next.fold) || (out[i + 2] !== next && MEASURE_UNIT.test(next.fold))) ? { ...t, content: false } : t.fold === "torno" ? { ...t, alt: stemWord("alrededor") } : t;
  });
  // "los meses de verano", "durante los días de invierno": the season says the time, the unit before it no more.
  out = out.map((t, i) => (SPANS_OF_TIME.test(t.fold) && /^(de|del)$/.test(out[i + 1]?.fold ?? "") && SEASONS.has(out[i + 2]?.fold ?? "") && out[i + 2]!.clause === t.clause ? { ...t, content: false } : t));
  // "tres metros de largo", "40 cm de alto": after a length, the dimension measured says no fact of its own.
  out = out.map((t, i) => (DIMENSIONS.test(t.fold) && out[i - 1]?.fold === "de" && LENGTH_UNIT.test(out[i - 2]?.fold ?? "") ? { ...t, content: false } : t));
  // "al fondo se ve el monte", "se ven tres barcas": an impersonal "se ve" presents what is there, no fact of its own
  // (not denied: "no se ve" says something).
  out = out.map((t, i) => (/^(ve|ven|veia|veian)$/.test(t.fold) && out[i - 1]?.fold === "se" && out[i - 2]?.fold !== "no" ? { ...t, content: false } : t));
  // "natural de Calanda", "naturales de Soria": born there ("nació en Calanda").
  // (Where the note gives the place's demonym, "toledano", the place says it all: no content of its own.)
  out = out.map((t, i) => (/^natural(es)?$/.test(t.fold) && /^(de|del)$/.test(out[i + 1]?.fold ?? "") && out[i + 2]?.name === true && t.alt === undefined ? { ...t, alt: stemWord("nacer"), content: false } : t));
  // "a primera hora de la mañana", "a primeras horas del día": early in the part of the day said after it.
  const early = (i: number) => /^primeras?$/.test(out[i]?.fold ?? "") && /^horas?$/.test(out[i + 1]?.fold ?? "") && /^(de|del)$/.test(out[i + 2]?.fold ?? "");
  out = out.map((t, i) => (early(i) || early(i - 1) ? { ...t, content: false } : t));
  return roleWords(succession(awardVerbs(lightIdioms(out))));
}

/** "el sucesor de Maxwell" is who "sucedió a Maxwell"; "al frente de" a thing, who "dirigía" it: each stands for its verb too. */
function roleWords(tokens: readonly Token[]): Token[] {
  return tokens.map((t, i) => {
    const verb = /^sucesor(a|es|as)?$/.test(t.fold) ? "suceder" : /^predecesor(a|es|as)?$/.test(t.fold) ? "preceder" : t.fold === "frente" && tokens[i - 1]?.fold === "al" && /^(de|del)$/.test(tokens[i + 1]?.fold ?? "") ? "dirigir" : null;
    return verb && t.alt === undefined ? { ...t, alt: stemWord(verb) } : t;
  });
}

/** Verbs of taking a post, the posts, and the verb of leaving one. */
const TAKES_POST = /^(ocup|tom[oóaeé]|toma[nrdsb]|tomad|hered)/;
const POST = /^(puesto|cargo|lugar|plaza|sitio)$/;

/**
 * "ocupó el puesto que había dejado Euler", "tomó el lugar de Euler": succeeding him ("sucedió a Euler"); the post and
 * the leaving say nothing of their own. (The post "de" a name only: "ocupó el puesto de director" names the post.)
 */
function succession(tokens: readonly Token[]): Token[] {
  const out = [...tokens];
  tokens.forEach((t, i) => {
    const k = [i + 1, i + 2].find((j) => POST.test(tokens[j]?.fold ?? "") && tokens[j]!.clause === t.clause);
    if (k === undefined || !TAKES_POST.test(t.fold) || t.alt !== undefined) return;
    const left = tokens[k + 1]?.fold === "que" ? [k + 2, k + 3].find((j) => /^dej/.test(tokens[j]?.fold ?? "")) : undefined;
    if (left === undefined && !(/^(de|del)$/.test(tokens[k + 1]?.fold ?? "") && tokens[k + 2]?.name === true)) return;
    out[i] = { ...t, alt: stemWord("suceder") };
    out[k] = { ...tokens[k]!, content: false };
    if (left !== undefined) out[left] = { ...tokens[left]!, content: false };
  });
  return out;
}

/** Prizes, and the verbs of coming by one ("recibir", "obtener", "conseguir", "lograr", "ganar"). */
const AWARD = /^(premios?|nobel(es)?|medallas?|galardon(es)?|oscars?|trofeos?)$/;
const AWARD_VERB = /^(recib|obten|obtuv|consig|consegu|logr|gan[oóaeé]|gana[nrdsb]|ganad)/;

/**
 * Before a prize, the verbs of coming by one say the same ("recibió el Nobel" = "ganó el Nobel"): each stands for
 * "ganar" too. (A prize within the next four words: "ha recibido dos premios Nobel".)
 */
function awardVerbs(tokens: readonly Token[]): Token[] {
  return tokens.map((t, i) => (t.alt === undefined && t.num === null && AWARD_VERB.test(t.fold) && tokens.slice(i + 1, i + 5).some((x) => AWARD.test(x.fold) && x.clause === t.clause) ? { ...t, alt: stemWord("ganar") } : t));
}

/**
 * Idioms whose noun or adverb says no fact: "aparte de" (= "además de"; not "vivía aparte"), "en (algunas) ocasiones"
 * (= "a veces"), "a caballo entre" two places or times (= "entre"), "junto con", "junto a" someone named (= "con"; not
 * "atadas una junto a otra"), the reverse denied ("y no al revés"), "tener lugar" (= "celebrarse"), "a golpe de" (= "con").
 */
function lightIdioms(tokens: readonly Token[]): Token[] {
  const at = (i: number, fold: string) => tokens[i]?.fold === fold;
  return tokens.map((t, i) => {
    const idiom =
      (t.fold === "aparte" && /^(de|del)$/.test(tokens[i + 1]?.fold ?? "")) ||
      (t.fold === "ocasiones" && (at(i - 1, "en") || (at(i - 1, "algunas") && at(i - 2, "en")))) ||
      (t.fold === "caballo" && at(i - 1, "a") && at(i + 1, "entre")) ||
      (t.fold === "junto" && (at(i + 1, "con") || (at(i + 1, "a") && tokens[i + 2]?.name === true))) ||
      // (A direction's reverse denied, "y no al revés", "y no a la inversa", "y no viceversa", restates the direction.)
      (t.fold === "reves" && at(i - 1, "al") && at(i - 2, "no")) ||
      (t.fold === "inversa" && at(i - 1, "la") && at(i - 2, "a") && at(i - 3, "no")) ||
      (t.fold === "viceversa" && at(i - 1, "no")) ||
      // ("tiene lugar en…" = "se celebra en…"; "a golpe de mazo" = "con un mazo".)
      (t.fold === "lugar" && /^(tiene|tienen|tuvo|tuvieron|tenia|tenian|tendra|tendran)$/.test(tokens[i - 1]?.fold ?? "")) ||
      (t.fold === "golpe" && at(i - 1, "a") && at(i + 1, "de"));
    return idiom ? { ...t, content: false } : t;
  });
}

/** Questions that ask what a thing is made of: "¿De qué madera es…?", "¿De qué material está hecho…?", "¿Con qué se fabrica…?". */
const MADE_OF_QUESTION = /^\s*¿?\s*(?:de|con) qu[eé](?: \p{L}+)? (?:es|son|era|eran|est[aá]n? hech|se (?:hace|hacen|hac[ií]a|fabrica|fabrican|construye|construyen|elabora|elaboran))/iu;
/** Verbs of making and their participles ("se fabrica", "está hecho", "tallado"). */
const MAKING = /^(fabric|hech[oa]s?$|hac[eií]|constru|elabor|tallad)/;

/**
 * Asked what a thing is made of, a verb of making in the answer ("Se fabrica con fresno", "Está hecho de fresno") says
 * the question's "es" again: no fact of its own; so does a verb of going along, asked which way.
 */
export function questionFrameVerbs(tokens: readonly Token[], question: string | null): Set<Token> {
  if (question !== null && PATH_QUESTION.test(question)) return new Set(tokens.filter((t) => PATH_VERB.test(t.fold)));
  return question !== null && MADE_OF_QUESTION.test(question) ? new Set(tokens.filter((t) => MAKING.test(t.fold))) : new Set();
}

/** Asked which way a thing goes ("¿Por dónde desfilan…?"), a verb of going along ("Recorren la Alameda") says it again. */
const PATH_QUESTION = /^\s*¿?\s*por d[oó]nde /iu;
const PATH_VERB = /^(recorr|atravies|atraves|cruz|cruc|pas(?:a|an|aba|aban|o|aron|e|en|ar)$)/;
