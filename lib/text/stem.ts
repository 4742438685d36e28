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
    s = foldAccents(stemmer(word.toLowerCase()));
    if (cache.size > 200_000) cache.clear();
    cache.set(word, s);
  }
  return s;
}
