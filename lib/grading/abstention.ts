import { type SourceIndex, type Token, align, tokenize } from "@/lib/text/analyze";
import { ONE, VAGUE_AMOUNT } from "@/lib/text/phrases";
import { CLITICS } from "@/lib/text/spanish";

/**
 * Abstention recognised by meaning, not by a phrase list: a clause abstains
 * when it denies knowing, finding or having the answer, or says the notes do
 * not contain it — in any wording, Spanish or English:
 * - a negation together with a verb or noun of knowing, appearing or
 *   answering ("no lo sé", "no aparece", "no consta", "no tengo esa
 *   información", "no puedo responder", "I don't know", "not mentioned");
 * - a negation together with a word for the notes and a verb of saying or
 *   containing ("tus notas no dicen / no mencionan / no incluyen …",
 *   "eso no viene en tus apuntes", "your notes don't cover it");
 * - a verb that is a denial by itself ("desconozco", "ignoro");
 * - a negated place in the notes ("that isn't in your notes").
 * - a clause that only describes what the notes hold ("tus notas solo
 *   hablan de …") is not an answer either.
 * An answer abstains when it has an abstaining clause and the rest adds no
 * answer of its own: nothing beyond the question and the notes (a name, a
 * number, a formula or new words means "it does not know, but says anyway"
 * → an answer), unless the rest states the reference's idea.
 */

/** Verbs and nouns that make a negated clause an abstention on their own (stem prefixes, accent-folded). */
const KNOWING = ["sab", "conoc", "aparec", "aparez", "figur", "const", "mencion", "respond", "contest", "especific", "know", "mention", "appear", "answer", "sure", "precis", "determin", "recuerd", "record"];
/** Past forms of knowing that narrate what someone knew ("Meucci no sabía que se podía patentar"): no abstention. */
const NARRATED_KNOWING = new Set(["sabia", "sabian", "supo", "supieron", "conocia", "conocian", "conocio", "conocieron", "recordaba", "recordaban", "recordo", "recordaron"]);
/** Third-person forms of knowing: said of a subject named before them, they narrate what others know. */
const THIRD_PERSON_KNOWING = new Set(["sabe", "saben", "conoce", "conocen"]);
/** Words that begin like a verb of knowing and are none ("sin cambiar su sabor", "no se construyó", "no es sabroso", "no eran sabios"). */
const NOT_KNOWING = /^(sabor|sabros|sabio|sabidur|constru|constitu|constel|constip|constant|respondon)/;
/** The subjunctive of "saber", matched whole ("separe" begins like "sepa"). */
const KNOWING_WHOLE = new Set(["sepa", "sepas", "sepan", "sepamos"]);
/**
 * Nouns of what one knows: denied, an abstention when someone has or lacks them ("no tengo ese dato", "no hay
 * información", "ni idea") — not when a thing of the answer does not send or hold them ("el receptor no envía ningún
 * dato").
 */
const KNOWLEDGE_NOUNS = ["informa", "dato", "respuest", "informat", "idea", "certez"];
/** Verbs of having, existing or being able, and first-person words: who lacks the knowledge is the speaker or nobody. */
const HAVING = new Set(["tengo", "tenemos", "tenia", "teniamos", "hay", "habia", "dispongo", "disponemos", "cuento", "contamos", "puedo", "podemos", "pude", "encuentro", "esta", "estan", "existe", "existen", "consta", "constan", "disponible", "disponibles", "me", "mi", "mis", "i", "we", "have", "there", "my", "our"]);
/**
 * Finding: an abstention in the first person ("no lo encuentro", "no he encontrado", "I can't find") or of the notes
 * ("no se encuentra en tus notas") — not of someone in the answer ("busca trabajo y no lo encuentra").
 */
const FINDING_FIRST_PERSON = new Set(["encuentro", "encontramos", "encontre", "encontrado", "find", "found"]);
/**
 * The infinitive is the speaker's only after a first-person verb that governs it ("no puedo encontrarlo", "no logro
 * encontrar"): "busca trabajo sin encontrarlo" is the subject of "busca" failing to find, not the answer abstaining.
 */
const FINDING_INFINITIVE = new Set(["encontrar", "encontrarlo", "encontrarla", "encontrarlos", "encontrarlas"]);
const FIRST_PERSON_GOVERNORS = new Set(["puedo", "pude", "podemos", "pudimos", "podido", "podria", "podriamos", "logro", "logre", "logramos", "consigo", "consegui", "conseguimos", "conseguido", "logrado"]);
const FINDING = ["encuentr", "encontr", "find", "found"];
/** Seeing it, in the first person: a way of finding (whole words: "ve" is also "goes"). */
const SEEING = new Set(["veo", "vemos", "localizo", "see", "seen", "spot"]);
/** Verbs of saying or containing: an abstention when the clause also names the notes. */
const SAYING = ["est", "dic", "dec", "dij", "pon", "cuent", "cont", "centr", "limit", "indic", "inclu", "contien", "conten", "recog", "habl", "explic", "describ", "cubr", "trat", "detall", "aclar", "nombr", "cit", "vien", "ven", "hay", "aparec", "figur", "da", "dan", "dar", "compar", "ofrec", "muestr", "mostr", "pued", "pod", "ten", "tien", "say", "cover", "includ", "contain", "discuss", "stat", "tell", "hav", "has", "giv", "provid", "refer", "name", "identif", "specif", "list", "show", "explain", "detail"];
/** Words for the notes and the information they hold. */
const SOURCES = new Set(["notas", "nota", "apuntes", "apunte", "material", "materiales", "texto", "textos", "documento", "documentos", "fuentes", "fuente", "informacion", "contexto", "notes", "note", "information", "context", "text", "sources", "source", "materials", "cuaderno", "resumen", "resumenes"]);
/**
 * Source words with another sense — adjectives ("un medio material"), a musical or school "nota" ("no da notas
 * afinadas") — the notes' only after a determiner ("tu material", "tus notas").
 */
const ADJECTIVAL_SOURCES = new Set(["material", "materiales", "nota", "notas"]);
const DETERMINERS = new Set(["el", "los", "la", "las", "del", "al", "tu", "tus", "su", "sus", "este", "estos", "ese", "esos", "en", "the", "your", "this", "in"]);
const DENIALS = new Set(["desconozco", "desconocemos", "ignoro", "unknown", "unclear", "idk"]);
const RESTRICTIVE = new Set(["solo", "solamente", "unicamente", "only", "just", "apenas"]);
const NEGATIONS = new Set(["no", "ni", "nunca", "jamas", "tampoco", "ningun", "ninguna", "ninguno", "nada", "nadie", "sin", "not", "never", "none", "nothing", "cannot"]);

/** Third-person plural verbs of saying or covering, whose subject is the notes once the answer named them. */
const SOURCE_VERBS_PLURAL = /^(hablan|explican|dicen|cuentan|tratan|cubren|mencionan|incluyen|recogen|describen|contienen|indican|senalan|muestran|abordan|comentan|detallan|cover|discuss|mention|explain|talk|say|state|describe|include|contain|give|list|tell|deal|touch)$/;

/**
 * Source words that name many other things ("sacar el texto original", "una fuente de energía"): the notes only with a
 * possessive or demonstrative ("tu texto", "este documento"), as a place ("en el texto"), or as what a negation is said
 * of ("el texto no lo dice") — not as the object of a denied verb ("no se puede sacar el texto original").
 */
const GENERIC_SOURCES = new Set(["texto", "textos", "documento", "documentos", "fuente", "fuentes", "contexto", "text", "source", "sources", "context"]);
const POINTING = new Set(["tu", "tus", "su", "sus", "este", "estos", "esta", "estas", "ese", "esos", "esa", "esas", "vuestro", "vuestros", "your", "this", "these", "the"]);
const PLACING = new Set(["en", "segun", "in", "from", "according"]);
const namesGenerically = (words: readonly string[], j: number) => {
  const before = words[j - 1] ?? "";
  if (POINTING.has(before) || PLACING.has(before) || (["el", "la", "los", "las", "al", "del"].includes(before) && PLACING.has(words[j - 2] ?? ""))) return true;
  const negation = words.findIndex((x) => NEGATIONS.has(x));
  return negation < 0 || j < negation;
};

/** Whether words name the notes ("tus notas", "el material"; not "un medio material", not "sacar el texto original"). */
const namesNotes = (words: readonly string[]) =>
  words.some((w, j) => SOURCES.has(w) && (!ADJECTIVAL_SOURCES.has(w) || DETERMINERS.has(words[j - 1] ?? "")) && (!GENERIC_SOURCES.has(w) || namesGenerically(words, j)));

const ARTICLES = new Set(["un", "una", "unos", "unas", "el", "la", "los", "las"]);
/** Words that open a clause with a subject of its own ("porque el guitarrón no tiene…"). */
const SUBORDINATORS = new Set(["porque", "que", "cuando", "pues", "ya", "y", "pero", "aunque"]);

const startsWithAny = (w: string, stems: readonly string[]) => stems.some((s) => w.startsWith(s));

function clauses(tokens: readonly Token[]): Token[][] {
  const by = new Map<number, Token[]>();
  for (const t of tokens) by.set(t.clause, [...(by.get(t.clause) ?? []), t]);
  return [...by.values()];
}

/** "no (lo) sé" without a passive continuation ("no se menciona" is an abstention too, "no se ve" is not). */
function deniesKnowing(c: readonly Token[]): boolean {
  for (let i = 0; i < c.length; i++) {
    if (c[i]!.fold !== "no") continue;
    let j = i + 1;
    if (["lo", "la", "le", "los", "las"].includes(c[j]?.fold ?? "")) j++;
    if (c[j]?.raw.toLowerCase() === "sé" || (c[j]?.fold === "se" && (j === c.length - 1 || ["que", "cual", "cuales", "cuando", "donde", "quien", "quienes", "como", "cuanto", "cuantos", "cuantas", "si", "exactamente", "bien", "muy"].includes(c[j + 1]!.fold)))) return true;
  }
  return false;
}

/** Whether one clause of an answer abstains. */
export function clauseAbstains(c: readonly Token[], answerNamesSource = false): boolean {
  // A condition opening the clause hedges what follows it and denies nothing ("Si no recuerdo mal, a Amón", "If I'm
  // not mistaken, …"); what follows is read alone ("Si no está en tus notas, no lo sé").
  const condition = ["si", "if"].includes(c[0]?.fold ?? "") ? c.findIndex((t, j) => j > 0 && t.commaBefore) : -1;
  if (condition > 0) return clauseAbstains(c.slice(condition), answerNamesSource);
  const words = c.map((t) => t.fold);
  if (words.some((w) => DENIALS.has(w))) return true;
  if (deniesKnowing(c)) return true;
  const namesSource = namesNotes(words);
  // A negation shortly before the verb or noun it denies ("no lo sé", "no se menciona", "no tengo esa información").
  // (Not "nadie" in a relative clause: "números que nadie conoce" says a thing of the numbers.)
  // (Nor a negation in a relative clause after a noun phrase: "un dato que no se conoce" says a thing of the datum.)
  const relative = (at: number) => words[at - 1] === "que" && ARTICLES.has(words[at - 3] ?? "") && c[at - 2]?.content === true;
  // (Within its part: "sin montarlas, | y se conocen más de…" denies nothing of the knowing.)
  const apart = (from: number, to: number) => c.slice(from + 1, to + 1).some((t) => t.commaBefore);
  const deniedSoon = (stems: readonly string[], also: (w: string, j: number) => boolean = () => true) =>
    words.some((w, j) => startsWithAny(w, stems) && also(w, j) && words.slice(Math.max(0, j - 4), j).some((x, k, near) => NEGATIONS.has(x) && !(x === "nadie" && (near[k - 1] === "que" || words[Math.max(0, j - 4) + k - 1] === "que")) && !relative(Math.max(0, j - 4) + k) && !apart(Math.max(0, j - 4) + k, j)));
  // (Not what others named before it do not know: "los hipertensos no saben que lo son" narrates, it does not abstain.)
  // (Nor what a thing cannot do: "no sabe trepar a los árboles" — knowing how, an infinitive after it.)
  const othersKnowing = c.some((t, j) => THIRD_PERSON_KNOWING.has(t.fold) && c[j - 1]?.fold === "no" && (c.slice(Math.max(0, j - 4), j - 1).some((x) => x.content && !namesNotes([x.fold])) || /^\p{L}{2,}[aei]r(se)?$/u.test(c[j + 1]?.fold ?? "")));
  // (Nor tasting: "no es tóxico y sabe mal", "sabe a tierra"; nor a meeting narrated: "nunca llegó a conocerlo".)
  const tasting = (j: number) => /^sab(e|en|ia|ian)$/.test(words[j] ?? "") && /^(bien|mal|a|al|amargo|amarga|dulce|raro|rara|fatal|mejor|peor)$/.test(words[j + 1] ?? "");
  // (Nor the noun "récord", a "record" only where the notes are named: "no cuenta como récord" abstains from nothing;
  // nor a known thing: "no tenían ningún elemento conocido" — the participle after its noun.)
  if (!othersKnowing && (deniedSoon(KNOWING, (w, j) => !NARRATED_KNOWING.has(w) && !NOT_KNOWING.test(w) && !tasting(j) && !(/^(conocid|sabid)[oa]s?$/.test(w) && c[j - 1]?.content === true && !startsWithAny(words[j - 1]!, KNOWLEDGE_NOUNS)) && !(/^records?$/.test(w) && !namesSource && !answerNamesSource) && !(words[j - 1] === "a" && /^(llego|llegaron|llegaba|llegaban)$/.test(words[j - 2] ?? ""))) || deniedSoon([...KNOWING_WHOLE], (w) => KNOWING_WHOLE.has(w)))) return true;
  // Unable oneself to say it: "no podría decírtelo", "no puedo confirmarlo" (a first-person verb governing it).
  if (words.some((w, j) => /^(decir|confirm|asegur|concret)/.test(w) && FIRST_PERSON_GOVERNORS.has(words[j - 1] ?? "") && words.slice(Math.max(0, j - 4), j - 1).some((x) => NEGATIONS.has(x)))) return true;
  // ("información" is itself a word for the notes: here only another one names them.)
  const namesNotesBesides = namesNotes(words.filter((w) => !startsWithAny(w, KNOWLEDGE_NOUNS)));
  if (deniedSoon(KNOWLEDGE_NOUNS, () => words.length <= 3 || namesNotesBesides || words.some((w) => HAVING.has(w)))) return true;
  // Lacking it oneself: "me falta información", "nos faltan datos".
  if (words.some((w, j) => (w === "falta" || w === "faltan") && (words[j - 1] === "me" || words[j - 1] === "nos")) && words.some((w) => startsWithAny(w, KNOWLEDGE_NOUNS))) return true;
  const findingIsMine = (w: string) =>
    FINDING_FIRST_PERSON.has(w) || (FINDING_INFINITIVE.has(w) && words.some((x, j) => x === w && FIRST_PERSON_GOVERNORS.has(words[j - 1] ?? "")));
  if (deniedSoon(FINDING, (w) => findingIsMine(w) || namesSource || answerNamesSource)) return true;
  // Not seeing it in the notes ("no lo veo en tus notas", "I don't see that in your notes").
  if ((namesSource || answerNamesSource) && deniedSoon([...SEEING], (w) => SEEING.has(w))) return true;
  // Certainty denied of oneself or of the answer ("no estoy seguro", "no es seguro"), not of a thing ("una contraseña
  // segura no se repite").
  if (words.some((w, j) => w.startsWith("segur") && ["estoy", "estamos", "es", "esta", "soy", "tan"].includes(words[j - 1] ?? "") && words.slice(Math.max(0, j - 4), j - 1).some((x) => NEGATIONS.has(x)))) return true;
  // (Not where a "nota" after an article is one of another sense and the denial has a subject of its own after it: "debe
  // buscar la nota de oído porque el guitarrón no tiene trastes".)
  const otherSubject = words.some((w, k) => ADJECTIVAL_SOURCES.has(w) && !POINTING.has(words[k - 1] ?? "") && words.some((x, m) => m > k && SUBORDINATORS.has(x) && !words.slice(k + 1, m).some((y) => NEGATIONS.has(y)) && ARTICLES.has(words[m + 1] ?? "") && c[m + 2]?.content === true && words.slice(m + 3).includes("no")));
  if ((namesSource || answerNamesSource) && !otherSubject && deniedSoon(SAYING)) return true;
  // Said impersonally of the notes: "no se dice cuántos", "no se especifica", "no se indica dónde".
  if (words.some((w, j) => w === "no" && words[j + 1] === "se" && IMPERSONAL_SAYING.test(words[j + 2] ?? "") && (j + 3 >= words.length || INTERROGATIVES.has(words[j + 3]!)))) return true;
  // Located outside the notes: "that isn't in your notes", "not in the material".
  if (words.some((w, j) => NEGATIONS.has(w) && ["in", "en", "within", "inside"].includes(words[j + 1] ?? "") && words.slice(j + 2, j + 5).some((x) => SOURCES.has(x)))) return true;
  // What the notes only hold: "tus notas solo hablan de …", "en tus notas solo aparece …" — or, after the answer
  // named them, a clause whose verb has them as its subject ("No aparece en tus notas; solo explican la apertura").
  const restricted = words.some((w) => RESTRICTIVE.has(w));
  if (namesSource && restricted && words.some((w) => startsWithAny(w, SAYING) || startsWithAny(w, KNOWING) || startsWithAny(w, KNOWLEDGE_NOUNS))) return true;
  if (answerNamesSource && restricted && words.some((w) => SOURCE_VERBS_PLURAL.test(w))) return true;
  return false;
}

/** First-person words of knowing or having ("no lo sé", "no tengo", "no puedo decirlo", "I don't know"). */
const FIRST_PERSON = new Set(["tengo", "puedo", "podria", "encuentro", "veo", "conozco", "me", "i", "my", "im"]);

/**
 * Whether an answer speaks of the notes or of its own knowing ("tus notas no…", "no lo sé", "no tengo…") — an
 * abstention's voice — rather than stating, as a note may, that a thing is not known ("aún no se sabe con certeza").
 */
export function speaksOfOwnKnowing(tokens: readonly Token[]): boolean {
  const words = tokens.map((t) => t.fold);
  return namesNotes(words) || tokens.some((t) => t.raw.toLowerCase() === "sé") || words.some((w) => FIRST_PERSON.has(w));
}

export interface AbstentionReading {
  readonly abstains: boolean;
  /** The tokens outside abstaining clauses (what the answer says besides abstaining). */
  readonly rest: Token[];
  /** Whether any clause abstains. */
  readonly hasAbstainingClause: boolean;
  /** The rest puts forward a guess ("creo que es…"): an answer, whatever the denial before it. */
  readonly guesses?: boolean;
}

/**
 * Reads an answer for abstention. `known` holds the question and every note
 * of the bank: what the rest of an abstaining answer may repeat without
 * answering.
 */
export function readAbstention(answer: string, known: SourceIndex | readonly SourceIndex[], asked: SourceIndex | null = null): AbstentionReading {
  // Several indexes are read together without copying them (the bank's notes index is large and cached).
  const knownAll = Array.isArray(known) ? (known as readonly SourceIndex[]) : [known as SourceIndex];
  const tokens = tokenize(answer);
  if (!tokens.some((t) => /[\p{L}\p{N}]/u.test(t.raw))) return { abstains: true, rest: [], hasAbstainingClause: false };
  const parts = clauses(tokens);
  const namesSource = namesNotes(tokens.map((t) => t.fold));
  // Words inside quotation marks are what the answer quotes («Solo sé que no sé nada»), not the answer's own denial.
  const quoted = quotedWords(answer);
  const abstaining = parts.map((c) => clauseAbstains(quoted.size ? c.filter((t) => !quoted.has(t.fold)) : c, namesSource));
  // An elliptical denial after what the notes say: "Tus apuntes hablan de su tamaño, pero no de sus lunas" — both
  // clauses tell what the notes cover.
  parts.forEach((c, i) => {
    const w = c.map((t) => t.fold);
    // "…, pero no de sus lunas", "…, pero no cuántos caen", "…, pero no lo que pesa", "…, pero no a qué edad", "…, but
    // not how many".
    // (Or the thing itself, named with a possessive or an article: "…, pero no su esperanza de vida", "but not its price".)
    const elliptical = ["pero", "y", "aunque", "mas", "but"].includes(w[0] ?? "") && ["no", "not"].includes(w[1] ?? "") && (ELLIPTICAL_HEADS.has(w[2] ?? "") || INTERROGATIVES.has(w[2] ?? "") || (w[2] === "lo" && w[3] === "que") || (["a", "con", "desde", "hasta", "para"].includes(w[2] ?? "") && INTERROGATIVES.has(w[3] ?? "")));
    // (Or with no conjunction, after a comma inside the clause: "Tus notas hablan de cómo se cultiva, no de cuánto…".)
    const cut = c.findIndex((t, j) => j > 2 && t.commaBefore && ["no", "not"].includes(t.fold) && (["de", "del", "sobre", "acerca", "about"].includes(w[j + 1] ?? "") || INTERROGATIVES.has(w[j + 1] ?? "")));
    if (cut > 0 && namesNotes(w.slice(0, cut)) && w.slice(0, cut).some((x) => SOURCE_VERBS_PLURAL.test(x) || startsWithAny(x, SAYING))) abstaining[i] = true;
    const before = parts[i - 1]?.map((t) => t.fold) ?? [];
    if (elliptical && namesNotes(before) && before.some((x) => SOURCE_VERBS_PLURAL.test(x) || startsWithAny(x, SAYING))) abstaining[i] = abstaining[i - 1] = true;
    // "Your notes say nothing about…", "tus apuntes cuentan nada de…": the notes' saying denied after the verb.
    if (namesNotes(w) && w.some((x, j) => SOURCE_VERBS_PLURAL.test(x) && (w[j + 1] === "nothing" || w[j + 1] === "nada"))) abstaining[i] = true;
    // "There's nothing about its cost in your notes", "Your notes have nothing on it": nothing there, or held by them.
    if (namesNotes(w) && w.some((x, j) => (x === "nothing" || x === "nada") && (w[j - 1] === "have" || w[j - 1] === "contain" || w.slice(Math.max(0, j - 3), j).includes("there")))) abstaining[i] = true;
    // "No aparece en tus apuntes; hablan de cómo viven…": what the notes cover, their subject left unsaid after the denial.
    const k = ["solo", "solamente", "only", "just"].includes(w[0] ?? "") ? 1 : 0;
    // (With "solo" the plural verb's subject is the notes, named or not: "No podría decírtelo: solo cuentan cómo llegan…".)
    if (i > 0 && abstaining[i - 1] && (namesNotes(parts.slice(0, i).flat().map((t) => t.fold)) || k === 1) && SOURCE_VERBS_PLURAL.test(w[k] ?? "") && (["de", "del", "sobre", "acerca", "about", "of"].includes(w[k + 1] ?? "") || (INTERROGATIVES.has(w[k + 1] ?? "") && w[k + 1] !== "que"))) abstaining[i] = true;
  });
  if (!abstaining.some(Boolean)) return { abstains: false, rest: tokens, hasAbstainingClause: false };
  const rest = parts.filter((_, i) => !abstaining[i]).flat();
  // (The notes and their saying are none of the answer's: "tus notas cuentan que …" tells what they hold.)
  const says = rest.filter(
    (t) =>
      !(namesSource && (SOURCE_VERBS_PLURAL.test(t.fold) || SOURCES.has(t.fold))) &&
      (t.symbol ||
      (t.num !== null && !knownAll.some((k) => k.numbers.has(t.num!))) ||
      (t.content && knownAll.every((k) => align(t, k) === null)) ||
      (t.name && !knownAll.some((k) => k.names.has(t.fold)))),
  );
  // A guess after the denial answers all the same, even in words the notes hold ("…, aunque creo que es el 2 %"); so
  // does a claim set against the denial that says the question's words again with one of its own, and nothing of the
  // notes ("Tus notas no lo dicen, pero lo inventó un navegante…", where the notes say "navegante" elsewhere) — or an
  // amount of them, however vague ("No aparece en tus notas, aunque tuvo varias hijas"), or none: the question's words
  // denied ("…, aunque no tuvo hijos" answers "¿Cuántos hijos tuvo?" with zero) — or one, asked how many ("…, pero
  // tuvo un hijo").
  const countAsked = asked?.stems.has("cuant") === true;
  const claims = (c: readonly Token[], i: number) => asked !== null && abstaining[i - 1] === true && !abstaining[i] && ADVERSATIVES.has(c[0]?.fold ?? "") && !namesNotes(c.map((t) => t.fold)) &&
    c.some((t) => t.content && !t.name && align(t, asked) !== null) && c.some((t) => ((t.content || t.name || t.num !== null) && align(t, asked) === null) || VAGUE_AMOUNT.has(t.fold) || denies(c, t) || (countAsked && ONE.has(t.fold)));
  // So does a claim made first and only hedged after, by a bare "no se sabe con certeza" that names nothing unknown
  // ("Marcaban territorios…, aunque no se sabe con certeza"; not "…, pero no se sabe en qué año").
  const bareHedge = (c: readonly Token[]) => ADVERSATIVES.has(c[0]?.fold ?? "") && c.slice(1).every((t) => !INTERROGATIVES.has(t.fold) && (!t.content || CERTAINTY.has(t.fold)));
  const hedgedClaim = !abstaining[0] && !namesNotes(parts[0]!.map((t) => t.fold)) && parts[0]!.some((t) => t.content || t.num !== null) && parts.every((c, i) => !abstaining[i] || (i > 0 && bareHedge(c)));
  const guesses = (rest.some((t) => GUESSING.has(t.fold)) && rest.some((t) => t.content || t.num !== null)) || parts.some(claims) || hedgedClaim;
  return { abstains: says.length === 0 && !guesses, rest, hasAbstainingClause: true, guesses };
}

/** Verbs of saying, impersonal after "no se" ("no se dice", "no se indica", "no se explica"). */
const IMPERSONAL_SAYING = /^(dice|dicen|indica|indican|explica|explican|especifica|especifican|detalla|detallan|aclara|aclaran|cuenta|cuentan|sabe|precisa)$/;

/** Interrogatives that head what the notes leave unsaid ("pero no cuántos caen"). */
export const INTERROGATIVES: ReadonlySet<string> = new Set(["que", "cuanto", "cuanta", "cuantos", "cuantas", "cuando", "donde", "quien", "quienes", "como", "cual", "cuales", "por", "what", "how", "when", "where", "who", "which", "why"]);

/** Words that deny what the clause says ("no", "nunca", "ningún"). */
const DENYING = new Set(["no", "nunca", "jamas", "ningun", "ninguno", "ninguna", "ningunos", "ningunas", "never", "none"]);

/** What heads the thing an elliptical denial names ("…, pero no de sus lunas", "…, pero no su precio", "but not its…"). */
const ELLIPTICAL_HEADS: ReadonlySet<string> = new Set(["de", "del", "sobre", "acerca", "en", "about", "on", "su", "sus", "el", "la", "los", "las", "its", "their", "the"]);
/** And what else opens a phrase, no verb, after a denial ("…, pero no a sus hijos", "no con ella", "no lo que…"). */
const NOT_DENIED_AFTER: ReadonlySet<string> = new Set([...ELLIPTICAL_HEADS, "a", "al", "con", "lo", "of"]);

/** Whether t denies the word after it, past a clitic ("no tuvo hijos", "nunca se casó"; not "no de sus hijos"). */
function denies(c: readonly Token[], t: Token): boolean {
  const k = c.indexOf(t);
  const next = CLITICS.has(c[k + 1]?.fold ?? "") ? c[k + 2] : c[k + 1];
  return DENYING.has(t.fold) && next !== undefined && /\p{L}/u.test(next.raw) && !NOT_DENIED_AFTER.has(next.fold) && !INTERROGATIVES.has(next.fold);
}

/** Words that set a clause against the one before ("…, pero…"). */
const ADVERSATIVES = new Set(["pero", "aunque", "but", "though", "although"]);

/** What a bare hedge says besides its denial: knowing and how surely ("no se sabe con certeza", "not for sure"). */
const CERTAINTY = new Set(["sabe", "saben", "sabemos", "se", "conoce", "conocen", "certeza", "seguridad", "seguro", "segura", "exactitud", "exactamente", "cierto", "claro", "realmente", "todo", "known", "sure", "certain", "exactly", "for"]);

/** Words that put forward a guess, or hearsay: what is believed or ascribed ("aunque se atribuye a…", "se cree que…"). */
const GUESSING = new Set(["creo", "supongo", "diria", "imagino", "intuyo", "sospecho", "quiza", "quizas", "probablemente", "seguramente", "posiblemente", "think", "guess", "probably", "maybe", "perhaps", "atribuye", "atribuyen", "atribuia", "atribuian", "atribuido", "atribuida", "cree", "creen", "creia", "creian", "ronda", "rondan", "rondaba", "rondaban", "aproximadamente", "alrededor", "suele", "suelen", "solia", "solian", "normalmente", "generalmente", "habitualmente", "tipicamente", "usually", "typically"]);

/** The accent-folded words an answer holds only inside quotation marks (« », “ ”, " "). */
export function quotedWords(answer: string): Set<string> {
  const inside = [...answer.matchAll(/«([^»]*)»|“([^”]*)”|"([^"]*)"/gu)].map((m) => m[1] ?? m[2] ?? m[3] ?? "").join(" ");
  if (!inside.trim()) return new Set();
  const outside = new Set(tokenize(answer.replace(/«[^»]*»|“[^”]*”|"[^"]*"/gu, " ")).map((t) => t.fold));
  return new Set(tokenize(inside).map((t) => t.fold).filter((w) => !outside.has(w)));
}

/**
 * A word of the reference's quotation the answer leaves out while quoting words of its own: a quotation is its own
 * words, so «Esta tierra es de todos» is another saying than «Esta tierra tiene dueño», whatever else it shares.
 */
export function misquotedWord(answer: string, reference: string, missing: readonly Token[] = []): Token | undefined {
  const quoted = quotedWords(reference);
  return quoted.size && quotedWords(answer).size ? missing.find((m) => quoted.has(m.fold)) : undefined;
}
