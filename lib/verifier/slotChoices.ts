/**
 * How the answer slot (lib/verifier/slot.ts) chooses among the note's parts and readings: which of parts that score
 * alike, which amount a condition sets apart, what a denied copula says instead, and whether "¿Qué produce X?" asks
 * for a cause or for what X makes.
 */
import { type Token, tokenize } from "@/lib/text/analyze";
import { withCoordination } from "./coordination";
import { ARTICLES, type Slot, categoryNouns, opensRelative } from "./slotSpans";
import { isDegreeWord } from "@/lib/text/comparison";
import { PARTICIPLE_END } from "@/lib/text/lexicon";
import { CLITICS, COPULAS, foldAccents } from "@/lib/text/spanish";
import { DURATION_UNIT } from "./timeSpans";

export { subjectBeforeVerb } from "./subjectBeforeVerb";

/** Where a "sino" correcting what the note denies follows `from` in its sentence, or -1. */
function sinoAfter(noteTokens: readonly Token[], from: number): number {
  for (let k = from + 1; k < noteTokens.length && !noteTokens[k]!.stopBefore; k++) if (noteTokens[k]!.fold === "sino") return k;
  return -1;
}

/**
 * "Las setas no son plantas, sino los cuerpos fructíferos de los hongos": a definition that denies its copula says
 * what the thing is after "sino" — the rest of that clause. Null where the copula is not denied or no "sino" follows.
 */
export function deniedCopulaTail(noteTokens: readonly Token[], opening: readonly Token[], copulaAt: number): Token[] | null {
  if (opening[copulaAt - 1]?.fold !== "no") return null;
  const k = sinoAfter(noteTokens, noteTokens.indexOf(opening[copulaAt]!));
  if (k < 0) return null;
  const clause = noteTokens[k + 1]?.clause;
  return noteTokens.slice(k + 1).filter((t, j, all) => t.clause === clause && all.slice(0, j).every((x) => x.clause === clause));
}

/**
 * A part whose statement opens with a condition the question does not set ("Si se mide desde el fondo del océano,
 * supera los 7.000 metros" for "¿Cuánto mide el Teide?"): an amount under another reading than the one asked for.
 */
export function underOtherCondition(parts: readonly Token[][], p: readonly Token[], inQuestion: (t: Token) => boolean): boolean {
  const opener = parts.find((x) => x[0]!.clause === p[0]!.clause);
  return opener !== undefined && ["si", "if"].includes(opener[0]!.fold) && opener.some((t) => t.content && !inQuestion(t));
}

/** The first and last part of the statement (sentence) part `i` belongs to. */
export function statementBounds(parts: readonly Token[][], i: number): [number, number] {
  let [a, b] = [i, i];
  while (a > 0 && !parts[a]![0]!.stopBefore) a--;
  while (b + 1 < parts.length && !parts[b + 1]![0]!.stopBefore) b++;
  return [a, b];
}

/** The parts' indexes nearest `best` first; at equal distance the later one first, or the earlier. */
export function nearestFirst(parts: readonly Token[][], best: number, laterFirst: boolean): number[] {
  return parts.map((_, i) => i).sort((a, b) => Math.abs(a - best) - Math.abs(b - best) || (laterFirst ? b - a : a - b));
}

/** How much of the question the statement of a part says: the sum of its parts' scores. */
export function statementScore(parts: readonly Token[][], scores: readonly number[], i: number): number {
  const [a, b] = statementBounds(parts, i);
  return scores.slice(a, b + 1).reduce((x, y) => x + y, 0);
}

/**
 * Of parts that score alike, the one whose statement says more of the question ("…logró una bombilla … usando un
 * filamento de bambú" over "Más tarde, el filamento de wolframio…" for "¿De qué era el filamento de la bombilla de
 * Edison?"); among those, the later one, as before.
 */
export function tiedByStatement(parts: readonly Token[][], scores: readonly number[], best: number, inQuestion: (t: Token) => boolean = () => false): number {
  const statement = (i: number) => statementScore(parts, scores, i);
  // (Not one under a condition the question does not set, where another is not: "Gana quien se queda antes sin fichas"
  // over "Si nadie puede colocar, la partida se cierra y gana quien suma menos puntos".)
  const all = scores.map((s, i) => (s === scores[best] ? i : -1)).filter((i) => i >= 0);
  const free = all.filter((i) => !underOtherCondition(parts, parts[i]!, inQuestion));
  // (Nor one that says the question's word only as the time of another predicate: "antes de morir rechazó el bautismo"
  // beside "y condenado a morir en la hoguera" for "¿Cómo murió…?".)
  const timed = (p: readonly Token[]) => p.some((t, k) => inQuestion(t) && p[k - 1]?.fold === "de" && ["antes", "despues"].includes(p[k - 2]?.fold ?? "")) && !p.some((t, k) => inQuestion(t) && t.content && p[k - 1]?.fold !== "de");
  const untimed = free.filter((i) => !timed(parts[i]!));
  const tied = untimed.length ? untimed : free.length ? free : all;
  return tied.reduce((a, b) => (statement(b) >= statement(a) ? b : a));
}

/**
 * "¿Qué produce la levadura?" where the note says "…y produce dióxido de carbono": the question's causative verb used
 * actively in the note, with an object after it — the question asks what the thing makes, not what causes it ("Las
 * mareas se producen por…").
 */
export function asksWhatIsMade(noteTokens: readonly Token[], question: string): boolean {
  const q = tokenize(question);
  const verb = q.find((t, i) => i > 0 && q[i - 1]!.fold === "que" && t.content);
  if (!verb) return false;
  return noteTokens.some((t, k) => t.fold === verb.fold && noteTokens[k - 1]?.fold !== "se" && noteTokens[k + 1] !== undefined && (noteTokens[k + 1]!.content || noteTokens[k + 2]?.content === true) && noteTokens[k + 1]!.clause === t.clause);
}

/** A question that asks what a thing is or consists of. */
const ASKS_WHAT_IT_IS = /(^|[^\p{L}])(en qu[eé] consisten?|qu[eé] (es|son|significa|significan)\s)/iu;

/**
 * A part after a colon that only names what the question asks about ("…emite chasquidos y escucha su eco: es la
 * ecolocalización"): the sentence before the colon is what it names — the answer to "¿En qué consiste…?" / "¿Qué
 * es…?". The span from that sentence's first own word to the colon, or null.
 */
export function namedAfterColon(parts: readonly Token[][], best: number, question: string, inQuestion: (t: Token) => boolean): Slot | null {
  const named = parts[best]!;
  if (!ASKS_WHAT_IT_IS.test(question) || !named[0]!.colonBefore || named.some((t) => t.content && !inQuestion(t)) || !named.some((t) => t.content)) return null;
  let from = best - 1;
  while (from > 0 && !parts[from]![0]!.stopBefore && !parts[from]![0]!.colonBefore) from--;
  const before = parts.slice(from, best).flat();
  const first = before.findIndex((t) => t.content && !inQuestion(t));
  return first < 0 ? null : { tokens: before.slice(first), part: new Set([...before, ...named]) };
}

/** "¿En qué se diferencia A de B?": the comparison the note makes between them. */
const ASKS_DIFFERENCE = /(^|[^\p{L}])(en qu[eé] se diferencian?|qu[eé] diferencia)([^\p{L}]|$)/iu;

/**
 * "¿En qué se diferencia el chocolate negro del chocolate con leche?" where the note says "El chocolate negro tiene más
 * cacao y menos azúcar que el chocolate con leche": from the first word of degree in the part the question points at
 * (or its statement) to the "que" of the comparison; or, after a likeness, what its "pero" sets against it ("parecido
 * al acordeón pero de forma cuadrada…"). The span, or null.
 */
export function differenceSpan(parts: readonly Token[][], best: number, question: string): Slot | null {
  if (!ASKS_DIFFERENCE.test(question)) return null;
  // (The best part's statement, else the first that compares: "…más pequeño y más dulce que la naranja".)
  const statements = [best, ...parts.keys()].map((i) => statementBounds(parts, i)).map(([a, b]) => parts.slice(a, b + 1).flat());
  const compares = (s: Token[]) => s.some((t, j) => t.fold === "que" && s.slice(0, j).some((x) => isDegreeWord(x.fold)));
  const statement = statements.find(compares) ?? statements[0]!;
  const from = statement.findIndex((t) => isDegreeWord(t.fold));
  const but = statement.findIndex((t, j) => (t.fold === "pero" || t.fold === "aunque") && statement.slice(0, j).some((x) => /^(parecid|similar|semejant|igual)/.test(x.fold)));
  if (but > 0 && (from < 0 || from > but)) return { tokens: statement.slice(but + 1), part: new Set(statement) };
  if (from < 0) return null;
  const to = statement.findIndex((t, j) => j > from && t.fold === "que");
  // (A difference coordinated after the thing compared goes on it: "más ligera que el arpa de concierto | y sin pedales";
  // not a second thing compared, "…que el arpa y el violín", opened by its article.)
  const and = to > from ? statement.findIndex((t, j) => j > to && (t.fold === "y" || t.fold === "e") && !t.commaBefore && !ARTICLES.has(statement[j + 1]?.fold ?? "") && statement[j + 1]?.clause === t.clause) : -1;
  const stop = and > 0 ? statement.findIndex((t, j) => j > and + 1 && (t.commaBefore || t.stopBefore)) : -1;
  const more = and > 0 && !statement.slice(to, and).some((t) => t.commaBefore || t.stopBefore) ? statement.slice(and, stop > 0 ? stop : undefined) : [];
  return { tokens: [...statement.slice(from, to > from ? to : undefined), ...more], part: new Set(statement) };
}

/**
 * "¿Por dónde respira?" where the note says "Respira aire por un orificio situado en lo alto…": the way after "por"
 * (or "a través de") in the first of the given parts that says one; for a time, "desde" / "hasta" and the date after it,
 * a number too ("desde 2009"). The span from that way, or null.
 */
export function throughSpan(marker: string, parts: readonly Token[][], candidates: readonly number[], inQuestion: (t: Token) => boolean, dated = false): Slot | null {
  for (const i of candidates) {
    const p = parts[i]!;
    for (let k = 0; k < p.length; k++) {
      // (Or "a través de" for "por"; "a partir de" for "desde".)
      const from = p[k]!.fold === marker ? k + 1 : (marker === "por" && p[k]!.fold === "traves") || (marker === "desde" && p[k]!.fold === "partir" && p[k - 1]?.fold === "a") ? (p[k + 1]?.fold.startsWith("de") ? k + 2 : -1) : -1;
      const det = from < 0 ? undefined : ARTICLES.has(p[from]?.fold ?? "") ? p[from + 1] : p[from];
      // (A count before the noun is of the way: "por dos orificios"; a time may be a number: "desde 2009".)
      const head = det?.num != null && !dated ? p[p.indexOf(det) + 1] : det;
      // (A time may open with its unit: "a partir de los años sesenta".)
      const unit = dated && head !== undefined && DURATION_UNIT.test(head.fold);
      if (!head || (head.num !== null && !dated) || !(head.content || head.name || unit) || inQuestion(head)) continue;
      const first = unit ? p.indexOf(head) - from : p.slice(from).findIndex((x) => (x.content || x.name) && !inQuestion(x));
      // (Up to where the question's own words resume: "Desde 1985 | está unida a tierra firme…" says "1985".)
      const resume = p.findIndex((x, j) => j > from + first && x.content && inQuestion(x));
      const tokens = p.slice(from + first, resume < 0 ? undefined : resume);
      while (tokens.length > 1 && !tokens.at(-1)!.content && !tokens.at(-1)!.name && tokens.at(-1)!.num === null) tokens.pop();
      return { tokens, part: new Set(p) };
    }
  }
  return null;
}

/**
 * "¿Para qué se usa el mínimo común múltiplo?" where the note says, sentences later, "Se usa para sumar fracciones…":
 * the question's verb said in the note in its very form right before "para" — what follows "para" there. The span, or
 * null.
 */
export function purposeOfVerb(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Slot | null {
  const q = tokenize(question);
  const verbs = new Set(q.filter((t, i) => i > 0 && !["para", "que", "qu"].includes(t.fold) && t.fold.length >= 3 && q[i - 1]!.fold === "se").map((t) => t.fold));
  if (!q.some((t) => t.fold === "para") || verbs.size === 0) return null;
  for (const p of parts) {
    const k = p.findIndex((t, j) => verbs.has(t.fold) && p[j - 1]?.fold === "se" && p[j + 1]?.fold === "para");
    const first = k < 0 ? -1 : p.findIndex((t, j) => j > k + 1 && t.content && !inQuestion(t));
    if (first >= 0) return { tokens: p.slice(first), part: new Set(p) };
  }
  return null;
}

/** "¿Para qué usa / utiliza / emplea… N?", "¿Para qué sirve N?": a question of what a thing is used for. */
const USE_QUESTION = /(^|[^\p{L}])para qu[eé] (?:se |le |les )?(us|utiliz|emple|sirv|serv)\p{L}*/iu;

/** Verbs that say what a thing makes possible. */
const ENABLES = /^(permite|permiten|permitia|permitian|permitio|permitieron)$/;

/**
 * "¿Para qué sirve el sonido del cencerro?" where the note says "Su sonido permite al pastor saber dónde está el
 * rebaño": what the question's thing is said to make possible, from the first content word after the verb. Or null.
 */
export function enablingSpan(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Slot | null {
  if (!USE_QUESTION.test(question)) return null;
  for (const p of parts) {
    const k = p.findIndex((t, j) => ENABLES.test(t.fold) && p.slice(0, j).some((x) => x.content && inQuestion(x)));
    const first = k < 0 ? -1 : p.findIndex((t, j) => j > k && t.content);
    if (first >= 0) return withCoordination({ tokens: p.slice(first), part: new Set(p) }, parts, inQuestion);
  }
  return null;
}

/**
 * "¿Para qué usa el tapir la trompa?" where the note says "…una trompa corta, formada por…, con la que arranca hojas": a
 * relative of instrument ("con el / la que…", "con el / la cual…") in the clause that names the question's thing — what
 * it says after "que" is the use. The span, or null.
 */
export function instrumentRelative(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Slot | null {
  if (!USE_QUESTION.test(question)) return null;
  for (let i = 1; i < parts.length; i++) {
    const p = parts[i]!;
    if (p[0]!.fold !== "con" || !opensRelative(p, 0) || !p[0]!.commaBefore) continue;
    const before = parts.slice(0, i).filter((x) => x[0]!.clause === p[0]!.clause).flat();
    if (!before.some((t) => t.content && inQuestion(t) && !/^(us|utiliz|emple|sirv|serv)/.test(t.fold))) continue;
    const first = p.findIndex((t, j) => j > 2 && t.content && !inQuestion(t));
    if (first >= 0) return withCoordination({ tokens: p.slice(first), part: new Set(p) }, parts, inQuestion);
  }
  return null;
}

/**
 * "¿Para qué sirven las teclas…?" where the note says "…pulsa unas teclas de madera que presionan las cuerdas para
 * cambiar la nota": the question's thing followed by a relative clause of its own (one "de" complement between at most)
 * says what it does — its use. From the relative's verb to the end of its part, or null.
 */
export function usedThingRelative(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Slot | null {
  // (The thing is the noun after "sirve(n)" and its article: "¿Para qué sirven las teclas de…?".)
  const q = tokenize(question);
  const serves = q.findIndex((t) => /^(sirve|sirven|servia|servian)$/.test(t.fold));
  const thing = serves > 0 && ARTICLES.has(q[serves + 1]?.fold ?? "") ? q[serves + 2] : undefined;
  if (!thing?.content || q[serves - 1]?.fold !== "que" || q[serves - 2]?.fold !== "para") return null;
  for (const p of parts) {
    for (let k = 0; k < p.length; k++) {
      if (p[k]!.stem !== thing.stem) continue;
      const j = p[k + 1]?.fold === "de" && p[k + 2]?.content && !inQuestion(p[k + 2]!) ? k + 3 : k + 1;
      const verb = p[j]?.fold === "que" && !p[j]!.commaBefore ? p.findIndex((t, v) => v > j && !CLITICS.has(t.fold)) : -1;
      if (verb > 0 && p[verb]!.content && !inQuestion(p[verb]!)) return { tokens: p.slice(verb), part: new Set(p) };
    }
  }
  return null;
}

/**
 * "Su cuerno no es de hueso, sino de queratina": a slot the note denies, corrected by "sino" later in its sentence, is
 * answered by the correction — up to the next comma or the sentence's end. (Not for a question that denies itself:
 * "¿De qué no está hecho…?" asks for the denied thing.)
 */
export function correctedBySino(noteTokens: readonly Token[], slot: Slot | null, question: string): Slot | null {
  if (!slot || !slot.tokens[0]?.negated || tokenize(question).some((t) => t.fold === "no" || t.fold === "not")) return slot;
  const k = sinoAfter(noteTokens, noteTokens.indexOf(slot.tokens.at(-1)!));
  if (k < 0) return slot;
  let end = k + 1;
  while (end < noteTokens.length && !noteTokens[end]!.stopBefore && !(end > k + 1 && noteTokens[end]!.commaBefore)) end++;
  const tokens = noteTokens.slice(k + 1, end);
  const first = tokens.findIndex((t) => t.content);
  return first < 0 ? slot : { tokens: tokens.slice(first), part: new Set([...slot.part, ...tokens]) };
}

/**
 * "¿Cómo se lavaba la ropa antes…?" where the note says "…; antes se lavaba a mano o con máquinas de manivela": the
 * question's verb said in its very form once in the note — what follows it in its part. The span, or null.
 */
export function howVerbSpan(noteTokens: readonly Token[], parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): (Slot & { verb: Token }) | null {
  const m = /^¿?\s*c[oó]mo\s+(se\s+)?(\p{L}+)(?:\s+(\p{L}+))?/iu.exec(question.trim());
  if (!m) return null;
  // (A passive's participle is the verb: "¿Cómo fue capturado…?" where the note says "fue capturado mediante un engaño".)
  const copula = ["es", "son", "era", "eran", "fue", "fueron", "esta", "estan"].includes(foldAccents(m[2]!.toLowerCase()));
  const participle = !m[1] && copula && PARTICIPLE_END.test(foldAccents(m[3]?.toLowerCase() ?? ""));
  if (copula && !participle) return null;
  const verb = foldAccents((participle ? m[3]! : m[2]!).toLowerCase());
  const hits = noteTokens.filter((t, i) => t.fold === verb && (!m[1] || noteTokens[i - 1]?.fold === "se"));
  if (hits.length !== 1) return null;
  const p = parts.find((x) => x.includes(hits[0]!));
  const rest = p ? p.slice(p.indexOf(hits[0]!) + 1) : [];
  const first = rest.findIndex((t) => t.content && !inQuestion(t));
  return first < 0 ? null : { tokens: rest.slice(first), part: new Set(p), verb: hits[0]! };
}

/**
 * A part's words of the question, each stem once: a note that says the question's word twice in one part ("es un
 * baile… que se baila") says no more of it. (The subject's words, which weigh little, count as often as said: the
 * opening part that names it twice — "La Puerta de Alcalá es una puerta…" — is where it is presented.)
 */
export const onePerStem = (inSubject: (t: Token) => boolean, ts: readonly Token[]) => ts.filter((t, i) => inSubject(t) || ts.findIndex((u) => u.stem === t.stem) === i);

/** The kind a question opens by asking for, "¿Qué relleno…?", "¿Cuáles instrumentos…?": its noun, or undefined. */
const kindAsked = (q: readonly Token[]) => (["que", "cual", "cuales"].includes(q[0]?.fold ?? "") ? [...categoryNouns(q)].find((t) => q.indexOf(t) === 1) : undefined);

/**
 * "¿Qué relleno lleva la causa?" where the part the question's words point at says nothing but the note's subject ("La
 * causa es un plato frío…") and one other part names the kind asked with what tells it apart after "de" ("con un relleno
 * | de pollo | o de atún"), or a part set off right after the best one does ("con sombrero de ala ancha"): what follows
 * that "de", with the parts coordinated after it by "o" / "y". Null where the best part names the kind itself, or more
 * than one part names it so.
 */
export function kindNamedApart(parts: readonly Token[][], best: number, question: string, onlySubject: boolean): Slot | null {
  const kind = kindAsked(tokenize(question));
  if (!kind || parts[best]!.some((t) => t.stem === kind.stem)) return null;
  // (Not the kind the subject is, "La dulzaina es un instrumento de viento", nor an apposition that describes a name
  // before it, "…Freddie Mercury, el cantante de Queen": those name the thing, not one of the kind asked.)
  const describes = (p: readonly Token[], k: number) => ARTICLES.has(p[k - 1]?.fold ?? "") && (COPULAS.has(p[k - 2]?.fold ?? "") || p[k - 1]!.commaBefore);
  const named = parts.flatMap((p) => p.flatMap((t, k) => (t.stem === kind.stem && p[k + 1]?.fold === "de" && p[k + 2]?.content && p[k + 2]!.num === null && !describes(p, k) ? [[p, k + 2] as const] : [])));
  if (named.length !== 1) return null;
  const [p, from] = named[0]!;
  // (Or one set off right after the best part, in its sentence: "…y visten el traje típico, | con sombrero de ala ancha".)
  if (!onlySubject && (parts.indexOf(p) !== best + 1 || p[0]!.stopBefore)) return null;
  const tokens = p.slice(from);
  // (With the parts coordinated after it: "de pollo | o de atún con mayonesa".)
  for (let i = parts.indexOf(p) + 1; i < parts.length && ["o", "u", "y", "e"].includes(parts[i]![0]!.fold) && parts[i]![0]!.clause === p[0]!.clause; i++) tokens.push(...parts[i]!);
  return { tokens, part: new Set(p) };
}

/**
 * "¿Qué carne lleva la tlayuda?" where the note names the kind asked once, last in its part, and gives examples of it in
 * the part set off right after ("…y alguna carne, | como tasajo | o cecina"): the examples, with the parts coordinated
 * after them. Null otherwise.
 */
export function kindByExamples(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Slot | null {
  const kind = kindAsked(tokenize(question));
  const named = kind ? parts.filter((p, i) => p.findLast((t) => t.content)?.stem === kind.stem && parts[i + 1]?.[0]!.fold === "como" && parts[i + 1]![0]!.commaBefore && parts[i + 1]![0]!.clause === p[0]!.clause) : [];
  if (named.length !== 1) return null;
  const at = parts.indexOf(named[0]!) + 1;
  return parts[at]!.length > 1 ? withCoordination({ tokens: parts[at]!.slice(1), part: new Set(parts[at]) }, parts, inQuestion) : null;
}
