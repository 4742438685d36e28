import { type Token, align, indexSource, textParts, tokenize } from "@/lib/text/analyze";
import { isLight } from "@/lib/text/lexicon";
import { SPANISH_STOP_WORDS } from "@/lib/text/spanish";

export { textParts };

/** A word that can be (part of) an answer: a content word, or a light one that is no stop word ("varios"). */
const answerWord = (t: Token) => t.content || (t.num === null && !t.symbol && t.fold.length >= 3 && !SPANISH_STOP_WORDS.has(t.fold) && isLight(t.fold, t.stem));

/** Questions that ask for a number: "¿cuánto…?", "¿cuántos…?", "¿en qué año…?", "how many…". */
const QUANTITY_QUESTION = /(^|[^\p{L}])(cu[aá]nt[oa]s?|qu[eé] a[nñ]o|how (many|much|long))([^\p{L}]|$)/iu;
const COPULAS = new Set(["es", "son", "fue", "fueron", "era", "eran"]);
const WHY_QUESTION = /(^|[^\p{L}])(por qu[eé]|why)([^\p{L}]|$)/iu;
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
  const q = indexSource(question);
  // Literal alignment only (stem, family, number): a thesaurus link is too loose to locate an answer.
  const inQuestion = (t: Token) => { const a = align(t, q); return a !== null && a !== "synonym"; };
  const parts = textParts(noteTokens);
  // The note's opening part names its subject (up to its copula, if it has one: "El océano Pacífico | es el más
  // grande"); a question repeats it whatever it asks, so it weighs half there.
  const opening = parts[0] ?? [];
  const copula = opening.findIndex((t) => COPULAS.has(t.fold));
  const subject = new Set((copula > 0 ? opening.slice(0, copula) : opening).filter((t) => t.content).map((t) => t.stem));
  const askedWithout = tokenize(question).some((t) => t.fold === "sin");
  let best = -1;
  let bestScore = 0;
  parts.forEach((p, i) => {
    // A condition the question sets ("¿Qué pasaría sin las abejas?") points at the part that sets it too.
    const score = p.filter((t) => (t.content && inQuestion(t)) || (t.fold === "sin" && askedWithout)).reduce((s, t) => s + (subject.has(t.stem) ? 0.5 : 1), 0);
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
    // The note's number nearest to a word of the question ("dos partes de 45 minutos con un descanso de 15": the
    // rest lasts 15), in the nearest part that holds one.
    const withNumber = parts
      .map((p, i) => ({ p, i }))
      .filter(({ p }) => p.some((t) => t.num !== null && !inQuestion(t)))
      .sort((a, b) => Math.abs(a.i - best) - Math.abs(b.i - best) || b.i - a.i)[0];
    if (withNumber) {
      const p = withNumber.p;
      // The subject's words (the note's opening part) say nothing of which number is asked for.
      const asked = p.map((t, k) => (t.content && inQuestion(t) && !subject.has(t.stem) ? k : -1)).filter((k) => k >= 0);
      const numbers = p.map((t, k) => (t.num !== null && !inQuestion(t) ? k : -1)).filter((k) => k >= 0);
      const dist = (k: number) => (asked.length ? Math.min(...asked.map((a) => Math.abs(a - k))) : k);
      const at = numbers.reduce((a, b) => (dist(b) < dist(a) ? b : a));
      return { tokens: p.slice(at), part: new Set(p) };
    }
  }
  const cause = WHY_QUESTION.test(question) ? causeSpan(noteTokens, parts[best]!) : null;
  if (cause) return cause;
  const bestPart = parts[best]!;
  if (!bestPart.some((t) => t.content && !inQuestion(t)) && COPULAS.has(bestPart[0]!.fold)) {
    const opener = parts.find((p) => p[0]!.clause === bestPart[0]!.clause);
    if (opener && opener !== bestPart) {
      const s = fromFirstOwn(opener);
      if (s) return s;
    }
  }
  for (let i = best; i < parts.length && i <= best + 1; i++) {
    const s = fromFirstOwn(parts[i]!);
    if (s) return s;
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
