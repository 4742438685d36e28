import { withoutAttribution } from "@/lib/grading/attribution";
import { tokenize } from "@/lib/text/analyze";
import type { Judge, JudgeVerdict } from "./judges";
import { type Layer1Verdict, verifyLayer1 } from "./layer1";

export type FinalVerdict = "abstención" | "sin cita" | "cita inexistente" | "respaldada" | "parcial" | "sin respaldo" | "sin verificar";

export interface Verification {
  readonly layer1: Layer1Verdict;
  readonly layer2: JudgeVerdict["respaldo"];
  readonly final: FinalVerdict;
  readonly fragment: string | null;
  readonly motivo: string | null;
  readonly probability: number | null;
}

/** Only "respaldada" answers reach the learner without a warning (abstentions are delivered as such). */
export function delivered(final: FinalVerdict): boolean {
  return final === "respaldada" || final === "abstención";
}

/** Layer 3, local: "respaldada" whose fragment is not literally in the note becomes "parcial". */
export function literalCheck(v: JudgeVerdict, note: string): FinalVerdict {
  if (v.respaldo === null) return "sin verificar";
  if (v.respaldo === "respaldada" && (!v.fragmento || !note.includes(v.fragmento))) return "parcial";
  return v.respaldo;
}

/**
 * Splits an answer into its claims: clauses joined by commas, "y también",
 * "y además", "pero" or a plain "y" between clauses. The seed's p14 ("Al aire
 * libre y también en el taller") becomes two claims.
 */
export function splitClaims(answer: string): string[] {
  const pieces = answer
    .split(/\s*(?:,|;|\by también\b|\by además\b|\bpero\b|\by\s+(?=[a-záéíóúñ]+\s+(?:en|con|de|la|el|los|las|un|una)\b))\s*/iu)
    .map((s) => s.trim())
    .filter(Boolean);
  // A one-word piece is an item of the list the claim before it opens ("sigue el patrón tono, tono, semitono…"): it
  // stays with that claim, which would otherwise read as a partial list.
  const claims: string[] = [];
  for (const p of pieces) {
    if (p.split(/\s+/).length >= 2 || claims.length === 0) claims.push(p);
    else claims[claims.length - 1] = `${claims[claims.length - 1]}, ${p}`;
  }
  return claims.filter((s) => s.split(/\s+/).length >= 2);
}

/** Whether a piece of an answer says something once attributions and hedges are read away. */
function claimsSomething(claim: string): boolean {
  return tokenize(withoutAttribution(claim)).some((t) => t.content || t.num !== null);
}

/** An answer to verify: its text, its citation, and the question it answers when known. */
export interface VerifyItem {
  readonly texto: string | null;
  readonly citedNoteId: number | null;
  readonly question?: string | null;
}

const SEVERITY: Record<FinalVerdict, number> = { respaldada: 0, abstención: 0, parcial: 1, "sin verificar": 2, "sin respaldo": 3, "sin cita": 3, "cita inexistente": 3 };

/** Layer 1 of every item, and the (note, answer) pairs layer 2 asks the judge about (one per claim in claim mode). */
export function judgeAsks(
  items: readonly VerifyItem[],
  notes: ReadonlyMap<number, string>,
  claimMode: boolean,
): { layer1: (Layer1Verdict | null)[]; asks: { item: number; note: string; answer: string; question: string | null }[]; verbatim: { item: number; claim: string; fragment: string }[] } {
  const layer1 = items.map((it) => (it.texto === null ? null : verifyLayer1(it.texto, it.citedNoteId, notes)));
  const asks: { item: number; note: string; answer: string; question: string | null }[] = [];
  const verbatim: { item: number; claim: string; fragment: string }[] = [];
  items.forEach((it, i) => {
    if (layer1[i] !== "pasa a la capa 2") return;
    const note = notes.get(it.citedNoteId!)!;
    // A hedge or an attribution on its own ("Si no me equivoco", "según tus notas") claims nothing: not a claim to judge.
    const claims = claimMode ? splitClaims(it.texto!).filter(claimsSomething) : [it.texto!];
    for (const c of claims.length ? claims : [it.texto!]) {
      // In claim mode, a claim of several that the note says word for word is supported by it, whatever part of the
      // note it comes from ("Pandas lee un archivo CSV" before the claim that answers): no judge is asked.
      const fragment = claimMode && claims.length > 1 ? verbatimIn(c, note) : null;
      if (fragment) verbatim.push({ item: i, claim: c, fragment });
      else asks.push({ item: i, note, answer: c, question: it.question ?? null });
    }
  });
  return { layer1, asks, verbatim };
}

/** The note's own words for a claim it holds word for word (case and spacing aside; the claim of 3+ words), or null. */
function verbatimIn(claim: string, note: string): string | null {
  const words = claim.replace(/[.;:!?]+$/u, "").trim().split(/\s+/);
  if (words.length < 3) return null;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s+")}(?![\\p{L}\\p{N}])`, "iu");
  const m = pattern.exec(note);
  return m ? m[0] : null;
}

/**
 * The seed's two-step verifier for many answers at once: layer 1 without a
 * model, layer 2 the judge (batched), layer 3 the literal check. In claim
 * mode every claim of the answer must be supported: the verdict is the worst
 * of its claims.
 */
export async function verifyMany(
  items: readonly VerifyItem[],
  notes: ReadonlyMap<number, string>,
  judge: Judge,
  { claimMode = false, signal }: { claimMode?: boolean; signal?: AbortSignal } = {},
): Promise<(Verification | null)[]> {
  const { layer1, asks, verbatim } = judgeAsks(items, notes, claimMode);
  const verdicts = asks.length ? await judge.judgeMany(asks.map((a) => ({ note: a.note, answer: a.answer, question: a.question })), signal) : [];
  const byItem = new Map<number, { claim: string; v: JudgeVerdict; final: FinalVerdict }[]>();
  for (const w of verbatim) {
    const v: JudgeVerdict = { respaldo: "respaldada", fragmento: w.fragment, motivo: "la nota lo dice tal cual", probability: null, error: null };
    byItem.set(w.item, [...(byItem.get(w.item) ?? []), { claim: w.claim, v, final: "respaldada" }]);
  }
  asks.forEach((a, k) => byItem.set(a.item, [...(byItem.get(a.item) ?? []), { claim: a.answer, v: verdicts[k]!, final: literalCheck(verdicts[k]!, a.note) }]));
  // The claims in the answer's order.
  for (const [i, parts] of byItem) parts.sort((x, y) => items[i]!.texto!.indexOf(x.claim) - items[i]!.texto!.indexOf(y.claim));
  return items.map((_, i) => {
    const l1 = layer1[i];
    if (l1 === null || l1 === undefined) return null;
    if (l1 !== "pasa a la capa 2") return { layer1: l1, layer2: null, final: l1, fragment: null, motivo: null, probability: null };
    const parts = byItem.get(i)!;
    const worst = parts.reduce((w, p) => (SEVERITY[p.final] > SEVERITY[w.final] ? p : w), parts[0]!);
    const layer2 = parts.reduce((w, p) => (p.v.respaldo === null || (w !== null && SEVERITY[p.v.respaldo] > SEVERITY[w]) ? p.v.respaldo : w), parts[0]!.v.respaldo);
    return {
      layer1: l1,
      layer2,
      final: worst.final,
      fragment: worst.v.fragmento,
      motivo: parts.length > 1 ? parts.map((p) => `«${p.claim}»: ${p.final}`).join("; ") : worst.v.motivo,
      probability: worst.v.probability,
    };
  });
}
