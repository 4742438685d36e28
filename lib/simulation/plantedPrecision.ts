import { betaCdf } from "@/lib/stats/betaCdf";
import type { SimulationProfile } from "./profile";

/**
 * The precision a simulation profile plants at threshold τ on a set of
 * questions, exactly:
 *
 *   Σ_q p_q · S₁ / Σ_q [p_q · S₁ + (1 − p_q) · S₀]
 *
 * with p_q the probability of a correct answer to question q (R on an
 * answerable one, N on an unanswerable one) and S₁, S₀ the probabilities
 * that a correct / incorrect answer's confidence, rounded to 2 decimals, is
 * ≥ τ: 1 − I(τ − 0.005; a, b). Null when nothing would be delivered.
 */
export function plantedPrecision(profile: SimulationProfile, types: readonly string[], threshold: number): number | null {
  const surv = (p: { a: number; b: number }) => 1 - betaCdf(threshold - 0.005, p.a, p.b);
  const s1 = surv(profile.confidence.correct);
  const s0 = surv(profile.confidence.incorrect);
  let num = 0;
  let den = 0;
  for (const t of types) {
    const p = t === "con respuesta" ? profile.answerable.R : profile.unanswerable.N;
    num += p * s1;
    den += p * s1 + (1 - p) * s0;
  }
  return den === 0 ? null : num / den;
}
