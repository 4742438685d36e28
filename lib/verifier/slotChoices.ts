/**
 * How the answer slot (lib/verifier/slot.ts) chooses among the note's parts and readings: which of parts that score
 * alike, which amount a condition sets apart, what a denied copula says instead, and whether "¿Qué produce X?" asks
 * for a cause or for what X makes.
 */
import { type Token, tokenize } from "@/lib/text/analyze";

/**
 * "Las setas no son plantas, sino los cuerpos fructíferos de los hongos": a definition that denies its copula says
 * what the thing is after "sino" — the rest of that clause. Null where the copula is not denied or no "sino" follows.
 */
export function deniedCopulaTail(noteTokens: readonly Token[], opening: readonly Token[], copulaAt: number): Token[] | null {
  if (opening[copulaAt - 1]?.fold !== "no") return null;
  const from = noteTokens.indexOf(opening[copulaAt]!);
  let k = from + 1;
  while (k < noteTokens.length && noteTokens[k]!.fold !== "sino" && !noteTokens[k]!.stopBefore) k++;
  if (noteTokens[k]?.fold !== "sino") return null;
  const clause = noteTokens[k + 1]?.clause;
  return noteTokens.slice(k + 1).filter((t, j, all) => t.clause === clause && all.slice(0, j).every((x) => x.clause === clause));
}

/**
 * A part whose statement opens with a condition the question does not set ("Si se mide desde el fondo del océano,
 * supera los 7.000 metros" for "¿Cuánto mide el Teide?"): an amount under another reading than the one asked for.
 */
export function underOtherCondition(parts: readonly Token[][], p: readonly Token[], inQuestion: (t: Token) => boolean): boolean {
  const opener = parts.find((x) => x[0]!.clause === p[0]!.clause);
  return opener !== undefined && ["si", "if"].includes(opener[0]!.fold) && opener.some((t) => t.content && !inQuestion(t));
}

/**
 * Of parts that score alike, the one whose statement says more of the question ("…logró una bombilla … usando un
 * filamento de bambú" over "Más tarde, el filamento de wolframio…" for "¿De qué era el filamento de la bombilla de
 * Edison?"); among those, the later one, as before.
 */
export function tiedByStatement(parts: readonly Token[][], scores: readonly number[], best: number): number {
  const statement = (i: number) => {
    let [a, b] = [i, i];
    while (a > 0 && !parts[a]![0]!.stopBefore) a--;
    while (b + 1 < parts.length && !parts[b + 1]![0]!.stopBefore) b++;
    return scores.slice(a, b + 1).reduce((x, y) => x + y, 0);
  };
  const tied = scores.map((s, i) => (s === scores[best] ? i : -1)).filter((i) => i >= 0);
  return tied.reduce((a, b) => (statement(b) >= statement(a) ? b : a));
}

/**
 * "¿Qué produce la levadura?" where the note says "…y produce dióxido de carbono": the question's causative verb used
 * actively in the note, with an object after it — the question asks what the thing makes, not what causes it ("Las
 * mareas se producen por…").
 */
export function asksWhatIsMade(noteTokens: readonly Token[], question: string): boolean {
  const q = tokenize(question);
  const verb = q.find((t, i) => i > 0 && q[i - 1]!.fold === "que" && t.content);
  if (!verb) return false;
  return noteTokens.some((t, k) => t.fold === verb.fold && noteTokens[k - 1]?.fold !== "se" && noteTokens[k + 1] !== undefined && (noteTokens[k + 1]!.content || noteTokens[k + 2]?.content === true) && noteTokens[k + 1]!.clause === t.clause);
}
