import { type SourceIndex, type Token, align, alignsLiterally, tokenIndex } from "@/lib/text/analyze";
import { synonyms } from "@/lib/text/lexicon";
import { WHO_QUESTION } from "@/lib/text/phrases";
import { SPANISH_STOP_WORDS } from "@/lib/text/spanish";

/** Runs of name words ("Daniel Fahrenheit", "Ciudad de México": a "de" between names joins them). */
export function nameGroups(tokens: readonly Token[]): Token[][] {
  const groups: Token[][] = [];
  let run: Token[] = [];
  tokens.forEach((t, i) => {
    if (t.name) run.push(t);
    else if (run.length && (t.fold === "de" || t.fold === "del") && tokens[i + 1]?.name) return;
    else if (run.length) {
      groups.push(run);
      run = [];
    }
  });
  if (run.length) groups.push(run);
  return groups;
}

/** A question for a person by their kind ("¿Con qué poeta…?", "¿Qué compositor…?"): it asks who, as "¿Quién…?" does. */
const PERSON_KIND_QUESTION = /(^|[^\p{L}])qu[eé]\s+(poeta|poetisa|escritora?|autora?|pintora?|compositora?|m[uú]sicos?|reye?s?|reinas?|cient[ií]fica?|fil[oó]sofa?|pol[ií]tica?|militar|navegante|exploradora?|inventora?|arquitecta?|escultora?|emperador|emperatriz|papa|presidenta?|santa?|personaje|artista|cantante|actor|actriz|dramaturga?|novelista|matem[aá]tica?|f[ií]sica?|qu[ií]mica?|m[eé]dica?|guitarrista|directora?|general|capit[aá]n|maestra?|profesora?|monja|monje|fraile|monarca|pr[ií]ncipe|princesa|conde|condesa|duque|duquesa|caballero|h[eé]roe|dios|diosa)(?![\p{L}])/iu;

/**
 * The words of a reference's person named by the answer through the surname alone ("Elcano" for "Juan Sebastián
 * Elcano"), where the question asks who: every word of each such name. Not a surname after another first name
 * ("Washington Roebling" is not "John Roebling"). `said` tells whether the answer says a reference word.
 */
export function namedBySurname(reference: readonly Token[], answer: readonly Token[], question: string, said: (t: Token) => boolean): Set<Token> {
  // (Asked anything else, a name that opens with no common word is a person's too — "en el taller de Nicolò Amati" —
  // not a place's: "Nueva York", "Costa Rica", "Ciudad de México" are never said by their last word.)
  const asksWho = WHO_QUESTION.test(question) || PERSON_KIND_QUESTION.test(question);
  const personal = (g: Token[]) => asksWho || (!synonyms().has(g[0]!.stem) && !SPANISH_STOP_WORDS.has(g[0]!.fold));
  // (A name opening the reference is capitalised as any first word: "Juan" of "Juan Sebastián Elcano" is of it; so is
  // "Alonso" of "Alonso de Ercilla".)
  const at = (g: Token[]) => reference.indexOf(g[0]!) - (["de", "del"].includes(reference[1]?.fold ?? "") ? 1 : 0);
  const withFirst = (g: Token[]) => (at(g) === 1 && /^\p{Lu}/u.test(reference[0]!.raw) ? [reference[0]!, ...g] : g);
  const otherFirst = (g: Token[]) => {
    const prev = answer[answer.findIndex((a) => a.stem === g.at(-1)!.stem) - 1];
    return prev !== undefined && /^\p{Lu}/u.test(prev.raw) && prev.content && !g.some((t) => t.stem === prev.stem);
  };
  return new Set(nameGroups(reference).map(withFirst).filter((g) => g.length >= 2 && said(g.at(-1)!) && !otherFirst(g) && personal(g)).flat());
}

/**
 * A name of the reference missing, and the answer names another in its place — even one the note holds elsewhere:
 * "la atracción del Sol" for "la atracción de la Luna" is a swapped entity, not the idea in other words.
 * [reference name, answer name], or null.
 */
export function swappedName(tokens: readonly Token[], reference: readonly Token[], missing: readonly Token[], referenceIndex: SourceIndex, questionIndex: SourceIndex, source: SourceIndex): [Token, Token] | null {
  // (A name opening the text is capitalised as any first word: a name where the note writes it as one.)
  const isName = (t: Token, ts: readonly Token[]) => t.name || (t === ts.find((x) => x.content) && /^\p{Lu}/u.test(t.raw) && source.names.has(t.fold));
  const refName = reference.find((t) => isName(t, reference) && missing.some((m) => m.stem === t.stem));
  if (!refName) return null;
  // (Even the question's own name, all the answer says: "Juan Bautista de Toledo" for "¿Quién siguió a su muerte?".)
  const restates = tokens.filter((t) => t.content).every((t) => alignsLiterally(t, questionIndex));
  // (Or one right after the word the reference says before its name: "Gobernó Portugal" for "gobernó España".)
  const [before, refBefore] = [(t: Token) => tokens.slice(0, tokens.indexOf(t)).filter((x) => x.content).at(-1), reference.slice(0, reference.indexOf(refName)).filter((x) => x.content).at(-1)];
  const inItsPlace = (t: Token) => refBefore !== undefined && before(t) !== undefined && alignsLiterally(before(t)!, tokenIndex(refBefore));
  // (A name of the question only as a name: "Castilla" is no word of "el castillo de Loarre", whatever Snowball strips.)
  const ofQuestion = (t: Token) => questionIndex.names.has(t.fold) || questionIndex.nameStems?.has(t.stem) === true || (align(t, questionIndex) !== null && align(t, questionIndex) !== "stem");
  const other = tokens.find((t) => isName(t, tokens) && align(t, referenceIndex) === null && (restates || inItsPlace(t) || !ofQuestion(t)));
  return other ? [refName, other] : null;
}
