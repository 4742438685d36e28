import type { SourceIndex, Token } from "./analyze";
import { antonyms, isLightStem, prefixOpposites, scaleVerbs, synonyms } from "./lexicon";
import { memberForms, sameClassOthers } from "./cohyponyms";
import { adjectiveOfNoun, agentNounOf, learnedNoun, shortVerbRoot, wholeInfinitive } from "./learned";
import { demonymLink, relational } from "./relational";
/**
 * How a word of one text is found in another (lib/text/analyze.ts indexes the texts): by Snowball stem, word family
 * (shared beginning, noun and adjective derivations, stem-changing verbs), thesaurus synonym, a denied opposite, or
 * number; and which opposite of a word a text holds.
 */

/** Length of the common beginning of two stems. */
export function commonPrefix(a: string, b: string): number {
  let k = 0;
  while (k < a.length && k < b.length && a[k] === b[k]) k++;
  return k;
}

/**
 * Productive endings two words share without being of one kind: "producción" / "construcción", "trocitos" /
 * "pedacitos", "murieron" / "perdieron", "conservar" / "preservar".
 */
const PRODUCTIVE_ENDING = /(?:cion|sion|mente|idad|mientos?|dora?s?|dores|antes?|entes?|ables?|ibles?|ismos?|istas?|eria|ados?|adas?|idos?|idas?|osos?|osas?|icos?|icas?|ivos?|ivas?|(?:c|ec)?(?:it|ill)[oa]s?|ieron|aron|aban|aba|ian|ando|iendo|aria|ar|er|ir)$/;

/**
 * Two long words of one ending past their productive suffix, other words of one kind: "decatlón" / "pentatlón",
 * "hexágono" / "pentágono", "centímetros" / "milímetros" (accent-folded forms).
 */
export function sameEnding(a: string, b: string): boolean {
  if (a === b || a.length < 7 || b.length < 7) return false;
  const suffix = PRODUCTIVE_ENDING.exec(a)?.[0];
  const [x, y] = suffix && b.endsWith(suffix) ? [a.slice(0, -suffix.length), b.slice(0, -suffix.length)] : [a, b];
  let k = 0;
  while (k < x.length && k < y.length && x[x.length - 1 - k] === y[y.length - 1 - k]) k++;
  return k >= 5;
}

/**
 * Same word family: the Snowball stems share a beginning of 5+ letters that leaves at most 2 letters of the shorter one
 * ("dispers" ~ "dispersion", "celul" ~ "celular"); "medi" and "median" are not one family.
 */
export function sameFamily(a: string, b: string): boolean {
  const k = commonPrefix(a, b);
  // (Not two stems that part at two consonants, each with more after it: "contact" / "contagi".)
  const [x, y] = [a.slice(k), b.slice(k)];
  return a === b || (k >= 5 && k >= Math.min(a.length, b.length) - 2 && !(x.length >= 2 && y.length >= 2 && /^[^aeiou]/.test(x) && /^[^aeiou]/.test(y)));
}

/** How a word is found in a source: its stem, its word family, a synonym, or its number. Null when it is not. */
export type Alignment = "stem" | "family" | "synonym" | "number" | null;

/** Vague plural quantifiers say the same thing ("varios" = "muchos" = "diversos"). */
const MANY = ["varios", "varias", "muchos", "muchas", "diversos", "diversas", "distintos", "distintas", "multiples", "numerosos", "numerosas", "diferentes", "several", "many", "multiple"];
/** The lower degree in any form ("menor densidad" = "menos denso"; "tan poco denso" says it too). */
const FEWER = ["menos", "menor", "menores", "poco", "poca", "less", "fewer", "lower"];
const QUANTIFIER_CLASS = new Map([...MANY.map((w) => [w, MANY] as const), ...FEWER.map((w) => [w, FEWER] as const)]);

const prefixCache = { 4: new WeakMap<ReadonlySet<string>, Map<string, string[]>>(), 5: new WeakMap<ReadonlySet<string>, Map<string, string[]>>() };

/** Stems of a source grouped by their first 5 (or 4) letters (family candidates), built once per source. */
function byPrefix(stems: ReadonlySet<string>, letters: 4 | 5 = 5): Map<string, string[]> {
  let m = prefixCache[letters].get(stems);
  if (!m) {
    m = new Map();
    for (const s of stems) if (s.length >= letters) m.set(s.slice(0, letters), [...(m.get(s.slice(0, letters)) ?? []), s]);
    prefixCache[letters].set(stems, m);
  }
  return m;
}

/**
 * Noun-forming suffixes left after a short Snowball stem: "nobl" → "noblez" (noble, nobleza), "brev" → "brevedad";
 * agent nouns of a verb: "habl" → "hablant" (hablan, hablantes), "trabaj" → "trabajador".
 */
const NOT_ADJECTIVE_OF = new Set(["medi"]);
const DERIVATIONAL = new Set(["ez", "arin", "ari", "idad", "edad", "dad", "id", "ant", "ent", "ient", "ador", "edor", "idor", "amient", "imient", "acion", "icion"]);

/**
 * A word and a noun derived from it, when the shorter stem (4+ letters) is all of the longer one but such a suffix;
 * or a noun in -io and its adjective in -ico ("sodi" → "sodic": sodio, sódico; calcio, cálcico); or two forms of an
 * -ear verb ("bomb" / "bombe": Snowball leaves the "e" in some); or a noun in -sis / -se and its adjective in -tico
 * ("elips" / "elipt", "sintesi" / "sintet"), or a noun in -esis / -osis and its verb in -tizar ("sintesi" / "sintetiz").
 * (Not where the -ico word comes from elsewhere: "médico" is no adjective of "medio".)
 */
export function derived(a: string, b: string): boolean {
  if ([[a, b], [b, a]].some(([n, v]) => n!.length >= 6 && /[eo]si$/.test(n!) && v === `${n!.slice(0, -2)}tiz`)) return true;
  const [x, y] = [a.replace(/si$/, "s"), b.replace(/si$/, "s")];
  if (x.length >= 5 && x.length === y.length && x.slice(0, -1) === y.slice(0, -1) && [x.at(-1), y.at(-1)].sort().join("") === "st") return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 4 || !long.startsWith(short)) return false;
  const rest = long.slice(short.length);
  return DERIVATIONAL.has(rest) || (rest === "c" && short.endsWith("i") && !NOT_ADJECTIVE_OF.has(short)) || rest === "e";
}

/** An agent noun in -or and its art or activity in -ura share a root: "pintor" / "pintura", "lector" / "lectura". */
function agentAndArt(a: string, b: string): boolean {
  if (a.length !== b.length || a.length < 6) return false;
  const [x, y] = [a.slice(-2), b.slice(-2)];
  return a.slice(0, -2) === b.slice(0, -2) && ((x === "or" && y === "ur") || (x === "ur" && y === "or"));
}

/** Whether a word is found literally in a source (stem, word family, number): a thesaurus link is too loose to place it. */
export function alignsLiterally(t: Token, src: SourceIndex): boolean {
  const a = align(t, src);
  return a !== null && a !== "synonym";
}

/**
 * The thesaurus synonyms of a stem. Snowball leaves the "e" of -ear verbs in some forms ("desea", "desee" → "dese",
 * "desear" → "des"): such a form takes its verb's synonyms too, not only those of the noun it collides with ("deseo").
 */
function synonymSets(stem: string): ReadonlySet<string>[] {
  const own = synonyms().get(stem);
  const verb = stem.length >= 4 && stem.endsWith("e") ? synonyms().get(stem.slice(0, -1)) : undefined;
  return [own, verb].filter((x): x is Set<string> => x !== undefined);
}

/** Whether one of the synonyms is among some stems — not another member of the word's closed class ("virus" / "bacteria"). */
function synonymIn(sets: readonly ReadonlySet<string>[], stems: ReadonlySet<string>, of = ""): boolean {
  for (const set of sets) for (const s of set) if (stems.has(s) && !sameClassOthers(of, s)) return true;
  return false;
}

/** A common word's links by form to a source's words: its family, derivations ("nacimiento" / "nació"), diminutives, respellings, stem changes. */
/** The strong preterites of common verbs and the stems of their other forms ("quiso" / "quería", "dijo" / "dice"). */
// (Not the light verbs' — "hizo", "tuvo", "pudo": "¿Qué le hizo notar…?" is no "hacen vibrar".)
const STRONG_PRETERITES: ReadonlyMap<string, readonly string[]> = new Map([["quis", ["quer", "quier"]], ["dij", ["dec", "dic", "decir"]], ["dijeron", ["dec", "dic", "decir"]]]);

function wordFamily(t: Token, src: SourceIndex): Alignment {
  if (STRONG_PRETERITES.get(t.stem)?.some((s) => src.stems.has(s)) || [...STRONG_PRETERITES].some(([p, others]) => others.includes(t.stem) && src.stems.has(p))) return "family";
  // (Of the source's words, not its function words: "entrenan" is no family of "entre".)
  if (t.stem.length >= 5) for (const s of byPrefix(src.wordStems).get(t.stem.slice(0, 5)) ?? []) if (sameFamily(s, t.stem)) return "family";
  if (t.stem.length >= 4) for (const s of byPrefix(src.wordStems, 4).get(t.stem.slice(0, 4)) ?? []) if (derived(s, t.stem) || agentAndArt(s, t.stem)) return "family";
  if ((/^\p{L}{3}[ai]mient$/u.test(t.stem) && src.stems.has(t.stem.slice(0, 3))) || src.stems.has(`${t.stem}imient`) || src.stems.has(`${t.stem}amient`)) return "family";
  if (src.stems.has(learnedNoun(t.stem) ?? "") || learnedNouns(src.stems).has(t.stem) || adjectiveOfNoun(t.stem, src.wordStems) || wholeInfinitive(t.stem, src.stems)) return "family";
  // A short vowel-initial verb's forms Snowball leaves apart ("se asan" / "asado", "no usa" / "no se usan"), one at least surely a verb's.
  const short = shortVerbRoot(t.stem);
  if (short && (short.verbal ? shortRoots(src.wordStems) : shortVerbalRoots(src.wordStems)).has(short.root)) return "family";
  // Verbs made from an adjective ("abarató" / "baratos", "oscurece" / "oscuro"), agent nouns ("pintor" / "pintaba"): a
  // looser link than a family ("apuntado" / "punto"), weighed as a synonym, never used to place a word.
  const base = parasyntheticBase(t.stem);
  if (base !== null && src.stems.has(base)) return "synonym";
  if ((t.stem.length >= 4 && parasyntheticBases(src.stems).has(t.stem)) || agentNounOf(t.stem, src.stems)) return "synonym";
  // Diminutives: "gotitas" / "gotas", "casita" / "casa", "pajarillo" / "pájaro"; through "-ec-": "florecilla"; with
  // the hard "c" / "g" respelled before "i": "muñequito" / "muñeco", "amiguito" / "amigo".
  const small = diminutiveBase(t.stem);
  if (small !== null && (src.stems.has(small) || (small.endsWith("e") && src.stems.has(small.slice(0, -1))))) return "family";
  if (diminutiveBases(src.stems).has(t.stem)) return "family";
  const unsmall = respelledDiminutive(t.fold);
  if ((unsmall !== null && [unsmall, `${unsmall}s`, unsmall.replace(/s$/, "")].some((w) => src.names.has(w))) || respelledDiminutives(src.names).has(t.fold.replace(/s$/, ""))) return "family";
  // Spelling alternations before e / i: "blanquea" / "blanco", "pagué" / "pagar", "lápices" / "lápiz", "empiece" / "empezar".
  const spelled = respell(t.stem);
  if ((spelled !== t.stem && src.stems.has(spelled)) || (/ie|ue/.test(t.stem) && src.stems.has(respell(undiphthong(t.stem))))) return "family";
  if (respelledStems(src.stems).has(t.stem) || respelledPlain(src.stems).has(t.stem)) return "family";
  // Verbs in -ger / -gir write j before a and o: "corrija" / "corregir", "elijan" / "elegir", "proteja" / "proteger".
  const g = jota(t.stem);
  if ((g !== null && (src.stems.has(g) || loweredStems(src.stems).has(g))) || jotaStems(src.stems).has(lowerVowel(t.stem))) return "family";
  // Stem-changing verbs: "muestra" / "mostró", "puede" / "poder", "cierra" / "cerrar".
  const plain = undiphthong(t.stem);
  if (plain !== t.stem || /[oe]/.test(t.stem)) if (undiphthonged(src.stems).has(plain) || src.stems.has(`${plain}imient`)) return "family";
  // And its word family: "descienden" / "descendientes", "muestra" / "mostrador".
  if (plain.length >= 5 && (plain !== t.stem || /[oe]/.test(t.stem))) for (const s of byPrefix(undiphthonged(src.wordStems)).get(plain.slice(0, 5)) ?? []) if (sameFamily(s, plain)) return "family";
  // Verbs whose stem vowel e turns i ("derritió" / "derretido", "sirve" / "servir", "pide" / "pedir"): the stem's last
  // vowel, either way, in stems long enough not to meet another word ("piso" / "peso").
  // (Four letters will do in an -ir infinitive or a form that raises the vowel: "hervir" / "hirvió", "sirviendo".)
  const raising = t.stem.length >= 4 && /(?:io|ieron|iendo|iera|ieran|iese|iesen|ir|irse)$/.test(t.fold);
  if ((t.stem.length >= 5 || raising) && /[ei][^aeiou]+$/.test(t.stem) && loweredStems(src.stems).has(lowerVowel(t.stem))) return "family";
  return null;
}

const aligned = new WeakMap<SourceIndex, WeakMap<Token, Alignment>>();

/**
 * Cost: a few set lookups per synonym of the word (the synonym table is symmetric), whatever the source's size; past
 * the stem, once per token and source (both are cached with their texts and never changed, and the detector asks the
 * same again many times over one answer).
 */
export function align(t: Token, src: SourceIndex): Alignment {
  if (t.num !== null) return src.numbers.has(t.num) || (t.alt !== undefined && src.stems.has(t.alt)) ? "number" : null;
  if (src.stems.has(t.stem) || (t.alt !== undefined && src.stems.has(t.alt))) return "stem";
  let bySource = aligned.get(src);
  if (!bySource) aligned.set(src, (bySource = new WeakMap()));
  let a = bySource.get(t);
  if (a === undefined) bySource.set(t, (a = alignBeyondStem(t, src)));
  return a;
}

/** The stems of "delante (de)", "frente (a)" and "enfrente (de)": in front of. */
const FACING: ReadonlySet<string> = new Set(["delant", "frent", "enfrent"]);

/** A word's alignment to a source where its stem is not in it. */
function alignBeyondStem(t: Token, src: SourceIndex): Alignment {
  const q = QUANTIFIER_CLASS.get(t.fold);
  if (q !== undefined) for (const w of q) if (src.names.has(w)) return "synonym";
  // (Not a name: "Constantino" is no family of "construir", whatever their first letters share.)
  if (!t.name) {
    const family = wordFamily(t, src);
    if (family) return family;
  }
  const plain = undiphthong(t.stem);
  // A place's name and its demonym ("de Chile" / "chilena"; "Alicante" / "alicantina"), a name either way.
  if (demonymLink(t, src)) return "family";
  // A country named from its demonym with "-ia" ("sueco" / "Suecia", "ruso" / "Rusia"), either way.
  if (t.stem.length >= 3 && (src.nameStems?.has(`${t.stem}i`) || (t.name && t.stem.endsWith("i") && src.stems.has(t.stem.slice(0, -1))))) return "family";
  // A relational adjective and its noun ("nasales" / "nariz", "terrestre" / "Tierra", "natal" / "nació").
  const related = relational().get(t.stem) ?? relational().get(plain);
  if (related) for (const r of related) if (src.stems.has(r) || undiphthonged(src.stems).has(undiphthong(r))) return "family";
  // A synonym the source says in a stem-changing form ("quiera" for "querer") is found by its plain stem.
  // A stem-changing or respelled form the thesaurus lacks takes its verb's synonyms ("atraviesa" ~ "cruzar", "tranquilicen").
  // (And a form whose stem vowel e turned i, its verb's: "derrite" ~ "fundir", as "derretir" is.)
  const own = [t.stem, ...respellings(t.stem), ...(t.stem.length >= 5 && /i[^aeiou]+$/.test(t.stem) ? [lowerVowel(t.stem)] : [])].map(synonymSets).find((x) => x.length) ?? [];
  // (And a form Snowball cut short takes its verb's too: "varía" → "variar" ~ "cambiar".)
  const sets = [...(own.length || plain === t.stem ? own : synonymSets(plain)), ...(t.alt !== undefined && t.num === null ? synonymSets(t.alt) : [])];
  if (sets.length && (synonymIn(sets, src.wordStems, t.stem) || synonymIn(sets, undiphthonged(src.wordStems), t.stem) || synonymIn(sets, respelledWords(src.wordStems), t.stem))) return "synonym";
  // "grande" said cut short before its noun ("un gran tambor" / "un tambor grande"), either way; no synonym of it.
  if ((t.stem === "grand" && src.stems.has("gran")) || (t.fold === "gran" && src.stems.has("grand"))) return "stem";
  // "Delante del templo" places a thing as "frente al templo" does, though "frente a" reads as a compound preposition.
  if (FACING.has(t.stem) && [...FACING].some((s) => s !== t.stem && src.stems.has(s))) return "synonym";
  // "carece de trastes" says what "no tiene trastes" or "sin trastes" does.
  if (/^carec(e|en|ia|ian|io|ieron|er|iendo)$/.test(t.fold) && (src.negatedStems.has("tien") || src.negatedStems.has("ten") || src.stems.has("sin"))) return "synonym";
  // One member of a closed class said in its other word ("arcilla" / "barro"); a denied opposite says the same thing ("no gastar" = "ahorrar").
  for (const f of memberForms(t.stem)) if (src.wordStems.has(f)) return "synonym";
  for (const o of antonyms().get(t.stem) ?? []) if (t.negationHead || t.lowered ? src.plainStems.has(o) : !t.negated && src.negatedHeads.has(o)) return "synonym";
  return null;
}

/**
 * The adjective inside a verb made from it by a prefix a- / en- / em- and or a suffix -ec- / -it- / -iz-
 * ("abarat" → "barat", "oscurec" → "oscur", "debilit" → "debil", "empeor" → "peor", "arrodill" → "rodill"); at least
 * four letters must remain ("empez" is no "pez"), three where en- and -ec came off ("enrojec" → "roj"; not "aparec").
 * Null when neither.
 */
export function parasyntheticBase(stem: string): string | null {
  let b = stem;
  const prefix = /^(en|em|a)(?=[^aeiou])/.exec(b);
  // (A root in r- is spelled rr after a-: "arrodill" → "rodill", "arrincon" → "rincon".)
  if (prefix) b = b.slice(prefix[0].length).replace(/^rr/, "r");
  const suffix = /(ec|it|iz)$/.exec(b);
  if (suffix) b = b.slice(0, -suffix[0].length);
  return (prefix || suffix) && b.length >= (prefix && prefix[0] !== "a" && suffix ? 3 : 4) ? b : null;
}
/** The stem a diminutive is made from ("gotit" → "got", "pajarill" → "pajar", "cafecit" → "cafe"); three letters must remain. */
export function diminutiveBase(stem: string): string | null {
  return /^(.{3,}?)(c?it|c?ill)$/.exec(stem)?.[1] ?? null;
}

/**
 * A stem with the spelling of its last consonant undone: "blanque" → "blanc", "pagu" → "pag", "lapic" → "lapiz"; and
 * the -zc- of verbs in -cer / -cir ("parezc" → "parec": parezcan / parece, conozco / conoce). One alternation at a time:
 * "choqu" is "choc" (not "choz", as a second rewrite of its "c" would make it).
 */
const respell = (stem: string) => (stem.endsWith("zc") ? stem.slice(0, -2) + "c" : /qu[ei]?$/.test(stem) ? stem.replace(/qu[ei]?$/, "c") : /gu[ei]?$/.test(stem) ? stem.replace(/gu[ei]?$/, "g") : stem.replace(/(?<=[aeiou])c$/, "z"));

/** A stem-changing verb's stem without its diphthong ("muev" → "mov", "piens" → "pens"). */
export const undiphthong = (stem: string) => stem.replace(/ue/g, "o").replace(/ie/g, "e");

/** The roots of a source's short vowel-initial verb stems (any, and those surely a verb's). */
const shortRoots = rewrittenStems((s) => shortVerbRoot(s)?.root ?? null);
const shortVerbalRoots = rewrittenStems((s) => ((r) => (r?.verbal ? r.root : null))(shortVerbRoot(s)));

/** One way of rewriting a stem (null: no rewriting), and for each source the set of its stems so rewritten. */
function rewrittenStems(rewrite: (stem: string) => string | null) {
  const cache = new WeakMap<ReadonlySet<string>, Set<string>>();
  return (stems: ReadonlySet<string>): Set<string> => {
    let out = cache.get(stems);
    if (!out) {
      out = new Set();
      for (const s of stems) {
        const r = rewrite(s);
        if (r !== null) out.add(r);
      }
      cache.set(stems, out);
    }
    return out;
  };
}

/** A source's verbs' adjectives, diminutives' bases, stems respelled (undiphthonged first too), undiphthonged. */
const parasyntheticBases = rewrittenStems(parasyntheticBase);
const diminutiveBases = rewrittenStems(diminutiveBase);
/**
 * The word a diminutive with its hard "c" / "g" respelled "qu" / "gu" is made from, in the diminutive's gender
 * ("muñequito" → "muneco", "amiguitas" → "amigas"; not "mosquito" → "mosca"), or null.
 */
const respelledDiminutive = (fold: string): string | null => ((m) => (m ? `${m[1]}${m[2] === "qu" ? "c" : "g"}${m[3]}${m[4]}` : null))(/^(\p{L}{2,})(qu|gu)(?:it|ill)([oa])(s?)$/u.exec(fold));
const respelledDiminutives = rewrittenStems((fold) => respelledDiminutive(fold)?.replace(/s$/, "") ?? null);
const respelledStems = rewrittenStems((s) => (s.length >= 4 && respell(s) !== s ? respell(s) : null));
const respelledPlain = rewrittenStems((s) => (/ie|ue/.test(s) ? respell(undiphthong(s)) : null));
const undiphthonged = rewrittenStems(undiphthong);
/** A long stem respelled ("tranquilic" → "tranquiliz"); short ones meet other words ("roc" / "roz"). */
const respellings = (stem: string): string[] => (stem.length >= 7 && respell(stem) !== stem ? [respell(stem)] : []);
const respelledWords = rewrittenStems((s) => respellings(s)[0] ?? null);
const learnedNouns = rewrittenStems(learnedNoun);
/** A stem of five letters or more with its last vowel i lowered to e ("derrit" → "derret"); else null. */
const lowerVowel = (stem: string) => stem.replace(/i([^aeiou]+)$/, "e$1");
/** A stem in j of four letters or more with its g back, the last vowel lowered ("corrij" → "correg"); else null. */
const jota = (stem: string) => (stem.length >= 4 && stem.endsWith("j") ? lowerVowel(`${stem.slice(0, -1)}g`) : null);
const jotaStems = rewrittenStems(jota);
const loweredStems = rewrittenStems((stem: string) => (stem.length >= 4 && /[ei][^aeiou]+$/.test(stem) ? lowerVowel(stem) : null));

/** The stems of a source a word is a thesaurus synonym of (what it may stand in for). */
export function synonymTargets(t: Token, src: SourceIndex): string[] {
  return synonymSets(t.stem).flatMap((set) => [...set].filter((s) => src.wordStems.has(s)));
}

/** Nouns of the agent or instrument of a verb ("elevador", "calentadoras"). */
const AGENT_NOUN = /^\p{L}{3,}[aei]dor(a|es|as)?$/u;
/** The stems of the opposites of a word found in a source, if the source does not hold the word itself. */
export function opposedIn(t: Token, src: SourceIndex): string | null {
  // (A noun of the agent or instrument names a thing, not its verb's direction: "elevadores" is no "elevar" against
  // "frenar".)
  if (t.negated || t.lowered || !t.content || AGENT_NOUN.test(t.fold)) return null;
  // A stem-changing form finds its verb's opposites ("calienta" → "calentar" ↔ "enfriar").
  const plain = undiphthong(t.stem);
  // And the comparative an adjective stands for ("más alta" → "mayor" ↔ "menor").
  const direct = plain === t.stem && t.alt === undefined ? antonyms().get(t.stem) : new Set([...(antonyms().get(t.stem) ?? []), ...(antonyms().get(plain) ?? []), ...(t.alt !== undefined ? (antonyms().get(t.alt) ?? []) : [])]);
  // And the adjective a negative prefix makes its opposite ("voluntaria" against "involuntaria").
  const prefixed = prefixOpposites(t.fold);
  const opp = prefixed.length ? new Set([...(direct ?? []), ...prefixed]) : direct;
  if (!opp || src.stems.has(t.stem) || (t.alt !== undefined && src.stems.has(t.alt))) return null;
  // The source may say the opposite in a stem-changing form ("pierde" for "perder" ↔ "ganar").
  // (An opposite the source denies or lowers says the same: "ligeras" against "poco peso", "barato" against "no es caro".)
  for (const o of opp) if ((src.stems.has(o) || undiphthonged(src.stems).has(undiphthong(o))) && !src.negatedHeads.has(o)) return o;
  return null;
}

/**
 * The stem of a source word that an opposite of the word stands for through the thesaurus: "bajan" against "los
 * elevan" ("bajar" ↔ "subir", "subir" ~ "elevar"). For short sources (a reference): the thesaurus is too broad to
 * read a whole note so. Null when the source holds the word itself or none such.
 */
export function opposedThroughSynonym(t: Token, src: SourceIndex): string | null {
  if (t.negated || t.lowered || !t.content || align(t, src) !== null || scaleVerbs().has(t.stem)) return null;
  // (Not onto a light word's stem unless the source names it: "fina" → "grueso" ~ … ~ "solo" is no opposite of "solo".)
  for (const o of antonyms().get(undiphthong(t.stem)) ?? antonyms().get(t.stem) ?? []) for (const set of synonymSets(o)) for (const s of set) if (src.wordStems.has(s) && (!isLightStem(s) || src.nameStems?.has(s))) return s;
  return null;
}
