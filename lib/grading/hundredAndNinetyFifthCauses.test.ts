import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { featureOf, letterOnNote } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-ninety-fifth realistic bank, each checked here on
 * a note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */

describe("causes found on the hundred-and-ninety-fifth realistic bank (checked here on other texts)", () => {
  it("asked what happened to someone, «pasarse a» a side is no happening said", () => {
    const note = "Luis Soto se unió a la revuelta en 1821 con sus dos hermanos, que cayeron presos en la primera batalla. Luego fue a Cádiz para pedir a los marineros que se pasaran a la rebelión.";
    expect(answerSlotText(note, "¿Qué les pasó a sus hermanos?")).toContain("cayeron presos");
  });

  it("«¿Qué días…?» asks a time too: the part that names the weekdays", () => {
    const note = "La Endiablada es la fiesta de Almonacid, en Cuenca. Los diablos llevan cencerros a la espalda. Del 1 al 3 de febrero recorren el pueblo saltando y bailan ante la Virgen.";
    expect(answerSlotText(note, "¿Qué días se celebra la Endiablada?")).toContain("febrero");
    const fair = "La Feria del Queso es la fiesta grande de Trujillo, en Cáceres. De jueves a domingo de feria los queseros montan sus puestos en la plaza.";
    expect(answerSlotText(fair, "¿Qué días dura la Feria del Queso?")).toContain("jueves");
  });

  it("«¿Qué N <verbo> el tema de la nota?»: the antecedent of «que <verbo>» right after it", () => {
    const note = "El triatlón es una prueba de resistencia. Se empieza nadando, se sigue en bicicleta y se acaba con la carrera, que cierra la competición.";
    expect(answerSlotText(note, "¿Qué prueba cierra el triatlón?")).toContain("carrera");
    // (Not the noun of a copula, the subject's own, nor a clause that says the kind asked.)
    const ruler = "Juan Mora fue un militar chileno, que gobernó la provincia de Arauco entre 1820 y 1825.";
    expect(answerSlotText(ruler, "¿Qué provincia gobernó Juan Mora?")).toContain("Arauco");
  });

  it("asked who, a part that names no one: the noun it opens with, before its own clitic verb", () => {
    const note = "El caballito de mar vive entre las algas. Tras el cortejo, el macho se mete la puesta de huevos en una bolsa del vientre y los lleva dentro unas semanas.";
    expect(answerSlotText(note, "¿Quién lleva los huevos del caballito de mar?")).toBe("el macho");
  });

  it("a long word of the same ending in place of the reference's is another thing", () => {
    const note = "El edificio tiene una planta en forma de pentágono regular, con un patio en el centro.";
    const ask = "¿Qué forma tiene la planta del edificio?";
    expect(letterOnNote(note, ask, "Un pentágono regular.", "Un hexágono regular.")).toBe("X");
    expect(letterOnNote(note, ask, "Un pentágono regular.", "La de un pentágono regular.")).toBe("R");
    expect(letterOnNote("La prueba sustituyó en 1990 al pentatlón masculino.", "¿A qué prueba sustituyó?", "Al pentatlón masculino.", "Al decatlón masculino.")).toBe("X");
  });

  it("«un solo año» counts one, against the note's number of years", () => {
    const note = "Pedro Luna estudió pintura en Roma, donde el maestro Bruni le dio clases durante tres años.";
    const ask = "¿Quién le dio clases en Roma?";
    expect(letterOnNote(note, ask, "El maestro Bruni.", "El maestro Bruni, durante un solo año.")).toBe("X");
    expect(letterOnNote(note, ask, "El maestro Bruni.", "El maestro Bruni, durante tres años.")).toBe("R");
  });

  it("a number of another unit is another number", () => {
    const note = "La rana de cristal mide unos tres centímetros y vive en los bosques nubosos.";
    const ask = "¿Cuántos años vive la rana de cristal?";
    expect(featureOf(note, "Vive unos tres años.", ask, "numero_distinto")).toBe(1);
    expect(featureOf(note, "Mide unos tres centímetros.", "¿Cuánto mide la rana de cristal?", "numero_distinto")).toBe(0);
  });
});
