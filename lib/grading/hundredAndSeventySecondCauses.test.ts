import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { featureOf as f, gradeOnNote as grade } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-seventy-second realistic bank, each checked here on
 * a note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */

describe("causes found on the hundred-and-seventy-second realistic bank (checked here on other texts)", () => {
  it("asked for a trade («¿En qué trabajó…?»), the phrase after the question's verb and «como», not a place after it", () => {
    const note = "El pintor nació en un pueblo de montaña. Quedó huérfano de niño y trabajó como aprendiz de carpintero antes de ir a la escuela en la capital.";
    expect(answerSlotText(note, "¿En qué trabajó el pintor de niño antes de ir a la escuela?")).toBe("aprendiz de carpintero");
  });

  it("asked why a thing is called so, the clause before «de ahí su nombre», wherever the note says it", () => {
    const note = "La Fiesta del Higo se celebra cada agosto en el pueblo. En sus comienzos se repartían higos secos a los vecinos, de ahí su nombre. Hoy hay conciertos en la plaza.";
    expect(answerSlotText(note, "¿Por qué la fiesta se llama del Higo?")).toBe("En sus comienzos se repartían higos secos a los vecinos");
  });

  it("a word made from a root in r- by a- («arrodillado») is that root said otherwise («de rodillas»)", () => {
    const note = "En la ermita, los fieles rezan de rodillas frente al altar.";
    const q = "¿Cómo rezan los fieles frente al altar?";
    expect(grade(note, q, "De rodillas.", "Arrodillados.").letter).toBe("R");
    expect(grade(note, q, "De rodillas.", "Sentados.").letter).toBe("X");
  });

  it("a note word said right after the reference's word before a missing one is a swap, «de la» as «del»", () => {
    const note = "El sismógrafo registra la intensidad del movimiento del suelo durante un terremoto. Su aguja traza una línea sobre un papel.";
    const q = "¿Qué registra el sismógrafo?";
    expect(grade(note, q, "La intensidad del movimiento del suelo.", "La intensidad de la línea del suelo.").letter).toBe("X");
    expect(grade(note, q, "La intensidad del movimiento del suelo.", "La intensidad del movimiento del suelo en un terremoto.").letter).toBe("R");
  });

  it("a nationality in -és is one member in both genders: «inglesa» for «francesa» is a swap", () => {
    const note = "El pintor luchó contra la ocupación francesa y contra el ejército del rey.";
    const q = "¿Contra qué luchó el pintor?";
    expect(grade(note, q, "Contra la ocupación francesa y el ejército del rey.", "Contra la ocupación inglesa y el ejército del rey.").letter).toBe("X");
    // (The same nationality in its other form is no swap: "de los franceses".)
    expect(grade(note, q, "Contra la ocupación francesa y el ejército del rey.", "Contra la ocupación de los franceses y el ejército del rey.").letter).toBe("R");
  });

  it("a name of the slot swapped for another of the note is not undone by a window that holds the other name too", () => {
    const note = "El químico trabajó en el Instituto de Física de Berlín y nació en Breslau en 1868. Ganó un premio en 1918.";
    const q = "¿Dónde trabajó el químico?";
    expect(f(note, "En el Instituto de Física de Breslau.", q, "calificador_con_ventana")).toBe(0);
    expect(f(note, "En el Instituto de Física de Berlín.", q, "calificador_con_ventana")).toBe(1);
  });
});
