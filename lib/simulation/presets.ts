import { seedData } from "@/lib/dataset/seed";

/** The seed's three toy configurations, replayed exactly in simulated mode. */
export const SEED_PRESETS = {
  "seed-haiku-sin-rag": "Haiku 5.5 sin RAG",
  "seed-haiku-con-rag": "Haiku 5.5 con RAG",
  "seed-sonnet-con-rag": "Sonnet 5.5 con RAG",
} as const;
export type SeedPreset = keyof typeof SEED_PRESETS;
export const SEED_PRESET_IDS = Object.keys(SEED_PRESETS) as SeedPreset[];

/** Preset of a seed cell (by its seed name). */
export function presetForSeedName(seedName: string | null): SeedPreset | null {
  const entry = Object.entries(SEED_PRESETS).find(([, name]) => name === seedName);
  return entry ? (entry[0] as SeedPreset) : null;
}

/**
 * The seed's example answers, where it prints them (Bloque 3 and the
 * verifier's output): replayed fichas carry these texts and citations.
 */
const SEED_EXAMPLES: Record<string, Record<string, { texto: string; idNota: number | null; type?: string }>> = {
  "Haiku 5.5 sin RAG": {
    p14: { texto: "En el taller, con luz natural de ventana", idNota: null, type: "extrinsic-false" },
    p22: { texto: "Leonardo da Vinci", idNota: null },
  },
  "Haiku 5.5 con RAG": {
    p14: { texto: "Al aire libre y también en el taller", idNota: 8, type: "mixed" },
    p17: { texto: "Desde varios puntos de vista a la vez", idNota: 9 },
    p22: { texto: "Leonardo da Vinci", idNota: 7 },
    p24: { texto: "En 1874", idNota: null },
    p25: { texto: "Un acorde de cuatro notas con la séptima añadida", idNota: 11 },
  },
  "Sonnet 5.5 con RAG": {
    p14: { texto: "Al aire libre", idNota: 8 },
  },
};

/**
 * The seed's own verifier output on its "Haiku 5.5 con RAG" answers (the
 * verifier section's example): the four answers it flagged or let through
 * with its reason; every other answer of that configuration was supported.
 * Keyed by the answer text the replay gives.
 */
export const SEED_VERIFIER_VERDICTS: Record<string, { respaldo: "respaldada" | "parcial" | "sin respaldo"; fragmento: string | null; motivo: string }> = {
  "Desde varios puntos de vista a la vez": { respaldo: "parcial", fragmento: "mostró un objeto desde varios puntos de vista", motivo: "la semilla: estricto con «a la vez» (falsa alarma)" },
  "Leonardo da Vinci": { respaldo: "sin respaldo", fragmento: null, motivo: "la semilla: la nota 7 no menciona a Leonardo" },
  "Un acorde de cuatro notas con la séptima añadida": { respaldo: "sin respaldo", fragmento: null, motivo: "la semilla: la nota 11 dice tres notas" },
  "Al aire libre y también en el taller": { respaldo: "respaldada", fragmento: "pintó la luz al aire libre", motivo: "la semilla: copió un fragmento que sí está (el añadido se escapa)" },
};

export interface ReplayItem {
  readonly letter: "R" | "X" | "N";
  readonly confidence: number;
  readonly example: { texto: string; idNota: number | null; type?: string } | null;
}

/** The seed's letter, confidence and (where printed) example answer for a question of its bank. */
export function replayItem(preset: SeedPreset, clave: string): ReplayItem | null {
  const name = SEED_PRESETS[preset];
  const index = seedData.banco.findIndex((q) => q.clave === clave);
  if (index < 0) return null;
  const letter = seedData.letras[name]![index] as "R" | "X" | "N";
  return { letter, confidence: seedData.confianzas[name]![index]!, example: SEED_EXAMPLES[name]?.[clave] ?? null };
}
