/**
 * What a question's own words tell about where its answer sits in a note, beside the words it shares with it: the
 * point of reference it places its thing against ("respecto a los ventrículos"), the condition it sets ("cuando
 * muere") and the thing that condition happens to ("¿Qué pasa con el carbono de un ser vivo…?"), the thing it counts.
 */
import { type SourceIndex, type Token, alignsLiterally, indexTokens, tokenize } from "@/lib/text/analyze";
import { CONTRACTIONS, COPULAS, DEFINITE_ARTICLES, DETERMINERS, INFINITIVE, PHRASE_PREPOSITIONS, NO_ONE, foldAccents } from "@/lib/text/spanish";
import { PLACE_KINDS, WHO_QUESTION } from "@/lib/text/phrases";
import { withCoordination } from "./coordination";
import { HAPPENS, ROMAN, type Slot, categoryNouns } from "./slotSpans";
import { nameRunEnd } from "./whoSpan";
import { verbElsewhere } from "./elsewhereSpans";
export { demonstrativeAntecedent, namedAfterA, questionVerb } from "./elsewhereSpans";

/**
 * The stems of the content words after "respecto a/de", "en relación con", "comparado con", "frente a" — or "pero no",
 * or "tras" / "después de" / "antes de" an infinitive — in a question.
 */
export function referencePointStems(question: readonly Token[]): Set<string> {
  const out = new Set<string>();
  question.forEach((t, i) => {
    // (And a contrast the question denies: "¿Qué afecta a la media pero no a la mediana?".)
    const contrast = t.fold === "no" && ["pero", "y", "aunque"].includes(question[i - 1]?.fold ?? "");
    // (And a time the question sets by another event, "tras cruzar el Atlántico", "después de ganar…": the part that
    // says the question's own verb comes first. Not where it asks what is done or happens then: "¿Qué se hace… antes de
    // molerlas?" is asked by that time. So is an event named: "antes del acto central".)
    const time = !question.some((x) => DOES.test(x.fold) || HAPPENS.test(x.fold) || x.fold === "hace") && (t.fold === "tras" ? INFINITIVE.test(question[i + 1]?.fold ?? "") : ["despues", "antes"].includes(t.fold) && (question[i + 1]?.fold === "del" || (question[i + 1]?.fold === "de" && (INFINITIVE.test(question[i + 2]?.fold ?? "") || DEFINITE_ARTICLES.has(question[i + 2]?.fold ?? "")))));
    const opens = contrast || time || (t.fold === "respecto" && ["a", "al", "de", "del"].includes(question[i + 1]?.fold ?? "")) || (t.fold === "relacion" && question[i - 1]?.fold === "en") || ((t.fold === "comparado" || t.fold === "comparada" || t.fold === "frente") && ["con", "a", "al"].includes(question[i + 1]?.fold ?? ""));
    if (!opens) return;
    for (const x of question.slice(i + 1, i + 6)) if (x.content && x.clause === t.clause) out.add(x.stem);
  });
  return out;
}

/** Forms of "hacer" in "¿Qué hace X cuando…?" ("hacía" folds to the preposition "hacia": left out). */
export const DOES = /^(hace|hacen|hacian|hizo|hicieron|does|do|did)$/;
export { HAPPENS };
export const COORDINATORS = new Set(["y", "e", "o", "u", "ni", "and", "or"]);

/**
 * "¿Quién puede tocar el fondo?" where the note says "Salvo el portero, | nadie puede tocar el fondo…": the one excepted
 * from a "nadie" / "ninguno" that says the question's words, set apart in a part of its own in the statement. Null
 * otherwise.
 */
export function exceptedFromNone(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): { tokens: Token[]; part: Set<Token> } | null {
  if (!WHO_QUESTION.test(question)) return null;
  for (const [i, p] of parts.entries()) {
    const none = p.findIndex((t) => NO_ONE.test(t.fold));
    if (none < 0 || !p.slice(none + 1).some((t) => (t.content || t.fold.length >= 4) && inQuestion(t))) continue;
    for (const j of [i - 1, i + 1]) {
      const q = parts[j];
      if (!q || !EXCEPT.has(q[0]!.fold) || (j < i ? p : q)[0]!.stopBefore) continue;
      const first = q.findIndex((t, k) => k > 0 && (t.content || t.name));
      if (first > 0) return { tokens: q.slice(first), part: new Set([...p, ...q]) };
    }
  }
  return null;
}

/** Words that set an exception apart ("salvo el corazón", "excepto los domingos"). */
export const EXCEPT = new Set(["salvo", "excepto", "except", "exceptuando"]);

/**
 * A question that asks what a thing is not done to ("¿Qué órgano no les sacaban…?") where the note's part says it is
 * done to all but one ("le sacaban los órganos internos, salvo el corazón"): the exception, from the word after its
 * marker. Null when the question denies nothing or no exception follows the part it points at.
 */
export function exceptionSpan(parts: readonly Token[][], best: number, question: readonly Token[]): { tokens: Token[]; part: Set<Token> } | null {
  if (!question.some((t) => t.fold === "no" || t.fold === "not")) return null;
  for (const p of [parts[best]!, parts[best + 1]]) {
    if (!p || (p !== parts[best] && p[0]!.stopBefore)) continue;
    const k = p.findIndex((t) => EXCEPT.has(t.fold) || (t.fold === "excepcion" && p[p.indexOf(t) - 1]?.fold === "a"));
    const first = k >= 0 ? p.findIndex((t, j) => j > k && t.content) : -1;
    if (first > 0) return { tokens: p.slice(first), part: new Set(p) };
  }
  return null;
}

/**
 * Questions opened by a preposition before "qué" / "cuál" / "quién": "¿En qué piedra…?", "¿Contra quién…?". (Not "de":
 * the note's "de" is most often a genitive, "el planeta más grande del sistema solar".) `WHO`: the "quién" of one.
 */
const WHO = /^(qui[eé]n(es)?|whom)$/iu;
// (And of accompanying, whose "con" is as often "de": "acompañadas de mojo" for "¿Con qué salsa se acompañan…?".)
const COVERING = /^(?:cubr|cubier|llen|rellen|unt|espolvore|adorn|decor|forr|rode|carg|ban|roci|sembr|acompa[nñ])/;
const PREPOSITION_QUESTION = /^\s*¿?\s*(en|con|desde|hacia|entre|por|a|sobre|bajo|contra|(?:cerca|lejos|dentro|fuera|delante|detr[aá]s|encima|debajo|alrededor) de|junto a|frente a|in|with|between|by|to|on|under|against|near)\s+(qu[eé]|cu[aá]l(?:es)?|qui[eé]n(?:es)?|what|which|whom)\s/iu;

/**
 * A question opened by a preposition ("¿En qué piedra están tallados…?") is answered by the note's phrase opened by
 * the same preposition in the part it points at or a later part of its clause ("Los talló el pueblo rapanui, …, en la
 * toba volcánica de la cantera"): from its first word the question does not hold to the end of its part. Not a date
 * ("en 1860", "en la década de…"). A phrase headed by the question's own word ("en la frase «…»", "en ganar dos
 * premios") names the thing asked about, not the answer: then none. Null otherwise.
 */
export function prepositionSpan(parts: readonly Token[][], best: number, question: string, inQuestion: (t: Token) => boolean, isDate: (p: readonly Token[], k: number) => boolean): Slot | null {
  const m = PREPOSITION_QUESTION.exec(question);
  if (!m) return null;
  const prep = m[1]!.toLowerCase();
  // "¿Por qué…?" asks why, unless a noun follows ("¿Por qué números es divisible…?": by which); "¿A qué…?" is taken
  // here only before the noun of a kind ("¿A qué dios…?"; "¿A qué se debe…?" is its verb's).
  const q = tokenize(question);
  const kind = kindAsked(q);
  if (prep === "por" && !asksByWhich(question)) return null;
  if ((prep === "a" || prep === "to") && !kind) return null;
  // (A preposition of two words, "cerca de", "junto a", is said whole, joined to the article or not: "cerca del río".)
  const [lead, link] = foldAccents(prep).split(" ") as [string, string | undefined];
  const forms = new Set(lead === "a" ? ["a", "al"] : [lead]);
  const linked = (p: readonly Token[], k: number) => link === undefined || p[k + 1]?.fold === link || p[k + 1]?.fold === `${link}l`;
  const clause = parts[best]![0]!.clause;
  // (The parts from the best on, then a phrase set off before it that opens with the preposition: "En 1928, | con su
  // alumno Walther Müller, | mejoró el contador…" for "¿Con quién mejoró…?", or that opens the sentence cut by a coordinator:
  // "Con la bandola | y la guitarra forma el trío…" for "¿Con qué instrumentos forma…?".)
  const inClause = (j: number) => parts[j]?.[0]!.clause === clause;
  const order: number[] = [];
  for (let j = best; inClause(j); j++) order.push(j);
  for (let j = best - 1; inClause(j); j--) if (forms.has(parts[j]![0]!.fold) && (parts[j]![0]!.commaBefore || ((parts[j]![0]!.stopBefore || j === 0) && COORDINATORS.has(parts[j + 1]![0]!.fold)))) order.push(j);
  // (Asked for a kind, a phrase the preposition opens on that kind's noun comes first, wherever the note says it: "Lo hizo
  // en un libro de teología" for "¿En qué libro describió…?", where the part the question points at says "en Europa"; the
  // noun in the question's number: "a los pintores del Renacimiento" names no painter; in another clause: "toca los bajos
  // con la mano izquierda | y la melodía con la derecha" answers "¿Con qué mano toca la melodía?" by its own phrase.)
  const onKind = (p: readonly Token[]) => p.some((t, k) => forms.has(t.fold) && linked(p, k) && p.slice(k + 1).find((x) => x.content || x.name)?.fold === kind!.fold);
  if (kind && !order.some((i) => onKind(parts[i]!))) order.unshift(...parts.flatMap((p, i) => (onKind(p) && !inClause(i) ? [i] : [])));
  const moved = kind ? null : verbElsewhere(parts, q, q.findIndex((t) => /^(que|cual|cuales|what|which)$/.test(t.fold)) + 1, clause);
  if (moved) (order.unshift(moved.part), forms.add(moved.preposition));
  for (const i of order) {
    const p = parts[i]!;
    for (let k = 0; k < p.length; k++) {
      // (A date is no answer to "¿En qué…?" unless a number is asked for; "por 1" is no date.)
      // (A verb of covering or filling takes its "con" as "de" too: "se cubre de azúcar glas" for "¿Con qué se cubre…?".)
      const covering = lead === "con" && p[k]!.fold === "de" && k > 0 && COVERING.test(p[k - 1]!.fold) && inQuestion(p[k - 1]!);
      if ((!forms.has(p[k]!.fold) && !covering) || !linked(p, k) || ((prep === "en" || prep === "in") && isDate(p, k + 1))) continue;
      let rest = p.slice(k + (link === undefined ? 1 : 2));
      let head = rest.find((t) => t.content || t.name);
      // The noun of the kind asked for, then its name ("al dios Visnú"): the name answers.
      if (head && kind && head.stem === kind.stem) {
        rest = rest.slice(rest.indexOf(head) + 1);
        head = rest.find((t) => t.content || t.name);
      }
      if (!head || (WHO.test(m[2]!) && head.num !== null)) continue; // (Asked who, no number: "entre 1947 y 1991" is a time.)
      // (The question's word itself, not one of its family: "se convierte en pimentón" answers "¿En qué se convierte el
      // pimiento…?".)
      const own = (t: Token) => inQuestion(t) && q.some((w) => w.stem === t.stem);
      if (own(head)) return null;
      const first = rest.findIndex((t) => (t.content || t.name) && !own(t));
      // (Asked who, a name ends it, or a noun and the name after it: "con Salvador Dalí | rodó…", "con su amigo Juan Boscán introdujo…".)
      const named = WHO.test(m[2]!) ? [first, first + 1].find((j) => rest[j]?.name) : undefined;
      const runEnd = named === undefined ? undefined : nameRunEnd(rest, named);
      // (Nor the question's own thing said after it, from its article on, or the preposition before that: "fundó con
      // donaciones privadas | un instituto de investigación propio" for "¿Con qué dinero fundó… su instituto…?".)
      const wordAfter = (j: number) => rest.slice(j + 1).find((x) => x.content || x.name);
      const thing = rest.findIndex((t, j) => j > first && DETERMINERS.has(t.fold) && own(wordAfter(j) ?? t) && wordAfter(j) !== undefined);
      let cut = thing;
      while (cut > first + 1 && (PHRASE_PREPOSITIONS.has(rest[cut - 1]!.fold) || own(rest[cut - 1]!))) cut--;
      const end = runEnd === undefined ? (cut > first ? cut : undefined) : runEnd + (ROMAN.test(rest[runEnd]?.raw ?? "") ? 1 : 0);
      return { tokens: rest.slice(first, end), part: new Set(p), ofKind: kind !== undefined && rest[0]?.fold === "de" && p[p.indexOf(rest[0]!) - 1]?.stem === kind.stem };
    }
  }
  return null;
}

/** Clitics that cannot be articles: after "y" they open a clause, not the second of a pair. */
const PRONOUN_CLITICS = new Set(["lo", "le", "les", "se", "me", "te", "nos", "os"]);
/** Words after an ordinal that make it a rank ("el segundo más profundo", "la primera mayor…"), not a pair's member. */
const RANKED = new Set(["mas", "mayor", "mayores", "menor", "menores", "mejor", "mejores", "peor", "peores"]);
/** "el primero" / "la primera" and "el segundo" / "este último"…: the first and the second of a pair just named. */
const FIRST = new Set(["primero", "primera", "primeros", "primeras"]);
const SECOND = new Set(["segundo", "segunda", "segundos", "segundas", "ultimo", "ultima", "ultimos", "ultimas"]);

/**
 * A note that names a pair ("El hiragana y el katakana son silabarios") and then says of each in turn ("el primero se
 * usa para…, y el segundo para…"): a question about one of the pair ("¿Para qué se usa el katakana?") is answered by
 * what the note says of "el primero" or "el segundo" — from its first word of its own to the end of that part. Null
 * when the note names no such pair or does not take it up again.
 */
export function pairMemberSpan(parts: readonly Token[][], inQuestion: (t: Token) => boolean): { tokens: Token[]; part: Set<Token> } | null {
  for (let k = 0; k + 1 < parts.length; k++) {
    const [a, b] = [parts[k]!, parts[k + 1]!];
    // (A pair of things, not a clause with a clitic: "…en África oriental y lo comparten cuatro países".)
    if (a[0]!.clause !== b[0]!.clause || !["y", "e"].includes(b[0]!.fold) || PRONOUN_CLITICS.has(b[1]?.fold ?? "")) continue;
    const nameA = a.filter((t) => t.content).at(-1);
    const nameB = b.slice(1).find((t) => t.content);
    const asked = nameB && inQuestion(nameB) ? SECOND : nameA && inQuestion(nameA) ? FIRST : null;
    if (!asked || (nameA && nameB && inQuestion(nameA) && inQuestion(nameB))) continue;
    // (Nor one name's own "y": "el Carnaval de Negros | y Blancos", "la Facultad de Filosofía | y Letras".)
    if (nameA?.name && a[a.indexOf(nameA) - 1]?.fold === "de" && nameB?.name && b[1] === nameB) continue;
    for (const p of parts.slice(k + 2)) {
      // (Not a rank: "el segundo más profundo", "fue la primera mujer que…"; nor an ordinal of a noun, no article before
      // it: "En su último tramo".)
      const at = p.findIndex((t, j) => j <= 2 && asked.has(t.fold) && !RANKED.has(p[j + 1]?.fold ?? "") && (j === 0 || DEFINITE_ARTICLES.has(p[j - 1]!.fold)) && !COPULAS.has(p[j - 2]?.fold ?? ""));
      if (at < 0) continue;
      const rest = p.slice(at + 1);
      const first = rest.findIndex((t) => t.content && t.num === null && !inQuestion(t));
      if (first >= 0) return { tokens: rest.slice(first), part: new Set(p) };
    }
  }
  return null;
}

/**
 * Two things said of in turn by "uno … y el otro …" ("Se toca con dos palos: | uno golpea el parche | y el otro el aro
 * de madera"): a question about the second ("¿Qué golpea el segundo palo?", "…el otro palo") is answered by what "el
 * otro" says, one about the first ("el primer palo") by what "uno" says — from its first word of its own. Null where the
 * note says no such pair.
 */
export function eachOfTwo(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Slot | null {
  const q = tokenize(question);
  const second = q.some((t, k) => /^segund[oa]$/.test(t.fold) || (/^otr[oa]$/.test(t.fold) && DEFINITE_ARTICLES.has(q[k - 1]?.fold ?? "")));
  if (second === q.some((t) => FIRST.has(t.fold) || t.fold === "primer")) return null;
  for (let k = 0; k + 1 < parts.length; k++) {
    const [a, b] = [parts[k]!, parts[k + 1]!];
    if (a[0]!.clause !== b[0]!.clause || !/^un[oa]$/.test(a[0]!.fold) || !["y", "e"].includes(b[0]!.fold) || !DEFINITE_ARTICLES.has(b[1]?.fold ?? "") || !/^otr[oa]$/.test(b[2]?.fold ?? "")) continue;
    const rest = second ? b.slice(3) : a.slice(1);
    const own = rest.findIndex((t) => t.content && !inQuestion(t));
    if (own >= 0) return { tokens: rest.slice(own), part: new Set(second ? b : a) };
  }
  return null;
}

/** Words after the noun of "¿Por qué N…?": a copula or "se". */
const BY_WHICH_FOLLOWERS = new Set(["es", "son", "fue", "fueron", "era", "eran", "esta", "estan", "se", "is", "are", "was", "were"]);
/** The noun of the kind a question asks for, right after its first "qué" / "cuál" ("¿A qué dios…?"), if any. */
export function kindAsked(q: readonly Token[]): Token | undefined {
  const at = q.findIndex((x) => x.fold === "que" || x.fold === "cual" || x.fold === "what" || x.fold === "which");
  return at < 0 ? undefined : [...categoryNouns(q)].find((t) => q.indexOf(t) === at + 1);
}

/** Nouns of a reason: "¿Por qué razón…?" still asks why. */
const REASONS = new Set(["razon", "razones", "motivo", "motivos", "causa", "causas"]);

/** "¿Por qué números…?", "¿Por qué medio…?": "por qué" before a noun of the kind asked for asks by which, not why. */
export function asksByWhich(question: string): boolean {
  const q = tokenize(question);
  if (!q.some((t, i) => t.fold === "por" && q[i + 1]?.fold === "que")) return false;
  const noun = kindAsked(q);
  // A noun, not a verb: a copula or "se" follows it ("¿Por qué números es…?", "¿Por qué medio se transmite…?"), where a
  // verb is followed by its subject or adverb ("¿Por qué avanza tan despacio…?").
  const after = noun ? q[q.indexOf(noun) + 1] : undefined;
  return noun !== undefined && !REASONS.has(noun.fold) && after !== undefined && BY_WHICH_FOLLOWERS.has(after.fold);
}

const RELATIVE_OPENERS = new Set(["que", "donde", "cuyo", "cuya", "cuyos", "cuyas", "quien", "quienes", "which", "where", "whose"]);

/**
 * "…, Perú y Bolivia, país que tomó su nombre de él" for "¿Qué país tomó su nombre de Bolívar?": a part opened by the
 * question's category noun and a relative, that says the question's other words, describes the thing named right before
 * it — the answer is that part before, from its first word the question does not hold. Null otherwise.
 */
export function appositionAntecedent(parts: readonly Token[][], question: string, category: SourceIndex | null, inQuestion: (t: Token) => boolean): { tokens: Token[]; part: Set<Token> } | null {
  if (!category) return null;
  const asked = new Set(tokenize(question).map((t) => t.stem));
  for (let i = 1; i < parts.length; i++) {
    const p = parts[i]!;
    const head = p.findIndex((t) => t.content);
    // (Or a bare apposition where the part before says the question's words: "Allí nació Freddie Mercury, | el cantante…".)
    const [before, relative] = [parts[i - 1]!, RELATIVE_OPENERS.has(p[head + 1]?.fold ?? "")];
    if (head < 0 || head > 1 || !alignsLiterally(p[head]!, category) || !(relative ? p.slice(head + 2).some((t) => t.content && inQuestion(t) && !alignsLiterally(t, category)) : head === 1 && before.some((t) => t.content && inQuestion(t)) && before.some((t) => t.name && !inQuestion(t)))) continue;
    if (before[0]!.clause !== p[0]!.clause || !p[0]!.commaBefore) continue;
    // (The question's own words by stem only: "Bolivia" is not "Bolívar", though a word family would join them. A bare
    // apposition describes the name that ends the part before: "una fiesta de Castrillo de Murcia, | un pueblo de…".)
    let named = before.length - 1;
    while (!relative && named > 0 && (before[named - 1]!.name || (["de", "del"].includes(before[named - 1]!.fold) && before[named - 2]?.name))) named--;
    if (!relative && before.at(-1)!.name && !asked.has(before[named]!.stem)) return { tokens: before.slice(named), part: new Set([...before, ...p]) };
    const first = before.findIndex((t) => (t.content || t.name) && !asked.has(t.stem));
    if (first >= 0) return { tokens: before.slice(first), part: new Set(before) };
  }
  return null;
}

export const PREDICATE_SKIP = new Set(["se", "le", "les", "lo", "la", "los", "las", "es", "son", "era", "eran", "fue", "fueron", "esta", "estan", "estaba", "estaban", "ha", "han", "habia", "puede", "pueden", "podia", "suele", "suelen", "solia"]);
const [MADE, GOES] = [/^(?:hech|elaborad|preparad|fabricad|confeccionad)[oa]s?$/, new Set(["ir", "va", "van", "iba", "iban", "fue", "fueron"])];
const INTERVENING_ADVERBS = new Set(["casi", "siempre", "tambien", "solo", "principalmente", "normalmente", "generalmente", "mas", "muy", "tan"]);
const LEADING_PREPOSITIONS = new Set(["en", "de", "con", "a", "contra", "por", "para", "desde", "hacia", "sobre", "entre", "sin"]);

/**
 * "¿En qué son ricas las semillas?" where the note says "…y son ricas en calcio" ("¿Contra quién luchó?" / "luchó
 * contra los hititas", "¿A qué se debe…?" / "se debe a…", "¿Por dónde pasa…?" / "pasa por…"): a word of the question said in the note right before the
 * question's own preposition — what follows that preposition answers. The span, or null.
 */
export function wordThenPreposition(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): { tokens: Token[]; part: Set<Token> } | null {
  const q = tokenize(question);
  const prep = q[0];
  // (Not "¿Por qué…?", which asks why; not "¿En qué año…?", whose noun names the kind asked for.)
  if (!prep || !LEADING_PREPOSITIONS.has(prep.fold) || !["que", "quien", "quienes", "donde"].includes(q[1]?.fold ?? "") || (prep.fold === "por" && q[1]!.fold === "que")) return null;
  // (A kind's noun in the question is found by another word of its family: "¿En qué escrituras…?" / "escrito en…".)
  const kind = [...categoryNouns(q)][0];
  // The question's predicate: its first word past clitics and auxiliaries ("son ricas", "se debe", "luchó").
  // (Past "ir" before a participle: "¿De qué suele ir acompañado…?" asks about "acompañado de".)
  const first = q.slice(2).findIndex((t) => !PREDICATE_SKIP.has(t.fold));
  const goes = first >= 0 && GOES.has(q[first + 2]!.fold) && /(ad|id)[oa]s?$/.test(q[first + 3]?.fold ?? "");
  const predicate = kind ?? q[first < 0 ? q.length : first + 2 + (goes ? 1 : 0)];
  if (!predicate || predicate.num !== null) return null;
  // (The kind's own noun said again names the kind, not what the preposition gives: "de la familia del cerdo".)
  // (Or, for a kind, the noun its copula predicates, the same word: "¿De qué árbol es fruto…?" / "es el fruto del cerezo".)
  const predicated = kind && q[q.indexOf(kind) + 1]?.fold === "es" ? q[q.indexOf(kind) + 2] : undefined;
  // (Asked what a thing the copula names is of, first the note's copula before the preposition in a part that names the
  // thing: "Sus parches suelen ser de piel" for "¿De qué son los parches…?", not "…de dos parches de la costa".)
  const byCopula = kind === undefined && q.slice(2).some((t, j) => COPULAS.has(t.fold) && DETERMINERS.has(q[j + 3]?.fold ?? "") && q.slice(2, j + 2).every((x) => PREDICATE_SKIP.has(x.fold)));
  const wordSaid = (t: Token) => (kind === undefined ? t.stem === predicate.stem : (t.stem !== kind.stem && t.num === null && alignsLiterally(t, indexTokens([kind]))) || (predicated?.content === true && t.fold === predicated.fold));
  // (The part that says most of the question's other words, where the note says the pair more than once: "se convirtió
  // en mezquita…; en 1934 se convirtió en museo" for "¿En qué se convirtió … en 1934?".)
  let found = null as { tokens: Token[]; part: Set<Token>; at: number; word: Token } | null;
  // (Its adverbs too: "casi siempre" in the question points at the sentence that says it.)
  const adverbs = new Set(q.filter((t) => INTERVENING_ADVERBS.has(t.fold)).map((t) => t.fold));
  const others = (p: readonly Token[]) => p.filter((t) => ((t.content || t.num !== null) && inQuestion(t) && t.stem !== predicate.stem) || adverbs.has(t.fold)).length;
  for (const said of byCopula ? [(t: Token) => COPULAS.has(t.fold) || t.fold === "ser", wordSaid] : [wordSaid]) if (!found) parts.forEach((p, i) => {
    for (let k = 0; k + 1 < p.length; k++) {
      if (p[k]!.negated || !said(p[k]!) || (said !== wordSaid && !p.some((t) => t.content && inQuestion(t)))) continue;
      // (Past an adverb of frequency or degree — "se debe casi siempre al tabaco" — and the preposition contracted
      // with the article: "al" is "a el", "del" is "de el"; made "con" what is made "de": "hecho con arroz".)
      const isPrep = (t: Token | undefined) => t !== undefined && (t.fold === prep.fold || CONTRACTIONS[t.fold] === prep.fold || (prep.fold === "de" && t.fold === "con" && MADE.test(p[k]!.fold)));
      let j = k + 1;
      while (p[j] && !isPrep(p[j]) && (INTERVENING_ADVERBS.has(p[j]!.fold) || (p[j]!.fold === "sobre" && p[j + 1]?.fold === "todo"))) j += p[j]!.fold === "sobre" ? 2 : 1;
      if (!isPrep(p[j])) continue;
      const rest = p.slice(j + 1);
      const first = rest.findIndex((t) => t.content && !inQuestion(t));
      if (first >= 0 && (!found || others(p) > others(parts[found.at]!))) found = { tokens: rest.slice(first), part: new Set(p), at: i, word: p[k]! };
    }
  });
  // (Not a word of its family where the note says the very word with more of the question: "juega en" for "¿En qué Juegos…?".)
  if (!found || (!byCopula && found.word.fold !== predicate.fold && parts.some((p) => p.some((t) => t.fold === predicate.fold) && others(p) > others(parts[found!.at]!)))) return null;
  const { tokens, part, at } = found;
  // (Not where the question's own number, said elsewhere in the note, is missing from that sentence: "¿En qué se
  // convirtió en 1934?" where only another sentence says "1934".)
  const sentence = parts.filter((p) => p[0]!.clause === parts[at]![0]!.clause).flat();
  if (q.some((t) => t.num !== null && !sentence.some((x) => x.num === t.num) && parts.some((p) => p.some((x) => x.num === t.num)))) return null;
  // (Its preposition said again after the conjunction: "a los vientos alisios | y a la corriente fría".)
  const again = parts[at + 1];
  const more = again && again[0]!.clause === parts[at]![0]!.clause && ["y", "e", "o", "u"].includes(again[0]!.fold) && again[1]?.fold === prep.fold ? again : [];
  return withCoordination({ tokens: [...tokens, ...more], part: new Set([...part, ...more]) }, parts, inQuestion);
}

/** "¿En qué ciudad está…?", "¿En qué país se encuentra…?": a place asked with its kind, and the verb of being there. */
const IN_WHICH_PLACE = /^\s*¿?\s*en\s+qu[eé]\s+(\p{L}+)\s+(est[aá]n?|estaba|se\s+encuentran?|se\s+halla|queda)(?![\p{L}])/iu;

/** The where-question a place asked with its kind (or "comunidad", "comarca") stands for ("¿En qué ciudad está X?" → "¿Dónde está X?"), or null. */
export function whereByKind(question: string): string | null {
  const m = IN_WHICH_PLACE.exec(question);
  return m && (PLACE_KINDS.has(foldAccents(m[1]!.toLowerCase())) || /^(comunidad|comarca)$/i.test(m[1]!)) ? `¿Dónde ${question.slice(m[0].length - m[2]!.length)}` : null;
}

/** "¿Qué nombre dio / puso X a Y?": the naming verb and the calling one it stands for, by person and tense. */
const NAME_GIVEN = /^(\s*¿?\s*)qu[eé]\s+nombre\s+(?:le\s+|les\s+)?(dio|dieron|puso|pusieron|da|dan|pone|ponen|daba|daban|pon[ií]a|pon[ií]an)(?![\p{L}])/iu;
const CALLED_BY_TENSE: Readonly<Record<string, string>> = { dio: "llamó", puso: "llamó", dieron: "llamaron", pusieron: "llamaron", da: "llama", pone: "llama", dan: "llaman", ponen: "llaman", daba: "llamaba", ponia: "llamaba", daban: "llamaban", ponian: "llamaban" };

/** The question a name given stands for ("¿Qué nombre dio Cavendish al gas?" → "¿Cómo llamó Cavendish al gas?"), else the question. */
export function nameAsCalled(question: string): string {
  const m = NAME_GIVEN.exec(question);
  return m ? `${m[1]}Cómo ${CALLED_BY_TENSE[foldAccents(m[2]!.toLowerCase())]}${question.slice(m[0].length)}` : question;
}
