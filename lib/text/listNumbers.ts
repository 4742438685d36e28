/**
 * Numbers an answer says of its own list, not of the world.
 */
import { type Token, textParts } from "./analyze";

/**
 * Numbers that number or count an answer's own list, not facts: "1. Corteza 2. Manto 3. Núcleo" (1, 2, 3… in order)
 * and "Son tres: corteza, manto y núcleo" (a count that the list after its colon matches, or after a comma right after
 * the noun counted: "los dos océanos, el Pacífico y el Atlántico"); and "uno" of a distributive
 * list, "tres filtros, uno rojo, otro verde y otro azul" (one of them, no count of its own).
 */
export function listNumbers(tokens: readonly Token[]): Set<Token> {
  const out = new Set<Token>();
  const nums = tokens.filter((t) => t.num !== null);
  // The numbers 1, 2, 3… in a row among the answer's numbers ("Tiene tres ventajas: 1. … 2. … 3. …").
  const first = nums.findIndex((t, k) => t.num === 1 && nums[k + 1]?.num === 2);
  if (first >= 0) for (let k = first; k < nums.length && nums[k]!.num === k - first + 1; k++) out.add(nums[k]!);
  // ("uno" set off after a comma, with "otro" or "uno" again set off later in its sentence: one item each.)
  for (const t of nums.filter((n) => /^(uno|una)$/.test(n.fold) && n.commaBefore)) {
    const i = tokens.indexOf(t);
    const later = tokens.slice(i + 1).filter((x) => x.clause === t.clause && (x.fold === "otro" || x.fold === "otra" || (x.fold === t.fold && x.num === 1)));
    if (tokens[i + 1]?.content && later.some((x) => x.commaBefore || ["y", "e", "o", "u"].includes(tokens[tokens.indexOf(x) - 1]?.fold ?? ""))) [t, ...later].forEach((x) => out.add(x));
  }
  for (const t of nums) {
    if (out.has(t) || !Number.isInteger(t.num) || t.num! < 2 || t.num! > 12) continue;
    const i = tokens.indexOf(t);
    // "los dos países" after "Argentina y Brasil": the things just named, counted back (as "ambos" does); "Los dos
    // son…", a pronoun, is "ambos".
    const pronoun = t.num === 2 && (!tokens[i + 1]?.content || tokens[i + 1]!.clause !== t.clause);
    if (["los", "las"].includes(tokens[i - 1]?.fold ?? "") && (pronoun || new Set(tokens.slice(0, i).filter((x) => x.name).map((x) => x.stem)).size === t.num)) {
      out.add(t);
      continue;
    }
    // (Or a comma right after the counted noun: "los dos océanos, el Pacífico y el Atlántico".)
    const colon = tokens.findIndex((x, j) => j > i && (x.colonBefore || (j === i + 2 && x.commaBefore && tokens[i + 1]!.content)));
    if (colon < 0 || tokens.slice(i + 1, colon).some((x) => x.clause !== t.clause)) continue;
    // The items after the colon: its parts but those made of a list number alone.
    const items = textParts(tokens.slice(colon)).filter((p) => p.some((x) => !out.has(x)));
    if (items.length === t.num) out.add(t);
  }
  return out;
}
