import { type Token, alignsLiterally, indexTokens, isWord, tokenize } from "@/lib/text/analyze";
import { DEFINITE_ARTICLES } from "@/lib/text/spanish";
import { COPULAS, type Slot, opensRelative, yesNoQuestion } from "./slotSpans";
import { WHERE_QUESTION } from "./questionPatterns";
import { NAME_LINKS } from "./slotTrims";

/**
 * The noun phrase that ends a part: its last content words, the "de" between them and a degree before an adjective
 * ("una estufa cubierta de piedras", "un olfato muy fino").
 */
const DEGREE = new Set(["muy", "tan", "mas", "menos", "bastante", "poco", "algo"]);
export function endingPhrase(before: readonly Token[]): Token[] {
  let from = before.length;
  while (from > 0 && (before[from - 1]!.content || ["de", "del"].includes(before[from - 1]!.fold) || (DEGREE.has(before[from - 1]!.fold) && from < before.length && from > 1 && before[from - 2]!.content))) from--;
  return before.slice(from);
}

/** Object clitics between a relative "que" and its verb. */
const ACCUSATIVE = new Set(["lo", "la", "los", "las"]);

/** The word right after a question's opening "¿Qué…?" where it is a content word (the verb asked about), else undefined. */
const askedVerb = (q: readonly Token[]): Token | undefined => (q[0]?.fold === "que" && q[1]?.content ? q[1] : undefined);

/**
 * "¿Qué sustituyó a las varillas de ballena?" where the note says "…gracias a las varillas de acero, que sustituyeron a
 * las de ballena": the question's verb right after a relative "que" — the noun phrase that ends the part before it is
 * what did it. The span, or null.
 */
export function relativeAntecedent(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Slot | null {
  const q = tokenize(question);
  // (Or the verb after the kind asked for, said in a clause coordinated with the relative: "¿Qué papa espesa el caldo?"
  // where the note says "…y la criolla, | que se deshace | y espesa el caldo".)
  const asked = askedVerb(q);
  for (const [verb, from] of [[asked, 2], [asked && q[2]?.content ? q[2] : undefined, 3]] as const) {
    if (!verb) continue;
    // (Or a relative within a part, its object clitic before the verb or none: "…cubiertos de espinas que las protegen de
    // los peces", "…un peto con sensores que registran los golpes".)
    const within = (p: readonly Token[], m: number) => m > 1 && p[m]!.fold === "que" && p[m - 1]!.content && (ACCUSATIVE.has(p[m + 1]?.fold ?? "") || p[m + 1]?.stem === verb.stem);
    const splits = parts.flatMap((p, i): [Token[], Token[], Token[] | undefined][] => [...(i > 0 && !p[0]!.stopBefore ? [[parts[i - 1]!, p, parts[i + 1]] as [Token[], Token[], Token[] | undefined]] : []), ...p.flatMap((t, m): [Token[], Token[], Token[] | undefined][] => (within(p, m) ? [[p.slice(0, m), p.slice(m), parts[i + 1]]] : []))]);
    for (const [before, p, next] of splits) {
      const at = ACCUSATIVE.has(p[1]?.fold ?? "") && p[0]!.fold === "que" && before.at(-1)!.clause === p[0]!.clause ? 2 : 1;
      const coordinated = from === 3 && next?.[0]!.fold === "y" && next[0].clause === p[0]!.clause && next[1]?.stem === verb.stem;
      // (After the kind asked for, the verb right after the relative too, the note's subject — which a question names
      // as its object — needed in the clause no more: «¿Qué prueba cierra el triatlón?» where the note on the
      // triathlon says "…con la carrera, | que cierra la competición".)
      // (Not where the clause says the kind asked — "que gobernó la provincia de Arauco" for «¿Qué provincia gobernó
      // X?» — nor after a copula, whose noun is the subject's own: "X fue un militar chileno, | que gobernó…"; set off by a
      // comma, no "que" of a statement: "propuso que los gases…".)
      const direct = from === 3 && p[0]!.commaBefore && p[at]?.stem === verb.stem && !p.some((x) => x.stem === q[1]!.stem) && !before.some((x) => COPULAS.has(x.fold));
      if (p[0]!.fold !== "que" || (from === 2 ? p[at]?.stem !== verb.stem : !coordinated && !direct)) continue;
      // (The question's object is in the relative clause: "a las de ballena"; a question naming its own subject — "¿Qué
      // pedía Zapata?" — asks for the object instead.)
      const topic = new Set(direct ? parts[0]!.filter((t) => t.content).map((t) => t.stem) : []);
      const rest = q.slice(from).filter((t) => t.content && !topic.has(t.stem));
      const clause = coordinated ? [...p, ...next!] : p;
      // (Nor one that names the antecedent's own subject: "¿Qué desarrolló Marconi…?" where the note says "Marconi fue un
      // inventor | que desarrolló la telegrafía…".)
      if ((rest.length && !rest.some((t) => clause.some((x) => x.stem === t.stem))) || rest.some((t) => t.name && before.some((x) => x.stem === t.stem))) continue;
      const tail = endingPhrase(before);
      if (tail.some((t) => t.content && !inQuestion(t))) return { tokens: tail, part: new Set([...before, ...clause]) };
    }
  }
  return null;
}

/**
 * "¿Dónde se encuentra la mayor variedad de un cultivo?" where the note says "…procede de un centro de origen, | donde se
 * encuentra su mayor variedad": a relative of place set off after a part, that says the question's words (two at
 * least), places them at the noun phrase that ends the part before it. The span, or null.
 */
export function placeByRelative(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Slot | null {
  if (!WHERE_QUESTION.test(question)) return null;
  for (let i = 1; i < parts.length; i++) {
    const [before, p] = [parts[i - 1]!, parts[i]!];
    // (Or "de donde", "desde donde", "por donde": "…en Los Teques, ciudad cercana a Caracas, | de donde les viene el nombre".)
    const led = p[0]!.fold === "donde" || (WHERE_LEADS.has(p[0]!.fold) && p[1]?.fold === "donde");
    if (!led || !p[0]!.commaBefore || p[0]!.clause !== before[0]!.clause || p.filter((t) => (t.content || t.fold.length >= 5) && inQuestion(t)).length < 2) continue;
    // (Past an apposition set off before it, to the place it describes: "Los Teques, | ciudad cercana a Caracas".)
    const outer = parts[i - 2];
    const apposition = outer !== undefined && before[0]!.commaBefore && before[0]!.content && !before[0]!.name && outer[0]!.clause === before[0]!.clause && endingPhrase(outer).some((t) => t.name);
    const tail = apposition ? [...endingPhrase(outer), ...before] : endingPhrase(before);
    if (tail.some((t) => t.content && !inQuestion(t))) return { tokens: tail, part: new Set([...before, ...p]) };
  }
  // (Or one not set off that ends its part saying nothing but the question's words: "…alrededor de la tarima donde se
  // zapatea" for "¿Dónde se zapatea…?".)
  for (const p of parts) {
    const k = p.findIndex((t, j) => t.fold === "donde" && j > 0 && !t.commaBefore);
    const rest = k > 0 ? p.slice(k + 1).filter((t) => t.content) : [];
    let from = k;
    while (from > 0 && p[from - 1]!.content) from--;
    const tail = p.slice(from, Math.max(k, 0));
    if (rest.length > 0 && rest.every(inQuestion) && tail.some((t) => t.content && !inQuestion(t))) return { tokens: tail, part: new Set(p) };
  }
  return null;
}

/** Prepositions before a relative "donde" ("de donde", "desde donde", "por donde", "hacia donde"). */
const WHERE_LEADS = new Set(["de", "desde", "por", "hacia", "hasta"]);

/** Prepositions a question opens with before "qué" ("¿Sobre qué…?", "¿En qué…?"; not "¿Por qué…?" or "¿Para qué…?", which ask why and what for) and a relative clause after a comma. */
const PREPOSITIONS = new Set(["sobre", "en", "con", "de", "a", "bajo", "desde", "hacia", "entre", "tras", "contra"]);

/**
 * "¿Sobre qué se echa agua?" where the note says "…una estufa cubierta de piedras, | sobre las que se echa agua": the
 * question's preposition opening a relative clause that says the question's words — the noun phrase that ends the part
 * before it is what is asked for. The span, or null.
 */
export function prepositionalAntecedent(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Slot | null {
  const q = tokenize(question);
  if (!PREPOSITIONS.has(q[0]?.fold ?? "") || q[1]?.fold !== "que") return null;
  const asked = q.slice(2).filter((t) => t.content);
  for (let i = 1; i < parts.length; i++) {
    const [before, p] = [parts[i - 1]!, parts[i]!];
    if (p[0]!.fold !== q[0]!.fold || p[0]!.stopBefore || !opensRelative(p, 0)) continue;
    if (!asked.some((t) => p.some((x) => x.content && x.stem === t.stem))) continue;
    const tail = endingPhrase(before);
    if (tail.some((t) => t.content && !inQuestion(t))) return { tokens: tail, part: new Set([...before, ...p]) };
  }
  return null;
}

/** Direct-object clitics that stand for a noun said before ("las describió"; not the dative "le" / "les" of slotSpans.ts's OBJECT_CLITICS). */
const ACCUSATIVE_CLITICS = new Set(["lo", "la", "los", "las"]);

/**
 * "¿Qué anotó el capitán en el diario?" where the note says "Veía tormentas cada semana | y las anotaba en el diario":
 * the question's verb right after an object clitic, in a part coordinated after another of the same statement — what
 * the clitic stands for: the nearest noun of the parts before that agrees with it in number (not the question's
 * own words, not a name). The span, or null.
 */
export function cliticAntecedent(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Slot | null {
  const verb = askedVerb(tokenize(question));
  if (!verb) return null;
  const tokens = parts.flat();
  for (let i = 1; i < tokens.length; i++) {
    const [clitic, v] = [tokens[i - 1]!, tokens[i]!];
    if (v.stem !== verb.stem || !ACCUSATIVE_CLITICS.has(clitic.fold)) continue;
    const plural = clitic.fold.endsWith("s");
    // (Not where a word of the question before it agrees with it: the clitic stands for the thing the question names,
    // which asks who or what did it — "…el Palacio de Cristal… | donde un incendio lo destruyó".)
    if (tokens.slice(0, i - 1).some((t) => t.content && t.stem !== verb.stem && inQuestion(t) && t.fold.endsWith("s") === plural)) continue;
    const own = parts.find((p) => p.includes(clitic))!;
    for (let k = i - 2; k >= 0 && !tokens[k + 1]!.stopBefore; k--) {
      const t = tokens[k]!;
      if (own.includes(t) || !t.content || t.name || t.num !== null || inQuestion(t) || t.fold.endsWith("s") !== plural) continue;
      // (With the words that go on qualifying it: "los gases CFC".)
      let end = k + 1;
      while (end < i - 1 && (tokens[end]!.content || tokens[end]!.name) && !tokens[end]!.stopBefore && !tokens[end]!.commaBefore) end++;
      return { tokens: tokens.slice(k, end), part: new Set(parts.filter((p) => p.includes(t) || p.includes(v)).flat()) };
    }
  }
  return null;
}

/** Articles that open a subject said after its verb. */
const SUBJECT_ARTICLES = new Set(["el", "la", "los", "las", "unos", "unas"]);

/**
 * "¿Quiénes llevaron a América los instrumentos…?" where the note says "…instrumentos africanos que llevaron a América
 * los esclavos": the question's verb in the note, then a word of the question after it, then a noun phrase of its own
 * opened by an article (not after a preposition — "en el Reino Unido" is a place — nor after "y": another object) —
 * the subject said after its verb. The span, or null.
 */
export function postposedSubject(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Slot | null {
  const q = tokenize(question);
  const wh = q.findIndex((t) => t.fold === "quien" || t.fold === "quienes");
  const verb = wh >= 0 ? q[wh + 1] : undefined;
  if (!verb?.content) return null;
  // (A free relative right after the verb is its subject — "…y los paga | quien encontró el muñeco" — where the note
  // says so once: "Gana quien…" twice, under two conditions, is for the question's words to choose.)
  const free = parts.flatMap((p) => p.flatMap((t, k) => (t.stem === verb.stem && ["quien", "quienes"].includes(p[k + 1]?.fold ?? "") && p.slice(k + 2).some((x) => x.content) ? [{ tokens: p.slice(k + 1), part: new Set(p) }] : [])));
  if (free.length === 1) return free[0]!;
  for (const p of parts) {
    const k = p.findIndex((t) => t.stem === verb.stem);
    const j = k >= 0 ? p.findIndex((t, n) => n > k && t.content && !inQuestion(t)) : -1;
    // (Or right after the verb of a relative clause whose antecedent is its object, the question's: "…clanes de
    // ochenta individuos que dirige una hembra" for "¿Quién dirige los clanes…?".)
    const relative = j === k + 2 && p[k - 1]?.fold === "que" && ["un", "una", ...SUBJECT_ARTICLES].includes(p[j - 1]!.fold) && p.slice(0, k - 1).some((t) => t.content && inQuestion(t) && t.stem !== verb.stem);
    if (!relative && (j < k + 3 || !SUBJECT_ARTICLES.has(p[j - 1]!.fold) || !p[j - 2]!.content || !inQuestion(p[j - 2]!))) continue;
    // (Up to a circumstance after it, "los españoles | en el siglo XVI"; with a relative clause of its own, "el equipo que…".)
    const end = p.findIndex((t, n) => n > j && !t.content && !["de", "del", "y", "e"].includes(t.fold) && !SUBJECT_ARTICLES.has(t.fold));
    return { tokens: p.slice(j, end < 0 || p[end]!.fold === "que" ? undefined : end), part: new Set(p) };
  }
  return null;
}

/** Determiners that open an apposition ("…en Pérgamo, | su ciudad natal"). */
const APPOSITION_OPENERS = new Set(["su", "sus", "el", "la", "los", "las"]);

/**
 * "¿Cuál era la ciudad natal de Galeno?" where the note says "…médico de los gladiadores en Pérgamo, | su ciudad natal, |
 * donde…": an apposition set off after a name that says two or more of the question's words and no word of its own
 * stands for that name, which answers. The name (with the particles inside it: "Santiago de Chile"), or null.
 */
export function namedByApposition(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Slot | null {
  // (Every word of the question but its names: the apposition says the whole predicate asked.)
  const asked = tokenize(question).filter((t) => t.content && !t.name);
  for (let i = 1; i < parts.length; i++) {
    const [p, before] = [parts[i]!, parts[i - 1]!];
    const own = p.filter((t) => t.content);
    if (!p[0]!.commaBefore || p[0]!.clause !== before[0]!.clause || !APPOSITION_OPENERS.has(p[0]!.fold) || own.length < 2 || !own.every(inQuestion)) continue;
    const pIdx = indexTokens(own);
    if (!asked.every((t) => alignsLiterally(t, pIdx))) continue;
    if (!before.at(-1)!.name || inQuestion(before.at(-1)!)) continue;
    const from = before.findLastIndex((t, k) => !t.name && !(NAME_LINKS.has(t.fold) && before[k - 1]?.name && before[k + 1]?.name));
    return { tokens: before.slice(from + 1), part: new Set(before) };
  }
  return null;
}

/** "¿Cuál era el nombre real / verdadero / de pila de…?", "¿Cómo se llamaba realmente…?": the name behind another. */
const REAL_NAME_QUESTION = /nombre (?:real|verdadero|de pila|original|completo)|llamaba (?:en realidad|realmente)/iu;
const KNOWN_AS = new Set(["conocido", "conocida", "apodado", "apodada", "llamado", "llamada", "alias"]);

/**
 * "¿Cuál era el nombre real de Túpac Amaru II?" where the note says "José Gabriel Condorcanqui, | conocido como Túpac
 * Amaru II, | fue…": the name set off right before the part that says the question's name after "conocido como" (or
 * "apodado", "alias"). The span, or null.
 */
export function knownAsSpan(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Slot | null {
  if (!REAL_NAME_QUESTION.test(question)) return null;
  for (const [i, p] of parts.entries()) {
    const k = p.findIndex((t) => KNOWN_AS.has(t.fold));
    const named = p.slice(k + 1).filter((t) => t.name);
    if (k < 0 || !named.length || !named.every((t) => inQuestion(t))) continue;
    // (Within the part, "Condorcanqui, conocido como…" without its comma, or the part before, a name whole.)
    const before = k > 0 ? p.slice(0, k) : (parts[i - 1] ?? []);
    // (Its first word a name though it opens the sentence: "José".)
    const proper = (t: Token) => t.name || /^\p{Lu}/u.test(t.raw);
    const run = before.slice(before.findIndex(proper));
    if (run.length && run.every((t) => proper(t) || NAME_LINKS.has(t.fold))) return { tokens: run, part: new Set([...before, ...p]) };
  }
  return null;
}

/**
 * A part past a relative "que" whose verb is the question's own ("…de América del Sur | que pasa la mayor parte del
 * tiempo en lo alto de los árboles" for "¿Dónde pasa la mayor parte del tiempo…?"): what it says after the question's
 * words is the answer, not the antecedent before it. The part whole otherwise, and for a yes/no question.
 */
export function pastAskedRelative(p: readonly Token[], inQuestion: (t: Token) => boolean, question: string): readonly Token[] {
  // (Not where the question asks for that verb's subject, its antecedent: "¿Qué vibra…?" of "lengüetas | que vibran";
  // nor a "que" after a verb, "tuvo que huir", which relates nothing.)
  const q = tokenize(question);
  // (Unless a subject of its own follows the verb after the noun asked for: "¿Qué república presidió Morazán?".)
  const ownSubject = (j: number) => j === 2 && q[3] !== undefined && (q[3].name || DEFINITE_ARTICLES.has(q[3].fold));
  const subjectAsked = (v: Token) => /^(que|quien|quienes|cual|cuales)$/.test(q[0]?.fold ?? "") && [1, 2].some((j) => q[j]?.stem === v.stem && !ownSubject(j));
  const r = yesNoQuestion(question) ? -1 : p.findIndex((t, k) => k > 0 && t.fold === "que" && p[k - 1]!.content && p[k + 1] !== undefined && isWord(p[k + 1]!) && inQuestion(p[k + 1]!) && !subjectAsked(p[k + 1]!));
  return r > 0 && p.slice(r + 1).some((t) => t.content && !inQuestion(t)) ? p.slice(r + 1) : p;
}
