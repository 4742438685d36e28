import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the seventy-sixth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the seventy-sixth realistic bank (checked here on other texts)", () => {
  it("«¿Quién fue X?» is answered by what the note's copula says of X, not by a name in it", () => {
    const note = "Tomás Moro fue un pensador y político inglés que escribió Utopía en 1516. Se negó a aceptar al rey Enrique VIII como jefe de la Iglesia.";
    expect(answerSlotText(note, "¿Quién fue Tomás Moro?")).toMatch(/^pensador/);
  });
  it("«¿Qué ángulo…?» asks for degrees; a count of other things («tres patas») is no amount", () => {
    const note = "El trípode de la cámara tiene tres patas que se abren 30 grados respecto al eje.";
    expect(answerSlotText(note, "¿Qué ángulo forman las patas del trípode?")).toBe("30 grados respecto al eje");
  });
  it("«¿Quién mandó construir X?» is the one after «por orden de» in the statement that says it built", () => {
    const note = "El palacio se levantó en las afueras y se construyó en diez años por orden de la reina Isabel, que quería huir del calor. Más tarde el rey mandó derribar la muralla.";
    expect(answerSlotText(note, "¿Quién mandó construir el palacio?")).toBe("la reina Isabel");
  });
  it("«¿Qué significa el nombre…?» is what follows «significa», or the part after a colon that follows the question's word", () => {
    expect(answerSlotText("El río nace en los Andes. Es una palabra quechua y significa «agua que habla».", "¿Qué significa el nombre del río?")).toBe("agua que habla");
    expect(answerSlotText("En la aldea viven sobre todo pescadores, y de ahí viene su nombre: «puerto de las redes».", "¿Qué significa el nombre de la aldea?")).toBe("puerto de las redes");
  });
  it("a slot runs on through a gerund coordinated with its own («sumando… y dividiendo…»)", () => {
    const note = "El promedio de las notas se obtiene sumando todas las calificaciones y dividiendo la suma entre el número de exámenes.";
    expect(answerSlotText(note, "¿Cómo se obtiene el promedio de las notas?")).toBe("sumando todas las calificaciones y dividiendo la suma entre el número de exámenes");
  });
  it("a political title before a name («el Reino de Suecia») says no more than the name", () => {
    const note = "La isla pertenece al Reino de Suecia, aunque tiene su propio parlamento.";
    expect(gradeOnNote(note, "¿A qué país pertenece la isla?", "al Reino de Suecia", "A Suecia.").letter).toBe("R");
  });
  it("«miden lo mismo» says «iguales»; «todo el tiempo» and «sin parar» say «constante»; not «lo mismo que…»", () => {
    const note = "Las dos torres de la puerta son iguales. En la costa hay un oleaje constante. Su piel es dura como la madera.";
    expect(gradeOnNote(note, "¿Cómo son las dos torres de la puerta?", "iguales", "Miden lo mismo.").letter).toBe("R");
    expect(gradeOnNote(note, "¿Qué hay en la costa?", "un oleaje constante", "Oleaje todo el tiempo.").letter).toBe("R");
    expect(gradeOnNote(note, "¿Qué hay en la costa?", "un oleaje constante", "Un oleaje que no cesa, sin parar.").letter).toBe("R");
    // (guard, passes on both) a comparison with «lo mismo que» is no «iguales».
    expect(gradeOnNote(note, "¿Cómo es su piel?", "dura como la madera", "Dura, lo mismo que la madera.").reason).not.toMatch(/iguales/);
  });
  it("an answer that states plainly what the reference denies («para que pudieran volver») affirms what the note denies, though the note says it elsewhere", () => {
    const note = "Los invasores quemaron sus propias naves para que los soldados no pudieran volver a casa. Diez años después volvieron a casa.";
    const [q, ref] = ["¿Para qué quemaron sus naves los invasores?", "para que los soldados no pudieran volver a casa"];
    expect(gradeOnNote(note, q, ref, "Para que los soldados pudieran volver a casa.").letter).toBe("X");
    // (guard, passes on both) said with a verb of preventing, it is the same idea.
    expect(gradeOnNote(note, q, ref, "Para impedir que los soldados volvieran a casa.").letter).toBe("R");
  });
});
