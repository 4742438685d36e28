import { describe, expect, it } from "vitest";
import { indexSource, tokenize } from "@/lib/text/analyze";
import { orderDiffers, partialList, polarityContradicts } from "@/lib/verifier/noteStructure";
import { answerSlotText } from "@/lib/verifier/slot";
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

describe("detector causes found on the hundred-and-third realistic bank (checked here on other texts)", () => {
  it("a question's ordinal is a word, no number: it points at the note's own ordinal, not at its digits", () => {
    expect(answerSlotText("Los datos son 8 y 1. El primero es el 8, porque 8 = 1 + 7.", "¿Cuál es el primer dato?")).toBe("8");
    const note = "Aunque la tabla lleva el nombre de Kepler, ya la usaban siglos antes los astrónomos árabes; sus filas son 1, 1 y 1, 2, 1.";
    const q = "¿Fue Kepler el primero en usar la tabla?";
    // (The note says no ordinal: it does not say «sí», and a «no» contradicts nothing.)
    expect(polarityContradicts(indexSource(note), tokenize("No, ya la usaban antes los astrónomos árabes."), q, tokenize(note))).toBe(false);
    // (Guard, passes on both: where the note says the ordinal, a «no» contradicts it.)
    const said = "Kepler fue el primero en usar la tabla, y sus filas son 1, 1 y 1, 2, 1.";
    expect(polarityContradicts(indexSource(said), tokenize("No."), q, tokenize(said))).toBe(true);
  });

  it("an item of a list is named by the place its demonym comes from", () => {
    const note = "El juego ya lo conocían siglos antes los mercaderes indios y persas.";
    const q = "¿Quiénes conocían antes el juego?";
    expect(partialList(tokenize(note), tokenize("Mercaderes de la India y de Persia."), q)).toBe(false);
    // (Guard, passes on both: one of the two is still half the list.)
    expect(partialList(tokenize(note), tokenize("Mercaderes indios."), q)).toBe(true);
  });

  it("a why-question takes the «por» cause said right after the question's own verb, not the purpose inside it", () => {
    const note = "En el siglo pasado el lago estuvo a punto de desaparecer por el desvío de sus ríos para regar algodón.";
    expect(answerSlotText(note, "¿Por qué estuvo a punto de desaparecer el lago?")).toBe("el desvío de sus ríos para regar algodón");
  });

  it("a «donde» part adds to its place only what it says past the question's words", () => {
    const note = "De joven se retiró a un monasterio, donde escribió una larga crónica.";
    expect(answerSlotText(note, "¿Dónde escribió su crónica?")).toBe("monasterio");
  });

  it("a plural noun with where it is, after a conjunction, is an item of the list", () => {
    const note = "La picadura de la medusa produce dolor y grandes manchas en la piel.";
    expect(answerSlotText(note, "¿Qué produce la picadura de la medusa?")).toBe("dolor y grandes manchas en la piel");
    // (Guard, passes on both: a verb's place is no item.)
    expect(answerSlotText("La medusa flota en el mar y vive en aguas templadas.", "¿Dónde flota la medusa?")).toBe("mar");
  });

  it("a slot that opens inside a run of numbers opens at its first number; a run the note does not say is another order", () => {
    const note = "En la serie, después de 2, 4, 2 viene 2, 6, 6, 2.";
    const q = "¿Qué viene después de 2, 4, 2 en la serie?";
    expect(answerSlotText(note, q)).toBe("2 6 6 2");
    expect(orderDiffers(note, tokenize(note), tokenize("2, 6, 2."), q)).toBe(true);
    expect(orderDiffers(note, tokenize(note), tokenize("2, 4, 4, 2."), q)).toBe(true);
    // (Guard, passes on both: the note's run, said after the question's, is the note's.)
    expect(orderDiffers(note, tokenize(note), tokenize("Después de 2, 4, 2 viene 2, 6, 6, 2."), q)).toBe(false);
    // (A list that ends with «y» is a run too: "3, 4 y 5" holds "3-4-5".)
    expect(orderDiffers("Usaban un triángulo de lados 3, 4 y 5.", tokenize("Usaban un triángulo de lados 3, 4 y 5."), tokenize("El triángulo 3-4-5."), "¿Qué triángulo usaban?")).toBe(false);
  });

  it("a list item is named by a thesaurus synonym the note says nowhere, standing in for it", () => {
    const note = "Antes de usarlos hay que tirar los vasos que tengan el borde roto o sucio.";
    const q = "¿Qué vasos hay que tirar antes de usarlos?";
    expect(partialList(tokenize(note), tokenize("Los que estén sucios o tengan el borde partido."), q)).toBe(false);
    // (Guard, passes on both: one item alone is still half the list.)
    expect(partialList(tokenize(note), tokenize("Los que estén sucios."), q)).toBe(true);
  });

  it("«¿En qué ciudad está X?» takes the place a where-question finds, where the kind's name is another", () => {
    const note = "El puente de San Pablo, en Cuenca, es una obra de hierro que cruzaba la hoz del río hasta la ciudad de Segobriga.";
    expect(answerSlotText(note, "¿En qué ciudad está el puente de San Pablo?")).toBe("Cuenca");
    // (Guard, passes on both: a kind that is no place keeps its own reading.)
    expect(answerSlotText("El texto de la piedra está en tres escrituras: jeroglífica, demótica y griega. Se halló en Egipto.", "¿En qué escrituras está el texto de la piedra?")).not.toBe("Egipto");
  });

  it("a condition coordinated with a when-question's time goes with it, the question's words in it or not", () => {
    const note = "La placa solar solo carga de día y cuando le da el sol. Se limpia con un paño.";
    expect(answerSlotText(note, "¿Cuándo carga la placa solar?")).toBe("día y cuando le da el sol");
  });
});
