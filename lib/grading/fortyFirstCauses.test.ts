import { describe, expect, it } from "vitest";
import { tokenize } from "@/lib/text/analyze";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the forty-first realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the forty-first realistic bank (checked here on other texts)", () => {
  it("a part opened by the question's category noun and a relative describes the thing named just before it", () => {
    const note = "La expedición cruzó Francia, Suiza y Austria, país que le dio nombre a la ruta. Años después la ruta se amplió hasta Grecia.";
    expect(answerSlotText(note, "¿Qué país le dio nombre a la ruta?")).toBe("Austria");
  });
  it("the kind of place before a name in the reference is not needed («en Yucatán» for «en la península de Yucatán»)", () => {
    const note = "El monasterio está en la sierra de Gredos, junto a un río.";
    const q = "¿Dónde está el monasterio?";
    expect(gradeOnNote(note, q, "en la sierra de Gredos", "En Gredos.").letter).toBe("R");
    expect(gradeOnNote(note, q, "en la sierra de Gredos", "En la sierra de Guadarrama.").letter).toBe("X");
  });
  it("«uno por cada» is a share, not the number one as a fact", () => {
    expect(tokenize("Uno por cada alumno.")[0]!.num).toBeNull();
    const note = "El teatro tiene 120 butacas, tantas como socios tiene el club.";
    expect(gradeOnNote(note, "¿Cuántas butacas tiene el teatro?", "120", "Una por cada socio del club: 120.").letter).toBe("R");
  });
});
