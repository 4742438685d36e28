import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the fifty-second realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the fifty-second realistic bank (checked here on other texts)", () => {
  it("another estate of the old regime in the reference's place («el clero» for «la nobleza») is another thing", () => {
    const note = "El sultán mudó la corte al desierto para tener a la nobleza bajo control.";
    const [q, ref] = ["¿Por qué mudó el sultán la corte al desierto?", "para tener a la nobleza bajo control"];
    expect(gradeOnNote(note, q, ref, "Para tener al clero bajo control.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "Para controlar a la nobleza.").letter).toBe("R");
  });
  it("«un» before the noun a how-many question counts is the number one («una cara»)", () => {
    const note = "Un dado tiene seis caras, y solo una muestra el seis.";
    expect(gradeOnNote(note, "¿Cuántas caras muestran el seis?", "una", "Una cara.").letter).toBe("R");
  });
});

describe("answer slots found on the fifty-second realistic bank (checked here on other notes)", () => {
  it("«¿Cuántos N adj…?» counts the noun as the question qualifies it, «un» included", () => {
    const note = "Los cinco ángulos interiores de un pentágono suman 540 grados. Un triángulo solo puede tener un ángulo obtuso, nunca dos.";
    expect(answerSlotText(note, "¿Cuántos ángulos obtusos puede tener un triángulo?")).toBe("un ángulo obtuso");
  });
  it("«¿Cada cuánto…?» takes the interval after «cada» in the part the question points at", () => {
    expect(answerSlotText("El camino tenía una posada cada día de marcha y un puente en cada río.", "¿Cada cuánto había una posada en el camino?")).toBe("cada día de marcha");
  });
  it("«¿Qué produce X?» where the note says X produces something (actively, with an object) asks for that object", () => {
    expect(answerSlotText("La planta absorbe agua por las raíces y produce oxígeno durante el día.", "¿Qué produce la planta?")).toBe("oxígeno");
  });
});
