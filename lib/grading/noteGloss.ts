/**
 * A term the note explains in an apposition right after it ("la inflamación de los senos paranasales, unas cavidades
 * llenas de aire que hay dentro de los huesos de la cara"): the reference is the term and its gloss, so that an answer
 * that says what the term is, in the note's own explanation, says the term.
 */
import { type Token, tokenize } from "@/lib/text/analyze";
import { NAMING_PARTICIPLES, foldAccents } from "@/lib/text/spanish";

/** The reference followed by the note's gloss of it (", unas cavidades …"), or null where the note glosses it not. */
export function withNoteGloss(referencia: string, note: string | null): string | null {
  const term = referencia.trim().replace(/[.;]+$/u, "");
  // (A term: a short phrase of its own, no list and no clause.)
  if (!note || /[,;:]/u.test(term) || tokenize(term).filter((t) => t.content).length > 4) return null;
  const at = foldAccents(note.toLowerCase()).indexOf(foldAccents(term.toLowerCase()));
  if (at < 0) return null;
  // (Or one the note restates after "es decir" / "o sea": "elevando la arista al cubo, es decir, multiplicándola…".)
  const restated = /^\s*,\s*(?:es decir|o sea|esto es),\s*([^.;:()]+)/iu.exec(note.slice(at + term.length));
  if (restated) return `${term}, es decir ${restated[1]!.trim()}`;
  const gloss = /^\s*,\s*((?:un|una|unos|unas)\s[^,.;:()]+)/iu.exec(note.slice(at + term.length));
  return gloss ? `${term}, ${gloss[1]!.trim()}` : null;
}

/**
 * "en Paita, en el norte de Perú", "De Oaxaca, en México.": a named place, then the wider land it lies in — the first
 * says the place, to an answer that says the place and nothing but the question's or the note's words (reference.ts;
 * unsaid, the land's words are what later checks see replaced).
 */
const WIDER_LAND = /^en\s+(?:(?:el|la)\s+(?:norte|sur|este|oeste|centro|noroeste|noreste|nordeste|sudeste|sureste|suroeste|sudoeste)\s+de\s+)?\p{Lu}\p{L}*$/u;
export const withoutLocatingPlace = (r: string, parts = r.replace(/[.;]\s*$/u, "").split(/\s*,\s*/u)) => (parts.length === 2 && /^(?:[Ee]n|[Dd]e)\s+\p{Lu}/u.test(parts[0]!) && WIDER_LAND.test(parts[1]!) ? parts[0]! : r);

/** Words by which a note says a thing again in other words, or names it ("es decir", "o sea", "llamadas"). */
const RESTATING = new Set(["decir", "sea", "esto", ...NAMING_PARTICIPLES]);

/**
 * A reference of two parts the note says of one thing, the second restating or naming the first ("con choclo, maíz tierno
 * rallado" where the note says "choclo, es decir, maíz tierno"; "en las hojas de la mazorca, las chalas" where it says
 * "hojas de la mazorca, llamadas chalas"): the two parts, either of which says it; or null.
 */
export function restatedByNote(referencia: string, note: string | null | undefined): [string, string] | null {
  const parts = referencia.split(/\s*,\s*/u);
  if (!note || parts.length !== 2) return null;
  const [a, b] = [tokenize(parts[0]!).filter((t) => t.content).at(-1), tokenize(parts[1]!).find((t) => t.content)];
  const ts = tokenize(note);
  const says = (i: number) => { const k = ts.slice(i + 1, i + 4).findIndex((t) => RESTATING.has(t.fold)); return k >= 0 && ts.slice(i + k + 2, i + k + 4).some((t) => t.stem === b!.stem); };
  return a && b && ts.some((t, i) => t.stem === a.stem && says(i)) ? [parts[0]!, parts[1]!] : null;
}

/**
 * Whether an answer says a word the note says only outside the sentence the reference stands in ("…se hizo fuerte en el
 * peñol de Cerquín. … murió a traición durante una negociación": "defendiendo el peñol" speaks of another thing).
 */
export function saidElsewhere(note: string | null | undefined, reference: readonly Token[], answer: readonly Token[], asked: ReadonlySet<string>): boolean {
  const sentences = (note ?? "").split(/(?<=[.!?])\s+/u).map((x) => new Set(tokenize(x).map((t) => t.stem)));
  const hits = (s: ReadonlySet<string>) => reference.filter((r) => s.has(r.stem)).length;
  const home = sentences.reduce((a, b) => (hits(b) > hits(a) ? b : a), new Set<string>());
  return answer.some((t) => t.content && !asked.has(t.stem) && !home.has(t.stem) && sentences.some((s) => s.has(t.stem)));
}

/** What opens a gloss after a comma: an indefinite article, or words that say "in other words" (dropped). */
const GLOSS_PHRASES = /^(?:es decir|o sea|esto es|that is|i\.e\.)\s+/iu;
const GLOSS_ARTICLES = /^(?:un|una|unos|unas)\s/iu;
/** A second part that says what the first is like ("siete, las mismas que un ser humano"; "24 horas, casi lo mismo que en
 * la Tierra"): a gloss of the first. */
export const GLOSS_SAMENESS = /^(?:casi |m[aá]s o menos |aproximadamente |pr[aá]cticamente )?(?:lo mismo que|igual que|las? mism[oa]s? que|los mismos que|tanto como|parecid[oa]s? a)\s/iu;

const LIST_TAIL = /\s(?:y|e|o|u)\s+(?:el|la|los|las|un|una|unos|unas)\s/iu;

/**
 * A term and its gloss: "su hash, una huella calculada a partir de ellas" (an apposition: a second comma part opened
 * by an indefinite article or "es decir"; not the last two items of a list, "una oveja, un pato y un gallo"), "pierde
 * poder adquisitivo: con la misma cantidad se compran menos cosas" (a colon's explanation). The two parts, or null.
 */
export function glossParts(referencia: string): [string, string] | null {
  const byColon = referencia.split(/\s*:\s*/u);
  const hasContent = (p: string) => tokenize(p).some((t) => t.content);
  if (byColon.length === 2 && byColon.every(hasContent)) return [byColon[0]!, byColon[1]!];
  const byComma = referencia.split(/\s*(?<!\d),\s*|\s*,(?!\d)\s*/u);
  // (So does a "sin" after a manner said by a preposition and one word: "a mano, sin máquinas", "de memoria, sin
  // partitura" say one manner twice.)
  const mannerDenied = byComma.length === 2 && /^(?:a|de)\s+\p{L}+$/iu.test(byComma[0]!.trim()) && /^sin\s/iu.test(byComma[1]!);
  if (byComma.length === 2 && (GLOSS_ARTICLES.test(byComma[1]!) || GLOSS_PHRASES.test(byComma[1]!) || GLOSS_SAMENESS.test(byComma[1]!) || mannerDenied) && byComma.every(hasContent) && !LIST_TAIL.test(byComma[1]!)) return [byComma[0]!, byComma[1]!.replace(GLOSS_PHRASES, "")];
  return null;
}
