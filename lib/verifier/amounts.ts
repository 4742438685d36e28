/**
 * Amounts a quantity question asks for (lib/verifier/slot.ts): which dimension its verb measures ("pesa", "mide",
 * "dura"), the note's numbers in that dimension's units, and a vague amount where it gives none ("unas semanas").
 */
import { type SourceIndex, type Token, alignsLiterally, indexTokens, tokenize } from "@/lib/text/analyze";
import { MEASURE_UNIT } from "@/lib/text/phrases";
import { NUMERAL_MULTIPLIERS } from "@/lib/text/lexicon";
import { DEFINITE_ARTICLES } from "@/lib/text/spanish";
import { withRange } from "./slotSpans";

type Span = { tokens: Token[]; part: Set<Token> };

/** Verbs (and nouns) that measure, and the units of what they measure. */
const MEASURES: readonly (readonly [RegExp, RegExp])[] = [
  [/^(mide|miden|media|median|midio|midieron|medir|measures?)$/, /^(?:(?:mili|centi|kilo)?metros?|[ckm]?m|pies|pulgadas|millas|meters?|metres?|feet|miles)$/],
  [/^(pesa|pesan|pesaba|pesaban|peso|pesaron|pesar|weighs?)$/, /^(?:(?:mili|kilo)?gramos?|kilos?|toneladas?|k?g|mg|libras|tons?|pounds?)$/],
  [/^(dura|duran|duraba|duraban|duro|duraron|durar|tarda|tardan|tardaba|tardaban|tardo|tardaron|tardar|lasts?|takes?)$/, /^(?:segundos?|minutos?|horas?|dias?|semanas?|meses|mes|anos?|siglos?|h|min|s|seconds?|minutes?|hours?|days?|weeks?|months?|years?)$/],
  // An angle is said in degrees.
  [/^(angulo|inclinacion|angle)$/, /^(?:grados?|radianes|degrees?|°|º)$/],
  // An age is said in years, months or days.
  [/^(edad|edades|antiguedad|age)$/, /^(?:anos?|meses|mes|dias?|semanas?|years?|months?|days?)$/],
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
  // (Nor a count of things the question does not ask to count: "dos espejos" — said in its sentence: "…a los ochenta. Dejó…".)
  const q = tokenize(question);
  const asked = new Set(q.filter((_, k) => /^cuant[oa]s$/.test(q[k - 1]?.fold ?? "")).map((t) => t.stem));
  const counts = (t: Token) => { const next = noteTokens[noteTokens.indexOf(t) + 1]; return next?.content === true && next.clause === t.clause && !asked.has(next.stem); };
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

/**
 * "¿Cuánto duran las parejas?" where the note says "Viven en parejas que duran toda la vida", no number in that part
 * nor any in the unit the verb measures ("27 días" elsewhere answers "¿Cuánto tarda…?"): what follows the verb there.
 */
export function afterMeasuringVerb(parts: readonly Token[][], best: number, question: string, isNum: (t: Token) => boolean, inQuestion: (t: Token) => boolean): Span | null {
  const units = unitsAsked(question);
  const flat = parts.flat();
  if (units && flat.some((t, i) => t.num !== null && units.test(flat[i + 1]?.fold ?? ""))) return null;
  const p = parts[best] ?? [];
  const k = p.findIndex((t) => measuringVerb(t.fold) && inQuestion(t));
  const rest = k >= 0 && !p.some((t) => t.num !== null || isNum(t)) ? p.slice(k + 1) : [];
  return rest.some((t) => t.content) ? { tokens: rest, part: new Set(p) } : null;
}

/** Multiples said in words: "al doble de la velocidad del sonido" (lexicon.ts's), "la mitad de su peso". */
const isMultiple = (fold: string) => NUMERAL_MULTIPLIERS.has(fold) || fold === "mitad" || fold === "tercio";

/**
 * "¿A qué velocidad vuela un avión a Mach 2?" where the note says "…vuela al doble de la velocidad del sonido": a multiple
 * in the question's own part, no figure of the note's after it, is the amount — whatever number the question names.
 */
export function multipleSaid(parts: readonly Token[][], best: number, question: string, inQuestion: (t: Token) => boolean): Span | null {
  const p = parts[best] ?? [];
  // (Its word, not its value: "doble" reads as 2, which "Mach 2" says.)
  const asked = new Set(tokenize(question).map((t) => t.fold));
  const k = p.findIndex((t) => isMultiple(t.fold) && !asked.has(t.fold));
  return k >= 0 && !p.slice(k + 1).some((t) => t.num !== null && !inQuestion(t)) ? { tokens: p.slice(k), part: new Set(p) } : null;
}

/** Nouns of a round amount said without a figure ("cientos de jinetes", "miles de años"): how many, vaguely. */
const AMOUNT_NOUN = /^(cientos|centenares|miles|millares|decenas|docenas)$/;

/** The article "un" / "una" / "uno", which reads as the number one: no figure of the note's own. */
const articleOne = (t: Token) => /^(un|una|uno)$/.test(t.fold);

/** Prepositions that open a circumstance of the clause, not a complement of a counted noun ("de", "a" are its own). */
const CIRCUMSTANCE_PREPOSITIONS = new Set(["en", "por", "con", "sobre", "bajo", "durante", "desde", "hacia", "para", "sin", "entre", "in", "on", "with", "during", "for"]);

/**
 * "¿Cuántos espectadores…?" where the note says "unos 50.000 espectadores": the number that counts the thing the
 * question asks how many of (its category noun), from that number to the noun's complements; null when the question
 * counts nothing or the note gives no such number.
 */
export function countingNumber(parts: readonly Token[][], question: string, category: SourceIndex, isNum: (t: Token) => boolean, inQuestion: (t: Token) => boolean = () => false): { tokens: Token[]; part: Set<Token> } | null {
  if (!/(^|[^\p{L}])cu[aá]nt[oa]s?\s/iu.test(question)) return null;
  // The counted noun as the question qualifies it, where the note says that qualifier ("¿Cuántos ángulos rectos…?" is
  // no count of "tres ángulos interiores").
  const q = tokenize(question);
  const ci = q.findIndex((t) => t.content && alignsLiterally(t, category));
  const qualifier = q[ci + 1]?.content && q[ci + 1]!.num === null ? indexTokens([q[ci + 1]!]) : null;
  const said = qualifier !== null && parts.some((p) => p.some((t, k) => alignsLiterally(t, category) && p[k + 1] !== undefined && alignsLiterally(p[k + 1]!, qualifier)));
  const qualified = (p: readonly Token[], k: number) => !said || (p[k + 1] !== undefined && alignsLiterally(p[k + 1]!, qualifier!));
  // (Of several parts that count the noun, the one that says most of the question's other words first.)
  const own = (p: readonly Token[]) => p.filter((t) => t.content && t.num === null && !alignsLiterally(t, category) && inQuestion(t)).length;
  // (Of those alike, one that puts the number before the noun, "se juntan tres caras", before one that names the noun and
  // then a number, "tiene como caras doce pentágonos".)
  // (Or a partitive: "ninguno de sus hombres", "tres de los hijos".)
  const partitive = (p: readonly Token[], k: number) => k >= 3 && isNum(p[k - 3]!) && partitiveNoun(p, k - 3) === k;
  const countAt = (p: readonly Token[]) => p.findIndex((t, k) => k > 0 && t.content && alignsLiterally(t, category) && qualified(p, k) && (p.slice(Math.max(0, k - 2), k).some(isNum) || partitive(p, k)));
  // (And a figure before one an article counts: «es una piedra larga» classifies; «más de tres mil piedras» counts.)
  const figure = (p: readonly Token[]) => { const at = countAt(p); return at > 0 && p.slice(Math.max(0, at - 2), at).some((t) => isNum(t) && !articleOne(t)); };
  // (A figure said bare where a part says more of the question than any that counts the noun is the count, its noun
  // left out: "…esa jugada vale tres puntos. | Clavar el tejo dentro del bocín vale seis" for "¿Cuántos puntos vale
  // clavar el tejo…?".)
  const most = Math.max(1, ...parts.filter((p) => countAt(p) > 0).map(own));
  // (A figure that ends a part right after the question's own verb, where the parts that count the noun say another:
  // "se nadan 1,5 kilómetros, | se pedalean 40 | y se corren 10" for "¿Cuántos kilómetros se corren…?".)
  const byVerb = parts.find((p) => p.length > 1 && countAt(p) <= 0 && isNum(p.at(-1)!) && p.at(-1)!.num !== null && !articleOne(p.at(-1)!) && p.at(-2)!.content && inQuestion(p.at(-2)!) && parts.some((c) => countAt(c) > 0 && !c.some((t) => t.stem === p.at(-2)!.stem)));
  if (byVerb) return { tokens: byVerb.slice(-1), part: new Set(byVerb) };
  // (A relative clause says it of the part before it, its antecedent: "El récord… es de Yuri Sedykh, | que lanzó 86,74
  // metros" for "¿Cuántos metros lanzó Yuri Sedykh…?".)
  const ownAt = (i: number) => own(parts[i]!) + (i > 0 && ["que", "quien", "quienes"].includes(parts[i]![0]!.fold) && parts[i]![0]!.clause === parts[i - 1]![0]!.clause ? own(parts[i - 1]!) : 0);
  for (const { p, i } of parts.map((p, i) => ({ p, i })).sort((a, b) => ownAt(b.i) - ownAt(a.i) || Number(countAt(b.p) > 0) - Number(countAt(a.p) > 0) || Number(figure(b.p)) - Number(figure(a.p)) || a.i - b.i)) {
    const at = countAt(p);
    // (Or the number right after a word of its family: "aumentaba unas veinte veces" for "¿Cuántos aumentos…?".)
    const after = at > 0 ? -1 : p.findIndex((t, k) => t.content && t.num === null && alignsLiterally(t, category) && p.slice(k + 1, k + 3).some(isNum));
    if (after >= 0) return { tokens: p.slice(p.slice(after + 1).findIndex(isNum) + after + 1), part: new Set(p) };
    // (The figure ends the part, right after a word of the question, its verb: no figure of another thing.)
    const bare = at <= 0 && own(p) > most && p.length > 1 && isNum(p.at(-1)!) && p.at(-1)!.num !== null && !articleOne(p.at(-1)!) && inQuestion(p.at(-2)!);
    if (bare) return { tokens: p.slice(-1), part: new Set(p) };
    if (at <= 0) continue;
    // "mide unos 50 kilómetros, de los cuales 38 están bajo el mar": a share of that count, said where the question's
    // other words are ("¿Cuántos kilómetros … están bajo el mar?"), is the one asked for.
    const next = parts[i + 1];
    if (next && next[0]!.clause === p[0]!.clause && SHARE.some((m) => m.every((w, d) => next[d]?.fold === w)) && next.some(isNum) && next.some((t) => t.content && t.num === null && !alignsLiterally(t, category) && inQuestion(t))) {
      return { tokens: next.slice(next.findIndex(isNum)), part: new Set(next) };
    }
    // (Up to a circumstance of the clause after the counted noun: "dos equipos de tres jugadores | en una pista…".)
    const circumstance = p.findIndex((t, k) => k > at && CIRCUMSTANCE_PREPOSITIONS.has(t.fold));
    return { tokens: p.slice(p.slice(0, at).findLastIndex(isNum), circumstance > 0 ? circumstance : undefined), part: new Set(p) };
  }
  return null;
}

/** Openers of a share of a count just given ("de los cuales 38…", "de ellas, dos…"). */
const SHARE = [["de", "los", "cuales"], ["de", "las", "cuales"], ["de", "ellos"], ["de", "ellas"], ["de", "estos"], ["de", "estas"], ["of", "which"]];

/**
 * A number that ends its part, and another coordinated right after it ("antes de los dos | o tres años", "entre 1337 |
 * y 1453"): the amount is both, the next part joins the span.
 */
/**
 * A count said bare after the question's own word in a clause coordinated after the count of the thing, which it leaves
 * out: "Construyó más de mil instrumentos, | entre violines… | y se conservan unos seiscientos cincuenta" for "¿Cuántos
 * instrumentos se conservan?". Null where the best part does not so follow a count in its sentence.
 */
export function ellipticalCount(parts: readonly Token[][], best: number, category: SourceIndex, isNum: (t: Token) => boolean, asked: (t: Token) => boolean): Span | null {
  const here = parts[best]!;
  const counts = (j: number): boolean => j >= 0 && !parts[j + 1]![0]!.stopBefore && ((parts[j]!.some((t) => alignsLiterally(t, category)) && parts[j]!.some(isNum)) || counts(j - 1));
  if (!["y", "e", "pero"].includes(here[0]!.fold) || here.some((t) => alignsLiterally(t, category)) || !counts(best - 1)) return null;
  const at = here.findIndex((t, k) => isNum(t) && here.slice(0, k).some(asked));
  return at >= 0 ? { tokens: here.slice(at), part: new Set(here) } : null;
}

/**
 * A span that opens on the second of two numbers set as alternatives ("equipos de dos | o cuatro personas"): with the
 * first one, said at the end of the part before ("dos o cuatro personas"). The span as it is otherwise.
 */
export function withNumberBefore(span: Span, parts: readonly Token[][]): Span {
  const i = parts.findIndex((p) => p.includes(span.tokens[0]!));
  const [p, before] = [parts[i], parts[i - 1]];
  if (!p || !before || span.tokens[0]!.num === null || p[0]!.commaBefore || !["o", "u"].includes(p[0]!.fold) || p[1] !== span.tokens[0] || before.at(-1)!.num === null) return span;
  return { tokens: [before.at(-1)!, p[0]!, ...span.tokens], part: new Set([...span.part, before.at(-1)!, p[0]!]) };
}

export function withOtherNumber(span: Span, parts: readonly Token[][], links: readonly string[] = ["o", "u", "y", "e", "a"]): Span {
  const i = parts.findIndex((p) => p.at(-1) === span.tokens.at(-1));
  const next = parts[i + 1];
  if (i < 0 || span.tokens.at(-1)!.num === null || !next || next[0]!.commaBefore || !links.includes(next[0]!.fold) || next[1]?.num == null) return span;
  return { tokens: [...span.tokens, ...next], part: new Set([...span.part, ...next]) };
}

/**
 * Of the parts that hold a number, the one a quantity question asks about: not under a condition the question does not
 * set; in the clause of a part tied with the best ("El Old Faithful, en Yellowstone, entra en erupción cada 90 minutos",
 * not "un géiser" of the sentence before); with the number right after the verb the question measures by; of two such
 * clauses, the part that names the question's words before one that names none ("Sus pinturas tienen unos 15.000 años"
 * beside "Las pinturas las descubrió…, que tenía ocho años"); then the nearest to the best, the later of two as near.
 */
export function numberedPart(parts: readonly Token[][], scores: readonly number[], best: number, isNum: (t: Token) => boolean, otherCondition: (p: Token[]) => boolean, afterVerb: (p: Token[]) => number | undefined, inQuestion: (t: Token) => boolean): Token[] | undefined {
  // A clause coordinated with its verb left out, its number set off after it ("…pesa 20 kilos | y la de las mujeres, |
  // 15"), answers where the question points at it: the number that follows (its unit left out too).
  // (A word of the question the clause before lacks points at it: "el del sur", not "el del norte".)
  for (let i = 1; i + 1 < parts.length; i++) {
    const [before, asked, gapped] = [parts[i - 1]!, parts[i]!, parts[i + 1]!];
    const own = asked.some((t) => t.content && inQuestion(t) && !before.some((x) => x.stem === t.stem));
    if (["y", "e"].includes(asked[0]!.fold) && DEFINITE_ARTICLES.has(asked[1]?.fold ?? "") && own && !asked.some((t) => t.num !== null) && before.some((t) => t.num !== null) && gapped[0]!.clause === asked[0]!.clause && gapped.some((t) => t.num !== null) && gapped.filter((t) => t.content && t.num === null).length <= 2) return gapped;
  }
  // (Or its number in the same part: "Ganó el regional a los doce años | y el nacional a los dieciséis".)
  const remnant = parts.find((asked, i) => i > 0 && ["y", "e"].includes(asked[0]!.fold) && DEFINITE_ARTICLES.has(asked[1]?.fold ?? "") && asked.some((t) => t.content && inQuestion(t) && !parts[i - 1]!.some((x) => x.stem === t.stem)) && parts[i - 1]!.some(isNum) && asked.some((t) => t.num !== null && isNum(t)) && asked.filter((t) => t.content && t.num === null).length <= 1);
  if (remnant) return remnant;
  // (What a colon right after the question's part goes on to say is of its clause: "…, hoy llamada límite de X: | unas
  // 1,4 veces la masa del Sol".)
  const explained = parts[best + 1]?.[0]?.colonBefore ? parts[best + 1] : undefined;
  const topClause = (p: Token[]) => p === explained || parts.some((o, j) => scores[j] === scores[best] && o[0]!.clause === p[0]!.clause);
  // (Neither in it: the clause that says more of the question, "donde murió en 1555" over "a la muerte de este, en 1506".)
  const clauseScore = (p: Token[]) => Math.max(0, ...parts.map((o, j) => (o[0]!.clause === p[0]!.clause ? scores[j]! : 0)));
  const figure = (p: Token[]) => p.some((t) => isNum(t) && t.num !== null && !articleOne(t));
  const byClause = (a: Token[], b: Token[]) => (topClause(a) || topClause(b) || a[0]!.clause === b[0]!.clause || !figure(a) || !figure(b) ? 0 : clauseScore(b) - clauseScore(a));
  return parts
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => p.some(isNum))
    .sort((a, b) => Number(otherCondition(a.p)) - Number(otherCondition(b.p)) || Number(!topClause(a.p)) - Number(!topClause(b.p)) || (topClause(a.p) ? 0 : Number(!figure(a.p)) - Number(!figure(b.p))) || Number(afterVerb(b.p) !== undefined) - Number(afterVerb(a.p) !== undefined) || byClause(a.p, b.p) || (a.p[0]!.clause === b.p[0]!.clause || !topClause(b.p) ? 0 : Number(scores[b.i]! > 0) - Number(scores[a.i]! > 0)) || Math.abs(a.i - best) - Math.abs(b.i - best) || b.i - a.i)[0]?.p;
}

/**
 * The numbers of a part (their places) that may answer a quantity question: not one that counts the question's own
 * thing, unless how many is asked ("cinco blancos situados a cincuenta metros" for «¿A qué distancia están los
 * blancos?») — all of them where every one does.
 */
export function notCountingAsked(p: readonly Token[], numbers: number[], question: string, inQuestion: (t: Token) => boolean): number[] {
  const counts = (k: number) => p[k + 1]?.content === true && inQuestion(p[k + 1]!);
  return !/cu[aá]nt[oa]s|how many/iu.test(question) && numbers.some((k) => !counts(k)) ? numbers.filter((k) => !counts(k)) : numbers;
}

/** The determiners of a partitive's whole: "tres de esas cuatro". */
const PARTITIVE_DETERMINERS = /^(esas|esos|estas|estos|las|los|sus|aquellas|aquellos)$/;

/** "ningún", "ninguna", "ninguno": the count none. */
export const NONE = /^ningun[oa]?$/;

/**
 * The note's counts where a quantity is asked for: its figures, "un" where it says one, "ningún" before the thing
 * counted — and, where it gives no figure, a round amount said without one ("cientos de jinetes"). None the question
 * sets aside.
 */
export function countsOf(noteTokens: readonly Token[], ones: ReadonlySet<Token>, aside: ReadonlySet<Token>, inQuestion: (t: Token) => boolean): (t: Token) => boolean {
  const round = !noteTokens.some((t) => t.num !== null && !inQuestion(t));
  // (Nor the whole a partitive takes its count from, after the question's own verb: "ganó tres de esas cuatro medallas"
  // («¿Cuántas ganó…?»; "perdió a cuatro de sus cinco hijos" for «¿Cuántos perdió…?» — not «¿Cuántos tuvo…?».)
  const part = (i: number) => (noteTokens[i - 1]?.fold === "de" ? i - 2 : PARTITIVE_DETERMINERS.test(noteTokens[i - 1]?.fold ?? "") && noteTokens[i - 2]?.fold === "de" ? i - 3 : -1);
  const verbBefore = (j: number) => noteTokens[j - 1]?.fold === "a" ? noteTokens[j - 2] : noteTokens[j - 1];
  const wholes = new Set(noteTokens.filter((t, i) => t.num !== null && part(i) > 0 && noteTokens[part(i)]!.num !== null && verbBefore(part(i)) !== undefined && inQuestion(verbBefore(part(i))!)));
  return (t) => (ones.has(t) || (t.num !== null && !inQuestion(t)) || (round && AMOUNT_NOUN.test(t.fold)) || noneOf(noteTokens, t, inQuestion)) && !aside.has(t) && !wholes.has(t);
}

/** "ningún" before the thing counted, or a partitive "ninguno de sus hombres": a count of none of what the question asks. */
export function noneOf(noteTokens: readonly Token[], t: Token, inQuestion: (t: Token) => boolean): boolean {
  if (!NONE.test(t.fold)) return false;
  const k = noteTokens.indexOf(t);
  const noun = partitiveNoun(noteTokens, k);
  return inQuestion(noteTokens[k + 1] ?? t) || (noun >= 0 && inQuestion(noteTokens[noun]!));
}

/** The noun a count at k is a part of ("tres | de los | hijos", "ninguno | de sus | hombres"): its index, or -1. */
function partitiveNoun(tokens: readonly Token[], k: number): number {
  return tokens[k + 1]?.fold === "de" && ["los", "las", "sus"].includes(tokens[k + 2]?.fold ?? "") && tokens[k + 3] !== undefined ? k + 3 : -1;
}

/**
 * "¿Cuánto mide … sin el pedestal?" where the note says "mide 30 metros, sin contar su pedestal de 8 metros": the
 * numbers of the note's "sin" phrase that names what the question sets aside are no amount it asks for.
 */
export function setAsideBySin(noteTokens: readonly Token[], question: string): Set<Token> {
  const q = tokenize(question);
  const at = q.findIndex((t) => t.fold === "sin" || t.fold === "without");
  const out = new Set<Token>();
  if (at < 0) return out;
  const aside = indexTokens(q.slice(at + 1).filter((t) => t.content && t.num === null));
  noteTokens.forEach((t, i) => {
    if (t.fold !== "sin" && t.fold !== "without") return;
    let end = i + 1;
    while (noteTokens[end] && noteTokens[end]!.clause === t.clause && !noteTokens[end]!.commaBefore) end++;
    const phrase = noteTokens.slice(i + 1, end);
    if (phrase.some((x) => x.content && alignsLiterally(x, aside))) for (const x of phrase) if (x.num !== null) out.add(x);
  });
  return out;
}

/**
 * "¿Qué profundidad tiene el lago?" where the note says "…36 kilómetros de largo y más de 200 metros de profundidad":
 * the amount the note measures in the question's own dimension ("N metros de profundidad"). The span, or null.
 */
export function measuredIn(parts: readonly Token[][], category: SourceIndex, isNum: (t: Token) => boolean): { tokens: Token[]; part: Set<Token> } | null {
  for (const [i, p] of parts.entries()) {
    const k = p.findIndex((t, j) => j > 1 && t.content && t.num === null && alignsLiterally(t, category) && p[j - 1]!.fold === "de");
    const n = k > 0 ? p.slice(Math.max(0, k - 4), k).findLastIndex(isNum) : -1;
    if (n >= 0) return { tokens: withRange(parts, i, Math.max(0, k - 4) + n, k + 1), part: new Set(p) };
  }
  // "…y el segundo más profundo, con casi 1.500 metros": the dimension's adjective, then the amount right after it, in
  // its part or in the next part of its clause.
  for (const [i, p] of parts.entries()) {
    const k = p.findIndex((t) => t.content && t.num === null && alignsLiterally(t, category));
    if (k < 0) continue;
    const next = parts[i + 1];
    const n = p.findIndex((t, j) => j > k && isNum(t));
    if (n >= 0 && n - k <= 3) return { tokens: p.slice(n), part: new Set(p) };
    const m = next && next[0]!.clause === p[0]!.clause && p.length - k <= 4 ? next.slice(0, 3).findIndex(isNum) : -1;
    if (m >= 0) return { tokens: next!.slice(m), part: new Set(next) };
  }
  return null;
}
