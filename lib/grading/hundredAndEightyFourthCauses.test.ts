import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { stemWord } from "@/lib/text/stem";
import { gradeOnNote as grade } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-eighty-fourth realistic bank, each checked here on
 * a note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */

describe("causes found on the hundred-and-eighty-fourth realistic bank (checked here on other texts)", () => {
  it("«apenas … con nadie» is concord with «apenas»: the clause coordinated after it is not denied", () => {
    const note = "El ermitaño era muy reservado: apenas hablaba con nadie y se comunicaba con el pueblo por cartas.";
    const q = "¿Cómo se comunicaba el ermitaño con el pueblo?";
    expect(grade(note, q, "Por cartas.", "El ermitaño se comunicaba con el pueblo por cartas.").letter).toBe("R");
  });

  it("«¿Qué nombre dio X a Y?» is read as «¿Cómo llamó X a Y?»", () => {
    const note = "En 1770 el capitán descubrió una isla volcánica, a la que llamó Nueva Esperanza, y la cartografió. Más tarde demostró que el río no era navegable.";
    expect(answerSlotText(note, "¿Qué nombre dio el capitán a la isla?")).toMatch(/^Nueva Esperanza/);
  });

  it("the strong preterite of a compound of «tener», «poner» or «venir» is its verb's («obtuvo» / «obtener»)", () => {
    expect(stemWord("obtuvo")).toBe(stemWord("obtener"));
    expect(stemWord("mantuvieron")).toBe(stemWord("mantener"));
    expect(stemWord("propuso")).toBe(stemWord("proponer"));
    expect(stemWord("intervino")).toBe(stemWord("intervenir"));
    expect(stemWord("estuvo")).not.toBe(stemWord("estener"));
    expect(stemWord("ovino")).toBe("ovin");
  });

  it("asked how a thing was obtained, the part whose statement names the thing wins over a later «obtuvo» of another", () => {
    const note = "En 1807 aisló el sodio, obteniéndolo al pasar corriente eléctrica por sosa fundida. En 1812 obtuvo un premio de la academia.";
    expect(answerSlotText(note, "¿Cómo obtuvo el químico el sodio?")).toMatch(/^corriente eléctrica/);
  });

  it("a known thing («ningún metal conocido») is no abstention; «no es un dato conocido» still is", () => {
    const note = "Antes se creía que las estrellas tenían la misma composición que la Tierra.";
    const q = "¿Qué se creía antes sobre las estrellas?";
    expect(grade(note, q, "Que tenían la misma composición que la Tierra.", "Que no tenían ningún metal conocido.").letter).toBe("X");
    expect(grade(note, q, "Que tenían la misma composición que la Tierra.", "No es un dato conocido.").letter).toBe("N");
  });
});
