import { syntheticBank } from "@/lib/dataset/synthetic";
import type { SimulationProfile } from "@/lib/simulation/profile";
import { SimulatedTutor } from "@/lib/simulation/simulate";
import { Random } from "@/lib/stats/random";
import type { RealisticItem } from "@/lib/grading/realistic/load";
import { pairFeatures } from "./features";

export interface LabelledPair {
  readonly noteId: number;
  readonly note: string;
  readonly answer: string;
  /** The question the answer answers (the detector reads it: lib/verifier/slot.ts). */
  readonly question: string;
  /** 1 = the cited note supports the answer (planted R), 0 = a hallucination. */
  readonly supported: 0 | 1;
  readonly type: string;
  readonly features: Float32Array;
}

/** A profile with half of the answers wrong, every hallucination type present. */
export const TRAINING_PROFILE: SimulationProfile = {
  answerable: { R: 0.5, X: 0.5, N: 0 },
  unanswerable: { N: 0.2, X: 0.8 },
  mix: { intrinsic: 0.2, "extrinsic-true": 0.2, "extrinsic-false": 0.15, "wrong-citation": 0.15, "invented-citation": 0.1, mixed: 0.2 },
  confidence: { correct: { a: 9, b: 2 }, incorrect: { a: 4, b: 3 } },
};

/**
 * Labelled (cited note, answer) pairs from simulated fichas with planted
 * truth over a synthetic bank. Pairs without a citation of an existing note
 * are left out: layer 1 decides those without a model.
 */
export async function labelledPairs({ questions, seed }: { questions: number; seed: number }): Promise<LabelledPair[]> {
  const bank = syntheticBank({ questions, seed });
  const tutor = new SimulatedTutor({ profile: TRAINING_PROFILE, preset: null, allNotes: bank.notes });
  const byId = new Map(bank.notes.map((n) => [n.noteId, n.texto]));
  const rng = new Random(seed);
  const out: LabelledPair[] = [];
  for (let i = 0; i < bank.questions.length; i++) {
    const q = bank.questions[i]!;
    const others = [1 + rng.int(bank.notes.length), 1 + rng.int(bank.notes.length)];
    const citable = [...(q.noteId === null ? [] : [q.noteId]), ...others].map((noteId) => ({ noteId, texto: byId.get(noteId)!, score: null }));
    const r = await tutor.call({
      question: { position: i, clave: q.clave, pregunta: q.pregunta, referencia: q.referencia, noteId: q.noteId, tipo: q.tipo as "con respuesta" | "sin respuesta" },
      notes: citable,
      grounding: "retrieved",
      policy: "may-abstain",
      mode: "simulated",
      seed,
      prompt: { system: "", user: "" },
    });
    const cited = r.output?.id_nota ?? null;
    if (!r.output || cited === null || !byId.has(cited) || r.planted!.behaviour === "N") continue;
    const supported = q.tipo === "con respuesta" && r.planted!.behaviour === "R" ? 1 : 0;
    const note = byId.get(cited)!;
    out.push({ noteId: cited, note, answer: r.output.texto, question: q.pregunta, supported, type: supported ? "respaldada" : (r.planted!.type ?? "X"), features: pairFeatures(note, r.output.texto, q.pregunta) });
  }
  return out;
}

/** Notes with id ≡ 0 (mod 5) are held out: never seen in training. */
export function isHeldOut(noteId: number): boolean {
  return noteId % 5 === 0;
}

/**
 * Labelled (cited note, answer) pairs from the hand-written realistic set
 * (lib/grading/realistic): answers citing an existing note, labelled with
 * whether that note supports the whole answer. `split` picks the
 * development part (for training) or the held-out part (for the figures).
 */
export function realisticPairs(items: readonly RealisticItem[], split: RealisticItem["split"]): LabelledPair[] {
  return items
    .filter((it) => it.split === split && it.citedNoteId !== null && it.notes.has(it.citedNoteId) && it.supported !== null)
    .map((it) => {
      const note = it.notes.get(it.citedNoteId!)!;
      return { noteId: it.citedNoteId!, note, answer: it.answer, question: it.question, supported: it.supported ? 1 : 0, type: it.supported ? it.phenomenon : `X:${it.phenomenon}`, features: pairFeatures(note, it.answer, it.question) };
    });
}
