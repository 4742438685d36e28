/**
 * What an answer says that its sources (the note, the reference, the question) do not hold (lib/grading/autoGrader.ts):
 * the additions that make an answer X.
 */
import { type SourceIndex, type Token, align, alignsLiterally, initialsOf, isOrdinal, placeKinds, synonymTargets, textParts, tokenIndex, tokenize } from "@/lib/text/analyze";
import { MEASURE_UNIT, VAGUE_AMOUNT, measuresAmount } from "@/lib/text/phrases";
import { articleUnitAlt } from "@/lib/text/ones";
import { saysDegree } from "@/lib/text/comparison";
import { DETERMINERS, GERUND, INFINITIVE, PHRASE_PREPOSITIONS } from "@/lib/text/spanish";
import { ORDINALS, antonyms } from "@/lib/text/lexicon";
import { demonymLink, relational } from "@/lib/text/relational";
import { stemWord } from "@/lib/text/stem";
import { deniedOpposite } from "./reference";
import { conditionsApart } from "./placement";
import { START } from "./flips";
import { sinOfSource } from "./saidOtherwise";
import { CAUSE, CONSEQUENCE } from "@/lib/verifier/causes";

const OPERATOR = /^[=×÷·]$/;
/** What opens a further case: "si", "cuando". */
const CASE_OPENERS = new Set(["si", "cuando", "if", "when"]);
/** Particles of a surname, between a given name and the name ("Ludwig van Beethoven"). */
const PARTICLES = new Set(["van", "von", "da", "di"]);

/** Words of an occupation: where the sources ask or say what one worked at, "su oficio era…" names what is asked. */
const OCCUPATION = /^(oficio|oficios|profesion|profesiones|ocupacion|ocupaciones)$/;
const OCCUPIED = ["dedicar", "trabajar", "oficio", "profesion", "ocupacion"].map((w) => stemWord(w));

/** Stands of plants ("un bosque de pinos") and the endings of their collectives ("pinar", "robledal", "hayedo", "viñedo"). */
const STANDS = new Set(["bosque", "bosques", "campo", "campos", "plantacion", "plantaciones", "arboleda", "arboledas"]);
const COLLECTIVE_ENDS = ["ar", "ares", "al", "ales", "edal", "edales", "edo", "edos", "eda", "edas"];
/** Kinds of area said before a place's adjective. */
const AREA_KINDS = new Set(["region", "regiones", "zona", "zonas", "tierra", "tierras", "territorio", "territorios", "comarca", "comarcas", "area", "areas"]);

/**
 * Content of an answer that its sources do not hold: names, numbers, formula symbols, amounts said vaguely where the
 * sources give none ("en unas pocas semanas"), unaligned content words.
 */
export function unsupported(tokens: readonly Token[], source: SourceIndex, ignore: ReadonlySet<Token> = new Set()): { strong: Token[]; words: Token[] } {
  const strong: Token[] = [];
  const words: Token[] = [];
  const own = new Set(tokens.map((t) => t.stem));
  // A thesaurus synonym stands in for a word of the source the answer does not say itself; one whose every
  // counterpart the answer already says is a word of its own ("los frutos secos" next to "las legumbres").
  const held = (t: Token) => {
    const a = align(t, source);
    // (What the answer says a thing is called is a name: the source holds it as said, "un pigmento llamado curcumina"
    // is not "cúrcuma".)
    const at = tokens.indexOf(t);
    if (a !== "stem" && a !== "number" && at > 0 && (/^(llamad|denominad)[oa]s?$/.test(tokens[at - 1]!.fold) || (tokens[at - 1]!.fold === "como" && /^conocid[oa]s?$/.test(tokens[at - 2]?.fold ?? "")))) return false;
    // (A degree the source says in another word of its pole: "una proporción mayor" where it says "más".)
    return saysDegree(t, source) || (a !== null && (a !== "synonym" || synonymTargets(t, source).length === 0 || synonymTargets(t, source).some((s) => !own.has(s)))) || deniedOpposite(t, source);
  };
  // "la ciudad de Verona": the kind of place says nothing the name does not; nor does a kind of area before the
  // adjective of a place the source names ("la región andina", "tierras cántabras" where it says "los Andes", "Cantabria").
  const kinds = placeKinds(tokens);
  const ofPlace = (t: Token | undefined) => t !== undefined && t.content && !t.name && (demonymLink(t, source) || source.nameStems?.has(`${t.stem}i`) === true || [...(relational().get(t.stem) ?? [])].some((r) => source.stems.has(r)));
  tokens.forEach((t, i) => AREA_KINDS.has(t.fold) && ofPlace(tokens[i + 1]) && kinds.add(t));
  // (Nor a stand of plants where the source names it by its collective: "bosques de pinos" for "los pinares".)
  tokens.forEach((t, i) => STANDS.has(t.fold) && tokens[i + 1]?.fold === "de" && COLLECTIVE_ENDS.some((e) => source.names.has(tokens[i + 2]?.fold.replace(/(?<=[^aeiou])(os|as|es)$|(?<=[aeiou])s$/, "") + e)) && kinds.add(t));
  // The unit of an amount the source holds in another unit ("mil metros" where it says "un kilómetro").
  // (Or after "un" / "una": "un trimestre" where it says "tres meses".)
  const otherUnit = (i: number) => {
    const prev = tokens[i - 1];
    const alt = prev?.alt ?? articleUnitAlt(prev, tokens[i]);
    return MEASURE_UNIT.test(tokens[i]!.fold) && alt !== undefined && source.stems.has(alt);
  };
  // The span between two numbers the answer says and the source holds is worked out, no fact of its own ("unos 21
  // años, entre 1563 y 1584"), nor is its unit.
  const said = tokens.filter((a) => a.num !== null && source.numbers.has(a.num));
  // (Nor the product of two it says, a count and an amount: "noventa minutos, en dos partes de 45".)
  const span = (t: Token | undefined) => t?.num != null && !source.numbers.has(t.num) && said.some((a) => said.some((b) => Math.abs(a.num! - b.num!) === t.num || (a !== b && a.num! * b.num! === t.num)));
  for (const [i, t] of tokens.entries()) {
    if (ignore.has(t) || kinds.has(t) || (OCCUPATION.test(t.fold) && OCCUPIED.some((s) => source.stems.has(s))) || impliedByVerb(tokens, i) || supportVerb(tokens, i, source) || bothOfPair(tokens, i, source) || isAcronymOf(t, source, tokens) || otherUnit(i) || (MEASURE_UNIT.test(t.fold) && span(tokens[i - 1])) || ((t.name || (i === 0 && PARTICLES.has(tokens[1]?.fold ?? ""))) && givenName(tokens, i, source))) continue;
    // (An operator between two numbers, "5 + 8 = 13", works a sum out; it says nothing of its own.)
    if (t.symbol) (source.stems.has(t.stem) || (OPERATOR.test(t.raw) && tokens[i - 1]?.num != null && tokens[i + 1]?.num != null) ? null : strong.push(t));
    else if (t.num !== null) {
      // (A count of things the source says only as an ordinal is none of its: "en dos tomos" where it says "la Segunda
      // República"; an ordinal or a figure may say it: "II", "2.ª"; so may a number after "número": "el gobernante número
      // nueve" is the ninth.)
      const countOnlyOrdinal = !isOrdinal(t) && /^\p{L}+$/u.test(t.raw) && !/^[IVXLCDM]+$/.test(t.raw) && source.ordinalOnly?.has(t.num) === true && tokens[i - 1]?.fold !== "numero";
      if ((!source.numbers.has(t.num) || countOnlyOrdinal) && !(t.alt !== undefined && source.stems.has(t.alt)) && !span(t) && !ordinalSaid(t, source) && !periodStart(tokens, i, source) && !roundedOf(tokens, i, source)) strong.push(t);
    } else if (t.name && !source.names.has(t.fold) && align(t, source) === null) strong.push(t);
    else if (t.content && !held(t) && MEASURE_UNIT.test(t.fold) && VAGUE_AMOUNT.has(tokens[i - 1]?.fold ?? "") && source.numbers.size === 0) strong.push(t);
    else if (t.content && !held(t) && !measuresAmount(tokens, i) && !sinOfSource(tokens, i, source)) words.push(t);
  }
  // Three words in a row, each held only through a thesaurus link, hold a phrase of their own ("en órbitas
  // perfectamente circulares" through "esfera", "ejemplar"): loose links, not a paraphrase of what the source says.
  const loose = (t: Token | undefined) => t !== undefined && t.content && !ignore.has(t) && !kinds.has(t) && align(t, source) === "synonym";
  tokens.forEach((t, i) => loose(t) && loose(tokens[i + 1]) && loose(tokens[i + 2]) && words.push(...[t, tokens[i + 1]!, tokens[i + 2]!].filter((w) => !words.includes(w))));
  return { strong, words };
}

/** Words that make a number round about ("algo más de 42", "casi 43", "unos 42"). */
const ROUGHLY = new Set(["mas", "menos", "casi", "unos", "unas", "aproximadamente", "alrededor", "cerca", "about", "around", "almost", "nearly", "over"]);

/** A whole number said roughly where the source holds a fraction it rounds ("algo más de 42 kilómetros" for 42,195). */
function roundedOf(tokens: readonly Token[], i: number, source: SourceIndex): boolean {
  const n = tokens[i]!.num!;
  return Number.isInteger(n) && tokens.slice(Math.max(0, i - 3), i).some((t) => ROUGHLY.has(t.fold)) && [...source.numbers].some((m) => !Number.isInteger(m) && (Math.floor(m) === n || Math.ceil(m) === n));
}

/** The stems of the ordinals of each value ("primer", "primera", "primeros"… of 1). */
const ORDINAL_STEMS = new Map<number, Set<string>>();
for (const [w, v] of Object.entries(ORDINALS)) ORDINAL_STEMS.set(v, new Set([...(ORDINAL_STEMS.get(v) ?? []), stemWord(w)]));

/**
 * An ordinal the source says with no determiner before it, so as a word, not a number ("Álvaro de Bazán, primer marqués
 * de…" holds "el primer marqués").
 */
function ordinalSaid(t: Token, source: SourceIndex): boolean {
  return ORDINALS[t.fold] !== undefined && [...(ORDINAL_STEMS.get(ORDINALS[t.fold]!) ?? [])].some((s) => source.stems.has(s));
}

/** Verbs that only carry a noun of action ("lanza escupitajos" = "escupe", "emite un grito" = "grita"). */
const SUPPORT = /^(lanz|emit|solt|suelt|realiz|efectu)(a|an|aba|aban|o|aron|e|en|io|ieron|ar|ir)$/;

/** A support verb before a noun whose family, or whose word, the source holds: the noun says it all. */
function supportVerb(tokens: readonly Token[], i: number, source: SourceIndex): boolean {
  const noun = SUPPORT.test(tokens[i]!.fold) ? tokens.slice(i + 1, i + 3).find((t) => t.content) : undefined;
  const a = noun === undefined ? null : align(noun, source);
  return a === "stem" || a === "family";
}

/** Parts of the body that come in pairs: "las dos manos" are both hands where the source says "cada mano" or "ambas". */
const PAIRED = /^(manos|ojos|pies|orejas|brazos|piernas|alas|patas|hands|eyes|feet|ears|arms|legs|wings)$/;
const EACH = ["cada", "ambas", "ambos"].map((w) => stemWord(w));
const bothOfPair = (tokens: readonly Token[], i: number, source: SourceIndex) => tokens[i]!.num === 2 && /^(las|los|sus|the|its|their)$/.test(tokens[i - 1]?.fold ?? "") && PAIRED.test(tokens[i + 1]?.fold ?? "") && source.stems.has(tokens[i + 1]!.stem) && EACH.some((e) => source.stems.has(e));

/** Complements a verb of motion implies ("cae al suelo", "sube arriba", "sale fuera"): they add nothing to it. */
const IMPLIED: Readonly<Record<string, string>> = { suelo: "caer", arriba: "subir", abajo: "bajar", fuera: "salir", afuera: "salir", dentro: "entrar", adentro: "entrar" };
const IMPLYING = new Map(Object.entries(IMPLIED).map(([c, v]) => [c, tokenIndex(tokenize(v)[0]!)]));

/** A complement the verb before it in its clause implies ("…por la que cae una manzana al suelo"). */
function impliedByVerb(tokens: readonly Token[], i: number): boolean {
  const verb = IMPLYING.get(tokens[i]!.fold);
  return verb !== undefined && tokens.slice(Math.max(0, i - 5), i).some((x) => x.clause === tokens[i]!.clause && alignsLiterally(x, verb));
}

/** Spans of time whose first ones open a period ("los primeros años del siglo XI"). */
const TIME_SPANS = /^(anos|dias|meses|semanas|decadas|siglos|tiempos|momentos|compases|minutos|horas)$/;
const START_STEMS = [...START].map((w) => stemWord(w));

/** "los primeros años de…" where the source says "a comienzos de…": the start of the period, no number of its own. */
function periodStart(tokens: readonly Token[], i: number, source: SourceIndex): boolean {
  return tokens[i]!.num === 1 && ORDINALS[tokens[i]!.fold] !== undefined && TIME_SPANS.test(tokens[i + 1]?.fold ?? "") && START_STEMS.some((s) => source.stems.has(s));
}

/** An acronym of words the source (or the answer itself) says in full: "VPH" of "virus del papiloma humano". */
function isAcronymOf(t: Token, source: SourceIndex, tokens: readonly Token[]): boolean {
  return /^\p{Lu}{2,5}$/u.test(t.raw) && (source.initials?.has(t.fold) === true || initialsOf(tokens).has(t.fold));
}

/**
 * A name right before a name the source says on its own ("Richard Wagner" where the note says "las óperas de Wagner"):
 * the same person's given name, nothing new. Not where the source gives that name a first name of its own.
 */
function givenName(tokens: readonly Token[], i: number, source: SourceIndex): boolean {
  // (Past a surname's particle: "Ludwig van Beethoven", "Alexander von Humboldt".)
  const next = tokens[PARTICLES.has(tokens[i + 1]?.fold ?? "") ? i + 2 : i + 1];
  return next !== undefined && next.name && source.bareNames?.has(next.fold) === true && !/^\p{Lu}/u.test(tokens[i - 1]?.raw ?? "");
}

/** Words of degree a comparison's "que" follows ("más corta que", "tan densa que"). */
const DEGREE = new Set(["mas", "menos", "tan", "tanto", "tanta", "tantos", "tantas", "mayor", "menor", "mejor", "peor", "igual"]);

const POSITION_ADVERBS = new Set(["dentro", "fuera", "arriba", "abajo", "encima", "debajo", "delante", "detras", "cerca", "lejos", "adentro", "afuera"]);

/**
 * A word of its own in a statement the answer adds after it has said the whole reference ("Para ablandar la carne; |
 * se vende en polvo…") or in a gerund set off after it ("…a partir de su sombra, | comparándola con la sombra de un
 * bastón"): an addition, though one word. (A relative clause only after the whole reference: "la atracción que ejerce la
 * Luna" most often says the reference again.)
 */
export function addedPastReference(tokens: readonly Token[], word: Token, reference: SourceIndex, missing: readonly Token[], asked?: SourceIndex): boolean {
  if (missing.length > 0) return false;
  // (Not the word itself, held only by a thesaurus link: "y también con nasas" after "redes" says no more of them.)
  const said = tokens.flatMap((t, i) => (t.content && t !== word && align(t, reference) !== null ? [i] : []));
  const at = tokens.indexOf(word);
  if (said.length === 0) return false;
  // (Or in a phrase opened after the whole reference is said: "…muy duro y áspero | por sus taninos".)
  // (A "de" right after the reference's last word too: "palos gruesos | de fresno", the stuff of the thing — or after
  // the question's own words said right after it: "Doce cuerdas | de nailon" for "¿Cuántas cuerdas tiene…?".)
  let last = said.at(-1)!;
  while (asked && tokens[last + 1]?.content && tokens[last + 1] !== word && alignsLiterally(tokens[last + 1]!, asked)) last++;
  const opensPhrase = (t: Token, i: number) => i > said.at(-1)! && i < at && PHRASE_PREPOSITIONS.has(t.fold) && (!["de", "del"].includes(t.fold) || i === last + 1);
  // (A thing named there, not a verb's form or an adverb of place: "tarda en completar", "vacío por dentro".)
  const thing = !/(ar|er|ir)(lo|la|se)?$/.test(word.fold) && !["se", "que"].includes(tokens[at - 1]?.fold ?? "") && !POSITION_ADVERBS.has(word.fold);
  if (thing && tokens.some((t, past) => opensPhrase(t, past) && tokens.slice(past + 1, at).every((x) => !x.content))) return true;
  // (A gerund set off or coordinated: "…por la altura y dividiendo entre dos".)
  // (Or a consequence set off: "…sin tocarlo con los labios, | así varias personas pueden beber…".)
  // (Or a statement coordinated after a comma: "157 metros, | y durante unos años fueron el edificio más alto".)
  // (Or a thing of its own coordinated after it: "…un sabor ácido | y la piel dura".)
  // (A noun phrase, with no verb of its own after it: not "…y el terreno es alto"; nor "y los demás".)
  const phraseOnly = tokens.slice(at + 1).every((t) => t.content || t.clause !== word.clause);
  const coordinated = (t: Token, i: number) => thing && phraseOnly && word.fold !== "demas" && !t.commaBefore && ["y", "e"].includes(t.fold) && DETERMINERS.has(tokens[i + 1]?.fold ?? "") && tokens[i + 2] === word;
  // (Or a relative clause right after the whole reference: "un reptil… con forma de delfín | que comía peces" — not
  // one the reference goes on after, "la atracción | que ejerce la Luna".)
  // (Not the "que" of a comparison: "más corta que…", "tan densa que…".)
  const relative = (t: Token, i: number) => t.fold === "que" && i === said.at(-1)! + 1 && !tokens.slice(Math.max(0, i - 3), i).some((x) => DEGREE.has(x.fold));
  const opener = tokens.findIndex((t, i) => i > said[0]! && i < at && (coordinated(t, i) || relative(t, i) || ((t.commaBefore || ["y", "e"].includes(tokens[i - 1]?.fold ?? "")) && GERUND.test(t.fold)) || t.stopBefore || (t.commaBefore && (t.fold === "asi" || t.fold === "y" || (t.fold === "por" && tokens[i + 1]?.fold === "eso")))));
  // (The reference said before the break — its first two words at least; the added statement may repeat one.)
  return opener >= 0 && said.filter((i) => i < opener).length >= Math.min(2, said.length);
}

/**
 * A list answer's item of its own ("…, la espalda y los gemelos", "…y vitamina E"): a part after the first that says
 * the reference, set off by a comma or a conjunction in the same clause, whose words the sources do not hold — or whose
 * letter they do not. The item's word, or null.
 */
export function extraItem(tokens: readonly Token[], extraWords: readonly Token[], reference: SourceIndex, source: SourceIndex, list = true, note: readonly Token[] = []): Token | null {
  const parts = textParts(tokens);
  const first = parts.findIndex((p) => p.some((t) => t.content && align(t, reference) !== null));
  if (first < 0) return null;
  for (const p of parts.slice(first + 1)) {
    if (p[0]!.clause !== parts[first]![0]!.clause) break;
    const content = p.filter((t) => t.content);
    if (!(p[0]!.commaBefore || ["y", "e", "o", "u", "ni"].includes(p[0]!.fold)) || content.length === 0 || content.length > 3) continue;
    const letter = content.find((t) => /^\p{Lu}$/u.test(t.raw) && !source.names.has(t.fold));
    if (letter && list) return letter;
    if (content.every((t) => extraWords.includes(t)) && list) return content[0]!;
    // A last item, a bare noun phrase after «y» / «o», whose head the note holds only through the thesaurus and no
    // word of the reference ("… especias | y manteca", the note's «tripa» a sense of it): a thing of its own — after a
    // reference of one thing too ("Arroz | y manteca de cerdo").
    const head = content[0]!;
    // (A noun with its «de» complements: no verb, "y encaja con el paisaje", "y bajar la inflamación".)
    const nounPhrase = !INFINITIVE.test(head.fold) && p.slice(p.indexOf(head) + 1).every((t) => t.content || t.fold === "de" || t.fold === "del");
    const bare = ["y", "e", "o", "u"].includes(p[0]!.fold) && (p[1] === head || (DETERMINERS.has(p[1]?.fold ?? "") && p[2] === head)) && nounPhrase;
    // (Not where the note's word it stands for is said beside the item before it: "entre las montañas | y la costa"
    // where the note says "entre las montañas y el mar".)
    const before = parts[parts.indexOf(p) - 1]!.filter((t) => t.content).at(-1);
    const targets = new Set(synonymTargets(head, source));
    const beside = before !== undefined && note.some((n) => n.stem === before.stem && note.some((m) => targets.has(m.stem) && m.clause === n.clause));
    if (bare && p === parts.at(-1) && align(head, source) === "synonym" && align(head, reference) === null && !beside) return head;
  }
  return null;
}


/**
 * The words of its own an answer says in a part with none of the reference's words ("…, | sobre todo de noche"), or in
 * one that only says reference words again ("En un costado, … | en el lado derecho" adds "derecho"); else null.
 */
export function addedPart(tokens: readonly Token[], extraWords: readonly Token[], reference: SourceIndex, source: SourceIndex, whole = false): Token[] | null {
  const saidBefore = new Set<string>();
  const keys = (t: Token) => (align(t, reference) === "synonym" ? synonymTargets(t, reference) : [t.stem]);
  for (const [k, seg] of conditionsApart(textParts(tokens)).entries()) {
    const refWords = seg.filter((t) => t.content && align(t, reference) !== null);
    // A further case after the whole reference ("Si dura más de unos minutos | o si se ha golpeado la cabeza…"): its
    // words the sources hold only through the thesaurus are its own.
    const unheld = seg.filter((t) => t.content && !alignsLiterally(t, source));
    // (So are those of a consequence it draws: "…su saco de veneno, | y por eso la abeja muere poco después"; of a cause
    // it gives, two or more: "En Japón, | gracias a una revista que le dio su nombre" — one is the note's reason said in
    // other words, "…, porque por él solo pasan trenes".)
    const opens = (markers: string[][]) => markers.some((m) => m.every((w, d) => seg[d + (["y", "e"].includes(seg[0]!.fold) ? 1 : 0)]?.fold === w));
    const [consequence, cause] = [opens(CONSEQUENCE), opens(CAUSE)];
    if (whole && k > 0 && refWords.length === 0 && (((CASE_OPENERS.has(seg[0]!.fold) || cause) && unheld.length >= 2) || (consequence && unheld.length >= 1))) return unheld;
    const fresh = refWords.some((t) => keys(t).some((k) => !saidBefore.has(k)));
    for (const t of refWords) for (const k of keys(t)) saidBefore.add(k);
    // (Not one that names what the note names beyond the reference: "…, sacada de la cantera del volcán Rano Raraku".)
    const named = seg.some((t) => t.name && align(t, reference) === null && align(t, source) !== null);
    // (Nor one that only names a reference word again in a word of its own: "Del pueblo mexica, | los aztecas".)
    const renamed = seg.filter((t) => t.content).every((t) => refWords.includes(t));
    if (seg.some((t) => extraWords.includes(t)) && (refWords.length === 0 || (!fresh && !named && !renamed))) return seg.filter((t) => extraWords.includes(t));
  }
  return null;
}

/**
 * The answer's words said with the next word the note says after them ("…durante la guerra civil que acabó con el
 * califato" where the note says "…que acabó con el califato"): a statement of the note quoted, no claim of its own
 * about the reference — its words oppose nothing the reference says ("acabó" / "comienzos").
 */
export function quotedFromNote(answer: readonly Token[], note: readonly Token[]): Set<Token> {
  const nextContent = (ts: readonly Token[], i: number) => ts.slice(i + 1, i + 4).find((x) => x.content && x.clause === ts[i]!.clause);
  const quoted = new Set<Token>();
  answer.forEach((t, i) => {
    const x = t.content ? nextContent(answer, i) : undefined;
    if (x && note.some((n, k) => n.stem === t.stem && n.negated === t.negated && nextContent(note, k)?.stem === x.stem)) (quoted.add(t), quoted.add(x));
  });
  return quoted;
}

/** Words that restrict a claim to what follows them ("solo los machos"). */
const ONLY = /^(solo|solamente|unicamente|exclusivamente)$/;

/**
 * "Los machos; las hembras no tienen" where the note says "Solo los machos tienen astas": the opposite of what the note
 * restricts with "solo", denied, is what that "solo" says — no addition. The answer's words so said.
 */
export function deniedByOnly(answer: readonly Token[], note: readonly Token[]): Set<Token> {
  const only = note.filter((n, k) => n.content && !n.negated && note.slice(Math.max(0, k - 3), k).some((x) => ONLY.test(x.fold) && x.clause === n.clause));
  const denied = (t: Token) => answer.some((x) => x.clause === t.clause && (x.fold === "no" || x.fold === "nunca" || x.fold === "ni"));
  // (Not a word the note says itself: "no se filmó vivo" beside "solo por ejemplares muertos" is the note's own claim.)
  return new Set(answer.filter((t) => t.content && !note.some((n) => n.stem === t.stem) && only.some((n) => antonyms().get(t.stem)?.has(n.stem)) && denied(t)));
}
