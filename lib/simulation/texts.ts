import { NO_APARECE } from "@/lib/grading/categories";
import type { Random } from "@/lib/stats/random";
import type { HallucinationType } from "./profile";

/** Additions that are true in the world but absent from the notes (extrinsic, true). */
const TRUE_ADDITIONS: Record<string, readonly string[]> = {
  estadística: ["como propuso Karl Pearson", "según la definición de Gauss"],
  python: ["como en cualquier lenguaje moderno", "desde la versión 3 de Python"],
  "historia del arte": ["como hicieron Picasso y Braque", "como en la obra de Monet"],
  música: ["como enseñó Bach", "igual que en el piano"],
};
/** Claims that are false and absent from the notes (extrinsic, false). */
const FALSE_CLAIMS: Record<string, readonly string[]> = {
  estadística: ["la mediana siempre coincide con la media", "solo sirve con muestras de más de mil datos"],
  python: ["solo funciona con números enteros", "hace falta compilarlo antes de usarlo"],
  "historia del arte": ["nació en 1874 en Madrid", "lo inventó un pintor flamenco del siglo XV"],
  música: ["cinco, en la mayoría de los estilos", "se toca solo con la mano izquierda"],
};
/** Faithful answer plus an invented clause (the seed's p14: "Al aire libre y también en el taller"). */
const MIXED_ADDITIONS = ["y también en el taller", "y además en fechas concretas", "y sobre todo los lunes", "y también al revés"];
/** The seed's inventions on its unanswerable questions, by question text. */
const SEED_INVENTIONS: Record<string, string> = {
  "¿Qué fórmula da el intervalo de confianza de una proporción?": "p ± 1.96·sqrt(p(1 − p)/n)",
  "¿Quién pintó La Gioconda?": "Leonardo da Vinci",
  "¿Qué función de pandas calcula la media?": "La función mean() de pandas",
  "¿En qué año empezó el impresionismo?": "En 1874",
  "¿Qué es un acorde de séptima?": "Un acorde de cuatro notas con la séptima añadida",
};

function capitalize(s: string): string {
  return s.charAt(0).toLocaleUpperCase("es") + s.slice(1);
}

function pick<T>(rng: Random, xs: readonly T[]): T {
  return xs[rng.int(xs.length)]!;
}

export interface PlantedText {
  readonly texto: string;
  /** Cited note id (may be a wrong or nonexistent id on purpose), or null. */
  readonly idNota: number | null;
}

/**
 * The answer text of a synthetic ficha, built from the notes according to
 * its planted behaviour and hallucination type.
 */
export function plantedText({
  rng,
  behaviour,
  type,
  referencia,
  pregunta,
  tema,
  goldNoteId,
  citableNoteIds,
  allNoteIds,
  grounded,
}: {
  rng: Random;
  behaviour: "R" | "X" | "N";
  type: HallucinationType | null;
  referencia: string;
  pregunta: string;
  tema: string;
  goldNoteId: number | null;
  /** Notes the tutor was given (it can only cite those honestly). */
  citableNoteIds: readonly number[];
  allNoteIds: readonly number[];
  grounded: boolean;
}): PlantedText {
  const gold = grounded ? goldNoteId : null;
  if (behaviour === "N") return { texto: NO_APARECE, idNota: null };
  if (behaviour === "R") return { texto: capitalize(referencia), idNota: gold };
  const otherNote = () => {
    const others = (citableNoteIds.length ? citableNoteIds : allNoteIds).filter((id) => id !== goldNoteId);
    return others.length ? pick(rng, others) : null;
  };
  switch (type) {
    case "intrinsic":
      return { texto: `No ${referencia}`, idNota: gold };
    case "extrinsic-true":
      return { texto: `${capitalize(referencia)}, ${pick(rng, TRUE_ADDITIONS[tema] ?? TRUE_ADDITIONS.estadística!)}`, idNota: gold };
    case "extrinsic-false":
      return { texto: capitalize(pick(rng, FALSE_CLAIMS[tema] ?? FALSE_CLAIMS.estadística!)), idNota: gold };
    case "wrong-citation":
      return { texto: capitalize(referencia), idNota: otherNote() };
    case "invented-citation":
      return { texto: capitalize(referencia), idNota: Math.max(0, ...allNoteIds) + 1 };
    case "mixed":
      return { texto: `${capitalize(referencia)} ${pick(rng, MIXED_ADDITIONS)}`, idNota: gold };
    case "unanswerable-invention": {
      const texto = SEED_INVENTIONS[pregunta] ?? `Según la bibliografía general, ${pregunta.replace(/[¿?]/g, "").toLocaleLowerCase("es")} tiene una respuesta conocida`;
      // Grounded tutors often dress an invention with a citation of a retrieved note (the seed's p22 → nota 7).
      return { texto, idNota: grounded && citableNoteIds.length && rng.next() < 0.6 ? citableNoteIds[0]! : null };
    }
    default:
      return { texto: capitalize(referencia), idNota: gold };
  }
}
