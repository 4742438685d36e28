import { stemmer } from "@orama/stemmers/spanish";
import { foldAccents } from "./spanish";

const cache = new Map<string, string>();

/**
 * Snowball Spanish stem of one word (the @orama/stemmers implementation of
 * the Snowball algorithm), accent-folded and lowercased: "resume", "resumen"
 * → "resum"; "ordenados", "orden" → "orden". Cached: texts repeat words.
 */
export function stemWord(word: string): string {
  let s = cache.get(word);
  if (s === undefined) {
    s = irregularStem(foldAccents(word.toLowerCase())) ?? foldAccents(stemmer(word.toLowerCase()));
    if (cache.size > 200_000) cache.clear();
    cache.set(word, s);
  }
  return s;
}

/** Forms of "ver" (Snowball leaves "ve", "vemos", "vio" apart from "ver"). */
const VER_FORMS = new Set(["ve", "ves", "veo", "vemos", "veis", "vio", "vimos", "vieron", "veia", "veian", "vera", "veran", "viendo", "verse", "verlo", "verla"]);

/**
 * The stem of an irregular verb form Snowball does not reduce to its infinitive's: forms of "ver", and the
 * gerund and preterite plural of verbs in -aer / -eer with a "y" ("leyendo", "creyeron" → the stem of "leer",
 * "creer"). Null for every other word.
 */
function irregularStem(folded: string): string | null {
  if (VER_FORMS.has(folded)) return "ver";
  const m = /^(.+[ae])y(?:endo|eron)$/.exec(folded);
  return m ? foldAccents(stemmer(`${m[1]}er`)) : null;
}
