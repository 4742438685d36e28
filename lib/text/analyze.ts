import { NEGATION_WORDS, ORDINALS, ORDINAL_DETERMINERS, isLight, numberValue } from "./lexicon";
import { FRACTION_PERCENT, composeCompoundMeasures, composeNumeralRuns, isMidpoint, isRoom, readNotation } from "./notation";
import { readPhrases } from "./phrases";
import { articleUnitAlt, onlyOneOfUnit } from "./ones";
import { scopeNegations } from "./negation";
import { initialStop } from "./initials";
import { SPANISH_STOP_WORDS, foldAccents } from "./spanish";
import { stemWord } from "./stem";

// Word alignment (stems, families, synonyms, opposites) lives in ./align; re-exported so callers keep one entry point.
export { MONTHS, spanUnitIn } from "./notation";
export { placeKinds } from "./phrases";
export { listNumbers } from "./listNumbers";
export { type Alignment, align, alignsLiterally, commonPrefix, derived, sameEnding, opposedIn, opposedThroughSynonym, sameFamily, synonymTargets, undiphthong } from "./align";
export { comparativeFlip } from "./comparativeFlips";

/** One word of a text, with what the judges need to compare it. */
export interface Token {
  readonly raw: string;
  /** Lowercase, accents folded. */
  readonly fold: string;
  readonly stem: string;
  /** Numeric value of a numeral ("3", "tres", "doble"), else null. */
  readonly num: number | null;
  /** A capitalised word inside a sentence, or an acronym: a name the source must hold. */
  readonly name: boolean;
  /** Index of the clause it belongs to (clauses end at . ; : ! ? and before "pero", "aunque", "y también"…). */
  readonly clause: number;
  /** A content word: not a stop word, not a light word, not a negation. */
  readonly content: boolean;
  /** Inside the scope of a negation of its clause. */
  negated: boolean;
  /** The first content word after a negation: what the negation denies. */
  negationHead: boolean;
  /** Negated by "sin" / "without" only: "sin las abejas" names a condition, it denies nothing about bees. */
  withoutOnly?: boolean;
  /** A comma stands right before it. */
  readonly commaBefore: boolean;
  /** A colon stands right before it: its clause explains the one before ("por bipartición: una célula se divide…"). */
  readonly colonBefore?: boolean;
  /** A full stop or a semicolon stands right before it: a new statement. */
  readonly stopBefore?: boolean;
  /** "deja" of "deja de producir": it denies what follows, like a negation. */
  readonly ceases?: boolean;
  /** Said of less ("se gasta menos", "menos caro"): it states its opposite, as a denial does ("ahorra", "barato"). */
  readonly lowered?: boolean;
  /** Another stem the word also stands for ("baja" of "más baja" is "menor"). */
  readonly alt?: string;
  /** "quiso" of "no quiso ceder": a refusal ("negarse"), the one word its "no" denies. */
  readonly refuses?: boolean;
  /** "falta" of "por falta de dinero": a lack, which denies what follows like "sin". */
  readonly lacks?: boolean;
  /** A symbol of a formula (±, √, =, /, ·, ^). */
  readonly symbol: boolean;
  /** Inside a quotation («…», “…»): its index in the text, the same for all its words. */
  readonly quote?: number;
}

const CLAUSE_BREAK = /^(pero|aunque|sin embargo|y tambien|y ademas|ademas|sino|but|although|though|however)$/;

const tokenCache = new Map<string, Token[]>();

/**
 * Tokens of a text, with clauses and negation scopes marked. Memoized (bounded):
 * the same questions, references and notes are read once per condition of a
 * 54-cell matrix. The returned tokens are shared: never mutate them.
 */
export function tokenize(text: string): Token[] {
  let t = tokenCache.get(text);
  if (!t) {
    t = tokenizeUncached(text);
    if (tokenCache.size > 100_000) tokenCache.clear();
    tokenCache.set(text, t);
  }
  return t;
}

/** A Roman numeral of two or more letters in I, V, X ("II", "XV", "XXI": centuries, monarchs, wars), else null. */
function romanValue(raw: string, afterCentury = false): number | null {
  // (One letter only after "siglo", "el siglo V", or a name, a ruler's number, "Luis I"; elsewhere "V" or "I" is a letter or a word.)
  if ((raw.length < 2 && !afterCentury) || !/^X{0,3}(IX|IV|V?I{0,3})$/.test(raw)) return null;
  const v: Record<string, number> = { I: 1, V: 5, X: 10 };
  let n = 0;
  for (let i = 0; i < raw.length; i++) {
    const a = v[raw[i]!]!;
    const b = i + 1 < raw.length ? v[raw[i + 1]!]! : 0;
    n += a < b ? -a : a;
  }
  return n;
}

function tokenizeUncached(text: string): Token[] {
  const src = readNotation(text);
  const re = /[\p{L}\p{N}]+(?:[.,]\d+)?|[±√=·^×÷%°]|[.;:!?¿¡—–…]|(?<=\s|^)\/(?=\s)/gu;
  let out: Token[] = [];
  let clause = 0;
  let sentenceStart = true;
  let colon = false;
  let stop = false;
  const quotes = [...src.matchAll(/«[^»]*»|“[^”]*”/gu)].map((q) => [q.index!, q.index! + q[0].length] as const);
  let m: RegExpExecArray | null;
  while ((m = re.exec(src))) {
    const raw = m[0];
    // An ellipsis ends a sentence where a capital follows ("0, 1, 1, 2, 3… Leonardo"); elsewhere it is a pause.
    if (raw === "…" && !/^\s*\p{Lu}/u.test(src.slice(m.index + 1))) continue;
    // A "!" glued to a figure or a letter, with no "¡" before it and no capital after, is notation, not an
    // exclamation: the factorial ("n!, que…", "4! = 24") ends no sentence.
    if (raw === "!" && /[\p{L}\p{N}]$/u.test(src.slice(0, m.index)) && !/¡[^.!?]*$/u.test(src.slice(0, m.index)) && !/^\s*(?:\p{Lu}|¿|¡|$)/u.test(src.slice(m.index + 1))) continue;
    // The initials of a name ("G. H. Hardy"), like a given name, are no word an answer must say; their stops end nothing.
    if (raw === "." && initialStop(src, m.index, out[out.length - 1]?.raw)) {
      out[out.length - 1] = { ...out[out.length - 1]!, content: false, name: true };
      continue;
    }
    if (/^[.;:!?¿¡—–…]$/.test(raw)) {
      if (raw !== "¿" && raw !== "¡") clause++;
      sentenceStart = true;
      colon = raw === ":";
      stop = raw === "." || raw === ";" || raw === "!" || raw === "?" || raw === "…";
      continue;
    }
    const fold = foldAccents(raw);
    if (CLAUSE_BREAK.test(fold)) clause++;
    const symbol = /^[±√=·^×÷/]$/.test(raw);
    // An ordinal after a definite article or a possessive is a rank ("el segundo viaje" ≠ "el primer viaje"); "por
    // segundo" and "un cuarto de" are not.
    const prev = out[out.length - 1];
    // (So is one after "siglo": "el siglo quinto" is "el siglo V".)
    const century = prev !== undefined && (prev.fold === "siglo" || prev.fold === "siglos");
    // (Or one after a noun the article opens: "la hora novena", "el capítulo tercero".)
    const afterNoun = prev !== undefined && prev.content && !prev.name && /^\p{Ll}/u.test(raw) && ["el", "la"].includes(out[out.length - 2]?.fold ?? "");
    // (And a capitalised one after a name, a ruler's number: "Felipe Segundo" is "Felipe II".)
    // (Or one written small that ends the name, as the number is said aloud: "Carlos tercero."; "primero", an adverb
    // too, only before the end or the realm: "Pedro primero de Castilla".)
    const after = src.slice(m.index + raw.length);
    const spelled = (ORDINALS[fold] ?? 0) >= 2 ? /^\s*(?:[.,;:!?)]|(?:y|de)\s|$)/u.test(after) : ORDINALS[fold] === 1 && /^\s*(?:[.!?]|de\s+\p{Lu}|$)/u.test(after);
    const regnal = prev !== undefined && /^\p{Lu}\p{Ll}/u.test(prev.raw) && (/^\p{Lu}/u.test(raw) || spelled);
    const ordinal = fold in ORDINALS && prev !== undefined && prev.clause === clause && (ORDINAL_DETERMINERS.has(prev.fold) || century || regnal || afterNoun) ? ORDINALS[fold]! : null;
    // "cada uno" is a pronoun, not the number one. A fraction is its whole percentage ("un tercio" = "33 %", "la
    // mitad" = "50 %"), so either way of saying an amount meets the other and a different one does not.
    const fraction = prev !== undefined && prev.clause === clause && !isRoom(fold, after) && !isMidpoint(out[out.length - 2]?.fold, fold, after) ? FRACTION_PERCENT[`${prev.fold} ${fold}`] : undefined;
    const unsigned = ordinal ?? fraction ?? romanValue(raw, century || (regnal && !sentenceStart && /^\p{Lu}\p{Ll}+$/u.test(prev.raw) && !SPANISH_STOP_WORDS.has(prev.fold))) ?? ((fold === "uno" || fold === "una") && prev?.fold === "cada" ? null : (fold === "un" || fold === "una") && onlyOneOfUnit(after) ? 1 : numberValue(fold));
    // A minus sign right before a numeral makes it negative ("−5", "a -3 grados"); a hyphen between two is no sign ("1914-1918").
    const negative = unsigned !== null && /^\d/.test(raw) && /(?:−|(?:^|[\s(|=])-)$/u.test(src.slice(Math.max(0, m.index - 2), m.index));
    const num = negative ? -unsigned : unsigned;
    const isLetters = /^\p{L}+$/u.test(raw);
    const acronym = isLetters && raw.length >= 2 && raw === raw.toUpperCase() && raw !== raw.toLowerCase();
    const capital = isLetters && raw.length >= 2 && /^\p{Lu}/u.test(raw) && !sentenceStart;
    // Snowball reads the accents (-ría, -ía, -ó are suffixes only with theirs: "subiría" → "sub"); the lexicon is stemmed so too.
    // (A name keeps its capital for the stemmer: "Unidos" is no form of "unir".)
    // (A short infinitive with an enclitic pronoun, which Snowball leaves: "verlos" is "ver", "leerlo" "leer".)
    const enclitic = capital ? null : /^(ver|dar|ser|leer|creer|oir|reir|caer|prever|oler|freir|huir|sonreir)(?:lo|los|la|las|le|les)$/.exec(fold);
    const stem = symbol ? raw : negative ? String(num) : stemWord(enclitic ? enclitic[1]! : capital ? raw : raw.toLowerCase());
    // A capital letter on its own inside a sentence names a letter ("forma de U", "vitamina C"): no conjunction.
    // ("A" or "O" before a name is the article of a Galician place's name, "A Coruña", "O Grove": no letter.)
    const letter = /^\p{Lu}$/u.test(raw) && !sentenceStart && !(/^[AO]$/.test(raw) && /^\s+\p{Lu}\p{Ll}/u.test(after));
    // (Even where the letter is also a word: "forma de Y", "la letra O".)
    // ("té", the drink, folds to the pronoun "te": its accent says it is a noun; so a word with «ñ» folded to a stop
    // word is none: "uñas" is no "unas"; nor "son" / "era" after a determiner: "el son jarocho", "la era glaciar" —
    // not "al son de", an idiom; nor "general" after a determiner: "el general Prim", a rank — not "en general".)
    const noun = prev !== undefined && prev.clause === clause && (fold === "son" ? ["el", "del", "un", "su"] : fold === "era" ? ["la", "una", "esta", "esa", "nueva"] : fold === "general" || fold === "generales" ? ["el", "del", "al", "un", "los", "su", "sus"] : []).includes(prev.fold);
    const content = !symbol && num === null && (letter || noun || raw.toLowerCase() === "té" || (/ñ/iu.test(raw) && SPANISH_STOP_WORDS.has(fold)) || (fold.length >= 2 && !SPANISH_STOP_WORDS.has(fold) && !NEGATION_WORDS.has(fold) && !isLight(fold, stem)));
    const commaBefore = /,\s*$/.test(src.slice(0, m.index));
    const quote = quotes.findIndex(([from, to]) => m!.index > from && m!.index < to);
    out.push({ raw: negative ? `\u2212${raw}` : raw, fold, stem, num, name: acronym || capital, clause, content: content || num !== null, negated: false, negationHead: false, commaBefore, symbol, ...(colon ? { colonBefore: true } : {}), ...(stop ? { stopBefore: true } : {}), ...(quote >= 0 ? { quote } : {}) });
    sentenceStart = false;
    colon = false;
    stop = false;
  }
  out = readPhrases(composeCompoundMeasures(composeNumeralRuns(out)));
  scopeNegations(out);
  return out;
}

/** A sentence-initial "no" / "sí" / "yes" standing alone ("No, …", "Sí.", "No: …"): the answer to a yes/no question. */
export function isPolarityWord(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  if (!["no", "si", "yes"].includes(t.fold)) return false;
  if (i > 0 && tokens[i - 1]!.clause === t.clause) return false;
  const next = tokens[i + 1];
  return next === undefined || next.clause !== t.clause || next.commaBefore;
}

/** The polarity a text answers with ("no" or "si"), when it opens with a standalone "No" / "Sí". */
export function polarityOf(tokens: readonly Token[]): "no" | "si" | null {
  if (tokens.length === 0 || !isPolarityWord(tokens, 0)) return null;
  return tokens[0]!.fold === "no" ? "no" : "si";
}

/** An ordinal word read as its number ("el primero", "la tercera"): a place in an order, said as a word. */
export const isOrdinal = (t: Token): boolean => t.num !== null && t.fold in ORDINALS;

/** What a source text (note, question, reference) holds, indexed for alignment. */
export interface SourceIndex {
  readonly stems: ReadonlySet<string>;
  /** Stems of the source's words but its function words: what a thesaurus link may land on ("¿Cómo…?" holds no "comer"). */
  readonly wordStems: ReadonlySet<string>;
  readonly numbers: ReadonlySet<number>;
  /** Stems negated somewhere in the source. */
  readonly negatedStems: ReadonlySet<string>;
  /** Stems a negation of the source denies directly (its first content word). */
  readonly negatedHeads: ReadonlySet<string>;
  /** Stems stated without negation somewhere in the source. */
  readonly plainStems: ReadonlySet<string>;
  readonly names: ReadonlySet<string>;
  /** Stems of the source's proper names (capitalised inside a sentence). */
  readonly nameStems?: ReadonlySet<string>;
  /** Names the source says with no capitalised word before them: a surname on its own ("las óperas de Wagner"). */
  readonly bareNames?: ReadonlySet<string>;
  /** The initials of the source's runs of two to five words ("vph" of "virus del papiloma humano"). */
  readonly initials?: ReadonlySet<string>;
  /** Numbers the source says only by an ordinal word ("la Segunda República"): no count of things. */
  readonly ordinalOnly?: ReadonlySet<number>;
}

const indexCache = new Map<string, SourceIndex>();

/** Empties the caches of tokens and indexes: a benchmark measures reading texts never read before, as a new run's answers are. */
export function clearTextCaches(): void {
  tokenCache.clear();
  indexCache.clear();
}

/** The index of some texts together (memoized, bounded: the same sources recur across conditions). */
/** The numbers a token says: its value, and the year "el 93" stands for (lib/text/phrases.ts). */
export const numbersOf = (t: Token): number[] => (t.num === null ? [] : /^\d{4}$/.test(t.alt ?? "") ? [t.num, Number(t.alt)] : [t.num]);

export function indexSource(...texts: readonly (string | null | undefined)[]): SourceIndex {
  const key = texts.map((t) => t ?? "").join("\u0000");
  let idx = indexCache.get(key);
  if (!idx) {
    idx = indexSourceUncached(texts);
    if (indexCache.size > 50_000) indexCache.clear();
    indexCache.set(key, idx);
  }
  return idx;
}

function indexSourceUncached(texts: readonly (string | null | undefined)[]): SourceIndex {
  return indexTokens(texts.flatMap((text) => (text ? tokenize(text) : [])));
}

/** A year written in figures holds its century ("1347" → "el siglo XIV"): its stem, or undefined. */
export const centuryStem = (t: Token): string | undefined => (t.num !== null && Number.isInteger(t.num) && t.num >= 100 && t.num <= 2100 && /^\d{3,4}$/.test(t.raw) ? `siglo${Math.floor((t.num - 1) / 100) + 1}` : undefined);
/**
 * The index of tokens as they stand in their text: a part of a note keeps the negation it is under ("como el de
 * la gripe" in "no sirven contra los virus, como el de la gripe"), which re-reading the part alone would lose.
 */
export function indexTokens(tokens: readonly Token[]): SourceIndex {
  const stems = new Set<string>();
  const wordStems = new Set<string>();
  const numbers = new Set<number>();
  const negatedStems = new Set<string>();
  const negatedHeads = new Set<string>();
  const plainStems = new Set<string>();
  const names = new Set<string>();
  const nameStems = new Set<string>();
  const bareNames = new Set<string>();
  const [ordinal, cardinal] = [new Set<number>(), new Set<number>()];
  for (const [i, t] of tokens.entries()) {
    // (Not the end of a name joined by "de" / "del": "Georgia del Sur", "Isla de Pascua".)
    const joined = ["de", "del"].includes(tokens[i - 1]?.fold ?? "") && /^\p{Lu}/u.test(tokens[i - 2]?.raw ?? "");
    if (t.name && !/^\p{Lu}/u.test(tokens[i - 1]?.raw ?? "") && !joined) bareNames.add(t.fold);
    stems.add(t.stem);
    if (t.name) nameStems.add(t.stem);
    if (isWord(t)) {
      wordStems.add(t.stem);
      if (t.alt !== undefined) wordStems.add(t.alt);
    }
    if (t.alt !== undefined) {
      stems.add(t.alt);
      (t.negated ? negatedStems : plainStems).add(t.alt);
    }
    for (const n of numbersOf(t)) (numbers.add(n), (isOrdinal(t) ? ordinal : cardinal).add(n));
    if (saysPair(tokens, i)) (numbers.add(2), cardinal.add(2));
    // "un año" holds its amount in the unit's base unit too, as "doce meses" says it ("ano:1").
    const one = articleUnitAlt(t, tokens[i + 1]);
    if (one !== undefined) (stems.add(one), (t.negated ? negatedStems : plainStems).add(one));
    const century = centuryStem(t);
    if (century) stems.add(century);
    (t.negated ? negatedStems : plainStems).add(t.stem);
    if (t.negationHead || t.lowered) negatedHeads.add(t.stem);
    names.add(t.fold);
  }
  const ordinalOnly = new Set([...ordinal].filter((n) => !cardinal.has(n)));
  return { stems, wordStems, numbers, negatedStems, negatedHeads, plainStems, names, nameStems, bareNames, initials: initialsOf(tokens), ordinalOnly };
}

/**
 * "pares de sonajas", "por parejas": two at a time ("de dos en dos") — with the word before it in view, which tells
 * counted pairs ("dos pares de tentáculos" are four) and the number asked ("¿Cuántos pares…?"); not "números pares".
 */
const saysPair = (tokens: readonly Token[], i: number) => {
  const [before, after] = [tokens[i - 1], tokens[i + 1]];
  if (!before || !/^(par|pares|pareja|parejas)$/.test(tokens[i]!.fold) || (before.num !== null && !["un", "una"].includes(before.fold)) || /^cuant[oa]s$/.test(before.fold)) return false;
  return after?.fold === "de" || ["por", "en", "un", "una"].includes(before.fold);
};

const tokenIndexCache = new WeakMap<Token, SourceIndex>();

/** Words skipped by an acronym ("virus del papiloma humano" → "VPH"). */
const ACRONYM_SKIPS = new Set(["de", "del", "la", "las", "los", "el", "y", "e"]);

/** The initials of every run of two to five content words in a clause, function words skipped ("vph"). */
export function initialsOf(tokens: readonly Token[]): Set<string> {
  const out = new Set<string>();
  tokens.forEach((t, i) => {
    let run = "";
    for (let j = i; j < tokens.length && run.length < 5 && tokens[j]!.clause === t.clause && (tokens[j]!.content || ACRONYM_SKIPS.has(tokens[j]!.fold)); j++) {
      if (!tokens[j]!.content) continue;
      run += tokens[j]!.fold[0];
      if (run.length >= 2) out.add(run);
    }
  });
  return out;
}

/** The index of one token, cached (tokens are cached with their text): comparing word by word builds no index twice. */
export function tokenIndex(t: Token): SourceIndex {
  let idx = tokenIndexCache.get(t);
  if (!idx) tokenIndexCache.set(t, (idx = indexTokens([t])));
  return idx;
}

/** Whether a token is a word of its own, not a function word (articles, prepositions, pronouns, negations). */
export function isWord(t: Token): boolean {
  return t.content || (!SPANISH_STOP_WORDS.has(t.fold) && !NEGATION_WORDS.has(t.fold));
}

/** The first tokens of a text read as a direction of an ordered scale: "de menor a mayor", "creciente" → up. */
export function direction(tokens: readonly Token[], low: ReadonlySet<string>, high: ReadonlySet<string>, up: ReadonlySet<string>, down: ReadonlySet<string>): "up" | "down" | null {
  let first: "low" | "high" | null = null;
  for (const t of tokens) {
    if (up.has(t.fold)) return "up";
    if (down.has(t.fold)) return "down";
    const pole = low.has(t.fold) ? "low" : high.has(t.fold) ? "high" : null;
    if (!pole) continue;
    if (first === null) first = pole;
    else if (pole !== first) return first === "low" ? "up" : "down";
  }
  return null;
}

/**
 * Questions that ask for a quantity: "¿cuánto…?", "¿cuántos…?", "¿en qué año…?", "¿a qué temperatura…?", "how many…".
 * (An unaccented "cuantos" after a determiner is the noun, the quanta: "¿Qué explicó con la idea de los cuantos?".)
 */
export const QUANTITY_QUESTION = /(^|[^\p{L}])(cuánt[oa]s?|(?<!(?:^|[^\p{L}])(?:los|las|unos|unas|esos|esas|estos|estas|aquellos|aquellas|sus|mis|tus)\s+)cuant[oa]s?(?!\s+(?:m[aá]s|menos)(?![\p{L}]))|qu[eé] (a[nñ]o|temperatura|velocidad|altura|altitud|distancia|edad|antig[uü]edad|precio|porcentaje|tama[nñ]o|peso|profundidad|longitud|grosor|espesor|anchura|duraci[oó]n|cantidad|superficie|[aá]rea|di[aá]metro|radio|per[ií]metro|capacidad|volumen|presi[oó]n|frecuencia|densidad|potencia|[aá]ngulo|inclinaci[oó]n)|how (many|much|long)|(?<!con )qu[eé] masa)([^\p{L}]|$)/iu;

export { articleOnes, withArticleOne, withUnitOne } from "./ones";
export { textParts } from "./parts";
