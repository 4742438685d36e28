/**
 * Word-level diff of two cards (longest common subsequence). Names and the
 * given agreement words are masked first, so only what differs beyond them
 * is highlighted.
 */
export type DiffPart = { readonly text: string; readonly kind: "same" | "a" | "b" };

function words(s: string): string[] {
  return s.split(/\s+/).filter(Boolean);
}

export function wordDiff(a: string, b: string, mask: readonly [string, string][] = []): DiffPart[] {
  const norm = (w: string, side: 0 | 1) => {
    let x = w;
    for (const pair of mask) x = x.split(pair[side]).join("\u0000");
    return x.toLocaleLowerCase("es");
  };
  const A = words(a);
  const B = words(b);
  const n = A.length;
  const m = B.length;
  const lcs = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] = norm(A[i]!, 0) === norm(B[j]!, 1) ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const out: DiffPart[] = [];
  const push = (text: string, kind: DiffPart["kind"]) => {
    const last = out.at(-1);
    if (last && last.kind === kind) out[out.length - 1] = { text: `${last.text} ${text}`, kind };
    else out.push({ text, kind });
  };
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (norm(A[i]!, 0) === norm(B[j]!, 1)) {
      push(A[i]!, "same");
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) push(A[i++]!, "a");
    else push(B[j++]!, "b");
  }
  while (i < n) push(A[i++]!, "a");
  while (j < m) push(B[j++]!, "b");
  return out;
}
