/**
 * The same thing said with the opposite quantifier or word of order (lib/grading/autoGrader.ts, lib/verifier/features.ts):
 * "todos los N" against "ningún N", "después del dolor" against "antes del dolor".
 */
import { type Token, alignsLiterally, indexTokens, tokenIndex } from "@/lib/text/analyze";
import { CLITICS, DEFINITE_ARTICLES, DETERMINERS, PHRASE_PREPOSITIONS } from "@/lib/text/spanish";
import { LITTLE } from "@/lib/text/phrases";
import { REFUSING } from "@/lib/text/negation";
import { INTERROGATIVES } from "./abstention";

export const ALL = new Set(["todos", "todas", "todo", "toda", "all", "every"]);
const NONE = new Set(["ningun", "ninguna", "ninguno", "ningunos", "ningunas", "no", "none"]);

/** Words of order in time or space and their opposites ("antes del dolor" / "después del dolor"). */
const BEFORE = new Set(["antes", "before", "delante"]);
const AFTER = new Set(["despues", "tras", "after", "detras"]);
/** The start and the end of a period ("a principios del invierno" / "a finales del invierno"). */
export const START = new Set(["principio", "principios", "comienzo", "comienzos", "inicio", "inicios", "beginning", "start"]);
const END = new Set(["final", "finales", "fin", "end"]);
/** The middle of a period ("a mediados de abril"), another time than its start or its end. */
const MIDDLE = new Set(["mediados"]);
/** The first and the last of a series ("lo primero que veían" / "lo último que veían"). */
const FIRST = new Set(["primero", "primera", "primeros", "primeras", "primer", "first"]);
const LAST = new Set(["ultimo", "ultima", "ultimos", "ultimas", "last"]);

/**
 * The same thing said with the opposite quantifier or word of order: "todos los nombres" where the source says "ningún
 * nombre" (or the other way round), "después del dolor" where it says "antes del dolor". The answer's word, or null —
 * not where the source says the answer's word of that thing too.
 */
function flipped(answer: readonly Token[], source: readonly Token[], poles: readonly (readonly [ReadonlySet<string>, ReadonlySet<string>])[], allowNegated: (mine: ReadonlySet<string>) => boolean): Token | null {
  // The noun a quantifier or word of order is said of: the next content word within three words of its clause.
  // (Or the era's "cristo", light after "después de" — a bare year is of our era — but an era all the same: "siglo V
  // d. C." against "siglo V a. C.".)
  const of = (ts: readonly Token[], i: number) => ts.slice(i + 1, i + 4).find((t) => (t.content || t.fold === "cristo") && t.clause === ts[i]!.clause);
  // (A Spanish word of order orders a noun through "de" / "que": "y después sumar" is "then", no "después de la suma".)
  const adverb = (ts: readonly Token[], i: number) => ["antes", "despues", "delante", "detras"].includes(ts[i]!.fold) && !["de", "del", "que"].includes(ts[i + 1]?.fold ?? "");
  const said = (ts: readonly Token[], words: ReadonlySet<string>) =>
    ts.flatMap((t, i) => (words.has(t.fold) && t.fold !== "no" && !adverb(ts, i) ? [{ q: t, noun: of(ts, i) }] : [])).filter((x): x is { q: Token; noun: Token } => x.noun !== undefined);
  // (An era is said of the number before it: "753 a. C." and "476 d. C." date two things.)
  const before = (ts: readonly Token[], q: Token) => (q.fold === "antes" || q.fold === "despues" ? (ts[ts.indexOf(q) - 1]?.num ?? null) : null);
  for (const [mine, theirs] of poles) {
    for (const { q, noun } of said(answer, mine)) {
      if (q.negated && !allowNegated(mine)) continue;
      // (The noun by its family too: "antes de nacer" / "después del nacimiento".)
      const same = (s: { q: Token; noun: Token }) => (s.noun.stem === noun.stem || (noun.num === null && alignsLiterally(noun, indexTokens([s.noun])))) && (noun.fold !== "cristo" || before(source, s.q) === before(answer, q));
      if (said(source, theirs).some(same) && !said(source, mine).some(same)) return q;
    }
  }
  return null;
}

/** "todos los N" against the source's "ningún N" (or the reverse): the answer's quantifier word, or null. */
export function quantifierFlip(answer: readonly Token[], source: readonly Token[]): Token | null {
  return flipped(answer, source, [[ALL, NONE], [NONE, ALL]], (mine) => mine !== ALL);
}

/** "después de N" against the source's "antes de N", "a principios de N" against "a finales de N", "el último N" against
 * "el primer N" (or the reverse): the answer's word of order, or null. */
export function orderWordFlip(answer: readonly Token[], source: readonly Token[]): Token | null {
  return flipped(answer, source, [[BEFORE, AFTER], [AFTER, BEFORE], [START, END], [END, START], [START, MIDDLE], [MIDDLE, START], [END, MIDDLE], [MIDDLE, END], [FIRST, LAST], [LAST, FIRST]], () => false);
}

/**
 * A way said the other way round: "desde Tenochtitlan hasta Chapultepec" against the source's "desde Chapultepec hasta
 * Tenochtitlan" (or "from … to …"). The answer's origin, or null.
 */
export function routeReversed(answer: readonly Token[], source: readonly Token[]): Token | null {
  const same = (a: Token, b: Token) => alignsLiterally(a, tokenIndex(b));
  const ends = (ts: readonly Token[]) =>
    ts.flatMap((t, i) => {
      if (t.fold !== "desde" && t.fold !== "from") return [];
      const to = ts.findIndex((x, k) => k > i && (x.fold === "hasta" || x.fold === "to") && x.clause === t.clause);
      const [a, b] = [ts.slice(i + 1, to).find((x) => x.content), ts.slice(to + 1).find((x) => x.content)];
      return to > 0 && a && b ? [[a, b] as const] : [];
    });
  const theirs = ends(source);
  for (const [a, b] of ends(answer)) if (!same(a, b) && theirs.some(([x, y]) => same(a, y) && same(b, x))) return a;
  return null;
}

/** Words that deny any object of a verb ("no derrotó a nadie", "no mandó nada", "nunca lo hizo"). */
const NOTHING = new Set(["nadie", "nada", "ningun", "ninguna", "ninguno", "nunca", "jamas", "nobody", "nothing", "never"]);
/** Words that leave the denial to another object than the one asked about ("no derrotó a ninguna otra"). */
const OTHERS = new Set(["otro", "otra", "otros", "otras", "mas", "else", "other"]);

/**
 * An answer that denies what a question asking who, what, where… takes as done, in the question's own verb and with
 * nothing left for it ("No derrotó a nadie" for "¿A quién derrotó…?"): the note says it was done. The denied word, or
 * null — not where the reference itself denies something.
 */
export function premiseDenied(answer: readonly Token[], question: readonly Token[], reference: readonly Token[]): Token | null {
  // (A question that asks for something, "¿Qué…?", "¿A quién…?", takes what it asks about as done; not a yes/no one.)
  const asks = question.slice(0, 3).some((t) => INTERROGATIVES.has(t.fold) && t.fold !== "por");
  if (!asks || reference.some((t) => t.negated || t.fold === "no" || NOTHING.has(t.fold))) return null;
  // (Or opens by "Nada" / "Nadie" / "Ninguno" set off on its own — "Nada: tiene frenos…" for "¿Qué le falta…?" — where
  // the question denies nothing; "Nada con la boca abierta" is the verb.)
  const [first, next] = [answer[0], answer[1]];
  if (first && NOTHING.has(first.fold) && !/^(nunca|jamas|never)$/.test(first.fold) && (!next || next.commaBefore || next.colonBefore || next.stopBefore) && !question.some((t) => t.fold === "no")) return first;
  // (What the question denies too it does not take as done: "mientras nadie abra la caja" said back.)
  const head = answer.find((t) => t.negationHead && t.content && question.some((q) => q.content && q.stem === t.stem) && !question.some((q) => q.negated && q.stem === t.stem));
  // (Not a denial of anything else: "…; no derrotó a ninguna otra".)
  const clause = head ? answer.filter((t) => t.clause === head.clause) : [];
  return head && clause.some((t) => NOTHING.has(t.fold)) && !clause.some((t) => OTHERS.has(t.fold)) ? head : null;
}

/** The verb a question denies, light or not ("¿Qué harina no lleva la chipa?" → "lleva"), not the thing it names. */
function deniedInQuestion(question: readonly Token[]): Token[] {
  // (The words from "no" to the thing denied: "no puede separarse el arco" → "puede", "separarse".)
  const head = (k: number) => question.findIndex((t, j) => j > k && (t.negationHead || !t.negated));
  return question.flatMap((t, k) => (t.fold === "no" ? question.slice(k + 1, head(k) < 0 ? undefined : head(k)) : [])).filter((t) => t.fold.length >= 3 && !DETERMINERS.has(t.fold) && !CLITICS.has(t.fold));
}

/**
 * A question that denies what the note denies ("¿Qué harina no lleva la chipa?" where it says "No lleva harina de
 * trigo") is answered by naming what is denied: the answer affirms nothing where every word of it the note denies sits
 * in a clause that denies the question's own denied verb, and the answer does not say that verb plainly ("sí lleva").
 */
export function asksWhatIsDenied(answer: readonly Token[], question: readonly Token[], noteTokens: readonly Token[]): boolean {
  // (So is one that asks what was refused, "¿Qué se negó a hacer?", by what the note's refusal governs: "ceder su
  // asiento" where it says "se negó a ceder su asiento".)
  const refusing = (t: Token) => REFUSING.test(t.fold) || t.refuses === true;
  const refusals = question.some(refusing) ? new Set(noteTokens.filter(refusing).map((n) => n.clause)) : new Set<number>();
  if (refusals.size) return answer.every((t) => !t.content || !noteTokens.some((n) => n.negated && n.stem === t.stem) || noteTokens.some((n) => n.negated && n.stem === t.stem && refusals.has(n.clause)));
  const asked = deniedInQuestion(question);
  if (asked.length === 0 || answer.some((t) => !t.negated && asked.some((q) => q.stem === t.stem))) return false;
  const deniedClauses = new Set(noteTokens.filter((n) => n.negated && asked.some((q) => q.stem === n.stem)).map((n) => n.clause));
  if (deniedClauses.size === 0) return false;
  return answer.every((t) => !t.content || !noteTokens.some((n) => n.negated && n.stem === t.stem) || noteTokens.some((n) => n.negated && n.stem === t.stem && deniedClauses.has(n.clause)));
}

/**
 * An answer to a question that asks for what is denied ("¿Qué harina no lleva la chipa?"), where the note denies it
 * too ("No lleva harina de trigo"), that says the denied verb plainly ("Sí lleva harina de trigo"): the word, or null.
 * (Not a why-question, whose answer may say what would happen: "porque si la echas atrás…".)
 */
export function affirmsDeniedAsked(answer: readonly Token[], question: readonly Token[], note: readonly Token[]): Token | null {
  if (!question.slice(0, 3).some((t, k) => INTERROGATIVES.has(t.fold) && t.fold !== "por" && question[k - 1]?.fold !== "por")) return null;
  const denied = deniedInQuestion(question).filter((q) => note.some((n) => n.negated && n.stem === q.stem));
  return answer.find((t) => !t.negated && denied.some((q) => q.stem === t.stem)) ?? null;
}

/** What opens a phrase with no verb after "no": a preposition or an article. */
const CONTRAST_OPENERS = new Set(["en", "a", "de", "con", "por", "para", "el", "la", "los", "las", "del", "al"]);

/**
 * A word of the question denied in a phrase with no verb, set off after the answer's claim: "Se decide en el cerebro,
 * no en la mano" corrects the question's premise, it denies nothing the note states.
 */
export function contrastedFrame(tokens: readonly Token[], t: Token, frame: ReadonlySet<Token>): boolean {
  const no = tokens.findLastIndex((x, k) => k < tokens.indexOf(t) && x.fold === "no");
  return frame.has(t) && no > 0 && tokens[no]!.commaBefore && CONTRAST_OPENERS.has(tokens[no + 1]?.fold ?? "") && tokens.slice(no + 1, tokens.indexOf(t)).every((x) => !x.content);
}

/** Words that bound the number after them from below ("más de 60", "al menos 5") or from above ("hasta 5", "como mucho 60"). */
const LOWER: readonly (readonly string[])[] = [["mas", "de"], ["al", "menos"], ["por", "lo", "menos"], ["como", "minimo"], ["no", "menos", "de"], ["supera"], ["superan"], ["pasa", "de"], ["pasan", "de"], ["por", "encima", "de"], ["at", "least"], ["more", "than"]];
const UPPER: readonly (readonly string[])[] = [["hasta"], ["como", "mucho"], ["como", "maximo"], ["a", "lo", "sumo"], ["menos", "de"], ["no", "mas", "de"], ["por", "debajo", "de"], ["up", "to"], ["at", "most"], ["less", "than"]];

/**
 * The bound the words before a number set on it (the longest phrase that ends there, past an article), or null; a "no"
 * a few words before turns it round ("que no dure más de veinte minutos" is at most twenty).
 */
function boundOf(ts: readonly Token[], i: number): "lower" | "upper" | null {
  const j = DEFINITE_ARTICLES.has(ts[i - 1]?.fold ?? "") ? i - 1 : i;
  const ending = (ph: readonly string[]) => (ph.every((w, k) => ts[j - ph.length + k]?.fold === w) ? ph.length : 0);
  const [lower, upper] = [Math.max(...LOWER.map(ending)), Math.max(...UPPER.map(ending))];
  const bound = lower > upper ? "lower" : upper > lower ? "upper" : null;
  const from = j - Math.max(lower, upper);
  // (Denied from a few words before, past a periphrasis: "no volvió a celebrarse hasta 1979".)
  const denied = ts[from]?.fold !== "no" && ts.slice(Math.max(0, from - 5), from).some((t) => t.fold === "no" && t.clause === ts[i]!.clause);
  return bound && denied ? (bound === "lower" ? "upper" : "lower") : bound;
}

/**
 * The same number bounded the other way: "como mucho sesenta kilos" where the source says "más de sesenta kilos", "al
 * menos cinco minutos" where it says "hasta cinco minutos". The answer's number, or null — not where the source says
 * that number with the answer's bound too, or bare.
 */
export function boundFlip(answer: readonly Token[], source: readonly Token[]): Token | null {
  for (const [i, a] of answer.entries()) {
    const bound = a.num === null ? null : boundOf(answer, i);
    if (!bound) continue;
    const same = source.flatMap((s, k) => (s.num === a.num ? [k] : []));
    if (same.length && same.every((k) => boundOf(source, k) !== null && boundOf(source, k) !== bound)) return a;
  }
  return null;
}

/** Words that open a phrase: articles and prepositions. */
const PHRASE_OPENERS = new Set([...DEFINITE_ARTICLES, "un", "una", "unos", "unas", ...PHRASE_PREPOSITIONS, "the", "in", "on", "at", "to"]);

/**
 * A phrase the source denies without a verb of its own, stated plainly: "el Sol gira alrededor de la Tierra" where the
 * note says "…alrededor del Sol, y no el Sol alrededor de la Tierra". The denied phrase opens with an article or a
 * preposition right after "no" and runs to its part's end; its content words (two at least: one denied word said again
 * is the word-level check's), all said in the answer in the same order, in one clause it does not deny. The answer's
 * first such word, or null.
 */
export function deniedPhraseStated(answer: readonly Token[], source: readonly Token[]): Token | null {
  const runs: Token[][] = [];
  source.forEach((t, i) => {
    if (t.fold !== "no" || !PHRASE_OPENERS.has(source[i + 1]?.fold ?? "") || !source[i + 1]!.negated) return;
    const run: Token[] = [];
    let j = i + 1;
    for (; j < source.length && source[j]!.negated && source[j]!.clause === t.clause && !(j > i + 1 && source[j]!.commaBefore); j++) if (source[j]!.content && source[j]!.num === null) run.push(source[j]!);
    // (Not a belief the note reports as it denies it: "y no a cristales de ácido láctico, como se creía antes".)
    if (source[j]?.fold !== "como") runs.push(run);
  });
  for (const run of runs.filter((r) => r.length >= 2)) {
    for (const start of answer.filter((a) => a.stem === run[0]!.stem && !a.negated)) {
      const clause = answer.filter((a) => a.clause === start.clause);
      if (clause.some((a) => a.negated)) continue;
      let at = clause.indexOf(start);
      const found = run.slice(1).every((w) => {
        const k = clause.findIndex((a, j) => j > at && a.stem === w.stem);
        return k >= 0 && ((at = k), true);
      });
      if (found) return start;
    }
  }
  return null;
}

/**
 * "sin el cero" where the source says "con el cero" (or the other way round), "a favor del ejército" where it says
 * "contra el ejército": the same thing said to be there and not there, on one side and on the other. The answer's
 * word, or null — not where the source says it with the answer's word too. (Not `flipped`: its noun, the first content
 * word within three, reaches past a verb — "sin poner los labios" — and turned 2 faithful answers.)
 */
export function withoutWhatIsWith(answer: readonly Token[], source: readonly Token[]): Token | null {
  // (The noun within two words of the marker; three past "favor", which "de" and an article follow: "a favor del…".)
  const after = (ts: readonly Token[], fold: string) => ts.flatMap((t, i) => (t.fold === fold ? [ts.slice(i + 1, i + (fold === "favor" || fold === "contra" ? 4 : 3)).find((x) => x.content)] : [])).filter((x): x is Token => x !== undefined);
  for (const [mine, theirs] of [["sin", "con"], ["con", "sin"], ["favor", "contra"], ["contra", "favor"]] as const) {
    // (Not denied in the answer: "no con púa" says "sin púa".)
    // (Nor where the source says the noun with the answer's next word, outside the marker: "con azúcar glas" where it says
    // "se cubre de azúcar glas" beside "dejando sin azúcar la silueta".)
    const saidWithNext = (a: Token) => { const n = answer[answer.indexOf(a) + 1]; return n?.content === true && source.some((s, k) => s.stem === a.stem && source[k + 1]?.stem === n.stem && !source.slice(Math.max(0, k - 3), k).some((x) => x.fold === theirs)); };
    for (const a of after(answer, mine)) if (!(mine === "con" && a.negated) && after(source, theirs).some((s) => s.stem === a.stem) && !after(source, mine).some((s) => s.stem === a.stem) && !saidWithNext(a)) return a;
  }
  return null;
}

/** Verbs of beginning before "a" + infinitive ("empezaron a proteger", "comenzó a llover", "se puso a cantar"). */
const BEGINS = /^(empez|empiez|empec|comenz|comienz|comenc|pus|pon)/;
/** Verbs of ceasing before "de" + infinitive ("dejaron de proteger", "cesó de llover"). */
const CEASES = /^(dej|ces)/;

/**
 * "dejaron de proteger" where the source says "empezaron a proteger" (or the other way round): the same action said to
 * stop where it starts. The answer's infinitive, or null — not where the source says both of it.
 */
export function ceasedWhatBegan(answer: readonly Token[], source: readonly Token[]): Token | null {
  const aspect = (ts: readonly Token[], verbs: RegExp, link: string) => ts.flatMap((t, i) => (verbs.test(t.fold) && ts[i + 1]?.fold === link && /^\p{L}{2,}(ar|er|ir)(se|lo|la|los|las|le|les)?$/u.test(ts[i + 2]?.fold ?? "") ? [ts[i + 2]!] : []));
  for (const [mine, theirs] of [[[CEASES, "de"], [BEGINS, "a"]], [[BEGINS, "a"], [CEASES, "de"]]] as const) {
    const said = aspect(source, theirs[0], theirs[1]);
    const other = aspect(source, mine[0], mine[1]);
    for (const a of aspect(answer, mine[0], mine[1])) if (said.some((s) => s.stem === a.stem) && !other.some((s) => s.stem === a.stem)) return a;
  }
  return null;
}

/** Verbs that report a belief ("se creía que…", "pensaban que…", "se suponía que…"). */
const BELIEF = /^(creia|creian|creyo|creyeron|pensaba|pensaban|penso|pensaron|suponia|suponian|crei|creemos)$/;

/** Whether a text reports a belief, in any form of "creer", "pensar", "suponer" ("¿Qué se creía…?", "Se pensaba que…"). */
export const reportsBelief = (tokens: readonly Token[]): boolean => tokens.some((t) => BELIEF.test(t.fold) || /^(cre|crey|pens|piens|supon)$/.test(t.stem));

/**
 * A belief the note reports as held before ("Hasta entonces se creía, siguiendo a Galeno, que la sangre se producía en
 * el hígado"), stated plainly: the first content word of what was believed and two more of it in order, in one clause
 * of the answer, which reports no belief nor whose it is ("según…"). The answer's first such word, or null.
 */
export function formerBeliefStated(answer: readonly Token[], source: readonly Token[]): Token | null {
  if (reportsBelief(answer) || answer.some((a) => a.fold === "segun")) return null;
  for (const [i, t] of source.entries()) {
    // (Impersonal, "se creía": a person's own belief, "Hipócrates creía que…", is what the note tells of him.)
    if (!BELIEF.test(t.fold) || source[i - 1]?.fold !== "se") continue;
    // (Past an aside before the "que": "se creía, | siguiendo a Galeno, | que…".)
    const que = source.findIndex((x, j) => j > i && j <= i + 8 && x.fold === "que");
    if (que < 0 || source.slice(i + 1, que + 1).some((x) => x.stopBefore)) continue;
    const end = source.findIndex((x, j) => j > que && x.stopBefore);
    const run = source.slice(que + 1, end < 0 ? undefined : end).filter((x) => x.content && x.num === null);
    if (run.length < 3) continue;
    for (const start of answer.filter((a) => a.stem === run[0]!.stem && !a.negated)) {
      const clause = answer.filter((a) => a.clause === start.clause && !a.negated);
      let [at, found] = [run.indexOf(run[0]!), 1];
      for (const a of clause.slice(clause.indexOf(start) + 1)) {
        const k = run.findIndex((w, j) => j > at && w.stem === a.stem);
        if (k > at) [at, found] = [k, found + 1];
      }
      if (found >= 3) return start;
    }
  }
  return null;
}

const OUTRIGHT_DENIAL = new Set(["no", "ni", "nunca", "jamas", "sin", "not", "never", "without"]);

/**
 * Little of a thing the source denies outright: "lleva poca harina" where the note says "no lleva harina" (or "sin
 * harina") — some is no none. (Not where the source only says it lacks: "poca hemoglobina" for "la falta de
 * hemoglobina".) The answer's word, or null.
 */
export function littleOfDenied(answer: readonly Token[], source: readonly Token[]): Token | null {
  const denied = (t: Token) => source.some((s, j) => s.stem === t.stem && s.negated && source.slice(Math.max(0, j - 4), j).some((n) => n.clause === s.clause && OUTRIGHT_DENIAL.has(n.fold)));
  return answer.find((t, i) => t.content && !t.negated && LITTLE.has(answer[i - 1]?.fold ?? "") && denied(t) && !source.some((s) => s.stem === t.stem && !s.negated)) ?? null;
}

/** Finite forms of going on: "seguir", "continuar". */
const GOING_ON = /^(seguir|seguia|seguian|sigue|siguen|siguio|siguieron|sigo|seguira|seguiran|continu(a|an|ar|aba|aban|o|aron|ara|aran))$/;

/**
 * A clause that denies going on ("ya no pudo seguir trabajando") where the note says it went on ("pero siguió dictando
 * sus trabajos"): no state that ended, a denial of what the note states.
 */
export const deniesGoingOn = (tokens: readonly Token[], clause: number, plainFolds: ReadonlySet<string>): boolean =>
  tokens.some((t) => t.clause === clause && t.negated && GOING_ON.test(t.fold)) && [...plainFolds].some((f) => GOING_ON.test(f));
