import { type SourceIndex, type Token, align, alignsLiterally, indexSource, indexTokens, tokenIndex, tokenize } from "@/lib/text/analyze";
import { DETERMINERS, PHRASE_PREPOSITIONS } from "@/lib/text/spanish";
import { opensRelative } from "@/lib/verifier/slotSpans";
import { sentencesOf } from "./answerReading";

/**
 * Kinds of a place where people live or rule ("el país", "la ciudad", "la isla"), which the note may call by its name —
 * narrower than phrases.ts's kinds of place: a lake or a river in the reference ("en la orilla del lago") is not said by
 * another name of the note (measured: phrases.ts's list let «en la orilla del Titicaca» pass where the note says less).
 */
const PLACE_KINDS: ReadonlySet<string> = new Set(["pais", "ciudad", "region", "isla", "pueblo", "territorio", "nacion", "continente", "provincia", "comarca", "localidad", "capital", "villa"]);

/**
 * A missing reference word whose preceding reference word the answer says literally, followed (in the same clause)
 * by another word of the note that neither the reference nor the question holds — another thing of the note in the
 * reference word's place: [reference word, answer word].
 */
export function substitution(answer: readonly Token[], refContent: readonly Token[], missing: readonly Token[], reference: SourceIndex, question: SourceIndex, note: SourceIndex, refTokens: readonly Token[] = refContent, noteTokens: readonly Token[] = []): [Token, Token] | null {
  for (const r of missing) {
    const i = refContent.indexOf(r);
    if (i <= 0 || r.num !== null) continue;
    const before = indexTokens([refContent[i - 1]!]);
    const at = answer.findIndex((a) => a.content && alignsLiterally(a, before));
    if (at < 0) continue;
    const k = answer.findIndex((a, j) => j > at && a.content);
    const next = k < 0 ? undefined : answer[k];
    // (Not a phrase the answer inserts under a preposition the reference does not put there, and then goes on with
    // the reference's next words: "manchas rojas en la piel con escamas" for "placas rojas cubiertas de escamas" says
    // where, and replaces nothing.)
    const [from, to] = [refTokens.indexOf(refContent[i - 1]!), refTokens.indexOf(r)];
    // (A contraction is its preposition: "del" / "de la", "al" / "a la".)
    const refBetween = from >= 0 && to > from ? new Set(refTokens.slice(from + 1, to).map((t) => (t.fold === "del" ? "de" : t.fold === "al" ? "a" : t.fold))) : null;
    let p = k - 1;
    while (p > at && DETERMINERS.has(answer[p]!.fold)) p--;
    const resumes = k >= 0 && answer.slice(k + 1).some((a) => a.content && refContent.slice(i + 1).some((x) => alignsLiterally(a, indexTokens([x]))));
    // (A name after "de" in the place of a word that is none stands for it, though: "la costa del Pacífico" for "la costa
    // caribeña" of a port — "del Caribe".)
    const ofName = ["de", "del"].includes(answer[p]?.fold ?? "") && next?.name === true && !r.name;
    const added = refBetween !== null && p > at && PHRASE_PREPOSITIONS.has(answer[p]!.fold) && !refBetween.has(answer[p]!.fold) && resumes && !ofName;
    // (Nor a word in a relative clause set off after it: "el nombre de su clan, | con el que su pueblo lo llamaba".)
    const relative = answer.slice(at + 1, k + 1).some((a, d) => a.commaBefore && opensRelative(answer, at + 1 + d));
    // (Nor the note's name for a place the reference calls by its kind alone: "en el norte
    // de Nicaragua" for "en el norte del país" — not for "de la ciudad vasca", which says more of it than the name
    // "Madrid" the note gives elsewhere.)
    const named = PLACE_KINDS.has(r.fold) && next?.name === true && refTokens[refTokens.indexOf(r) + 1]?.content !== true;
    // (Nor the missing word's own root, a verb for its noun: "medir" for "medición".)
    const ownRoot = next !== undefined && next.stem.length >= 3 && (r.stem.startsWith(next.stem) || next.stem.startsWith(r.stem));
    // (Nor a word the note itself says between the two, of the same thing: "en Piornal, un pueblo de Cáceres" where the
    // note says "en Piornal, un pueblo de la provincia de Cáceres" and the reference "en Piornal, en la provincia de…".)
    const between = next !== undefined && inNoteBetween(noteTokens, before, next, r);
    if (next && !added && !named && !ownRoot && !between && next.clause === answer[at]!.clause && !relative && next.num === null && !next.negated && alignsLiterally(next, note) && align(next, reference) === null && align(next, question) === null) return [r, next];
  }
  return null;
}

/**
 * Whether the note says `word` within five words after a word of `before`, in one clause, with `missing` as its
 * complement right after it ("un pueblo de la provincia").
 */
function inNoteBetween(noteTokens: readonly Token[], before: SourceIndex, word: Token, missing: Token): boolean {
  const one = tokenIndex(word);
  return noteTokens.some((t, i) => {
    if (!t.content || !alignsLiterally(t, before)) return false;
    const at = noteTokens.findIndex((x, j) => j > i && j <= i + 5 && x.clause === t.clause && alignsLiterally(x, one));
    let k = at + 1;
    if (at < 0 || !["de", "del"].includes(noteTokens[k]?.fold ?? "")) return false;
    while (DETERMINERS.has(noteTokens[k + 1]?.fold ?? "")) k++;
    return noteTokens[k + 1]?.stem === missing.stem;
  });
}

/**
 * A reference word the answer holds only through a thesaurus synonym that the note itself denies where it states the
 * reference's word: the note tells the two words apart ("causadas por bacterias … no sirven contra los virus"), so
 * here the synonym is another thing, not the same idea in other words. A reason, or null.
 */
export function synonymTheNoteTellsApart(answer: readonly Token[], referencia: string, note: string | null): string | null {
  if (!note) return null;
  const noteIdx = indexSource(note);
  const ansIdx = indexTokens(answer);
  const sentences = sentencesOf(tokenize(note));
  for (const r of tokenize(referencia)) {
    if (!r.content || r.num !== null || align(r, ansIdx) !== "synonym" || !noteIdx.stems.has(r.stem)) continue;
    // A word that says another reference word literally ("altas" for "altos") stands in for nothing else.
    const refIdx = indexSource(referencia);
    const standIns = answer.filter((a) => a.content && a.stem !== r.stem && align(a, tokenIndex(r)) === "synonym" && !alignsLiterally(a, refIdx));
    // Told apart: the note denies the stand-in where it states the reference's word ("… por bacterias, pero no sirven
    // contra los virus"). A note that merely uses both words ("la hormona que fabrica el páncreas … deja de
    // producirla") or gives the stand-in as an example ("un medio, como el aire") does not.
    // (In the sentence that states the reference's word: a denial elsewhere, "para no perder el tiempo observándolas",
    // is of another thing than "intentan ver todos los objetos".)
    const deniedBeside = (a: Token) => sentences.some((s) => s.some((t) => t.stem === r.stem && !t.negated) && s.some((t) => t.stem === a.stem && t.negated));
    if (standIns.length && standIns.every((a) => noteIdx.negatedStems.has(a.stem) && !noteIdx.plainStems.has(a.stem) && deniedBeside(a))) return `cambia «${r.raw}» por «${standIns[0]!.raw}», que la nota distingue`;
  }
  return null;
}

/**
 * The answer's last content word, or — where it ends on a complement "de …" whose word the sources hold — the word the
 * complement hangs on, when the sources lack that one: "frío" in "Para protegerse del frío de enero", whose "enero" is
 * the note's. (Where Spanish puts what is asked for, a note's word tacked on after it does not hide it.)
 */
export function lastHead(answer: readonly Token[], source: SourceIndex): Token | undefined {
  const last = answer.filter((t) => t.content).at(-1);
  if (!last || align(last, source) === null || last !== answer.at(-1)) return last;
  let j = answer.indexOf(last) - 1;
  while (j > 0 && DETERMINERS.has(answer[j]!.fold)) j--;
  // (A noun right after its article, in the same part: not "cambiaban de caballo", "británicas de una libra", "de
  // lejos, | de un barranco".)
  const head = ["de", "del"].includes(answer[j]?.fold ?? "") && !answer[j]!.commaBefore ? answer[j - 1] : undefined;
  const noun = head !== undefined && (DETERMINERS.has(answer[j - 2]?.fold ?? "") || ["del", "al"].includes(answer[j - 2]?.fold ?? ""));
  return noun && head.content && head.num === null && align(head, source) === null ? head : last;
}
