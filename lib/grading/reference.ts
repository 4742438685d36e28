import { sameClassOthers } from "@/lib/text/cohyponyms";
import { MEASURE_UNIT, WHO_QUESTION, placeKinds } from "@/lib/text/phrases";
import { articleUnitAlt } from "@/lib/text/ones";
import { isCompoundDemonym } from "@/lib/text/relational";
import { MONTHS, type SourceIndex, type Token, align, centuryStem, direction, isOrdinal, isWord, listNumbers, numbersOf, polarityOf, sameFamily, indexTokens, tokenize, withArticleOne, withUnitOne } from "@/lib/text/analyze";
import { DOWN_WORDS, HIGH_POLE, LOW_POLE, UP_WORDS } from "@/lib/text/lexicon";
import { sharedPredicateItem } from "@/lib/text/spanish";
import { stemWord } from "@/lib/text/stem";
import { placeNamedBare, saidAsAll, saidWithSin, zeroSaid } from "./saidOtherwise";
import { answerSequence } from "./sequence";
import { countedBack, polarityTurned } from "./listItems";
import { categoryNouns } from "@/lib/verifier/slotSpans";
import { nameGroups, namedBySurname } from "./names";
import { GLOSS_SAMENESS, glossParts, restatedByNote, saidElsewhere, withoutLocatingPlace } from "./noteGloss";

/**
 * Whether an answer states the reference's idea, in other words if need be.
 * - A plain reference: its content words found in the answer (same stem, same word family, a synonym, the same
 *   number), weighted — words that only echo the question or complete a "de …" complement weigh half — covering at
 *   least half of it; a number of the reference must be there.
 * - A list ("filtrar, agrupar y resumir"): every item must be there; a partial list is not the idea. A sequence (items
 *   said alike, or a question that asks for an order: "patrón", "orden", "de fuera hacia dentro") must come in the same
 *   order; counts ("dos tonos") and initials ("T-T-S") expand into their items.
 * - A direction ("de menor a mayor", "creciente") must point the same way.
 */
export interface Coverage {
  readonly covered: boolean;
  readonly reason: string;
  /** Answer tokens used up as counts or initials of a sequence (not new content). */
  readonly consumed: ReadonlySet<Token>;
  /** Content words of the reference the answer does not hold. */
  readonly missing?: readonly Token[];
  /** The reference is a list (each item found by half its words at least). */
  readonly list?: boolean;
}

const SCALE_WORDS = new Set([...LOW_POLE, ...HIGH_POLE, ...UP_WORDS, ...DOWN_WORDS, "pequeno", "grande"]);
const ORDER_CUES = ["orden", "patron", "secuencia", "sucesion", "pasos", "fases", "etapas", "primero", "sigue"];

/**
 * Whether a question asks for an order ("¿en qué orden…?", "de fuera hacia dentro", "los pasos"): a list must keep it.
 * ("hacia" / "hasta" where the question asks a direction or from one end to the other — not a mere destination: "¿Por
 * dónde baja el agua hasta el aljibe?".)
 */
export function asksForOrder(question: string): boolean {
  const q = tokenize(question);
  // (Not "orden" of a command: "¿Por orden de quién…?", "a las órdenes de…".)
  return q.some((t, k) => ORDER_CUES.includes(t.fold) && !(/^ordene?s?$/.test(t.fold) && (["por", "las", "sus"].includes(q[k - 1]?.fold ?? "")) && ["de", "del"].includes(q[k + 1]?.fold ?? ""))) || ["hacia", "hasta"].includes(q[0]?.fold ?? "") || /(^|[^\p{L}])(de|desde) \p{L}+ (hacia|hasta) /iu.test(question);
}

const oneTokenIndex = new WeakMap<Token, SourceIndex>();

/** indexOf of one token, cached (the item-by-item matching of list references compares word by word). */
function indexOfToken(t: Token): SourceIndex {
  return oneTokenIndex.get(t) ?? oneTokenIndex.set(t, indexOf([t])).get(t)!;
}

const NEGATIVE_PREFIXES = ["in", "im", "i", "des"];

/** A denied word whose prefixed opposite the source says ("no está activo" where it says "inactivo"). */
export function deniedOpposite(t: Token, source: SourceIndex): boolean {
  return t.negated && t.content && t.num === null && NEGATIVE_PREFIXES.some((prefix) => source.stems.has(stemWord(prefix + t.fold)));
}

function indexOf(tokens: readonly Token[]): SourceIndex {
  const [stems, numbers] = [new Set<string>(), new Set<number>()];
  for (const t of tokens) {
    stems.add(t.stem);
    // "no está activo" says "inactivo": a denied word is its prefixed opposite.
    if (t.negated && t.content && t.num === null) for (const prefix of NEGATIVE_PREFIXES) stems.add(stemWord(prefix + t.fold));
    // ("más grande" also says "mayor"; "1920", the twentieth century.)
    for (const alt of [t.alt, centuryStem(t)]) if (alt !== undefined) stems.add(alt);
    for (const n of numbersOf(t)) numbers.add(n);
  }
  // What a negation in the answer denies, so that "no gastar" (or "gastar menos") can stand for a reference's "ahorrar".
  const negatedHeads = new Set(tokens.filter((t) => t.negationHead || t.lowered).map((t) => t.stem));
  // (A name's stem, so that a reference's demonym finds the answer's place: "peruanos" / "Perú".)
  return { stems, wordStems: new Set(tokens.filter(isWord).map((t) => t.stem)), numbers, negatedStems: new Set(), negatedHeads, plainStems: stems, names: new Set(tokens.map((t) => t.fold)), nameStems: new Set(tokens.filter((t) => t.name).map((t) => t.stem)) };
}

const LEAD = /^(?:(?:el|la|los|las|un|una|unos|unas)(?![\p{L}])|\d)/iu;
/** The items of a list reference (comma or "y" apart); adverbs in -mente alone ("…, temporalmente") say how: no item. */
function items(referencia: string, question = ""): string[] {
  // "entre el Sol y la Tierra", "entre 7 y 9": the two ends of one place, of a kind (LEAD: both led by an article or a
  // figure — "uno" is none — or neither): no items (unless "¿Entre quiénes…?"); not "entre la niebla y armonizaba…".
  const sameKind = (a: string, b: string) => LEAD.test(a) === LEAD.test(b) || /^\p{Lu}/u.test(b);
  // ("24 horas y media" is no second item, "entre uno y medio y dos" two ends still; nor is "sesenta y seis".)
  const halves = referencia.replace(/\s+y\s+(medi[oa])(?![\p{L}])/giu, " \u2042 $1");
  const between = (/(^|[^\p{L}])entre\s+qu/iu.test(question) ? halves : halves.replace(/\bentre\s+([^,;]+?)\s+y\s+(?=(\S+))/giu, (m: string, a: string, b: string) => (sameKind(a, b) ? `entre ${a} \u2042 ` : m)))
    .replace(/((?:treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa))\s+y\s+(?=(?:un[oa]?|dos|tres|cuatro|cinco|seis|siete|ocho|nueve)(?![\p{L}]))/giu, "$1 \u2042 ");
  return between
    // "tanto los machos como las hembras": a correlative pair, two items.
    .replace(/(^|[^\p{L}])tanto\s+((?:el|la|los|las|en|de|a|un|una|unos|unas)\s+[^,;]+?)\s+como\s+/giu, "$1$2 y ")
    // A comma between digits is a decimal comma ("9,8"), not a list's.
    .split(/\s*(?<!\d),\s*|\s*,(?!\d)\s*|\s+(?:y|e|o|u|ni)\s+/u)
    .map((s) => s.replace(/\u2042/gu, "y").trim())
    .filter((s) => tokenize(s).some((t) => t.content) && !tokenize(s).filter((t) => t.content).every((t) => t.fold.endsWith("mente")))
  }

/**
 * The reference without a date added to what the question asks for ("George Miller, en 1956" to "¿Quién…?"): the
 * date places the answer, it is not what is asked. Unchanged when the question asks when, or nothing else is left.
 * (Nor the author added to a work asked for by its kind, "En La Araucana, de Alonso de Ercilla" to "¿En qué poema…?".)
 */
function withoutAddedDate(referencia: string, question: string): string {
  if (ASKS_WHEN.test(question)) return referencia;
  const parts = referencia.split(/\s*(?<!\d),\s*|\s*,(?!\d)\s*/u);
  const author = (p: string, i: number) => i === 1 && parts.length === 2 && /^de\s+\p{Lu}/u.test(p) && !WHO_QUESTION.test(question) && !/(^|[^\p{L}])autora?([^\p{L}]|$)/iu.test(question);
  // (Nor the kind the question asks by, restated after the name: "El amperio, la unidad de intensidad…" to "¿Qué unidad…?".)
  const kinds = new Set([...categoryNouns(tokenize(question))].map((t) => t.stem));
  const restated = (p: string, i: number) => i >= 1 && /^(el|la|los|las)\s/iu.test(p) && kinds.has(tokenize(p).find((t) => t.content)?.stem ?? "");
  const kept = parts.filter((p, i) => !isDate(tokenize(p)) && !author(p, i) && !restated(p, i));
  return kept.length > 0 && kept.length < parts.length ? kept.join(", ") : referencia;
}

const COUNT_QUESTION = /(^|[^\p{L}])cu[aá]nt[oa]s\s/iu;
/** A kind said first, then the thing named short: "con un gas del aire, el oxígeno" (an indefinite part, then a definite one). */
const KIND_THEN_NAMED = [/^(?:(?:a|con|de|por|para|desde|hasta)\s+)?(?:un|una|unos|unas)\s/iu, /^(?:el|la|los|las)\s+\S+(?:\s+\S+)?$/iu] as const;
/** The thing a reference names after its kind ("el oxígeno" of "con un gas del aire, el oxígeno"), or null. */
function namedAfterKind(referencia: string): string | null {
  const byComma = referencia.split(/\s*,\s*/u);
  return byComma.length === 2 && KIND_THEN_NAMED[0].test(byComma[0]!) && KIND_THEN_NAMED[1].test(byComma[1]!) ? byComma[1]! : null;
}
/**
 * A reference word found only through thesaurus synonyms of answer words that say other reference words themselves
 * ("cuerpo" through "bombea", which says "bombea"): each answer word stands for one reference word, literal first.
 */
function linkedOnlyThroughOwnWords(t: Token, ref: readonly Token[], ans: readonly Token[]): boolean {
  const linking = ans.filter((a) => a.content && align(t, indexOfToken(a)) === "synonym");
  return linking.length > 0 && linking.every((a) => ref.some((r) => r !== t && align(r, indexOfToken(a)) !== null && align(r, indexOfToken(a)) !== "synonym"));
}

/** A letter or a name's cardinal point that tells a thing from others of its kind ("vitamina E", "tipo A2", "Atlántico Sur"). */
const isDesignator = (t: Token) => t.content && /^(?:\p{Lu}\d{0,2}|Norte|Sur|Este|Oeste|Oriental|Occidental|Central|Septentrional|Meridional)$/u.test(t.raw);

/** Questions that ask for a name: "¿Cómo se llama…?", "¿Qué nombre recibe…?", "What is it called?". */
const NAME_QUESTION = /(c[oó]mo se (llaman?|denominan?|conocen?|conoce)|c[oó]mo (lo |la |los |las |le |les )?(llam|denomin|bautiz)(o|ó|aron|aba|aban|an)\s|qu[eé] nombre|how (is|are) .* called|what (is|are) .* called|what name)/iu;
/** Whether a question asks what a thing is called: its answer is a name, said as the note says it. */
export const asksForName = (question: string) => NAME_QUESTION.test(question);
const MEANING_ASKED = /(^|[^\p{L}])qu[eé] (significa|significaba|quiere decir) (el|la) (nombre|palabra|t[eé]rmino|vocablo|apellido|apodo|expresi[oó]n)([^\p{L}]|$)/iu;

/** Questions that ask for a time: then a date is what the reference says, not a detail. */
const ASKS_WHEN = /(^|[^\p{L}])(cu[aá]ndo|qu[eé] (a[nñ]o|fecha|siglo|d[eé]cada|d[ií]a|mes)|desde cu[aá]ndo|hasta cu[aá]ndo|when|what (year|date|century))([^\p{L}]|$)/iu;
const MONTH_WORDS = new Set([...MONTHS, "setiembre"]);
const DATE_FRAME = new Set(["en", "el", "de", "del", "hacia", "sobre", "año", "ano", "in", "on", "the", "around"]);

/** A part made of a year or a date and nothing else ("en 1956", "el 6 de diciembre de 1978"). */
function isDate(part: readonly Token[]): boolean {
  return part.some((t) => t.num !== null && t.num >= 1000 && t.num <= 2100) && part.every((t) => t.num !== null || MONTH_WORDS.has(t.fold) || DATE_FRAME.has(t.fold) || !/[\p{L}\p{N}]/u.test(t.raw));
}

const dir = (tokens: readonly Token[]) => direction(tokens, LOW_POLE, HIGH_POLE, UP_WORDS, DOWN_WORDS);

export function referenceCoverage({ answer, referencia: given, question, threshold = 0.5, note }: { answer: string | readonly Token[]; referencia: string; question: string; threshold?: number; note?: string | null }): Coverage {
  const referencia = withoutAddedDate(given, question);
  const ans = typeof answer === "string" ? tokenize(answer) : answer;
  const placed = withoutLocatingPlace(referencia);
  const byPlace = placed !== referencia && ans.every((t) => !t.content || align(t, indexOf(tokenize(`${placed} ${question} ${note ?? ""}`))) !== null) ? referenceCoverage({ answer: ans, referencia: placed, question, threshold }) : null;
  if (byPlace?.covered) return { ...byPlace, missing: [...(byPlace.missing ?? []), ...tokenize(referencia).filter((t) => t.content && align(t, indexOf(ans)) === null && !tokenize(placed).some((p) => p.stem === t.stem))] };
  // A reference that says its idea twice — a term and its gloss — is stated by an answer that says either (a count
  // asked for, by the part that gives it: "Dos, una en cada extremo" is not said by "Una sola").
  const glossed = glossParts(referencia) ?? restatedByNote(referencia, note);
  if (glossed) {
    const coverings = glossed.map((part) => referenceCoverage({ answer: ans, referencia: part, question, threshold }));
    const covering = coverings.find((c, k) => c.covered && !(k === 1 && COUNT_QUESTION.test(question) && tokenize(glossed[0]).some((t) => t.num !== null)));
    // The other part's words are still the reference's: unsaid, they are what later checks see replaced.
    const ansIdx = indexOf(ans);
    // (A likeness after the answer — "siete, las mismas que un ser humano" — is no part another word replaces.)
    const scope = GLOSS_SAMENESS.test(glossed[1]) && covering === coverings[0] ? glossed[0] : given;
    // (A word found only through a synonym of an answer word that says another of its own is unsaid: "cara" ~ "aire".)
    const unsaid = (t: Token, all: readonly Token[]) => align(t, ansIdx) === null || (align(t, ansIdx) === "synonym" && linkedOnlyThroughOwnWords(t, all, ans));
    if (covering) return { ...covering, missing: tokenize(scope).filter((t, _, all) => t.content && unsaid(t, all)) };
  }
  // The thing a reference names after its kind, said in its own words, says it (the kind alone does not: the whole
  // reference stands then; nor a word the thesaurus links to the name, "aire" for "oxígeno").
  const thing = namedAfterKind(referencia);
  const byName = thing && tokenize(thing).every((t) => !t.content || ![null, "synonym"].includes(align(t, indexOf(ans)))) ? referenceCoverage({ answer: ans, referencia: thing, question, threshold }) : null;
  if (byName?.covered) return { ...byName, missing: tokenize(given).filter((t) => t.content && align(t, indexOf(ans)) === null) };
  // "un punto" answers "¿Cuánto vale…?" with the number one.
  const ansIndex = indexOf(withUnitOne(withArticleOne(ans, question), question));
  const [questionStems, none] = [new Set(tokenize(question).map((t) => t.stem)), new Set<Token>()];
  // A yes/no reference ("no, no se repite en varios sitios"): the answer's own "No" / "Sí" carries the idea.
  const [refPolarity, ansPolarity] = [polarityOf(tokenize(referencia)), polarityOf(ans)];
  if (refPolarity && ansPolarity) {
    return ansPolarity === refPolarity
      ? // (What the reference says after its "no" and the answer leaves unsaid is what later checks see replaced:
        // "no, lo conocían antes los árabes" for "no, ya lo conocían antes los chinos".)
        { covered: true, reason: `responde «${refPolarity === "no" ? "no" : "sí"}», como la referencia`, consumed: new Set([ans[0]!]), missing: tokenize(given).slice(1).filter((t) => t.content && align(t, indexOf(ans)) === null) }
      : { covered: false, reason: `responde «${ansPolarity === "no" ? "no" : "sí"}» donde la referencia dice «${refPolarity === "no" ? "no" : "sí"}»`, consumed: none };
  }
  if (zeroSaid(tokenize(referencia), ans)) return { covered: true, reason: "niega lo preguntado: ninguno, como la referencia", consumed: new Set(ans.filter((t) => t.num === 0)) };
  const parts = items(referencia, question);
  if (parts.length >= 2) {
    const headOf = (p: string) => tokenize(p).find((t) => t.content)!.stem;
    const directional = parts.filter((p) => dir(tokenize(p)) !== null);
    const listed = parts.filter((p) => dir(tokenize(p)) === null);
    const directionWords = new Set<Token>();
    for (const p of directional) {
      const want = dir(tokenize(p));
      const got = dir(ans);
      if (got !== want) return { covered: false, reason: got ? `invierte el orden de la referencia («${p}»)` : `falta «${p}»`, consumed: none };
      for (const t of ans) if (SCALE_WORDS.has(t.fold)) directionWords.add(t);
    }
    const heads = listed.map(headOf);
    const { seq, consumed } = answerSequence(ans, heads, tokenize(question));
    for (const t of directionWords) consumed.add(t);
    // Each answer word stands for one item at most, literal matches first ("letras y números" is no "símbolos" too).
    const claimed = new Set<Token>();
    // (An item keeps the names the whole reference shows: "Ecuador" after a comma, alone, opens its item.)
    const refNames = new Set(tokenize(referencia).filter((t) => t.name).map((t) => t.raw));
    const rawItems = listed.map((p) => tokenize(p).map((t) => (!t.name && refNames.has(t.raw) ? { ...t, name: true } : t)));
    const contents = rawItems.map((r) => r.filter((t) => t.content));
    // "recogen néctar y polen": when every later item is one word, the first item's words before its last are the
    // list's frame, shared by every item ("recogen" néctar, "recogen" polen) — an item is found by its own word.
    if (contents.length >= 2 && contents[0]!.length >= 2 && contents.slice(1).every((c) => c.length === 1)) contents[0] = contents[0]!.slice(-1);
    const hits = contents.map(() => new Set<Token>());
    // The answer's word each item's word is said by (its polarity is read against the item's below).
    const saidBy = contents.map(() => new Map<Token, Token>());
    // Where in the answer each item is first said (by any of its words): the order of items said in other words.
    const saidAt = contents.map(() => Infinity);
    // ("un libro" is the count one where the question asks how many: "uno, «Mensagem»".)
    const ansOnes = withArticleOne(ans, question);
    for (const literalPass of [true, false]) {
      contents.forEach((content, i) => {
        for (const t of content) {
          // (A count said back by its noun claims no number of the answer: "las bases" for "las dos bases".)
          if (hits[i]!.has(t) || (t.num !== null && countedBack(t, rawItems[i]!, ans) && hits[i]!.add(t))) continue;
          const by = ansOnes.find((a) => !claimed.has(a) && a.content && (literalPass ? a.stem === t.stem || sameFamily(a.stem, t.stem) || (a.num !== null && (a.num === t.num || (a.alt !== undefined && a.alt === t.alt))) : align(t, indexOfToken(a)) !== null || saidWithSin(t, a, ans)));
          if (by) {
            // (A demonym that says a two-word name whole stands for each of its words: "sudamericanas", "América del Sur".)
            if (!isCompoundDemonym(by.stem)) claimed.add(by);
            hits[i]!.add(t);
            saidBy[i]!.set(t, by);
            saidAt[i] = Math.min(saidAt[i]!, ansOnes.indexOf(by));
          } else if (literalPass && seq.includes(t.stem)) hits[i]!.add(t);
        }
      });
    }
    for (let i = 0; i < listed.length; i++) {
      const content = contents[i]!;
      const found = hits[i]!.size;
      // A number is what an item says ("nueve horas" of "entre siete y nueve horas"): it must be there.
      const numberMissing = content.some((t) => (t.num !== null || isDesignator(t)) && !hits[i]!.has(t));
      // (Nouns before one predicate, "sus lados y ángulos son iguales", are items each: the predicate without its noun is not.)
      const headless = i > 0 && !hits[i]!.has(content[0]!) && sharedPredicateItem(rawItems[i]!, rawItems[i - 1]!);
      // (Items that share a word are told apart by the others: "el programa libre" says no "programa corto".)
      const own = content.filter((t) => !contents.some((c, j) => j !== i && c.some((x) => x.stem === t.stem)));
      const shared = own.length > 0 && !own.some((t) => hits[i]!.has(t));
      const named /* an item whose one name is said: "en lo que hoy es Bolivia" for "…el actual territorio de Bolivia" */ = content.filter((t) => t.name).length === 1 && content.some((t) => t.name && hits[i]!.has(t));
      if ((found * 2 < content.length && !named) || (found === 0 && content.length > 0) || numberMissing || headless || shared) return { covered: false, reason: `respuesta parcial: falta «${listed[i]}»`, consumed: none };
    }
    const turned = polarityTurned(saidBy, tokenize(referencia));
    if (turned >= 0) return { covered: false, reason: `invierte la negación de «${listed[turned]!.trim()}»`, consumed: none };
    // (Items said alike make a pattern, "tono, tono, semitono"; "vitamina A y vitamina C" does not.)
    const repeats = new Set(listed.map((p) => p.toLowerCase().trim())).size < listed.length;
    // A process told in steps ("se fermentan, se secan, se tuestan y se muelen"): three or more impersonal verbs, each
    // its own item, are said in the order they happen.
    const steps = listed.length >= 3 && listed.every((p) => tokenize(p)[0]?.fold === "se");
    const ordered = repeats || steps || asksForOrder(question);
    if (ordered && listed.length >= 2) {
      const got = seq.filter((h) => heads.includes(h));
      // ("quitaban los órganos, … lo cubrían de natrón …, lo vendaban" for "sacaban los órganos, secaban con natrón,
      // envolvían en vendas": not every head said, every item said in turn by its other words.)
      const inTurn = saidAt.every((at, i) => Number.isFinite(at) && (i === 0 || at > saidAt[i - 1]!));
      const headsSaid = heads.every((h) => got.includes(h));
      if (got.join(" ") !== heads.join(" ") && (headsSaid || !inTurn)) return { covered: false, reason: `no sigue el orden de la referencia (${heads.length} elementos)`, consumed: none };
    }
    // The items' words the answer leaves unsaid, as the whole reference's tokens (what the grader's later checks place).
    const whole = tokenize(given);
    const missing = contents.flatMap((c, i) => c.filter((t) => !hits[i]!.has(t))).flatMap((m) => whole.filter((w) => w.raw === m.raw).slice(0, 1));
    return { covered: true, reason: `los ${parts.length} elementos de la referencia${ordered ? ", en el mismo orden" : ""}`, consumed, missing, list: true };
  }
  // Light words count when the reference has nothing else ("desde varios", "un resultado").
  const all = withArticleOne(tokenize(referencia), question);
  // The kind of place before a name ("la península de Yucatán") says nothing the name does not: the name is the idea.
  const kinds = placeKinds(all);
  const contentOnly = all.filter((t) => t.content && !kinds.has(t));
  const ref = contentOnly.length ? contentOnly : all.filter((t) => t.fold.length >= 3 && !["para", "por", "con", "desde", "que", "los", "las", "una", "del"].includes(t.fold));
  if (ref.length === 0) return { covered: true, reason: "referencia sin palabras de contenido", consumed: none };
  const refDir = dir(tokenize(referencia));
  if (refDir !== null && dir(ans) !== refDir) return { covered: false, reason: "no mantiene la dirección de la referencia", consumed: none };
  const raw = all;
  let total = 0;
  let got = 0;
  let literal = 0;
  const missing: string[] = [];
  // A question that asks what a thing is called wants its name: a synonym ("ciclones" for "tifones") is another name.
  const asksName = NAME_QUESTION.test(question);
  // Nor is another member of its closed class the thesaurus links it to ("ladridos" for "aullidos"), nor a name linked
  // only to other names ("Suecia" through "Unidos": another name, not the same place).
  // Nor a word the answer says back from the question ("¿Qué son los números…?" — "Los números primos" does not say
  // "los coeficientes" through the thesaurus's "números"), where the reference word is none of the question's: the
  // question's frame, no statement.
  const classmate = (t: Token) => {
    const linking = ans.filter((a) => a.content && align(t, indexOfToken(a)) === "synonym");
    return linking.length > 0 && linking.every((a) => sameClassOthers(t.stem, a.stem) || (t.name && a.name) || (questionStems.has(a.stem) && !questionStems.has(t.stem)));
  };
  // Nor, asked for a name, a word of its family the note names as another thing ("alcaparra" for "alcaparrón").
  const noteStems = asksName && note ? new Set(tokenize(note).map((n) => n.stem)) : null;
  const namedApart = (t: Token) => noteStems !== null && align(t, ansIndex) === "family" && ans.some((a) => a.content && a.stem !== t.stem && noteStems.has(a.stem) && align(t, indexOfToken(a)) === "family");
  const found = (t: Token) => align(t, ansIndex) !== null && !(align(t, ansIndex) === "synonym" && (asksName || linkedOnlyThroughOwnWords(t, ref, ans) || classmate(t))) && !namedApart(t);
  const saidInOtherUnit = new Set<Token>();
  const kindWords = [...categoryNouns(tokenize(question))];
  const askedKind = kindWords.length ? indexTokens(kindWords) : null;
  // A person asked for is named by the last word of the name ("Elcano" for "Juan Sebastián Elcano").
  const bySurname = namedBySurname(all, ans, question, found);
  // (A count, not a rank nor the number one: "la primera cifra" gives no "uno".)
  const questionNumbers = new Set(tokenize(question).flatMap((t) => (t.num !== null && t.num !== 1 && !isOrdinal(t) ? [t.num] : [])));
  for (const t of ref) {
    const at = raw.indexOf(t);
    const complement = raw.slice(0, at).some((x) => x.fold === "de" || x.fold === "del" || x.fold === "para" || x.fold === "por");
    // (So is a word the thesaurus gives for the kind the question asks for: "piedra caliza" to "¿De qué roca…?".)
    // (Asked where, a name the complement gives is the place, said bare: "en Leiden" for "en la Universidad de Leiden".)
    const w = questionStems.has(t.stem) || (askedKind !== null && align(t, askedKind) === "synonym") || (complement && ref.indexOf(t) > 0 && !(t.name && placeNamedBare(ans, t, question))) ? 0.5 : 1;
    total += w;
    // (A count said back by naming the things counted holds the count and the noun it counts.)
    const [before, oneAlt] = [raw[at - 1], articleUnitAlt(raw[at - 1], t)];
    const counted = before && oneAlt !== undefined ? { ...before, alt: oneAlt } : before;
    // (So is the unit of an amount said in another unit: "doce meses" for "un año", "mil metros" for "un kilómetro".)
    const inOtherUnit = counted?.alt !== undefined && MEASURE_UNIT.test(t.fold) && ansIndex.stems.has(counted.alt);
    // (An ordinal said as an adverb too: "quién lo inventó primero" for "quién fue el primero en inventarlo".)
    const ok = found(t) || bySurname.has(t) || inOtherUnit || (isOrdinal(t) && ans.some((a) => a.num === null && a.stem === t.stem)) || countedBack(t, raw, ans) || (counted !== undefined && counted.num !== null && countedBack(counted, raw, ans)) || saidAsAll(t, raw, ans) || ans.some((a) => saidWithSin(t, a, ans));
    if (inOtherUnit) saidInOtherUnit.add(t);
    if (ok) got += w;
    else missing.push(t.raw);
    if (ok && align(t, ansIndex) !== "synonym") literal += w;
    // (Not a count the question gives itself: "¿Qué representan los doce granos?" — "A los apóstoles, uno por grano".)
    if ((t.num !== null || isDesignator(t)) && !ok && !(t.num !== null && questionNumbers.has(t.num))) return { covered: false, reason: `falta ${t.num !== null ? "el número" : /^\p{Lu}\d{0,2}$/u.test(t.raw) ? "la letra" : "el nombre"} de la referencia («${t.raw}»)`, consumed: none };
  }
  const share = got / total;
  // An answer that names some of the reference's names names them all: "San Francisco" for "San Francisco con el condado
  // de Marin" names one end of two (a name said in full or in part — "Bolívar" for "Simón Bolívar" — is there).
  // (Nor the note's own subject, named as its opening says it: "el método de Ada Lovelace…" in a note about her.)
  const subject = new Set(note ? tokenize(note).slice(0, 4).filter((t) => /^\p{Lu}/u.test(t.raw)).map((t) => t.stem) : []);
  const named = (g: readonly Token[]) => g.some((t) => questionStems.has(t.stem) || align(t, ansIndex) !== null) || g.every((t) => !t.name || subject.has(t.stem));
  const groups = nameGroups(all);
  const unnamed = groups.some(named) ? groups.find((g) => !named(g)) : undefined;
  if (unnamed && share < 1) return { covered: false, reason: `respuesta parcial: falta «${unnamed.map((t) => t.raw).join(" ")}»`, consumed: none };
  // Held only through the broad thesaurus, in part — by a one-word answer ("El papel" for "la imprenta de tipos móviles")
  // or, half or less, by one that says another thing of the note ("defendiendo el peñol" for "a traición durante…"): no idea.
  const linkedOnly = literal === 0 && share < 1 && (ans.filter((t) => t.content && !questionStems.has(t.stem)).length <= 1 || (share <= threshold && saidElsewhere(note, ref, ans, questionStems)));
  // A name's or word's meaning asked ("¿Qué significa el nombre…?" — "piedra azul") is said whole in a short reference:
  // "Cóndor azul" is another.
  const meaningPart = MEANING_ASKED.test(question) && ref.length <= 3 && share < 1;
  if (share < threshold || got === 0 || linkedOnly || meaningPart) return { covered: false, reason: `no contiene la idea de la referencia (falta ${missing.map((m) => `«${m}»`).join(", ")})`, consumed: none };
  return { covered: true, reason: `${Math.round(share * 100)} % de la referencia`, consumed: none, missing: ref.filter((t) => !found(t) && !saidInOtherUnit.has(t) && !bySurname.has(t)) };
}
