import type { Token } from "@/lib/text/analyze";

/** ("a" / "de" joined to the article: "al", "del".) */
const same = (w: string, f: string | undefined) => f === w || (w === "a" && f === "al") || (w === "de" && f === "del");

/**
 * Where a note's marker phrase (accent-folded words, "su nombre viene de") said from token `k` ends — past a short aside
 * set off inside it ("Su nombre viene, según se cuenta, de que…") — or -1 where it is not said there.
 */
export function markerEnd(tokens: readonly Token[], k: number, marker: readonly string[]): number {
  let j = k;
  for (const [d, w] of marker.entries()) {
    const aside = d > 0 && tokens[j]?.commaBefore ? tokens.slice(j + 1, j + 6).findIndex((t) => t.commaBefore) : -1;
    if (aside >= 0 && !same(w, tokens[j]?.fold)) j += aside + 1;
    if (!same(w, tokens[j]?.fold)) return -1;
    j++;
  }
  return j - 1;
}
