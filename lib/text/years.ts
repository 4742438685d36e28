/**
 * Years said short (lib/text/phrases.ts): "en el 93", "del 98", "Barcelona 92" — a year by its last two figures (not a day or a share:
 * "el 12 de mayo", "el 25 %"); "los años veinte" — the decade by its first year (of the century said after it: "los
 * años veinte del siglo XIX" is 1820).
 */
import type { Token } from "./analyze";

/**
 * Tokens with the years they say short as their alternative; the words of a decade's name ("los años veinte", "la
 * década de 1920") carry no fact of their own beside its year.
 */
export function withShortYears(tokens: readonly Token[]): Token[] {
  const out = tokens.map((t, i) => (shortYear(tokens, i) !== undefined ? { ...t, alt: shortYear(tokens, i) } : t));
  const decade = (i: number) => (out[i]!.fold === "anos" && out[i + 1]?.alt !== undefined && /^\d{4}$/.test(out[i + 1]!.alt!) && out[i + 1]!.num! < 100) || (/^decadas?$/.test(out[i]!.fold) && out[i + 1]?.fold === "de" && /^\d{4}$/.test(out[i + 2]?.raw ?? ""));
  return out.map((t, i) => (decade(i) ? { ...t, content: false } : t));
}

/** A year said short is past: "el 27" is 1927 until 2027 comes. */
const THIS_YEAR = new Date().getUTCFullYear();

/** The four-figure year a token says short, or undefined. */
function shortYear(tokens: readonly Token[], i: number): string | undefined {
  const t = tokens[i]!;
  if (t.alt !== undefined || t.num === null) return undefined;
  // (Or after a place's name, the way games are named: "Barcelona 92".)
  if (/^\d{2}$/.test(t.raw) && (/^(el|del)$/.test(tokens[i - 1]?.fold ?? "") || tokens[i - 1]?.name === true) && !/^(de|por|%)$/.test(tokens[i + 1]?.fold ?? "") && !tokens[i + 1]?.content) return String(t.num + (t.num > THIS_YEAR % 100 ? 1900 : 2000));
  if (!Number.isInteger(t.num) || t.num < 10 || t.num > 90 || t.num % 10 !== 0 || tokens[i - 1]?.fold !== "anos") return undefined;
  // (The decade of a century said after it: "del siglo XIX".)
  const century = tokens[i + 1]?.fold === "del" && tokens[i + 2]?.fold === "siglo" ? tokens[i + 3]?.num : null;
  return String((century != null && century >= 10 && century <= 21 ? (century - 1) * 100 : 1900) + t.num);
}
