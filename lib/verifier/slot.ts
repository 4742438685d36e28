import { MEASURE_UNIT } from "@/lib/text/phrases";
import { QUANTITY_QUESTION, type Token, align, alignsLiterally, articleOnes, indexSource, indexTokens, isOrdinal, isWord, spanUnitIn, textParts, tokenize } from "@/lib/text/analyze";
import { NUMERAL_MULTIPLIERS, isLight } from "@/lib/text/lexicon";
import { verbRoot } from "@/lib/text/learned";
import { raisedVowelStem } from "@/lib/text/stem";
import { ANY_PARTICIPLE, CLITICS, DETERMINERS, GERUND, PARTICIPLE, SPANISH_STOP_WORDS, foldAccents, strongParticipleVerb } from "@/lib/text/spanish";
import { withCoordination } from "./coordination";
import { accompaniedSpan, gappedRemnant, jobSpan, participleComplement, statedBySegun } from "./remnantSpans";
import { conditionAndTopic, ownConditionAfter, pastCondition, questionPredicate, sharesSubject, joinedScores, withClausesAfter, withSubjectBefore } from "./coordinatedClauses";
import { CALLED_QUESTION, appositionName, categoryApposition, commissionedBy, beforeEvent, copulaSubject, listAfterColon, namedKind, parentBySon, namedSuperlative, superlativeSetOff, whichNoun, whoSpan } from "./whoSpan";
import { causeSpan, correlatedSpan, relativeCause } from "./causes";
import { framedSpan, sameStatementAfter } from "./questionKinds";
import { afterMeasuringVerb, measuredIn, multipleSaid, notCountingAsked, setAsideBySin, countingNumber, countsOf, ellipticalCount, measuredNumber, measuringVerb, numberedPart, vagueAmount, withNumberBefore, withOtherNumber } from "./amounts";
import { cliticAntecedent, knownAsSpan, namedByApposition, pastAskedRelative, placeByRelative, postposedSubject, prepositionalAntecedent, relativeAntecedent } from "./relativeSpans";
import { gappedPurposeSpan, insteadOfSpan, recipientSpan, likenedSpan, mannerPointedBack, phraseLedSpan, roleSpan } from "./phraseSpans";
import { asksWhatIsMade, kindNamedApart, kindByExamples, enablingSpan, usedThingRelative, instrumentRelative, correctedBySino, howVerbSpan, differenceSpan, purposeOfVerb, subjectBeforeVerb, throughSpan, deniedCopulaTail, namedAfterColon, tiedByStatement, statementScore, underOtherCondition, onePerStem } from "./slotChoices";
import { WEEKDAY, datedByUnit, opensWithCircumstance, withHourAsked } from "./timeSpans";
import { activeCalled, calledReflexive, calledSpan, namedBeforeKind, predicateAfterSetOff, restatedByDe } from "./namingSpans";
import { actuallySpan, appositionDefinition, compositionSpan, consistsOfSpan, conditionOfNumber, describedNoun, equationSpan, mannerGerund, meaningSpan, namedUnderCondition, ofWhichSpan, pseudoCleftSpan, withSpan } from "./definitionSpans";
import { DOES, HAPPENS, demonstrativeAntecedent, namedAfterA, questionVerb, kindAsked, nameAsCalled, whereByKind, appositionAntecedent, asksByWhich, exceptionSpan, exceptedFromNone, eachOfTwo, pairMemberSpan, prepositionSpan, referencePointStems, wordThenPreposition } from "./questionFrame";
import { AGENT, HAPPEN_FORM, COPULAS, RELATIVES, WHO_QUESTION, pastAside, subjectSetOff, yesNoQuestion, explainedPastColon, numberAfterVerb, pastSetOff, type Slot, VERBLESS_LIMIT, afterQuestionVerb, categoryNouns, markedSpan, VERB_WEIGHT, purposeSpan, whenSpan } from "./slotSpans";
import { demonymOrigin, notDate, placeCoordinated, placeSpan } from "./placeSpan";
import { causeCut, coordinatedSubject, pastAdjuncts, restatesPartBefore, trimSlot } from "./slotTrims";
import { CONNECTIVES, MODALS, QUESTION_WORDS, SHORT_VERBS, asksDoing, doingProVerb, modalDoingSpan, asksWhatIsDone, classMemberSpan, doneByRelative, kindHead, pastAskedThing, fromDenial, lackedSpan, pastMannerAgent, reflexiveAfterModal, reflexiveVerbs, setOffBeforeCopula } from "./doingSpans";
import { AT_TIME_QUESTION, actingAs, CAUSE_QUESTION, KILLING, DEFINITION_QUESTION, KIND_QUESTION, OTHER_QUESTION, PURPOSE_QUESTION, SINCE_QUESTION, THROUGH_QUESTION, TIME_KIND_QUESTION, WHEN_QUESTION, WHERE_QUESTION, WHY_QUESTION } from "./questionPatterns";

export { textParts };
export { coordinatedPhrase, isItem } from "./coordination";
export { categoryNouns } from "./slotSpans";

/** A word that can be (part of) an answer: a content word, or a light one that is no stop word ("varios"). */
export const answerWord = (t: Token) => t.content || (t.num === null && !t.symbol && t.fold.length >= 3 && !SPANISH_STOP_WORDS.has(t.fold) && isLight(t.fold, t.stem));

/** Quantifiers that answer a quantity question by themselves ("desde varios puntos de vista", "Desde varios."). */
export const QUANTIFIERS = new Set(["varios", "varias", "muchos", "muchas", "pocos", "pocas", "algunos", "algunas", "numerosos", "numerosas", "diversos", "diversas", "todos", "todas", "ambos", "ambas", "several", "many", "few", "some", "all", "both"]);

/**
 * The note's answer to a question, as a span of the note: the part that shares most words with the question (words of
 * the note's subject weigh half; ties: the later part — the predicate, not the subject), read from the first word the
 * question does not hold to the end of that part, or the next part when the question names the whole part. Two general
 * exceptions: a question that asks for a number is answered by the nearest part holding one ("¿Cuánto mide el
 * Everest?" → "con 8.849 metros"); a part the question names whole that opens with a copula ("es la montaña más alta
 * del mundo") is answered by the subject that opens its clause ("El Everest"). Null when no part shares a word with it.
 */
export function answerSlot(noteTokens: readonly Token[], asked: string): { tokens: Token[]; part: Set<Token> } | null {
  const question = actingAs(nameAsCalled(asked)); // ("¿Qué nombre dio X a Y?" is "¿Cómo llamó X a Y?".)
  const slot = trimSlot(pastSetOff(noteTokens, explainedPastColon(noteTokens, correctedBySino(noteTokens, parentBySon(noteTokens, tokenize(question)) ?? beforeEvent(noteTokens, tokenize(question)) ?? slotOf(noteTokens, question), question), question)), noteTokens, question, QUESTION_WORDS);
  // "¿En qué ciudad está X?" asks where X is: the name "¿Dónde está X?" finds, if a name other than the kind's ("la ciudad de Augusta Emerita").
  const placed = whereByKind(question) ? answerSlot(noteTokens, whereByKind(question)!) : null;
  return placed?.tokens[0]?.name && placed.tokens[0] !== slot?.tokens[0] ? placed : withHourAsked(noteTokens, question, slot);
}

function slotOf(noteTokens: readonly Token[], question: string): Slot | null {
  // The question's words but its interrogatives ("¿Cómo…?" stems as "comida" does), modals ("suele" is no "sol") and
  // "sobre todo" (no "por encima"). An ordinal or a multiplier is a word ("primer" points at "el primero"; "triple salto" counts nothing); "murió" is of "morir"; a strong
  // participle not after a determiner is its verb's ("hecho con…" for "¿Con qué se hace…?"), unless a doing is asked.
  const strong = new Map(noteTokens.flatMap((t, i) => (strongParticipleVerb(t.fold) && !asksDoing(question) && !DETERMINERS.has(noteTokens[i - 1]?.fold ?? "") ? [[t, strongParticipleVerb(t.fold)!] as const] : [])));
  const asWord = (t: Token) => (strong.has(t) ? { ...t, stem: strong.get(t)!, content: true } : isOrdinal(t) ? { ...t, num: null, stem: `ordinal${t.num}`, content: true } : raisedVowelStem(t.fold) ? { ...t, stem: raisedVowelStem(t.fold)! } : NUMERAL_MULTIPLIERS.has(t.fold) ? { ...t, num: null, content: true } : KILLING.test(t.fold) && /(^|[^\p{L}])(muri[oó]|murieron|mor[ií]a|mor[ií]an)([^\p{L}]|$)/iu.test(question) ? { ...t, stem: raisedVowelStem("murio") ?? t.stem } : t);
  const q = indexTokens(tokenize(question).filter((t, k, ts) => !QUESTION_WORDS.has(t.fold) && !MODALS.has(t.fold) && !(t.fold === "sobre" && ts[k + 1]?.fold === "todo")).map(asWord));
  // Literal alignment only (stem, family, number): a thesaurus link is too loose to locate an answer. (A letter only by
  // itself: the grade "A" is no "a" of "¿Qué le pasó a Lucía…?".)
  const inQuestion = (t: Token) => (!/^\p{Lu}$/u.test(t.raw) || tokenize(question).some((x) => x.raw === t.raw)) && alignsLiterally(asWord(t), q);
  const parts = textParts(noteTokens);
  // The note's opening part names its subject (up to its copula, if it has one: "El océano Pacífico | es el más
  // grande"); a question repeats it whatever it asks, so it weighs little there.
  // (A short circumstance before it — "Cada otoño, millones de…", "En 1492, Colón…" — is no subject: the next part is.)
  const opening = (parts[0] && parts[1] && opensWithCircumstance(parts[0]) ? parts[1] : parts[0]) ?? [];
  const copula = opening.findIndex((t) => COPULAS.has(t.fold));
  // (With its appositions set off before a copula of the same clause: "Juana I de Castilla, | llamada Juana la Loca, |
  // era hija…" — the second name is the subject's too.)
  const subjectTokens = (copula > 0 ? opening : [...opening, ...setOffBeforeCopula(parts, opening)]).slice(0, copula > 0 ? copula : undefined).filter((t) => t.content);
  const subject = new Set(subjectTokens.map((t) => t.stem));
  // (Its family too: "el compost" is the subject "el compostaje" again; not the question's verb: "aúllan" / "aullidos".)
  const subjectIdx = indexTokens(subjectTokens);
  // (And, asked what something does, the subject's kind: "¿Qué hace el hombre al bailar el chotis?" — doingSpans.ts.)
  const kind = kindHead(opening, copula, question);
  const kindIdx = kind ? indexTokens([kind]) : null;
  const inSubject = ((asked) => (t: Token) => subject.has(t.stem) || (subjectTokens.length > 0 && t.num === null && !asked.has(t.stem) && alignsLiterally(t, subjectIdx)) || (kindIdx !== null && opening.includes(t) && alignsLiterally(t, kindIdx)))(new Set(((q) => q.filter((w, k) => w.content && k > 0 && q.slice(0, k).every((x) => QUESTION_WORDS.has(x.fold) || ['que', 'para', 'por', 'con', 'en', 'a', 'de', 'se', 'le', 'les', 'no'].includes(x.fold))))(tokenize(question)).map((w) => w.stem)));
  const [questionStems, questionRoots] = ((ts) => [new Set(ts.map((t) => t.stem)), new Set(ts.map(verbRoot).filter((r) => r !== null))])(tokenize(question));
  const [askedWithout, questionFolds] = [tokenize(question).some((t) => t.fold === "sin"), new Set(tokenize(question).map((t) => t.fold))];
  // The category's word weighs little, as the subject's does (0.3: a word only the question's own part says outweighs
  // three of the subject's), its family too: "espectáculos" is no more the question's thing than "espectadores". (Asked
  // how many days, weeks or centuries, the unit a note's count of them is normalised to too: "dos días" is "48 horas".)
  const categoryTokens = ((ts) => (QUANTITY_QUESTION.test(question) ? [...ts, ...tokenize(ts.map((t) => spanUnitIn(t.fold) ?? "").join(" "))] : ts))([...categoryNouns(tokenize(question))]);
  const [category, categoryIdx] = [new Set(categoryTokens.map((t) => t.stem)), categoryTokens.length ? indexTokens(categoryTokens) : null];
  // So do the words of a point of reference ("respecto a los ventrículos", "en relación con…", "comparado con…"): the
  // question asks about something else, placed against them.
  const reference = referencePointStems(tokenize(question));
  // A condition the question sets ("¿Qué pasa con el hierro cuando se moja?") points at the part that says it: its
  // words (stem-changing forms too: "muere" / "morir") weigh double, and the thing it happens to as the subject's do.
  const { condition, topic } = conditionAndTopic(tokenize(question), parts);
  let [best, bestScore] = [-1, 0];
  const scores: number[] = [];
  // The question's light verbs count said in the same form ("¿Dónde ocurre…?" → "Ocurre en las hojas") or a vowel-initial
  // one's root ("usaron" / "usaba"): they name the predicate asked. (No function word: "como rastro" is no "¿Cómo…?". Two
  // letters said alike: "¿Qué síntomas da…?" → "Da sed, …"; not a name's particle: "Leonardo da Vinci".)
  const particles = new Set(noteTokens.filter((t, i) => SHORT_VERBS.has(t.fold) && [noteTokens[i - 1], noteTokens[i + 1]].every((n) => n && /^\p{Lu}/u.test(n.raw))));
  const shortVerb = (t: Token) => (SHORT_VERBS.has(t.fold) || MODALS.has(t.fold)) && questionFolds.has(t.fold) && !particles.has(t);
  // (Not "pasa" of "¿Qué le pasa a…?": what happens is asked, not said. A verb a phrase made light counts, said alike:
  // "acompañada de un tamboril" for "¿Qué… suele acompañar…?".)
  // (Not a conditional, "¿Qué pasaría si…?": the note may say that verb of its own.)
  const happensAsked = tokenize(question).some((t, k, ts) => HAPPENS.test(t.fold) && !t.fold.endsWith("ria") && (ts[k - 1]?.fold === "que" || (["le", "les", "se"].includes(ts[k - 1]?.fold ?? "") && ts[k - 2]?.fold === "que")));
  // (But "pasó a ser", "pasa a llamarse": becoming, which says the answer — not "se pasaran a la rebelión", any tense.)
  const happening = (p: readonly Token[], k: number) => happensAsked && HAPPEN_FORM.test(p[k]!.fold) && !(p[k + 1]?.fold === "a" && /(ar|er|ir)(se)?$/.test(p[k + 2]?.fold ?? ""));
  const lightVerb = (p: readonly Token[], k: number, t = p[k]!) => !t.content && !t.name && t.fold !== proVerb && ((isWord(t) && (answerWord(t) || (t.fold.length >= 5 && !SPANISH_STOP_WORDS.has(t.fold)))) || shortVerb(t)) && (questionStems.has(t.stem) || questionRoots.has(verbRoot(t) ?? "")) && !happening(p, k);
  const verbIdx = questionVerb(tokenize(question), categoryTokens);
  const [reflexiveVerb, reflexiveModal, proVerb] = [reflexiveVerbs(tokenize(question)), reflexiveAfterModal(tokenize(question)), doingProVerb(question)];
  parts.forEach((p, i) => {
    // A condition the question sets ("¿Qué pasaría sin las abejas?") points at the part that sets it too. (Asked which
    // day, a part that gives a date weighs as a subject word more: "sale cada 27 de agosto" / "A mediodía sale…".)
    scores.push(onePerStem(inSubject, p.filter((t, k) => reflexiveVerb(p, k) || (asWord(t).content && inQuestion(t) && !happening(p, k)) || lightVerb(p, k) || (t.fold === "sin" && askedWithout))).reduce((s, t) => s + (inSubject(t) || reference.has(t.stem) || topic.has(t.stem) ? 0.3 : category.has(t.stem) || (categoryIdx !== null && alignsLiterally(t, categoryIdx)) ? 0.31 : condition && alignsLiterally(t, condition) ? 2 : measuringVerb(t.fold) || MODALS.has(t.fold) ? 0.5 : verbIdx && alignsLiterally(t, verbIdx) ? VERB_WEIGHT : 1) * (t.content && align(asWord(t), q) === "family" ? 0.9 : 1), 0) + p.filter((_, k) => reflexiveModal(p, k)).length * 0.5 + (TIME_KIND_QUESTION.test(question) && p.some((t, k) => (t.num !== null && p[k + 1]?.fold === "de" && !notDate(p, k)) || WEEKDAY.test(t.fold)) ? 0.3 : 0));
  });
  // A clause coordinated with no subject of its own holds what the part before, opening the sentence, says of the
  // question too — a word at least besides the note's subject — where it says one of its own ("La preferencia por una
  // mano se decide en el cerebro | y aparece ya antes de nacer" for "¿Cuándo aparece la preferencia…?").
  const own = joinedScores(parts, scores, questionPredicate(tokenize(question), categoryTokens)).map((sc, i) => (scores[i] = sc));
  parts.forEach((p, i) => {
    if (own[i]! >= 0.5 && own[i - 1]! >= 1 && (i === 1 || parts[i - 1]![0]!.stopBefore) && sharesSubject(p, parts[i - 1])) scores[i] = own[i]! + own[i - 1]!;
    if (scores[i]! > 0 && scores[i]! >= bestScore) [best, bestScore] = [i, scores[i]!];
  });
  if (best < 0) return null;
  best = tiedByStatement(parts, scores, best, inQuestion);
  // The question's condition found in a part of its own, or a part it points at opening with "si" (unless it asks when):
  // what happens then is the clause after it. An exception set apart answers a question that denies ("salvo el corazón").
  const afterIf = parts[best]![0]!.fold === "si" && !WHEN_QUESTION.test(question);
  if (condition || afterIf) best = pastCondition(parts, ownConditionAfter(parts, best, condition), topic, tokenize(question).some((t) => HAPPENS.test(t.fold) || DOES.test(t.fold)));
  // The other parts the question points at, the best-scored first. (Asked what a kind of thing is called, the name said
  // right after the kind comes first: "En su libro Micrographia, …" for "¿Cómo se llama el libro en que…?".)
  const othersByScore = scores.map((sc, i) => ({ sc, i })).filter(({ sc, i }) => sc > 0 && i !== best).sort((a, b) => b.sc - a.sc).map(({ i }) => i);
  const done = (CALLED_QUESTION.test(question) ? namedKind(parts, whichNoun(question), tokenize(question)) : null) ?? doneByRelative(parts, opening, copula, tokenize(question), asksDoing(question), inSubject);
  if (done) return withCoordination(done, parts, inQuestion);
  const excepted = modalDoingSpan(parts, [best, ...othersByScore], question) ?? demonstrativeAntecedent(parts, kindAsked(tokenize(question)), inQuestion) ?? phraseLedSpan(parts, question) ?? lackedSpan(parts, best, question) ?? kindNamedApart(parts, best, question, parts[best]!.every((t) => !(t.content && inQuestion(t)) || inSubject(t))) ?? kindByExamples(parts, question, inQuestion) ?? mannerPointedBack(parts, best, question) ?? likenedSpan(parts, best, question) ?? gappedPurposeSpan(parts, question, inQuestion) ?? namedByApposition(parts, question, inQuestion) ?? insteadOfSpan(parts, question, inQuestion) ?? recipientSpan(parts, question, inQuestion) ?? roleSpan(parts, question, inQuestion) ?? knownAsSpan(parts, question, inQuestion) ?? postposedSubject(parts, question, inQuestion) ?? commissionedBy(parts, tokenize(question)) ?? superlativeSetOff(parts, tokenize(question)) ?? listAfterColon(parts, question, inQuestion) ?? exceptionSpan(parts, best, tokenize(question)) ?? exceptedFromNone(parts, question, inQuestion) ?? demonymOrigin(parts, question, inQuestion) ?? statedBySegun(parts, question, inQuestion) ?? gappedRemnant(parts, best, inQuestion) ?? pairMemberSpan(parts, inQuestion) ?? eachOfTwo(parts, question, inQuestion) ?? wordThenPreposition(parts, question, inQuestion) ?? pseudoCleftSpan(parts, question, inQuestion) ?? appositionDefinition(parts, question) ?? withSpan(parts, question, inQuestion) ?? equationSpan(parts, question) ?? ofWhichSpan(parts, question) ?? conditionOfNumber(parts, question) ?? mannerGerund(parts, question, inQuestion) ?? calledSpan(parts, question, inQuestion) ?? namedBeforeKind(parts, question, inQuestion) ?? calledReflexive(parts, question, inQuestion) ?? activeCalled(parts, question, inQuestion) ?? appositionName(parts, question, inQuestion) ?? meaningSpan(parts, question, inQuestion) ?? describedNoun(parts, question, inQuestion) ?? namedUnderCondition(parts, question, inQuestion) ?? actuallySpan(parts, question, inQuestion) ?? namedAfterColon(parts, best, question, inQuestion) ?? datedByUnit(parts, best, question) ?? consistsOfSpan(parts, best, question) ?? compositionSpan(parts, question, inQuestion) ?? differenceSpan(parts, best, question) ?? purposeOfVerb(parts, question, inQuestion) ?? enablingSpan(parts, question, inQuestion) ?? instrumentRelative(parts, question, inQuestion) ?? usedThingRelative(parts, question, inQuestion) ?? relativeAntecedent(parts, question, inQuestion) ?? placeByRelative(parts, question, inQuestion) ?? prepositionalAntecedent(parts, question, inQuestion) ?? (categoryTokens.length ? null : cliticAntecedent(parts, question, inQuestion)) ?? subjectBeforeVerb(parts, question, inQuestion) ?? appositionAntecedent(parts, question, categoryIdx, inQuestion) ?? framedSpan(noteTokens, parts, best, question, inQuestion) ?? subjectSetOff(parts, best, inQuestion) ?? correlatedSpan(parts, question, inQuestion) ?? restatedByDe(parts, best, question, inQuestion) ?? predicateAfterSetOff(parts, best, question, inQuestion);
  // (A number the span ends with goes on with the other it is said with: "cada nueve | o diez años".)
  if (excepted) return pastAskedThing(withOtherNumber(excepted, parts, ["o", "u"]), question, inQuestion);
  const member = classMemberSpan(parts, best, categoryTokens, inQuestion, scores, question) ?? namedKind(parts, categoryTokens, tokenize(question)) ?? categoryApposition(parts, categoryTokens.length ? categoryTokens : whichNoun(question)) ?? namedSuperlative(parts, tokenize(question)) ?? copulaSubject(parts, best, question);
  if (member) return withCoordination(member, parts, inQuestion);
  // From the part's first word the question does not hold: a content word, else a light one ("desde varios").
  const yesNo = yesNoQuestion(question);
  const fromFirstOwn = (p: Token[]) => {
    const rest = pastAskedRelative(p, inQuestion, question).filter((t) => t.content && !inQuestion(t));
    // (Not a connective — "y luego le vuelve a crecer" says nothing of its own — but where a yes/no question is
    // answered by the clause whole; nor another form of the question's light verb: "se usan" for "¿…se usa…?".)
    // (A yes/no question denied before its own verb is answered from the denial: "pero el animal | no puede lanzarlas".)
    const denied = yesNo ? p.findIndex((t, k) => t.fold === "no" && k > 0 && (questionFolds.has(p[k + 1]?.fold ?? "") || inQuestion(p[k + 1] ?? t))) : -1;
    const first = denied > 0 ? p[denied] : rest[0] ?? p.find((t) => answerWord(t) && !inQuestion(t) && !(CONNECTIVES.has(t.fold) && !yesNo) && !questionFolds.has(t.fold.replace(/n$/, "")));
    return first ? { tokens: p.slice(pastMannerAgent(p, fromDenial(p, p.indexOf(first)), question, inQuestion)), part: new Set(p) } : null;
  };
  if (QUANTITY_QUESTION.test(question)) {
    // "un punto" is a number where a quantity is asked for.
    const ones = articleOnes(noteTokens, question);
    // A number ("ningún" before the thing counted too); where the note gives none, a quantifier says how many ("desde
    // varios puntos de vista"). (Not one of what the question sets aside: "sin contar su pedestal de 8 metros".)
    const numeric = countsOf(noteTokens, ones, setAsideBySin(noteTokens, question), inQuestion);
    const isNum = measuredNumber(noteTokens, question, noteTokens.some(numeric) ? numeric : (t: Token) => QUANTIFIERS.has(t.fold) && !inQuestion(t));
    // The note's number nearest to a word of the question ("dos partes de 45 minutos con un descanso de 15": the
    // rest lasts 15), in the nearest part that holds one.
    // (Or, where the note gives no number in the unit the question's verb measures, a vague amount: "unas semanas".)
    const elliptical = categoryIdx ? ellipticalCount(parts, best, categoryIdx, isNum, (t) => t.content && inQuestion(t) && !inSubject(t)) : null;
    if (elliptical) return elliptical;
    const counted = vagueAmount(noteTokens, parts, question) ?? multipleSaid(parts, best, question, inQuestion) ?? afterMeasuringVerb(parts, best, question, isNum, inQuestion) ?? (categoryIdx ? (countingNumber(parts, question, categoryIdx, isNum, (t) => inQuestion(t) && !inSubject(t)) ?? measuredIn(parts, categoryIdx, isNum)) : null);
    if (counted) return withNumberBefore(counted, parts);
    // A unit said bare in the question's own part is the amount ("pueden pasar años sin agua").
    const unit = parts[best]!.find((t) => t.content && !inQuestion(t) && MEASURE_UNIT.test(t.fold) && t.fold.endsWith("s"));
    if (unit && !parts[best]!.some((t) => t.num !== null || isNum(t))) return { tokens: parts[best]!.slice(parts[best]!.indexOf(unit)), part: new Set(parts[best]) };
    // (A number right after the verb the question measures by comes first: "…, y suman en total 1260" — slotSpans.ts.)
    const afterVerb = (p: Token[]) => numberAfterVerb(p, parts, question, isNum, (t) => inQuestion(t) && !inSubject(t));
    const p = numberedPart(parts, scores, best, isNum, (x) => underOtherCondition(parts, x, inQuestion), afterVerb, inQuestion);
    if (p) {
      // The subject's words (the note's opening part) say nothing of which number is asked for.
      const asked = p.map((t, k) => (t.content && inQuestion(t) && !subject.has(t.stem) ? k : -1)).filter((k) => k >= 0);
      const numbers = notCountingAsked(p, p.map((t, k) => (isNum(t) ? k : -1)).filter((k) => k >= 0), question, inQuestion);
      const dist = (k: number) => (asked.length ? Math.min(...asked.map((a) => Math.abs(a - k))) : k);
      const at = afterVerb(p) ?? (numbers.length ? numbers.reduce((a, b) => (dist(b) < dist(a) ? b : a)) : p.findIndex((t) => t.num !== null));
      return withOtherNumber({ tokens: p.slice(at), part: new Set(p) }, parts);
    }
  }
  // "¿Dónde está el Sáhara?" where the note says "…es el desierto más grande y ocupa gran parte del norte de África":
  // the place the clause of the question's part names.
  if (WHERE_QUESTION.test(question)) {
    // "¿Por dónde…?" / "¿Desde dónde…?": the way after "por" (the origin after "desde") in the parts the question points
    // at, the best first ("¿De dónde…?" by an origin after "desde" in its statement: "Llegó a Europa desde Asia").
    const through = foldAccents(THROUGH_QUESTION.exec(question)?.[2] ?? "");
    const way = through ? throughSpan(through === "de" ? "desde" : through, parts, [best, ...sameStatementAfter(parts, best), ...(through === "de" ? [] : othersByScore)], inQuestion) : null;
    if (way) return withCoordination(way, parts, inQuestion);
    const s = placeSpan(noteTokens, parts, best, inQuestion, question, bestScore < 1);
    if (s) return placeCoordinated(s, parts, inQuestion);
  }
  // "¿En qué piedra están tallados?" where the note says "Los talló el pueblo rapanui, …, en la toba volcánica…" (not
  // "¿A qué hora / En qué momento…?", which asks when, whatever preposition the note's time takes: "por la mañana").
  const led = AT_TIME_QUESTION.test(question) || TIME_KIND_QUESTION.test(question) ? null : (jobSpan(parts, question, inQuestion) ?? prepositionSpan(parts, best, question, inQuestion, (p, k) => !notDate(p, k) && !((t) => t?.content && inQuestion(t))(p[k]?.num === null && !p[k]!.content ? p[k + 1] : p[k])) ?? participleComplement(parts, question, inQuestion) ?? accompaniedSpan(parts, question, inQuestion));
  if (led) return causeCut(withCoordination(led, parts, inQuestion), question);
  // "¿Qué otro acontecimiento ocurrió en 1492?" where the note says "…la conquista de Granada en 1492, el mismo año del
  // primer viaje de Colón": the part of the same clause next to the one the question names, holding none of its words.
  if (OTHER_QUESTION.test(question)) {
    for (const i of [best + 1, best - 1]) {
      const p = parts[i];
      if (!p || scores[i]! > 0 || p[0]!.clause !== parts[best]![0]!.clause) continue;
      const s = fromFirstOwn(p);
      if (s) return s;
    }
  }
  // "¿Qué es un tornado?" where the note opens "Un tornado es una columna de aire…": what its copula says, though the
  // word asked about comes back later ("…el Callejón de los Tornados").
  // ("¿Qué parte del árbol es la canela?" asks the same of "la canela": what its copula says.)
  const kindOf = KIND_QUESTION.exec(question);
  if (DEFINITION_QUESTION.test(question) || kindOf) {
    const copulaAt = opening.findIndex((t) => COPULAS.has(t.fold));
    const named = opening.slice(0, Math.max(0, copulaAt)).filter((t) => t.content);
    // Only when the opening's subject is what the question asks about, whole ("Júpiter es…" does not define "la gran
    // mancha roja de Júpiter").
    const subjectIdx = indexTokens(named);
    const asked = tokenize(kindOf && !DEFINITION_QUESTION.test(question) ? kindOf[1]! : question).filter((t) => t.content && t.num === null);
    if (copulaAt > 0 && named.length > 0 && named.every(inQuestion) && asked.every((t) => alignsLiterally(t, subjectIdx))) {
      const tail = deniedCopulaTail(noteTokens, opening, copulaAt) ?? opening.slice(copulaAt + 1);
      const first = tail.find((t) => t.content && !inQuestion(t));
      if (first) return withCoordination({ tokens: tail.slice(tail.indexOf(first)), part: new Set(opening) }, parts, inQuestion);
    }
  }
  // A why-question's cause: in the clause of the best part, else of another part the question points at ("¿Por qué no
  // puede reciclarse el papel…?" names "reciclar papel" first and "puede reciclarse" in the clause that says why).
  if (WHY_QUESTION.test(question) && !asksByWhich(question)) {
    const order = [best, ...othersByScore, ...sameStatementAfter(parts, best)];
    const cause = order.reduce<Slot | null>((c, i) => c ?? causeSpan(noteTokens, parts[i]!, question), null) ?? relativeCause(parts, inQuestion);
    if (cause) return cause;
  }
  // "¿Cuándo producen menos…?" where the note says "Producen menos cuando está nublado": what follows "cuando".
  if (WHEN_QUESTION.test(question)) {
    // "¿Desde / Hasta cuándo…?": the time after "desde" / "hasta" in the statement the question points at.
    const since = SINCE_QUESTION.exec(question);
    const from = since ? throughSpan(foldAccents(since[2]!), parts, [best, ...sameStatementAfter(parts, best), ...othersByScore], inQuestion, true) : null;
    if (from) return from;
    const s = whenSpan(parts, scores, inQuestion);
    if (s) return withCoordination(s, parts, inQuestion); // (Running on through what it coordinates: "cuando hace calor | o frío".)
  }
  // "¿Quién fundó Roma?" where the note says "Roma fue fundada … por Rómulo": the agent after "por", else the first
  // name of the clause the question does not hold.
  if (WHO_QUESTION.test(question)) {
    const s = whoSpan(noteTokens, parts, best, inQuestion, tokenize(question));
    if (s) return s;
  }
  // "¿Qué causa las mareas?": among the parts the question points at, the clause that names an agent or cause
  // ("se producen sobre todo por…"), from after its marker.
  if (CAUSE_QUESTION.test(question) && !asksWhatIsMade(noteTokens, question)) {
    const s = markedSpan(noteTokens, parts, scores, AGENT, inQuestion);
    if (s) return s;
  }
  // "¿Para qué sirve la rotación de cultivos?": after a purpose marker in the part's clause or in the clause that
  // follows it ("…año tras año; así el suelo no se agota").
  if (PURPOSE_QUESTION.test(question)) {
    const s = purposeSpan(noteTokens, parts[best]!, inQuestion);
    if (s) return withCoordination(s, parts, inQuestion);
  }
  const bestPart = parts[best]!;
  const sameClause = (p: readonly Token[] | undefined) => p !== undefined && p[0]!.clause === bestPart[0]!.clause;
  // "¿Qué es el magma?" where the note says "…el magma, roca fundida del interior de la Tierra, sube…": the apposition
  // right after the word asked about.
  const after = parts[best + 1];
  if (DEFINITION_QUESTION.test(question) && sameClause(after) && after![0]!.commaBefore && inQuestion(bestPart.at(-1)!) && !RELATIVES.has(after![0]!.fold)) {
    // (Unless the apposition only places it and the copula follows: "Borobudur, en la isla de Java, es el mayor…".)
    const then = parts[best + 2];
    const s = sameClause(then) && COPULAS.has(then![0]!.fold) ? fromFirstOwn(then!.slice(1)) : fromFirstOwn(after!);
    if (s) return s;
  }
  // "¿Qué le pasa al consumo cuando sube…?" where the best part is the condition ("Cuando un banco central sube los
  // tipos de interés"): a later part of the same clause that holds the question's other words ("y el consumo tiende…").
  const unmatched = tokenize(question).filter((t) => t.content && !bestPart.some((n) => n.stem === t.stem));
  if (unmatched.length) {
    const q2 = indexSource(unmatched.map((t) => t.raw).join(" "));
    const later = parts.slice(best + 1).find((p) => sameClause(p) && p.some((t) => t.content && alignsLiterally(t, q2)));
    const s = later ? fromFirstOwn(later) : null;
    if (s && !bestPart.some((t) => t.content && !inQuestion(t))) return withCoordination(s, parts, inQuestion);
  }
  // "¿Qué incluye la novena sinfonía?" where the note says "…la novena incluye un coro…": what follows the question's
  // verb, found once in the note near the part the question points at (not after the «hacer» standing for the action
  // asked: "¿Qué hizo Añasco…?" / "le hizo"). (Not where the best part says that verb in another form — "los machos
  // adultos suelen vivir solos" for "¿Cómo viven los machos…?" — and outscores that part, or ties with it in a statement
  // that says more of the question: "aisló el hidrógeno, | …, | obteniéndolo al echar ácido…". A participle is no other
  // form: "también llamada Madeira".)
  const how = howVerbSpan(noteTokens, parts, question, inQuestion), howAt = how ? parts.findIndex((p) => p.some((t) => how.part.has(t))) : -1;
  if (how && !(bestPart.some((t) => alignsLiterally(t, indexTokens([how.verb])) && !ANY_PARTICIPLE.test(t.fold)) && (bestScore >= scores[howAt]! + 1 || (bestScore === scores[howAt]! && statementScore(parts, scores, best) > statementScore(parts, scores, howAt))) && howAt !== best)) return withCoordination(how, parts, inQuestion);
  const verbAnchored = proVerb ? null : afterQuestionVerb(noteTokens, parts, question, best, scores, inQuestion);
  if (verbAnchored) return withCoordination(pastAdjuncts(verbAnchored, parts, question, fromFirstOwn), parts, inQuestion);
  if (!bestPart.some((t) => t.content && !inQuestion(t)) && COPULAS.has(bestPart[0]!.fold)) {
    const opener = parts.find((p) => p[0]!.clause === bestPart[0]!.clause);
    if (opener && opener !== bestPart) {
      const s = coordinatedSubject(parts, best, fromFirstOwn) ?? fromFirstOwn(opener);
      if (s) return s;
    }
  }
  // A relative clause right after the part that holds the question's verb ("el gótico usó el arco apuntado, que permite
  // muros más altos…" for "¿Qué permite el arco apuntado?"): what it says after that verb. (The verb, not the relative
  // pronoun itself: "que" is in every "¿Qué…?".)
  // (Not where the part says the question's verb, or its words, a copula and a name, then words of its own: "…cubrieron
  // de lava casi un cuarto de la isla, | donde…", "Su capital es Mahón, | que tiene…"; nor past a condition with "si".)
  const next = parts[best + 1], verbAt = verbIdx ? bestPart.findIndex((t) => alignsLiterally(t, verbIdx)) : bestPart.findIndex((t, k) => COPULAS.has(t.fold) && k > 0 && bestPart.slice(0, k).some((x) => x.content && inQuestion(x)) && bestPart[k + 1]?.name === true);
  // (Asked for a kind of thing, nor where the part says words of its own after the question's last: "Escribió comentarios a
  // las obras de Aristóteles…, | donde lo llamaban «el Comentador»" for "¿De qué filósofo comentó las obras…?".)
  const lastAsked = categoryTokens.length && !verbIdx ? bestPart.findLastIndex((t) => t.content && inQuestion(t)) : -1;
  const ownAfterVerb = (verbAt >= 0 || afterIf || lastAsked >= 0) && bestPart.slice(Math.max(verbAt, lastAsked) + 1).some((t) => t.content && !inQuestion(t));
  // (Asked what happened to someone the part ends naming, the relative clause after the name: "…se adelantó al
  // británico Robert Scott, | que murió en el viaje de vuelta" for "¿Qué le pasó a Robert Scott?"; or to the thing the
  // question names after "a": "…es el toro de fuego, | al que los mozos persiguen…" for "¿Qué le pasa al toro…?".)
  const last = bestPart.at(-1)!, happenedTo = happensAsked && (next?.[0]!.fold === "que" || (["a", "al"].includes(next?.[0]!.fold ?? "") && RELATIVES.has(next?.[1]?.fold ?? ""))) && (last.name || namedAfterA(tokenize(question)).has(last.stem)) && inQuestion(last);
  if (next && next[0]!.clause === bestPart[0]!.clause && (happenedTo || (RELATIVES.has(next[0]!.fold) && next.slice(1).some((t) => (t.content || isLight(t.fold, t.stem)) && !CLITICS.has(t.fold) && inQuestion(t)) && !ownAfterVerb))) {
    const s = fromFirstOwn(next);
    if (s) return withCoordination(s, parts, inQuestion);
  }
  // A part the question names whole, then appositions without a verb, then the copula ("El arco de medio punto,
  // típico del románico, es un semicírculo"): what the copula says.
  if (!bestPart.some((t) => t.content && !inQuestion(t))) {
    for (let i = best + 1; i < parts.length && i <= best + VERBLESS_LIMIT && parts[i]![0]!.clause === bestPart[0]!.clause; i++) {
      if (!COPULAS.has(parts[i]![0]!.fold)) continue;
      const s = fromFirstOwn(parts[i]!);
      if (s) return withCoordination(s, parts, inQuestion);
    }
  }
  // (Within the statement: the next sentence answers no question its words point before.)
  for (let i = best, end = best + 1; i < parts.length && i <= end && (i === best || !parts[i]![0]!.stopBefore); i++) {
    // "las obreras, que son hembras estériles, recogen néctar y polen": a relative clause set off by commas describes
    // the thing asked about; unless the question asks what the thing is, its predicate comes after it.
    const [p, following, m] = [parts[i]!, parts[i + 1], pastAside(parts, i)];
    // So does a participle set off by commas ("La capa de ozono, situada en la estratosfera, absorbe…"), and what either
    // coordinates (slotSpans.ts).
    if (i > best && m > 0 && !DEFINITION_QUESTION.test(question)) {
      [end, i] = [m, m - 1];
      continue;
    }
    const s = fromFirstOwn(p);
    // (With the first item of a subject coordinated before it; asked what is done, with the clauses coordinated after.)
    if (s) return withClausesAfter(withCoordination(pastAdjuncts(withSubjectBefore(s, parts), parts, question, fromFirstOwn), parts, inQuestion), parts, asksWhatIsDone(question));
    // (Past the question's own words set off in the clause — "Dos números opuestos, | como 3 | y −3, | tienen…" —
    // to the predicate after them; not from a relative clause, whose antecedent comes before: "…, con el que encuentra…".)
    if (i > best && following?.[0]!.clause === p[0]!.clause && !bestPart.slice(0, 3).some((t) => RELATIVES.has(t.fold))) end++;
  }
  // Nothing of its own from there on ("es la Tierra la que se sitúa entre el Sol | y la Luna | y le proyecta su
  // sombra"): the answer comes before, in the same clause — the nearest earlier part with words of its own.
  // (Asked for a kind of thing, not a gerund set off after it, which tells how: "Con la respiración circular, | tomando
  // aire por la nariz…, | puede tocar…" for "¿Qué técnica permite tocar…?"; nor an apposition: the part it restates.)
  for (let i = best - 1; i >= 0 && parts[i]![0]!.clause === bestPart[0]!.clause && !yesNoQuestion(question); i--) {
    if ((categoryTokens.length && i > 0 && parts[i]![0]!.commaBefore && GERUND.test(parts[i]![0]!.fold)) || restatesPartBefore(parts, i)) continue;
    const s = fromFirstOwn(parts[i]!);
    if (s) return s;
  }
  return null;
}

export function answerSlotText(note: string, question: string): string | null {
  const s = answerSlot(tokenize(note), question);
  return s ? s.tokens.map((t) => t.raw).join(" ") : null;
}
