import { describe, expect, it } from "vitest";
import { tokenize } from "@/lib/text/analyze";
import { FEATURE_NAMES, pairFeatures } from "@/lib/verifier/features";
import { isAbstention } from "./autoGrader";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of grading errors found on the thirty-eighth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("grading causes found on the thirty-eighth realistic bank (checked here on other texts)", () => {
  it("a capital letter inside a sentence is a letter even where it is also a word («forma de Y»); «una letra Y» says «Y»", () => {
    expect(tokenize("El tubo tiene forma de Y invertida.").find((t) => t.raw === "Y")!.content).toBe(true);
    expect(tokenize("Pan y agua.").find((t) => t.raw === "y")!.content).toBe(false);
    const note = "El cruce de caminos del pueblo tiene forma de Y, con la fuente en el centro.";
    const q = "¿Qué forma tiene el cruce de caminos?";
    expect(gradeOnNote(note, q, "forma de Y", "Parece una letra Y.").letter).toBe("R");
    expect(gradeOnNote(note, q, "forma de Y", "Forma de T.").letter).toBe("X");
  });
  it("«morir» and its forms are the verb of «muerte»", () => {
    const note = "El pintor trabajó en el retablo hasta su muerte en 1630.";
    expect(gradeOnNote(note, "¿Hasta cuándo trabajó el pintor en el retablo?", "hasta su muerte en 1630", "Hasta que murió, en 1630.").letter).toBe("R");
  });
  it("«there's nothing about it in your notes» and «your notes have nothing on it» abstain", () => {
    expect(isAbstention("There's nothing about its height in your notes.")).toBe(true);
    expect(isAbstention("Your notes have nothing on that.")).toBe(true);
    expect(isAbstention("There's a tower in the square.")).toBe(false);
  });
  it("a count and the number after «de» turned round is another fact («tres filas de dos» for «dos filas de tres»)", () => {
    const note = "Las butacas del palco están en dos filas de tres, frente al escenario.";
    const q = "¿Cuántas butacas tiene el palco?";
    expect(gradeOnNote(note, q, "seis, en dos filas de tres", "Seis, en tres filas de dos.").letter).toBe("X");
    expect(gradeOnNote(note, q, "seis, en dos filas de tres", "Seis, en dos filas de tres.").letter).toBe("R");
  });
  it("the detector reads a list as left half said only in the sentence the answer restates", () => {
    const note = "Las tablillas guardaban cuentas o poemas. Más tarde los escribas pasaban los poemas a rollos de papiro.";
    const at = FEATURE_NAMES.indexOf("lista_parcial");
    expect(pairFeatures(note, "Los escribas pasaban los poemas a rollos.", "¿Qué pasaban los escribas a rollos de papiro?")[at]).toBe(0);
    expect(pairFeatures(note, "Guardaban poemas.", "¿Qué guardaban las tablillas?")[at]).toBe(1);
  });
});
