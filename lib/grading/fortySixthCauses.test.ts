import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the forty-sixth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the forty-sixth realistic bank (checked here on other texts)", () => {
  it("the slot: what there is («¿Qué hay sobre…?» / «Sobre él hay…»)", () => {
    expect(answerSlotText("La plaza mayor de la villa es del siglo XVI. Sobre ella hay tres balcones de hierro.", "¿Qué hay sobre la plaza mayor?")).toBe("tres balcones de hierro");
  });
  it("the slot: what a thing lacks, anywhere in the note and past the question's own words", () => {
    expect(answerSlotText("El alfabeto fenicio usaba veintidós letras. Se escribía de derecha a izquierda. No tenía letras para las vocales.", "¿Qué letras le faltaban al alfabeto fenicio?")).toBe("vocales");
  });
  it("the slot: an occupation in the apposition after the name", () => {
    expect(answerSlotText("Joseph Niépce, un inventor francés aficionado a la litografía, tomó la primera fotografía.", "¿A qué se dedicaba Niépce?")).toMatch(/^inventor francés/);
  });
  it("the slot: a relative clause after the question's verb is not found through a clitic («que se pone»)", () => {
    expect(answerSlotText("La gripe se previene con una vacuna anual, que se pone en otoño.", "¿Cómo se previene la gripe?")).toMatch(/^vacuna anual/);
  });
  it("«impulsar» is the opposite of «frenar»", () => {
    const note = "La derrota frenó la expansión del reino por la costa.";
    expect(gradeOnNote(note, "¿Qué consecuencia tuvo la derrota?", "frenó la expansión del reino por la costa", "Impulsó la expansión del reino por la costa.").letter).toBe("X");
  });
});
