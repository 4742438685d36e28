import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { autoGrade } from "./autoGrader";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the eighty-fifth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the eighty-fifth realistic bank (checked here on other texts)", () => {
  it("a memory hedge opening the answer («Si no recuerdo mal, …») is no abstention, and the condition denies nothing", () => {
    const note = "El faro de la isla se encendió por primera vez en 1858 y funcionaba con aceite de ballena.";
    const [q, ref] = ["¿Con qué funcionaba el faro de la isla?", "con aceite de ballena"];
    expect(gradeOnNote(note, q, ref, "Si no recuerdo mal, con aceite de ballena.").letter).toBe("R");
    expect(gradeOnNote(note, q, ref, "Si mal no recuerdo, con aceite de ballena.").letter).toBe("R");
    const grade = (answer: string) => autoGrade({ answer, citedNoteId: null, question: "¿Quién construyó el faro?", referencia: "no aparece en sus notas", answerable: false, goldNote: null, notes: new Map([[1, note]]) }).letter;
    // (guard, passes on both: what follows the condition is read alone)
    expect(grade("Si no está en tus notas, no lo sé.")).toBe("N");
  });
  it("a zero reference («ninguno») is said by an answer that denies the thing asked and counts none of it", () => {
    const note = "Las medusas no tienen cerebro ni corazón; su cuerpo es agua en más de un 95 %. Tampoco tienen ningún hueso.";
    const [q, ref] = ["¿Cuántos huesos tienen las medusas?", "ninguno"];
    expect(gradeOnNote(note, q, ref, "No tienen huesos.").letter).toBe("R");
    expect(gradeOnNote(note, q, ref, "Cero.").letter).toBe("R");
    // (guard, passes on both: a count is no zero, denied or not)
    expect(gradeOnNote(note, q, ref, "Tienen dos.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "No, tienen dos.").letter).toBe("X");
  });
  it("a count after a definite article is the whole set: «todos» says «los cuatro», and «Todos iguales» is no generalization", () => {
    const note = "En un rombo, los cuatro lados son iguales, pero sus ángulos no tienen por qué serlo.";
    const [q, ref] = ["¿Cómo son los lados de un rombo?", "los cuatro iguales"];
    expect(gradeOnNote(note, q, ref, "Todos iguales entre sí.").letter).toBe("R");
    expect(gradeOnNote(note, q, ref, "Todos iguales.").letter).toBe("R");
    // (guard, passes on both: another count is not the set)
    expect(gradeOnNote(note, q, ref, "Tres iguales.").letter).toBe("X");
  });
  it("a range's first number shares the range's unit: «de uno a tres días» says «entre 24 y 72 horas»", () => {
    const note = "La fiebre del viajero suele empezar entre 24 y 72 horas después de llegar al destino.";
    const [q, ref] = ["¿Cuándo empieza la fiebre del viajero?", "entre 24 y 72 horas después de llegar al destino"];
    expect(gradeOnNote(note, q, ref, "De uno a tres días después de llegar al destino.").letter).toBe("R");
    // (guard, passes on both: other days are other amounts)
    expect(gradeOnNote(note, q, ref, "De dos a cuatro días después de llegar al destino.").letter).toBe("X");
  });
  it("the detector's answer slot: the whole term of «¿Qué es X Y?» before a colon, «y está» as a new predicate, a condition set off after the part for «¿Cuándo…?»", () => {
    const note = "Un número primo es el que solo se divide entre uno y entre sí mismo. Se escribe como cualquier número: con cifras.";
    expect(answerSlotText(note, "¿Qué es un número primo?")).toBe("divide entre uno y entre sí mismo");
    expect(answerSlotText("Creta es la isla más grande de Grecia y está en el mar Mediterráneo. Tiene muchas playas.", "¿A qué país pertenece Creta?")).toBe("isla más grande de Grecia");
    expect(answerSlotText("El cuadrado tiene cuatro lados iguales. Puede ser a la vez un rombo, si se apoya sobre un vértice. Es un polígono.", "¿Cuándo es un rombo el cuadrado?")).toContain("apoya sobre un vértice");
    expect(answerSlotText("El hielo flota en el agua. Puede volverse peligroso para los barcos, si forma icebergs grandes. Es agua sólida.", "¿Cuándo es peligroso el hielo para los barcos?")).toContain("icebergs grandes");
  });
  it("the answer slot: two colours coordinated by «o», «ningún» before the thing counted, what a copula says of the noun asked «¿Cómo son…?»", () => {
    expect(answerSlotText("El zorro tiene el pelo rojo o gris con la cola blanca. Caza de noche.", "¿Cómo es el pelo del zorro?")).toBe("rojo o gris con la cola blanca");
    expect(answerSlotText("El rombo tiene dos pares de lados paralelos. El círculo no tiene ningún vértice, aunque tiene infinitos ejes de simetría.", "¿Cuántos vértices tiene el círculo?")).toBe("ningún vértice");
    expect(answerSlotText("Un cubo tiene doce aristas. Sus seis caras también son cuadradas, y ocho vértices las unen.", "¿Cómo son las caras de un cubo?")).toBe("cuadradas");
  });
  it("the answer slot: the noun phrase «llamados N» names for «¿Qué son los N?», the infinitives that «ayudan a» do the thing, no name read as a light verb", () => {
    expect(answerSlotText("El río nace en la sierra. En su cauce hay piedras redondas llamadas cantos rodados, pulidas por el agua.", "¿Qué son los cantos rodados?")).toBe("piedras redondas");
    expect(answerSlotText("La gripe es una infección. Dormir mucho y beber líquidos ayuda a superarla; los antibióticos no sirven.", "¿Qué ayuda a superar la gripe?")).toBe("Dormir mucho y beber líquidos");
    const note = "Juan el Bueno fue un rey de Francia que perdió la batalla de Poitiers en 1356. Su hijo fue coronado en Reims.";
    expect(answerSlotText(note, "¿Qué le pasó al hijo de Juan el Bueno?")).toBe("coronado en Reims");
  });
});
