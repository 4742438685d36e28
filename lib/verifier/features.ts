import { withoutAttribution } from "@/lib/grading/attribution";
import { contradiction, unsupported } from "@/lib/grading/autoGrader";
import { asksForOrder } from "@/lib/grading/reference";
import { type SourceIndex, type Token, align, comparativeFlip, direction, indexSource, indexTokens, opposedIn, polarityOf, tokenize, withArticleOne } from "@/lib/text/analyze";
import { SPANISH_STOP_WORDS } from "@/lib/text/spanish";
import { DOWN_WORDS, HIGH_POLE, LOW_POLE, UP_WORDS, isLight } from "@/lib/text/lexicon";
import { autoGrade } from "@/lib/grading/autoGrader";
import { answerSlot, coordinatedPhrase, slotWindows, textParts } from "./slot";
import { foldAccents } from "@/lib/text/spanish";

/** Names of the detector's features, in order (the ONNX model's input columns). */
export const FEATURE_NAMES = [
  "cobertura_literal",
  "cobertura_sinonimos",
  "palabras_nuevas",
  "nombre_o_numero_ausente",
  "contradiccion",
  "parte_nueva",
  "pregunta_en_nota",
  "orden_distinto",
  "fragmento_comun",
  "cubre_hueco",
  "otra_parte",
  "parte_sin_apoyo",
  "calificador_con_hueco",
  "en_la_parte_del_hueco",
  "solo_en_otra_parte",
  "calificador_con_ventana",
  "lista_parcial",
  "polaridad_contraria",
  "numero_distinto",
  "sin_contenido",
] as const;
export const FEATURE_COUNT = FEATURE_NAMES.length;

function plainTokens(s: string): string[] {
  return foldAccents(s).replace(/[^\p{L}\p{N}\s]/gu, " ").split(/\s+/).filter(Boolean);
}

/** The note sentence sharing most words with the answer (stems, families, synonyms): copied literally, so layer 3 can check it. */
export function bestFragment(note: string, answer: string): string {
  const sentences = note.split(/(?<=[.!?;])\s+/).flatMap((s) => s.split(/,\s+/)).map((s) => s.trim()).filter(Boolean);
  const want = indexSource(answer);
  let best = sentences[0] ?? note;
  let bestScore = -1;
  for (const s of sentences) {
    const score = tokenize(s).filter((t) => t.content && align(t, want) !== null).length;
    if (score > bestScore) {
      best = s;
      bestScore = score;
    }
  }
  return best.replace(/[.;]$/, "");
}

const ITEM_OPENERS = new Set(["y", "e", "o", "u", "ni", "el", "la", "los", "las", "un", "una", "unos", "unas", "su", "sus", "del", "al"]);

/**
 * A part that reads as a list item: a bare word ("números"), or an article or a conjunction then one or two
 * content words ("el número atómico") — not a verb with its object ("mezcla letras").
 */
function isItem(p: readonly Token[]): boolean {
  const k = p.findIndex((t) => t.content);
  const words = p.filter((t) => t.content).length;
  return k >= 0 && p.slice(0, k).every((t) => ITEM_OPENERS.has(t.fold)) && (words === 1 || (k > 0 && words === 2));
}

/**
 * The note's lists, item by item (by stem): within a clause, two or more parts that read as items (comma or "y"
 * apart) and the last content word before them — "se encuentran en la carne, el pescado, los huevos y las
 * legumbres" → carne, pescado, huevo, legumbr. Three items or more; or two, when the second is a single word after
 * "y"/"o" ("el dióxido de carbono y el metano"; not "y reparar los músculos", not "y la oferta se mantiene").
 */
function noteLists(note: readonly Token[]): string[][] {
  const parts = textParts(note);
  const lists: string[][] = [];
  let i = 1;
  while (i < parts.length) {
    let j = i;
    while (j < parts.length && parts[j]![0]!.clause === parts[i - 1]![0]!.clause && isItem(parts[j]!)) j++;
    const headToken = [...parts[i - 1]!].reverse().find((t) => t.content);
    const items = parts.slice(i, j).map((p) => p.find((t) => t.content)!);
    // Names after a common noun are what the noun names, not more of its kind ("dos lunas pequeñas, Fobos y Deimos").
    const head = headToken && !(items.every((t) => t.name) && !headToken.name) ? headToken.stem : undefined;
    const pair = j - i === 1 && ["y", "e", "o", "u"].includes(parts[i]![0]!.fold) && parts[i]!.filter((t) => t.content).length === 1;
    if (head && (j - i >= 2 || pair)) lists.push([head, ...items.map((t) => t.stem)]);
    else if (!head && headToken && j - i >= 2) lists.push(items.map((t) => t.stem));
    i = Math.max(j, i + 1);
  }
  return lists;
}

/**
 * Whether the answer names 2+ items of a list of the note in another order when the question asks for an order
 * (lib/grading/reference.ts; always when no question is given), or reverses a direction the note states.
 */
function orderDiffers(note: string, noteTokens: readonly Token[], answer: readonly Token[], question: string | null): boolean {
  if (question === null || asksForOrder(question)) {
    for (const list of noteLists(noteTokens)) {
      const seen = answer.map((t) => list.indexOf(t.stem)).filter((k) => k >= 0);
      const distinct = seen.filter((k, i) => seen.indexOf(k) === i);
      if (distinct.length >= 2 && distinct.some((k, i) => i > 0 && k < distinct[i - 1]!)) return true;
    }
  }
  const noteDir = direction(noteTokens, LOW_POLE, HIGH_POLE, UP_WORDS, DOWN_WORDS);
  const ansDir = direction(answer, LOW_POLE, HIGH_POLE, UP_WORDS, DOWN_WORDS);
  return noteDir !== null && ansDir !== null && noteDir !== ansDir && note.length > 0;
}

/**
 * Whether the answer names some items of a list of the note but not all of them: two or more of a longer list,
 * one of a pair the question does not name, or one end of a range.
 */
function partialList(noteTokens: readonly Token[], answer: readonly Token[], question: string | null): boolean {
  const q = question ? indexSource(question) : null;
  // A range ("entre siete y nueve horas", "de 7 a 9"): one end alone is part of it.
  const given = new Set(answer.filter((t) => t.num !== null).map((t) => t.num));
  for (let i = 0; i + 3 < noteTokens.length; i++) {
    const [a, x, b, y] = [noteTokens[i]!, noteTokens[i + 1]!, noteTokens[i + 2]!, noteTokens[i + 3]!];
    const range = (a.fold === "entre" && b.fold === "y") || (a.fold === "de" && b.fold === "a") || (a.fold === "between" && b.fold === "and");
    if (range && x.num !== null && y.num !== null && given.has(x.num) !== given.has(y.num)) return true;
  }
  for (const list of noteLists(noteTokens)) {
    const named = new Set(answer.filter((t) => t.content && list.includes(t.stem)).map((t) => t.stem));
    const size = new Set(list).size;
    if (named.size >= 2 && named.size < size) return true;
    if (size === 2 && named.size === 1 && (q === null || !list.some((s) => q.stems.has(s)))) return true;
  }
  return false;
}

const EXCLUSIVE = new Set(["solo", "solamente", "unicamente", "only", "just"]);

/**
 * The note's answer slot holds coordinated phrases ("una apertura grande | y menos profundidad de campo") and the
 * answer states some of them literally but touches none of another — while saying it is all ("solo…") or saying
 * nothing else that could stand for the missing part.
 */
function partialSlot(slot: NonNullable<ReturnType<typeof answerSlot>>, answer: readonly Token[], question: SourceIndex | null): boolean {
  const own = (ts: readonly Token[]) => ts.filter((t) => t.content && t.num === null && (question === null || align(t, question) === null));
  const split = textParts(slot.tokens);
  // The first part and the phrases coordinated with it, up to the first part that is not one.
  const end = split.findIndex((p, i) => i > 0 && !coordinatedPhrase(p));
  const parts = split.slice(0, end < 0 ? split.length : end).map(own).filter((p) => p.length > 0);
  if (parts.length < 2) return false;
  const ansIdx = indexTokens(answer);
  const literal = (t: Token, idx: SourceIndex) => { const a = align(t, idx); return a !== null && a !== "synonym"; };
  const named = parts.filter((p) => p.some((t) => literal(t, ansIdx)));
  const missing = parts.filter((p) => !p.some((t) => align(t, ansIdx) !== null));
  if (named.length === 0 || missing.length === 0) return false;
  const namedIdx = indexTokens(named.flat());
  return answer.some((t) => EXCLUSIVE.has(t.fold)) || own(answer).every((t) => literal(t, namedIdx));
}

/**
 * The answer gives a number and the note's answer slot holds one, but none of the answer's numbers is the slot's
 * ("Dura 45 minutos" where the slot is "90 minutos"; "El 1" where it is "2 es el único primo par").
 */
function numberDiffers(slot: ReturnType<typeof answerSlot>, answer: readonly Token[], question: string | null): boolean {
  if (!slot) return false;
  // The question's own numbers ("¿Qué otro acontecimiento ocurrió en 1492?") are not what it asks for.
  const asked = new Set(question ? tokenize(question).filter((t) => t.num !== null).map((t) => t.num) : []);
  // Where a quantity is asked for, "un punto" says one (in the slot and in the answer).
  const want = new Set((question ? withArticleOne(slot.tokens, question) : slot.tokens).filter((t) => t.num !== null && !asked.has(t.num)).map((t) => t.num));
  const given = (question ? withArticleOne(answer, question) : answer).filter((t) => t.num !== null).map((t) => t.num);
  return want.size > 0 && given.length > 0 && !given.some((n) => want.has(n));
}

/**
 * A yes/no answer ("Sí, …", "No: …") against what the note says of the question: the note denies it when a word of
 * the question stands only under a negation there ("no sirven contra los virus, como el de la gripe"), and states it
 * otherwise. True when the answer's "sí" or "no" is the other one; false without a yes/no answer or a question word
 * in the note.
 */
function polarityContradicts(note: SourceIndex, answer: readonly Token[], question: string | null): boolean {
  const said = polarityOf(answer);
  if (!said || !question) return false;
  const words = tokenize(question).filter((t) => t.fold.length >= 3 && !SPANISH_STOP_WORDS.has(t.fold) && note.stems.has(t.stem));
  if (words.length === 0) return false;
  const denies = words.some((t) => note.negatedStems.has(t.stem) && !note.plainStems.has(t.stem));
  return said !== (denies ? "no" : "si");
}

/**
 * The offline grader's verdict with each short run of the note's words around the answer slot standing in for a
 * reference (lib/verifier/slot.ts): R for one of them. Only runs the answer shares a word with are graded.
 */
function graderAgreesWithWindow(note: string, noteTokens: readonly Token[], rawAnswer: string, question: string, slot: ReturnType<typeof answerSlot>): boolean {
  const ansIndex = indexSource(withoutAttribution(rawAnswer));
  const notes = new Map([[1, note]]);
  for (const w of slotWindows(noteTokens, question, slot)) {
    if (!tokenize(w).some((t) => (t.content || isLight(t.fold, t.stem)) && align(t, ansIndex) !== null)) continue;
    if (autoGrade({ answer: rawAnswer, citedNoteId: null, question, referencia: w, answerable: true, goldNote: note, notes }).letter === "R") return true;
  }
  return false;
}

/**
 * Features of a (note, answer) pair — and the question, when known — each in
 * [0, 1], robust to paraphrase: words are compared by Snowball stem, word
 * family and thesaurus synonym (lib/text/analyze.ts); the answer is read
 * without attributions and hedges.
 * cobertura_literal: share of the answer's content words the note holds by stem, word family or number;
 * cobertura_sinonimos: share it holds only through a thesaurus synonym (the thesaurus is broad: weighed apart);
 * palabras_nuevas: content words the note does not hold (0 none … 1 for 3 or more);
 * nombre_o_numero_ausente: a name, number or formula the note lacks;
 * contradiccion: a negation of what the note states (or the reverse), or an opposite of a note word;
 * parte_nueva: a part of the answer (clause, comma or "y" apart) made only of words the note lacks;
 * pregunta_en_nota: share of the question's content words the note holds (1 when no question is given): an
 *   answer cannot be supported by a note about something else;
 * orden_distinto: the answer lists items of the note in another order, or reverses a direction it states;
 * fragmento_comun: the longest run of answer words found contiguously in the note, over the answer's length;
 * cubre_hueco: share of the note's answer slot for the question (the part that matches the question, less the
 *   question's words) the answer holds (1 without a question or slot);
 * otra_parte: the answer draws a content word from another part of the note than the slot and misses the slot's words;
 * parte_sin_apoyo: share of the answer's content words (and names, numbers) the note does not hold;
 * calificador_con_hueco: the offline grader says R when the note's answer span stands in for a reference.
 */
export function pairFeatures(note: string, rawAnswer: string, question: string | null = null): Float32Array {
  const answer = withoutAttribution(rawAnswer);
  const noteTokens = tokenize(note);
  const src = indexSource(note);
  const tokens = tokenize(answer);
  const content = tokens.filter((t) => t.content && t.num === null);
  let literal = 0;
  let viaSynonym = 0;
  for (const t of content) {
    const a = align(t, src);
    if (a === "synonym") viaSynonym++;
    else if (a !== null) literal++;
  }
  // Words the answer repeats from the question are the frame of its claim, not additions (the question's own support
  // in the note is pregunta_en_nota).
  const extra = unsupported(tokens, question ? indexSource(note, question) : src);
  const qIndexEarly = question ? indexSource(question) : null;
  const scoped = scopedParts(noteTokens, tokens, qIndexEarly);
  // A negation or an opposite contradicts only what the note says of the same thing: the parts of the note the
  // answer's other words come from ("acabó con los privilegios" is not the opposite of "comenzó en 1789").
  const scope = scoped.anchors.length ? indexTokens(scoped.anchors.flat()) : src;
  // Words the answer repeats from the question are its frame ("Cuando el banco sube los tipos, el consumo tiende a
  // bajar"): no opposite of the note's part about the answer.
  const frame = new Set(qIndexEarly ? tokens.filter((t) => t.content && align(t, qIndexEarly) === "stem") : []);
  const contra = contradiction(tokens, scope, null, frame) !== null || tokens.some((t) => opposedIn(t, scope) !== null && align(t, src) === null) || comparativeFlip(tokens, noteTokens) !== null;
  const newPart = textParts(tokens).some((p) => p.some((t) => extra.words.includes(t) || extra.strong.includes(t)) && !p.some((t) => t.content && align(t, src) !== null));
  const qContent = question ? askedFor(tokenize(question)) : [];
  const questionInNote = qContent.length ? qContent.filter((t) => align(t, src) !== null).length / qContent.length : 1;
  const noteText = ` ${plainTokens(note).join(" ")} `;
  const ansTokens = plainTokens(answer);
  let longest = 0;
  for (let i = 0; i < ansTokens.length; i++) {
    for (let j = i + longest + 1; j <= ansTokens.length; j++) {
      if (noteText.includes(` ${ansTokens.slice(i, j).join(" ")} `)) longest = j - i;
      else break;
    }
  }
  const slot = question ? answerSlot(noteTokens, question) : null;
  const qIndex = question ? indexSource(question) : null;
  const slotWords = slot ? slot.tokens.filter((t) => t.content && (qIndex === null || align(t, qIndex) === null)) : [];
  const ansIndex = indexSource(answer);
  const slotShare = slotWords.length ? slotWords.filter((t) => align(t, ansIndex) !== null).length / slotWords.length : 1;
  const elsewhere =
    slot !== null &&
    slotShare === 0 &&
    content.some((t) => qIndex !== null && align(t, qIndex) === null && noteTokens.some((n) => !slot.part.has(n) && n.content && n.stem === t.stem));
  // The offline grader's verdict with the note's answer span standing in for a reference (the detector has none).
  const slotText = slot ? slot.tokens.map((t) => t.raw).join(" ") : null;
  const graderAgrees =
    slotText !== null && question !== null
      ? autoGrade({ answer: rawAnswer, citedNoteId: null, question, referencia: slotText, answerable: true, goldNote: note, notes: new Map([[1, note]]) }).letter === "R"
      : true;
  return Float32Array.from([
    content.length ? literal / content.length : 0,
    content.length ? viaSynonym / content.length : 0,
    Math.min(1, extra.words.length / 3),
    extra.strong.length ? 1 : 0,
    contra ? 1 : 0,
    newPart ? 1 : 0,
    questionInNote,
    orderDiffers(note, noteTokens, tokens, question) ? 1 : 0,
    ansTokens.length ? longest / ansTokens.length : 0,
    slotShare,
    elsewhere ? 1 : 0,
    content.length ? Math.min(1, (extra.words.length + extra.strong.length) / content.length) : 0,
    graderAgrees ? 1 : 0,
    ...slotPlacement(noteTokens, tokens, qIndexEarly, slot),
    question !== null ? (graderAgreesWithWindow(note, noteTokens, rawAnswer, question, slot) ? 1 : 0) : 1,
    partialList(noteTokens, tokens, question) || (slot !== null && partialSlot(slot, tokens, qIndex)) ? 1 : 0,
    polarityContradicts(src, tokens, question) ? 1 : 0,
    numberDiffers(slot, tokens, question) ? 1 : 0,
    // Nothing of its own to support ("No hay ninguno."), and no yes/no either: it does not answer from the note.
    tokens.some((t) => t.content || t.num !== null || QUANTIFIERS.has(t.fold)) || polarityOf(tokens) !== null ? 0 : 1,
  ]);
}

const partText = (p: readonly Token[]) => p.map((t) => t.raw).join(" ");

/** Quantifiers that answer by themselves ("Desde varios."). */
const QUANTIFIERS = new Set(["varios", "varias", "muchos", "muchas", "pocos", "pocas", "algunos", "algunas", "todos", "todas", "ambos", "ambas", "diversos", "numerosos", "several", "many", "few", "all", "both"]);

const INTERROGATIVES = new Set(["que", "cual", "cuales", "cuanto", "cuanta", "cuantos", "cuantas", "what", "which"]);

/**
 * A question's content words but the category it asks for: the noun right after "qué" / "cuál" / "cuántos"
 * ("¿Qué ingredientes lleva el pan?", "¿Qué otro acontecimiento…?") names the kind of answer, which the note
 * need not name.
 */
function askedFor(question: readonly Token[]): Token[] {
  const category = new Set<Token>();
  question.forEach((t, i) => {
    if (!INTERROGATIVES.has(t.fold)) return;
    const next = question.slice(i + 1).find((x) => x.content || x.num !== null);
    const between = next ? question.slice(i + 1, question.indexOf(next)) : [];
    if (next && next.content && between.every((x) => ["otro", "otra", "otros", "otras"].includes(x.fold))) category.add(next);
  });
  return question.filter((t) => t.content && t.num === null && !category.has(t));
}

/** Literal alignment (stem, word family, number): a thesaurus link is too loose to place a word in the note. */
const literal = (t: Token, idx: ReturnType<typeof indexSource>) => {
  const a = align(t, idx);
  return a !== null && a !== "synonym";
};

/** The answer's own words: content words that are not numbers and not the question's. */
function ownWords(answer: readonly Token[], question: ReturnType<typeof indexSource> | null): Token[] {
  // Literal alignment to the question: a thesaurus link to one of its words ("resistente" ~ "duro") keeps the word.
  return answer.filter((t) => t.content && t.num === null && !t.negated && (question === null || !literal(t, question)));
}


/** The note's parts (clause, comma or "y" apart) and those the answer's own words come from literally. */
function scopedParts(noteTokens: readonly Token[], answer: readonly Token[], question: ReturnType<typeof indexSource> | null) {
  const parts = textParts(noteTokens);
  const own = ownWords(answer, question);
  const anchors = parts.filter((p) => {
    const idx = indexSource(partText(p));
    return own.some((t) => literal(t, idx));
  });
  return { parts, anchors };
}

/**
 * Where the answer's own words sit in the note: the share found literally around the note's answer slot for
 * the question (the part it was found in and the next: a predicate often runs on past a comma or "y"), and the
 * share found only in other parts — an answer built from the wrong part of the note ("dióxido de carbono" when
 * the note says it is absorbed and oxygen released). [1, 0] without a slot.
 */
function slotPlacement(noteTokens: readonly Token[], answer: readonly Token[], question: ReturnType<typeof indexSource> | null, slot: ReturnType<typeof answerSlot>): [number, number] {
  const own = ownWords(answer, question);
  if (!slot || !question || own.length === 0) return [1, 0];
  const parts = textParts(noteTokens);
  const at = parts.findIndex((p) => p.some((t) => slot.part.has(t)));
  // The slot's part, the list items that run on from it ("mezclan harina, agua, sal y levadura"), and one more part.
  let end = at + 1;
  while (end < parts.length && isItem(parts[end]!)) end++;
  const slotIdx = indexSource(parts.slice(at, end + 1).map(partText).join(" "));
  const noteIdx = indexSource(partText(noteTokens));
  const inSlot = own.filter((t) => literal(t, slotIdx)).length;
  const elsewhere = own.filter((t) => !literal(t, slotIdx) && literal(t, noteIdx)).length;
  return [inSlot / own.length, elsewhere / own.length];
}
