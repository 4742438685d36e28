/**
 * The answer slot of a who-question (lib/verifier/slot.ts): a passive's agent, else the nearest name of the clause the
 * question points at and does not hold, else the noun phrase acting in a relative clause.
 */
import { type Token, align, tokenIndex, tokenize } from "@/lib/text/analyze";
import { CLITICS, DEFINITE_ARTICLES, SPANISH_STOP_WORDS } from "@/lib/text/spanish";
import { VERB_END } from "@/lib/text/learned";
import { PARTICIPLE_END } from "@/lib/text/lexicon";
import { withCoordination } from "./coordination";
import { ARTICLES, COPULAS, PREPOSITIONS, ROMAN, type Slot } from "./slotSpans";
import { opensWithNoun, resumedSubject, subjectLeftOut } from "./leftSubjects";

/** Words inside a name ("Juan sin Tierra", "Alfonso de Castilla"). */
const NAME_LINKS = new Set(["de", "del", "sin", "el", "la"]);
/** Prepositions that open a circumstance after a name ("en el siglo XIV", "durante su reinado"). */
const CIRCUMSTANCE = new Set(["en", "durante", "hacia", "desde", "hasta", "tras"]);

/** Where a run of names that starts at or before `from` ends (exclusive): names and the words inside one. */
export function nameRunEnd(ts: readonly Token[], from: number): number {
  let end = from;
  while (ts[end] && (ts[end]!.name || (NAME_LINKS.has(ts[end]!.fold) && ts[end + 1]?.name))) end++;
  return end;
}

/**
 * "¿Quién fundó Roma?" where the note says "Roma fue fundada … por Rómulo": the agent after "por", else the first name
 * of the clause the question does not hold. The slot, or null.
 */
export function whoSpan(noteTokens: readonly Token[], parts: readonly Token[][], best: number, inQuestion: (t: Token) => boolean, question: readonly Token[] = []): Slot | null {
  // (Up to a circumstance said after the agents: "por portugueses | y castellanos en los siglos XV…".)
  const passive = passiveAgentOf(parts, question);
  const agents = passive ? withCoordination(passive, parts, inQuestion) : null;
  const cut = agents ? agents.tokens.findIndex((t, i) => i > 0 && CIRCUMSTANCE.has(t.fold) && agents.tokens[i - 1]!.content) : -1;
  if (agents) return cut > 0 ? { ...agents, tokens: agents.tokens.slice(0, cut) } : agents;
  const resumed = resumedSubject(parts, question) ?? subjectLeftOut(parts, best, inQuestion);
  if (resumed) return withCoordination(resumed, parts, inQuestion);
  // "donde la preparaban los gauchos en el campo": after a clitic object, the question's verb has its subject after it.
  const bv = parts[best]!, v = bv.findIndex((t, k) => k > 0 && t.content && !t.name && inQuestion(t) && CLITICS.has(bv[k - 1]!.fold) && DEFINITE_ARTICLES.has(bv[k + 1]?.fold ?? "") && bv[k + 2]?.content && !bv[k + 2]!.name && !inQuestion(bv[k + 2]!));
  const vEnd = bv.findIndex((t, k) => k > v + 2 && CIRCUMSTANCE.has(t.fold)), subjectAfter = bv.slice(v + 2, vEnd < 0 ? undefined : vEnd);
  if (v > 0 && !subjectAfter.some((t) => t.name)) return withCoordination({ tokens: subjectAfter, part: new Set(bv) }, parts, inQuestion);
  if (opensWithNoun(bv, inQuestion)) return { tokens: bv.slice(0, 2), part: new Set(bv) }; // (Or the noun it opens with, below.)
  // (A clause after a colon that sums up the one before names no one: "Elcano completó el viaje…: fue la primera
  // vuelta al mundo" — who is in the clause before.)
  const summing = parts[best]![0]!.colonBefore && !noteTokens.some((t) => t.clause === parts[best]![0]!.clause && t.name);
  const inClause = noteTokens.filter((t) => t.clause === parts[best]![0]!.clause - (summing ? 1 : 0));
  // (Not a Roman numeral of a date: "los siglos XIII y XVI"; "Juan XXIII" keeps its own.)
  // (Nor the name of the object the question says, right after its noun: "obligaron a firmar al rey Juan sin Tierra"
  // for "¿Quiénes obligaron al rey…?" — the king is acted on, not who acts.)
  const named = new Set<Token>();
  inClause.forEach((t, k) => {
    const prev = inClause[k - 1];
    const object = prev?.content && !prev.name && inQuestion(prev) && ["a", "al"].includes(inClause[k - 2]?.fold ?? "");
    if (t.name && prev && (object || named.has(prev) || (NAME_LINKS.has(prev.fold) && named.has(inClause[k - 2]!)))) named.add(t);
  });
  // (Nor a name of what the question names, said whole: "El Museo Guggenheim de Bilbao" for "¿Quién diseñó el
  // Guggenheim de Bilbao?".)
  for (let k = 0; k < inClause.length; k++) {
    if (!inClause[k]!.name) continue;
    const end = nameRunEnd(inClause, k + 1) - 1;
    const run = inClause.slice(k, end + 1);
    // (Most of its names: "Juan de Herrera" shares only a first name with "Juan Bautista de Toledo".)
    const names = run.filter((t) => t.name);
    if (names.filter(inQuestion).length * 2 > names.length) for (const t of run) named.add(t);
    k = end;
  }
  const names = inClause.filter((t, k) => t.name && !inQuestion(t) && !named.has(t) && !(ROMAN.test(t.raw) && !inClause[k - 1]?.name));
  const from = inClause.indexOf(parts[best]![0]!);
  // The agent of a passive first; then the nearest name from the part the question points at on; then any.
  const passiveAgent = names.find((t) => inClause.slice(Math.max(0, inClause.indexOf(t) - 3), inClause.indexOf(t)).some((x) => x.fold === "por"));
  // (A name right after the question's verb is its subject, put after it: "lo mandó construir Felipe II".)
  const afterVerb = names.find((t) => { const prev = inClause[inClause.indexOf(t) - 1]; return !t.commaBefore && prev?.content && !prev.name && inQuestion(prev); });
  const agent = passiveAgent ?? afterVerb ?? names.find((t) => inClause.indexOf(t) >= from) ?? names[0];
  const p = agent ? parts.find((x) => x.includes(agent)) : undefined;
  // A part the question points at that says who in words of its own ("Los talló el pueblo rapanui, entre los
  // siglos…, en la cantera del Rano Raraku"): the answer is there, not a name in another part's circumstance.
  const ownWords = parts[best]!.some((t) => t.content && !inQuestion(t));
  // (So is a name right after a preposition of place in another part: "…y hoy se conserva en Galicia" names where.)
  const placed = agent !== undefined && PLACE_BEFORE.has(inClause[inClause.indexOf(agent) - 1]?.fold ?? "");
  const circumstance = p !== undefined && p !== parts[best] && (PREPOSITIONS.has(p[0]!.fold) || placed);
  if (agent && p && (agent === passiveAgent || !ownWords || !circumstance)) {
    // A name opening the sentence is capitalised like any first word: "Gabriel García Márquez" keeps "Gabriel".
    let at = p.indexOf(agent);
    while (at > 0 && /^\p{Lu}/u.test(p[at - 1]!.raw)) at--;
    // (Up to the question's verb, right after the name or a clitic: "el rey Carlos III | mandó…", "Trajano | la conquistó".)
    const end = nameRunEnd(p, p.indexOf(agent) + 1), verb = CLITICS.has(p[end]?.fold ?? "") ? end + 1 : end;
    // (Or before a circumstance said after the name, where the question says nothing of it: "el rey Pedro I de Castilla
    // | en el siglo XIV…"; not "Atenas en el siglo V… en honor a…" for "¿En honor a quién…?".)
    if ((p[verb]?.content && !p[verb]!.name && inQuestion(p[verb]!)) || (CIRCUMSTANCE.has(p[end]?.fold ?? "") && !p.slice(end).some((t) => t.content && !t.name && inQuestion(t)))) return { tokens: p.slice(at, end), part: new Set(p) };
    return withCoordination({ tokens: p.slice(at), part: new Set(p) }, parts, inQuestion);
  }
  // No one named there: the noun phrase between a relative "que" and the question's word after it ("un documento que
  // los barones ingleses obligaron a firmar…" for "¿Quiénes obligaron…?").
  const bp = parts[best]!;
  const rel = bp.findIndex((t, j) => t.fold === "que" && ARTICLES.has(bp[j + 1]?.fold ?? ""));
  const verb = bp.findIndex((t, j) => rel >= 0 && j > rel + 2 && t.content && inQuestion(t));
  if (verb > 0 && verb - rel <= 5 && bp.slice(rel + 2, verb).every((t) => t.content && !inQuestion(t))) return { tokens: bp.slice(rel + 2, verb), part: new Set(bp) };
  // Nor a subject of its own before the question's verb ("…, le dieron el nombre"): who opens the "cuando" clause that
  // opens the sentence acts ("Cuando los aztecas encontraron sus ruinas, …").
  const opener = parts.find((x) => x[0]!.clause === bp[0]!.clause && x !== bp && x[0]!.fold === "cuando" && ARTICLES.has(x[1]?.fold ?? ""));
  const ownSubject = bp.slice(0, Math.max(0, bp.findIndex(inQuestion))).some((t) => t.content);
  if (opener && parts.indexOf(opener) < best && !ownSubject && opener[2]?.content && !inQuestion(opener[2])) return { tokens: opener.slice(1, 3), part: new Set(opener) };
  return null;
}

/** Prepositions of place: a name after one says where, not who. */
export const PLACE_BEFORE = new Set(["en", "desde", "hacia", "hasta"]);

/** Where the word after the question's "quién" / "quiénes" / "who" stands (0 where there is none). */
export const afterWho = (question: readonly Token[]) => question.findIndex((t) => ["quien", "quienes", "who"].includes(t.fold)) + 1;

/** Verbs of ordering a thing done ("¿Quién mandó construir…?") and the notes' "por orden / encargo de X". */
const ORDERING = /^(mand|orden|encarg)/;
const ORDERED_BY = new Set(["orden", "encargo", "peticion"]);

/**
 * "¿Quién mandó construir la catedral?" where the note says "se construyó … por orden de Iván el Terrible": the one
 * after "por orden / encargo de" in the clause of the verb ordered done. The slot, or null.
 */
export function commissionedBy(parts: readonly Token[][], question: readonly Token[]): Slot | null {
  const k = afterWho(question);
  const done = k > 0 && ORDERING.test(question[k]?.stem ?? "") ? question[k + 1] : undefined;
  if (!done?.content) return null;
  // (In the statement that says it done: up to a full stop.)
  let n = 0;
  const statement = new Map(parts.flat().map((t) => [t, (n += t.stopBefore ? 1 : 0)]));
  const said = new Set(parts.flat().filter((t) => t.stem === done.stem).map((t) => statement.get(t)));
  for (const p of parts) {
    const at = p.findIndex((t, j) => ORDERED_BY.has(t.fold) && p[j + 1]?.fold === "de" && said.has(statement.get(t)));
    if (at >= 0 && p[at + 2]) return { tokens: p.slice(at + 2), part: new Set(p) };
  }
  return null;
}

/** A participle's verb said in another form, its root the same before the ending: "usado" for "usaban". */
const participleOf = (t: Token, verb: Token) => PARTICIPLE_END.test(t.fold) && (t.stem === verb.stem || (t.fold.replace(PARTICIPLE_END, "").length >= 2 && t.fold.replace(PARTICIPLE_END, "") === verb.fold.replace(VERB_END, "")));

/**
 * "¿Quiénes derrotaron a Atila…?" where the note says "…fue derrotado en la batalla de…, por una alianza de romanos y
 * visigodos": the question's verb as the note's participle, and what follows the "por" after it in its clause — who
 * did it, a name or not. The span, or null.
 */
function passiveAgentOf(parts: readonly Token[][], question: readonly Token[]): Slot | null {
  const verb = afterWho(question) > 0 ? question[afterWho(question)] : undefined;
  // (A light verb too, said as a participle: "¿Quiénes usaban…?" where the note says "usado por…".)
  if (!verb || !(verb.content || (verb.fold.length >= 3 && !SPANISH_STOP_WORDS.has(verb.fold)))) return null;
  // (A synonym of the verb said as a participle right before "por" too, where none is its own: "¿Quiénes mataron…?"
  // where the note says "asesinado por…".)
  const own = parts.some((p) => p.some((t) => participleOf(t, verb)));
  const agentOf = (p: readonly Token[], t: Token, x: number) => (own ? participleOf(t, verb) : PARTICIPLE_END.test(t.fold) && p[x + 1]?.fold === "por" && align(t, tokenIndex(verb)) === "synonym");
  for (const [i, p] of parts.entries()) {
    const at = p.findIndex((t, x) => agentOf(p, t, x));
    if (at < 0) continue;
    for (let j = i; j < parts.length && parts[j]![0]!.clause === p[0]!.clause; j++) {
      const k = parts[j]!.findIndex((t, x) => (j > i || x > at) && t.fold === "por");
      // (From the name, where it names one: "por la reina Dido" → "Dido", as the names' rule below reads it.)
      const name = parts[j]!.findIndex((t, x) => x > k && t.name);
      if (k >= 0 && parts[j]![k + 1]) return { tokens: parts[j]!.slice(name > k ? name : k + 1), part: new Set(parts[j]) };
    }
  }
  return null;
}

/**
 * "¿Qué estilo tiene la torre?" where the note says "Su estilo, el manuelino, mezcla…": the kind the question asks for
 * said alone in a part, and the apposition set off after it names it. The slot, or null.
 */
/** The noun of "¿Cuál es la capital de Chipre?": the kind asked for, as "¿Qué N…?" names it. */
export function whichNoun(question: string): Token[] {
  const m = /^\s*¿?\s*(?:cu[aá]l(?:es)? (?:es|son|era|eran|fue|fueron)|c[oó]mo se llama(?:n|ba|ban)?) (?:el|la|los|las|su|sus) (\p{L}+)/iu.exec(question);
  return m ? tokenize(m[1]!).filter((t) => t.content) : [];
}

export function categoryApposition(parts: readonly Token[][], category: readonly Token[]): Slot | null {
  if (!category.length) return null;
  const kinds = new Set(category.map((c) => c.stem));
  for (let i = 0; i + 1 < parts.length; i++) {
    const [p, q] = [parts[i]!, parts[i + 1]!];
    const words = p.filter((t) => t.content);
    // (Or a name set off bare: "Su capital, Nicosia, es…".)
    // (Or closing a longer part: "Gobernó desde la capital, Tenochtitlan, …".)
    // (Or the kind with its adjectives alone in the part: "Su ciudad vieja amurallada, Dalt Vila, …".)
    const closing = q[0]!.name && ((p.length >= 2 && (ARTICLES.has(p.at(-2)!.fold) || ["su", "sus"].includes(p.at(-2)!.fold)) && p.at(-1)!.content && kinds.has(p.at(-1)!.stem)) || (["su", "sus", ...ARTICLES].includes(p[0]!.fold) && kinds.has(p[1]?.stem ?? "") && words.length <= 3));
    // (Or the kind with a "de" complement, named by a short apposition before the predicate: "La unidad de intensidad
    // de corriente, | el amperio, | lleva su nombre".)
    const headed = ["su", "sus", ...ARTICLES].includes(p[0]!.fold) && kinds.has(p[1]?.stem ?? "") && p[2]?.fold === "de" && ARTICLES.has(q[0]!.fold) && q.length <= 3 && parts[i + 2]?.[0]!.commaBefore === true && parts[i + 2]![0]!.clause === q[0]!.clause;
    if ((!closing && !headed && (words.length !== 1 || !kinds.has(words[0]!.stem))) || !q[0]!.commaBefore || q[0]!.clause !== p[0]!.clause || !(ARTICLES.has(q[0]!.fold) || q[0]!.name) || q.length > 5) continue;
    if (q[0]!.name) return { tokens: q.slice(0, nameRunEnd(q, 0)), part: new Set([...p, ...q]) };
    const first = q.findIndex((t) => t.content);
    if (first > 0) return { tokens: q.slice(first), part: new Set([...p, ...q]) };
  }
  return null;
}

/**
 * "¿Qué rey firmó la Carta Magna?" where the note says "…al rey Juan sin Tierra…": a kind the question asks for, named
 * right after its noun in the note — that name. The slot, or null.
 */
export function namedKind(parts: readonly Token[][], category: readonly Token[], question: readonly Token[] = []): Slot | null {
  // (One of a kind: "¿Qué mares une…?" asks more than a name after "mares"; nor a quotation opening with a capital, "la
  // frase Dadme un punto…", whose next word is an article — not a clitic before the question's verb: "Trajano la tomó".)
  const kinds = new Set(category.filter((c) => !c.fold.endsWith("s")).map((c) => c.stem));
  const plural = new Set(category.filter((c) => c.fold.endsWith("s")).map((c) => c.stem));
  for (const p of parts) {
    // (Or after "de": "la conquista de Kalinga" for "¿Qué conquista…?".)
    const kindAt = (k: number) => k >= 0 && p[k]!.content && !p[k]!.name && kinds.has(p[k]!.stem);
    // (Or after "de" and an article, the kind said in the singular: "la guerra de la Independencia" for "¿En qué
    // guerra…?", not "los filósofos de la Ilustración" for "¿Con qué filósofo…?".)
    // (Or past one adjective of the kind: "la nave soviética Vostok 6" for "¿En qué nave…?".)
    const adjective = (k: number) => k >= 0 && p[k]!.content && !p[k]!.name && p[k]!.num === null && kindAt(k - 1);
    const at = p.findIndex((t, k) => k > 0 && t.name && (kindAt(k - 1) || adjective(k - 1) || (p[k - 1]!.fold === "de" && kindAt(k - 2)) || (p[k - 2]?.fold === "de" && ARTICLES.has(p[k - 1]!.fold) && kindAt(k - 3) && !p[k - 3]!.fold.endsWith("s"))));
    // (A kind in the plural, then "de" and names coordinated: "los reinos de Ndongo y Matamba" for "¿Qué reinos…?".)
    const many = p.findIndex((t, k) => k > 1 && t.name && p[k - 1]!.fold === "de" && p[k - 2]!.content && plural.has(p[k - 2]!.stem));
    const next = parts[parts.indexOf(p) + 1];
    if (at < 0 && many >= 0 && nameRunEnd(p, many) === p.length && next && ["y", "e"].includes(next[0]!.fold) && next[1]?.name) return { tokens: [...p.slice(many), ...next.slice(0, nameRunEnd(next, 1))], part: new Set([...p, ...next]) };
    if (at < 0) continue;
    // (A number that goes with the name, no comma between, is part of it: "Vostok 6", "Apolo 11".)
    const end = ((e) => (p[e]?.num != null && !p[e]!.commaBefore ? e + 1 : e))(nameRunEnd(p, at + 1));
    if (ARTICLES.has(p[end]?.fold ?? "") && !(CLITICS.has(p[end]!.fold) && question.some((t) => t.content && t.stem === p[end + 1]?.stem))) continue;
    return { tokens: p.slice(at, end), part: new Set(p) };
  }
  return null;
}

/** Where the question says "más" / "menos" before a word of its own ("el más blando"): its index, or -1. */
const askedDegree = (question: readonly Token[]) => question.findIndex((t, i) => (t.fold === "mas" || t.fold === "menos") && question[i + 1]?.content);

/**
 * "¿Cuál es la más famosa de sus ciudades?" where the note says "…muchas ciudades, la más famosa Alejandría, en
 * Egipto": the name the note gives right after the question's superlative (or its copula). The slot, or null.
 */
export function namedSuperlative(parts: readonly Token[][], question: readonly Token[]): Slot | null {
  const at = askedDegree(question);
  if (at < 0) return null;
  const [degree, adjective] = [question[at]!.fold, question[at + 1]!.stem];
  for (const [i, p] of parts.entries()) {
    const k = p.findIndex((t, j) => t.fold === degree && p[j + 1]?.stem === adjective);
    if (k < 0) continue;
    // The name right after it, in its part or opening the next ("la más alta, el Aneto").
    const rest = [...p.slice(k + 2), ...(p.slice(k + 2).length === 0 && parts[i + 1] ? parts[i + 1]! : [])];
    const first = rest.findIndex((t) => t.content);
    // (Or after a copula: "la más famosa es la Fotografía 51".)
    if (first < 0 || !rest[first]!.name || !rest.slice(0, first).every((t, j) => ARTICLES.has(t.fold) || (j === 0 && COPULAS.has(t.fold)))) continue;
    // (With a number that ends the name: "la Fotografía 51", "el Apolo 11"; or a title quoted whole: "es «Recuerdos…»".)
    const quoted = rest[first]!.quote !== undefined ? rest.findLastIndex((t) => t.quote === rest[first]!.quote) + 1 : 0;
    const run = Math.max(nameRunEnd(rest, first + 1), quoted);
    const end = rest[run]?.num != null && !rest[run]!.commaBefore ? run + 1 : run;
    return { tokens: rest.slice(first, end), part: new Set(rest) };
  }
  return null;
}

/**
 * "¿Cuál es el mineral más blando…?" where the note says "…desde el talco, | el más blando, | hasta el diamante…": the
 * thing set off just before a bare "el más ADJ" (from the last article of the part before). The slot, or null.
 */
export function superlativeSetOff(parts: readonly Token[][], question: readonly Token[]): Slot | null {
  const at = askedDegree(question);
  if (at < 0) return null;
  const i = parts.findIndex((p, j) => j > 0 && p.length === 3 && ARTICLES.has(p[0]!.fold) && p[1]!.fold === question[at]!.fold && p[2]!.stem === question[at + 1]!.stem);
  const before = parts[i - 1] ?? [];
  const article = before.findLastIndex((t) => ARTICLES.has(t.fold));
  if (i < 0 || article < 0 || before.length - article > 4 || !before.slice(article + 1).some((t) => t.content)) return null;
  return { tokens: before.slice(article), part: new Set([...before, ...parts[i]!]) };
}

/**
 * "¿Cómo se llama la bolita de madera?" where the note says "…de una bolita de madera, | el boliche.": a bare
 * apposition set off right after a part that ends on the question's words (two or more of them) — the name; of two
 * such, the one whose part says more of the question ("…un disco metálico, | el tejo, | hacia un tablero…" and "En el
 * centro del tablero hay un aro metálico, | el bocín" for "¿Cómo se llama el aro metálico del centro…?").
 */
export function appositionName(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Slot | null {
  if (!CALLED_QUESTION.test(question)) return null;
  let [found, said] = [null as Slot | null, 0];
  for (let i = 0; i + 1 < parts.length; i++) {
    const [p, q, next] = [parts[i]!, parts[i + 1]!, parts[i + 2]];
    // (Or on them and a «de» complement: "…una espiral de metal, | el gusano".)
    const last = p.at(-3)?.content && p.at(-2)?.fold === "de" && inQuestion(p.at(-3)!) ? p.at(-3) : p.filter((t) => t.content).at(-1);
    const own = q.filter((t) => t.content || t.name);
    // (Or the predicate the apposition stands before, in the same clause: "Unas cuerdas, | los bordones, | suenan siempre…".)
    const after = next && next[0]!.clause === p[0]!.clause && next[0]!.commaBefore ? next : [];
    const says = [...p, ...after].filter((t) => t.content && inQuestion(t)).length;
    if (!last || !inQuestion(last) || says < 2 || says <= said) continue;
    if (!q[0]!.commaBefore || q[0]!.clause !== p[0]!.clause || !(ARTICLES.has(q[0]!.fold) || q[0]!.name) || own.length === 0 || own.length > 3 || own.some(inQuestion)) continue;
    if (next && next[0]!.clause === q[0]!.clause && !next[0]!.commaBefore) continue;
    [found, said] = [{ tokens: q.slice(q.indexOf(own[0]!)), part: new Set([...p, ...q]) }, says];
  }
  return found;
}

export const CALLED_QUESTION = /c[oó]mo se (?:llama|llaman|llamaba|llamaban|denomina|denominan)\s|qu[eé] (?:otros? )?nombres? (?:recibe|reciben|tiene|tienen)\s/iu;

/** "¿Qué localidad fue…?", "¿Qué río es…?": which thing of a kind the copula's predicate is said of. */
const WHICH_IS = /^\s*¿?\s*qu[eé] \p{L}+ (?:es|son|era|eran|fue|fueron)\s/iu;

/**
 * "¿Qué localidad fue el gran centro de fabricación de tinajas?" where the note says "Villarrobledo, | en Albacete, | fue
 * durante siglos el gran centro…": the part the question points at opens with the copula, so what its clause says
 * before it is the subject asked. The span, or null.
 */
export function copulaSubject(parts: readonly Token[][], best: number, question: string): Slot | null {
  const p = parts[best]!;
  if (!WHICH_IS.test(question) || !COPULAS.has(p[0]!.fold) || best === 0) return null;
  let from = best;
  while (from > 0 && !parts[from]![0]!.stopBefore && parts[from - 1]![0]!.clause === p[0]!.clause) from--;
  const before = parts.slice(from, best).flat();
  const first = before.findIndex((t) => t.content);
  return first >= 0 ? { tokens: before.slice(first), part: new Set([...before, ...p]) } : null;
}

/** (Lists announced before a colon live in listSpans.ts.) */
export { listAfterColon } from "./listSpans";
export { parentBySon } from "./kinSpan";
export { beforeEvent } from "./eventSpans";
