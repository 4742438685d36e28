import { describe, expect, it } from "vitest";
import { autoGrade } from "@/lib/grading/autoGrader";
import { answerSlotText } from "@/lib/verifier/slot";
import { letterOnNote } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-ninety-second realistic bank, each checked here on
 * a note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */

describe("causes found on the hundred-and-ninety-second realistic bank (checked here on other texts)", () => {
  it("a vowel-initial verb with its clitic is that verb: «untarlo» / «se untaba»", () => {
    const note = "El bálsamo de Tolú viene de un árbol de Colombia. Antes se untaba en las heridas o se tomaba en jarabe para la tos.";
    const ask = "¿Cómo se usaba antes el bálsamo de Tolú?";
    expect(letterOnNote(note, ask, "Se untaba en las heridas o se tomaba en jarabe.", "Había que untarlo en las heridas o tomarlo en jarabe.")).toBe("R");
  });

  it("«a bordo de» is «en»", () => {
    const note = "Pedro Duque nació en Madrid en 1963. En 1998 viajó al espacio en el transbordador Discovery.";
    expect(letterOnNote(note, "¿En qué transbordador viajó Pedro Duque al espacio?", "En el Discovery.", "A bordo del Discovery.")).toBe("R");
  });

  it("asked how many, «un» after the notes' silence answers all the same", () => {
    const note = "Rosa Chacel nació en Valladolid en 1898 y escribió novelas y poemas.";
    const grade = (answer: string) => autoGrade({ answer, citedNoteId: null, question: "¿Cuántos hermanos tuvo Rosa Chacel?", referencia: "no aparece en sus notas", answerable: false, goldNote: null, notes: new Map([[1, note]]) }).letter;
    expect(grade("Tus notas no lo dicen, pero tuvo un hermano.")).toBe("X");
    // (guard, passes on both)
    expect(grade("Tus notas no dicen cuántos hermanos tuvo.")).toBe("N");
  });

  it("«¿De qué N viene…?» where the note says «Viene de N…»: the «de» is the verb's, no kind of N asked", () => {
    const note = "El charango es un instrumento de los Andes que se toca con los dedos. Viene de instrumentos españoles parecidos, como la vihuela.";
    expect(answerSlotText(note, "¿De qué instrumentos viene el charango?")).toContain("españoles");
  });

  it("the question's own phrase inside the slot, before «y», ends it", () => {
    const note = "Luisa Pardo nació en Toledo en 1950. Estudió física en la Universidad de Sevilla y después música en Madrid.";
    expect(answerSlotText(note, "¿Qué estudió Luisa Pardo en la Universidad de Sevilla?")).toBe("física");
  });

  it("after the question's verb, past a relative aside set off by commas and what it coordinates", () => {
    const note = "Ana Ruiz fue una química de Lima. Consiguió que la vacuna, que antes se guardaba en neveras o se llevaba en hielo, pudiera conservarse a temperatura ambiente.";
    expect(answerSlotText(note, "¿Qué consiguió Ana Ruiz con la vacuna?")).toContain("temperatura ambiente");
  });
});
