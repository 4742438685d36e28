/**
 * The span of a note that a question of a given type points at, inside the clause the answer slot search found
 * (lib/verifier/slot.ts): a why-question's cause, a cause question's agent, a purpose, what follows the
 * question's verb — each after the markers that introduce it in Spanish ("porque", "para", "en", "se encuentra"…);
 * the circumstances a slot steps past; and the category noun a question asks for.
 */
import { QUANTITY_QUESTION, type Token, align, alignsLiterally, indexSource, indexTokens, textParts, tokenIndex, tokenize } from "@/lib/text/analyze";
import { CLITICS, COPULAS, DETERMINERS, INFINITIVE, PARTICIPLE, PART_OF_TIME, PHRASE_PREPOSITIONS, SPANISH_STOP_WORDS } from "@/lib/text/spanish";
import { dateSetOffBefore, timePhrase } from "./timeSpans";

/** A span of the note that answers the question (`ofKind` / `ofClass`: what it may be coordinated with, coordination.ts). */
export type Slot = { tokens: Token[]; part: Set<Token>; ofKind?: boolean; ofClass?: string; whole?: boolean };

/** Prepositions that open a circumstance ("en la cantera del Rano Raraku"). */
export const PREPOSITIONS = new Set(["en", "de", "desde", "hasta", "hacia", "entre", "sobre", "bajo", "con", "sin", "tras", "durante", "in", "at", "on", "from"]);
/** A Roman numeral ("XIII", "IV"). */
export const ROMAN = /^[IVXLCDM]+$/;

export { COPULAS };
/** Words that open a relative clause ("que", "donde", "cuyo"…). */
export const RELATIVES = new Set(["que", "donde", "cuyo", "cuya", "cuyos", "cuyas", "quien", "quienes"]);

/** The part after an aside set off by commas at parts[i], a relative or a participle with what it coordinates ("la vacuna, | que se guardaba… | o se llevaba…, | pudo conservarse"): its index, or -1. */
export function pastAside(parts: readonly Token[][], i: number): number {
  const p = parts[i];
  if (!p || !p[0]!.commaBefore || !(RELATIVES.has(p[0]!.fold) || PARTICIPLE.test(p[0]!.fold))) return -1;
  let m = i + 1;
  while (parts[m] && ["y", "e", "o", "u"].includes(parts[m]![0]!.fold) && !parts[m]![0]!.commaBefore && parts[m]![0]!.clause === p[0]!.clause) m++;
  return parts[m]?.[0]!.commaBefore && parts[m]![0]!.clause === p[0]!.clause ? m : -1;
}
export const ARTICLES = new Set(["el", "la", "los", "las", "un", "una"]);

/** A preterite by its ending ("luchó", "fundaron", "vivieron"). */
export const PRETERITE = /^\p{L}{3,}(?:ó|aron|ieron)$/u;

/** A relative clause opening at a token: "que…", "donde…", or a preposition, an article and "que" / "cual" ("con la que…"). */
export function opensRelative(tokens: readonly Token[], k: number): boolean {
  const [a, b, c] = [tokens[k]?.fold, tokens[k + 1]?.fold, tokens[k + 2]?.fold];
  return RELATIVES.has(a ?? "") || (PHRASE_PREPOSITIONS.has(a ?? "") && ARTICLES.has(b ?? "") && (c === "que" || c === "cual" || c === "cuales"));
}

/** How many verbless parts (appositions) a search may step over within a clause. */
export const VERBLESS_LIMIT = 3;

/** Markers after which a clause names an agent or cause ("se producen por…", "se debe a…", "gracias a…"). */
export const AGENT = [["por"], ["debido", "a"], ["a", "causa", "de"], ["gracias", "a"], ["se", "debe", "a"], ["se", "deben", "a"], ["porque"], ["ya", "que"]];
/** Markers after which a clause states a purpose or what follows from the thing ("para que…", "así…"). */
export const PURPOSE = [["para", "que"], ["para"], ["permite"], ["permiten"], ["permitia"], ["permitian"], ["como"], ["con", "el", "fin", "de"], ["a", "fin", "de"], ["asi"], ["de", "este", "modo"], ["de", "esta", "forma"], ["de", "modo", "que"], ["de", "forma", "que"], ["por", "eso"], ["lo", "que"], ["ayuda", "a"], ["ayudan", "a"], ["ayudaba", "a"], ["ayudaban", "a"]];
/** Questions that ask who: "¿Quién fundó Roma?", "¿Quiénes…?", "who". */
export { WHO_QUESTION } from "@/lib/text/phrases";
/** Words that follow a verb, not a noun, right after "qué": articles, determiners, "a" / "al". */
export const VERB_FOLLOWERS = new Set(["el", "la", "los", "las", "un", "una", "unos", "unas", "su", "sus", "al", "a", "este", "esta", "estos", "estas", "mi", "mis", "tu", "tus", "the"]);
/** Adverbs that may stand between the question's verb and its subject ("¿Qué pintaba sobre todo…?"). */
const VERB_ADVERBS = new Set(["sobre", "todo", "principalmente", "normalmente", "realmente", "exactamente", "mas", "tambien", "ya", "habitualmente", "mucho", "tanto", "poco"]);
/** Clitic pronouns that may stand between "qué" and the question's verb ("¿Qué le pasa…?"). */
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
    // In the part's own clause, the first marker after the question's last word ("…como tumbas…": "como"); in the next,
    // one opening it ("así el suelo…"), or a "para" in one a colon opens ("se asusta el pulpo: se mete… para que…").
    const lastAsked = c === clause ? inClause.reduce((k, t, i) => (t.content && inQuestion(t) ? i : k), -1) : -1;
    const found = PURPOSE.map((seq) => ({ seq, k: markerAt(inClause, seq, lastAsked + 1) }))
      .filter(({ seq, k }) => k >= 0 && (c === clause || k === 0 || (inClause[0]?.colonBefore === true && seq[0] === "para")))
      .sort((a, b) => a.k - b.k || b.seq.length - a.seq.length)[0];
    if (!found) continue;
    // (Up to a new statement: ", y se encuentran en la carne…" after "ayudan a construir…".)
    const rest = inClause.slice(found.k + found.seq.length);
    const stop = rest.findIndex((t, j) => j > 0 && t.commaBefore && ["y", "e", "pero"].includes(t.fold));
    const span = stop > 0 ? rest.slice(0, stop) : rest;
    const first = span.findIndex((t) => t.content && !inQuestion(t));
    if (first >= 0) return { tokens: span.slice(first), part: new Set(span) };
  }
  return null;
}

/** Verbs of "¿Qué (le) pasa a X…?": what follows them up to a condition is the thing asked about; no predicate to find. */
export const HAPPENS = /^(pasa|pasan|ocurre|ocurren|sucede|suceden|paso|pasaron|ocurrio|ocurrieron|sucedio|sucedieron|pasaria|ocurriria|sucederia)$/;
/** Any form of the verbs of happening, subjunctives too ("pasara", "ocurriera"). */
export const HAPPEN_FORM = /^(pas(a|an|o|aron|aba|aban|ara|aran|ase|asen|e|en)|(ocurr|suced)(e|en|io|ieron|ia|ian|iera|ieran|a|an))$/;

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
  // (Past an auxiliary to the verb it carries: "¿Qué se suele notar…?" asks after "notar".)
  if (/^(suele|suelen|puede|pueden|debe|deben)$/.test(q[k]?.fold ?? "") && /^\p{L}{2,}(ar|er|ir)(se)?$/u.test(q[k + 1]?.fold ?? "") && q[at - 1]?.fold !== "por") k++;
  const verb = q[k];
  if (!verb || verb.num !== null || SPANISH_STOP_WORDS.has(verb.fold) || COPULAS.has(verb.fold) || HAPPENS.test(verb.fold)) return null;
  // A verb takes its object or subject next ("¿Qué incluye la novena…?"); a noun after "qué" names the kind of answer
  // and a verb follows it ("¿Qué forma tiene…?", "¿Qué tipo de archivo…?").
  // (An adverb may stand between: "¿Qué pintaba sobre todo Frida Kahlo?".)
  let n = k + 1;
  while (q[n] && VERB_ADVERBS.has(q[n]!.fold)) n++;
  const next = q[n];
  // (A clitic before it makes it a verb whatever follows: "¿Qué se firmó en la galería…?".)
  if (!next || !(VERB_FOLLOWERS.has(next.fold) || next.name || (at === 0 && k > at + 1))) return null;
  const vIdx = indexSource(verb.raw), family = noteTokens.filter((t) => { const a = align(t, vIdx); return a === "stem" || a === "family"; });
  // (Said in its very form once, among others of its family: "come frutos" beside "la comida … antes de comerla"; or
  // once not after a determiner, among nouns of its family: "proponía que…" beside "rechazó su propuesta".)
  const same = family.filter((t) => t.fold === verb.fold), verbal = family.filter((t) => !DETERMINERS.has(noteTokens[noteTokens.indexOf(t) - 1]?.fold ?? ""));
  const hits = family.length > 1 && same.length === 1 ? same : family.length > 1 && verbal.length === 1 ? verbal : family;
  if (hits.length !== 1) return null;
  const hit = hits[0]!;
  const pi = parts.findIndex((p) => p.includes(hit));
  if (pi < 0 || (Math.abs(pi - best) > 1 && !(scores[pi]! > 0))) return null;
  const p = parts[pi]!;
  const rest = p.slice(p.indexOf(hit) + 1);
  const first = rest.findIndex((t) => t.content && !inQuestion(t));
  const h = noteTokens.indexOf(hit);
  // A number the question sets and the note holds picks the sentence ("¿En qué se convirtió… en 1934?").
  const [from, to] = [noteTokens.findLastIndex((t, j) => j <= h && t.stopBefore), noteTokens.findIndex((t, j) => j > h && t.stopBefore)];
  const sentence = noteTokens.slice(Math.max(0, from), to < 0 ? undefined : to);
  if (q.some((t) => t.num !== null && noteTokens.some((n) => n.num === t.num) && !sentence.some((n) => n.num === t.num))) return null;
  // (A clitic before the verb in both and the complement said in the question, "¿Qué le ayudó a desarrollar su
  // teoría?" / "…le ayudaron a desarrollar su teoría de la evolución": the question asks for the subject — not with a
  // plural verb, whose subject "qué" cannot be: "¿Qué le encontraron en casa?" asks for the object.)
  const bothClitic = k > at + 1 && !/n$/.test(verb.fold) && OBJECT_CLITICS.has(noteTokens[h - 1]?.fold ?? "") && OBJECT_CLITICS.has(q[k - 1]!.fold) && rest.slice(0, first).some((t) => t.content && inQuestion(t));
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
  // The verb ends its part ("empezó a pintar, sobre todo autorretratos"): its object is in the next part of the clause
  // (past an aside, unless asked why: "consiguió que la vacuna, | que…, | pudiera conservarse"; "huyó de X, | ocupada…").
  const after = parts[pastAside(parts, pi + 1) > 0 && q[at - 1]?.fold !== "por" ? pastAside(parts, pi + 1) : pi + 1];
  const own = after && after[0]!.clause === hit.clause ? after.findIndex((t) => t.content && !inQuestion(t)) : -1;
  return own >= 0 ? { tokens: after!.slice(own), part: new Set([...p, ...after!]) } : null;
}

export const OBJECT_CLITICS = new Set(["lo", "la", "los", "las", "le", "les"]);

const INTERROGATIVES = new Set(["que", "cual", "cuales", "cuanto", "cuanta", "cuantos", "cuantas", "what", "which"]);

/**
 * The category a question asks for: the noun right after "qué" / "cuál" / "cuántos" ("¿De qué lengua procede…?",
 * "¿Qué otro acontecimiento…?") names the kind of answer, which the note need not name and whose word elsewhere in the
 * note ("lengua materna") does not point at the answer. A verb there ("¿Qué incluye la novena…?": an article or a
 * name follows it) is no category; nor what follows a relative ("la guerra en la que Sepé dirigió…" asks for no "Sepé").
 */
export function categoryNouns(question: readonly Token[]): Set<Token> {
  const category = new Set<Token>();
  question.forEach((t, i) => {
    if (!INTERROGATIVES.has(t.fold) || ["el", "la", "los", "las", "lo"].includes(question[i - 1]?.fold ?? "")) return;
    const next = question.slice(i + 1).find((x) => x.content || x.num !== null);
    const between = next ? question.slice(i + 1, question.indexOf(next)) : [];
    const after = next ? question[question.indexOf(next) + 1] : undefined;
    // (Not "está", the determiner "esta" folded: "¿En qué ciudad está…?"; nor a verb "¿Cuánto…?" measures: "¿Cuánto llueve…?".)
    // (Nor one a place adverb or a time conjunction follows, "¿Qué vibra dentro de…?"; nor a preterite: "¿Qué terminó…?";
    // nor one an infinitive follows, a verb of perceiving or letting: "¿Qué vio moverse…?", "¿Qué dejó caer…?".)
    const verb = after !== undefined && ((VERB_FOLLOWERS.has(after.fold) && !/[áéó]/.test(after.raw)) || after.name || (t.fold === "cuanto" && after.fold === "en") || /^(dentro|fuera|debajo|encima|detras|delante|cuando|mientras)$/.test(after.fold));
    const preterite = next !== undefined && (/ó$/.test(next.raw) || /(aron|ieron)$/.test(next.fold) || INFINITIVE.test(after?.fold ?? ""));
    if (next && next.content && !verb && !preterite && between.every((x) => ["otro", "otra", "otros", "otras"].includes(x.fold))) category.add(next);
    // (A time asked within a span is the category whole: "¿A qué hora del día…?", "¿En qué época del año…?".)
    if (next && category.has(next) && /^(hora|momento|epoca|estacion|mes)$/.test(next.fold) && /^(de|del)$/.test(after?.fold ?? "") && /^(dia|ano|semana|noche|tarde)$/.test(question[question.indexOf(next) + 2]?.fold ?? "")) category.add(question[question.indexOf(next) + 2]!);
  });
  return category;
}

/**
 * For a question asking when: among the parts the question points at (best first), the one that says when — from the
 * first content word after its "cuando" ("Producen menos cuando está nublado"), or the condition set off before it ("si
 * dura más de dos días, conviene…"). A part with a number (a date) answers itself: null, and the question's other
 * rules take it.
 */
export const CONDITIONS = new Set(["si", "cuando", "if", "when"]);

export function whenSpan(parts: readonly Token[][], scores: readonly number[], inQuestion: (t: Token) => boolean = () => false): Slot | null {
  // (Of parts the question points at alike, one that says "cuando" first: "y suplementarios cuando suman 180 grados"
  // before "y su suplementario mide 150".)
  // (Or "si" after the question's words in the part: "Conviene consultar al médico si aparece sin ningún golpe".)
  const whenAt = (p: readonly Token[]) => p.findIndex((t, j) => t.fold === "cuando" || t.fold === "when" || (t.raw.toLowerCase() === "si" && j > 1 && p.slice(0, j).some((x) => x.content && inQuestion(x))));
  // (Or that a condition set off before it opens, over a part or two: "Si todos sus lados | y ángulos son iguales, | es
  // un hexágono regular".)
  const conditionAt = (i: number) => [i - 1, i - 2, i - 3].find((j) => j >= 0 && CONDITIONS.has(parts[j]![0]!.fold) && parts.slice(j + 1, i + 1).every((x) => !x[0]!.stopBefore)) ?? -1;
  const saysWhen = (i: number) => whenAt(parts[i]!) >= 0 || conditionAt(i) >= 0;
  const order = parts.map((_, i) => i).filter((i) => scores[i]! > 0).sort((a, b) => scores[b]! - scores[a]! || Number(saysWhen(b)) - Number(saysWhen(a)) || b - a);
  for (const i of order) {
    const p = parts[i]!;
    // A condition set off before the part ("si dura más de dos días, conviene…") says when, as a date does.
    const before = conditionAt(i) >= 0 ? parts.slice(conditionAt(i), i).flat() : dateSetOffBefore(parts, i);
    const opener = before.findIndex((t) => t.content || t.num !== null);
    if (opener > 0) return { tokens: before.slice(opener), part: new Set(before) };
    // (Or one set off right after it, with what the part says of its own before it: "Puede ser rectángulo, | si uno de
    // sus ángulos mide 90 grados"; "Se recoge a principios de otoño, | cuando la cubierta se abre".)
    const then = parts[i + 1];
    const thenAt = then && whenAt(p) < 0 && !then[0]!.stopBefore && then[0]!.commaBefore && CONDITIONS.has(then[0]!.fold) ? then.findIndex((t) => t.content || t.num !== null) : -1;
    const own = p.findIndex((t) => t.content && !inQuestion(t));
    if (thenAt > 0) return { tokens: own >= 0 ? [...p.slice(own), ...then!] : then!.slice(thenAt), part: new Set([...p, ...then!]) };
    // (A part that says "cuando" says when, numbers and all: "y suplementarios cuando suman 180 grados"; where it has no
    // number of its own, from its first content word after it.)
    const k = whenAt(p);
    const dated = p.some((t) => t.num !== null && !inQuestion(t));
    // (Not where it says only the question's words: "…cuando madura" says no when for "¿Cuándo madura…?".)
    const after = k >= 0 && p.slice(k + 1).some((t) => (t.content && !inQuestion(t)) || t.num !== null) ? p.findIndex((t, j) => j > k && (t.content || (dated && t.num !== null))) : -1;
    if (after >= 0 && dated) return { tokens: p.slice(after), part: new Set(p) };
    // (A year after "en": "…que se empezó a construir en 1221".)
    const year = p.findIndex((t, j) => t.num !== null && !inQuestion(t) && Number.isInteger(t.num) && t.num >= 100 && t.num <= 2100 && ["en", "hacia", "desde"].includes(p[j - 1]?.fold ?? ""));
    if (year > 0) return { tokens: p.slice(year), part: new Set(p) };
    // (A century, or a time within one: "a finales del siglo XII", "en el siglo XVI".)
    const century = p.findIndex((t, j) => /^siglos?$/.test(t.fold) && p[j + 1]?.num != null && !inQuestion(p[j + 1]!));
    if (century >= 0) return { tokens: p.slice(PART_OF_TIME.test(p[century - 2]?.fold ?? "") ? century - 2 : century, century + 2), part: new Set(p) };
    // (Not the question's own number: "Dos ángulos que forman una línea recta…" for "¿Cuándo son … dos ángulos?".)
    if (dated) return null;
    // A date in the relative clause right after it ("…por la independencia de la India, que llegó en 1947"), or set off
    // after it ("…Patrimonio de la Humanidad, | en 1984").
    const next = parts[i + 1];
    if (next && !next[0]!.stopBefore && next[0]!.commaBefore && ["en", "hacia"].includes(next[0]!.fold) && next[1]?.num != null) return { tokens: next.slice(1), part: new Set([...p, ...next]) };
    const inRelative = next && !next[0]!.stopBefore && next[0]!.fold === "que" ? next.findIndex((t) => t.num !== null) : -1;
    if (inRelative >= 0) return { tokens: next!.slice(inRelative), part: new Set([...p, ...next!]) };
    if (after >= 0) return { tokens: p.slice(after), part: new Set(p) };
    // (A time of day or year said in the part or later in its sentence: "Causa hormigueo…, | sobre todo por la noche".)
    const time = k < 0 || after < 0 ? timePhrase(parts, i) : null;
    if (time) return time;
  }
  return null;
}

/**
 * A slot that ends its clause before a colon ("se reproducen por bipartición: una célula se divide en dos…") is
 * explained by the clause after it: that clause joins the slot's part (where an answer may draw its words from), not
 * its span (what an answer must say).
 */
export function explainedPastColon(noteTokens: readonly Token[], slot: Slot | null, question = ""): Slot | null {
  if (!slot) return slot;
  const last = noteTokens.indexOf(slot.tokens.at(-1)!);
  const next = noteTokens[last + 1];
  if (last < 0 || !next?.colonBefore) return slot;
  const after = noteTokens.filter((t) => t.clause === next.clause);
  // A slot ending on the thing asked about before a colon ("la técnica de la ruina montium: llenaban…" for "¿En qué
  // consistía…?", "famoso por cernirse: se queda inmóvil…" for "¿Qué hace… cuando se cierne?"): the colon's words answer.
  if (/(^|[^\p{L}])(en qu[eé] consist|qu[eé] (hace|hacen|hac[ií]a|hac[ií]an) )/iu.test(question) && alignsLiterally(slot.tokens.at(-1)!, indexTokens(tokenize(question).filter((t) => t.content)))) return { tokens: after, part: new Set([...slot.part, ...after]) };
  // A count before the colon announces what it lists ("ganó dos premios Nobel: el de Física… y el de Química…"):
  // the list is what an answer may say in its place.
  const announces = slot.tokens.some((t) => t.num !== null && t.num >= 2 && t.num <= 20 && Number.isInteger(t.num));
  return { tokens: announces ? [...slot.tokens, ...after] : slot.tokens, part: new Set([...slot.part, ...after]) };
}

/** Hedges set off by commas inside a clause ("se orienta, sobre todo, por el olor"). */
const SET_OFF_HEDGES = [["sobre", "todo"], ["en", "general"], ["por", "lo", "general"], ["normalmente"], ["principalmente"], ["a", "menudo"], ["casi", "siempre"], ["generalmente"], ["en", "parte"]];

/**
 * A short slot cut at a comma by a hedge or an apposition set off in its clause ("se orienta, | sobre todo, | por el
 * olor del agua"; "cuando una recta, | el eje de simetría, | la divide en dos…") runs on past it to what its clause
 * goes on to say.
 */
export function pastSetOff(noteTokens: readonly Token[], slot: Slot | null): Slot | null {
  if (!slot || slot.tokens.filter((t) => t.content).length > 2) return slot;
  const parts = textParts(noteTokens);
  const i = parts.findIndex((p) => p.includes(slot.tokens.at(-1)!));
  const [aside, next] = [parts[i + 1], parts[i + 2]];
  if (i < 0 || parts[i]!.at(-1) !== slot.tokens.at(-1) || !aside || !next || !aside[0]!.commaBefore || !next[0]!.commaBefore || next[0]!.clause !== parts[i]![0]!.clause || aside[0]!.clause !== parts[i]![0]!.clause) return slot;
  const folds = aside.map((t) => t.fold);
  const hedge = SET_OFF_HEDGES.some((h) => h.length === folds.length && h.every((w, k) => w === folds[k]));
  // (Not an apposition the slot was found by: "desde el talco, | el más blando, | hasta…" for the softest.)
  const apposition = ARTICLES.has(folds[0]!) && aside.length <= 5 && !["y", "e", "o", "u"].includes(next[0]!.fold) && !slot.part.has(aside[0]!);
  // (A detail a hedge sets off, then the list's next item: "la pesca, | sobre todo del calamar, | y la cría de ovejas".)
  const detail = SET_OFF_HEDGES.some((h) => h.length < folds.length && h.every((w, k) => w === folds[k])) && ["y", "e"].includes(next[0]!.fold) && ARTICLES.has(next[1]?.fold ?? "");
  if (detail) return { tokens: [...slot.tokens, ...aside, ...next], part: new Set([...slot.part, ...aside, ...next]) };
  return hedge || apposition ? { tokens: [...slot.tokens, ...next], part: new Set([...slot.part, ...aside, ...next]) } : slot;
}

/** How much more than another word of the question its verb weighs in a part's score. */
export const VERB_WEIGHT = 1.5;

/**
 * "¿Cuánto suman los ángulos interiores…?" where the note says "…sus ángulos interiores miden 140 grados cada uno y
 * suman en total 1260 grados": the number right after the verb the question measures by, in a part that names no
 * subject of its own before the verb, in a clause that says another of the question's words. Its index, or undefined.
 */
export function numberAfterVerb(p: readonly Token[], parts: readonly Token[][], question: string, isNum: (t: Token) => boolean, asked: (t: Token) => boolean): number | undefined {
  const measured = tokenize(question).find((t, j, all) => t.content && /^cuant[oa]s?$/.test(all[j - 1]?.fold ?? ""));
  if (!measured) return undefined;
  const isVerb = (t: Token) => alignsLiterally(t, tokenIndex(measured));
  const named = parts.some((q) => q[0]!.clause === p[0]!.clause && q.some((t) => t.content && asked(t) && !isVerb(t)));
  const k = p.findIndex((t, j) => isNum(t) && p.slice(Math.max(0, j - 3), j).some(isVerb) && !p.slice(0, p.findIndex(isVerb)).some((x) => x.content));
  return named && k >= 0 ? k : undefined;
}

/**
 * "¿Qué castañuela suena más aguda?" where the note says "La castañuela de la mano derecha, | llamada hembra, | suena
 * más aguda, | y la de la izquierda, …": a part of nothing but the question's words, its verb set off after its
 * subject, with a clause coordinated after it — the subject before it, from the clause's first word the question does
 * not hold to the part before the verb (or set off before a copula that says the question's words, a count aside: "La
 * Pinta y la Niña, | dos de los barcos de Colón, | eran carabelas"). The span, or null.
 */
export function subjectSetOff(parts: readonly Token[][], best: number, inQuestion: (t: Token) => boolean): Slot | null {
  const [p, next] = [parts[best]!, parts[best + 1]];
  const clause = p[0]!.clause;
  const conjoined = next !== undefined && next[0]!.commaBefore && ["y", "e", "o", "u"].includes(next[0]!.fold);
  const verbAfter = next !== undefined && next[0]!.commaBefore && next[0]!.clause === clause && COPULAS.has(next[0]!.fold) && next.some((t) => t.content && inQuestion(t));
  if (best === 0 || !p[0]!.commaBefore || RELATIVES.has(p[0]!.fold) || COPULAS.has(p[0]!.fold) || !(conjoined || verbAfter) || p.some((t) => (t.content || t.name) && !inQuestion(t) && !(verbAfter && t.num !== null))) return null;
  let from = best - 1;
  while (from > 0 && parts[from - 1]![0]!.clause === clause) from--;
  const before = parts.slice(from, best).flat();
  if (before[0]!.clause !== clause) return null;
  const first = before.findIndex((t) => (t.content || t.name) && !inQuestion(t));
  return first < 0 ? null : { tokens: before.slice(first), part: new Set([...before, ...p]) };
}

/** A yes/no question: no interrogative word, accented anywhere or opening it ("¿Cuida el cuco…?"; not "¿Qué…?", "¿Que es…?"). */
export const yesNoQuestion = (question: string) =>
  !/(^|[^\p{L}])(qué|quién|quiénes|cuál|cuáles|cuánt[oa]s?|dónde|cómo|cuándo|what|who|which|where|when|how|why)([^\p{L}]|$)/iu.test(question) &&
  !/^\s*¿?\s*((a|de|en|con|por|para|desde|hasta|sobre|entre|hacia)\s+)?(que|quien|cual|cuant|a?donde|como|cuando)/iu.test(question);

/** Whether an opener and a link frame a range of two numbers: "entre … y …", "de … a …", "between … and …". */
export const closes = (link?: string, opener?: string) => (link === "y" && opener === "entre") || (link === "a" && opener === "de") || (link === "and" && opener === "between");

/** From number n of part i to `end`, with the range it closes, in its part or the one before ("…de entre nueve | y diez metros"). */
export function withRange(parts: readonly Token[][], i: number, n: number, end: number): Token[] {
  const p = parts[i]!;
  if (p[n - 2]?.num != null && closes(p[n - 1]?.fold, p[n - 3]?.fold)) return p.slice(n - 3, end);
  const prev = parts[i - 1];
  if (n === 1 && prev && prev.at(-1)?.num != null && closes(p[0]!.fold, prev.at(-2)?.fold) && prev[0]!.clause === p[0]!.clause) return [...prev.slice(-2), ...p.slice(0, end)];
  return p.slice(n, end);
}
