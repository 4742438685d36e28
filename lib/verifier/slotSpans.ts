/**
 * The span of a note that a question of a given type points at, inside the clause the answer slot search found
 * (lib/verifier/slot.ts): a why-question's cause, a cause question's agent, a purpose, a place, what follows the
 * question's verb — each after the markers that introduce it in Spanish ("porque", "para", "en", "se encuentra"…);
 * the circumstances a slot steps past; and the category noun a question asks for.
 */
import { QUANTITY_QUESTION, type Token, align, indexSource, tokenize } from "@/lib/text/analyze";
import { SPANISH_STOP_WORDS } from "@/lib/text/spanish";

export type Slot = { tokens: Token[]; part: Set<Token> };

/** Prepositions that open a circumstance ("en la cantera del Rano Raraku"). */
export const PREPOSITIONS = new Set(["en", "de", "desde", "hasta", "hacia", "entre", "sobre", "bajo", "con", "sin", "tras", "durante", "in", "at", "on", "from"]);
/** A Roman numeral ("XIII", "IV"). */
export const ROMAN = /^[IVXLCDM]+$/;

export const COPULAS = new Set(["es", "son", "fue", "fueron", "era", "eran"]);
export const ARTICLES = new Set(["el", "la", "los", "las", "un", "una"]);
/** Words of origin before "de" ("originario de", "procede de", "viene del"). */
const ORIGIN = /^(originari[oa]s?|procedentes?|proced(e|en|ia|ian)|provien(e|en)|proven(ia|ian)|vien(e|en)|nativ[oa]s?|oriund[oa]s?)$/;

/** How many verbless parts (appositions) a search may step over within a clause. */
export const VERBLESS_LIMIT = 3;

/** Markers after which a clause names an agent or cause ("se producen por…", "se debe a…", "gracias a…"). */
export const AGENT = [["por"], ["debido", "a"], ["a", "causa", "de"], ["gracias", "a"], ["se", "debe", "a"], ["se", "deben", "a"], ["porque"], ["ya", "que"]];
/** Markers after which a clause states a purpose or what follows from the thing ("para que…", "así…"). */
export const PURPOSE = [["para", "que"], ["para"], ["permite"], ["permiten"], ["permitia"], ["permitian"], ["como"], ["con", "el", "fin", "de"], ["a", "fin", "de"], ["asi"], ["de", "este", "modo"], ["de", "esta", "forma"], ["de", "modo", "que"], ["de", "forma", "que"], ["por", "eso"], ["lo", "que"]];
/** Questions that ask who: "¿Quién fundó Roma?", "¿Quiénes…?", "who". */
export { WHO_QUESTION } from "@/lib/text/phrases";
/** Words that follow a verb, not a noun, right after "qué": articles, determiners, "a" / "al". */
export const VERB_FOLLOWERS = new Set(["el", "la", "los", "las", "un", "una", "unos", "unas", "su", "sus", "al", "a", "este", "esta", "estos", "estas", "mi", "mis", "tu", "tus", "the"]);
/** Adverbs that may stand between the question's verb and its subject ("¿Qué pintaba sobre todo…?"). */
const VERB_ADVERBS = new Set(["sobre", "todo", "principalmente", "normalmente", "realmente", "exactamente", "mas", "tambien", "ya", "habitualmente"]);
/** Clitic pronouns that may stand between "qué" and the question's verb ("¿Qué le pasa…?"). */
export const CLITICS = new Set(["le", "les", "se", "lo", "la", "los", "las", "me", "te", "nos"]);
/** Markers that open a place ("en el norte de África", "al sur de…", "entre…", "cerca de…"). */
const PLACE = [["al", "norte"], ["al", "sur"], ["al", "este"], ["al", "oeste"], ["cerca", "de"], ["junto", "a"], ["frente", "a"], ["frente", "al"], ["delante", "de"], ["detras", "de"], ["al", "lado", "de"], ["a", "orillas", "de"], ["dentro", "de"], ["fuera", "de"], ["debajo", "de"], ["encima", "de"], ["en"], ["entre"], ["bajo"], ["sobre"], ["in"], ["at"], ["near"]];
/** Verbs that place their subject ("ocupa gran parte del norte…", "se encuentra…", "vive…", "habitan…"). */
/** Nouns of a span or point of time: after "en" they date, they do not place. */
const TIME_NOUN = /^(?:decadas?|siglos?|anos?|epocas?|eras?|meses|mes|semanas?|dias?|momentos?|periodos?|invierno|verano|otono|primavera|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|decades?|centur(?:y|ies)|years?|winter|summer|spring|autumn)$/;
/** A past participle ("fijados", "colocada", "unido"). */
const PLACED_PARTICIPLE = /^\p{L}{3,}(?:ad|id)(?:o|a|os|as)$/u;
const PLACING_VERBS = new Set(["ocupa", "ocupan", "cubre", "cubren", "encuentra", "encuentran", "halla", "hallan", "situa", "situan", "situado", "situada", "situados", "situadas", "ubicado", "ubicada", "ubicados", "ubicadas", "vive", "viven", "habita", "habitan", "crece", "crecen", "nace", "nacen", "desemboca", "desembocan", "esta", "estan",
  // Past forms of finding, founding and being born place what they say of: "hallada en Egipto", "nacida en Varsovia".
  ...["hallad", "encontrad", "descubiert", "fundad", "nacid", "construid", "enterrad"].flatMap((s) => [`${s}o`, `${s}a`, `${s}os`, `${s}as`]),
  "hallo", "hallaron", "encontro", "encontraron", "descubrio", "descubrieron", "nacio", "nacieron", "fundo", "fundaron"]);
/** Where in `tokens` a marker (a run of folded words) starts, or -1. */
const markerAt = (tokens: readonly Token[], seq: readonly string[], from = 0) => {
  for (let k = from; k < tokens.length; k++) if (seq.every((w, d) => tokens[k + d]?.fold === w)) return k;
  return -1;
};
/** The span after the first marker found in the clause of a scored part (best score first), to the clause's end. */
export function markedSpan(noteTokens: readonly Token[], parts: readonly Token[][], scores: readonly number[], markers: readonly (readonly string[])[], inQuestion: (t: Token) => boolean): Slot | null {
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
export function purposeSpan(noteTokens: readonly Token[], bestPart: readonly Token[], inQuestion: (t: Token) => boolean): Slot | null {
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
/** What follows a place marker at k is no date: no number, nor a span of time ("en la década de 1860", "en invierno"). */
export function notDate(p: readonly Token[], k: number): boolean {
  const head = ARTICLES.has(p[k]?.fold ?? "") ? p[k + 1] : p[k];
  return p[k]?.num == null && !(head && (head.num !== null || TIME_NOUN.test(head.fold)));
}

export function placeSpan(noteTokens: readonly Token[], parts: readonly Token[][], best: number, inQuestion: (t: Token) => boolean, toward = false): Slot | null {
  const placeAt = (p: readonly Token[], k: number): number => {
    if (PLACING_VERBS.has(p[k]!.fold)) return k + 1;
    // "originario de América", "procede de", "viene del": where from.
    if (ORIGIN.test(p[k]!.fold) && ["de", "del", "desde"].includes(p[k + 1]?.fold ?? "")) return k + 2;
    const seq = PLACE.find((m) => m.every((w, d) => p[k + d]?.fold === w));
    const after = seq ? p[k + seq.length] : undefined;
    return seq && after && notDate(p, k + seq.length) && (after.name || after.content || VERB_FOLLOWERS.has(after.fold)) ? k + seq.length : -1;
  };
  const fromPlace = (p: readonly Token[], from: number): Slot | null => {
    const span = p.slice(from);
    const first = span.findIndex((x) => (x.content || x.name) && !inQuestion(x));
    return first >= 0 ? { tokens: span.slice(first), part: new Set(p) } : null;
  };
  const bestPart = parts[best]!;
  // "¿Adónde viajan…?" where the note says "viajan desde Canadá … hasta los bosques de México": the place after "hasta"
  // or "hacia" in the clause of the question's part (not a number: "hasta 4.000 kilómetros" is no place).
  if (toward) {
    for (let i = best; i < parts.length && i <= best + VERBLESS_LIMIT && parts[i]![0]!.clause === bestPart[0]!.clause; i++) {
      const p = parts[i]!;
      for (let k = 0; k < p.length; k++) {
        if (p[k]!.fold !== "hasta" && p[k]!.fold !== "hacia") continue;
        const head = ARTICLES.has(p[k + 1]?.fold ?? "") ? p[k + 2] : p[k + 1];
        if (head && head.num === null && (head.content || head.name) && !inQuestion(head)) {
          const s = fromPlace(p, k + 1);
          if (s) return s;
        }
      }
    }
  }
  // "¿Adónde lo mandaron?" where the note says "lo mandaron a un convento del norte": the goal after "a" right after the
  // question's own word (not an infinitive's purpose: "salió a cazar").
  if (toward) {
    for (let k = 1; k < bestPart.length; k++) {
      if (!["a", "al"].includes(bestPart[k]!.fold) || !inQuestion(bestPart[k - 1]!)) continue;
      const head = ARTICLES.has(bestPart[k + 1]?.fold ?? "") ? bestPart[k + 2] : bestPart[k + 1];
      if (!head || head.num !== null || !(head.content || head.name) || inQuestion(head) || /(ar|er|ir)$/.test(head.fold)) continue;
      const s = fromPlace(bestPart, k + 1);
      if (s) return s;
    }
  }
  // "…fue desterrado a la isla de Santa Elena, donde murió": a part opened by "donde" is placed by the phrase before it.
  const before = parts[best - 1];
  if (bestPart[0]!.fold === "donde" && before && before[0]!.clause === bestPart[0]!.clause) {
    const at = before.map((t) => t.fold).findLastIndex((w) => ["a", "al", "en", "hacia", "in", "to", "at"].includes(w));
    const s = at >= 0 ? fromPlace(before, at + 1) : null;
    // With what the "donde" part says of it beyond the question ("…los pulmones, donde pasa a la sangre a través de
    // los alvéolos").
    const own = bestPart.findIndex((t) => (t.content || t.name) && !inQuestion(t) && t.fold !== "donde");
    if (s) return { tokens: [...s.tokens, ...(own >= 0 ? bestPart.slice(own) : [])], part: new Set([...s.part, ...bestPart]) };
  }
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
    // "…, fijados a la rueda delantera", "colocada en lo alto": a participle placing what the clause is about.
    const placedAt = PLACED_PARTICIPLE.test(next[k]?.fold ?? "") && ["a", "al", "en", "sobre", "bajo", "entre"].includes(next[k + 1]?.fold ?? "") && notDate(next, k + 2) ? k + 1 : -1;
    const from = placedAt >= 0 ? placedAt : next[k] ? placeAt(next, k) : -1;
    if (from >= 0) {
      const s = fromPlace(next, from);
      if (s) return s;
    }
  }
  // A best part the question names whole ("En la batalla de las Termópilas, en el año 480 a. C., un ejército … frenó
  // … en un paso estrecho"): the first place anywhere in the later parts of its clause, past dates.
  if (!bestPart.some((t) => t.content && !inQuestion(t))) {
    for (let i = best + 1; i < parts.length && i <= best + VERBLESS_LIMIT && parts[i]![0]!.clause === bestPart[0]!.clause; i++) {
      for (let k = 0; k < parts[i]!.length; k++) {
        const from = placeAt(parts[i]!, k);
        const s = from >= 0 ? fromPlace(parts[i]!, from) : null;
        if (s) return s;
      }
    }
  }
  // Else a named place elsewhere in the note, nearest first ("…escribió Romeo y Julieta hacia 1595; la obra cuenta …
  // en Verona").
  const byDistance = parts.map((p, i) => ({ p, i })).sort((a, b) => Math.abs(a.i - best) - Math.abs(b.i - best));
  for (const { p } of byDistance) {
    for (let k = 0; k < p.length; k++) {
      const marker = PLACE.some((m) => m.length === 1 && p[k]!.fold === m[0]);
      // "en Verona"; "en el pueblo imaginario de Macondo" (a name within a short noun phrase after the marker).
      const named = (j: number) => p[j]?.name === true && p[j]!.num === null && !inQuestion(p[j]!);
      const phrase = ARTICLES.has(p[k + 1]?.fold ?? "") && [2, 3, 4, 5].some((d) => named(k + d) && p.slice(k + 2, k + d).every((x) => !x.name && x.num === null));
      const from = marker && (named(k + 1) || phrase) ? k + 1 : -1;
      if (from >= 0) return fromPlace(p, from);
    }
  }
  return null;
}

/**
 * The note's words after the question's verb — the word right after "qué" ("¿Qué incluye…?", "¿Qué contienen…?", "¿A
 * qué…?"; clitics skipped) — when the note holds that verb (by stem or family) exactly once, in a part the question
 * points at or next to the best one. From the first word of its own to the end of that part. Null otherwise.
 */
export function afterQuestionVerb(noteTokens: readonly Token[], parts: readonly Token[][], question: string, best: number, scores: readonly number[], inQuestion: (t: Token) => boolean): Slot | null {
  const q = tokenize(question);
  const at = q.findIndex((t) => t.fold === "que");
  if (at < 0 || at > 2) return null;
  let k = at + 1;
  while (q[k] && CLITICS.has(q[k]!.fold)) k++;
  const verb = q[k];
  if (!verb || verb.num !== null || SPANISH_STOP_WORDS.has(verb.fold) || COPULAS.has(verb.fold)) return null;
  // A verb takes its object or subject next ("¿Qué incluye la novena…?"); a noun after "qué" names the kind of answer
  // and a verb follows it ("¿Qué forma tiene…?", "¿Qué tipo de archivo…?").
  // (An adverb may stand between: "¿Qué pintaba sobre todo Frida Kahlo?".)
  let n = k + 1;
  while (q[n] && VERB_ADVERBS.has(q[n]!.fold)) n++;
  const next = q[n];
  // (A clitic before it makes it a verb whatever follows: "¿Qué se firmó en la galería…?".)
  if (!next || !(VERB_FOLLOWERS.has(next.fold) || next.name || (at === 0 && k > at + 1))) return null;
  const vIdx = indexSource(verb.raw);
  const hits = noteTokens.filter((t) => { const a = align(t, vIdx); return a === "stem" || a === "family"; });
  if (hits.length !== 1) return null;
  const hit = hits[0]!;
  const pi = parts.findIndex((p) => p.includes(hit));
  if (pi < 0 || (Math.abs(pi - best) > 1 && !(scores[pi]! > 0))) return null;
  const p = parts[pi]!;
  const rest = p.slice(p.indexOf(hit) + 1);
  const first = rest.findIndex((t) => t.content && !inQuestion(t));
  const h = noteTokens.indexOf(hit);
  // (A clitic before the verb in both and the complement said in the question, "¿Qué le ayudó a desarrollar su
  // teoría?" / "…le ayudaron a desarrollar su teoría de la evolución": the question asks for the subject.)
  const bothClitic = k > at + 1 && OBJECT_CLITICS.has(noteTokens[h - 1]?.fold ?? "") && OBJECT_CLITICS.has(q[k - 1]!.fold) && rest.slice(0, first).some((t) => t.content && inQuestion(t));
  if (first >= 0 && !bothClitic) return { tokens: rest.slice(first), part: new Set(p) };
  // A pronoun before the note's verb stands for the object the question names ("Su corteza, gruesa…, las protege del
  // fuego" for "¿Qué protege a las secuoyas del fuego?"): the answer is its subject, the sentence before it.
  if (OBJECT_CLITICS.has(noteTokens[h - 1]?.fold ?? "")) {
    let start = h - 1;
    while (start > 0 && !noteTokens[start]!.stopBefore) start--;
    const subject = noteTokens.slice(start, h - 1);
    const own = subject.findIndex((t) => t.content && !inQuestion(t));
    if (own >= 0) return { tokens: subject.slice(own), part: new Set(subject) };
  }
  // The verb ends its part ("empezó a pintar, sobre todo autorretratos"): its object is in the next part of the clause.
  const after = parts[pi + 1];
  const own = after && after[0]!.clause === hit.clause ? after.findIndex((t) => t.content && !inQuestion(t)) : -1;
  return own >= 0 ? { tokens: after!.slice(own), part: new Set([...p, ...after!]) } : null;
}

const OBJECT_CLITICS = new Set(["lo", "la", "los", "las", "le", "les"]);

const ADJUNCT_OPENERS = new Set(["hacia", "en", "desde", "hasta", "a", "al", "de", "del", "durante", "hace", "sobre", "por"]);
/** Questions whose answer may be a date, a number, a place or a name. */
const ASKS_CIRCUMSTANCE = /(^|[^\p{L}])(cu[aá]ndo|d[oó]nde|qui[eé]n(es)?|en qu[eé]|desde|hasta|when|where|who)([^\p{L}]|$)/iu;

/**
 * "¿Qué desarrolló Gutenberg?" where the note says "Gutenberg desarrolló hacia 1450, en Maguncia, la imprenta…": a
 * slot that is only a circumstance (a preposition, then numbers and names: "hacia 1450", "en Maguncia") answers no
 * question that asks for a thing; the slot moves on to the next part of its clause that says more.
 */
export function pastAdjuncts(slot: Slot, parts: readonly Token[][], question: string, fromFirstOwn: (p: Token[]) => Slot | null): Slot {
  if (QUANTITY_QUESTION.test(question) || ASKS_CIRCUMSTANCE.test(question)) return slot;
  const circumstance = (ts: readonly Token[]) => {
    const words = ts.filter((t) => t.content);
    return words.length > 0 && words.every((t) => t.num !== null || t.name) && ts.some((t) => ADJUNCT_OPENERS.has(t.fold) && ts.indexOf(t) <= ts.indexOf(words[0]!));
  };
  let i = parts.findIndex((p) => p.includes(slot.tokens.at(-1)!));
  let current = slot;
  for (let hops = 0; hops < 3 && i >= 0 && circumstance(parts[i]!.slice(parts[i]!.indexOf(current.tokens[0]!) < 0 ? 0 : parts[i]!.indexOf(current.tokens[0]!) - 1)); hops++) {
    const next = parts[i + 1];
    if (!next || next[0]!.clause !== parts[i]![0]!.clause) return slot;
    const s = fromFirstOwn(next);
    if (!s) return slot;
    current = s;
    i++;
  }
  return current;
}

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

/** Words that open a circumstance of time before a sentence's subject ("Cada otoño, …", "Hace siglos, …"). */
const CIRCUMSTANCE_OPENERS = new Set(["cada", "durante", "hace", "tras", "despues", "antes", "desde", "during", "after", "before", "since", "every", "each"]);

/** A short circumstance of time opening a note: "Cada otoño", "Hace siglos", "En 1492", "In 1969". */
export const opensWithCircumstance = (p: readonly Token[]) => p.length <= 4 && (CIRCUMSTANCE_OPENERS.has(p[0]!.fold) || ((p[0]!.fold === "en" || p[0]!.fold === "in") && p[1]?.num != null));

/**
 * For a question asking when: among the parts the question points at (best first), the one that says when — from the
 * first content word after its "cuando" ("Producen menos cuando está nublado"), or the condition set off before it ("si
 * dura más de dos días, conviene…"). A part with a number (a date) answers itself: null, and the question's other
 * rules take it.
 */
export const CONDITIONS = new Set(["si", "cuando", "if", "when"]);

export function whenSpan(parts: readonly Token[][], scores: readonly number[]): Slot | null {
  const order = parts.map((_, i) => i).filter((i) => scores[i]! > 0).sort((a, b) => scores[b]! - scores[a]! || b - a);
  for (const i of order) {
    const p = parts[i]!;
    // A condition set off before the part ("si dura más de dos días, conviene consultar al médico") says when.
    const before = parts[i - 1];
    const opener = before?.findIndex((t) => t.content || t.num !== null) ?? -1;
    if (before && !p[0]!.stopBefore && CONDITIONS.has(before[0]!.fold) && opener > 0) return { tokens: before.slice(opener), part: new Set(before) };
    if (p.some((t) => t.num !== null)) return null;
    // A date in the relative clause right after it ("…por la independencia de la India, que llegó en 1947").
    const next = parts[i + 1];
    const dated = next && !next[0]!.stopBefore && next[0]!.fold === "que" ? next.findIndex((t) => t.num !== null) : -1;
    if (dated >= 0) return { tokens: next!.slice(dated), part: new Set([...p, ...next!]) };
    const k = p.findIndex((t) => t.fold === "cuando" || t.fold === "when");
    const first = k >= 0 ? p.findIndex((t, j) => j > k && t.content) : -1;
    if (first >= 0) return { tokens: p.slice(first), part: new Set(p) };
  }
  return null;
}

/**
 * A slot that ends its clause before a colon ("se reproducen por bipartición: una célula se divide en dos…") is
 * explained by the clause after it: that clause joins the slot's part (where an answer may draw its words from), not
 * its span (what an answer must say).
 */
export function explainedPastColon(noteTokens: readonly Token[], slot: Slot | null): Slot | null {
  if (!slot) return slot;
  const last = noteTokens.indexOf(slot.tokens.at(-1)!);
  const next = noteTokens[last + 1];
  if (last < 0 || !next?.colonBefore) return slot;
  const after = noteTokens.filter((t) => t.clause === next.clause);
  // A count before the colon announces what it lists ("ganó dos premios Nobel: el de Física… y el de Química…"):
  // the list is what an answer may say in its place.
  const announces = slot.tokens.some((t) => t.num !== null && t.num >= 2 && t.num <= 20 && Number.isInteger(t.num));
  return { tokens: announces ? [...slot.tokens, ...after] : slot.tokens, part: new Set([...slot.part, ...after]) };
}
