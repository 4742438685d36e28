import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the eighty-third realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the eighty-third realistic bank (checked here on other texts)", () => {
  it("«mucho menos X» says little of X: the reference itself is no contradiction, and «mucho más X» is one", () => {
    const note = "La bicicleta eléctrica tiene un motor que hace que pedalear cueste mucho menos esfuerzo.";
    const [q, ref] = ["¿Qué ventaja tiene la bicicleta eléctrica?", "que pedalear cueste mucho menos esfuerzo"];
    expect(gradeOnNote(note, q, ref, "Que pedalear cueste mucho menos esfuerzo.").letter).toBe("R");
    expect(gradeOnNote(note, q, ref, "Que pedalear cueste mucho más esfuerzo.").letter).toBe("X");
  });
  it("«demasiado» before a noun says «exceso de»; a noun in -sis / -se and its adjective in -tico are one family", () => {
    const note = "El acné empeora cuando hay exceso de sebo en la piel.";
    expect(gradeOnNote(note, "¿Cuándo empeora el acné?", "cuando hay exceso de sebo en la piel", "Cuando la piel tiene demasiado sebo.").letter).toBe("R");
    const orbit = "Los cometas recorren órbitas elípticas muy alargadas alrededor del Sol.";
    expect(gradeOnNote(orbit, "¿Qué forma tienen las órbitas de los cometas?", "elípticas", "Forma de elipse.").letter).toBe("R");
  });
  it("the slot: what a thing's list singles out after «sobre todo» is part of it; a time coordinated by «y después de»", () => {
    expect(answerSlotText("El salmón es rico en proteínas, sobre todo omega 3 y vitamina D. Vive en el mar.", "¿En qué es rico el salmón?")).toBe("proteínas sobre todo omega 3 y vitamina D");
    expect(answerSlotText("El caracol sale sobre todo de noche y después de la lluvia. Come hojas.", "¿Cuándo sale el caracol?")).toBe("noche y después de la lluvia");
  });
  it("the slot: «¿Cómo se llama la N de X?» is the bare name set off after the kind and its adjectives", () => {
    expect(answerSlotText("Toledo está junto al Tajo. Su catedral gótica primada, Santa María, es del siglo XIII.", "¿Cómo se llama la catedral de Toledo?")).toBe("Santa María");
  });
});
