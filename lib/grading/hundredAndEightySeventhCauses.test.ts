import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { tokenize } from "@/lib/text/analyze";

/**
 * The general causes of the judges' errors found on the hundred-and-eighty-seventh realistic bank, each checked here
 * on a note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */

describe("causes found on the hundred-and-eighty-seventh realistic bank (checked here on other texts)", () => {
  it("a cause given after a denied infinitive is affirmed: «sin parar gracias a su técnica» does not deny the technique", () => {
    const marks = tokenize("La nadadora avanza sin parar gracias a su técnica de respiración lateral.");
    expect(marks.find((t) => t.fold === "parar")!.negated).toBe(true);
    expect(marks.find((t) => t.fold === "tecnica")!.negated).toBe(false);
  });

  it("a material asked of things counted in the note («siete tubos de bambú») is what follows their «de»", () => {
    const note = "La flauta de pan es un instrumento de viento muy antiguo. Está hecha con siete tubos de bambú, unidos y ordenados de mayor a menor.";
    expect(answerSlotText(note, "¿De qué están hechos los tubos de la flauta de pan?")).toBe("bambú");
  });

  it("asked how many days, the note's count of days normalised to hours answers («en dos días» is «48 horas»)", () => {
    const note = "El heptatlón es una prueba femenina de siete pruebas que se disputan en dos días. El primer día se corren los 100 metros vallas y los 200 metros.";
    expect(answerSlotText(note, "¿En cuántos días se disputa el heptatlón?")).toMatch(/^48 horas/);
  });

  it("«¿Qué día…?» asks when: a date set off before the part that says it answers («Cada 12 de octubre, | …»)", () => {
    const note = "La fiesta del Pilar se celebra en Zaragoza. Cada 12 de octubre, miles de personas llevan flores a la Virgen en la plaza, y por la noche hay fuegos artificiales.";
    expect(answerSlotText(note, "¿Qué día llevan flores a la Virgen?")).toBe("12 de octubre");
  });
});
