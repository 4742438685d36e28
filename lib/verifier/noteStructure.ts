/**
 * The detector's checks of how an answer stands to the structure of its note — the order of its lists, their items,
 * the coordinated phrases of the answer slot, the slot's number, a yes/no against the note's polarity. Each is a
 * veto feature (lib/verifier/train.ts): a failed check decides by itself.
 */
import { asksForOrder } from "@/lib/grading/reference";
import { type SourceIndex, type Token, align, alignsLiterally as literal, direction, indexSource, indexTokens, isOrdinal, polarityOf, sameFamily, tokenIndex, tokenize } from "@/lib/text/analyze";
import { DOWN_WORDS, HIGH_POLE, LOW_POLE, UP_WORDS, antonyms } from "@/lib/text/lexicon";
import { ANY_PARTICIPLE, DETERMINERS, SPANISH_STOP_WORDS } from "@/lib/text/spanish";
import { causePhraseAt } from "./slotTrims";
import { type answerSlot, coordinatedPhrase, isItem, textParts } from "./slot";
import { adjectiveCoordinated, samePreposition, verbCoordinated } from "./coordination";
import { notDate } from "./placeSpan";
import { PRETERITE, RELATIVES, categoryNouns, closes } from "./slotSpans";
import { memberOfNamedClass } from "@/lib/text/cohyponyms";
import { stemWord } from "@/lib/text/stem";
export { numberDiffers } from "./numberCheck";

/**
 * The note's lists, item by item (by stem): within a clause, two or more parts that read as items (comma or "y"
 * apart) and the last content word before them — "se encuentran en la carne, el pescado, los huevos y las
 * legumbres" → carne, pescado, huevo, legumbr. Three items or more; or two, when the second is a single word after
 * "y"/"o" ("el dióxido de carbono y el metano"; not "y reparar los músculos", not "y la oferta se mantiene").
 */
function noteLists(note: readonly Token[], askedBetween = false): string[][] {
  return noteListItems(note, askedBetween).map((list) => list.map((item) => item[0]!));
}

/** Verbs of holding: "¿Qué <kind> lleva / tiene / contiene / incluye / usa…?". */
const HOLDS = /(?<![\p{L}])(?:lleva|llevan|tiene|tienen|contiene|contienen|incluye|incluyen|usa|usan|utiliza|utilizan)(?![\p{L}])/iu;

/** Verbs after a fronted "entre" that make it partitive ("Entre sus causas están…", "Entre ellos destacan…"). */
const AMONG_VERBS = new Set(["esta", "estan", "estaba", "estaban", "hay", "habia", "figura", "figuran", "destaca", "destacan", "se", "cabe", "encontramos"]);

/** The note's lists, each item with the stems of every content word of its part (its first word first). */
function noteListItems(note: readonly Token[], askedBetween = false, clauses: number[] = [], anchors: (string | undefined)[] = [], spans: Set<Token>[] = []): string[][][] {
  const parts = textParts(note);
  const lists: string[][][] = [];
  let i = 1;
  while (i < parts.length) {
    let j = i;
    // (Nor an adjective coordinated with an apposition before it: "el cerezo, | un árbol de flores blancas | o rosadas".)
    // (An item that goes on into a cause phrase ends the list: "en los pies | o las manos por el roce | o la presión" —
    // what follows is the cause's own coordination.)
    // (Nor a number coordinated with the number an item ends with: "…y castellanos en los siglos XV | y XVI"; nor a date
    // set off after a thing, which says when: "en Piornal, | un pueblo de Cáceres, | los días 19 | y 20 de enero".)
    const causeAt = causePhraseAt, dateAfterThing = (k: number) => k >= i && !notDate(parts[k]!, 0) && notDate(parts[k - 1]!, 0);
    const numberAfterNumber = (k: number) => k > i && parts[k - 1]!.at(-1)!.num !== null && parts[k - 1]!.some((t) => t.content && t.num === null) && parts[k]!.filter((t) => t.content).every((t) => t.num !== null);
    const headToken = [...parts[i - 1]!].reverse().find((t) => t.content);
    // (A preterite after a thing is a clause of its own, no item: "…el naturalismo en La cuestión palpitante | y luchó
    // por…"; nor does it go on a list of things: "suprimió las cadenas | y los grilletes | y mejoró la vida…".)
    const deed = (t: Token | undefined) => t !== undefined && PRETERITE.test(t.raw.toLowerCase());
    const clauseAfter = (k: number) => k > i && deed(parts[k]!.find((t) => t.content)) && !deed(headToken);
    // (A list ends with its conjunction's item: a part set off after it is an apposition, "…y el flabiol, | una flauta".)
    const closed = (k: number) => k > i && ["y", "e", "o", "u", "ni"].includes(parts[k - 1]![0]!.fold) && parts[k]![0]!.commaBefore;
    // (A bare word coordinated after an item with its determiner is one with it: "la machi, | la autoridad espiritual | y curandera".)
    const within = (k: number) => k > i && ["y", "e", "o", "u"].includes(parts[k]![0]!.fold) && parts[k]!.length === 2 && parts[k]![1]!.content && DETERMINERS.has(parts[k - 1]![0]!.fold);
    while (j < parts.length && parts[j]![0]!.clause === parts[i - 1]![0]!.clause && isItem(parts[j]!) && !(adjectiveCoordinated(parts[j]!, parts[j - 1]!) && j > i && ["un", "una"].includes(parts[j - 1]![0]!.fold)) && !(j > i && causeAt(parts[j - 1]!) > 0) && !numberAfterNumber(j) && !dateAfterThing(j) && !clauseAfter(j) && !closed(j) && !within(j)) j++;
    const items = parts.slice(i, j).map((p) => p.find((t) => t.content)!);
    const itemWords = parts.slice(i, j).map((whole) => { const p = causeAt(whole) > 0 ? whole.slice(0, causeAt(whole)) : whole; const first = p.find((t) => t.content)!; return [first.stem, ...p.filter((t) => t.content && t !== first).map((t) => t.stem)]; });
    // Names after a common noun are what the noun names, not more of its kind ("dos lunas pequeñas, Fobos y Deimos").
    // Numbers likewise ("dos dígitos, el 0 y el 1").
    // A comparative or superlative ("es el más largo, y el estribo…") heads no list: it is said of one thing.
    const before = headToken ? parts[i - 1]![parts[i - 1]!.indexOf(headToken) - 1] : undefined;
    const compared = before !== undefined && (before.fold === "mas" || before.fold === "menos");
    // A number ending the part before ("…a finales del siglo XVI y une canto, orquesta…") heads no list either.
    const head = headToken && !compared && headToken.num === null && !(items.every((t) => t.name || t.num !== null) && !headToken.name) ? headToken.stem : undefined;
    // Examples ("un medio material, como el aire o el agua"): naming some of them answers as well as naming all.
    const examples = parts[i - 1]!.some((t) => t.fold === "como" || t.fold === "ejemplo");
    // "entre el Sol y la Tierra": the two ends of one place, no list to complete — unless the question asks between
    // what ("¿Entre qué países está…?").
    // ("Entre sus causas están…" opens a list of which the causes are members: no place.)
    const among = (p: readonly Token[]) => p[0]!.fold === "entre" && p.slice(1, 5).some((t) => AMONG_VERBS.has(t.fold));
    const between = !askedBetween && !among(parts[i - 1]!) && parts[i - 1]!.some((t) => t.fold === "entre" || t.fold === "between");
    if (examples || between) {
      i = Math.max(j, i + 1);
      continue;
    }
    // (Nor a participle coordinated with one of the part before: "envueltos en una tira de masa | y fritos".)
    const pair = j - i === 1 && ["y", "e", "o", "u"].includes(parts[i]![0]!.fold) && itemWords[0]!.length === 1 && !(deed(items[0]) && !deed(headToken)) && !(ANY_PARTICIPLE.test(parts[i]![1]?.fold ?? "") && parts[i - 1]!.some((t) => ANY_PARTICIPLE.test(t.fold)));
    if (head && (j - i >= 2 || pair)) lists.push([[head], ...itemWords]);
    else if (!head && headToken && j - i >= 2) lists.push(itemWords);
    else {
      i = Math.max(j, i + 1);
      continue;
    }
    clauses.push(parts[i - 1]![0]!.clause);
    anchors.push(headToken?.stem);
    spans.push(new Set(parts.slice(i - 1, j).flat()));
    i = Math.max(j, i + 1);
  }
  return lists;
}

/**
 * Whether the answer names 2+ items of a list of the note in another order when the question asks for an order
 * (lib/grading/reference.ts; always when no question is given), or reverses a direction the note states.
 */
export function orderDiffers(note: string, noteTokens: readonly Token[], answer: readonly Token[], question: string | null): boolean {
  if (question === null || asksForOrder(question)) {
    for (const list of noteLists(noteTokens)) {
      const seen = answer.map((t) => list.indexOf(t.stem)).filter((k) => k >= 0);
      const distinct = seen.filter((k, i) => seen.indexOf(k) === i);
      if (distinct.length >= 2 && distinct.some((k, i) => i > 0 && k < distinct[i - 1]!)) return true;
    }
  }
  // A run of three or more numbers the note says in no run of its own: "1, 3, 1" or "1, 2, 2, 1" for "1, 3, 3, 1".
  const noteRuns = numberRuns(noteTokens).map((r) => ` ${r.join(" ")} `);
  if (numberRuns(answer).some((r) => r.length >= 3 && !noteRuns.some((n) => n.includes(` ${r.join(" ")} `)))) return true;
  const [noteDir, ansDir] = [noteTokens, answer].map((ts) => direction(ts, LOW_POLE, HIGH_POLE, UP_WORDS, DOWN_WORDS));
  return noteDir !== null && ansDir !== null && noteDir !== ansDir && note.length > 0;
}

/** The runs of numbers said one after another in one clause ("1, 3, 3, 1", "3, 4 y 5"), each as its values. */
function numberRuns(tokens: readonly Token[]): number[][] {
  const runs: number[][] = [];
  tokens.forEach((t, i) => {
    if (t.num === null) return;
    const link = ["y", "e", "o", "u"].includes(tokens[i - 1]?.fold ?? "") ? 2 : 1;
    const prev = tokens[i - link];
    if (prev?.num != null && prev.clause === t.clause && !t.stopBefore) runs.at(-1)!.push(t.num);
    else runs.push([t.num]);
  });
  return runs;
}

/**
 * Whether the answer names some items of a list of the note but not all of them: two or more of a longer list,
 * one of a pair the question does not name, or one end of a range.
 */
export function partialList(noteTokens: readonly Token[], answer: readonly Token[], question: string | null, slot: readonly Token[] | null = null): boolean {
  const q = question ? indexSource(question) : null;
  // A range ("entre siete y nueve horas", "de 7 a 9"): one end alone is part of it.
  // (An end said in another unit is said: "tres días" for "72 horas".)
  const given = new Set<number | string>(answer.flatMap((t) => (t.num === null ? [] : t.alt !== undefined ? [t.num, t.alt] : [t.num])));
  const has = (t: Token) => given.has(t.num!) || (t.alt !== undefined && given.has(t.alt));
  // (Not an end the note also states on its own: "entre 0 y 1: 0 si es imposible…" — "0" may answer that.)
  const ends = new Set<Token>();
  const ranges: [Token, Token][] = [];
  for (let i = 0; i + 3 < noteTokens.length; i++) {
    const [a, x, b, y] = [noteTokens[i]!, noteTokens[i + 1]!, noteTokens[i + 2]!, noteTokens[i + 3]!];
    const range = closes(b.fold, a.fold);
    if (range && x.num !== null && y.num !== null) ranges.push([x, y]), ends.add(x), ends.add(y);
  }
  const alone = (t: Token) => noteTokens.some((n) => n.num === t.num && !ends.has(n));
  for (const [x, y] of ranges) if (has(x) !== has(y) && !alone(has(x) ? x : y)) return true;
  const said = answer.filter((t) => t.content).map((t) => t.stem);
  const says = (w: string) => said.some((a) => a === w || sameFamily(a, w));
  let noteIndex: SourceIndex | undefined;
  // A list in a sentence the answer is not about ("representan ideas o palabras" two sentences before the one it
  // restates) is no list the answer leaves half said.
  const hits = new Map<number, number>();
  for (const t of noteTokens) if (t.content && says(t.stem)) hits.set(t.clause, (hits.get(t.clause) ?? 0) + 1);
  const most = Math.max(0, ...hits.values());
  const clauses: number[] = [];
  const anchors: (string | undefined)[] = [];
  const spans: Set<Token>[] = [];
  const lists = noteListItems(noteTokens, q !== null && (q.names.has("entre") || q.names.has("between")), clauses, anchors, spans);
  for (const [k, items] of lists.entries()) {
    if ((hits.get(clauses[k]!) ?? 0) < most) continue;
    const list = items.map((item) => item[0]!);
    // An item is named by any word of its part ("y une canto": "canto" names it), or by a word of its family the
    // stemmer keeps apart: a place for its demonym ("de Persia" / "persas"), a relational adjective for its noun.
    // (Or by a thesaurus synonym the note says nowhere: "la concha partida" for "rota" stands in for it.)
    const related = (stem: string) => noteTokens.filter((n) => n.stem === stem).some((n) => answer.some((a) => a.content && (literal(a, tokenIndex(n)) || (align(a, tokenIndex(n)) === "synonym" && !literal(a, (noteIndex ??= indexTokens(noteTokens)))))));
    const named = new Set(items.filter((item) => item.some((w) => says(w) || related(w))).map((item) => item[0]!));
    // (A list the answer and the question name whole together is said: "en agosto | y septiembre, | la temporada de…"
    // for «¿Por qué se prepara en agosto y septiembre?».)
    if (q !== null && items.every((item) => named.has(item[0]!) || item.some((w) => q.wordStems.has(w)))) continue;
    const size = new Set(list).size;
    // (One item of three or more, too, where all the answer says is in the list's clause: "Fiebre." for "dolor, fiebre
    // y…".)
    const clause = noteTokens.filter((t) => t.clause === clauses[k]).map((t) => t.stem);
    const within = answer.filter((t) => t.content).every((t) => clause.some((s) => s === t.stem || sameFamily(s, t.stem)));
    // (Not where the question asks for something else the note says beside the list: "dolor en la frente" of
    // "congestión, mucosidad y dolor en la frente" answers «¿Dónde duele?»; the slot then holds neither the list's
    // head nor any of its items.)
    // (In the list's own parts: "una base circular y un vértice" is no list «Un círculo» leaves half said, where the slot
    // is "la sección es un círculo", a clause after; nor "los lados opuestos iguales y paralelos" where the slot is
    // "…, y sus ángulos opuestos también son iguales", a statement after.)
    const slotHolds = slot === null || ([anchors[k], ...list].some((h) => slot.some((t) => t.stem === h)) && slot.some((t) => spans[k]!.has(t)));
    // (Nor one item the question picks out by the kind it asks for: «¿Con qué almidón…?» of "almidón de mandioca, queso,
    // huevos…", «¿Qué estación…?» of "la llegada de la primavera y el triunfo del bien".)
    // (Nor one item where the question asks which one of a kind the note never names a thing holds: «¿Qué legumbre
    // lleva…?» of "carne, caraotas negras, arroz…".)
    const oneOfKind = HOLDS.test(question ?? "") && [...categoryNouns(tokenize(question ?? ""))].some((c) => !c.fold.endsWith("s") && !noteTokens.some((n) => n.stem === c.stem || sameFamily(n.stem, c.stem)));
    const picked = named.size === 1 && q !== null && (oneOfKind || pickedByKind(items, [...named][0]!, tokenize(question!), noteTokens));
    if (slotHolds && !picked && (named.size >= 2 ? named.size < size : named.size === 1 && size >= 3 && within)) return true;
    // (Nor where the question names one item or its opposite: "la antena vertical… la altura | y la horizontal, el
    // volumen" is no pair for «¿Qué controla la antena vertical?»; nor a word of the named item alone: "franjas en el
    // cuerpo | y unas aletas…" for «¿Qué tiene en el cuerpo?».)
    const own = (w: string) => q !== null && q.stems.has(w) && items.filter((item) => item.includes(w)).length === 1;
    if (slotHolds && !picked && size === 2 && named.size === 1 && (q === null || !(list.some((s) => q.stems.has(s) || [...(antonyms().get(s) ?? [])].some((o) => q.stems.has(o))) || items.some((item) => named.has(item[0]!) && item.some(own))))) return true;
  }
  return false;
}

/**
 * Whether the kind a question asks for ("¿Qué teatro de marionetas…?": the noun after the interrogative and its "de"
 * complement) is said in one item of a list alone, the named one — by a word of the kind, before it with "de"
 * ("almidón de mandioca"), in an apposition set off right after it ("el bunraku, el teatro de marionetas"), or by a
 * member of the closed class it names ("estación": "primavera").
 */
function pickedByKind(items: readonly (readonly string[])[], named: string, question: readonly Token[], note: readonly Token[]): boolean {
  const kinds = [...categoryNouns(question)].flatMap((c) => {
    const at = question.indexOf(c);
    return question[at + 1]?.fold === "de" && question[at + 2]?.content ? [c.stem, question[at + 2]!.stem] : [c.stem];
  });
  // ("¿Qué tipo de maíz…?": the noun after a word of sort.)
  const sort = question.findIndex((t, i) => /^(tipos?|clases?|especies?|variedad(es)?)$/.test(t.fold) && ["que", "cual"].includes(question[i - 1]?.fold ?? "") && question[i + 1]?.fold === "de");
  const sorted = sort >= 0 && question[sort + 2]?.content ? question[sort + 2]!.stem : undefined;
  if (sorted) kinds.push(sorted);
  // (Said right before the item, "maíz blanco", only where a sort is asked: "luces roja y verde" are both lights.)
  const before = (kind: string, i: number) => (note[i - 1]?.fold === "de" && note[i - 2]?.stem === kind) || (kind === sorted && note[i - 1]?.stem === kind);
  const setOffAfter = (kind: string, i: number) => note[i + 1]?.commaBefore === true && note.slice(i + 1, i + 6).some((x, k) => x.stem === kind && x.clause === note[i]!.clause && !note.slice(i + 2, i + 2 + k).some((y) => y.commaBefore));
  const kindOf = (kind: string, item: string) => note.some((t, i) => t.stem === item && (before(kind, i) || setOffAfter(kind, i)));
  return kinds.some((kind) => {
    const holders = items.filter((item) => kindOf(kind, item[0]!) || item.some((w) => w === kind || (WHOLE_KINDS.has(kind) && memberOfNamedClass(kind, w))));
    return holders.length === 1 && holders[0]![0] === named;
  });
}

/** Kinds whose members the thesaurus of classes lists whole (not "gas" or "material", of which it names a few). */
const WHOLE_KINDS = new Set(["estación", "mes", "color", "planeta", "continente", "sentido"].map(stemWord));

/** The closed classes a question asks a member of, by the noun after its interrogative ("¿Qué estación…?"). */
export function classesAsked(category: ReadonlySet<Token>): string[] {
  return [...category].filter((t) => WHOLE_KINDS.has(t.stem)).map((t) => t.stem);
}

const EXCLUSIVE = new Set(["solo", "solamente", "unicamente", "only", "just"]);

/**
 * The note's answer slot holds coordinated phrases ("una apertura grande | y menos profundidad de campo") and the
 * answer states some of them literally but touches none of another — while saying it is all ("solo…") or saying
 * nothing else that could stand for the missing part.
 */
export function partialSlot(slot: NonNullable<ReturnType<typeof answerSlot>>, answer: readonly Token[], question: SourceIndex | null, classes: readonly string[] = []): boolean {
  const own = (ts: readonly Token[]) => ts.filter((t) => t.content && t.num === null && (question === null || align(t, question) === null));
  // "entre el Sol | y la Luna" is one place, not two coordinated phrases.
  const split = textParts(slot.tokens).reduce<Token[][]>((acc, p) => {
    const prev = acc.at(-1);
    // (Nor is a relative clause a phrase of its own: "un soldado inglés | que subía por la muralla".)
    if (prev && ((p[0]!.fold === "y" && prev.some((t) => t.fold === "entre")) || (p[0]!.fold === "que" && !p[0]!.commaBefore))) acc[acc.length - 1] = [...prev, ...p];
    else acc.push(p);
    return acc;
  }, []);
  // The first part and the phrases coordinated with it, up to the first part that is not one; an answer that says it
  // is all ("solo…") against every coordinated part of the slot's clause ("así el suelo no se agota | y se reducen las
  // plagas").
  const exclusive = answer.some((t) => EXCLUSIVE.has(t.fold));
  // (Predicates the slot itself coordinates — "se inflaman | y se estrechan", "gastan menos | y duran más" — are its
  // parts too.)
  const predicate = (p: readonly Token[]) => ["y", "e"].includes(p[0]!.fold) && p[1]?.fold === "se";
  // (So is a name after the conjunction: "Canadá | y Estados Unidos".)
  const bare = (p: readonly Token[]) => ["y", "e"].includes(p[0]!.fold) && !p[0]!.commaBefore && p[1]?.name === true;
  const end = split.findIndex((p, i) => i > 0 && !coordinatedPhrase(p) && !predicate(p) && !bare(p) && !verbCoordinated(p, slot.tokens) && !samePreposition(p, split[i - 1]!) && !(exclusive && ["y", "e", "ni"].includes(p[0]!.fold) && p[0]!.clause === split[0]![0]!.clause));
  // (A phrase coordinated after a relative clause of the first part goes on with the relative, not with the slot's head
  // — unless it is a predicate of the head's: "metal con un pico por donde sale una mecha de algodón | o de lino" leaves
  // nothing of "metal" half said.)
  const rel = split[0]!.findIndex((t, k) => k > 0 && RELATIVES.has(t.fold) && !(t.fold === "que" && ["mas", "menos", "tanto", "igual", "lo", "el", "la"].includes(split[0]![k - 1]!.fold)));
  const heads = rel > 0 && split[1] && !predicate(split[1]) && !verbCoordinated(split[1], slot.tokens) ? [split[0]!.slice(rel + 1), ...split.slice(1)] : split;
  const parts = heads.slice(0, end < 0 ? heads.length : end).map(own).filter((p) => p.length > 0);
  if (parts.length < 2) return false;
  // "solo" says it is all, nothing of the note's ("solo" is no form of "suelo").
  const ansIdx = indexTokens(answer.filter((t) => !EXCLUSIVE.has(t.fold)));
  const named = parts.filter((p) => p.some((t) => literal(t, ansIdx)));
  // (Asked for a member of a closed class, "¿Qué estación…?", a part that holds none is no part of the answer: "la
  // llegada del verano | y el fin de la cosecha".)
  const missing = parts.filter((p) => !p.some((t) => align(t, ansIdx) !== null) && !(classes.length && !p.some((t) => classes.some((c) => memberOfNamedClass(c, t.stem)))));
  if (named.length === 0 || missing.length === 0) return false;
  // (The answer may say all the first part, head and relative: "Por el antifaz negro de los ojos".)
  const namedIdx = indexTokens([...named.flat(), ...(heads !== split && named.includes(parts[0]!) ? own(split[0]!) : [])]);
  return exclusive || own(answer).every((t) => literal(t, namedIdx));
}

/** Words that ask about every case ("¿…sobre cualquier sustancia?"). */
const UNIVERSALS = new Set(["cualquier", "cualquiera", "todo", "toda", "todos", "todas", "siempre", "any", "every", "all", "always"]);

/**
 * A yes/no answer ("Sí, …", "No: …") against what the note says of the question: the note denies it when a word of
 * the question stands only under a negation there ("no sirven contra los virus, como el de la gripe"), and states it
 * otherwise. True when the answer's "sí" or "no" is the other one; false without a yes/no answer or a question word
 * in the note.
 */
export function polarityContradicts(note: SourceIndex, answer: readonly Token[], question: string | null, noteTokens: readonly Token[] = []): boolean {
  const said = polarityOf(answer);
  if (!said || !question) return false;
  const asked = tokenize(question).filter((t) => t.fold.length >= 3 && !SPANISH_STOP_WORDS.has(t.fold));
  const words = asked.filter((t) => note.stems.has(t.stem));
  // A question word the note says in another form of its family ("se pierde" / "sin pérdida"): the note's form counts.
  const forms = asked.filter((t) => !note.stems.has(t.stem)).map((t) => noteTokens.filter((n) => n.content && literal(t, tokenIndex(n)))).filter((ns) => ns.length > 0);
  if (words.length === 0 && forms.length === 0) return false;
  // (Or lowers it wherever it says it: "apenas se pierde en calor" says no to "¿Se pierde mucho?".)
  const lowered = (t: Token) => noteTokens.some((n) => n.stem === t.stem) && noteTokens.filter((n) => n.stem === t.stem).every((n) => n.negated || n.lowered);
  // (The question's very word denied wherever the note says it, though another of its family stands plain: "No es un
  // volcán, aunque tiene rocas volcánicas".)
  const sameWord = (t: Token) => noteTokens.filter((n) => n.fold === t.fold);
  const deniedWord = (t: Token) => sameWord(t).length > 0 && sameWord(t).every((n) => n.negated);
  const denies = words.some((t) => (note.negatedStems.has(t.stem) && !note.plainStems.has(t.stem)) || lowered(t) || deniedWord(t)) || forms.some((ns) => ns.every((n) => n.negated || n.lowered)) || numberDenied(noteTokens, question);
  // A content word of the question the note does not hold in any form ("¿Podían actuar mujeres…?" of a note that
  // says "los actores eran solo hombres"), and nothing of the question denied: the note states other things, and
  // does not say "sí" to this one.
  // So does a universal the note does not say ("¿Actúa sobre cualquier sustancia?" of "actúa sobre una sustancia
  // concreta"): the note affirms less than is asked.
  const universal = tokenize(question).some((t) => UNIVERSALS.has(t.fold) && !note.names.has(t.fold));
  // (An ordinal is a word there, met only by the note's own ordinal: "¿Fue… el primero en…?" of a note whose "1"s
  // count rows, and that says others knew it before.)
  const ordinalAbsent = (t: Token) => isOrdinal(t) && !noteTokens.some((n) => isOrdinal(n) && n.num === t.num);
  const absent = universal || asked.some((t) => (t.content && t.num === null && !note.stems.has(t.stem) && !noteTokens.some((n) => n.content && literal(t, tokenIndex(n)))) || ordinalAbsent(t));
  if (absent && !denies) return false;
  return said !== (denies ? "no" : "si");
}

/**
 * "¿Es 126 divisible entre 5?" of a note that says "126 es divisible entre 2 y entre 3, pero no entre 5": a number of
 * the question that the note says, in the sentence holding another of the question's numbers, only under a negation.
 */
function numberDenied(noteTokens: readonly Token[], question: string): boolean {
  const asked = tokenize(question).filter((t) => t.num !== null).map((t) => t.num!);
  if (asked.length < 2) return false;
  let sentence = 0;
  const sentences = noteTokens.map((t) => (t.stopBefore ? ++sentence : sentence));
  return asked.some((n) => {
    const others = new Set(noteTokens.flatMap((t, i) => (t.num !== null && t.num !== n && asked.includes(t.num) ? [sentences[i]] : [])));
    const said = noteTokens.filter((t, i) => t.num === n && others.has(sentences[i]));
    return said.length > 0 && said.every((t) => t.negated);
  });
}
