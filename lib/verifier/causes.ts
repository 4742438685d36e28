/**
 * Where a note gives the cause a why-question asks for: the words before a consequence marker ("…, por eso…"), after
 * a cause marker ("…, porque…"), or a cause set before its main clause ("Al estar…, …"). Used by lib/verifier/slot.ts.
 */
import { type Token, alignsLiterally, tokenIndex, tokenize } from "@/lib/text/analyze";
import { ANY_PARTICIPLE, CLITICS, INFINITIVE } from "@/lib/text/spanish";

/** Markers after which a clause states a consequence of what came before it ("…, por eso es más rápido"). */
export const CONSEQUENCE = [["por", "eso"], ["por", "ello"], ["por", "lo", "que"], ["asi", "que"], ["de", "modo", "que"], ["por", "tanto"], ["por", "consiguiente"]];
/** Verbs by which a demonstrative names what it made happen ("eso la llevó a…", "esto le obligó a…", "ello hizo que…"). */
const LEADS = /^(llev|empuj|impuls|motiv|provoc|caus|oblig|anim|hiz|hac)/;
/** Markers after which a clause states a cause ("…, porque…", "ya que…", "debido a…"). */
export const CAUSE = [["porque"], ["ya", "que"], ["debido", "a"], ["debido", "al"], ["gracias", "a"], ["gracias", "al"], ["puesto", "que"], ["pues"], ["a", "medida", "que"], ["because"]];
/** Times "por" opens ("por la mañana", "por la noche"): no cause. */
const TIMES = new Set(["manana", "tarde", "noche", "dia", "dias", "semana", "mes", "ano", "temporada", "epoca", "vez", "momento"]);
/** What "Por" opens a cause with, before its main clause: a determiner ("Por sus cielos despejados, …"). */
const CAUSE_DETERMINERS = new Set(["su", "sus", "el", "la", "los", "las", "un", "una", "este", "esta", "estos", "estas", "lo"]);

/** "¿Por qué se llama…?", "¿Por qué recibe ese nombre…?": a why asked of a name. */
const WHY_NAMED = /por\s+qu[eé]\s.*(?:se\s+llama|se\s+llaman|se\s+llamaba|se\s+le\s+llama|llaman|nombre)/iu;

/**
 * "¿Por qué el deporte se llama pato?" where the note says "En sus orígenes se usaba un pato vivo…, de ahí su nombre":
 * the words of the clause before "de ahí (viene) su nombre", wherever the note says it. The span, or null.
 */
function namedFrom(noteTokens: readonly Token[], question: string): { tokens: Token[]; part: Set<Token> } | null {
  if (!WHY_NAMED.test(question)) return null;
  const k = noteTokens.findIndex((t, j) => t.fold === "de" && noteTokens[j + 1]?.fold === "ahi" && noteTokens.slice(j + 2, j + 6).some((x) => x.fold === "nombre"));
  if (k <= 0) return null;
  const span = noteTokens.filter((t, j) => j < k && t.clause === noteTokens[k]!.clause);
  while (span.length && ["y", "e"].includes(span.at(-1)!.fold)) span.pop();
  return span.some((t) => t.content) ? { tokens: span, part: new Set(span) } : null;
}

/**
 * For a question asking why: the note's cause, when the clause of the question's best part marks one — the words
 * before a consequence marker ("guarda los datos en memoria flash, sin piezas móviles, por eso es más rápido") or
 * after a cause marker ("…, porque…"). Null otherwise.
 */
export function causeSpan(noteTokens: readonly Token[], bestPart: readonly Token[], question = ""): { tokens: Token[]; part: Set<Token> } | null {
  const fromName = namedFrom(noteTokens, question);
  if (fromName) return fromName;
  const clause = bestPart[0]!.clause;
  const inClause = noteTokens.filter((t) => t.clause === clause);
  const at = (seq: string[]) => inClause.findIndex((_, k) => seq.every((w, d) => inClause[k + d]?.fold === w));
  // Of several consequences in one clause ("…rígida, por eso es duro, mientras que el grafito …, y por eso sirve…"),
  // the first at or after the question's part, and what comes between it and the consequence before it.
  const marks = inClause.flatMap((_, k) => CONSEQUENCE.filter((seq) => seq.every((w, d) => inClause[k + d]?.fold === w)).map((seq) => ({ k, end: k + seq.length })));
  if (marks.length > 1) {
    const from = inClause.indexOf(bestPart[0]!);
    const mark = marks.find((m) => m.k >= from) ?? marks.at(-1)!;
    const prev = marks.filter((m) => m.end <= mark.k).at(-1);
    let start = prev ? prev.end : 0;
    const contrast = inClause.findIndex((t, j) => j >= start && j < mark.k && t.fold === "mientras" && inClause[j + 1]?.fold === "que");
    if (contrast >= 0) start = contrast + 2;
    let end = mark.k;
    while (end > start && ["y", "e", "and"].includes(inClause[end - 1]!.fold)) end--;
    const span = inClause.slice(start, end);
    if (span.some((t) => t.content)) return { tokens: span, part: new Set(span) };
  }
  // (A demonstrative that makes something happen marks it too: "…su madre enfermó, y eso la llevó a estudiar medicina".)
  const led = inClause.findIndex((t, k) => ["eso", "esto", "ello"].includes(t.fold) && LEADS.test(inClause[k + (CLITICS.has(inClause[k + 1]?.fold ?? "") ? 2 : 1)]?.fold ?? ""));
  for (const k of [...CONSEQUENCE.map(at), led]) {
    // (From the statement the consequence follows: after ", y" — "Aporta calcio, y casi no tiene sabor, por lo que…" —
    // or a "y" that opens a denial: "Tiene seis cuerdas y no tiene trastes, por lo que…".)
    const opened = inClause.findLastIndex((t, j) => j < k && ["y", "e"].includes(t.fold) && (t.commaBefore || inClause[j + 1]?.fold === "no") && inClause.slice(j + 1, k).some((x) => x.content));
    // (Not the conjunction before the marker: "…bajo tierra, sin luz, | y por eso…".)
    const end = ["y", "e"].includes(inClause[k - 1]?.fold ?? "") ? k - 1 : k;
    if (k > 0) return { tokens: inClause.slice(opened + 1, end), part: new Set(inClause.slice(opened + 1, end)) };
    // A clause that opens with the marker ("…cansancio; por eso el café ayuda…") follows from the clause before it.
    if (k === 0) {
      const before = noteTokens[noteTokens.indexOf(inClause[0]!) - 1];
      const previous = before ? noteTokens.filter((t) => t.clause === before.clause) : [];
      if (previous.some((t) => t.content)) return { tokens: previous, part: new Set(previous) };
    }
  }
  // A cause set before the main clause, up to its comma: "Al estar fuera de la atmósfera, obtiene…", "Como no llueve,
  // …", "Debido a su peso, …".
  // ("Por sus cielos despejados y su altitud, allí se han instalado…": "por" and a noun phrase, not "por eso".)
  const byCause = inClause[0]?.fold === "por" && CAUSE_DETERMINERS.has(inClause[1]?.fold ?? "") && !(inClause[1]?.fold === "lo" && inClause[2]?.fold === "que");
  const opener = inClause[0]?.fold === "al" && /(?:ar|er|ir)(?:se|lo|la|los|las)?$/.test(inClause[1]?.fold ?? "") ? 1 : inClause[0]?.fold === "como" || byCause ? 1 : (CAUSE.find((seq) => at(seq) === 0)?.length ?? 0);
  const comma = opener > 0 ? inClause.findIndex((t, j) => j > opener && t.commaBefore) : -1;
  if (comma > opener && inClause.slice(comma).some((t) => t.content)) return { tokens: inClause.slice(opener, comma), part: new Set(inClause.slice(opener, comma)) };
  for (const seq of CAUSE) {
    const k = at(seq);
    if (k < 0 || k + seq.length >= inClause.length) continue;
    // (Up to a statement coordinated after a comma, "…gracias al efecto giroscópico, | y cae cuando…", unless it goes on
    // with the question's words: "…hasta que brilla, y el vidrio sin aire impide que se queme" for "¿Por qué no se quema…?".)
    const asked = tokenize(question).filter((t) => t.content);
    // (Or up to the end of a participle's apposition it is said in: "X, | llamado así porque…, | fue…".)
    const opened = inClause.findLastIndex((t, j) => j <= k && t.commaBefore);
    const appositive = opened >= 0 && ANY_PARTICIPLE.test(inClause[opened]!.fold);
    const next = inClause.findIndex((t, j) => j > k + seq.length && t.commaBefore && (appositive || (["y", "e"].includes(t.fold) && !inClause.slice(j).some((x) => x.content && asked.some((q) => alignsLiterally(x, tokenIndex(q)))))));
    const span = inClause.slice(k + seq.length, next > 0 ? next : undefined);
    return { tokens: span, part: new Set(span) };
  }
  // A cause set off after the statement, up to the next comma: "…uno de los hombres más ricos de la historia, por las
  // minas de oro de su imperio" (not a list's later item: "por malas posturas, por el estrés…").
  // (Or after a focus adverb, comma or not: "Se cría sobre todo por su lana".)
  const focused = (j: number) => (inClause[j - 2]?.fold === "sobre" && inClause[j - 1]?.fold === "todo") || /^(principalmente|especialmente|solo|unicamente)$/.test(inClause[j - 1]?.fold ?? "");
  // (Or right after a place the statement gives, no participle before it: "aparecen en los pies por el roce".)
  const placed = (j: number) => inClause.slice(Math.max(0, j - 8), j).some((x) => x.fold === "en") && !/(ad|id)[oa]s?$/.test(inClause[j - 1]?.fold ?? "");
  // (Or after the word of renown the question asks by: "Es famosa por sus vidrieras".)
  const renown = (w: string) => /^(famos[oa]s?|conocid[oa]s?|celebres?|renombrad[oa]s?|apreciad[oa]s?|destacad[oa]s?)$/.test(w);
  const asksRenown = tokenize(question).some((t) => renown(t.fold));
  const renowned = (j: number) => asksRenown && renown(inClause[j - 1]?.fold ?? "");
  // (Or after a name's "así": "llamado así por las focas que vivían en él", "se llama así por su color".)
  const named = (j: number) => inClause[j - 1]?.fold === "asi" && /^(llamad[oa]s?|llama|llaman|llamaba|llamaban|llamo|llamaron|denominad[oa]s?|denomina|denominan|bautizad[oa]s?|bautizo|bautizaron|conocid[oa]s?|conoce|conocen)$/.test(inClause[j - 2]?.fold ?? "");
  // (Or right after the question's own word: "…a punto de secarse por la extracción de agua…" for "¿Por qué estuvieron
  // a punto de secarse…?" — not a time: "se riegan por la mañana".)
  const askedWords = tokenize(question).filter((t) => t.content);
  const afterAsked = (j: number) => inClause[j - 1] !== undefined && inClause[j - 1]!.content && askedWords.some((q) => alignsLiterally(inClause[j - 1]!, tokenIndex(q))) && !TIMES.has(inClause[j + 2]?.fold ?? "");
  const by = inClause.findIndex((t, j) => j > 0 && t.fold === "por" && (t.commaBefore || focused(j) || placed(j) || renowned(j) || named(j) || afterAsked(j)) && CAUSE_DETERMINERS.has(inClause[j + 1]?.fold ?? "") && inClause[j + 1]?.fold !== "lo" && !inClause.slice(0, j).some((x) => x.fold === "por"));
  if (by > 0) {
    const end = inClause.findIndex((t, j) => j > by + 1 && t.commaBefore);
    const span = inClause.slice(by + 1, end > 0 ? end : undefined);
    if (span.some((t) => t.content)) return { tokens: span, part: new Set(span) };
  }
  // A purpose is the why of what is done for it: "…sujeto con una cadena para que no se pierda" — where the words
  // before it say most of what the question asks about.
  // (Or "para" and an infinitive, denied or not: "…sin apretarlo con los dedos, para no inyectar más veneno".)
  const infinitive = (t: Token | undefined) => t !== undefined && INFINITIVE.test(t.fold);
  const purpose = inClause.findIndex((t, k) => t.fold === "para" && (inClause[k + 1]?.fold === "que" || infinitive(inClause[k + 1]) || (inClause[k + 1]?.fold === "no" && infinitive(inClause[k + 2]))));
  const after = purpose + (inClause[purpose + 1]?.fold === "que" ? 2 : 1);
  const asked = tokenize(question).filter((t) => t.content && !["por", "que"].includes(t.fold));
  const restated = asked.filter((q) => inClause.slice(0, purpose).some((t) => alignsLiterally(t, tokenIndex(q)))).length * 2 >= asked.length;
  if (purpose > 0 && restated && inClause.slice(after).some((t) => t.content)) return { tokens: inClause.slice(after), part: new Set(inClause.slice(after)) };
  // Past a concession in the same sentence ("Venus es el más caliente, aunque Mercurio está más cerca, porque su
  // atmósfera atrapa el calor"): the cause the sentence goes on to give.
  if (inClause.some((t) => t.content)) {
    const next = noteTokens.slice(noteTokens.indexOf(inClause.at(-1)!) + 1);
    const end = next.findIndex((t) => t.stopBefore);
    const rest = end < 0 ? next : next.slice(0, end);
    if (rest[0]?.fold === "aunque" || rest[0]?.fold === "although") {
      const k = rest.findIndex((_, j) => CAUSE.some((seq) => seq.every((w, d) => rest[j + d]?.fold === w)));
      const seq = k >= 0 ? CAUSE.find((c) => c.every((w, d) => rest[k + d]?.fold === w))! : null;
      if (seq && k + seq.length < rest.length) return { tokens: rest.slice(k + seq.length), part: new Set(rest.slice(k + seq.length)) };
    }
  }
  // An explanatory relative set off by commas right before the predicate asked about says why its subject acts
  // ("Otros sastres, que temían quedarse sin trabajo, asaltaron su taller").
  const from = noteTokens.indexOf(bestPart[0]!);
  if (from > 0 && bestPart[0]!.commaBefore) {
    let k = from - 1;
    while (k > 0 && !noteTokens[k]!.commaBefore && !noteTokens[k]!.stopBefore) k--;
    const span = noteTokens.slice(k + 1, from);
    // (On the sentence's subject: the words before it open the sentence. "…fallan las válvulas de las venas, que
    // impiden…" describes the veins, not why the sentence's subject acts.)
    let start = k - 1;
    while (start > 0 && !noteTokens[start]!.commaBefore && !noteTokens[start]!.stopBefore) start--;
    // (A short noun phrase, not a clause: "Se forman cuando fallan las válvulas de las venas, que…".)
    const opensSentence = (start <= 0 || noteTokens[start]!.stopBefore === true) && k - start <= 4;
    if (noteTokens[k]!.fold === "que" && noteTokens[k]!.commaBefore && opensSentence && span.some((t) => t.content)) return { tokens: span, part: new Set(span) };
  }
  return null;
}

/** Questions that ask what a thing depends on: "¿De qué depende…?". */
const DEPENDS_QUESTION = /(^|[^\p{L}])(depende|dependen|dependía|dependían|depends)([^\p{L}]|$)/iu;

/**
 * "¿De qué depende el tamaño de las piedras?" where the note says "Cuanto más fuertes son esas corrientes, | más grandes
 * son las piedras": a correlation of degrees whose second part holds the question's words — what the first part says
 * after its degree. The slot, or null.
 */
export function correlatedSpan(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): { tokens: Token[]; part: Set<Token> } | null {
  if (!DEPENDS_QUESTION.test(question)) return null;
  const degree = (t: Token | undefined) => t !== undefined && ["mas", "menos"].includes(t.fold);
  for (let i = 0; i + 1 < parts.length; i++) {
    const [p, q] = [parts[i]!, parts[i + 1]!];
    if (!/^cuant[oa]s?$/.test(p[0]!.fold) || !degree(p[1]) || !degree(q[0]) || q[0]!.clause !== p[0]!.clause || !q.some((t) => t.content && inQuestion(t))) continue;
    if (p.slice(2).some((t) => (t.content || t.name) && !inQuestion(t))) return { tokens: p.slice(2), part: new Set([...p, ...q]) };
  }
  return null;
}

/**
 * A why-question whose words the note says in a relative clause, with no cause marked anywhere ("¿Por qué se forma en
 * capas?" where the note says "Las corrientes de aire suben | y bajan las gotas, | que se van congelando en capas"): what
 * the clause the relative hangs on says — from its first word the question does not hold; or whose words come just
 * before a relative: what the relative says. The slot, or null.
 */
export function relativeCause(parts: readonly Token[][], inQuestion: (t: Token) => boolean): { tokens: Token[]; part: Set<Token> } | null {
  for (let i = 1; i < parts.length; i++) {
    const p = parts[i]!;
    // (Or, the question's words said just before a relative set off that says none of them — "…, a menudo cerca de las
    // farolas, | donde la luz atrae a los insectos" for "¿Por qué caza cerca de las farolas?" —, what the relative says.)
    const own = p.findIndex((t) => (t.content || t.name) && !inQuestion(t));
    // (The part before ending on them: "Se forman cuando fallan las válvulas, | que impiden…" says why itself.)
    // (Past a place set off in apposition: "Pasó su infancia en Durban, | en Sudáfrica, | donde su padrastro era cónsul".)
    let k = i - 1;
    while (k > 0 && parts[k]!.length <= 4 && parts[k]![0]!.fold === parts[k - 1]!.findLast((t) => !t.content)?.fold && !parts[k]!.some((t) => t.content && inQuestion(t))) k--;
    const prior = parts[k]!;
    const lastAsked = prior.findLastIndex((t) => t.content && inQuestion(t));
    if (["que", "donde"].includes(p[0]!.fold) && p[0]!.commaBefore && own > 0 && !p.some((t) => t.content && inQuestion(t)) && lastAsked >= 0 && !prior.slice(lastAsked).some((t) => t.content && !inQuestion(t)) && prior[0]!.clause === p[0]!.clause) return { tokens: p.slice(own), part: new Set([...parts.slice(k, i).flat(), ...p]) };
    if (p[0]!.fold !== "que" || !p[0]!.commaBefore || !p.some((t) => t.content && inQuestion(t))) continue;
    let from = i - 1;
    while (from > 0 && !parts[from]![0]!.stopBefore && parts[from - 1]![0]!.clause === p[0]!.clause) from--;
    const before = parts.slice(from, i).flat();
    if (before.some((t) => t.content && inQuestion(t))) continue;
    const first = before.findIndex((t) => (t.content || t.name) && !inQuestion(t));
    if (first >= 0) return { tokens: before.slice(first), part: new Set([...before, ...p]) };
  }
  return null;
}
