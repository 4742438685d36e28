/** A text's parts: the phrases its commas, clause breaks and coordinators set apart (lib/text/analyze.ts tokenizes). */
import type { Token } from "./analyze";

/** Parts of a text split at clause breaks, commas and a coordinating "y"/"e"/"o" (not inside a list of bare numbers). */
export function textParts(tokens: readonly Token[]): Token[][] {
  const out: Token[][] = [];
  let cur: Token[] = [];
  tokens.forEach((t, i) => {
    // (A capital letter is a letter, no conjunction: "forma de U".)
    // (Nor a list of bare numbers: "la media de 4, 6 y 11 es 7" is one phrase.)
    const prev = tokens[i - 1];
    const numbers = prev?.num != null && (t.num !== null ? t.commaBefore : ["y", "o"].includes(t.fold) && tokens[i + 1]?.num != null && tokens[i - 2]?.num != null);
    // (Or a clause of time or contrast set against it, "descubrió los rayos X | mientras experimentaba…", "viven en
    // grupos, | mientras que los machos…"; not in a gerund's phrase.)
    const meanwhile = t.fold === "mientras" && !/(?:ando|iendo|yendo)$/.test(cur[0]?.fold ?? "");
    // (Nor the pair "entre A y B": "el Tratado de Madrid entre España y Portugal entregó…" is one phrase.)
    // (Not between numbers, which the slot joins of its own: "entre 1964 | y 1973".)
    const entre = cur.slice(-4).findLastIndex((x) => x.fold === "entre");
    const pair = ["y", "e"].includes(t.fold) && !t.commaBefore && entre >= 0 && !cur.slice(-4).slice(entre).some((x) => ["y", "e"].includes(x.fold)) && tokens[i + 1]?.num == null && prev?.num == null;
    if (i > 0 && !numbers && !pair && (t.clause !== tokens[i - 1]!.clause || t.commaBefore || (["y", "e", "o", "u", "ni"].includes(t.fold) && !t.content) || meanwhile) && cur.length) {
      out.push(cur);
      cur = [];
    }
    cur.push(t);
  });
  if (cur.length) out.push(cur);
  return out;
}
