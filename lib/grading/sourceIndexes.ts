/** Indexes of the texts a grade reads, built once: a bank's notes together, and two indexes merged. */
import { type SourceIndex, indexSource } from "@/lib/text/analyze";

const allNotesIndex = new WeakMap<ReadonlyMap<number, string>, SourceIndex>();

/** The index of every note of a bank (built once per notes map). */
export function notesIndex(notes: ReadonlyMap<number, string>): SourceIndex {
  let idx = allNotesIndex.get(notes);
  if (!idx) {
    idx = indexSource(...notes.values());
    allNotesIndex.set(notes, idx);
  }
  return idx;
}

const merged = new WeakMap<SourceIndex, WeakMap<SourceIndex, SourceIndex>>();

/** Two indexes as one (cached: the same note and question meet again for every window of an answer). */
export function mergeIndex(a: SourceIndex, b: SourceIndex): SourceIndex {
  let byB = merged.get(a);
  if (!byB) merged.set(a, (byB = new WeakMap()));
  let idx = byB.get(b);
  if (!idx) byB.set(b, (idx = mergeUncached(a, b)));
  return idx;
}

function mergeUncached(a: SourceIndex, b: SourceIndex): SourceIndex {
  const u = <T>(x: ReadonlySet<T>, y: ReadonlySet<T>) => new Set([...x, ...y]);
  return { stems: u(a.stems, b.stems), wordStems: u(a.wordStems, b.wordStems), numbers: u(a.numbers, b.numbers), negatedStems: u(a.negatedStems, b.negatedStems), negatedHeads: u(a.negatedHeads, b.negatedHeads), plainStems: u(a.plainStems, b.plainStems), names: u(a.names, b.names), nameStems: u(a.nameStems ?? new Set(), b.nameStems ?? new Set()), bareNames: u(a.bareNames ?? new Set(), b.bareNames ?? new Set()), ordinalOnly: ordinalOnly(a, b) };
}

/** Numbers the two sources say only by ordinal words (none of either's counts). */
function ordinalOnly(a: SourceIndex, b: SourceIndex): Set<number> {
  const counted = (x: SourceIndex) => [...x.numbers].filter((n) => !x.ordinalOnly?.has(n));
  const counts = new Set([...counted(a), ...counted(b)]);
  return new Set([...(a.ordinalOnly ?? []), ...(b.ordinalOnly ?? [])].filter((n) => !counts.has(n)));
}
