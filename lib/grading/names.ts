import type { Token } from "@/lib/text/analyze";
import { WHO_QUESTION } from "@/lib/text/phrases";

/** Runs of name words ("Daniel Fahrenheit", "Ciudad de México": a "de" between names joins them). */
export function nameGroups(tokens: readonly Token[]): Token[][] {
  const groups: Token[][] = [];
  let run: Token[] = [];
  tokens.forEach((t, i) => {
    if (t.name) run.push(t);
    else if (run.length && (t.fold === "de" || t.fold === "del") && tokens[i + 1]?.name) return;
    else if (run.length) {
      groups.push(run);
      run = [];
    }
  });
  if (run.length) groups.push(run);
  return groups;
}

/**
 * The words of a reference's person named by the answer through the surname alone ("Elcano" for "Juan Sebastián
 * Elcano"), where the question asks who: every word of each such name. Not a surname after another first name
 * ("Washington Roebling" is not "John Roebling"). `said` tells whether the answer says a reference word.
 */
export function namedBySurname(reference: readonly Token[], answer: readonly Token[], question: string, said: (t: Token) => boolean): Set<Token> {
  if (!WHO_QUESTION.test(question)) return new Set();
  // (A name opening the reference is capitalised as any first word: "Juan" of "Juan Sebastián Elcano" is of it.)
  const withFirst = (g: Token[]) => (reference.indexOf(g[0]!) === 1 && /^\p{Lu}/u.test(reference[0]!.raw) ? [reference[0]!, ...g] : g);
  const otherFirst = (g: Token[]) => {
    const prev = answer[answer.findIndex((a) => a.stem === g.at(-1)!.stem) - 1];
    return prev !== undefined && /^\p{Lu}/u.test(prev.raw) && prev.content && !g.some((t) => t.stem === prev.stem);
  };
  return new Set(nameGroups(reference).map(withFirst).filter((g) => g.length >= 2 && said(g.at(-1)!) && !otherFirst(g)).flat());
}
