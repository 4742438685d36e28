import { z } from "zod";
import type { BuiltinTutorId, Grounding, Policy, TutorId } from "@/lib/conditions/axes";

export const HALLUCINATION_TYPES = [
  "intrinsic",
  "extrinsic-true",
  "extrinsic-false",
  "wrong-citation",
  "invented-citation",
  "mixed",
  "unanswerable-invention",
] as const;
export type HallucinationType = (typeof HALLUCINATION_TYPES)[number];

const probability = z.number().min(0).max(1);
const betaParams = z.object({ a: z.number().positive(), b: z.number().positive() });
const sumsToOne = (o: Record<string, number>) => Math.abs(Object.values(o).reduce((s, x) => s + x, 0) - 1) < 1e-9;

/**
 * A simulation profile: what a synthetic tutor does in one condition.
 * Probabilities of R / X / N by question type, the mix of hallucination types
 * among X on answerable questions, and Beta parameters of the declared
 * confidence for correct and incorrect answers.
 */
export const simulationProfileSchema = z.object({
  answerable: z.object({ R: probability, X: probability, N: probability }).refine(sumsToOne, "R + X + N debe sumar 1"),
  /** On unanswerable questions N is correct; X is an invention. */
  unanswerable: z.object({ N: probability, X: probability }).refine(sumsToOne, "N + X debe sumar 1"),
  mix: z
    .object({
      intrinsic: probability,
      "extrinsic-true": probability,
      "extrinsic-false": probability,
      "wrong-citation": probability,
      "invented-citation": probability,
      mixed: probability,
    })
    .refine(sumsToOne, "la mezcla de tipos debe sumar 1"),
  confidence: z.object({ correct: betaParams, incorrect: betaParams }),
});
export type SimulationProfile = z.infer<typeof simulationProfileSchema>;

/** How often each tutor answers an answerable question wrongly when it has the notes. */
const BASE_ERROR: Record<BuiltinTutorId, number> = {
  "claude-sonnet-5-5": 0.04,
  "claude-haiku-5-5": 0.1,
  "local-llm": 0.25,
  extractive: 0.15,
  "always-abstain": 0,
  reference: 0,
};
/** How often it invents on an unanswerable question when it has the notes and may abstain. */
const BASE_INVENTION: Record<BuiltinTutorId, number> = {
  "claude-sonnet-5-5": 0.2,
  "claude-haiku-5-5": 0.5,
  "local-llm": 0.7,
  extractive: 0.3,
  "always-abstain": 0,
  reference: 0,
};

const DEFAULT_MIX = {
  intrinsic: 0.2,
  "extrinsic-true": 0.2,
  "extrinsic-false": 0.15,
  "wrong-citation": 0.15,
  "invented-citation": 0.1,
  mixed: 0.2,
};

/**
 * Plausible default profile of a condition (documented in the settings page):
 * - with notes, a tutor errs on answerable questions at its base rate
 *   (Sonnet-like 4 %, Haiku-like 10 %, local LLM 25 %, extractive 15 %) and
 *   abstains on 5 % of them; with all notes in context errors rise by 10 %;
 * - without notes, errors on answerable questions are 2.5× and inventions on
 *   unanswerable ones rise towards 1 (nothing to check against);
 * - "must answer" removes N: abstentions become answers, and every
 *   unanswerable question gets an invention;
 * - confidence Beta(9, 2) when correct; when incorrect Beta(4, 3) with notes
 *   and Beta(9, 2) without (uninformative, as the seed's Haiku sin RAG);
 * - the oracle is always right; "always abstains" always says N.
 */
export function defaultProfile(tutor: TutorId, grounding: Grounding, policy: Policy): SimulationProfile {
  const mix = { ...DEFAULT_MIX };
  if (tutor === "reference") {
    return { answerable: { R: 1, X: 0, N: 0 }, unanswerable: { N: 1, X: 0 }, mix, confidence: { correct: { a: 20, b: 1 }, incorrect: { a: 2, b: 2 } } };
  }
  if (tutor === "always-abstain") {
    return { answerable: { R: 0, X: 0, N: 1 }, unanswerable: { N: 1, X: 0 }, mix, confidence: { correct: { a: 20, b: 1 }, incorrect: { a: 20, b: 1 } } };
  }
  // A user's tutor is simulated like a Haiku-class model until its own profile is set (Ajustes).
  let error = (BASE_ERROR[tutor as BuiltinTutorId] ?? BASE_ERROR["claude-haiku-5-5"]) * (grounding === "all" ? 1.1 : 1);
  let invention = BASE_INVENTION[tutor as BuiltinTutorId] ?? BASE_INVENTION["claude-haiku-5-5"];
  let abstain = 0.05;
  if (grounding === "none") {
    error = Math.min(0.6, error * 2.5);
    invention = Math.min(1, 0.5 + invention);
    abstain = 0.08;
  }
  if (policy === "must-answer") {
    abstain = 0;
    invention = 1;
  }
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  const X = round(error);
  const N = round(abstain);
  return {
    answerable: { R: round(1 - X - N), X, N },
    unanswerable: { N: round(1 - invention), X: round(invention) },
    mix,
    confidence: {
      correct: tutor === "claude-sonnet-5-5" ? { a: 16, b: 1.5 } : { a: 9, b: 2 },
      incorrect: grounding === "none" ? { a: 9, b: 2 } : tutor === "claude-sonnet-5-5" ? { a: 2.5, b: 3.5 } : { a: 4, b: 3 },
    },
  };
}
