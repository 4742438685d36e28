import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the hundred-and-fourth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix, but those marked
 * as guards.
 */
describe("detector causes found on the hundred-and-fourth realistic bank (checked here on other texts)", () => {
  it("«hace falta» asks what is needed, no lack", () => {
    const note = "El puzle se arma sin forzar nunca una pieza más pequeña. Con n piezas hacen falta como mínimo 2 por n minutos: con 20 piezas, 40 minutos.";
    expect(answerSlotText(note, "¿Cuántos minutos hacen falta como mínimo con 20 piezas?")).toBe("40 minutos");
  });

  it("an ordinal of a noun, with no article before it, takes up no pair the note named", () => {
    const note = "El Tajo nace en la sierra de Albarracín, en Teruel, y desemboca en el océano Atlántico en Lisboa. En su último tramo forma un gran estuario.";
    expect(answerSlotText(note, "¿Dónde desemboca el Tajo?")).toBe("océano Atlántico en Lisboa");
  });

  it("what must be done takes what is coordinated after it", () => {
    const note = "Para evitar las grietas hay que hidratar la piel a diario y protegerla del viento. Salen sobre todo en invierno.";
    expect(answerSlotText(note, "¿Qué hay que hacer para evitar las grietas?")).toBe("hidratar la piel a diario y protegerla del viento");
  });
});

describe("judging causes found on the hundred-and-fourth realistic bank (checked here on other texts)", () => {
  it("asked for a name, a word of the reference's family that the note names as another thing is another name", () => {
    const note2 = "El panal está hecho de cera. Las celdas del panal guardan la miel, y el conjunto de panales de la colmena se llama panalera.";
    expect(gradeOnNote(note2, "¿Cómo se llama el conjunto de panales de la colmena?", "panalera", "Panal.").letter).toBe("X");
    // (Guard, passes on both: the name itself, in the plural too.)
    expect(gradeOnNote(note2, "¿Cómo se llama el conjunto de panales de la colmena?", "panalera", "Panaleras.").letter).toBe("R");
  });
});
