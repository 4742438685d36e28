import { QUANTITY_QUESTION, type Token, align, alignsLiterally, articleOnes, indexSource, textParts, tokenize } from "@/lib/text/analyze";
import { isLight } from "@/lib/text/lexicon";
import { SPANISH_STOP_WORDS } from "@/lib/text/spanish";

export { textParts };

/** A word that can be (part of) an answer: a content word, or a light one that is no stop word ("varios"). */
const answerWord = (t: Token) => t.content || (t.num === null && !t.symbol && t.fold.length >= 3 && !SPANISH_STOP_WORDS.has(t.fold) && isLight(t.fold, t.stem));

const COPULAS = new Set(["es", "son", "fue", "fueron", "era", "eran"]);
const WHY_QUESTION = /(^|[^\p{L}])(por qu[eé]|why)([^\p{L}]|$)/iu;
/** Questions that ask what brings a thing about: "¿Qué causa…?", "¿A qué se deben…?", "what causes". */
const CAUSE_QUESTION = /(^|[^\p{L}])(qu[eé] (causa|causan|provoca|provocan|produce|producen|origina|originan)|a qu[eé] se deben?|what causes)([^\p{L}]|$)/iu;
/** Markers after which a clause names an agent or cause ("se producen por…", "se debe a…", "gracias a…"). */
const AGENT = [["por"], ["debido", "a"], ["a", "causa", "de"], ["gracias", "a"], ["se", "debe", "a"], ["se", "deben", "a"], ["porque"], ["ya", "que"]];
/** Questions that ask what a thing is for: "¿Para qué sirve…?", "¿Qué función tiene…?", "what for". */
const PURPOSE_QUESTION = /(^|[^\p{L}])(para qu[eé]|qu[eé] (funci[oó]n|utilidad|finalidad|objetivo)|what .* for)([^\p{L}]|$)/iu;
/** Markers after which a clause states a purpose or what follows from the thing ("para que…", "así…"). */
const PURPOSE = [["para", "que"], ["para"], ["como"], ["con", "el", "fin", "de"], ["a", "fin", "de"], ["asi"], ["de", "este", "modo"], ["de", "esta", "forma"], ["de", "modo", "que"], ["de", "forma", "que"], ["por", "eso"], ["lo", "que"]];
/** Questions that ask who: "¿Quién fundó Roma?", "¿Quiénes…?", "who". */
const WHO_QUESTION = /(^|[^\p{L}])(qui[eé]n(es)?|who)([^\p{L}]|$)/iu;
/** Questions that ask what a thing is: "¿Qué es el magma?", "¿Qué son los genes?". */
const DEFINITION_QUESTION = /^\s*¿?\s*qu[eé] (es|son|era|eran|fue|fueron)\s/iu;
/** Words that follow a verb, not a noun, right after "qué": articles, determiners, "a" / "al". */
const VERB_FOLLOWERS = new Set(["el", "la", "los", "las", "un", "una", "unos", "unas", "su", "sus", "al", "a", "este", "esta", "estos", "estas", "mi", "mis", "tu", "tus", "the"]);
/** Clitic pronouns that may stand between "qué" and the question's verb ("¿Qué le pasa…?"). */
const CLITICS = new Set(["le", "les", "se", "lo", "la", "los", "las", "me", "te", "nos"]);
/** Relative words that open a clause about the word before them ("el arco apuntado, que permite…"). */
const RELATIVES = new Set(["que", "donde", "cuyo", "cuya", "cuyos", "cuyas", "quien", "quienes"]);
const VERBLESS_LIMIT = 3;
/** Questions that ask where: "¿Dónde…?", "¿En qué país / región…?", "where". */
const WHERE_QUESTION = /(^|[^\p{L}])(d[oó]nde|en qu[eé] (lugar|lugares|pa[ií]s|pa[ií]ses|regi[oó]n|zona|zonas|continente|parte|ciudad|oc[eé]ano)|where)([^\p{L}]|$)/iu;
/** Markers that open a place ("en el norte de África", "al sur de…", "entre…", "cerca de…"). */
const PLACE = [["al", "norte"], ["al", "sur"], ["al", "este"], ["al", "oeste"], ["cerca", "de"], ["junto", "a"], ["dentro", "de"], ["fuera", "de"], ["debajo", "de"], ["encima", "de"], ["en"], ["entre"], ["bajo"], ["sobre"], ["in"], ["at"], ["near"]];
/** Verbs that place their subject ("ocupa gran parte del norte…", "se encuentra…", "vive…", "habitan…"). */
const PLACING_VERBS = new Set(["ocupa", "ocupan", "cubre", "cubren", "encuentra", "encuentran", "halla", "hallan", "situa", "situan", "situado", "situada", "situados", "situadas", "ubicado", "ubicada", "ubicados", "ubicadas", "vive", "viven", "habita", "habitan", "crece", "crecen", "nace", "nacen", "desemboca", "desembocan", "esta", "estan"]);
/** Questions that ask for another thing than the one they name: "¿Qué otro acontecimiento ocurrió en 1492?". */
const OTHER_QUESTION = /(^|[^\p{L}])(qu[eé]|cu[aá]l(es)?) (otro|otra|otros|otras)([^\p{L}]|$)|(^|[^\p{L}])what other([^\p{L}]|$)/iu;
/** Quantifiers that answer a quantity question by themselves ("desde varios puntos de vista"). */
const QUANTIFIERS = new Set(["varios", "varias", "muchos", "muchas", "pocos", "pocas", "algunos", "algunas", "numerosos", "numerosas", "diversos", "diversas", "todos", "todas", "ambos", "ambas", "several", "many", "few", "some", "all", "both"]);

const INTERROGATIVES = new Set(["que", "cual", "cuales", "cuanto", "cuanta", "cuantos", "cuantas", "what", "which"]);

/**
 * The category a question asks for: the noun right after "qué" / "cuál" / "cuántos" ("¿De qué lengua procede…?",
 * "¿Qué otro acontecimiento…?") names the kind of answer, which the note need not name and whose word elsewhere in the
 * note ("lengua materna") does not point at the answer. A verb there ("¿Qué incluye la novena…?": an article or a
 * name follows it) is no category.
 */
export function categoryNouns(question: readonly Token[]): Set<Token> {
  const category = new Set<Token>();
  question.forEach((t, i) => {
    if (!INTERROGATIVES.has(t.fold)) return;
    const next = question.slice(i + 1).find((x) => x.content || x.num !== null);
    const between = next ? question.slice(i + 1, question.indexOf(next)) : [];
    const after = next ? question[question.indexOf(next) + 1] : undefined;
    const verb = after !== undefined && (VERB_FOLLOWERS.has(after.fold) || after.name);
    if (next && next.content && !verb && between.every((x) => ["otro", "otra", "otros", "otras"].includes(x.fold))) category.add(next);
  });
  return category;
}

/** Where in `tokens` a marker (a run of folded words) starts, or -1. */
const markerAt = (tokens: readonly Token[], seq: readonly string[], from = 0) => {
  for (let k = from; k < tokens.length; k++) if (seq.every((w, d) => tokens[k + d]?.fold === w)) return k;
  return -1;
};
/** Markers after which a clause states a consequence of what came before it ("…, por eso es más rápido"). */
const CONSEQUENCE = [["por", "eso"], ["por", "ello"], ["por", "lo", "que"], ["asi", "que"], ["de", "modo", "que"], ["por", "tanto"], ["por", "consiguiente"]];
/** Markers after which a clause states a cause ("…, porque…", "ya que…", "debido a…"). */
const CAUSE = [["porque"], ["ya", "que"], ["debido", "a"], ["puesto", "que"], ["pues"], ["because"]];

/**
 * For a question asking why: the note's cause, when the clause of the question's best part marks one — the words
 * before a consequence marker ("guarda los datos en memoria flash, sin piezas móviles, por eso es más rápido") or
 * after a cause marker ("…, porque…"). Null otherwise.
 */
function causeSpan(noteTokens: readonly Token[], bestPart: readonly Token[]): { tokens: Token[]; part: Set<Token> } | null {
  const clause = bestPart[0]!.clause;
  const inClause = noteTokens.filter((t) => t.clause === clause);
  const at = (seq: string[]) => inClause.findIndex((_, k) => seq.every((w, d) => inClause[k + d]?.fold === w));
  for (const seq of CONSEQUENCE) {
    const k = at(seq);
    if (k > 0) return { tokens: inClause.slice(0, k), part: new Set(inClause.slice(0, k)) };
  }
  for (const seq of CAUSE) {
    const k = at(seq);
    if (k >= 0 && k + seq.length < inClause.length) return { tokens: inClause.slice(k + seq.length), part: new Set(inClause.slice(k + seq.length)) };
  }
  return null;
}

/**
 * The note's answer to a question, as a span of the note: the part that
 * shares most words with the question (words of the note's subject weigh
 * half; ties: the later part — the predicate, not the subject), read from the first word the question does not hold to
 * the end of that part, or the next part when the question names the whole
 * part. Two general exceptions: a question that asks for a number is answered by the nearest part holding one
 * ("¿Cuánto mide el Everest?" → "con 8.849 metros"); a part the question names whole that opens with a copula ("es
 * la montaña más alta del mundo") is answered by the subject that opens its clause ("El Everest"). Null when no
 * part shares a word with the question.
 */
export function answerSlot(noteTokens: readonly Token[], question: string): { tokens: Token[]; part: Set<Token> } | null {
  return explainedPastColon(noteTokens, slotOf(noteTokens, question));
}

/**
 * A slot that ends its clause before a colon ("se reproducen por bipartición: una célula se divide en dos…") is
 * explained by the clause after it: that clause joins the slot's part (where an answer may draw its words from), not
 * its span (what an answer must say).
 */
function explainedPastColon(noteTokens: readonly Token[], slot: Slot | null): Slot | null {
  if (!slot) return slot;
  const last = noteTokens.indexOf(slot.tokens.at(-1)!);
  const next = noteTokens[last + 1];
  if (last < 0 || !next?.colonBefore) return slot;
  return { tokens: slot.tokens, part: new Set([...slot.part, ...noteTokens.filter((t) => t.clause === next.clause)]) };
}

function slotOf(noteTokens: readonly Token[], question: string): Slot | null {
  const q = indexSource(question);
  // Literal alignment only (stem, family, number): a thesaurus link is too loose to locate an answer.
  const inQuestion = (t: Token) => alignsLiterally(t, q);
  const parts = textParts(noteTokens);
  // The note's opening part names its subject (up to its copula, if it has one: "El océano Pacífico | es el más
  // grande"); a question repeats it whatever it asks, so it weighs half there.
  const opening = parts[0] ?? [];
  const copula = opening.findIndex((t) => COPULAS.has(t.fold));
  const subject = new Set((copula > 0 ? opening.slice(0, copula) : opening).filter((t) => t.content).map((t) => t.stem));
  const askedWithout = tokenize(question).some((t) => t.fold === "sin");
  // The category's word weighs half, as the subject's does.
  const category = new Set([...categoryNouns(tokenize(question))].map((t) => t.stem));
  let best = -1;
  let bestScore = 0;
  const scores: number[] = [];
  parts.forEach((p, i) => {
    // A condition the question sets ("¿Qué pasaría sin las abejas?") points at the part that sets it too.
    const score = p.filter((t) => (t.content && inQuestion(t)) || (t.fold === "sin" && askedWithout)).reduce((s, t) => s + (subject.has(t.stem) || category.has(t.stem) ? 0.5 : 1), 0);
    scores.push(score);
    if (score > 0 && score >= bestScore) {
      best = i;
      bestScore = score;
    }
  });
  if (best < 0) return null;
  // From the part's first word the question does not hold: a content word, else a light one ("desde varios").
  const fromFirstOwn = (p: Token[]) => {
    const rest = p.filter((t) => t.content && !inQuestion(t));
    const first = rest[0] ?? p.find((t) => answerWord(t) && !inQuestion(t));
    return first ? { tokens: p.slice(p.indexOf(first)), part: new Set(p) } : null;
  };
  if (QUANTITY_QUESTION.test(question)) {
    // "un punto" is a number where a quantity is asked for.
    const ones = articleOnes(noteTokens, question);
    // A number; where the note gives none, a quantifier says how many ("desde varios puntos de vista").
    const numeric = (t: Token) => ones.has(t) || (t.num !== null && !inQuestion(t));
    const isNum = noteTokens.some(numeric) ? numeric : (t: Token) => QUANTIFIERS.has(t.fold) && !inQuestion(t);
    // The note's number nearest to a word of the question ("dos partes de 45 minutos con un descanso de 15": the
    // rest lasts 15), in the nearest part that holds one.
    const withNumber = parts
      .map((p, i) => ({ p, i }))
      .filter(({ p }) => p.some(isNum))
      .sort((a, b) => Math.abs(a.i - best) - Math.abs(b.i - best) || b.i - a.i)[0];
    if (withNumber) {
      const p = withNumber.p;
      // The subject's words (the note's opening part) say nothing of which number is asked for.
      const asked = p.map((t, k) => (t.content && inQuestion(t) && !subject.has(t.stem) ? k : -1)).filter((k) => k >= 0);
      const numbers = p.map((t, k) => (isNum(t) ? k : -1)).filter((k) => k >= 0);
      const dist = (k: number) => (asked.length ? Math.min(...asked.map((a) => Math.abs(a - k))) : k);
      const at = numbers.reduce((a, b) => (dist(b) < dist(a) ? b : a));
      return { tokens: p.slice(at), part: new Set(p) };
    }
  }
  // "¿Dónde está el Sáhara?" where the note says "…es el desierto más grande y ocupa gran parte del norte de África":
  // the place the clause of the question's part names.
  if (WHERE_QUESTION.test(question)) {
    const s = placeSpan(noteTokens, parts, best, inQuestion);
    if (s) return s;
  }
  // "¿Qué otro acontecimiento ocurrió en 1492?" where the note says "…terminaron la conquista de Granada en 1492, el
  // mismo año del primer viaje de Colón": the part of the same clause next to the one the question names, which
  // holds none of its words.
  if (OTHER_QUESTION.test(question)) {
    for (const i of [best + 1, best - 1]) {
      const p = parts[i];
      if (!p || scores[i]! > 0 || p[0]!.clause !== parts[best]![0]!.clause) continue;
      const s = fromFirstOwn(p);
      if (s) return s;
    }
  }
  const cause = WHY_QUESTION.test(question) ? causeSpan(noteTokens, parts[best]!) : null;
  if (cause) return cause;
  // "¿Quién fundó Roma?" where the note says "Roma fue fundada … por Rómulo": the agent after "por", else the first
  // name of the clause the question does not hold.
  if (WHO_QUESTION.test(question)) {
    const inClause = noteTokens.filter((t) => t.clause === parts[best]![0]!.clause);
    const names = inClause.filter((t) => t.name && !inQuestion(t));
    const from = inClause.indexOf(parts[best]![0]!);
    // The agent of a passive first; then the nearest name from the part the question points at on; then any.
    const agent =
      names.find((t) => inClause.slice(Math.max(0, inClause.indexOf(t) - 3), inClause.indexOf(t)).some((x) => x.fold === "por")) ??
      names.find((t) => inClause.indexOf(t) >= from) ??
      names[0];
    const p = agent ? parts.find((x) => x.includes(agent)) : undefined;
    if (agent && p) {
      // A name opening the sentence is capitalised like any first word: "Gabriel García Márquez" keeps "Gabriel".
      let at = p.indexOf(agent);
      while (at > 0 && /^\p{Lu}/u.test(p[at - 1]!.raw)) at--;
      return { tokens: p.slice(at), part: new Set(p) };
    }
  }
  // "¿Qué causa las mareas?": among the parts the question points at, the clause that names an agent or cause
  // ("se producen sobre todo por…"), from after its marker.
  if (CAUSE_QUESTION.test(question)) {
    const s = markedSpan(noteTokens, parts, scores, AGENT, inQuestion);
    if (s) return s;
  }
  // "¿Para qué sirve la rotación de cultivos?": after a purpose marker in the part's clause or in the clause that
  // follows it ("…año tras año; así el suelo no se agota").
  if (PURPOSE_QUESTION.test(question)) {
    const s = purposeSpan(noteTokens, parts[best]!, inQuestion);
    if (s) return withCoordination(s, parts, inQuestion);
  }
  const bestPart = parts[best]!;
  const sameClause = (p: readonly Token[] | undefined) => p !== undefined && p[0]!.clause === bestPart[0]!.clause;
  // "¿Qué es el magma?" where the note says "…el magma, roca fundida del interior de la Tierra, sube…": the apposition
  // right after the word asked about.
  const after = parts[best + 1];
  if (DEFINITION_QUESTION.test(question) && sameClause(after) && after![0]!.commaBefore && inQuestion(bestPart.at(-1)!) && !RELATIVES.has(after![0]!.fold)) {
    const s = fromFirstOwn(after!);
    if (s) return s;
  }
  // "¿Qué le pasa al consumo cuando sube…?" where the best part is the condition ("Cuando un banco central sube los
  // tipos de interés"): a later part of the same clause that holds the question's other words ("y el consumo tiende…").
  const unmatched = tokenize(question).filter((t) => t.content && !bestPart.some((n) => n.stem === t.stem));
  if (unmatched.length) {
    const q2 = indexSource(unmatched.map((t) => t.raw).join(" "));
    const later = parts.slice(best + 1).find((p) => sameClause(p) && p.some((t) => t.content && alignsLiterally(t, q2)));
    const s = later ? fromFirstOwn(later) : null;
    if (s && !bestPart.some((t) => t.content && !inQuestion(t))) return withCoordination(s, parts, inQuestion);
  }
  // "¿Qué incluye la novena sinfonía?" where the note says "…la novena incluye un coro…": what follows the question's
  // verb, found once in the note near the part the question points at.
  const verbAnchored = afterQuestionVerb(noteTokens, parts, question, best, scores, inQuestion);
  if (verbAnchored) return withCoordination(verbAnchored, parts, inQuestion);
  if (!bestPart.some((t) => t.content && !inQuestion(t)) && COPULAS.has(bestPart[0]!.fold)) {
    const opener = parts.find((p) => p[0]!.clause === bestPart[0]!.clause);
    if (opener && opener !== bestPart) {
      const s = fromFirstOwn(opener);
      if (s) return s;
    }
  }
  // A relative clause right after the part that holds the question's verb ("el gótico usó el arco apuntado, que permite
  // muros más altos…" for "¿Qué permite el arco apuntado?"): what it says after that verb.
  const next = parts[best + 1];
  if (next && next[0]!.clause === bestPart[0]!.clause && RELATIVES.has(next[0]!.fold) && next.some((t) => (t.content || isLight(t.fold, t.stem)) && inQuestion(t))) {
    const s = fromFirstOwn(next);
    if (s) return withCoordination(s, parts, inQuestion);
  }
  // A part the question names whole, then appositions without a verb, then the copula ("El arco de medio punto,
  // típico del románico, es un semicírculo"): what the copula says.
  if (!bestPart.some((t) => t.content && !inQuestion(t))) {
    for (let i = best + 1; i < parts.length && i <= best + VERBLESS_LIMIT && parts[i]![0]!.clause === bestPart[0]!.clause; i++) {
      if (!COPULAS.has(parts[i]![0]!.fold)) continue;
      const s = fromFirstOwn(parts[i]!);
      if (s) return withCoordination(s, parts, inQuestion);
    }
  }
  for (let i = best; i < parts.length && i <= best + 1; i++) {
    const s = fromFirstOwn(parts[i]!);
    if (s) return withCoordination(s, parts, inQuestion);
  }
  return null;
}

type Slot = { tokens: Token[]; part: Set<Token> };

const ITEM_OPENERS = new Set(["y", "e", "o", "u", "ni", "el", "la", "los", "las", "un", "una", "unos", "unas", "su", "sus", "del", "al"]);

/**
 * A part that reads as a list item: a bare word ("números"), or an article or a conjunction then one or two
 * content words of one noun phrase ("el número atómico") — not a verb with its object ("mezcla letras").
 */
export function isItem(p: readonly Token[]): boolean {
  const k = p.findIndex((t) => t.content);
  const words = p.filter((t) => t.content).length;
  if (k < 0 || !p.slice(0, k).every((t) => ITEM_OPENERS.has(t.fold))) return false;
  if (words === 1) return true;
  // Two words make one item only as a noun phrase ("el número atómico", "el aceite de oliva"); a clitic or a verb
  // between them is a predicate ("los préstamos se encarecen", "el consumo tiende a bajar").
  const last = p.findLastIndex((t) => t.content);
  return k > 0 && words === 2 && p.slice(k + 1, last).every((t) => NOUN_LINKS.has(t.fold));
}

/** Words that may join the two words of a noun phrase. */
const NOUN_LINKS = new Set(["de", "del", "el", "la", "los", "las", "of"]);


/** Words that open a noun phrase or a complement (articles, determiners, comparatives, prepositions). */
const PHRASE_OPENERS = new Set(["el", "la", "los", "las", "un", "una", "unos", "unas", "su", "sus", "este", "esta", "estos", "estas", "otro", "otra", "otros", "otras", "mas", "menos", "de", "del", "en", "por", "con", "sin", "sobre", "entre", "hasta", "desde", "the", "an", "more", "less", "of", "in", "by", "with"]);

/**
 * A part coordinated as a noun phrase or a complement: "y" / "e" / "o" / "ni", then an article, a comparative, a
 * preposition or a number — not a verb, where a new predicate starts ("y libera oxígeno", "y se borra", "y tiene…",
 * "y a tocar…"), nor a consequence ("y por eso…").
 */
export function coordinatedPhrase(p: readonly Token[]): boolean {
  const second = p[1];
  return (
    ["y", "e", "o", "u", "ni"].includes(p[0]?.fold ?? "") &&
    second !== undefined &&
    (second.num !== null || PHRASE_OPENERS.has(second.fold)) &&
    !CONSEQUENCE.some((seq) => seq.every((w, d) => p[1 + d]?.fold === w))
  );
}

/**
 * A slot runs on through the noun phrases coordinated with it ("una apertura grande | y menos profundidad de campo",
 * "el dióxido de carbono | y el metano") and the items of a list it opens ("filtrar | agrupar | y resumir"): the parts
 * that follow in the same clause, are coordinated phrases or list items and hold no word of the question.
 */
function withCoordination(slot: Slot, parts: readonly Token[][], inQuestion: (t: Token) => boolean): Slot {
  const last = slot.tokens.at(-1)!;
  let i = parts.findIndex((p) => p.includes(last));
  if (i < 0) return slot;
  const tokens = [...slot.tokens];
  const part = new Set(slot.part);
  while (i + 1 < parts.length) {
    const p = parts[i + 1]!;
    if (p[0]!.clause !== last.clause || !(coordinatedPhrase(p) || isItem(p)) || p.some((t) => t.content && inQuestion(t))) break;
    tokens.push(...p);
    for (const t of p) part.add(t);
    i++;
  }
  return { tokens, part };
}

/** The span after the first marker found in the clause of a scored part (best score first), to the clause's end. */
function markedSpan(noteTokens: readonly Token[], parts: readonly Token[][], scores: readonly number[], markers: readonly (readonly string[])[], inQuestion: (t: Token) => boolean): Slot | null {
  const order = parts.map((_, i) => i).filter((i) => scores[i]! > 0).sort((a, b) => scores[b]! - scores[a]! || b - a);
  for (const i of order) {
    const clause = parts[i]![0]!.clause;
    const inClause = noteTokens.filter((t) => t.clause === clause);
    for (const seq of markers) {
      const k = markerAt(inClause, seq);
      if (k < 0) continue;
      const span = inClause.slice(k + seq.length).filter((t, j, all) => j >= all.findIndex((x) => x.content && !inQuestion(x)));
      if (span.some((t) => t.content)) return { tokens: span, part: new Set(inClause.slice(k)) };
    }
  }
  return null;
}

/** After a purpose marker: in the best part's clause (after the question's words), or opening the next clause. */
function purposeSpan(noteTokens: readonly Token[], bestPart: readonly Token[], inQuestion: (t: Token) => boolean): Slot | null {
  const clause = bestPart[0]!.clause;
  for (const c of [clause, clause + 1]) {
    const inClause = noteTokens.filter((t) => t.clause === c);
    // In the part's own clause, the first marker after the question's last word ("se construyeron como tumbas para
    // los faraones": "como"); in the next clause, a marker that opens it ("así el suelo…").
    const lastAsked = c === clause ? inClause.reduce((k, t, i) => (t.content && inQuestion(t) ? i : k), -1) : -1;
    const found = PURPOSE.map((seq) => ({ seq, k: markerAt(inClause, seq, lastAsked + 1) }))
      .filter(({ k }) => k >= 0 && (c === clause || k === 0))
      .sort((a, b) => a.k - b.k || b.seq.length - a.seq.length)[0];
    if (!found) continue;
    const span = inClause.slice(found.k + found.seq.length);
    const first = span.findIndex((t) => t.content && !inQuestion(t));
    if (first >= 0) return { tokens: span.slice(first), part: new Set(span) };
  }
  return null;
}

/**
 * For a question asking where: the first place in the question's best part after its first word — after a place
 * marker followed by an article, a name or a content word (not a number: "en 1492" is a date), or after a verb
 * that places its subject ("se encuentra…") — else in a later part of its clause (past appositions) that opens with
 * one ("…y ocupa gran parte del norte de África"). To the end of that part. Null when none names a place.
 */
function placeSpan(noteTokens: readonly Token[], parts: readonly Token[][], best: number, inQuestion: (t: Token) => boolean): Slot | null {
  const placeAt = (p: readonly Token[], k: number): number => {
    if (PLACING_VERBS.has(p[k]!.fold)) return k + 1;
    const seq = PLACE.find((m) => m.every((w, d) => p[k + d]?.fold === w));
    const after = seq ? p[k + seq.length] : undefined;
    return seq && after && after.num === null && (after.name || after.content || VERB_FOLLOWERS.has(after.fold)) ? k + seq.length : -1;
  };
  const fromPlace = (p: readonly Token[], from: number): Slot | null => {
    const span = p.slice(from);
    const first = span.findIndex((x) => (x.content || x.name) && !inQuestion(x));
    return first >= 0 ? { tokens: span.slice(first), part: new Set(p) } : null;
  };
  const bestPart = parts[best]!;
  for (let k = 1; k < bestPart.length; k++) {
    const from = placeAt(bestPart, k);
    const s = from >= 0 ? fromPlace(bestPart, from) : null;
    if (s) return s;
  }
  // "y ocupa…", "y se encuentra…", ", en…": a later part of the clause (past appositions) opens with the place.
  for (let i = best + 1; i < parts.length && i <= best + VERBLESS_LIMIT && parts[i]![0]!.clause === bestPart[0]!.clause; i++) {
    const next = parts[i]!;
    let k = ["y", "e"].includes(next[0]!.fold) ? 1 : 0;
    if (next[k]?.fold === "se") k++;
    const from = next[k] ? placeAt(next, k) : -1;
    if (from >= 0) return fromPlace(next, from);
  }
  return null;
}

export function answerSlotText(note: string, question: string): string | null {
  const s = answerSlot(tokenize(note), question);
  return s ? s.tokens.map((t) => t.raw).join(" ") : null;
}

/**
 * Candidate references for a question inside a note: every run of one to three of the note's own words (content or light words, not the
 * question's) from the start of the answer slot to the end of its clause, shortest first. The note's answer is
 * often a few words inside a longer part ("una doble hélice" in "guarda la información genética en una doble
 * hélice formada por cuatro bases"): an answer that states one of these runs, and nothing the note does not hold,
 * answers from the slot.
 */
export function slotWindows(noteTokens: readonly Token[], question: string, slot = answerSlot(noteTokens, question), maxWords = 3): string[] {
  if (!slot) return [];
  const q = indexSource(question);
  const from = noteTokens.indexOf(slot.tokens[0]!);
  let to = from;
  while (to + 1 < noteTokens.length && noteTokens[to + 1]!.clause === noteTokens[from]!.clause) to++;
  const own: number[] = [];
  // Light words count too: the note's answer may be one ("desde varios").
  for (let i = from; i <= to; i++) if (answerWord(noteTokens[i]!) && align(noteTokens[i]!, q) === null) own.push(i);
  const out = new Set<string>();
  for (let len = 1; len <= maxWords; len++) {
    for (let a = 0; a + len - 1 < own.length; a++) out.add(noteTokens.slice(own[a]!, own[a + len - 1]! + 1).map((t) => t.raw).join(" "));
  }
  return [...out];
}

/**
 * The note's words after the question's verb — the word right after "qué" ("¿Qué incluye…?", "¿Qué contienen…?", "¿A
 * qué…?"; clitics skipped) — when the note holds that verb (by stem or family) exactly once, in a part the question
 * points at or next to the best one. From the first word of its own to the end of that part. Null otherwise.
 */
function afterQuestionVerb(noteTokens: readonly Token[], parts: readonly Token[][], question: string, best: number, scores: readonly number[], inQuestion: (t: Token) => boolean): Slot | null {
  const q = tokenize(question);
  const at = q.findIndex((t) => t.fold === "que");
  if (at < 0 || at > 2) return null;
  let k = at + 1;
  while (q[k] && CLITICS.has(q[k]!.fold)) k++;
  const verb = q[k];
  if (!verb || verb.num !== null || SPANISH_STOP_WORDS.has(verb.fold) || COPULAS.has(verb.fold)) return null;
  // A verb takes its object or subject next ("¿Qué incluye la novena…?"); a noun after "qué" names the kind of answer
  // and a verb follows it ("¿Qué forma tiene…?", "¿Qué tipo de archivo…?").
  const next = q[k + 1];
  if (!next || !(VERB_FOLLOWERS.has(next.fold) || next.name)) return null;
  const vIdx = indexSource(verb.raw);
  const hits = noteTokens.filter((t) => { const a = align(t, vIdx); return a === "stem" || a === "family"; });
  if (hits.length !== 1) return null;
  const hit = hits[0]!;
  const pi = parts.findIndex((p) => p.includes(hit));
  if (pi < 0 || (Math.abs(pi - best) > 1 && !(scores[pi]! > 0))) return null;
  const p = parts[pi]!;
  const rest = p.slice(p.indexOf(hit) + 1);
  const first = rest.findIndex((t) => t.content && !inQuestion(t));
  return first >= 0 ? { tokens: rest.slice(first), part: new Set(p) } : null;
}

