import { describe, expect, it } from "vitest";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the hundred-and-third realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix, but those marked
 * as guards.
 */
describe("judging causes found on the hundred-and-third realistic bank (checked here on other texts)", () => {
  it("a yes/no answer that gives the reference's «no» with another reason than the reference's is another thing", () => {
    const note = "El telescopio lleva el nombre de Galileo, pero siglos antes ya lo conocían astrónomos holandeses. Galileo lo mejoró en 1609.";
    const q = "¿Fue Galileo el primero en conocer el telescopio?";
    const ref = "no, ya lo conocían antes astrónomos holandeses";
    expect(gradeOnNote(note, q, ref, "No, ya lo conocían antes los astrónomos ingleses.").letter).toBe("X");
    // (Guard, passes on both: the reference's reason, or a bare «no», is still the idea.)
    expect(gradeOnNote(note, q, ref, "No, ya lo conocían antes unos astrónomos holandeses.").letter).toBe("R");
    expect(gradeOnNote(note, q, ref, "No.").letter).toBe("R");
  });

  it("a question's word said back in a yes/no answer is no other member of a reference word's class (guard, passes on both)", () => {
    const note = "Los perros persiguen en jauría animales más rápidos que ellos, como liebres o corzos.";
    const q = "¿Persiguen los perros animales más rápidos que ellos?";
    expect(gradeOnNote(note, q, "sí, en jauría, como liebres o corzos", "Sí, los perros persiguen en jauría animales más rápidos que ellos.").letter).toBe("R");
  });

  it("a sequence the answer says back from the question is no part of the order it gives", () => {
    const note = "En la tabla, cada fila suma los vecinos de la anterior: después de la fila 1, 4, 6, 4, 1 viene la fila 1, 5, 10, 10, 5, 1.";
    const q = "¿Qué fila de la tabla viene después de 1, 4, 6, 4, 1?";
    const ref = "1, 5, 10, 10, 5, 1";
    expect(gradeOnNote(note, q, ref, "Después de 1, 4, 6, 4, 1 viene la fila 1, 5, 10, 10, 5, 1.").letter).toBe("R");
    // (Guard, passes on both: the wrong order after the question's sequence is still wrong.)
    expect(gradeOnNote(note, q, ref, "Después de 1, 4, 6, 4, 1 viene la fila 1, 10, 5, 5, 10, 1.").letter).toBe("X");
  });

  it("a shade word of another colour is another colour, even where the thesaurus links them, and a shade of the colour asked is the colour", () => {
    const note = "El martín pescador tiene el dorso de un azul brillante y el pecho de color amarillo intenso.";
    const q = "¿De qué color tiene el pecho el martín pescador?";
    expect(gradeOnNote(note, q, "amarillo", "Verdoso.").letter).toBe("X");
    expect(gradeOnNote(note, q, "amarillo", "Azul verdoso.").letter).toBe("X");
    // (Guard, passes on both.)
    expect(gradeOnNote(note, q, "amarillo", "Amarillento.").letter).toBe("R");
  });

  it("a reference word is not said by a thesaurus link to a word the answer takes from the question", () => {
    const note = "En un polinomio, los números que multiplican a cada potencia de la variable son los coeficientes de cada término.";
    const q = "¿Qué son los números que multiplican a cada potencia de la variable?";
    expect(gradeOnNote(note, q, "los coeficientes de cada término", "Los números enteros del polinomio.").letter).toBe("X");
    // (Guard, passes on both.)
    expect(gradeOnNote(note, q, "los coeficientes de cada término", "Los coeficientes de cada término.").letter).toBe("R");
  });

  it("a word opposite to the reference's, said in a clause denied after it, sets the reference off: no contradiction", () => {
    const note = "La lagartija solo está activa de día, cuando calienta el sol; el resto del tiempo descansa a la sombra.";
    const q = "¿Cuándo está activa la lagartija?";
    const ref = "solo de día, cuando calienta el sol";
    expect(gradeOnNote(note, q, ref, "Solo de día, cuando calienta el sol; de noche no está activa.").letter).toBe("R");
    // (Guard, passes on both: the opposite said plainly is still a contradiction.)
    expect(gradeOnNote(note, q, ref, "De noche, cuando no calienta el sol.").letter).toBe("X");
  });
});
