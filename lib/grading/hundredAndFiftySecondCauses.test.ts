import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { letterOnNote as grade } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-fifty-second realistic bank, each checked here on a
 * note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("causes found on the hundred-and-fifty-second realistic bank (checked here on other texts)", () => {
  it("a subject the question names, a circumstance set off after it, then the question's verb: what that verb says", () => {
    const note = "En 1870 Mendeléyev afirmó que elementos químicos distintos, en la misma columna de su tabla, repiten sus propiedades. Era ruso.";
    expect(answerSlotText(note, "¿Qué repiten elementos químicos distintos, según Mendeléyev?")).toBe("propiedades");
  });

  it("a place is not coordinated with a clause that has its own subject and copula («y su casa fue demolida»)", () => {
    const note = "El poeta fue detenido en 1936: lo fusilaron en Víznar y su casa fue demolida años después.";
    expect(answerSlotText(note, "¿Dónde fusilaron al poeta?")).toBe("Víznar");
  });

  it("a cause said inside a participle's apposition ends with the apposition («…, llamado así porque…, fue…»)", () => {
    const note = "Rodrigo Díaz, llamado el Campeador porque ganaba los duelos en el campo, fue un caballero castellano del siglo XI.";
    expect(answerSlotText(note, "¿Por qué llamaban el Campeador a Rodrigo Díaz?")).toBe("ganaba los duelos en el campo");
  });

  it("«¿Qué son X?» is answered by what the note restates X as after «es decir»", () => {
    const note = "En invierno las castañas se comen asadas, es decir, tostadas al fuego en una sartén con agujeros. Se venden en la calle.";
    expect(answerSlotText(note, "¿Qué son las castañas asadas?")).toBe("tostadas al fuego en una sartén con agujeros");
  });

  it("the kind a question asks by, restated after the name in the reference, is no item the answer must say", () => {
    const note = "La unidad de energía del sistema internacional, el julio, lleva el nombre de James Joule.";
    expect(grade(note, "¿Qué unidad lleva el nombre de Joule?", "El julio, la unidad de energía del sistema internacional.", "El julio.")).toBe("R");
    // (Guard, passes on both: another unit is another answer.)
    expect(grade(note, "¿Qué unidad lleva el nombre de Joule?", "El julio, la unidad de energía del sistema internacional.", "El vatio.")).toBe("X");
  });

  it("a verb the note lowers with «apenas», said plainly or with «demasiado», contradicts it; said lowered it does not", () => {
    const note = "El césped se corta poco en invierno, porque en frío apenas crece.";
    const q = "¿Por qué se corta poco el césped en invierno?";
    expect(grade(note, q, "Porque en frío apenas crece.", "Porque en frío crece demasiado.")).toBe("X");
    // (Guard, passes on both: said lowered.)
    expect(grade(note, q, "Porque en frío apenas crece.", "Porque en frío casi no crece.")).toBe("R");
  });

  it("«diurno» is the opposite of «nocturno»", () => {
    const note = "El búho es un ave de hábitos nocturnos que caza ratones.";
    expect(grade(note, "¿De qué hábitos es el búho?", "Nocturnos.", "Diurnos.")).toBe("X");
  });
});
