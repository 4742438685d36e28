import { type Token, alignsLiterally, indexTokens, textParts, tokenize } from "@/lib/text/analyze";
import { opensRelative } from "./slotSpans";

type Span = { tokens: Token[]; part: Set<Token> };

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

/** The rest of the clause after a token (the clause its next word opens or goes on with: a span and its part). */
export function restOfClause(noteTokens: readonly Token[], at: number): Span | null {
  const clause = noteTokens[at + 1]?.clause;
  // (A token inside a relative set off by commas ends with it: "Sus hojas, que en Galicia se llaman grelos, | también se
  // comen".)
  let open = at;
  while (open > 0 && !noteTokens[open]!.commaBefore && !noteTokens[open]!.stopBefore) open--;
  const relative = noteTokens[open]!.commaBefore === true && opensRelative(noteTokens, open);
  const rest: Token[] = [];
  for (let k = at + 1; k < noteTokens.length && noteTokens[k]!.clause === clause && !(relative && k > at + 1 && noteTokens[k]!.commaBefore); k++) {
    // (Not into a relative clause set off by a comma, which says more of the thing before: "…la nariz y el labio
    // superior, con la que arranca hojas".)
    if (rest.length > 0 && noteTokens[k]!.commaBefore && opensRelative(noteTokens, k)) break;
    rest.push(noteTokens[k]!);
  }
  // (A clause after "que" is said whole from its verb: "de que | eran lo primero que veían…".)
  const first = rest[0]?.fold === "que" && rest.length > 2 ? 1 : rest.findIndex((t) => t.content || t.name || t.num !== null);
  return first < 0 ? null : { tokens: rest.slice(first), part: new Set(rest) };
}

/**
 * Questions whose answer a note introduces with a fixed phrase: what a thing is made of ("¿De qué está hecha…?" / "es
 * una mezcla de…", "se compone de…") and where its name comes from ("¿De dónde le viene el nombre…?" / "debe su nombre
 * a…", "se llama así por…"), what it is called ("¿Cómo se llama…?" / "…, como 16 o 81, se llama cuadrado perfecto") and
 * what it can do ("¿Qué podía hacer…?" / "capaz de grabar sonidos…") and what comes last ("¿Qué se hace al final?" /
 * "…, y por último las sumas").
 * Each: the question's pattern and the note's markers (accent-folded words).
 */
const MARKED_FRAMES: readonly (readonly [RegExp, readonly (readonly string[])[]])[] = [
  [
    /(^|[^\p{L}])(de qu[eé] (est[aá]n?|era|eran) (hech|compuest|formad|constituid)|de qu[eé] se compon|what is .* made of)/iu,
    [["mezcla", "de"], ["compuesto", "de"], ["compuesta", "de"], ["compuesto", "por"], ["compuesta", "por"], ["formado", "por"], ["formada", "por"], ["hecho", "de"], ["hecha", "de"], ["se", "compone", "de"], ["consta", "de"], ["made", "of"]],
  ],
  [
    /(^|[^\p{L}])(nombre|se llama|se llaman|se llamaba|name)([^\p{L}]|$)/iu,
    [["debe", "su", "nombre", "a"], ["deben", "su", "nombre", "a"], ["su", "nombre", "viene", "de"], ["su", "nombre", "procede", "de"], ["recibe", "su", "nombre", "de"], ["toma", "su", "nombre", "de"], ["se", "llama", "asi", "por"], ["named", "after"]],
  ],
  [
    /(^|[^\p{L}])(al final|por [uú]ltimo|finalmente|en [uú]ltimo lugar)([^\p{L}]|$)/iu,
    // (Not the note's "al final", as often a time as the last step: "Al final, los romanos dominaron…".)
    [["por", "ultimo"], ["finalmente"], ["en", "ultimo", "lugar"]],
  ],
  [
    /(^|[^\p{L}])qu[eé] (se )?(puede|pueden|pod[ií]a|pod[ií]an|sab[ií]a|sabe) hacer([^\p{L}]|$)/iu,
    [["capaz", "de"], ["capaces", "de"], ["permite"], ["permitia"], ["deja"], ["dejan"], ["dejaba"], ["dejaban"], ["puede"], ["pueden"], ["podia"], ["podian"]],
  ],
  [
    /(^|[^\p{L}])(c[oó]mo se (llama|llaman|llamaba|llamaban|denomina|denominan)|qu[eé] nombre (recibe|reciben|tiene|tienen))([^\p{L}]|$)/iu,
    [["se", "llama"], ["se", "llaman"], ["se", "llamaba"], ["se", "llamaban"], ["se", "denomina"], ["se", "denominan"], ["recibe", "el", "nombre", "de"], ["reciben", "el", "nombre", "de"]],
  ],
];

/**
 * The rest of the clause after the note's marker of a frame the question asks in. (Said more than once, the marker in
 * the part holding most of the question's words: "Las hembras pueden poner huevos…" for "¿Qué pueden hacer las hembras…
 * sin aparearse?", not the note's first "puede medir tres metros".)
 */
export function markedFrame(noteTokens: readonly Token[], question: string): Span | null {
  const asked = indexTokens(tokenize(question).filter((t) => t.content));
  const parts = textParts(noteTokens);
  const held = (k: number) => (parts.find((p) => p.includes(noteTokens[k]!)) ?? []).filter((t) => t.content && alignsLiterally(t, asked)).length;
  for (const [asks, markers] of MARKED_FRAMES) {
    if (!asks.test(question)) continue;
    // (Not a verb that says ceasing: "deja de producir".)
    const found = markers.flatMap((m) => noteTokens.flatMap((_, k) => ((end) => (end >= 0 && noteTokens[end + 1]?.fold !== "de" ? [{ k, end }] : []))(markerEnd(noteTokens, k, m))));
    const at = found.reduce<(typeof found)[number] | null>((a, b) => (a === null || held(b.k) > held(a.k) ? b : a), null);
    if (at) return restOfClause(noteTokens, at.end);
  }
  return null;
}
