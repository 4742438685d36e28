import { foldAccents } from "@/lib/text/spanish";

/**
 * The offline tone scorer (rubric). Tone 1..5: 1 cold or condescending, 5
 * warm and respectful. Starting from 3, each cue found adds its weight:
 * condescension (−1: "es básico", "otra vez lo mismo", "no debería costar",
 * "lo mínimo"), curt orders (−0.5: "revise", "conviene repasarlo", "hágalo",
 * "vuelva a intentarlo"), encouragement (+0.5: "buena idea", "juntos", "con
 * práctica", "buen camino"), warmth (+1: "gran pregunta", "qué bien",
 * "ánimo", "seguro que lo consigue"); the sum is rounded half-to-even and
 * clipped to 1..5. Its agreement with people is reported (κ, correlation).
 */
export const TONE_CUES: readonly (readonly [string, number])[] = [
  ["es basico", -1],
  ["otra vez lo mismo", -1],
  ["no deberia costar", -1],
  ["lo minimo", -1],
  ["revise el tema", -0.5],
  ["conviene repasarlo", -0.5],
  ["hagalo", -0.5],
  ["vuelva a intentarlo", -0.5],
  ["buena idea", 0.5],
  ["juntos", 0.5],
  ["con practica", 0.5],
  ["buen camino", 0.5],
  ["gran pregunta", 1],
  ["que bien", 1],
  ["animo", 1],
  ["seguro que lo consigue", 1],
];

export function scoreTone(text: string): number {
  const t = foldAccents(text);
  let score = 3;
  for (const [cue, w] of TONE_CUES) if (t.includes(cue)) score += w;
  const rounded = Math.abs(score - Math.trunc(score)) === 0.5 ? 2 * Math.round(score / 2) : Math.round(score);
  return Math.min(5, Math.max(1, rounded));
}
