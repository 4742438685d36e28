import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the seventy-eighth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the seventy-eighth realistic bank (checked here on other texts)", () => {
  it("a quantifier of the note covers the nouns coordinated after its first («todos sus muros y techos»)", () => {
    const note = "La casa es segura si todos sus muros y techos son de piedra, y cada uno de sus techos altos lleva vigas.";
    expect(gradeOnNote(note, "¿Cuándo es segura la casa?", "si todos sus muros y techos son de piedra", "Cuando todos sus muros y todos sus techos son de piedra.").letter).toBe("R");
  });
  it("«casi todas» says most, as the note's «la mayoría» does", () => {
    const note = "El almendro florece a finales del invierno, antes que la mayoría de los árboles frutales.";
    const [q, ref] = ["¿Cuándo florece el almendro?", "a finales del invierno"];
    expect(gradeOnNote(note, q, ref, "A finales del invierno, antes que casi todos los árboles.").letter).toBe("R");
    // (guard, passes on both) «todos» alone says more than the note.
    expect(gradeOnNote(note, q, ref, "A finales del invierno, antes que todos los árboles.").letter).toBe("X");
  });
  it("number words set apart by a comma are two numbers («Tres, uno por cada rueda»)", () => {
    const note = "El triciclo lleva tres frenos, uno por cada rueda, y un timbre.";
    expect(gradeOnNote(note, "¿Cuántos frenos lleva el triciclo?", "tres, uno por cada rueda", "Tres, uno por cada rueda.").letter).toBe("R");
  });
  it("«10x50» between figures reads as two numbers («el 10», «el 50»)", () => {
    const note = "Las linternas se venden por medidas, como 10x50, que dan el alcance y la potencia.";
    expect(gradeOnNote(note, "¿Qué da la primera medida de una linterna 10x50?", "el alcance", "La primera, el 10, da el alcance.").letter).toBe("R");
  });
  it("«¿Cuál es la N de X?» is the name set off bare after the note's N («Su capital, Nicosia, …»)", () => {
    const note = "Córcega es una isla francesa del Mediterráneo. Su capital, Ajaccio, es la ciudad donde nació Napoleón.";
    expect(answerSlotText(note, "¿Cuál es la capital de Córcega?")).toBe("Ajaccio");
  });
  it("«¿Desde cuándo…?» finds «desde» in any part the question points at, not only the best scored", () => {
    const note = "El puerto es el más antiguo del país. Desde 1850 está unido a la ciudad por un tren. Su faro está unido a la ciudad por un puente de hierro.";
    expect(answerSlotText(note, "¿Desde cuándo está unido el puerto a la ciudad?")).toMatch(/^1850/);
  });
  it("«¿Cuándo…?» is the condition set off before the part, over more than one part («Si A | y B…, es X»)", () => {
    const note = "Un número es par si termina en cero. Si es par y divisible entre tres, es divisible entre seis, y los números divisibles entre seis suman dígitos múltiplos de tres.";
    expect(answerSlotText(note, "¿Cuándo es divisible entre seis un número?")).toMatch(/^par y divisible entre tres/);
  });
});
