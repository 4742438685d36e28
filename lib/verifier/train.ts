import { FEATURE_NAMES } from "./features";
import { type LogisticModel, trainLogistic } from "./logistic";

/**
 * Features that decide alone: a name or number the note lacks, a contradiction of the note, a list of the note in
 * another order where the question asks for one, only part of a list, a "sí" where the note says no (or the reverse), a number other than the answer slot's, an answer
 * with no content word, number or yes/no of its own. None of the hand-labelled realistic
 * answers the note supports shows one (development part and third bank: 0 of 43, 8, 3 and 3 such answers
 * supported), but each is rare, so a logistic model fitted to all answers weighs it too little to outvote the
 * coverage features. They are rules: the model is fitted to the pairs no rule decides and each rule gets a weight
 * that no other evidence outweighs.
 */
export const VETO_FEATURES = ["nombre_o_numero_ausente", "contradiccion", "orden_distinto", "lista_parcial", "polaridad_contraria", "numero_distinto", "sin_contenido"] as const;
export const VETO_WEIGHT = -40;
const vetoIndex = VETO_FEATURES.map((n) => FEATURE_NAMES.indexOf(n));

export function vetoed(x: ArrayLike<number>): boolean {
  return vetoIndex.some((k) => x[k]! > 0.5);
}

/** The local detector's logistic model: fitted to the pairs no veto decides, veto features set to VETO_WEIGHT. */
export function trainDetector(pairs: readonly { features: Float32Array; supported: 0 | 1 }[]): LogisticModel {
  const free = pairs.filter((p) => !vetoed(p.features));
  const xs = free.map((p) => {
    const x = Float32Array.from(p.features);
    for (const k of vetoIndex) x[k] = 0;
    return x;
  });
  const m = trainLogistic(xs, free.map((p) => p.supported));
  return { weights: m.weights.map((w, k) => (vetoIndex.includes(k) ? VETO_WEIGHT : w)), bias: m.bias };
}
