/**
 * Comparisons with their two terms: "la luz viaja más rápido que el sonido" is (luz, +rápido, sonido). The same
 * comparison can be said the other way round — "el sonido es más lento que la luz" — so a comparison is read as a
 * whole: which thing is first, which is the standard after "que", and the direction (a "menos", an opposite adjective
 * and a swap of the two terms each turn it round).
 */
import { type Token, alignsLiterally, tokenIndex } from "./analyze";
import { wordTable } from "./spanish";
import { antonyms } from "./lexicon";
import { stemWord } from "./stem";

interface Comparison {
  /** The first term: the first content word of the clause before the comparative, or null ("aunque menos que…"). */
  readonly first: Token | null;
  /** The standard of comparison: the first content word or name after "que" / "than". */
  readonly standard: Token;
  /** The adjective or adverb compared ("rápido"), or null for "mayor", "menor" or a bare "más que". */
  readonly quality: Token | null;
  /** +1 for more, -1 for less. */
  readonly direction: 1 | -1;
  /** The comparative word itself ("más", "menor"). */
  readonly marker: Token;
}

const MORE = new Set(["mas", "more"]);
const LESS = new Set(["menos", "less"]);
/** Comparatives of their own: direction, no separate quality. */
const SYNTHETIC: Readonly<Record<string, 1 | -1>> = wordTable({ mayor: 1, mayores: 1, menor: -1, menores: -1, superior: 1, superiores: 1, inferior: -1, inferiores: -1 });
const THAN = new Set(["que", "than"]);
const CONNECTIVES = new Set(["porque", "que", "cuando", "pues", "y", "e", "pero", "aunque", "como", "mientras", "si", "because", "and", "but", "while", "since"]);

/** The comparisons of a text, one per comparative followed (within a few words) by "que" and its standard. */
export function comparisons(tokens: readonly Token[]): Comparison[] {
  const out: Comparison[] = [];
  tokens.forEach((t, i) => {
    const synthetic = SYNTHETIC[t.fold];
    if (!MORE.has(t.fold) && !LESS.has(t.fold) && synthetic === undefined) return;
    if (t.negated) return;
    const after = tokens.slice(i + 1, i + 5);
    const thanAt = after.findIndex((x) => THAN.has(x.fold));
    if (thanAt < 0) return;
    const quality = synthetic === undefined ? (after.slice(0, thanAt).find((x) => x.content && x.num === null) ?? null) : null;
    const rest = after.slice(thanAt + 1).concat(tokens.slice(i + 5, i + 9)).filter((x) => x.clause === t.clause);
    const standard = term(rest);
    if (!standard) return;
    // The first term opens the comparative's own clause: after its last connective or comma ("se oye después porque
    // | la luz viaja más rápido…").
    let from = i;
    while (from > 0 && tokens[from - 1]!.clause === t.clause && !CONNECTIVES.has(tokens[from - 1]!.fold) && !tokens[from]!.commaBefore) from--;
    // "se derrite más deprisa de lo que se forma" compares two doings: after "de lo que", the first term is the verb
    // nearest before the comparative, not the subject.
    const clausal = after[thanAt - 1]?.fold === "lo" && after[thanAt - 2]?.fold === "de";
    const before = tokens.slice(from, i).filter((x) => !x.negated);
    const first = (clausal ? [...before].reverse().find((x) => term([x]) !== undefined && !x.name) : term(before)) ?? null;
    out.push({ first, standard, quality, direction: synthetic ?? (MORE.has(t.fold) ? 1 : -1), marker: t });
  });
  return out;
}

/**
 * A comparison's term: its first content word or name; else a verb the lexicon reads as light ("se consume más deprisa
 * de lo que se forma": "forma"), not a function word.
 */
function term(xs: readonly Token[]): Token | undefined {
  return xs.find((x) => (x.content || x.name) && x.num === null) ?? xs.find((x) => x.num === null && x.fold.length >= 4 && /^\p{L}+$/u.test(x.fold) && !FUNCTION_WORDS.has(x.fold));
}
const FUNCTION_WORDS = new Set(["para", "como", "pero", "desde", "hasta", "sobre", "entre", "cuando", "donde", "porque", "aunque", "mucho", "mucha", "muchos", "muchas", "menos", "otro", "otra", "otros", "otras", "esto", "este", "esta", "estos", "estas", "eso", "ese", "esa", "esos", "esas", "todo", "toda", "todos", "todas", "cual", "cuales", "quien", "than", "that", "this", "with", "from"]);

const same = (a: Token, b: Token) => alignsLiterally(a, tokenIndex(b)) || alignsLiterally(b, tokenIndex(a));
const opposite = (a: Token, b: Token) => [...(antonyms().get(a.stem) ?? [])].some((o) => o === b.stem);

/**
 * How an answer's comparison stands to the reference's over the same two things: "same" when it says the same (also
 * turned round: "B más lento que A" for "A más rápido que B"), "reversed" when it says the opposite ("B más rápido
 * que A", "más que la Luna" for "menos que la Luna"), with the answer's words that carry it (its comparative first); null when they compare
 * nothing in common.
 */
export function comparisonAgainst(answer: readonly Token[], reference: readonly Token[]): { verdict: "same" | "reversed"; words: Token[] } | null {
  for (const r of comparisons(reference)) {
    for (const a of comparisons(answer)) {
      let swapped: boolean;
      if (same(a.standard, r.standard) && (a.first === null || r.first === null || same(a.first, r.first))) swapped = false;
      else if (a.first !== null && r.first !== null && same(a.standard, r.first) && same(a.first, r.standard)) swapped = true;
      else continue;
      let sign = a.direction * r.direction;
      if (a.quality && r.quality) {
        if (opposite(a.quality, r.quality)) sign = -sign;
        else if (!same(a.quality, r.quality)) continue;
      } else if (a.quality || r.quality) continue; // "menor que" against "más pequeño que": not read here.
      if (swapped) sign = -sign;
      return { verdict: sign > 0 ? "same" : "reversed", words: [a.marker, a.quality, a.standard, a.first].filter((x): x is Token => x !== null) };
    }
  }
  return null;
}

/** Degree words of each pole: "más" and "mayor" say one degree, "menos" and "menor" the other. */
const DEGREE_POLES = [["mas", "mayor", "mayores", "more", "greater"], ["menos", "menor", "menores", "less", "fewer"]].map((p) => ({ folds: new Set(p), stems: new Set(p.map(stemWord)) }));

/** Whether a word says a degree ("más", "mayor", "menos", "menor"). */
export function isDegreeWord(fold: string): boolean {
  return DEGREE_POLES.some((p) => p.folds.has(fold));
}

/** A degree word ("mayor") whose degree a source says in any word of its pole ("más cacao"). */
export function saysDegree(t: { fold: string }, source: { stems: ReadonlySet<string> }): boolean {
  const pole = DEGREE_POLES.find((p) => p.folds.has(t.fold));
  return pole !== undefined && [...pole.stems].some((s) => source.stems.has(s));
}

/**
 * The manner a source gives a verb ("lo digiere mal") said the other way round of the same verb ("lo digiere bien"), or
 * said by denying its opposite ("no lo digiere bien" = "lo digiere mal"). "bien" / "mal" are light words elsewhere: only
 * here, next to their verb, are they a claim. The verdict with the answer's word, or null.
 */
export function mannerAgainst(answer: readonly Token[], source: readonly Token[]): { verdict: "opposite" | "same"; word: Token; byDenial: boolean } | null {
  const manners = (ts: readonly Token[]) =>
    ts.flatMap((t, i) => {
      if (!MANNER.has(t.fold)) return [];
      const verb = ts.slice(Math.max(0, i - 3), i).reverse().find((x) => x.content && x.clause === t.clause);
      return verb ? [{ t, verb, good: (MANNER.get(t.fold) === "well") !== Boolean(t.negated) }] : [];
    });
  const theirs = manners(source);
  for (const m of manners(answer)) {
    const s = theirs.find((x) => x.verb.stem === m.verb.stem);
    if (s) return { verdict: s.good === m.good ? "same" : "opposite", word: m.t, byDenial: Boolean(s.t.negated) !== Boolean(m.t.negated) };
  }
  return null;
}
const MANNER = new Map([["bien", "well"], ["well", "well"], ["mal", "badly"], ["badly", "badly"]]);
