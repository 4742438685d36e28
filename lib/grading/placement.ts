/**
 * Where an answer's words stand against the reference's (lib/grading/autoGrader.ts): another thing of the note in a
 * reference word's place (a swap; the plainest case in substitution.ts), the reference's "A en B" turned round, and the answer's own words standing in the
 * place of reference words it leaves unsaid (the idea in other words, not an addition).
 */
import { type SourceIndex, type Token, align, alignsLiterally, indexTokens, tokenIndex } from "@/lib/text/analyze";
import { sameClassOthers, saysHowOften } from "@/lib/text/cohyponyms";
import { COLOUR, MEASURE_UNIT, ONE, SHADE } from "@/lib/text/phrases";
import { DETERMINERS } from "@/lib/text/spanish";
import { ALL } from "./flips";
import { HIGH_POLE, LOW_POLE, antonyms } from "@/lib/text/lexicon";

/** Prepositions that order the two things they join: "transforma A en B", "pasa de A a B", "va de A hacia B". */
const ORDERING_PREPOSITIONS = new Set(["en", "a", "al", "hacia", "into", "to"]), NEAR = new Set(["cerca", "junto", "lejos"]);

/** Words that join a noun phrase's words ("trapos viejos", "la zona de anotación", "the end of", "las más frías"). */
const LINKS = new Set(["el", "la", "los", "las", "un", "una", "unos", "unas", "de", "del", "mas", "menos", "the", "an", "of"]);

/** The noun phrase on one side of position i, within its clause: its content words up to anything that is no article or "de". */
export function phrase(ts: readonly Token[], i: number, step: 1 | -1): Token[] {
  const out: Token[] = [];
  for (let k = i + step; k >= 0 && k < ts.length && ts[k]!.clause === ts[i]!.clause; k += step) {
    const t = ts[k]!;
    if (t.content || t.num !== null) out.push(t);
    else if (!LINKS.has(t.fold)) break;
  }
  return out;
}

/**
 * The reference's "A en B" said the other way round ("la lactosa en ácido láctico" / "el ácido láctico en lactosa"):
 * the two content words around an ordering preposition, found in the answer around the same preposition in the
 * reverse order (and never in the reference's). The reference's phrase, or null.
 */
export function reversedAround(answer: readonly Token[], reference: readonly Token[], question: readonly Token[] = []): string | null {
  const holds = (ts: readonly Token[], w: Token) => ts.some((x) => alignsLiterally(x, tokenIndex(w)));
  // "entre" / "por" after a division orders its terms too ("dividiendo los casos … entre los posibles"), "por" after a
  // verb of replacing too ("sustituyó el cilindro por un disco"); "entre" where the question asks what is divided ("¿Qué
  // divide el número de Mach?" → "la velocidad de un objeto entre la del sonido").
  const dividing = (t: Token) => /^(divid|divis)/.test(t.fold);
  const divides = (i: number) => ["entre", "por"].includes(reference[i]!.fold) && (reference.slice(Math.max(0, i - 5), i).some((t) => dividing(t) || (reference[i]!.fold === "por" && /^(sustitu|reemplaz|cambi|canje|troc)/.test(t.fold))) || (reference[i]!.fold === "entre" && question.some(dividing)));
  // (Not a preposition that opens an apposition after a comma: "en la isla de Java, en Indonesia" places one thing
  // twice, and "en Indonesia, en la isla de Java" says the same.)
  // ("cerca de" after a comma too: "En Villa del Rosario, cerca de Cúcuta" / "En Cúcuta, cerca de Villa del Rosario".)
  const near = (ts: readonly Token[], i: number) => NEAR.has(ts[i]!.fold) && ["de", "del", "a", "al"].includes(ts[i + 1]?.fold ?? "");
  for (let i = 0; i < reference.length; i++) {
    if (((!ORDERING_PREPOSITIONS.has(reference[i]!.fold) && !divides(i)) || reference[i]!.commaBefore) && !near(reference, i)) continue;
    const [before, after] = [phrase(reference, i, -1)[0], phrase(reference, i, 1)[0]];
    if (!before || !after || alignsLiterally(before, tokenIndex(after))) continue;
    let reversed = false;
    let kept = false;
    answer.forEach((t, j) => {
      if (t.fold !== reference[i]!.fold || (t.commaBefore && !near(answer, j))) return;
      const [left, right] = [phrase(answer, j, -1), phrase(answer, j, 1)];
      if (holds(left, after) && holds(right, before)) reversed = true;
      if (holds(left, before) && holds(right, after)) kept = true;
    });
    if (reversed && !kept) return `${before.raw} ${reference[i]!.raw} ${after.raw}`;
  }
  return null;
}

/**
 * Two opposites of the reference said in each other's place: "el ejército del sur invadió las tierras del norte" for
 * "el ejército del norte invadió las tierras del sur". The reference holds both words of an opposite pair, the answer
 * holds both too, in the other order (first mentions), each after the word the other follows in the reference. The
 * pair as the reference says it, or null.
 */
/**
 * A reference word left unsaid and, in the answer, another member of its closed class that the reference does not
 * say ("óxido de cobre" for "óxido de hierro", "herbívoro" for "carnívoro"): [reference word, answer word], or null.
 */
export function classSwap(answer: readonly Token[], missing: readonly Token[], reference: SourceIndex, question: SourceIndex = reference): [Token, Token] | null {
  for (const r of missing) {
    if (r.num !== null) continue;
    // (Not a word of the same thing: "americano" for "América", nor one the question says, nor a time unit saying how
    // often: "cada año por San Pedro" for "día de San Pedro". A thesaurus link between two members is no sameness.)
    const literal = (x: ReturnType<typeof align>) => x !== null && x !== "synonym";
    const other = answer.find((a) => a.content && !a.negated && a.num === null && sameClassOthers(r.stem, a.stem) && !saysHowOften(answer, answer.indexOf(a)) && ![reference, question, tokenIndex(r)].some((i) => literal(align(a, i))));
    if (other) return [r, other];
  }
  return null;
}

/**
 * A word of the answer's own between two words the note says with one other word of the same closed class between them
 * ("el físico alemán Lev…" where the note says "el físico ruso Lev…"): a fact of the note said otherwise — not a
 * paraphrase the thesaurus misses ("huevo cocido picado" for "huevo duro picado"). The note's word, or undefined.
 */
export function replacedInFrame(tokens: readonly Token[], word: Token, noteTokens: readonly Token[]): Token | undefined {
  const i = tokens.indexOf(word);
  const [before, after] = [tokens[i - 1], tokens[i + 1]];
  // (Closing its clause, after two words the note says before the other: "contra el dominio español" where the note
  // says "contra el dominio francés a finales…".)
  if ((!after || after.clause !== word.clause) && before?.content && before.clause === word.clause && tokens[i - 2]?.clause === word.clause) {
    return noteTokens.find((t, k) => k > 1 && t.content && sameClassOthers(t.stem, word.stem) && noteTokens[k - 1]!.stem === before.stem && noteTokens[k - 2]!.stem === tokens[i - 2]!.stem && noteTokens[k - 2]!.clause === t.clause);
  }
  // (A function word before will do where a name follows: "con el francés Karl…" where the note says "el alemán Karl…".)
  if (!before || !after?.content || (!before.content && !after.name) || before.clause !== word.clause || after.clause !== word.clause) return undefined;
  return noteTokens.find((t, k) => k > 0 && t.content && sameClassOthers(t.stem, word.stem) && noteTokens[k - 1]!.stem === before.stem && noteTokens[k + 1]?.stem === after.stem && noteTokens[k - 1]!.clause === t.clause && noteTokens[k + 1]!.clause === t.clause);
}

const SUBJECT_PRONOUNS = new Set(["el", "ella", "ellos", "ellas", "he", "she", "they"]);

/**
 * The reference's subject pronoun replaced by a word the note does not hold: "mientras su ayudante iba subido" for
 * "mientras él mismo iba subido" — another person, not the same one in other words. The answer's word, none of the
 * note's own, sits between the words that say the reference's words on either side of the pronoun. [pronoun, answer word], or null.
 */
export function pronounSwap(answer: readonly Token[], reference: readonly Token[], source: SourceIndex): [Token, Token] | null {
  // ("él" folds to "el", the article: the accent tells them apart.)
  const at = reference.findIndex((t) => SUBJECT_PRONOUNS.has(t.fold) && t.raw.toLowerCase() !== "el");
  if (at < 0 || answer.some((t) => t.raw.toLowerCase() === reference[at]!.raw.toLowerCase())) return null;
  // (An emphatic "él mismo" said as "personalmente", "en persona", "con sus propias manos": the same person.)
  if (/^mism[oa]s?$/.test(reference[at + 1]?.fold ?? "") && answer.some((t) => /^(personalmente|persona|propi[oa]s?)$/.test(t.fold))) return null;
  const said = (r: Token | undefined) => (r ? answer.findIndex((a) => alignsLiterally(a, tokenIndex(r))) : -1);
  const [left, right] = [said(reference.slice(0, at).filter((t) => t.content).at(-1)), said(reference.slice(at + 1).find((t) => t.content))];
  if (left < 0 || right <= left) return null;
  const word = answer.slice(left + 1, right).find((a) => a.content && a.num === null && !alignsLiterally(a, source));
  return word ? [reference[at]!, word] : null;
}

/** The content word said just before position i in its clause (within three words), if any. */
function headBefore(ts: readonly Token[], i: number): Token | undefined {
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
    if (ts[k]!.clause !== ts[i]!.clause) return undefined;
    if (ts[k]!.content) return ts[k];
  }
  return undefined;
}

const PAIRING = new Set(["y", "e", "o", "u", "ni", ",", "and", "or"]);

/** The comparative between two positions that sets them as a comparison's terms ("más … que"), or null. */
function comparativeBetween(ts: readonly Token[], x: number, y: number): string | null {
  const between = ts.slice(x + 1, y);
  return between.some((t) => t.fold === "que") ? (between.find((t) => ["mas", "menos", "mayor", "menor", "mejor", "peor"].includes(t.fold))?.fold ?? null) : null;
}

export function swappedOpposites(answer: readonly Token[], reference: readonly Token[]): string | null {
  const firstAt = (ts: readonly Token[], stem: string) => ts.findIndex((t) => t.stem === stem);
  // Opposites joined as a pair ("blancos y negros", "norte o sur", "de norte a sur" aside) come in any order.
  const paired = (ts: readonly Token[], x: number, y: number) => Math.abs(x - y) <= 2 && ts.slice(Math.min(x, y) + 1, Math.max(x, y)).every((t) => PAIRING.has(t.fold));
  for (const [i, a] of reference.entries()) {
    for (const o of antonyms().get(a.stem) ?? []) {
      const j = firstAt(reference, o);
      if (j <= i || paired(reference, i, j)) continue;
      const [ai, aj] = [firstAt(answer, a.stem), firstAt(answer, o)];
      if (ai < 0 || aj < 0 || aj > ai || paired(answer, ai, aj)) continue;
      // Said of each other's thing: the word before one opposite in the answer is the word before the other in the
      // reference ("Berlín Oeste" for "Berlín Este"); a passive that moves both phrases whole keeps them.
      const [hi, hj] = [headBefore(reference, i), headBefore(reference, j)];
      const [gi, gj] = [headBefore(answer, ai), headBefore(answer, aj)];
      if ((hi && gj && hi.stem === gj.stem && hi.stem !== hj?.stem) || (hj && gi && hj.stem === gi.stem && hj.stem !== hi?.stem)) return `${a.raw} … ${reference[j]!.raw}`;
      // (Or the two terms of one comparison, turned round under the same comparative: "el aire frío pesa menos que el
      // aire caliente" for "el aire caliente pesa menos que el aire frío".)
      const cmp = comparativeBetween(reference, i, j);
      if (cmp !== null && cmp === comparativeBetween(answer, aj, ai)) return `${a.raw} … ${reference[j]!.raw}`;
    }
  }
  return null;
}

/**
 * A reference that says two opposites of two things ("cuando una aumenta la otra disminuye"), and an answer that says
 * one of them twice and never the other ("cuando una aumenta la otra también aumenta"): the second thing turned round.
 * The pair as the reference says it, or null.
 */
export function collapsedOpposites(answer: readonly Token[], reference: readonly Token[]): string | null {
  const count = (ts: readonly Token[], stem: string) => ts.filter((t) => t.stem === stem && !t.negated).length;
  for (const [i, a] of reference.entries()) {
    for (const o of antonyms().get(a.stem) ?? []) {
      const j = reference.findIndex((t, k) => k > i && t.stem === o);
      if (j < 0) continue;
      if ((count(answer, a.stem) >= 2 && count(answer, o) === 0) || (count(answer, o) >= 2 && count(answer, a.stem) === 0)) return `${a.raw} … ${reference[j]!.raw}`;
    }
  }
  return null;
}

/** The pole of a scale word ("pequeñas" → low, "alto" → high), any gender or number, or null. */
export function poleOf(t: Token): Set<string> | null {
  const bare = t.fold.replace(/e?s$/, "");
  for (const pole of [LOW_POLE, HIGH_POLE]) if ([t.fold, bare, bare.replace(/a$/, "o")].some((w) => pole.has(w))) return pole;
  return null;
}

/** A colour word ("gris", "negras", "anaranjada", "rojizo"). */
export function isColour(fold: string): boolean {
  // (With the shades phrases.ts reads: "rojizo", "blanquecina", "grisáceo".)
  return COLOUR.test(fold) || SHADE.test(fold) || /^(blanc|negr|rosad|dorad|platead|anaranjad|castan|oscur)[oa]s?$/.test(fold);
}

/**
 * Answer words that stand in for missing reference words: each lies between the answer's words that say the reference
 * words on either side of a missing one (one word for each missing word). A paraphrase replaces words where the
 * reference has them; an addition comes where the reference has nothing left to say. A scale word ("pequeña") stands
 * in only for a word of its own pole: "una estrella pequeña" is no "estrella masiva" in other words.
 */
export function standIns(answer: readonly Token[], refContent: readonly Token[], missing: readonly Token[], extras: readonly Token[], named: (t: Token) => boolean = () => false): Set<Token> {
  const out = new Set<Token>();
  if (!missing.length) return out;
  const missingAt = new Set(missing.map((m) => refContent.findIndex((r) => r.stem === m.stem)).filter((i) => i >= 0));
  // The reference position each answer word says (the first said reference word it aligns with), or -1.
  const placed = answer.map((a) => (a.content || a.num !== null ? refContent.findIndex((r, i) => !missingAt.has(i) && align(a, tokenIndex(r)) !== null) : -1));
  const used = new Set<number>();
  answer.forEach((a, j) => {
    if (!extras.includes(a)) return;
    const left = Math.max(-1, ...placed.slice(0, j));
    const right = Math.min(refContent.length, ...placed.slice(j + 1).filter((p) => p >= 0));
    const pole = poleOf(a);
    // (No name stands in for another name: "Sputnik 1" for "Vostok 1" is another thing; "su tierra de origen" may say "Madagascar".)
    const slot = [...missingAt].find((i) => i > left && i < right && !used.has(i) && (pole === null || poleOf(refContent[i]!) === pole) && !(named(a) && named(refContent[i]!)));
    if (slot === undefined) return;
    used.add(slot);
    out.add(a);
  });
  return out;
}

/** Determiners between a count or "todos" and the noun it takes ("dos de sus lados", "todos los lados"). */
const OF_DETERMINERS = new Set(["de", "los", "las", "sus", "estos", "estas", "esos", "esas"]);

/**
 * "dos de sus lados" where the source says "todos sus lados": some of what the source says of all — the answer's
 * count, or null. (Not where the source counts them too: "los cuatro lados … dos de sus lados".)
 */
export function someOfAll(answer: readonly Token[], source: readonly Token[]): Token | null {
  const nounAfter = (ts: readonly Token[], i: number) => {
    let j = i + 1;
    while (ts[j] && OF_DETERMINERS.has(ts[j]!.fold)) j++;
    return j > i + 1 && ts[j]?.content && ts[j]!.num === null ? ts[j]! : undefined;
  };
  for (const [i, t] of answer.entries()) {
    if (t.num === null || !Number.isInteger(t.num) || answer[i + 1]?.fold !== "de") continue;
    const noun = nounAfter(answer, i);
    const all = noun && source.some((s, j) => ALL.has(s.fold) && nounAfter(source, j)?.stem === noun.stem);
    if (all && !source.some((s) => s.num === t.num)) return t;
  }
  return null;
}

/**
 * A list answer that names every item of the reference and another member of their closed class ("roja, ámbar y
 * verde" for "roja y verde"; not one the question says): an item the reference lacks. The answer's word, or null.
 */
export function extraClassmate(answer: readonly Token[], refContent: readonly Token[], reference: SourceIndex, question?: SourceIndex): Token | null {
  // Among the items: between the first and the last answer word that says one, in their clause.
  const said = answer.map((a, i) => (a.content && align(a, reference) !== null ? i : -1)).filter((i) => i >= 0);
  if (said.length < 2) return null;
  const [from, to] = [said[0]!, said.at(-1)!];
  // (A unit after an amount the reference holds in another unit is no classmate: "tres días" for "72 horas".)
  const converted = (a: Token) => MEASURE_UNIT.test(a.fold) && reference.stems.has(answer[answer.indexOf(a) - 1]?.alt ?? "");
  // (Nor a word of an apposition, set off by commas or the kind before a name: "Ío, | una luna de Júpiter, |", "la luna Ío".)
  const apposed = (k: number) => (answer[k + 1]?.name && align(answer[k + 1]!, reference) !== null) || ONE.has(answer.slice(Math.max(from, k - 2), k).findLast((t) => t.commaBefore)?.fold ?? "") && answer.slice(k + 1, k + 5).some((t) => t.commaBefore && t.clause === answer[k]!.clause);
  return answer.slice(from, to + 1).find((a) => a.clause === answer[from]!.clause && a.content && !a.negated && a.num === null && align(a, reference) === null && (!question || !alignsLiterally(a, question)) && !converted(a) && !apposed(answer.indexOf(a)) && refContent.some((r) => sameClassOthers(r.stem, a.stem))) ?? null;
}

/** Words that open a condition: "si", "siempre que", "a menos que", "salvo que", "unless", "if". */
const CONDITION_OPENERS = new Set(["si", "if", "unless"]);
const CONDITION_PAIRS = new Set(["siempre que", "salvo que", "excepto que", "salvo si", "excepto si"]);

/**
 * Parts of an answer (lib/text/analyze.ts textParts) with a condition set apart: "… 72 horas si no se trata con
 * medicación" is a claim and a condition of its own, which the sources must hold like any other part.
 */
export function conditionsApart(parts: readonly (readonly Token[])[]): Token[][] {
  return parts.flatMap((p) => {
    const opens = (t: Token, i: number) =>
      (CONDITION_OPENERS.has(t.raw.toLowerCase()) && t.raw.toLowerCase() !== "sí") || CONDITION_PAIRS.has(`${t.fold} ${p[i + 1]?.fold ?? ""}`) || `${t.fold} ${p[i + 1]?.fold} ${p[i + 2]?.fold}` === "a menos que";
    const at = p.findIndex((t, i) => i > 0 && opens(t, i));
    return at > 0 ? [p.slice(0, at), p.slice(at)] : [[...p]];
  });
}

/** Words that say a thing of every member of a kind ("cualquier triángulo", "todos los metales"). */
const ANY = new Set(["cualquier", "cualquiera", "todos", "todas", "any", "every", "all"]);

/**
 * "cualquier triángulo" where the source says "un triángulo rectángulo": a claim of every member of a kind the source
 * makes only of those its qualifier (in the noun's part: not "cada primo, | empezando…") picks out. The answer's word,
 * or null (not where the answer says the qualifier too, nor where the source says it of every member anywhere: "todos
 * los valores" beside "los valores extremos").
 */
export function generalized(answer: readonly Token[], source: readonly Token[]): Token | null {
  const said = indexTokens(answer);
  for (const [i, a] of answer.entries()) {
    // ("casi todas" says most, as the source's "la mayoría" does.)
    // (Nor "todos" right before a word, no determiner between: a predicate of the set, "Todos distintos".)
    // (Nor "cualquier otro": every other one, as the source's "los de otros" says.)
    if (!ANY.has(a.fold) || a.negated || answer[i - 1]?.fold === "casi" || (/^tod[oa]s$/.test(a.fold) && answer[i + 1]?.content) || /^otr[oa]s?$/.test(answer[i + 1]?.fold ?? "")) continue;
    const noun = answer.slice(i + 1, i + 3).find((t) => t.content);
    // (The source's quantifier covers the nouns coordinated after its first: "todos sus lados y ángulos".)
    const phrase = (k: number) => source.slice(k + 1, k + 3).concat(source[k + 3]?.fold === "y" || source[k + 3]?.fold === "e" ? source.slice(k + 4, k + 5) : []);
    if (!noun || noun.num !== null || source.some((x, k) => ANY.has(x.fold) && phrase(k).some((t) => t.content && t.stem === noun.stem))) continue;
    const qualified = source.some((r, k) => r.content && r.stem === noun.stem && source[k + 1]?.content === true && !source[k + 1]!.commaBefore && !source[k + 1]!.stopBefore && source[k + 1]!.num === null && !source[k + 1]!.name && align(source[k + 1]!, said) === null && !source.slice(Math.max(0, k - 2), k).some((x) => ANY.has(x.fold)));
    if (qualified) return a;
  }
  return null;
}

/**
 * "el lado más corto" where the source says "el lado más largo": the opposite of the source's word said right after the
 * same word — even where a broad thesaurus links it to another word of the source ("corto" ~ "ángulo"). The answer's
 * word, or null.
 */
export function opposedBeside(answer: readonly Token[], source: readonly Token[]): Token | null {
  for (const [i, t] of answer.entries()) {
    if (!t.content || t.negated || t.lowered || t.num !== null) continue;
    const head = headBefore(answer, i);
    const opposites = antonyms().get(t.stem);
    // (Not where the source says the answer's word itself, or the answer says the opposite too: "negros y blancos".)
    if (!head || !opposites || source.some((n) => n.stem === t.stem) || answer.some((a) => opposites.has(a.stem))) continue;
    // (Nor a trip told from its origin, "de donde" before each: "de donde salieron emigrantes hacia Cuba" is the note's
    // "de donde llegaron emigrantes a Cuba".)
    const fromWhere = (ts: readonly Token[], k: number) => ts[k - 1]?.fold === "donde" && ["de", "desde"].includes(ts[k - 2]?.fold ?? "");
    if (source.some((n, j) => opposites.has(n.stem) && !n.negated && !n.lowered && headBefore(source, j)?.stem === head.stem && !(fromWhere(answer, i) && fromWhere(source, j)))) return t;
  }
  return null;
}

/** The last content word before a token. */
export const contentBefore = (ts: readonly Token[], t: Token) => ts.slice(0, ts.indexOf(t)).filter((x) => x.content).at(-1);

/** An answer's word where a reference word stands: after the same content word and as many function words, give or take one. */
export function sameFrameBefore(answer: readonly Token[], reference: readonly Token[], a: Token, r: Token): boolean {
  const [ab, rb] = [contentBefore(answer, a), contentBefore(reference, r)];
  if (!ab || !rb || !reference.includes(r)) return false;
  const [fa, fr] = [answer.indexOf(a) - answer.indexOf(ab) - 1, reference.indexOf(r) - reference.indexOf(rb) - 1];
  return ((fa > 0 && fr > 0 && Math.abs(fa - fr) <= 1) || (fa === 0 && fr === 0 && ab.fold === rb.fold)) && alignsLiterally(ab, tokenIndex(rb));
}

/**
 * A word of the answer's own standing in for a reference word it leaves unsaid, where that word is the one asked for:
 * the reference's last, in its very frame ("la ley de la gravitación" for "la ley de la refracción"). [reference word,
 * answer's word], or null.
 */
export function askedWordReplaced(answer: readonly Token[], reference: readonly Token[], missing: readonly Token[], inPlace: ReadonlySet<Token>): [Token, Token] | null {
  const ref = reference.filter((t) => t.content);
  // (In the very frame: the same words after the same content word, "la ley de la …", not "la ley que rige…"; not a
  // count's noun, "dos situaciones" for "dos estados", the number kept.)
  const between = (ts: readonly Token[], t: Token) => {
    const before = contentBefore(ts, t)!, gap = ts.slice(ts.indexOf(before) + 1, ts.indexOf(t));
    return before.num !== null || gap.some((x) => x.num !== null) ? null : gap.map((x) => x.fold).join(" ");
  };
  const last = ref.at(-1);
  if (!last || !missing.some((m) => m.stem === last.stem)) return null;
  const a = [...inPlace].find((w) => sameFrameBefore(answer, reference, w, last) && between(answer, w) !== null && between(answer, w) === between(reference, last));
  return a ? [last, a] : null;
}
