import { describe, expect, it } from "vitest";
import { autoGrade } from "./autoGrader";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the eighty-fourth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the eighty-fourth realistic bank (checked here on other texts)", () => {
  it("«hacía» (a verb) asks for no order, though it folds as «hacia»", () => {
    const note = "En el taller del monasterio se copiaban a mano libros griegos, latinos y árabes.";
    const [q, ref] = ["¿Qué se hacía en el taller del monasterio?", "se copiaban a mano libros griegos, latinos y árabes"];
    expect(gradeOnNote(note, q, ref, "En el taller del monasterio se copiaban a mano libros latinos, griegos y árabes.").letter).toBe("R");
  });
  it("what the notes say, then «pero no a qué…», abstains (the attribution is the notes' part of the denial)", () => {
    const note = "El pintor murió en Toledo en 1614, después de una larga enfermedad.";
    const grade = (answer: string) => autoGrade({ answer, citedNoteId: null, question: "¿A qué edad murió el pintor?", referencia: "no aparece en sus notas", answerable: false, goldNote: null, notes: new Map([[1, note]]) }).letter;
    expect(grade("Tus notas dicen que murió en Toledo en 1614, pero no a qué edad.")).toBe("N");
    // (guard, passes on both: an attribution with no denial is an answer)
    expect(grade("Tus notas dicen que murió a los setenta años.")).toBe("X");
  });
});
