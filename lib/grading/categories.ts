export type Letter = "R" | "X" | "N";
export type QuestionType = "con respuesta" | "sin respuesta";
export type Category = "correcta" | "incorrecta" | "abstención";

/**
 * The seed's `calificar`: the same behaviour counts differently depending on
 * whether the notes contain the answer. Answerable: R → correcta,
 * X → incorrecta, N → abstención. Unanswerable: N → correcta, else incorrecta.
 */
export function categoryOf(tipo: QuestionType, letter: Letter): Category {
  if (tipo === "con respuesta") return letter === "R" ? "correcta" : letter === "X" ? "incorrecta" : "abstención";
  return letter === "N" ? "correcta" : "incorrecta";
}

/** The exact abstention phrase of the seed's prompts. */
export const NO_APARECE = "no aparece en sus notas";
