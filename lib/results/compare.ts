import { mcnemarExact } from "@/lib/stats";

export interface PairedItem<F> {
  readonly questionId: number;
  readonly clave: string;
  readonly pregunta: string;
  readonly a: F | null;
  readonly b: F | null;
}

export interface Comparison<F> {
  readonly items: readonly PairedItem<F>[];
  /** Questions answered correctly by A only, and by B only. */
  readonly onlyA: readonly PairedItem<F>[];
  readonly onlyB: readonly PairedItem<F>[];
  readonly bothCorrect: number;
  readonly neitherCorrect: number;
  /** Exact McNemar test on the discordant pairs. */
  readonly mcnemar: { p: number; b: number; c: number; discordant: number };
}

/**
 * Paired comparison of two runs on the same frozen bank, question by
 * question: the discordant pairs (one correct, the other not) and an exact
 * McNemar test on them. Questions missing in either run are listed but not
 * counted.
 */
export function compareRuns<F extends { readonly category: string | null }>(
  questions: readonly { readonly id: number; readonly clave: string; readonly pregunta: string }[],
  a: ReadonlyMap<number, F>,
  b: ReadonlyMap<number, F>,
): Comparison<F> {
  const items = questions.map((q) => ({ questionId: q.id, clave: q.clave, pregunta: q.pregunta, a: a.get(q.id) ?? null, b: b.get(q.id) ?? null }));
  const complete = items.filter((i) => i.a?.category && i.b?.category);
  const ok = (f: F | null) => f?.category === "correcta";
  const onlyA = complete.filter((i) => ok(i.a) && !ok(i.b));
  const onlyB = complete.filter((i) => !ok(i.a) && ok(i.b));
  return {
    items,
    onlyA,
    onlyB,
    bothCorrect: complete.filter((i) => ok(i.a) && ok(i.b)).length,
    neitherCorrect: complete.filter((i) => !ok(i.a) && !ok(i.b)).length,
    mcnemar: mcnemarExact(onlyA.length, onlyB.length),
  };
}
