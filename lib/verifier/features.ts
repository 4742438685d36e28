import { comparativeFrame } from "@/lib/text/negation";
import { withoutAttribution } from "@/lib/grading/attribution";
import { AFFIRMS_DENIED, autoGrade, contradiction, unsupported } from "@/lib/grading/autoGrader";
import { deniedByOnly } from "@/lib/grading/unsupported";
import { LACKING, whenSaidBack } from "@/lib/grading/degree";
import { classSwap, generalized, opposedBeside, reversedAround, swappedOpposites } from "@/lib/grading/placement";
import { asksWhatIsDenied, boundFlip, ceasedWhatBegan, deniedPhraseStated, formerBeliefStated, littleOfDenied, orderWordFlip, quantifierFlip, reportsBelief, withoutWhatIsWith } from "@/lib/grading/flips";
import { sequenceFlip } from "@/lib/grading/sequence";
import { outsideForInside } from "@/lib/grading/otherSide";
import { type Token, align, alignsLiterally as literal, articleOnes, comparativeFlip, indexSource, indexTokens, listNumbers, opposedIn, polarityOf, synonymTargets, tokenIndex, tokenize, withArticleOne } from "@/lib/text/analyze";
import { countedAsOne, crossedNumbers } from "@/lib/text/binding";
import { comparisonAgainst } from "@/lib/text/comparison";
import { isLight } from "@/lib/text/lexicon";
import { questionFrameVerbs } from "@/lib/text/frames";
import { DETERMINERS, PHRASE_PREPOSITIONS, foldAccents } from "@/lib/text/spanish";
import { QUANTIFIERS, answerSlot, categoryNouns, isItem, textParts } from "./slot";
import { slotWindows } from "./slotWindows";
import { NONE } from "./amounts";
import { classesAsked, numberDiffers, orderDiffers, partialList, partialSlot, polarityContradicts } from "./noteStructure";

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
  "sinonimo_del_hueco",
] as const;
export const FEATURE_COUNT = FEATURE_NAMES.length;

function plainTokens(s: string): string[] {
  return foldAccents(s).replace(/[^\p{L}\p{N}\s]/gu, " ").split(/\s+/).filter(Boolean);
}

/** The note sentence sharing most words with the answer (stems, families, synonyms): copied literally, so layer 3 can check it. */
export function bestFragment(note: string, answer: string): string {
  const sentences = note.split(/(?<=[.?;])\s+|(?<=!)\s+(?=\p{Lu}|¿|¡)/u).flatMap((s) => s.split(/,\s+/)).map((s) => s.trim()).filter(Boolean);
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

const slots = new WeakMap<readonly Token[], Map<string, ReturnType<typeof answerSlot>>>();

/** The note's answer slot for a question, found once per note and question (a run's conditions ask the same again). */
function slotFor(noteTokens: readonly Token[], question: string): ReturnType<typeof answerSlot> {
  let byQuestion = slots.get(noteTokens);
  if (!byQuestion) slots.set(noteTokens, (byQuestion = new Map()));
  if (!byQuestion.has(question)) byQuestion.set(question, answerSlot(noteTokens, question));
  return byQuestion.get(question) ?? null;
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
 * cobertura_sinonimos: share it holds only through a thesaurus synonym of a word outside the slot's part, or one the
 *   answer also says (the thesaurus is broad: weighed apart);
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
 * calificador_con_hueco: the offline grader says R when the note's answer span stands in for a reference;
 * sinonimo_del_hueco: share of the answer's content words that are thesaurus synonyms of a word of the slot's part
 *   the answer does not say itself (a stand-in for the note's own word).
 */
/** Every word of `words` (one at least) said by `tokens`, letter for letter. */
function saysEveryWord(tokens: readonly Token[], words: readonly Token[]): boolean {
  const said = new Set(tokens.map((t) => t.fold));
  const wanted = words.filter((t) => /\p{L}/u.test(t.raw));
  return wanted.length > 0 && wanted.every((t) => said.has(t.fold));
}

export function pairFeatures(note: string, rawAnswer: string, question: string | null = null): Float32Array {
  const answer = withoutAttribution(rawAnswer);
  const noteTokens = tokenize(note);
  const src = indexSource(note);
  const tokens = tokenize(answer);
  const content = tokens.filter((t) => t.content && t.num === null);
  let literalCount = 0;
  let viaSynonym = 0;
  for (const t of content) {
    const a = align(t, src);
    if (a === "synonym") viaSynonym++;
    else if (a !== null) literalCount++;
  }
  // Words the answer repeats from the question are the frame of its claim, not additions (the question's own support
  // in the note is pregunta_en_nota).
  // Where a quantity is asked for, the note's "un punto" is the number one ("1 punto" adds nothing).
  // The numbers of the answer's own numbered list ("1. Beber 2. Respirar") or its count ("tres cosas: …") are no facts.
  // ("las hembras no tienen" where the note says "solo los machos tienen": said by that "solo", denying nothing.)
  const byOnly = deniedByOnly(tokens, noteTokens);
  const onlyClauses = new Set([...byOnly].map((t) => t.clause));
  const extra = unsupported(tokens, question ? indexTokens([...withArticleOne(noteTokens, question), ...tokenize(question)]) : src, new Set([...listNumbers(tokens), ...questionFrameVerbs(tokens, question), ...byOnly]));
  const qIndexEarly = question ? indexSource(question) : null;
  const scoped = scopedParts(noteTokens, tokens, qIndexEarly);
  // A negation or an opposite contradicts only what the note says of the same thing: the parts of the note the
  // answer's other words come from ("acabó con los privilegios" is not the opposite of "comenzó en 1789").
  const scope = scoped.anchors.length ? indexTokens(scoped.anchors.flat()) : src;
  // Words the answer repeats from the question are its frame ("Cuando el banco sube los tipos, el consumo tiende a
  // bajar"): no opposite of the note's part about the answer.
  const frame = new Set(qIndexEarly ? [...tokens.filter((t) => t.content && align(t, qIndexEarly) === "stem"), ...comparativeFrame(tokens, tokenize(question!)), ...whenSaidBack(tokens, tokenize(question!))] : []);
  // A comparison is read whole against the note's: turned round it contradicts; said the other way round ("B más lento
  // que A" for "A más rápido que B") its opposite adjective says the same.
  const compared = comparisonAgainst(tokens, noteTokens);
  const sameComparison = new Set(compared?.verdict === "same" ? compared.words : []);
  for (const w of sameComparison) frame.add(w);
  // A question that asks what is lacking ("¿Qué le falta a la canasta?" where the note says "no tiene tablero") puts
  // its answer's words under that lack: naming what the note denies affirms nothing. (Not one that denies: "¿Por qué
  // no hay que…?" → "Para tragar la sangre" drops the note's "no".)
  // (Nor one that asks what was believed: "¿Cómo se creía que…?" → "Por el aire" where the note says "y no por el aire,
  // como se creía".)
  // (Nor is a word the clause of its part says itself, in other words: "iguales, pero diferentes de los de otros" where
  // it says "iguales entre sí | y distintos de los de otros".)
  const clauses = new Set(scoped.anchors.flat().map((t) => t.clause));
  const clauseIdx = indexTokens(noteTokens.filter((t) => clauses.has(t.clause)));
  for (const t of tokens) if (t.content && opposedIn(t, scope) !== null && align(t, clauseIdx) !== null) frame.add(t);
  const askedDenied = question !== null && (tokenize(question).some((t) => LACKING.test(t.fold)) || reportsBelief(tokenize(question)) || asksWhatIsDenied(tokens, tokenize(question), noteTokens));
  // (Nor a denial the question makes itself, of a word the note never denies: "No pudo trabajar…" for "¿Por qué no pudo…?".)
  const askedNegated = new Set(question ? tokenize(question).filter((t) => t.negated && t.content).map((t) => t.stem) : []);
  const denial = contradiction(tokens.map((t) => (onlyClauses.has(t.clause) || (t.negated && askedNegated.has(t.stem) && !src.negatedStems.has(t.stem)) ? { ...t, negated: false, negationHead: false } : t)), scope, null, frame);
  const contra =
    compared?.verdict === "reversed" ||
    (denial !== null && !(askedDenied && denial.startsWith(AFFIRMS_DENIED))) ||
    tokens.some((t) => !sameComparison.has(t) && !byOnly.has(t) && opposedIn(t, scope) !== null && align(t, src) === null) ||
    ((f) => f !== null && !frame.has(f))(comparativeFlip(tokens, noteTokens)) ||
    crossedNumbers(tokens, noteTokens) !== null ||
    countedAsOne(tokens, noteTokens) !== null ||
    swappedOpposites(tokens, noteTokens) !== null ||
    orderWordFlip(tokens, noteTokens) !== null ||
    sequenceFlip(tokens, noteTokens) !== null ||
    quantifierFlip(tokens, noteTokens) !== null ||
    boundFlip(tokens, noteTokens) !== null ||
    deniedPhraseStated(tokens, noteTokens) !== null ||
    littleOfDenied(tokens, noteTokens) !== null ||
    withoutWhatIsWith(tokens, noteTokens) !== null ||
    ceasedWhatBegan(tokens, noteTokens) !== null ||
    (question !== null && !reportsBelief(tokenize(question)) && formerBeliefStated(tokens, noteTokens) !== null) ||
    generalized(tokens, noteTokens) !== null ||
    opposedBeside(tokens, noteTokens) !== null ||
    outsideForInside(tokens, noteTokens) !== null ||
    (question !== null && reversedAround(tokens, slotFor(noteTokens, question)?.tokens ?? [], tokenize(question)) !== null);
  const newPart = textParts(tokens).some((p) => p.some((t) => extra.words.includes(t) || extra.strong.includes(t)) && !p.some((t) => t.content && align(t, src) !== null));
  const qTokens = question ? tokenize(question) : [];
  const category = categoryNouns(qTokens);
  // The noun right after "qué" / "cuál" names the kind of answer, which the note need not name.
  const qContent = qTokens.filter((t) => t.content && t.num === null && !category.has(t));
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
  const slot = question ? slotFor(noteTokens, question) : null;
  const qIndex = question ? indexSource(question) : null;
  // A thesaurus synonym standing in for a word of the slot's part the answer does not say itself ("paredes" for
  // "muros") is mostly the same idea in other words; one standing in for a word of another part mostly another thing.
  const slotPartIdx = slot ? indexTokens([...slot.part]) : null;
  const answerStems = new Set(tokens.map((t) => t.stem));
  const forSlot = slotPartIdx
    ? content.filter((t) => align(t, src) === "synonym" && (qIndex === null || align(t, qIndex) === null) && synonymTargets(t, slotPartIdx).some((s) => !answerStems.has(s))).length
    : 0;
  // The question's own words, literally (a thesaurus link to "hacer" does not make "agrupar" a word of the question).
  const slotWords = slot ? slot.tokens.filter((t) => t.content && (qIndex === null || !literal(t, qIndex))) : [];
  const ansIndex = indexSource(answer);
  const slotShare = slotWords.length ? coveredOnce(slotWords, tokens).size / slotWords.length : 1;
  // Another member of a slot word's closed class, which the note does not say, in its place ("cobre" for "hierro").
  const classSwapped = classSwap(tokens, slotWords.filter((t) => align(t, ansIndex) === null), src) !== null;
  // A yes or no draws its reasons from anywhere in the note ("No, son mamíferos" to "¿Son peces…?"): no part is the
  // wrong one for it.
  const yesNo = polarityOf(tokens) !== null;
  const placedSlot = yesNo ? null : slot;
  const elsewhere =
    !yesNo &&
    slot !== null &&
    slotShare === 0 &&
    content.some((t) => qIndex !== null && align(t, qIndex) === null && noteTokens.some((n) => !slot.part.has(n) && n.content && n.stem === t.stem));
  // The offline grader's verdict with the note's answer span standing in for a reference (the detector has none).
  const slotText = slot ? slot.tokens.map((t) => t.raw).join(" ") : null;
  const slotGrade = slotText !== null && question !== null ? autoGrade({ answer: rawAnswer, citedNoteId: null, question, referencia: slotText, answerable: true, goldNote: note, notes: new Map([[1, note]]) }) : null;
  const graderAgrees = slotGrade === null || slotGrade.letter === "R";
  // (A name or number of the slot swapped for another is not undone by a window that holds the other too: "en el Museo de
  // París" / "de Montbéliard", where the note goes on "…y nació en Montbéliard"; nor a pairing of the slot turned round
  // by a window that holds one side of it: "un penacho castaño y unas gorgueras negras".)
  const swapsSlotName = slotGrade?.letter === "X" && slot !== null && (slotGrade.reason.startsWith("invierte «") || slot.tokens.some((t) => (t.name || t.num !== null) && slotGrade.reason.startsWith(`cambia «${t.raw}»`)));
  return Float32Array.from([
    content.length ? literalCount / content.length : 0,
    content.length ? (viaSynonym - forSlot) / content.length : 0,
    Math.min(1, extra.words.length / 3),
    extra.strong.length ? 1 : 0,
    contra || classSwapped ? 1 : 0,
    newPart ? 1 : 0,
    questionInNote,
    orderDiffers(note, noteTokens, tokens, question) ? 1 : 0,
    ansTokens.length ? longest / ansTokens.length : 0,
    slotShare,
    elsewhere ? 1 : 0,
    content.length ? Math.min(1, (extra.words.length + extra.strong.length) / content.length) : 0,
    graderAgrees ? 1 : 0,
    ...slotPlacement(noteTokens, tokens, qIndexEarly, placedSlot),
    question !== null ? (!swapsSlotName && graderAgreesWithWindow(note, noteTokens, rawAnswer, question, slot) ? 1 : 0) : 1,
    partialList(noteTokens, tokens, question, slot?.tokens ?? null) || (slot !== null && partialSlot(slot, tokens, qIndex, classesAsked(category))) ? 1 : 0,
    polarityContradicts(src, tokens, question, noteTokens) ? 1 : 0,
    numberDiffers(slot, tokens, question) ? 1 : 0,
    // Nothing of its own to support ("No hay ninguno."), and no yes/no either: it does not answer from the note.
    // ("Una sola." answers a how-many question: its "una" is the number one; "Ninguno." too, where the note's answer
    // is "ninguno de…"; nor the note's own slot said word for word when it is made of small words: "Casi de todo.")
    tokens.some((t) => t.content || t.num !== null || QUANTIFIERS.has(t.fold) || (NONE.test(t.fold) && slot?.tokens.some((x) => NONE.test(x.fold)))) || polarityOf(tokens) !== null || (question !== null && articleOnes(tokens, question).size > 0) || saysEveryWord(tokens, slot?.tokens ?? []) ? 0 : 1,
    content.length ? forSlot / content.length : 0,
  ]);
}

const partText = (p: readonly Token[]) => p.map((t) => t.raw).join(" ");


/** The answer's own words: content words that are not numbers and not the question's. */
function ownWords(answer: readonly Token[], question: ReturnType<typeof indexSource> | null): Token[] {
  // Literal alignment to the question: a thesaurus link to one of its words ("resistente" ~ "duro") keeps the word.
  return answer.filter((t) => t.content && t.num === null && !t.negated && (question === null || !literal(t, question)));
}


/** The note's parts (clause, comma or "y" apart) and those the answer's own words come from literally. */
function scopedParts(noteTokens: readonly Token[], answer: readonly Token[], question: ReturnType<typeof indexSource> | null) {
  const parts = textParts(noteTokens);
  const own = ownWords(answer, question);
  const hit = parts.map((p) => {
    const idx = indexSource(partText(p));
    return own.some((t) => literal(t, idx));
  });
  // (A denial, with the list they are items of: "puede ser blanco, | rojo o verde" — "nunca blanco" speaks of the same
  // thing. Not an opposite: "acabó con…" is no opposite of a "comenzó" listed beside.)
  // (A list: items after the part, one of them with its conjunction — "sin esa dieta, | palidecen" is none.)
  const listed = (i: number) => {
    for (let k = i + 1; parts[k] && parts[k]![0]!.clause === parts[i]![0]!.clause && isItem(parts[k]!); k++) if (parts[k]!.some((t) => ["y", "e", "o", "u", "ni"].includes(t.fold))) return true;
    return false;
  };
  const denies = answer.some((t) => t.negated && t.content);
  // (And what the answer denies where the note says it in the sentence of a part it comes from: "Cortos y
  // puntiagudos, y no los pierden" where it says "cuernos cortos y puntiagudos, | sin ramas, | que pierden cada año".)
  let stops = 0;
  const sentence = parts.map((p) => (stops += p[0]!.stopBefore ? 1 : 0));
  // (A noun by the preposition the answer gives it: "no de la torre" denies nothing of "se usa para toda la torre".)
  const denied = answer.filter((t) => t.negationHead && t.content && (question === null || !literal(t, question)));
  const deniedThere = (i: number) => denied.some((t) => parts[i]!.some((x, k) => literal(t, tokenIndex(x)) && prepositionBefore(parts[i]!, k) === prepositionBefore(answer, answer.indexOf(t)))) && hit.some((h, k) => h && sentence[k] === sentence[i]);
  const anchors = parts.filter((_, i) => hit[i] || (denies && ((hit[i + 1] && listed(i)) || (hit[i - 1] && listed(i - 1)) || deniedThere(i))));
  return { parts, anchors };
}

/** The preposition a word is governed by, past its determiners ("de" of "de su peso", "a" of "al mar"), if any. */
function prepositionBefore(ts: readonly Token[], i: number): string | undefined {
  let k = i - 1;
  while (k >= 0 && DETERMINERS.has(ts[k]!.fold)) k--;
  const fold = ts[k]?.fold;
  return fold === "al" ? "a" : fold === "del" ? "de" : fold !== undefined && PHRASE_PREPOSITIONS.has(fold) ? fold : undefined;
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
  // The slot's part, the list items that run on from it ("mezclan harina, agua, sal y levadura"), and one more part
  // of the same statement (a predicate runs on past a comma or "y", not past a full stop or a semicolon).
  let end = at + 1;
  while (end < parts.length && isItem(parts[end]!)) end++;
  if (parts[end]?.[0]?.stopBefore) end--;
  // And the parts a colon joins to the slot's (lib/verifier/slot.ts).
  const joined = parts.slice(end + 1).filter((p) => p.some((t) => slot.part.has(t)));
  const slotIdx = indexSource([...parts.slice(at, end + 1), ...joined].map(partText).join(" "));
  const noteIdx = indexSource(partText(noteTokens));
  const inSlot = own.filter((t) => literal(t, slotIdx)).length;
  const elsewhere = own.filter((t) => !literal(t, slotIdx) && literal(t, noteIdx)).length;
  return [inSlot / own.length, elsewhere / own.length];
}

/**
 * The slot's words an answer says, each answer word standing for one slot word at most, literal matches first: a
 * thesaurus link from a word the answer already said for another ("luz" ~ "electricidad") covers nothing more.
 */
function coveredOnce(slotWords: readonly Token[], answer: readonly Token[]): Set<Token> {
  const [covered, used] = [new Set<Token>(), new Set<Token>()];
  const words = answer.filter((a) => a.content || a.num !== null);
  for (const strict of [true, false]) {
    for (const t of slotWords) {
      if (covered.has(t)) continue;
      const by = words.find((a) => !used.has(a) && (strict ? literal(t, tokenIndex(a)) : align(t, tokenIndex(a)) !== null));
      if (by) [covered.add(t), used.add(by)];
    }
  }
  return covered;
}
