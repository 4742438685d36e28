import { describe, expect, it } from "vitest";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the sixty-first realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the sixty-first realistic bank (checked here on other texts)", () => {
  it("«dos mil millones» is 2.000 millones, not one million more", () => {
    const note = "La Vía Láctea tiene unos 2.000 millones de estrellas parecidas al Sol.";
    const [q, ref] = ["¿Cuántas estrellas parecidas al Sol tiene la Vía Láctea?", "unos 2.000 millones"];
    expect(gradeOnNote(note, q, ref, "Unos dos mil millones.").letter).toBe("R");
  });
  it("a multiple birth says how many («trillizos» are three)", () => {
    const note = "La oveja de la granja tuvo trillizos idénticos en primavera.";
    const [q, ref] = ["¿Qué tuvo la oveja de la granja en primavera?", "trillizos idénticos"];
    expect(gradeOnNote(note, q, ref, "Tres crías idénticas.").letter).toBe("R");
    expect(gradeOnNote(note, q, ref, "Gemelos idénticos.").letter).toBe("X");
  });
  it("«lejos» says «lejano», «sureste» says «sudeste», «Roma» says «romano»", () => {
    const note = "El faro avisa a los barcos lejanos. La villa romana está al sudeste del pueblo.";
    expect(gradeOnNote(note, "¿A quién avisa el faro?", "a los barcos lejanos", "A los barcos que están lejos.").letter).toBe("R");
    expect(gradeOnNote(note, "¿Dónde está la villa romana?", "al sudeste del pueblo", "Al sureste del pueblo.").letter).toBe("R");
    expect(gradeOnNote(note, "¿Qué está al sudeste del pueblo?", "la villa romana", "Una villa de Roma.").letter).toBe("R");
  });
  it("«más tarde» orders as «después»; «una sustancia llamada X» names X only", () => {
    const note = "El cantante actuó primero en Lisboa y después en Oporto. El olor del ajo se debe a la alicina.";
    expect(gradeOnNote(note, "¿Dónde actuó el cantante?", "primero en Lisboa y después en Oporto", "En Lisboa y, más tarde, en Oporto.").letter).toBe("R");
    expect(gradeOnNote(note, "¿A qué se debe el olor del ajo?", "a la alicina", "A una sustancia llamada alicina.").letter).toBe("R");
  });
  it("«primero A y después B» said as «primero B y después A» turns the order round", () => {
    const note = "El cantante actuó primero en Lisboa y después en Oporto.";
    expect(gradeOnNote(note, "¿Dónde actuó el cantante?", "primero en Lisboa y después en Oporto", "Primero en Oporto y después en Lisboa.").letter).toBe("X");
  });
});
