import type { Letter } from "@/lib/grading/categories";
import { Random } from "@/lib/stats/random";
import type { Tutor, TutorInput, TutorResult } from "@/lib/tutors/types";
import { betaDraw } from "./beta";
import { type SeedPreset, replayItem } from "./presets";
import { type HallucinationType, type SimulationProfile } from "./profile";
import { plantedText } from "./texts";

/** The planted truth of a synthetic ficha, stored apart from its answer. */
export interface PlantedTruth {
  readonly behaviour: Letter;
  readonly type: HallucinationType | null;
  /** The seed configuration it replays, if any. */
  readonly preset: SeedPreset | null;
}

function sample<K extends string>(rng: Random, weights: Readonly<Record<K, number>>): K {
  const entries = Object.entries(weights) as [K, number][];
  let u = rng.next();
  for (const [k, w] of entries) {
    if (u < w) return k;
    u -= w;
  }
  return entries.filter(([, w]) => w > 0).at(-1)![0];
}

function withoutWrongCitation(mix: SimulationProfile["mix"]): SimulationProfile["mix"] {
  const rest = 1 - mix["wrong-citation"];
  if (rest <= 0) return { ...mix, "wrong-citation": 0, intrinsic: 1 };
  const scaled = Object.fromEntries(Object.entries(mix).map(([k, v]) => [k, k === "wrong-citation" ? 0 : v / rest]));
  return scaled as SimulationProfile["mix"];
}

/** A stream per (run seed, question): a resumed run draws exactly what an uninterrupted one would. */
export function questionRandom(seed: number, position: number): Random {
  return new Random(seed * 1_000_003 + position * 7919 + 17);
}

/**
 * The simulated tutor: for each question, a behaviour (R/X/N) drawn from the
 * condition's profile (or replayed from the seed), a hallucination type for
 * X, an answer text built from the notes accordingly, a citation and a
 * confidence drawn from Beta(a, b) given correctness (rounded to 2 decimals
 * as the seed). Deterministic given the run's seed.
 */
export class SimulatedTutor implements Tutor {
  readonly id = "simulated";
  constructor(
    private readonly options: {
      readonly profile: SimulationProfile;
      readonly preset: SeedPreset | null;
      readonly allNotes: readonly { readonly noteId: number; readonly tema: string; readonly texto?: string }[];
    },
  ) {}

  async call(input: TutorInput, _options: { signal?: AbortSignal } = {}): Promise<TutorResult> {
    const { profile, preset, allNotes } = this.options;
    const q = input.question;
    const rng = questionRandom(input.seed, q.position);
    const answerable = q.tipo === "con respuesta";
    const replay = preset ? replayItem(preset, q.clave) : null;
    const behaviour: Letter = replay ? replay.letter : answerable ? sample(rng, profile.answerable) : sample(rng, profile.unanswerable);
    let type: HallucinationType | null = null;
    if (behaviour === "X") {
      // Without notes there is no note to cite wrongly: that type is left out of the mix.
      const mix = input.grounding === "none" ? withoutWrongCitation(profile.mix) : profile.mix;
      type = !answerable ? "unanswerable-invention" : ((replay?.example?.type as HallucinationType | undefined) ?? sample(rng, mix));
    } else if (behaviour === "R" && !answerable) {
      // An "answer" to an unanswerable question is an invention whatever its letter.
      type = "unanswerable-invention";
    }
    const correct = answerable ? behaviour === "R" : behaviour === "N";
    const beta = correct ? profile.confidence.correct : profile.confidence.incorrect;
    const confidence = replay ? replay.confidence : Math.round(betaDraw(rng, beta.a, beta.b) * 100) / 100;
    const goldNote = allNotes.find((n) => n.noteId === q.noteId);
    const tema = goldNote?.tema ?? "";
    const text =
      replay?.example ??
      plantedText({
        rng,
        behaviour: type === "unanswerable-invention" ? "X" : behaviour,
        type,
        referencia: q.referencia,
        pregunta: q.pregunta,
        tema,
        goldNoteId: q.noteId,
        goldNote: goldNote?.texto ?? null,
        citableNoteIds: input.notes.map((n) => n.noteId),
        allNoteIds: allNotes.map((n) => n.noteId),
        grounded: input.grounding !== "none",
        style: preset ? "seed" : "realistic",
      });
    const output = { texto: text.texto, id_nota: "idNota" in text ? text.idNota : null, confianza: confidence };
    const planted: PlantedTruth = { behaviour, type, preset };
    return { output, error: null, usage: null, latencyMs: 0, rawOutput: JSON.stringify(output), stopReason: "simulated", planted };
  }
}
