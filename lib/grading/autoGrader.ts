import { CONCORD, comparativeFrame } from "@/lib/text/negation";
import { QUANTITY_QUESTION, type SourceIndex, type Token, align, alignsLiterally, commonPrefix, sameEnding, comparativeFlip, indexSource, withArticleOne, indexTokens, opposedIn, opposedThroughSynonym, synonymTargets, tokenIndex, tokenize, undiphthong, listNumbers } from "@/lib/text/analyze";
import { antonyms, synonyms } from "@/lib/text/lexicon";
import { howOftenWords } from "@/lib/text/cohyponyms";
import { countedAsOne, crossedNumbers } from "@/lib/text/binding";
import { spanEndVerbs } from "@/lib/text/phrases";
import { CLITICS } from "@/lib/text/spanish";
import { questionFrameVerbs } from "@/lib/text/frames";
import { comparisonAgainst, mannerAgainst, saysDegree } from "@/lib/text/comparison";
import { misquotedWord, readAbstention, speaksOfOwnKnowing } from "./abstention";
import { aboutReference, isYear, misdatedByNote, readAnswer } from "./answerReading";
import type { Letter } from "./categories";
import { mergeIndex, notesIndex } from "./sourceIndexes";
import { sequenceFlip } from "./sequence";
import { affirmsDeniedAsked, boundFlip, ceasedWhatBegan, contrastedFrame, deniedPhraseStated, littleOfDenied, withoutWhatIsWith, orderWordFlip, premiseDenied, quantifierFlip, routeReversed, deniesGoingOn } from "./flips";
import { swappedName } from "./names";
import { insteadSwapped, oneForSeveral, outsideForInside, stepsReversed } from "./otherSide";
import { genderSwapped } from "./gender";
import { lastHead, substitution, synonymTheNoteTellsApart } from "./substitution";
import { askedWordReplaced, classSwap, isColour, replacedInFrame, collapsedOpposites, contentBefore, sameFrameBefore, extraClassmate, generalized, opposedBeside, poleOf, reversedAround, someOfAll, standIns, pronounSwap, swappedOpposites } from "./placement";
import { crossedPair, rolesSwapped, swappedColours, swappedPair } from "./pairs";
import { asksForName, referenceCoverage } from "./reference";
import { withNoteGloss } from "./noteGloss";
import { addedPart, addedPastReference, deniedByOnly, extraItem, quotedFromNote, unsupported } from "./unsupported";
import { LACKING, PRIVATIVE, SUFFICIENT, refusalDenied, almostMadeWhole, degreeSwapped, littleOfMuch, moreOfLess, plainOfLittle, qualifiesReferenceThing, rankChanged, supposed, actsOn, whenSaidBack } from "./degree";

export { unsupported };

/**
 * The offline grader (veraz-autograder-2). It proposes a letter with a
 * reason; people confirm it in the blind grading view, and its agreement with
 * them is reported. It compares meanings through general lexical resources
 * (Snowball stems, word families, the Spanish thesaurus, number words,
 * antonyms, negation scope) and never through rules about particular
 * questions.
 *
 * In order:
 * 1. Abstention by meaning (lib/grading/abstention.ts) → N, unless the
 *    answer still says something of its own or states the reference.
 * 2. Any answer to an unanswerable question → X.
 * 3. A citation of a note that does not exist, or of a note that does not
 *    hold the reference's idea → X.
 * 4. The reference's idea (lib/grading/reference.ts): its content found in the
 *    answer through stems, families, synonyms and numbers, every item of a
 *    list present, sequences in order, directions ("de menor a mayor") kept;
 *    otherwise → X.
 * 5. Contradiction cues against the supporting note and the reference: a
 *    negation of what they state (or the reverse), an opposite word
 *    ("más alta" where the note says "más baja"), a number they lack → X.
 * 6. Added content: names or formulas the sources lack, or content words
 *    found in neither the note, the question nor the reference (by stem,
 *    family or synonym) — two or more, or one in a short answer → X. Words
 *    standing where the answer leaves a reference word unsaid are that word
 *    in other words, not additions.
 * 7. Otherwise → R.
 */
/** The offline grader's version: a new version is a new grade source, so old and new letters can be compared. */
export { notesIndex } from "./sourceIndexes";

export const OFFLINE_GRADER_ID = "veraz-autograder-2";

export interface AutoGrade {
  readonly letter: Letter;
  readonly reason: string;
}

export interface GradeInput {
  readonly answer: string | null;
  readonly citedNoteId: number | null;
  readonly question: string;
  readonly referencia: string;
  readonly answerable: boolean;
  /** Text of the question's supporting note (null for unanswerable questions). */
  readonly goldNote: string | null;
  /** Every note of the bank by id, to check citations. */
  readonly notes: ReadonlyMap<number, string>;
}

/** Whether an answer abstains, by meaning (exported for the verifier's layer 1 and the simulator's checks). */
export function isAbstention(answer: string, question = "", notes: ReadonlyMap<number, string> = new Map()): boolean {
  return readAnswer(answer, notesIndex(notes), indexSource(question)).reading.abstains;
}

/** Words that open a subordinate clause: a "sin" right after one sets a condition ("porque sin cocinar…"). */
const SUBORDINATORS = new Set(["porque", "si", "que", "cuando", "aunque", "como", "pues"]);

/** Contradiction cues of an answer against a source (note + reference + question): a reason, or null. */
export function contradiction(tokens: readonly Token[], source: SourceIndex, reference: (SourceIndex & { lightOnly?: boolean }) | null, frame: ReadonlySet<Token> = new Set(), whole: SourceIndex = source, quoted: ReadonlySet<Token> = new Set(), plainFolds: ReadonlySet<string> = new Set()): string | null {
  // A clause whose negation denies the opposite of what the source states ("no gastar agua" where it says "ahorrar
  // agua") affirms it: its other words are not denied.
  // (Not one that denies both opposites, each stated plainly by the source: "ni vivo ni muerto" for "vivo y muerto".)
  const both = (h: Token) => source.plainStems.has(h.stem) && !source.negatedStems.has(h.stem) && tokens.some((o) => o.negated && o.clause === h.clause && antonyms().get(h.stem)?.has(o.stem));
  const affirming = new Set(tokens.filter((h) => h.negationHead && !both(h) && [...(antonyms().get(h.stem) ?? [])].some((o) => source.plainStems.has(o))).map((h) => h.clause));
  // A clause whose negation denies what the source denies too ("para no agotar el suelo" where it says "el suelo no se
  // agota") says the same: the object inside its scope is not denied.
  // So does one whose head is a thesaurus synonym of what the source denies ("ya no fabrica" / "deja de producirla").
  // (In a stem-changing form too: "no pueden mover los ojos" where it says "sus ojos no se mueven".)
  // (So does one that denies a word the source denies too, any head: "no tiene ángulos rectos" / "no son rectos"; or a light verb it denies: "no vuelven".)
  for (const t of tokens) if (t.negated && t.content && source.negatedStems.has(t.stem) && !source.plainStems.has(t.stem)) affirming.add(t.clause);
  for (const [i, h] of tokens.entries()) if (refusalDenied(h, source) || (h.negationHead && (source.negatedHeads.has(h.stem) || source.negatedStems.has(h.stem) || [...(synonyms().get(h.stem) ?? [])].some((s) => source.negatedHeads.has(s)) || [...source.negatedHeads].some((n) => undiphthong(n) === undiphthong(h.stem)))) || (!h.content && tokens[i - 1]?.fold === "no" && h.fold.length >= 5 && whole.negatedStems.has(h.stem))) affirming.add(h.clause);
  // A denial under a condition "sin X" said before it ("sin las proteínas no pueden formar los huevos") says that X is
  // needed, not that the note's thing does not happen.
  // (A "no" or "nadie" of its own after it — "sin perder ningún detalle" is the "sin" phrase itself.)
  const conditioned = new Set(tokens.filter((t, i) => t.negated && !t.withoutOnly && tokens.slice(0, i).some((w, j) => w.fold === "sin" && tokens.slice(j + 1, i).some((x) => x.fold === "no" || x.fold === "nadie") && !tokens.slice(j + 1, i + 1).some((x) => x.stopBefore))).map((t) => t.clause));
  // "no produce suficiente lactasa": the negation denies that it is enough (it is little), not the verb or the thing.
  const notEnough = new Set(tokens.filter((t) => t.negated && SUFFICIENT.has(t.fold)).map((t) => t.clause));
  // "faltaban botes", "los botes no bastaban": a clause that says a thing is lacking or denies something of it does not
  // state plainly what the note denies.
  // (So does one that says there is little of it: "poca hemoglobina" where the note says "falta de hemoglobina".)
  const little = (t: Token) => t.lowered === true && ["poco", "poca", "pocos", "pocas"].includes(tokens[tokens.indexOf(t) - 1]?.fold ?? "");
  // (As does one that takes it away or loses it: "que la máquina les quitara el trabajo" where the note says "quedarse
  // sin trabajo".)
  const lacking = new Set(tokens.filter((t) => t.negationHead || t.negated || little(t) || LACKING.test(t.fold) || PRIVATIVE.test(t.fold)).map((t) => t.clause));
  // Ceasing ("deja de absorberlo", "ya no crece") presumes it held before, "aún no había luz" that it held after.
  // (Unless the note says that very verb form plainly, present for present: "ya no le vuelve a crecer" where it says "le
  // vuelve a crecer" denies what the note states now, not a state that ended; nor a going on denied: deniesGoingOn.)
  const finite = (i: number) => tokens.slice(i + 2).find((x) => !CLITICS.has(x.fold));
  const ceasing = new Set(tokens.filter((t, i) => t.ceases || (["ya", "aun", "todavia"].includes(t.fold) && tokens[i + 1]?.fold === "no" && !plainFolds.has(finite(i)?.fold ?? ""))).map((t) => t.clause).filter((c) => !deniesGoingOn(tokens, c, plainFolds)));
  // A "no" that agrees with a negative word the note says itself denies what the note denies: "no se casó nunca" is its
  // "nunca se casó", "no servía para nada" its "para nada".
  const concorded = new Set(tokens.filter((t) => t.negated && CONCORD.has(t.fold) && source.plainStems.has(t.stem)).map((t) => t.clause));
  for (const t of tokens) {
    if (notEnough.has(t.clause)) continue;
    // Light words matter only where the reference is made of them ("desde varios").
    if ((!t.content && !(reference?.lightOnly && reference.stems.has(t.stem))) || t.num !== null) continue;
    // A negated word the source states plainly (and never negates): "no se ve afectada por los valores extremos".
    // Without a reference, only what the negation denies (its head) counts: "no gastar agua" denies spending, not water.
    // (A refusal's wanting counts whatever the reference: "no quiso cruzar…" where the note says "quiso cruzar…".)
    // "sin" names a condition ("sin las abejas", "se queda sin cola") unless it qualifies a thing of the reference by
    // leaving out what the reference says of it ("la sangre sin oxígeno" for "la sangre oxigenada").
    // (Nor the object of an infinitive after "sin": "sin forzar la voz" denies the straining, not the voice.)
    const sinVerb = tokens.findLastIndex((x, k) => k < tokens.indexOf(t) && x.fold === "sin");
    const ofVerb = sinVerb >= 0 && /^\p{L}{2,}(ar|er|ir)$/u.test(tokens[sinVerb + 1]?.fold ?? "") && tokens.indexOf(t) > sinVerb + 1;
    // (But the reference's own verb right after "sin" is denied: "sin levantar la mano" for "levanta la mano".)
    const verbAfterSin = sinVerb >= 0 && tokens[sinVerb + 1] === t && /^\p{L}{2,}(ar|er|ir)$/u.test(t.fold);
    const deniedVerb = reference !== null && verbAfterSin && reference.stems.has(t.stem);
    // (Or the note's, anywhere in it: "sin salir de la nave" where it says "salió de la cápsula" — set off after what it
    // qualifies, not a condition opening its clause: "porque sin cocinar resulta duro".)
    const setOff = sinVerb > 0 && (tokens[sinVerb]!.commaBefore || tokens[sinVerb - 1]!.content) && !SUBORDINATORS.has(tokens[sinVerb - 1]!.fold);
    if (reference !== null && setOff && verbAfterSin && t.content && t.fold.length >= 5 && !affirming.has(t.clause) && !conditioned.has(t.clause) && whole.plainStems.has(t.stem) && !whole.negatedStems.has(t.stem)) return `niega lo que la nota afirma («${t.raw}»)`;
    const without = t.withoutOnly && !deniedVerb && (ofVerb || !(reference !== null && !frame.has(t) && reference.stems.has(t.stem) && qualifiesReferenceThing(tokens, t, reference)));
    if (t.negated && !without && !affirming.has(t.clause) && !ceasing.has(t.clause) && !concorded.has(t.clause) && !conditioned.has(t.clause) && !(reference === null && contrastedFrame(tokens, t, frame)) && source.plainStems.has(t.stem) && !source.negatedStems.has(t.stem) && (reference === null || t.refuses || conceded(tokens, t) ? t.negationHead : reference.stems.has(t.stem))) {
      return `niega lo que la nota afirma («${t.raw}»)`;
    }
    // What a negation of the source denies, stated plainly: "mezclados en la paleta" where the note says "sin mezclar".
    // (Or the reference: "para que pudieran construir otra" where it says "para que no pudieran construir otra".)
    // (Not said under a condition: "al apretarlo se inyecta más veneno" where the note says "sin apretarlo".)
    if (!t.negated && !lacking.has(t.clause) && !supposed(tokens, tokens.indexOf(t), frame) && [source, reference].some((s) => s?.negatedHeads.has(t.stem) && !s.plainStems.has(t.stem))) return `${AFFIRMS_DENIED} («${t.raw}»)`;
  }
  const [barely, more] = reference ? [littleOfMuch(tokens, reference, frame), moreOfLess(tokens, reference)] : [null, null];
  if (barely) return `dice lo contrario de la referencia (apenas «${barely.raw}» donde dice mucho)`;
  if (more) return `dice lo contrario de la referencia (más «${more.raw}» donde dice menos)`;
  // Opposites beat synonyms against the reference; against the whole note only for words the note does not support
  // otherwise. Words the answer repeats from the question are its frame ("un número f pequeño significa…"), no claim.
  // An answer that says the reference's word too, and the opposite where the note says it ("desvía el aire hacia
  // abajo y se genera una fuerza hacia arriba") or in a clause it denies ("solo de día; de noche no sirve"): no opposite.
  const saysBoth = (t: Token, opposite: string) => tokens.some((x) => x.stem === opposite && !x.negated) && (whole.plainStems.has(t.stem) || tokens.slice(tokens.indexOf(t) + 1).some((x) => x.clause === t.clause && ["no", "nunca", "jamas"].includes(x.fold)));
  // An opposite reached through a synonym is a weak link ("parte" as "partir" ↔ "llegar" ~ "arribar" / "arriba"): not
  // where another answer word says that reference word ("por encima") or its object does ("bajar la inflamación").
  const saidOtherwise = (t: Token, o: string) => tokens.some((x) => x !== t && x.content && !x.negated && alignsLiterally(x, stemIndex(o))) || actsOn(tokens, t, stemIndex(o));
  // (A degree word where the source says that degree too — "más cacao y menos azúcar" — opposes nothing by itself: "una
  // proporción mayor de cacao"; which thing gets which degree is the comparative check's.)
  for (const t of tokens) {
    // (Nor a statement of the note quoted with its next word: "…la guerra que acabó con el califato" — unsupported.ts.)
    if (!reference || frame.has(t) || quoted.has(t) || saysDegree(t, reference)) continue;
    // (Not where the reference says both poles, one in the answer's word: "una aumenta, la otra disminuye" / "baja"; nor
    // the word's own family: "sombra" beside "sombrilla … del sol".)
    const opposite = opposedIn(t, reference);
    const direct = opposite !== null && (synonymTargets(t, reference).some((s) => antonyms().get(s)?.has(opposite)) || alignsLiterally(t, reference)) ? null : opposite;
    const through = direct ? null : opposedThroughSynonym(t, reference);
    // (Nor where the reference denies the word it reaches: "única" ~ "múltiple" ~ "números" of "que no son números".)
    // (Nor where the note says the answer's word itself: "distinto radio" ~ "igual" ~ "plano".)
    const o = direct ?? (through && !saidOtherwise(t, through) && !whole.plainStems.has(t.stem) && !(reference.negatedStems.has(through) && !reference.plainStems.has(through)) ? through : null);
    if (o && !saysBoth(t, o)) return `dice lo contrario de la referencia («${t.raw}»)`;
  }
  for (const t of tokens) {
    const o = frame.has(t) || quoted.has(t) || (affirming.has(t.clause) && (t.negated || tokens[tokens.indexOf(t) - 1]?.negationHead === true)) || saysDegree(t, source) ? null : opposedIn(t, source);
    if (o && align(t, source) === null && !saysBoth(t, o)) return `dice lo contrario de la nota («${t.raw}»)`;
  }
  return null;
}

/** The reason's opening where the answer states plainly what the note denies (the detector reads it: features.ts). */
export const AFFIRMS_DENIED = "afirma lo que la nota niega";

/** Whether a word is in a part set off by "aunque" / "pero" ("…, aunque él nunca lo tocó"): a claim of its own. */
function conceded(tokens: readonly Token[], t: Token): boolean {
  let k = tokens.indexOf(t);
  while (k > 0 && !tokens[k]!.commaBefore && !tokens[k]!.stopBefore) k--;
  return k > 0 && tokens[k]!.commaBefore && ["aunque", "pero"].includes(tokens[k]!.fold);
}

/** The index of one stem (a source that says just that word). */
const stemIndex = (stem: string): SourceIndex => {
  const one = new Set([stem]);
  return { stems: one, wordStems: one, numbers: new Set(), negatedStems: new Set(), negatedHeads: new Set(), plainStems: one, names: new Set(), nameStems: new Set() };
};



const quote = (ts: readonly Token[]) => ts.map((t) => t.raw).join(", ");

export function autoGrade(input: GradeInput): AutoGrade {
  const { citedNoteId, question, referencia: stated, answerable, goldNote, notes } = input;
  if (input.answer === null) return { letter: "N", reason: "sin respuesta" };
  const questionIndex = indexSource(question);
  const read = readAnswer(input.answer, notesIndex(notes), questionIndex);
  const { answer } = read;
  // Where the reference itself says a thing is not known ("no con certeza", "no se sabe"), an answer that says so
  // without speaking of the notes or of its own knowing gives that answer; it does not abstain.
  const unknownIsTheAnswer = answerable && read.reading.hasAbstainingClause && readAbstention(stated, questionIndex).hasAbstainingClause && !speaksOfOwnKnowing(tokenize(answer));
  const reading = unknownIsTheAnswer ? { abstains: false, rest: tokenize(answer), hasAbstainingClause: false } : read.reading;
  if (reading.abstains) return { letter: "N", reason: "abstención: dice que no lo sabe o que no está en las notas" };
  const answeredAnyway = reading.hasAbstainingClause ? " (dice que no lo sabe, pero responde)" : "";
  if (!answerable) return { letter: "X", reason: `responde a una pregunta sin respuesta en las notas${answeredAnyway}` };
  if (citedNoteId !== null) {
    const cited = notes.get(citedNoteId);
    if (cited === undefined) return { letter: "X", reason: `cita una nota inexistente (${citedNoteId})` };
    if (cited !== goldNote) {
      // A citation of another note: that note must hold the reference's idea and what the answer says.
      const byCited = referenceCoverage({ answer: cited, referencia: stated, question, threshold: 0.8 });
      const citedIndex = indexSource(cited);
      const notInCited = unsupported(tokenize(answer), mergeIndex(citedIndex, questionIndex));
      // In its own words: a thesaurus link ("fuego" ~ "luz") does not make a note about something else hold the idea.
      const refWords = tokenize(stated).filter((t) => t.content && t.num === null);
      const literally = refWords.filter((t) => alignsLiterally(t, citedIndex)).length;
      // And it must be about what is asked: a yes/no ("No.") is "held" by any note with a negation in it.
      const asked = tokenize(question).filter((t) => t.content && t.num === null);
      const aboutIt = asked.filter((t) => alignsLiterally(t, citedIndex)).length * 2 >= asked.length;
      if (!byCited.covered || !aboutIt || literally < 0.8 * refWords.length || notInCited.strong.length > 0 || notInCited.words.length > 0) {
        return { letter: "X", reason: `la nota citada (${citedNoteId}) no contiene la idea de la referencia` };
      }
    }
  }
  const tokens = reading.hasAbstainingClause ? reading.rest : tokenize(answer);
  const plain = referenceCoverage({ answer: tokens, referencia: stated, question, note: goldNote });
  // A term the note explains in an apposition is said by that explanation: the reference is then the term and its gloss.
  const glossed = plain.covered ? null : withNoteGloss(stated, goldNote);
  const byGloss = glossed ? referenceCoverage({ answer: tokens, referencia: glossed, question }) : null;
  const [referencia, coverage] = glossed && byGloss?.covered ? [glossed, byGloss] : [stated, plain];
  if (reading.hasAbstainingClause && !coverage.covered && !reading.guesses) return { letter: "N", reason: "abstención: dice que no lo sabe o que no está en las notas" };
  const misquoted = misquotedWord(input.answer, stated, coverage.missing);
  if (!coverage.covered || misquoted) return { letter: "X", reason: misquoted ? `cita otras palabras (falta «${misquoted.raw}»)` : coverage.reason };
  const denied = premiseDenied(tokens, tokenize(question), tokenize(referencia));
  if (denied) return { letter: "X", reason: `niega lo que la pregunta da por hecho («${denied.raw}»)` };
  const affirmed = goldNote ? affirmsDeniedAsked(tokens, tokenize(question), tokenize(goldNote)) : null;
  if (affirmed) return { letter: "X", reason: `${AFFIRMS_DENIED} («${affirmed.raw}»)` };
  // A year the question does not ask for is optional; another year in its place is a wrong date all the same
  // ("Champollion, en 1799" for "Champollion, en 1822"), even one the note gives to another event.
  const refYears = tokenize(referencia).filter(isYear);
  const ansYears = tokens.filter(isYear);
  if (refYears.length && ansYears.length && !ansYears.some((a) => refYears.some((r) => r.num === a.num))) return { letter: "X", reason: `cambia «${refYears[0]!.raw}» por «${ansYears[0]!.raw}»` };
  // (So does one where the reference gives none and the note's sentence of it another: misdatedByNote.)
  const misdated = goldNote ? misdatedByNote(tokens, tokenize(referencia), tokenize(goldNote)) : null;
  if (misdated) return { letter: "X", reason: `cambia «${misdated[0].raw}» por «${misdated[1].raw}»` };
  const referenceIndex = { ...indexSource(referencia), lightOnly: !tokenize(referencia).some((t) => t.content) };
  const swap = synonymTheNoteTellsApart(tokens, referencia, goldNote);
  if (swap) return { letter: "X", reason: swap };
  // "un punto" in the reference is the number one where a quantity is asked for ("1 punto" adds nothing).
  const source = QUANTITY_QUESTION.test(question) ? mergeIndex(indexSource(goldNote, referencia), indexTokens(withArticleOne(tokenize(referencia), question))) : indexSource(goldNote, referencia);
  // The question's own words said again: same stem and beginning ("soleados" is no "solar", whatever Snowball strips).
  const questionTokens = tokenize(question);
  const frame = new Set([...tokens.filter((t) => t.content && align(t, referenceIndex) === null && questionTokens.some((q) => q.stem === t.stem && commonPrefix(q.fold, t.fold) >= Math.min(4, t.fold.length))), ...comparativeFrame(tokens, questionTokens), ...whenSaidBack(tokens, questionTokens)]);
  // A comparison read whole: turned round ("B más rápido que A" for "A más rápido que B") it contradicts; said the other
  // way round ("B más lento que A") its opposite adjective says the same.
  const compared = comparisonAgainst(tokens, tokenize(referencia));
  if (compared?.verdict === "reversed") return { letter: "X", reason: `invierte la comparación de la referencia («${compared.words.slice(0, 2).map((w) => w.raw).join(" ")}»)` };
  if (compared) for (const w of compared.words) frame.add(w);
  // "bien" / "mal" of the reference's verb: said the other way round it contradicts; said by denying the other ("no lo
  // digiere bien" for "lo digiere mal") it says the same, and that clause's negation denies nothing of the note.
  const noteTokens = goldNote ? tokenize(goldNote) : null;
  const manner = mannerAgainst(tokens, tokenize(referencia)) ?? (noteTokens ? mannerAgainst(tokens, noteTokens) : null);
  if (manner?.verdict === "opposite") return { letter: "X", reason: `dice lo contrario de la referencia («${manner.word.raw}»)` };
  const judged = manner?.byDenial ? tokens.map((t) => (t.clause === manner.word.clause ? { ...t, negated: false, negationHead: false } : t)) : tokens;
  // (A quoted word opposes nothing only where the reference word it opposes is said otherwise: "primeros años" for
  // "comienzos" beside "la guerra que acabó con…".)
  const quoted = noteTokens ? new Set([...quotedFromNote(tokens, noteTokens)].filter((t) => !(coverage.missing ?? []).some((m) => m.stem === opposedIn(t, referenceIndex)))) : undefined;
  const contra = contradiction(judged, aboutReference(goldNote, referencia) ?? source, referenceIndex, frame, source, quoted, new Set(noteTokens?.filter((t) => !t.negated).map((t) => t.fold)));
  if (contra) return { letter: "X", reason: contra };
  const [crossed, many] = noteTokens ? [crossedNumbers(tokens, noteTokens), countedAsOne(tokens, noteTokens)] : [null, null];
  if (crossed) return { letter: "X", reason: `da a «${crossed[0].raw}» el número de otra cosa de la nota («${crossed[1].raw}»)` };
  if (many) return { letter: "X", reason: `dice «${many[1].raw} ${many[0].raw}» de lo que la nota dice que hay uno` };
  const turned = reversedAround(tokens, tokenize(referencia), questionTokens) ?? swappedOpposites(tokens, tokenize(referencia)) ?? swappedPair(tokens, tokenize(referencia)) ?? crossedPair(tokens, tokenize(referencia)) ?? swappedColours(tokens, tokenize(referencia)) ?? rolesSwapped(tokens, tokenize(referencia)) ?? collapsedOpposites(tokens, tokenize(referencia)) ?? sequenceFlip(tokens, tokenize(referencia));
  if (turned) return { letter: "X", reason: `invierte «${turned}» de la referencia` };
  const quantified = [quantifierFlip, boundFlip, deniedPhraseStated, littleOfDenied, withoutWhatIsWith, ceasedWhatBegan, outsideForInside, stepsReversed, insteadSwapped, orderWordFlip, routeReversed, generalized, opposedBeside, someOfAll, almostMadeWhole, rankChanged].map((f) => f(tokens, tokenize(referencia)) ?? (noteTokens ? f(tokens, noteTokens) : null)).find((q) => q !== null) ?? null;
  if (quantified) return { letter: "X", reason: `dice «${quantified.raw}» de lo que la nota dice lo contrario` };
  // (These against the reference only — a note's "poca orina" elsewhere is no claim the answer must keep. One alone for
  // several: "rompió con la perspectiva de un solo punto" says what a note showing "varios puntos de vista" set aside.)
  const alone = oneForSeveral(tokens, tokenize(referencia));
  if (alone) return { letter: "X", reason: `dice «${alone.raw}» de lo que la referencia dice lo contrario` };
  const unlessened = plainOfLittle(tokens, tokenize(referencia));
  if (unlessened) return { letter: "X", reason: `dice «${unlessened.raw}» donde la referencia dice «poco»` };
  const flip = comparativeFlip(tokens, tokenize(referencia)) ?? (noteTokens ? comparativeFlip(tokens, noteTokens) : null);
  if (flip && !frame.has(flip)) return { letter: "X", reason: `dice lo contrario de la referencia («${flip.raw}»)` };
  const otherDegree = degreeSwapped(tokens, tokenize(referencia), source);
  if (otherDegree) return { letter: "X", reason: `cambia «más ${otherDegree[0].raw}» por «más ${otherDegree[1].raw}»` };
  // (The answer's own list numbers and counts — "1. … 2. …", "los dos países" after naming them — are no facts.)
  const extra = unsupported(tokens, mergeIndex(source, questionIndex), new Set([...coverage.consumed, ...listNumbers(tokens), ...spanEndVerbs(tokens, tokenize(referencia)), ...questionFrameVerbs(tokens, question), ...(noteTokens ? deniedByOnly(tokens, noteTokens) : []), ...(howOftenWords(tokenize(referencia)).length || /(^|[^\p{L}])cada\s/iu.test(referencia) ? howOftenWords(tokens) : [])]));
  if (extra.strong.length) return { letter: "X", reason: `añade algo que la nota no contiene: ${quote(extra.strong)}` };
  // A near miss: a word the sources lack in place of a reference word of the same beginning ("mediana" for "media") or ending ("decatlón" for "pentatlón").
  for (const w of extra.words) {
    const m = coverage.missing?.find((r) => commonPrefix(r.stem, w.stem) >= 4 || sameEnding(r.fold, w.fold));
    if (m) return { letter: "X", reason: `cambia «${m.raw}» por «${w.raw}»` };
  }
  // The reference's last word (where Spanish puts what is asked for: "libros de caballerías", "dura siglos") is
  // missing and the answer ends on a word of its own instead: a substitution ("libros de poesía", "pocos días").
  const refLast = tokenize(referencia).filter((t) => t.content).at(-1);
  const ansLast = lastHead(tokens, source);
  const samePole = (a: Token, b: Token) => poleOf(a) !== null && poleOf(a) === poleOf(b);
  // So is a last word held only through a thesaurus link to another word of the note (a broad thesaurus gives
  // "caliente" a sense of "salado"), said right after the word the reference says before its last: "el agua está muy
  // caliente" for "su agua es muy densa" (not "un pueblo inventado por el autor" for "un pueblo imaginario").
  const refContent = tokenize(referencia).filter((t) => t.content);
  const linkedElsewhere = (t: Token) => {
    const [a, r] = [contentBefore(tokens, t), refLast ? contentBefore(refContent, refLast) : undefined];
    return !t.negated && a !== undefined && r !== undefined && alignsLiterally(a, tokenIndex(r)) && align(t, source) === "synonym" && align(t, referenceIndex) === null && align(t, questionIndex) === null;
  };
  // (In a list too, where it stands after the reference's own word, in a like frame: "de la vista" for "de la voz".)
  if (refLast && ansLast && (!coverage.list || sameFrameBefore(tokens, tokenize(referencia), ansLast, refLast)) && coverage.missing?.some((m) => m.stem === refLast.stem) && !samePole(refLast, ansLast) && (extra.words.includes(ansLast) || linkedElsewhere(ansLast))) {
    return { letter: "X", reason: `cambia «${refLast.raw}» por «${ansLast.raw}»` };
  }
  // A reference word missing, and the answer says another word of the note right where the reference says it — after
  // the reference word before it ("fecundar a la reina" / "fecundar a las obreras"): a swapped entity.
  const swapped = goldNote ? substitution(tokens, tokenize(referencia).filter((t) => t.content), coverage.missing ?? [], referenceIndex, questionIndex, indexSource(goldNote), tokenize(referencia), noteTokens ?? []) : null;
  if (swapped) return { letter: "X", reason: `cambia «${swapped[0].raw}» por «${swapped[1].raw}»` };
  const extraOne = coverage.list ? (extraClassmate(tokens, tokenize(referencia).filter((t) => t.content), referenceIndex, questionIndex) ?? extraItem(tokens, extra.words, referenceIndex, source, true, noteTokens ?? [])) : extraItem(tokens, extra.words, referenceIndex, source, false, noteTokens ?? []);
  if (extraOne) return { letter: "X", reason: `añade «${extraOne.raw}» a los elementos de la referencia` };
  const classmate = classSwap(tokens, coverage.missing ?? [], referenceIndex, questionIndex) ?? pronounSwap(tokens, tokenize(referencia), source) ?? genderSwapped(tokens, tokenize(referencia));
  if (classmate) return { letter: "X", reason: `cambia «${classmate[0].raw}» por «${classmate[1].raw}»` };
  const renamed = swappedName(tokens, tokenize(referencia), coverage.missing ?? [], referenceIndex, questionIndex, source);
  if (renamed) return { letter: "X", reason: `cambia «${renamed[0].raw}» por «${renamed[1].raw}»` };
  // Added content in a part of its own: a segment with none of the reference's words ("…, sobre todo de noche").
  const apart = addedPart(tokens, extra.words, referenceIndex, source, (coverage.missing ?? []).length === 0);
  if (apart) return { letter: "X", reason: `añade contenido que la nota no sostiene: ${quote(apart)}` };
  // Words in the place of missing reference words are the idea in other words ("respeta los ángulos" for "conserva los
  // ángulos"; not in the place of the word asked for: placement.ts), words past what the reference says additions. (Not a
  // name for a name, each capitalised and no common word: "Sputnik 1" for "Vostok 1"; a "Puerta" may be, not before a
  // name. Not in a list, whose items are found by half their words: a word of its own there is as often another item.)
  // A colour the reference says, missing, and one of the answer's own: another colour ("sobres dorados" for "rojos").
  const [hue, lostHue] = [extra.words.find((t) => isColour(t.fold)), (coverage.missing ?? []).find((t) => isColour(t.fold))];
  if (hue && lostHue) return { letter: "X", reason: `cambia «${lostHue.raw}» por «${hue.raw}»` };
  // (Asked for a name, no word stands in for one of it: "magnetismo animal" is another name than "electricidad animal".)
  const inPlace = asksForName(question) ? new Set<Token>() : standIns(tokens, tokenize(referencia).filter((t) => t.content), coverage.list ? [] : (coverage.missing ?? []), extra.words, (t) => /^\p{Lu}/u.test(t.raw) && (!synonyms().has(t.stem) || tokens[tokens.indexOf(t) + 1]?.name === true));
  const added = extra.words.filter((t) => !inPlace.has(t));
  const replaced = added.length === 1 && noteTokens ? replacedInFrame(tokens, added[0]!, noteTokens) : undefined, pair = replaced ? [replaced, added[0]!] : askedWordReplaced(tokens, tokenize(referencia), coverage.missing ?? [], inPlace);
  if (pair || added.length >= 2 || (added.length === 1 && (tokens.filter((t) => t.content).length <= 2 || addedPastReference(tokens, added[0]!, referenceIndex, coverage.missing ?? [], questionIndex)))) {
    return { letter: "X", reason: pair ? `cambia «${pair[0]!.raw}» por «${pair[1]!.raw}»` : `añade contenido que la nota no sostiene: ${quote(added)}` };
  }
  return { letter: "R", reason: `contiene la idea de la referencia (${coverage.reason}) y nada que la nota no sostenga${answeredAnyway}` };
}
