import { stemmer } from "@orama/stemmers/spanish";
import { foldAccents, wordTable } from "./spanish";

const cache = new Map<string, string>();

/**
 * Snowball Spanish stem of one word (the @orama/stemmers implementation of
 * the Snowball algorithm), accent-folded and lowercased: "resume", "resumen"
 * → "resum"; "ordenados", "orden" → "orden"; "altas", "alto" → "alt". Cached: texts repeat words.
 */
export function stemWord(word: string): string {
  let s = cache.get(word);
  if (s === undefined) {
    // (Diacritics Spanish does not write are folded first: "Nîmes" stems as "Nimes", "Zürich" as "Zurich".)
    const lower = word.toLowerCase().normalize("NFD").replace(/(?<![aeiou])\u0301|[\u0300\u0302\u0304-\u0307\u0309-\u0327]/gu, "").normalize("NFC");
    // An absolute superlative is its adjective's ("lentísimo" → "lento", "riquísimas" → "rico", "larguísimo" → "largo").
    const superlative = /^(.{2,}?)isim(o|a|os|as)$/.exec(foldAccents(lower));
    // An adverb in -mente is its adjective's ("gravemente" → "grave", "rápidamente" → "rápida"; not "solamente").
    const adverb = superlative ? null : /^(.{4,})mente$/u.exec(lower);
    const base = superlative ? `${superlative[1]!.replace(/qu$/, "c").replace(/gu$/, "g")}o` : adverb && adverb[1] !== "sola" ? adverb[1]! : lower;
    // (A capitalised form is no verb's: "Estados Unidos" names.)
    s = irregularStem(foldAccents(base), /^\p{Lu}/u.test(word)) ?? foldAccents(stemmer(base));
    // Snowball leaves short words whole (their ending lies outside its region: "alto", "altas", "muros" but "mur"), so
    // their gender and number would keep them apart: a word it left unchanged loses its plural -s and its -o / -a
    // while three letters remain ("alto", "alta", "altos", "altas" → "alt"; "días" → "dia").
    // Snowball reads a singular noun in -ar / -er / -ad / -ed as a verb and strips that ending ("lugar" → "lug", "pared"
    // → "par", "ciudad" → "ciud"), but not in its plural ("lugares" → "lugar"): a plural in -res / -des takes its
    // singular's stem, so both numbers of a noun meet.
    // ("quieres", "prefieres", "requieres" are verbs: no noun ends in -ier.)
    const plural = /^(.+[aeiou][rd])es$/.exec(foldAccents(lower));
    if (plural && plural[1]!.length >= 4 && !plural[1]!.endsWith("ier")) {
      const singular = foldAccents(stemmer(plural[1]!));
      if (singular.length < s.length && s.startsWith(singular)) s = singular;
    }
    // Snowball reads a plural in -ernos as an infinitive with "nos" ("inviernos" → "invi", "modernos" → "mod"), so it
    // never meets its singular ("invierno" → "inviern"); nouns and adjectives in -erno are far commoner in notes than
    // an infinitive with "nos" ("hacernos"): the plural takes its singular's stem.
    const ernos = /^(.+erno)s$/.exec(foldAccents(base));
    if (ernos) {
      const singular = foldAccents(stemmer(ernos[1]!));
      if (singular.length > s.length && singular.startsWith(s)) s = singular;
    }
    if (s === foldAccents(base)) {
      if (/[aeiou]s$/.test(s) && s.length >= 4) s = s.slice(0, -1);
      if (/[^aeiou][oa]$/.test(s) && s.length >= 4) s = s.slice(0, -1);
    }
    if (cache.size > 200_000) cache.clear();
    cache.set(word, s);
  }
  return s;
}

/** Forms of "ver" (Snowball leaves "ve", "vemos", "vio" apart from "ver"). */
const VER_FORMS = new Set(["ve", "ves", "veo", "vemos", "veis", "vio", "vimos", "vieron", "veia", "veian", "vera", "veran", "viendo", "verse", "verlo", "verla"]);

/** Forms of "dar" Snowball leaves apart ("dio", "dieron", "daba"). */
const DAR_FORMS = /^(?:da|dan|das|doy|dio|di|diste|dimos|dieron|daba|daban|dar|dado|dada|dados|dadas|dando|diera|dieran|diese|darle|darles|darlo|darla)$/;

/** Forms of "abrir" Snowball leaves apart ("abre", "abren", "abrió"). */
const ABRIR_FORMS = /^abr(?:e|en|es|imos|io|ieron|ia|ian|ira|iran|iendo|irse|irlo|irla)$/;
/** Forms of "unir" (Snowball leaves "une", "unen", "unidos" apart); not the articles "uno", "una", "unos", "unas". */
const UNIR_FORMS = /^un(?:e|en|es|imos|io|ieron|ia|ian|ir|ido|ida|idos|idas|iendo|ira|iran|irse|irlo|irla|irlos|irlas)$/;

/**
 * Forms of the short verbs "huir" and "oír", whose "y" forms Snowball keeps apart from the infinitive it leaves whole
 * ("huyeran" → "huy", "huir" → "huir"); longer verbs in -uir meet already ("construyen", "construir" → "constru").
 */
const HUIR_OIR = /^(?:(hu)(?:y(?:o|e|es|en|a|an|as|amos|eron|era|eran|eras|ese|esen|endo|ó)|ir|imos|ido|ida|idos|idas|iste|ia|ian|ira|iran)|(o)(?:y(?:o|e|es|en|a|an|eron|era|eran|ese|endo|ó)|ir|imos|ido|ida|iste|ia|ian|ira|iran))$/;

/**
 * Preterite and gerund forms of "morir", "dormir" and "poder", whose stem vowel o turns u ("murió", "durmiendo",
 * "pudo"): Snowball leaves them apart from the infinitive, and "mur" meets "muro". The diphthong's stem ("muer" of
 * "muere"), which meets the infinitive's as other stem-changing forms do; null for other words. Only where a verb is
 * expected (a question's predicate): as every word's stem, "muer" would reach the thesaurus links of "morar".
 */
const O_TO_U = /^(mur|durm|pud)(io|ieron|iendo|iera|ieran|iese|iesen|o)$/;
const O_TO_U_VERB: Readonly<Record<string, string>> = { mur: "muer", durm: "duerm", pud: "pued" };
/** (So are the short verbs whose e turns i, to the infinitive's stem: "siguiendo" / "seguía", "mide" / "medir".) */
const E_TO_I = /^(sigu?|mid|pid|sirv)(o|e|es|en|a|an|io|ieron|iendo|iera|ieran)$/;
const E_TO_I_VERB: Readonly<Record<string, string>> = { sig: "segu", sigu: "segu", mid: "med", pid: "ped", sirv: "serv" };
export function raisedVowelStem(fold: string): string | null {
  const u = O_TO_U.exec(fold);
  const e = E_TO_I.exec(fold);
  return u && !(u[1] === "mur" && u[2] === "o") ? O_TO_U_VERB[u[1]!]! : e ? E_TO_I_VERB[e[1]!]! : null;
}

/** Nouns in -or of a sensation or an action and their verbs ("picor" / "pican", "sudor" / "sudar"): one family. */
const OR_NOUNS: Readonly<Record<string, string>> = wordTable({ picor: "picar", picores: "picar", escozor: "escocer", ardor: "arder", ardores: "arder", temblor: "temblar", temblores: "temblar", hervor: "hervir", sudor: "sudar", sudores: "sudar" });

/**
 * The stem of an irregular verb form Snowball does not reduce to its infinitive's: forms of "ver", the gerund and
 * preterite plural of verbs in -aer / -eer with a "y" ("leyendo", "creyeron" → the stem of "leer", "creer"), strong
 * preterites (of "traer", "-ducir" and the compounds of "tener", "poner", "venir") and participles (below). Null for every other word.
 */
function irregularStem(folded: string, capitalised = false): string | null {
  if (VER_FORMS.has(folded)) return "ver";
  if (DAR_FORMS.test(folded)) return "dar";
  if (OR_NOUNS[folded]) return foldAccents(stemmer(OR_NOUNS[folded]!));
  if (UNIR_FORMS.test(folded) && !capitalised) return "unir";
  if (ABRIR_FORMS.test(folded)) return "abrir";
  // The participle of "cubrir" and its compounds ("cubierto de espinas", "recubiertas" → "cubrir", "recubrir").
  const covered = /^(.*)cubiert[oa]s?$/.exec(folded);
  if (covered) return foldAccents(stemmer(`${covered[1]}cubrir`));
  const h = HUIR_OIR.exec(folded);
  if (h) return h[1] ? "huir" : "oir";
  const m = /^(.+[ae])y(?:endo|eron)$/.exec(folded);
  if (m) return foldAccents(stemmer(`${m[1]}er`));
  // The strong preterite of "traer" and "-ducir" ("trajeron", "atrajo", "produjo" → "traer", "producir") and the
  // participle of a verb in -aer / -eer ("traída", "caído", "leído" → "traer", "caer", "leer").
  const strong = /^(.*)(traj|duj)(?:e|o|iste|imos|eron|era|eran|ese|esen)$/.exec(folded);
  if (strong) return foldAccents(stemmer(`${strong[1]}${strong[2] === "traj" ? "traer" : "ducir"}`));
  // The strong preterite of compounds of "tener", "poner" and "venir" ("obtuvo", "mantuvieron", "propuso", "intervino").
  const compound = /^(?:(ob|man|con|re|de|sos|abs|entre)tuv|(com|pro|dis|ex|im|su|pre|re|de|o|trans|contra|inter|super|yux)pus|(con|pre|pro|inter|sobre|contra)vin)(?:e|o|iste|imos|ieron|iera|ieran|iese|iesen)$/.exec(folded);
  if (compound) return foldAccents(stemmer(compound[1] ? `${compound[1]}tener` : compound[2] ? `${compound[2]}poner` : `${compound[3]}venir`));
  const participle = /^(.*(?:tra|ca|le|cre|pose|prove))id(?:o|a|os|as)$/.exec(folded);
  return participle && !capitalised ? foldAccents(stemmer(`${participle[1]}er`)) : null;
}
