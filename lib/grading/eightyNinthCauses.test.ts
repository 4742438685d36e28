import { describe, expect, it } from "vitest";
import { indexSource, tokenize } from "@/lib/text/analyze";
import { answerSlotText } from "@/lib/verifier/slot";
import { contradiction } from "./autoGrader";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the eighty-ninth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the eighty-ninth realistic bank (checked here on other texts)", () => {
  it("words that name an object's property («constructor», «valueOf»…) are words like any other: no crash, a grade", () => {
    for (const w of ["constructor", "Constructor", "valueOf", "__proto__", "toString", "hasOwnProperty", "isPrototypeOf"]) {
      const note = `El ${w} es un objeto de metal. Mide 3 metros.`;
      expect(gradeOnNote(note, `¿Qué es el ${w}?`, "un objeto de metal", `Tus notas no nombran al ${w}.`).letter).toBe("N");
      expect(gradeOnNote(note, `¿Qué es el ${w}?`, "un objeto de metal", `Un objeto de metal, el ${w}.`).letter).toBe("R");
      expect(() => answerSlotText(note, `¿Cuánto mide el ${w}?`)).not.toThrow();
    }
  });
  it("a count said before its noun in the statement the question points at, the subject's words weighing nothing", () => {
    const note = "Un icosaedro es un poliedro de veinte caras. El icosaedro regular tiene como caras veinte triángulos equiláteros iguales. En cada vértice se juntan cinco caras.";
    expect(answerSlotText(note, "¿Cuántas caras se juntan en cada vértice de un icosaedro regular?")).toBe("cinco caras");
  });
  it("«¿Cuándo…?» by a century or a time within one", () => {
    const note = "El castillo es una fortaleza de piedra. Su torre fue levantada por los templarios, terminada a mediados del siglo XIII. Hoy es un museo.";
    expect(answerSlotText(note, "¿Cuándo se terminó la torre de los templarios?")).toBe("mediados del siglo XIII");
  });
  it("a verb of preventing before its means denies nothing there; «a menudo» is «con frecuencia»", () => {
    const note = "La gripe es una infección vírica. Se previene con la vacuna y lavándose las manos a menudo.";
    expect(contradiction(tokenize("Con la vacuna y lavándose las manos a menudo."), indexSource(note), null, new Set())).toBeNull();
    expect(gradeOnNote(note, "¿Cómo se previene la gripe?", "con la vacuna y lavándose las manos a menudo", "Vacunándose y lavándose las manos con frecuencia.").letter).toBe("R");
    // (guard, passes on both: preventing a thing still denies it)
    expect(contradiction(tokenize("La vacuna provoca la gripe."), indexSource("La vacuna previene la gripe."), null, new Set())).not.toBeNull();
  });
});
