/**
 * Spanish function words (articles, prepositions, pronouns, auxiliaries,
 * interrogatives) ignored when matching content: the extractive reader and
 * the grader compare what a text says, not its grammar. Accent-folded.
 */
/** Unstressed pronouns that go with a verb ("la hacen", "se forma", "le dañó"). */
export const CLITICS: ReadonlySet<string> = new Set(["le", "les", "se", "lo", "la", "los", "las", "me", "te", "nos"]);
/** Articles and possessive determiners that open a noun phrase ("la bolsa", "sus crías"). */
/** Prepositions that open a phrase ("en la piel", "con cremas", "al mar"). */
export const PHRASE_PREPOSITIONS: ReadonlySet<string> = new Set(["en", "a", "al", "de", "del", "con", "por", "para", "sobre", "bajo", "entre", "hacia", "desde", "hasta", "contra", "sin"]);
/** A gerund, with its clitic if any ("empujando", "comparándola", "leyendo", "dándole"): three letters before its ending, or d, s, v. */
export const GERUND = /^(?:\p{L}{3,}|d|s|v)(?:ando|iendo|yendo)(?:lo|la|los|las|le|les|se)?$/u;
/** A regular past participle ("situada", "nacido", "fijados"). */
export const PARTICIPLE = /^\p{L}{3,}(?:ad|id)(?:o|a|os|as)$/u;
/** A past participle, regular or not ("pintadas", "escrita", "hecho", "puesta", "descubierto"). */
export const ANY_PARTICIPLE = /^(?:\p{L}{3,}(?:ad|id)|\p{L}*(?:escrit|hech|puest|vist|abiert|cubiert|muert|dich|vuelt|impres|frit))(?:o|a|os|as)$/u;
/** The present tense's stem of a verb whose participle is strong ("hecha" → "hac" of "hace", "escrito" → "escrib"); or null. */
export function strongParticipleVerb(fold: string): string | null {
  // (Not a compound's, often an adjective of its own: "opuestos", "satisfecho".)
  const m = /^(escrit|hech|puest|dich|vuelt|impres)(?:o|a|os|as)$/u.exec(fold);
  return m ? { escrit: "escrib", hech: "hac", puest: "pon", dich: "dic", vuelt: "vuelv", impres: "imprim" }[m[1]!]! : null;
}

/** The participles a thing is named by ("una cantidad fija, llamada diferencia", "denominadas chalas"). */
export const NAMING_PARTICIPLES: ReadonlySet<string> = new Set(["llamado", "llamada", "llamados", "llamadas", "denominado", "denominada", "denominados", "denominadas"]);

/** An infinitive, with its clitics (short ones only with one: "darse", "verla"). */
export const INFINITIVE = /^(?:\p{L}{2,}[aei]r(se|lo|la|los|las|le|les)?|\p{L}[aei]r(se|lo|la|los|las|le|les))$/u;
export const DETERMINERS: ReadonlySet<string> = new Set(["el", "la", "los", "las", "un", "una", "unos", "unas", "su", "sus"]);
/** The copulas that say what a thing is ("es un camélido"). */
export const COPULAS: ReadonlySet<string> = new Set(["es", "son", "fue", "fueron", "era", "eran"]);
/** The negative pronouns of a person or a thing counted: "nadie", "ningún", "ninguno", "ninguna". */
export const NO_ONE = /^(?:nadie|ningun|ninguno|ninguna)$/;

/** The definite articles. */
export const DEFINITE_ARTICLES: ReadonlySet<string> = new Set(["el", "la", "los", "las"]);

export const SPANISH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a al algo algun alguna algunas alguno algunos ante antes aqui asi aun cada como con contra cual cuales " +
    "cuando cuanto cuanta cuantos cuantas de del desde donde dos el ella ellas ello ellos en entre era eran es esa esas " +
    "ese eso esos esta estas este esto estos estan esta fue fueron ha han hay hace hacen la las le les lo los mas me " +
    "mi mis mucho muy nada ni no nos o otra otras otro otros para pero poco por porque puede pueden que quien quienes " +
    "se segun ser si sido sin sobre son su sus tambien tan tanto te tiene tienen todo todos tu un una unas uno unos " +
    "usted y ya yo sea cuyo cuya cuyos cuyas hasta hacia mediante durante tras alli ahi alla aca mientras poca pocas pocos aunque sino todavia " +
    // Possessives and personal pronouns ("nuestro planeta", "entre él y nosotros").
    "nuestro nuestra nuestros nuestras vuestro vuestra vuestros vuestras mio mia tuyo tuya suyo suya suyos suyas nosotros nosotras vosotros vosotras"
  ).split(" "),
);

/** Lowercase and strip accents (á → a, ñ → n). */
export function foldAccents(s: string): string {
  return s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Content words of a text: accent-folded word runs of 2+ characters that are not stop words. */
export function contentWords(text: string): string[] {
  return (foldAccents(text).match(/[\p{L}\p{N}_]{2,}/gu) ?? []).filter((w) => !SPANISH_STOP_WORDS.has(w));
}

/** Forms of "ser" / "estar" that open a predicate. */
const COPULA_FORMS = new Set(["es", "son", "esta", "estan", "era", "eran", "fue", "fueron"]);

/**
 * The last of nouns coordinated before one predicate ("sus lados | y ángulos son iguales"): its head noun, only content
 * words up to the copula, and no copula in the item before.
 */
export function sharedPredicateItem(item: readonly { fold: string; content: boolean }[], before: readonly { fold: string }[]): boolean {
  const copula = item.findIndex((t) => COPULA_FORMS.has(t.fold));
  return item[0]?.content === true && copula > 0 && item.slice(1, copula).every((t) => t.content) && !before.some((t) => COPULA_FORMS.has(t.fold));
}

/**
 * A table keyed by words, with no prototype: a word that names an object's property ("constructor", "valueOf") finds
 * nothing in it, as any word the table lacks.
 */
export function wordTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}

/** A preposition contracted with the article "el", and the preposition ("al" is "a el", "del" is "de el"). */
export const CONTRACTIONS: Readonly<Record<string, string>> = wordTable({ al: "a", del: "de" });

/** Words of a part of a span of time ("a finales de", "a mediados del siglo…"). */
export const PART_OF_TIME = /^(mediados|principios|finales|fines|comienzos)$/;
