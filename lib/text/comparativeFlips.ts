/**
 * Comparisons turned round between an answer and its source: "más X" for "menos X", "el mismo" for "distinto" — a
 * contradiction said with the source's own words.
 */
import type { Token } from "./analyze";
import { sameFamily } from "./align";
import { wordTable } from "./spanish";

const COMPARATIVE_FLIP: Readonly<Record<string, string>> = wordTable({ mas: "menos", menos: "mas", more: "less", less: "more" });

/**
 * A comparative turned round: the answer says "más X" where the source says "menos X" of the same X (by stem or
 * family), and never "más X" itself — "más profundidad de campo" against "menos profundidad de campo". The answer's
 * comparative word, or null. ("Más baja" against "menos alta" says the same: its X differs.) Or sameness turned into
 * difference ("el mismo ángulo" against "un ángulo distinto"), or the reverse.
 */
export function comparativeFlip(answer: readonly Token[], source: readonly Token[]): Token | null {
  return moreLessFlip(answer, source) ?? sameDifferentFlip(answer, source);
}

const SAME = new Set(["mismo", "misma", "mismos", "mismas", "igual", "iguales", "identico", "identica", "identicos", "identicas", "same", "identical"]);
const DIFFERENT = new Set(["distinto", "distinta", "distintos", "distintas", "diferente", "diferentes", "different", "distinct",
  // The opposite way is another way: "en sentido contrario" against "en el mismo sentido".
  "contrario", "contraria", "contrarios", "contrarias", "opuesto", "opuesta", "opuestos", "opuestas", "inverso", "inversa", "opposite"]);

/** The content words (stems) next to a word in its clause: what "mismo" / "distinto" says the sameness of. */
function around(tokens: readonly Token[], i: number): string[] {
  return tokens.slice(Math.max(0, i - 2), i + 3).filter((x) => x !== tokens[i] && x.content && x.num === null && x.clause === tokens[i]!.clause).map((x) => x.stem);
}

/**
 * "el mismo ángulo" where the source says "un ángulo distinto" of the same thing (or the reverse): a word of sameness
 * against one of difference next to the same content word, neither negated, and the source not saying the answer's
 * own word there (a phrase's too: "la misma longitud"). The answer's word, or null. ("puntos de vista distintos"
 * against "el mismo cuadro" differ in what they qualify: no flip.)
 */
function sameDifferentFlip(answer: readonly Token[], source: readonly Token[]): Token | null {
  // A comparative before "que" sets a thing apart as "distinto" does: "muchas más que un ser humano" against "las mismas
  // que un ser humano". "tan completas como…" is the sameness of a degree.
  const equalDegree = (ts: readonly Token[], i: number) => ts[i]!.fold === "tan" && ts.slice(i + 2, i + 4).some((x) => x.fold === "como");
  const isSame = (ts: readonly Token[], i: number) => SAME.has(ts[i]!.fold) || SAME.has(ts[i]!.alt ?? "") || equalDegree(ts, i);
  const isDifferent = (ts: readonly Token[], i: number) =>
    DIFFERENT.has(ts[i]!.fold) || (COMPARATIVE_FLIP[ts[i]!.fold] !== undefined && ts.slice(i + 1, i + 3).some((x) => x.fold === "que" || x.fold === "than"));
  // (Before "que", what it is compared with comes a few words on: "las mismas que un ser humano"; so after a word of
  // difference and its "a" / "de" where the source says no difference of its own: "en sentido contrario a las del
  // centro" against "tan deprisa como las del centro".)
  const differs = source.some((t) => DIFFERENT.has(t.fold));
  const against = (ts: readonly Token[], i: number) => !differs && DIFFERENT.has(ts[i]!.fold) && ["a", "al", "de", "del"].includes(ts[i + 1]?.fold ?? "");
  const near = (ts: readonly Token[], i: number) => (ts[i + 1]?.fold === "que" || ts[i + 2]?.fold === "que" || equalDegree(ts, i) || against(ts, i) ? ts.slice(i + 1, i + 6).filter((x) => x.content && x.num === null && x.clause === ts[i]!.clause).map((x) => x.stem).concat(around(ts, i)) : around(ts, i));
  const marks = (ts: readonly Token[], is: typeof isSame) => ts.flatMap((t, i) => (is(ts, i) && !t.negated ? [new Set(near(ts, i))] : []));
  for (const [mine, theirs] of [[isSame, isDifferent], [isDifferent, isSame]] as const) {
    const opposed = marks(source, theirs);
    const agreeing = marks(source, mine);
    if (opposed.length === 0) continue;
    for (let i = 0; i < answer.length; i++) {
      const t = answer[i]!;
      if (!mine(answer, i) || t.negated) continue;
      const mineNear = near(answer, i);
      const qualifies = (ws: Set<string>) => mineNear.some((w) => ws.has(w));
      if (opposed.some(qualifies) && !agreeing.some(qualifies)) return answer.slice(i, i + 3).find((x) => SAME.has(x.fold)) ?? t;
    }
  }
  return null;
}

/** Words between "más de" and the noun of an amount ("más de un año", "menos de unos 20 kilos"). */
const AMOUNT_WORDS = new Set(["de", "un", "una", "unos", "unas"]);

function moreLessFlip(answer: readonly Token[], source: readonly Token[]): Token | null {
  // "(tan) poco denso" is low in degree, as "menos denso" and "por debajo de 100" are (lib/text/phrases.ts marks it).
  // "demasiada lactasa", "mucho calor", "por encima de 100" are high in degree, as "más" is.
  // (So are "menor" and "mayor": "una proporción menor de cacao" is "menos cacao".)
  const plainDegree = (t: Token) => (t.fold === "debajo" && t.alt !== undefined ? "menos" : t.fold === "encima" && t.alt !== undefined ? "mas" : ["poco", "poca", "pocos", "pocas", "menor", "menores"].includes(t.fold) ? "menos" : ["mucho", "mucha", "muchos", "muchas", "demasiado", "demasiada", "demasiados", "demasiadas", "mayor", "mayores"].includes(t.fold) ? "mas" : t.fold);
  // "no más de 30" bounds an amount as "menos de 30" does (and "no menos de" as "más de").
  const degree = (t: Token, ts?: readonly Token[]) => {
    const d = plainDegree(t);
    const i = ts ? ts.indexOf(t) : -1;
    return ts && ts[i - 1]?.fold === "no" && ts[i + 1]?.fold === "de" && d in COMPARATIVE_FLIP ? COMPARATIVE_FLIP[d]! : d;
  };
  const pairs = (ts: readonly Token[]) =>
    ts.flatMap((t, i) => {
      if (!(degree(t) in COMPARATIVE_FLIP) || t.negated) return [];
      // Past "de" and an amount: "más de un año" against "menos de un año".
      const reach = ts[i + 1]?.fold === "de" ? 5 : 3;
      const next = ts.slice(i + 1, i + reach).find((x, j) => (x.content && x.num === null) || (j >= 2 && !AMOUNT_WORDS.has(x.fold) && x.num === null));
      if (next && next.content && next.clause === t.clause) return [{ cmp: t, next }];
      // A factor said bare, ending its clause ("tres veces más.", "tres veces menos."): the degree of the factor itself
      // (not "tres veces menos que…", a comparison with its own terms).
      const after = ts[i + 1];
      const ends = !after || after.clause !== t.clause || after.stopBefore === true || after.commaBefore;
      return ts[i - 1]?.fold === "veces" && ends ? [{ cmp: t, next: ts[i - 1]! }] : [];
    });
  const src = pairs(source);
  if (src.length === 0) return null;
  for (const { cmp, next } of pairs(answer)) {
    const same = (p: { next: Token }) => p.next.stem === next.stem || sameFamily(p.next.stem, next.stem);
    const flipped = src.filter((p) => degree(p.cmp, source) === COMPARATIVE_FLIP[degree(cmp, answer)] && same(p));
    if (flipped.length && !src.some((p) => degree(p.cmp, source) === degree(cmp, answer) && same(p))) return cmp;
  }
  return null;
}
