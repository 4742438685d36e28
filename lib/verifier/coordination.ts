/**
 * How the parts of a note coordinate (lib/verifier/slot.ts, lib/verifier/noteStructure.ts): which read as list items
 * ("el número atómico", "y resumir") and which as a noun phrase or complement coordinated with the part before ("y
 * menos profundidad de campo") rather than a new predicate ("y se borra", "y sus artículos citan fuentes").
 */
import type { Token } from "@/lib/text/analyze";
import { ADJECTIVE_END, PARTICIPLE_END, antonyms } from "@/lib/text/lexicon";
import { CONTRACTIONS, DEFINITE_ARTICLES, DETERMINERS, GERUND, INFINITIVE, PHRASE_PREPOSITIONS } from "@/lib/text/spanish";
import { CONSEQUENCE } from "./causes";
import { EXCEPT } from "./questionFrame";
import { ARTICLES, COPULAS, type Slot } from "./slotSpans";
import { isColour } from "@/lib/grading/placement";
import { classGoesOn, gappedSubject, participleParallel } from "./slotTrims";

/** Focus adverbs a list's last item may take after its conjunction. */
const FOCUS: ReadonlySet<string> = new Set(["tambien", "incluso", "ademas"]);

const ITEM_OPENERS = new Set(["y", "e", "o", "u", "ni", "el", "la", "los", "las", "un", "una", "unos", "unas", "su", "sus", "del", "al"]);
/** Quantifiers that open an item set off by a comma ("un macho, | varias hembras | y sus crías"), not after "y". */
const QUANTIFIER_OPENERS = new Set(["varios", "varias", "algunos", "algunas", "muchos", "muchas", "otros", "otras"]);

/**
 * A part that reads as a list item: a bare word ("números"), or an article or a conjunction then one or two
 * content words of one noun phrase ("el número atómico") — not a verb with its object ("mezcla letras").
 */
export function isItem(whole: readonly Token[]): boolean {
  // (Past a focus adverb after the conjunction: "huevos y también frutas" is "y frutas".)
  // (A name of several words is one word of it: "y ejecución del corregidor Antonio de Arriaga".)
  const p = namesAsOne(CONJUNCTIONS.has(whole[0]?.fold ?? "") && FOCUS.has(whole[1]?.fold ?? "") ? [whole[0]!, ...whole.slice(2)] : whole);
  const k = p.findIndex((t) => t.content);
  const words = p.filter((t) => t.content).length;
  if (k < 0 || !p.slice(0, k).every((t, j) => ITEM_OPENERS.has(t.fold) || (j === 0 && QUANTIFIER_OPENERS.has(t.fold)))) return false;
  // ", y la pesca, …": a conjunction after a comma opens a new statement; a list's last item takes no comma.
  if (["y", "e", "ni"].includes(p[0]!.fold) && p[0]!.commaBefore) return false;
  if (words === 1) return true;
  // Two words make one item only as a noun phrase ("el número atómico", "el aceite de oliva"); a clitic or a verb
  // between them is a predicate ("los préstamos se encarecen", "el consumo tiende a bajar").
  const last = p.findLastIndex((t) => t.content);
  const between = p.slice(k + 1, last);
  // (Or a noun after its article with its time or manner: "las pantallas antes de acostarse", "el café con leche" —
  // not a verb's: "y enfriarla con agua".)
  const article = p.slice(0, k).some((t) => !["y", "e", "o", "u", "ni"].includes(t.fold));
  // (Complements chained by "de" are one noun phrase too: "y panteón de los reyes de España".)
  const chained = words <= 4 && between.every((t) => t.content || NOUN_LINKS.has(t.fold)) && between.every((t, j) => !t.content || NOUN_LINKS.has(between[j - 1]?.fold ?? ""));
  // (A name of two or three words is one item: "Oriente Medio", "América del Sur".)
  // (Or a bare noun and its adjective, alike in number: "mareo, | sudor frío | y visión borrosa" — a noun that ends as no
  // verb does, not "comió fruta".)
  // (Plural alike: "conejos pequeños".)
  const plural = /(?:os|as|[^aeiou]es)$/.test(p[0]!.fold) && /[oae]s$/.test(p[1]?.fold ?? "");
  if (k === 0 && p.length === 2 && !p[0]!.name && ((/(?:[rlndz]|[^i]o)$/.test(p[0]!.fold) && /[oae]$/.test(p[1]!.fold)) || plural)) return true;
  if (k === 0) return p[0]!.name && words <= 3 && p.every((t) => t.name || NOUN_LINKS.has(t.fold));
  // (Or a bare noun with the infinitive it governs, after a conjunction: "y dificultad para dormir", "o ganas de vomitar"
  // — a noun's ending, not a verb's: not "y sirve para dormir".)
  if (words === 2 && between.length === 1 && ["para", "de"].includes(between[0]!.fold) && INFINITIVE.test(p[last]!.fold) && NOUN_END.test(p[k]!.fold)) return true;
  // (Two bare words after a conjunction agree in number as an adjective and its noun do, "y pequeños antílopes"; a
  // singular verb and its plural object do not: "y come roedores".)
  const bare = !article && between.length === 0 && words === 2 && p[k]!.name !== true;
  // (A plural noun, its adjective before it if any, and where, after a conjunction: "y molestias en el estómago", "y
  // pequeñas ronchas en la piel" — no verb ends so.)
  const pluralWord = (t: Token | undefined) => t !== undefined && t.content && !t.name && /[^m][oae]s$/.test(t.fold);
  const head = pluralWord(p[k]) && pluralWord(p[k + 1]) ? k + 1 : k;
  const place = p.slice(head + 1);
  if (!article && k > 0 && pluralWord(p[head]) && place[0]?.fold === "en" && place.length <= 4 && place.slice(1).every((t) => t.content || NOUN_LINKS.has(t.fold)) && place.some((t) => t.content)) return true;
  if (bare && !/[sn]$/.test(p[k]!.fold) && p[k + 1]!.fold.endsWith("s")) return false;
  // (A bare noun and two adjectives after a conjunction, the three alike in gender and number: "y plátano maduro frito".)
  const agreement = (t: Token) => /[oa]s?$/.exec(t.fold)?.[0];
  if (!article && k > 0 && words === 3 && p.length - k === 3 && agreement(p[k]!) !== undefined && p.slice(k).every((t) => t.content && !t.name && agreement(t) === agreement(p[k]!))) return true;
  return k > 0 && ((words === 2 && (between.every((t) => NOUN_LINKS.has(t.fold)) || (article && between.length <= 2 && PHRASE_LINKS.has(between[0]!.fold) && between.slice(1).every((t) => NOUN_LINKS.has(t.fold))))) || (words > 2 && chained));
}

/** Endings of nouns no verb form has ("dificultad", "sensación", "problemas", "ganas"). */
const NOUN_END = /(?:dad|tad|cion|sion|encia|ancia|miento|mientos|ura|eza|ismo|[^aeiou]as|mas)$/;

/** Words that open a complement of a noun ("antes de acostarse", "con leche", "sin azúcar"). */
const PHRASE_LINKS = new Set(["antes", "despues", "con", "sin", "para"]);

/** Words that may join the two words of a noun phrase. */
const NOUN_LINKS = new Set(["de", "del", "el", "la", "los", "las", "of", "por"]);

/** A part with each name of several words ("Antonio de Arriaga") kept as its first word. */
const namesAsOne = (ts: readonly Token[]): readonly Token[] => ts.filter((t, j) => !(j > 0 && t.name && (ts[j - 1]!.name || (NOUN_LINKS.has(ts[j - 1]!.fold) && ts[j - 2]?.name === true))) && !(NOUN_LINKS.has(t.fold) && ts[j - 1]?.name === true && ts[j + 1]?.name === true));


/** Words that open a noun phrase or a complement (articles, determiners, comparatives, prepositions). */
export const PHRASE_OPENERS = new Set(["el", "la", "los", "las", "un", "una", "unos", "unas", "su", "sus", "despues", "antes", "durante", "tras", "mucho", "mucha", "muchos", "muchas", "poco", "poca", "pocos", "pocas", "varios", "varias", "algunos", "algunas", "este", "esta", "estos", "estas", "otro", "otra", "otros", "otras", "mas", "menos", "de", "del", "en", "por", "con", "sin", "sobre", "entre", "hasta", "desde", "the", "an", "more", "less", "of", "in", "by", "with"]);

/**
 * A part coordinated as a noun phrase or a complement: "y" / "e" / "o" / "ni", then an article, a comparative, a
 * preposition or a number — not a verb, where a new predicate starts ("y libera oxígeno", "y se borra", "y tiene…",
 * "y a tocar…", "y sus artículos citan fuentes"), nor a consequence ("y por eso…").
 */
export function coordinatedPhrase(p: readonly Token[]): boolean {
  // (Past a hedge of how often or how far: "y a veces un moratón", "y en ocasiones fiebre", "e incluso la muerte".)
  const hedge = (p[1]?.fold === "a" && p[2]?.fold === "veces") || (p[1]?.fold === "en" && p[2]?.fold === "ocasiones") ? 3 : FOCUS.has(p[1]?.fold ?? "") ? 2 : 1;
  const second = p[hedge];
  // A noun then a plural verb right after it is a clause of its own ("y sus artículos citan fuentes").
  const words = p.filter((t) => t.content);
  // (So is one with a reflexive verb of its own after its noun: "y el numerador cuántas de esas partes se toman".)
  // (Or an object pronoun and a verb of the past: "y la diseñó…", "y lo pintó".)
  const pronounVerb = /^(la|lo|las|los|le|les)$/.test(second?.fold ?? "") && /(?:ó|aba|aban|aron|ieron)$/u.test(p[hedge + 1]?.raw ?? "");
  // (A name is no verb for its ending: "y el rey Juan II". A preterite is: "y poco después recuperó Jerusalén".)
  const preterite = p.some((t, k) => k > 1 && t.content && !t.name && /^\p{L}{3,}(?:ó|aron|ieron)$/u.test(t.raw.toLowerCase()));
  const clause = pronounVerb || preterite || (words.length >= 2 && p.indexOf(words[1]!) === p.indexOf(words[0]!) + 1 && !words[1]!.name && /(an|en|aron|ieron|ian|aban)$/.test(words[1]!.fold)) || p.some((t, k) => k > 2 && t.fold === "se" && p[k + 1] !== undefined);
  // ", y …" with a comma before the conjunction opens a new statement in Spanish ("…en las patas, y el animal caza…"):
  // a list's last item takes no comma.
  return (
    ["y", "e", "o", "u", "ni"].includes(p[0]?.fold ?? "") &&
    !p[0]!.commaBefore &&
    second !== undefined &&
    // (Or a name: "y Bernard Silver", no verb. Not the verb "está", folded as the determiner "esta": "y está en el mar".)
    // (Or another verb of the same subject as an alternative: "huyen | o se entierran".)
    (second.num !== null || (PHRASE_OPENERS.has(second.fold) && !/^está$/iu.test(second.raw)) || second.name || (second.fold === "se" && ["o", "u"].includes(p[0]!.fold) && p[2]?.content === true)) &&
    !clause &&
    !CONSEQUENCE.some((seq) => seq.every((w, d) => p[1 + d]?.fold === w))
  );
}


/**
 * A part set off by a comma that excepts a thing from the part before ("…de casi todo su territorio, salvo Calais";
 * after a comma "menos" excepts too): it belongs to that part's statement.
 */
export function exceptionPart(p: readonly Token[]): boolean {
  return (EXCEPT.has(p[0]?.fold ?? "") || p[0]?.fold === "menos") && p[0]!.commaBefore && p.some((t) => t.content || t.name);
}

/** Definite determiners: "el", "la", "los", "las", "su", "sus". */
const DEFINITE: ReadonlySet<string> = new Set(["el", "la", "los", "las", "su", "sus"]);

/** Coordinating conjunctions of a list ("y", "e", "o", "u"). */
const CONJUNCTIONS: ReadonlySet<string> = new Set(["y", "e", "o", "u"]);
/** Relatives that open a description set off by commas ("…, donde…", "…, que…"). */
const RELATIVES_SET_OFF: ReadonlySet<string> = new Set(["donde", "que"]);
/** A part that opens with a conjunction and no comma before it: a list's next item, not a new statement (", y …"). */
const opensConjoined = (p: readonly Token[]) => CONJUNCTIONS.has(p[0]?.fold ?? "") && !p[0]!.commaBefore;


/**
 * A part that goes on with another infinitive under the same verb as the part before ("puede romperse | y causar una
 * peritonitis"), or another gerund ("multiplicando las diagonales | y dividiendo el resultado entre dos"): a predicate
 * of the same subject, not a new clause.
 */
export function infinitiveCoordinated(p: readonly Token[], before: readonly Token[]): boolean {
  return [INFINITIVE, GERUND].some((form) => {
    // (Denied too: "y no apoyarlo"; or a list's next item after a comma: "aplicar frío, | mantener el pie en alto".)
    const verb = p[1]?.fold === "no" ? p[2] : p[1];
    const conjoined = opensConjoined(p) && form.test(verb?.fold ?? "");
    const listed = p[0]!.commaBefore && form.test(p[0]!.fold) && p[0]!.content;
    return (conjoined || listed) && before.some((t) => form.test(t.fold) && t.content);
  });
}

/**
 * A slot that opens with a verb and a part that goes on with another of the same ending ("gastan menos energía | y
 * duran más"): a second predicate of the same subject.
 */
export function verbCoordinated(p: readonly Token[], slot: readonly Token[]): boolean {
  // (Past a reflexive: "revientan | y se abren…"; of any conjugation: "-an" and "-en", "-aron" and "-ieron".)
  const [a, b] = [slot[0], p[1]?.fold === "se" ? p[2] : p[1]];
  // (Or in the past: "mató a un soldado | y animó a los vecinos".)
  const ending = (t: Token | undefined) => (t !== undefined && t.content && !t.name ? /^\p{L}{2,}(ó|aron|ieron|[ae]n)$/u.exec(t.raw)?.[1]?.replace(/^(ie|a)ron$/, "ron").replace(/^[ae]n$/, "n") : undefined);
  return opensConjoined(p) && ending(a) !== undefined && ending(a) === ending(b);
}

export const DEGREE_ADVERBS = new Set(["casi", "muy", "bastante", "algo", "poco", "tan", "totalmente", "ligeramente"]);

/** Two adjectives coordinated after a noun ("una contracción involuntaria | y dolorosa de un músculo"), both agreeing. */
export function adjectiveCoordinated(p: readonly Token[], before: readonly Token[]): boolean {
  // (Past an adverb of degree: "aplanado | y casi redondo".)
  const [a, b] = [before.at(-1), DEGREE_ADVERBS.has(p[1]?.fold ?? "") ? p[2] : p[1]];
  const adjective = (t: Token | undefined) => t !== undefined && t.content && (ADJECTIVE_END.test(t.fold) || PARTICIPLE_END.test(t.fold)) && /[oa]s?$/.test(t.fold);
  // (Or two colours, which need not agree in their endings: "gris | o pardo", "rosada | o amarilla con escamas".)
  const colour = (t: Token | undefined) => t !== undefined && isColour(t.fold);
  // (Or two plural words of one ending, no verb's: "unas orejas largas | y puntiagudas".)
  const plural = (t: Token | undefined) => t !== undefined && t.content && !t.name && /[oa]s$/.test(t.fold);
  // (Or a plural adjective of one ending for both genders after one of two: "aguas templadas | y tropicales".)
  const invariant = (t: Token | undefined) => t !== undefined && t.content && !t.name && /\p{L}{3,}(?:al|ar|bl|ent|ant|il)es$/u.test(t.fold);
  // (Or singular, after one in -o / -a: "un hocico largo | y móvil".)
  const single = (t: Token | undefined, u: Token | undefined) => t !== undefined && u !== undefined && t.content && !t.name && /[^aeiou][oa]$/.test(t.fold) && u.content && !u.name && /\p{L}{3,}(?:al|ble|ente|ante|il)$/u.test(u.fold);
  // (A word after the adverb of degree is an adjective whatever its ending: "y casi redondo".)
  const graded = DEGREE_ADVERBS.has(p[1]?.fold ?? "") && b !== undefined && b.content && /[oa]s?$/.test(b.fold);
  return opensConjoined(p) && ((adjective(a) && (adjective(b) || graded) && a!.fold.slice(-2).replace(/^[^oa]/, "") === b!.fold.slice(-2).replace(/^[^oa]/, "")) || (colour(a) && colour(b)) || (plural(a) && plural(b) && a!.fold.slice(-2) === b!.fold.slice(-2)) || (adjective(a) && a!.fold.endsWith("s") && invariant(b)) || single(a, b));
}

/** Prepositions a list's items may each repeat ("al calor y al sudor", "de madera, de plástico o de fibra"). */
const LIST_PREPOSITIONS: ReadonlySet<string> = new Set(["a", "de", "con", "en"]);

/**
 * "al cansancio, | al calor | o a la falta de líquidos", "de madera, | de plástico | o de fibra de carbono": a list's
 * last item under the preposition its items open with.
 */
export function samePreposition(p: readonly Token[], before: readonly Token[], after?: readonly Token[]): boolean {
  // (Its items under it, "al calor y al sudor": the preposition after the conjunction. A middle item set off by a comma
  // is one where the list's last comes right after: "…, | a una alergia | o al roce de la ropa".)
  // (Or under the preposition the part before ends under: "da luz gracias a unas pilas | o a una batería".)
  // (A middle item set off by a comma opens with the list's preposition: "…, | a dormir en mala postura | o a…".)
  const setOff = before[0]?.commaBefore === true && ["a", "al", "de", "del", "con", "en"].includes(before[0]!.fold);
  const opener = CONJUNCTIONS.has(before[0]?.fold ?? "") ? before[1] : setOff ? before[0] : before.findLast((t) => PHRASE_PREPOSITIONS.has(t.fold)) ?? before[0];
  const prep = CONTRACTIONS[opener?.fold ?? ""] ?? opener?.fold ?? "";
  const under = (t: Token | undefined) => t !== undefined && LIST_PREPOSITIONS.has(prep) && (t.fold === prep || (prep === "a" && t.fold === "al") || (prep === "de" && t.fold === "del"));
  const conjoined = (q: readonly Token[] | undefined, any = false) => q !== undefined && opensConjoined(q) && (any ? LIST_PREPOSITIONS.has(q[1]?.fold ?? "") : under(q[1])) && !INFINITIVE.test(q[2]?.fold ?? "");
  // (A middle item may be an infinitive where the list's last comes right after: "al estrés, | a dormir poco | o a…".)
  // (A list of manners may change its preposition at the last item: "a pie, | a caballo | o en carretas".)
  const listed = p[0]?.commaBefore === true && under(p[0]) && (conjoined(after) || conjoined(after, true)) && after![0]!.clause === p[0]!.clause;
  return conjoined(p) || listed || (setOff && conjoined(p, true));
}

/**
 * A coordinated phrase that is the subject of a verb said after its apposition ("Es de piedra caliza | y su estilo | ,
 * el manuelino, | mezcla…"): a new statement, no item of the phrase before.
 */
export function subjectOfLaterVerb(parts: readonly Token[][], i: number): boolean {
  const [p, aside, then] = [parts[i], parts[i + 1], parts[i + 2]];
  if (!p || !aside || !then || !opensConjoined(p) || !DEFINITE.has(p[1]?.fold ?? "")) return false;
  const sameClause = [aside, then].every((q) => q[0]!.clause === p[0]!.clause && q[0]!.commaBefore);
  return sameClause && isItem(aside) && ARTICLES.has(aside[0]!.fold) && then[0]!.content && !then[0]!.name && !PHRASE_PREPOSITIONS.has(then[0]!.fold);
}

/**
 * "hijo natural del emperador Carlos V | y hermanastro de Felipe II" for "¿De quién era hijo…?": a bare noun with its
 * own "de" and a name, coordinated with the question's noun whose "de" and name the slot holds — not another item.
 */
export function parallelToAsked(p: readonly Token[], slot: readonly Token[], slotPart: readonly Token[], inQuestion: (t: Token) => boolean): boolean {
  const [noun, of, named] = [p[1], p[2], p[3]?.name ? p[3] : p[4]];
  if (!opensConjoined(p) || !noun?.content || noun.name || inQuestion(noun) || !["de", "del"].includes(of?.fold ?? "") || !named?.name) return false;
  const start = slotPart.indexOf(slot[0]!);
  const ofAt = slotPart.slice(0, start).findLastIndex((t) => t.fold === "de" || t.fold === "del");
  return ofAt > 0 && slot.some((t) => t.name) && slotPart.slice(0, ofAt).some((t) => t.content && inQuestion(t));
}

/** The preposition that opens the phrase holding a token within its part ("con" of "se controla con cremas"). */
function precedingPreposition(p: readonly Token[], t: Token): string | undefined {
  const k = p.indexOf(t);
  return p.slice(0, k + 1).findLast((x) => PHRASE_PREPOSITIONS.has(x.fold))?.fold;
}

/**
 * A slot runs on through the noun phrases coordinated with it ("una apertura grande | y menos profundidad de campo",
 * "el dióxido de carbono | y el metano") and the items of a list it opens ("filtrar | agrupar | y resumir"): the parts
 * that follow in the same clause, are coordinated phrases or list items and hold no word of the question.
 */
export function withCoordination(slot: Slot, parts: readonly Token[][], inQuestion: (t: Token) => boolean): Slot {
  const last = slot.tokens.at(-1)!;
  let i = parts.findIndex((p) => p.includes(last));
  // (A part coordinated after another goes on with that part's end, not with a slot cut short of it: "de metal | con
  // un pico… de algodón | o de lino".)
  if (i < 0 || parts[i]!.at(-1) !== last) return slot;
  const tokens = [...slot.tokens];
  const part = new Set(slot.part);
  while (i + 1 < parts.length) {
    const p = parts[i + 1]!;
    // (The "de" complement of the kind asked — "almidón de | mandioca, queso…" for «¿Con qué almidón…?» — goes on only
    // with another "de": the items after it are the list the kind is one of. A class's member, only with another.)
    // (But the examples it names among them go on with it: "varios pueblos vecinos, | entre ellos los paeces y…".)
    const examples = p[0]!.commaBefore && p[0]!.fold === "entre" && /^(ellos|ellas|estos|estas)$/.test(p[1]?.fold ?? "") && p.length > 2;
    if (((slot.ofKind && !p.slice(0, 4).some((t) => t.fold === "de")) || !classGoesOn(slot, p)) && !examples) break;
    // (A quotation is said whole: "significa «detección | y medición de distancias por radio»".)
    const quoted = last.quote !== undefined && p[0]!.quote === last.quote;
    // A conjunction set before a parenthesis, "con cremas y, en los casos graves, con medicamentos": the item after the
    // parenthesis is coordinated (the parenthesis with it).
    const [aside, after] = [parts[i + 2], parts[i + 3]];
    if (p.length === 1 && CONJUNCTIONS.has(p[0]!.fold) && aside && after && aside[0]!.clause === last.clause && after[0]!.clause === last.clause && PHRASE_PREPOSITIONS.has(after[0]!.fold) && after[0]!.fold === precedingPreposition(parts[i]!, last)) {
      for (const t of [...p, ...aside, ...after]) (tokens.push(t), part.add(t));
      i += 3;
      continue;
    }
    // A relative set off after the slot, then an item with the slot's own preposition ("sale por el puntero, | donde se
    // tocan las notas, | y por el roncón"): the relative describes the first item; the list goes on past it.
    const [rest, further] = [parts[i + 2], p];
    if (RELATIVES_SET_OFF.has(further[0]!.fold) && further[0]!.commaBefore && further[0]!.clause === last.clause && rest && rest[0]!.clause === last.clause && CONJUNCTIONS.has(rest[0]!.fold) && PHRASE_PREPOSITIONS.has(rest[1]?.fold ?? "") && rest[1]!.fold === precedingPreposition(parts[i]!, last) && !rest.some((t) => t.content && inQuestion(t))) {
      for (const t of [...further, ...rest]) (tokens.push(t), part.add(t));
      i += 2;
      continue;
    }
    // A subject coordinated in a «que» clause, its predicate after the last item ("demostró que las abejas | y las
    // avispas ven colores"): the clause whole.
    const que = parts[i]!.findLastIndex((t) => t.fold === "que");
    if (que >= 0 && parts[i]!.length - que <= 4 && ARTICLES.has(parts[i]![que + 1]?.fold ?? "") && !p[0]!.commaBefore && CONJUNCTIONS.has(p[0]!.fold) && ARTICLES.has(p[1]?.fold ?? "") && p.length >= 5) {
      for (const t of p) (tokens.push(t), part.add(t));
      break;
    }
    // A list's last item before the predicate the question asks about ("el rombo | y el cuadrado son paralelogramos"):
    // the item, up to the copula.
    const copula = p.findIndex((t) => COPULAS.has(t.fold));
    if (copula > 1 && coordinatedPhrase(p.slice(0, copula)) && isItem(p.slice(0, copula)) && p.slice(copula + 1).some((t) => t.content && inQuestion(t)) && !p.slice(0, copula).some((t) => t.content && inQuestion(t))) {
      for (const t of p.slice(0, copula)) (tokens.push(t), part.add(t));
      break;
    }
    // A list's last item with a plural participle said of the whole list ("de madera, hueso | o plástico unidas por…"):
    // the item and the participle, no further.
    const said = p.findIndex((t, k) => k > 1 && /^\p{L}{2,}(?:ad|id)[oa]s$/u.test(t.fold) && !p[k - 1]!.fold.endsWith("s") && !p.slice(0, k).some((x) => INFINITIVE.test(x.fold)));
    if (said > 1 && said + 1 < p.length && p[0]!.clause === last.clause && opensConjoined(p) && isItem(p.slice(0, said))) {
      for (const t of p.slice(0, said + 1)) (tokens.push(t), part.add(t));
      break;
    }
    // (And what it singles out, set off: "grasas saludables, | sobre todo omega 3".)
    const singled = p[0]!.commaBefore && ((p[0]!.fold === "sobre" && p[1]?.fold === "todo") || p[0]!.fold === "especialmente") && p.length <= 6 && p.length > (p[0]!.fold === "sobre" ? 2 : 1) && !PHRASE_PREPOSITIONS.has(p[p[0]!.fold === "sobre" ? 2 : 1]?.fold ?? "");
    // (And a description set off after an adjective: "aterciopelada, | de color amarillo | y rojizo".)
    const described = p[0]!.commaBefore && p[0]!.fold === "de" && /^(color|colores|forma|tamano|aspecto|sabor|textura)$/.test(p[1]?.fold ?? "") && p.length <= 5 && /[oa]s?$/.test(last.fold) && !last.name;
    // (Nor a clause whose verb is left out, said with the slot's own preposition: "para Castilla | y las del este para
    // Portugal".)
    // (Past the slot's article: "con el tronco ahuecado | y los parches con cuero".)
    const at = parts[i]!.indexOf(tokens[0]!);
    const opener = at < 0 ? undefined : parts[i]!.slice(0, at).findLast((t, k, ts) => !ARTICLES.has(t.fold) || k < ts.length - 1);
    const gapped = opener !== undefined && ["para", "a", "al", "en", "con"].includes(opener.fold) && p.findIndex((t) => t.fold === opener.fold) >= 3;
    // (Nor the opposite of the question's own word, the next clause with its verb left out: "la antena vertical controla
    // la altura | y la horizontal, el volumen" for "¿Qué controla la antena vertical?".)
    const own = parts.find((q) => q.includes(tokens[0]!)) ?? [];
    // (Nor an apposition that says the slot's own noun again, glossed: "de queso de mano, | un queso blando y fresco".)
    const restated = ["un", "una", "unos", "unas"].includes(p[0]!.fold) && p[1]?.content === true && tokens.find((t) => t.content)?.stem === p[1].stem;
    // (Nor a clause with a subject and a copula or a clitic's verb of its own: "en Río | y su cuerpo fue descuartizado".)
    const ownClause = CONJUNCTIONS.has(p[0]!.fold) && DETERMINERS.has(p[1]?.fold ?? "") && (p[2]?.content === true || /^(demas|otros|otras)$/.test(p[2]?.fold ?? "")) && (COPULAS.has(p[3]?.fold ?? "") || (/^(le|les|lo|la|los|las|se)$/.test(p[3]?.fold ?? "") && p[4] !== undefined));
    if (restated || gapped || ownClause || (CONJUNCTIONS.has(p[0]!.fold) && p.slice(1, 3).some((t) => t.content && own.some((x) => inQuestion(x) && antonyms().get(x.stem)?.has(t.stem))))) break;
    // (Nor, after a name, a predicate the copula leaves out — a noun phrase with a relative of its own, "de China | y la
    // única especie viva de un grupo que existía…", or a share of a group, "de Túpac Amaru II | y una de las líderes".)
    const share = /^(uno|una|unos|unas)$/.test(p[1]?.fold ?? "") && p[2]?.fold === "de" && DEFINITE_ARTICLES.has(p[3]?.fold ?? "");
    if (last.name && CONJUNCTIONS.has(p[0]!.fold) && ((DEFINITE_ARTICLES.has(p[1]?.fold ?? "") && p[2]?.content && !p[2].name && p.some((t) => t.fold === "que")) || share)) break;
    // (A condition coordinated with the slot's time, its words the question's or not: "de día | y cuando luce el sol".)
    const condition = !p[0]!.commaBefore && p[0]!.clause === last.clause && CONJUNCTIONS.has(p[0]!.fold) && ["cuando", "si"].includes(p[1]?.fold ?? "");
    // (An adjective coordinated with the slot's may say the question's thing in a complement after it: "secas | y molidas
    // de la yerba mate".)
    const asked = p.slice(0, adjectiveCoordinated(p, parts[i]!) && p.some((t) => t.fold === "de") ? p.findIndex((t) => t.fold === "de") : p.length).some((t) => t.content && inQuestion(t));
    if (!quoted && !condition && (p[0]!.clause !== last.clause || !(singled || examples || described || coordinatedPhrase(p) || adjectiveCoordinated(p, parts[i]!) || samePreposition(p, parts[i]!, parts[i + 2]) || isItem(p) || exceptionPart(p) || infinitiveCoordinated(p, tokens) || verbCoordinated(p, tokens)) || asked || subjectOfLaterVerb(parts, i + 1) || parallelToAsked(p, tokens, own, inQuestion) || participleParallel(p, tokens, own, inQuestion) || gappedSubject(p, parts[i + 2], parts[i + 3]?.[0]!.clause !== p[0]!.clause))) {
      // (A list's last item with a relative clause after it, "de arcilla, yeso | y arenisca que el agua… ha ido tallando":
      // the item, no further.)
      // (Or a circumstance the question says, "el cólera | y la fiebre amarilla en Jamaica": the item, no further.)
      const relative = p.findIndex((t, k) => k > 1 && (t.fold === "que" || (PHRASE_PREPOSITIONS.has(t.fold) && p.slice(k).some((x) => x.content && inQuestion(x)))));
      // (Or an extent said of the whole list, "en ríos, lagunas | y pantanos desde el sur de México hasta…": the part whole.)
      const extent = p.findIndex((t, k) => k > 1 && t.fold === "desde" && p.slice(k).some((x) => x.fold === "hasta"));
      if (extent > 1 && p[0]!.clause === last.clause && opensConjoined(p) && isItem(p.slice(0, extent)) && !p.some((t) => t.content && inQuestion(t))) for (const t of p) (tokens.push(t), part.add(t));
      else if (relative > 1 && p[0]!.clause === last.clause && opensConjoined(p) && isItem(p.slice(0, relative)) && !p.slice(0, relative).some((t) => t.content && inQuestion(t))) for (const t of p.slice(0, relative)) (tokens.push(t), part.add(t));
      break;
    }
    tokens.push(...p);
    for (const t of p) part.add(t);
    // (That complement ends the phrase: what follows it describes the question's thing.)
    if (!quoted && !condition && p.some((t) => t.content && inQuestion(t))) break;
    i++;
  }
  return { tokens, part };
}

/** A description cut before another noun phrase coordinated with it: "circular | y un vértice" says "circular". */
export function nounPhraseCut(s: Slot): Slot {
  const k = s.tokens.findIndex((t, j) => CONJUNCTIONS.has(t.fold) && ["un", "una", "unos", "unas", "el", "la", "los", "las"].includes(s.tokens[j + 1]?.fold ?? ""));
  return k > 0 ? { tokens: s.tokens.slice(0, k), part: s.part } : s;
}
