/**
 * Kinds of question whose answer a note sets out in a frame of its own, beside the words it shares with the question
 * (lib/verifier/slot.ts): a definition after a colon ("un aura: destellos…"), what a statement says ("dice que…"), a
 * contrast ("A diferencia de…, …"), the kind of a thing ("un triángulo rectángulo"), what a thing lacks ("no tenía…"),
 * and the amount of the dimension a verb measures ("mide 1.280 metros", not "casi treinta años").
 */
import { type Token, alignsLiterally, indexTokens, tokenize } from "@/lib/text/analyze";
import { HAPPENS } from "./questionFrame";
import { conditionAndTopic } from "./coordinatedClauses";
import { DEGREE_ADVERBS, coordinatedPhrase, withCoordination } from "./coordination";
import { markedFrame, restOfClause } from "./markers";
import { DEFINITION, namedByParticiple, relativeVerbSpan } from "./namingSpans";
import { CONDITIONS, WHO_QUESTION, opensRelative } from "./slotSpans";

type Span = { tokens: Token[]; part: Set<Token> };

/** From the first content word of `from` the question does not hold (numbers too, where asked), within `part`; else null. */
function ownSpan(from: readonly Token[], part: readonly Token[], inQuestion: (t: Token) => boolean, numbers = false): Span | null {
  const first = from.findIndex((t) => (t.content || (numbers && t.num !== null)) && !inQuestion(t));
  return first < 0 ? null : { tokens: from.slice(first), part: new Set(part) };
}

/** What a quality means: "¿Qué significa que pi sea irracional?" asks about its last word. */
const MEANING = /^\s*¿?\s*qu[eé] (significa|quiere decir) que\s/iu;

/** The term a definition question asks about: its first content word and the content words right after it. */
function termWords(question: string): Token[] {
  const q = tokenize(question);
  const from = q.findIndex((t) => t.content);
  const end = q.findIndex((t, i) => i > from && !t.content);
  return from < 0 ? [] : q.slice(from, end < 0 ? q.length : end);
}

/** "¿Qué es X?" (or "¿Qué significa que … sea X?") where the note says "… X: …": what the colon introduces. */
function colonDefinition(noteTokens: readonly Token[], question: string, inQuestion: (t: Token) => boolean): Span | null {
  const meaning = MEANING.test(question);
  if (!DEFINITION.test(question) && !meaning) return null;
  const asked = tokenize(question).filter((t) => t.content);
  const term = meaning ? asked.at(-1) : asked[0];
  for (let k = 0; k + 1 < noteTokens.length; k++) {
    const t = noteTokens[k]!;
    if (!noteTokens[k + 1]!.colonBefore || !t.content || !inQuestion(t) || t.stem !== term?.stem) continue;
    // (The whole term asked, its head and the words right after it, not its head alone: "¿Qué es un triángulo
    // escaleno?" is no "cualquier triángulo: …"; "el aura de la migraña" is "un aura: …".)
    if (!meaning && termWords(question).some((a) => !noteTokens.slice(Math.max(0, k - 3), k + 4).some((n) => n.stem === a.stem))) continue;
    return restOfClause(noteTokens, k);
  }
  return null;
}

/** Verbs that report what a statement, law or author says. */
const REPORTING = new Set(["dice", "dicen", "decia", "decian", "afirma", "afirman", "afirmaba", "establece", "establecen", "sostiene", "sostienen", "sostenia", "enuncia", "postula", "postulaba", "plantea", "defendia", "defiende", "says", "states"]);

/** "¿Qué dice el teorema…?" where the note says "El teorema … dice que, …, …": the whole clause after "que". */
function reportedSpan(noteTokens: readonly Token[], question: string): Span | null {
  const verb = tokenize(question).find((t) => REPORTING.has(t.fold));
  if (!verb) return null;
  const at = noteTokens.findIndex((t, k) => t.stem === verb.stem && (noteTokens[k + 1]?.fold === "que" || noteTokens[k + 1]?.fold === "that"));
  return at < 0 ? null : restOfClause(noteTokens, at + 1);
}

/** "¿En qué se diferencia X de Y?" where the note says "A diferencia de Y, X es…": the clause after the contrast. */
function contrastSpan(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Span | null {
  if (!tokenize(question).some((t) => /^(diferencia|diferencian|diferenciaba|diferenciaban|distingue|distinguen|distinguia)$/.test(t.fold))) return null;
  for (let i = 0; i + 1 < parts.length; i++) {
    const p = parts[i]!;
    if (!(p[0]?.fold === "a" && p[1]?.fold === "diferencia" && ["de", "del"].includes(p[2]?.fold ?? ""))) continue;
    const tokens = parts.slice(i + 1).filter((x) => x[0]!.clause === p[0]!.clause).flat();
    const span = ownSpan(tokens, tokens, inQuestion);
    if (span) return span;
  }
  return null;
}

const KIND_NOUNS = new Set(["tipo", "tipos", "clase", "clases", "forma", "formas", "kind", "kinds", "type", "types"]);

/**
 * "¿A qué tipo de triángulos…?" where the note says "en un triángulo rectángulo": the noun with the word that
 * qualifies it, in the clause the question points at first.
 */
function kindSpan(parts: readonly Token[][], best: number, question: string, inQuestion: (t: Token) => boolean): Span | null {
  const q = tokenize(question);
  const at = q.findIndex((t, i) => KIND_NOUNS.has(t.fold) && (q[i - 1]?.fold === "que" || q[i - 1]?.fold === "what") && ["de", "of"].includes(q[i + 1]?.fold ?? ""));
  const noun = at < 0 ? undefined : q.slice(at + 2).find((t) => t.content);
  if (!noun) return null;
  const clause = parts[best]![0]!.clause;
  const order = parts.map((p, i) => ({ p, i })).sort((a, b) => Number(a.p[0]!.clause !== clause) - Number(b.p[0]!.clause !== clause) || Math.abs(a.i - best) - Math.abs(b.i - best));
  for (const { p } of order) {
    const k = p.findIndex((t) => t.stem === noun.stem);
    // (Past an adverb of degree, which the span keeps: "una maceta poco profunda".)
    const graded = DEGREE_ADVERBS.has(p[k + 1]?.fold ?? "") ? 1 : 0;
    const qualifier = p[k + 1 + graded];
    if (k < 0 || !qualifier?.content || inQuestion(qualifier) || qualifier.num !== null) continue;
    // The qualifying words themselves ("espiral" of "una galaxia espiral con…"), up to the next function word.
    let end = k + 1 + graded;
    while (p[end + 1]?.content && p[end + 1]!.num === null) end++;
    return { tokens: p.slice(k + 1, end + 1), part: new Set(p) };
  }
  return null;
}

/**
 * "¿Qué sitio levantó Juana de Arco?" where the note says "levantó el sitio de Orleans en 1429": the complement the note
 * gives the noun the question asks which of ("de Orleans en 1429"), when it holds a word of its own.
 */
function nounComplement(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Span | null {
  const q = tokenize(question);
  const noun = /^(que|what|which)$/.test(q[0]?.fold ?? "") && q[1]?.content && !KIND_NOUNS.has(q[1].fold) && q[1].num === null ? q[1] : undefined;
  if (!noun || ["de", "del", "of"].includes(q[2]?.fold ?? "")) return null;
  // (The noun itself, not a word of its family — "profundo" is no "profundidad" —, in a part that says the question's
  // next word, its verb: "…usando polígonos de 96 lados".)
  const verb = q.slice(2).find((t) => t.content || t.fold.length > 3);
  if (!verb) return null;
  const verbIdx = indexTokens([verb]);
  const bare = (w: string) => w.replace(/e?s$/, "");
  // (Not a noun of a name: "el Gran Canal de Venecia".)
  for (const [i, p] of parts.entries()) {
    const k = p.findIndex((t, j) => bare(t.fold) === bare(noun.fold) && !t.name && ["de", "del"].includes(p[j + 1]?.fold ?? ""));
    const own = k < 0 ? undefined : p.slice(k + 2).find((t) => t.content || t.name || t.num !== null);
    if (!own || inQuestion(own) || !p.some((t) => alignsLiterally(t, verbIdx))) continue;
    // (And the phrases coordinated with the complement: "el riesgo de infarto | y de ictus".)
    const tokens = p.slice(k + 1);
    for (let j = i + 1; j < parts.length && parts[j]![0]!.clause === p[0]!.clause && coordinatedPhrase(parts[j]!); j++) tokens.push(...parts[j]!);
    return { tokens, part: new Set(p) };
  }
  return null;
}

const LACKS = /^(falta|faltan|faltaba|faltaban|falto|faltaron|carece|carecen|carecia|carecian|lacks|lacked)$/;
const HAVE = /^(tiene|tienen|tenia|tenian|tuvo|tuvieron|has|have|had)$/;

/** "¿Qué le faltaba al termoscopio?" where the note says "…pero no tenía escala": what it did not have. */
function lackSpan(parts: readonly Token[][], best: number, question: string, inQuestion: (t: Token) => boolean): Span | null {
  // (Not "hace falta", what is needed: "¿Cuántos movimientos hacen falta…?" asks no lack.)
  const q = tokenize(question);
  if (!q.some((t, i) => LACKS.test(t.fold) && !/^(hace|hacen|hacia|hacian|hizo|hara|haran|haria|harian)$/.test(q[i - 1]?.fold ?? ""))) return null;
  // The part the question points at and the next two of its statement ("…, que mostraba cambios pero no tenía escala"),
  // then any other part ("No tienen un símbolo para el cero" two sentences on).
  const near = parts.slice(best, best + 3).filter((x, i) => i === 0 || !x[0]!.stopBefore);
  for (const p of [...near, ...parts.filter((x) => !near.includes(x))]) {
    const k = p.findIndex((t, j) => (HAVE.test(t.fold) && ["no", "not"].includes(p[j - 1]?.fold ?? "")) || t.fold === "sin" || LACKS.test(t.fold));
    const rest = k < 0 ? [] : p.slice(k + 1);
    // (The thing lacked, past the question's own words: "un símbolo para el cero" → "cero".)
    const span = ownSpan(rest, p, inQuestion);
    if (span) return span;
  }
  return null;
}

const CLITICS = new Set(["se", "le", "les", "no"]);

/**
 * "¿Qué les pasa a los bronquios…?" (no condition set) where the note says "…los bronquios se inflaman y se estrechan":
 * what the thing does right after it is named — a clitic or "no" then its verb — and the predicates coordinated with it.
 */
function happensTo(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Span | null {
  const q = tokenize(question);
  const verb = q.findIndex((t) => HAPPENS.test(t.fold));
  const topic = verb < 0 || conditionAndTopic(q).condition ? undefined : q.slice(verb + 1).find((t) => t.content);
  if (!topic) return null;
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    // (Past the rest of its noun phrase the question names too: "las vías respiratorias se irritan".)
    const verbAt = (j: number) => {
      let v = j + 1;
      while (p[v]?.content && inQuestion(p[v]!)) v++;
      return CLITICS.has(p[v]?.fold ?? "") ? v : -1;
    };
    const k = p.findIndex((t, j) => t.stem === topic.stem && verbAt(j) >= 0);
    const rest = k < 0 ? [] : p.slice(verbAt(k));
    const first = rest.findIndex((t) => t.content && !inQuestion(t));
    if (first < 0) continue;
    const tokens = rest.slice(first);
    const part = new Set(p);
    // (Not past a circumstance of the question's own, "se comprimen delante de la fuente": the next predicate is said
    // of another, "y se estiran detrás".)
    const circumstance = tokens.some((t) => t.content && inQuestion(t));
    for (let j = i + 1; !circumstance && j < parts.length && ["y", "e"].includes(parts[j]![0]!.fold) && !parts[j]![0]!.commaBefore && parts[j]![0]!.clause === p[0]!.clause; j++) {
      tokens.push(...parts[j]!);
      for (const t of parts[j]!) part.add(t);
    }
    return { tokens, part };
  }
  return null;
}

const PREVENTS = /^(evit|impid|imped|logr|consig|consegu)/;

/**
 * "¿Cómo se evitó que el hormigón se agrietara?" where the note says "Para que el hormigón no se agrietara, se enfrió…",
 * and "¿Cómo demostró su invento?" where it says "Para demostrarlo, mandó…": the main clause after the purpose the
 * question restates (for a how-question, by its verb: the purpose's first word).
 */
function purposeFronted(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Span | null {
  const q = tokenize(question);
  const prevents = q.some((t, i) => PREVENTS.test(t.fold) && ["que", "to"].includes(q[i + 1]?.fold ?? ""));
  if (!prevents && !/^\s*¿?\s*(c[oó]mo|how)\s/iu.test(question)) return null;
  for (let i = 0; i + 1 < parts.length; i++) {
    const [p, next] = [parts[i]!, parts[i + 1]!];
    const restated = prevents ? p.some((t) => t.content && inQuestion(t)) : p[1] !== undefined && p[1].content && inQuestion(p[1]);
    if (!["para", "so"].includes(p[0]!.fold) || !restated || next[0]!.stopBefore || !next[0]!.commaBefore) continue;
    const span = ownSpan(next, next, inQuestion);
    if (span) return span;
  }
  return null;
}

/** "¿Qué hay sobre el puente?" where the note says "Sobre él hay dos filas de tiendas": what follows "hay". */
function existentialSpan(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Span | null {
  const q = tokenize(question);
  // (Not a "hay" of the question's condition, "¿Qué conviene hacer cuando hay fiebre?"; an obligation, "hay que", where the
  // note says one.)
  const at = q.findIndex((t) => t.fold === "hay" || t.fold === "habia");
  // (Nor a question asking why, how, where or who: "¿Por qué no hay que apretarlo…?" asks the reason of the obligation,
  // not what else is to be done. An obligation is asked only right after "¿Qué…?": not "¿Durante cuánto tiempo hay
  // que…?", nor "¿Qué es lo primero que hay que hacer…?", whose "que" is a relative.)
  const otherAsked = q.slice(0, at).some((t, k) => ["como", "donde", "quien", "quienes"].includes(t.fold) || (t.fold === "por" && q[k + 1]?.fold === "que"));
  const obligation = q[at + 1]?.fold === "que" && !(at === 1 || q[at - 1]?.raw.toLowerCase() === "qué");
  if (at < 0 || otherAsked || obligation || q.slice(0, at).some((t) => CONDITIONS.has(t.fold))) return null;
  const existential = (ts: readonly Token[], k: number) => (ts[k + 1]?.fold === "que") === (q[at + 1]?.fold === "que");
  // The place word before "hay" in the question ("sobre", "en", "bajo"), said before the note's "hay" too.
  const place = q.slice(at + 1).find((t) => !t.content)?.fold;
  const candidates = parts.filter((p) => p.some((t, k) => t.fold === q[at]!.fold && existential(p, k)));
  const p = candidates.find((x) => x.some((t) => t.fold === place) || x.some((t) => t.content && inQuestion(t))) ?? (candidates.length === 1 ? candidates[0] : undefined);
  if (!p) return null;
  const rest = p.slice(p.findIndex((t, k) => t.fold === q[at]!.fold && existential(p, k)) + 1);
  // (With what is coordinated after it: "hay que abrigarse bien | y mantener la piel seca".)
  const span = ownSpan(rest, p, inQuestion, true);
  return span && withCoordination(span, parts, inQuestion);
}

/**
 * "¿A qué se dedicaba X?", "¿Quién era X?" where the note says "X, un comerciante de telas holandés, fabricó…": the
 * apposition right after the name.
 */
function occupationSpan(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Span | null {
  if (!/(a qu[eé] se dedica|qui[eé]n (era|es|fue)\s)/iu.test(question)) return null;
  for (let i = 0; i + 1 < parts.length; i++) {
    const [p, next] = [parts[i]!, parts[i + 1]!];
    const last = p.filter((t) => t.content || t.name).at(-1);
    if (!last?.name || !inQuestion(last) || !next[0]!.commaBefore || next[0]!.clause !== p[0]!.clause || !["un", "una", "el", "la"].includes(next[0]!.fold)) continue;
    const span = ownSpan(next, next, inQuestion);
    if (span) return span;
  }
  return null;
}

/**
 * "¿Quiénes inventaron la escritura?" where the note says "Los sumerios, en Mesopotamia, inventaron…": no name says
 * who (a place after "en" is no agent), so the subject opening the clause does — when the question's part opens with
 * the question's verb.
 */
function subjectWho(parts: readonly Token[][], best: number, question: string, inQuestion: (t: Token) => boolean): Span | null {
  if (!WHO_QUESTION.test(question)) return null;
  const bestPart = parts[best]!;
  const clause = parts.filter((p) => p[0]!.clause === bestPart[0]!.clause);
  const verb = bestPart.find((t) => t.content);
  if (clause[0] === bestPart || !verb || verb !== bestPart[0] || !inQuestion(verb)) return null;
  if (clause.some((p) => !PLACE_WORDS.has(p[0]!.fold) && p.some((t) => t.name && !inQuestion(t)))) return null;
  return ownSpan(clause[0]!, clause[0]!, inQuestion);
}

const PLACE_WORDS = new Set(["en", "de", "desde", "hacia", "in", "at", "from"]);

/**
 * "¿Cada cuánto había un fuerte?" where the note says "Tenía un fuerte pequeño cada milla romana": the interval after
 * "cada" in the part the question points at (a number-less frequency the quantity reading would miss).
 */
function everySpan(parts: readonly Token[][], best: number, question: string, inQuestion: (t: Token) => boolean): Span | null {
  if (!/(^|[^\p{L}])cada cu[aá]nt[oa]s?([^\p{L}]|$)/iu.test(question)) return null;
  const p = parts[best]!;
  const k = p.findIndex((t, j) => t.fold === "cada" && p[j + 1] !== undefined && (p[j + 1]!.content || p[j + 1]!.num !== null) && !inQuestion(p[j + 1]!));
  return k < 0 ? null : { tokens: p.slice(k), part: new Set(p) };
}

/** The parts after the given one within its statement (up to a full stop or a semicolon). */
export function sameStatementAfter(parts: readonly Token[][], at: number): number[] {
  const out: number[] = [];
  for (let i = at + 1; i < parts.length && !parts[i]![0]!.stopBefore; i++) out.push(i);
  return out;
}

/** The frames above, tried in turn; null when none applies. */
export function framedSpan(noteTokens: readonly Token[], parts: readonly Token[][], best: number, question: string, inQuestion: (t: Token) => boolean): Span | null {
  return colonDefinition(noteTokens, question, inQuestion) ?? namedByParticiple(parts, question, inQuestion) ?? relativeVerbSpan(parts, best, question) ?? reportedSpan(noteTokens, question) ?? contrastSpan(parts, question, inQuestion) ?? kindSpan(parts, best, question, inQuestion) ?? nounComplement(parts, question, inQuestion) ?? lackSpan(parts, best, question, inQuestion) ?? happensTo(parts, question, inQuestion) ?? purposeFronted(parts, question, inQuestion) ?? markedFrame(noteTokens, question) ?? existentialSpan(parts, question, inQuestion) ?? occupationSpan(parts, question, inQuestion) ?? subjectWho(parts, best, question, inQuestion) ?? everySpan(parts, best, question, inQuestion);
}
