import { NO_APARECE } from "@/lib/grading/categories";
import type { Random } from "@/lib/stats/random";
import { abstention, capitalize, contradict, dressedInvention, faithful, noteWindow, pick } from "./phrasing";
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
/** Additions for topics without their own list: names and dates no note of a study bank holds. */
const GENERIC_ADDITIONS = ["como demostró Marie Curie en 1903", "según un estudio de Oxford de 1998", "como se enseña desde el siglo XIX", "igual que en la obra de Newton"];
const GENERIC_FALSE = ["solo ocurre los martes en Londres", "lo prohibió una ley de 1950", "depende del color del papel"];
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
  goldNote = null,
  citableNoteIds,
  allNoteIds,
  grounded,
  style = "realistic",
}: {
  rng: Random;
  behaviour: "R" | "X" | "N";
  type: HallucinationType | null;
  referencia: string;
  pregunta: string;
  tema: string;
  goldNoteId: number | null;
  /** Text of the supporting note, when known: faithful answers may quote its sentence. */
  goldNote?: string | null;
  /** Notes the tutor was given (it can only cite those honestly). */
  citableNoteIds: readonly number[];
  allNoteIds: readonly number[];
  grounded: boolean;
  /**
   * "realistic" (default): the many ways capable models phrase answers
   * (lib/simulation/phrasing.ts). "seed": the seed's own short forms — the
   * reference itself, the exact phrase "no aparece en sus notas" — used when
   * replaying the seed's configurations, whose prompts ask for exactly that.
   */
  style?: "realistic" | "seed";
}): PlantedText {
  const gold = grounded ? goldNoteId : null;
  const seedStyle = style === "seed";
  if (behaviour === "N") return { texto: seedStyle ? NO_APARECE : abstention(rng, pregunta), idNota: null };
  const right = () => (seedStyle ? capitalize(referencia) : faithful(rng, referencia, goldNote));
  if (behaviour === "R") return { texto: right(), idNota: gold };
  const otherNote = () => {
    const others = (citableNoteIds.length ? citableNoteIds : allNoteIds).filter((id) => id !== goldNoteId);
    return others.length ? pick(rng, others) : null;
  };
  const stated = () => capitalize((seedStyle ? referencia : (noteWindow(goldNote, referencia) ?? referencia)).replace(/[.;:,]+$/, ""));
  switch (type) {
    case "intrinsic":
      return { texto: seedStyle ? `No ${referencia}` : contradict(rng, referencia, goldNote), idNota: gold };
    case "extrinsic-true":
      return { texto: `${stated()}, ${pick(rng, TRUE_ADDITIONS[tema] ?? GENERIC_ADDITIONS)}${seedStyle ? "" : "."}`, idNota: gold };
    case "extrinsic-false":
      return { texto: `${capitalize(pick(rng, FALSE_CLAIMS[tema] ?? GENERIC_FALSE))}${seedStyle ? "" : "."}`, idNota: gold };
    case "wrong-citation":
      return { texto: right(), idNota: otherNote() };
    case "invented-citation":
      return { texto: right(), idNota: Math.max(0, ...allNoteIds) + 1 };
    case "mixed":
      return { texto: `${stated()} ${pick(rng, MIXED_ADDITIONS)}${seedStyle ? "" : "."}`, idNota: gold };
    case "unanswerable-invention": {
      const invention = SEED_INVENTIONS[pregunta] ?? pick(rng, [`Según la bibliografía general, ${pregunta.replace(/[¿?]/g, "").toLocaleLowerCase("es")} tiene una respuesta conocida`, "Fue en 1901, según los manuales clásicos", "La respuesta habitual es la de Aristóteles"]);
      // Grounded tutors often dress an invention with a citation of a retrieved note (the seed's p22 → nota 7).
      return { texto: seedStyle ? invention : dressedInvention(rng, invention), idNota: grounded && citableNoteIds.length && rng.next() < 0.6 ? citableNoteIds[0]! : null };
    }
    default:
      return { texto: right(), idNota: gold };
  }
}
