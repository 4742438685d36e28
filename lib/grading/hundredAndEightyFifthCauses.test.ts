import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote as grade } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-eighty-fifth realistic bank, each checked here on
 * a note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */

describe("causes found on the hundred-and-eighty-fifth realistic bank (checked here on other texts)", () => {
  it("a remnant that says its value in its own part («y el femenino 350 gramos») answers what the question sets against the part before", () => {
    const note = "El balonmano se juega en pista cubierta. El balón masculino pesa 450 gramos y el femenino 350 gramos. Cada equipo tiene siete jugadores.";
    expect(answerSlotText(note, "¿Cuánto pesa el balón femenino?")).toBe("350 gramos");
    expect(answerSlotText(note, "¿Cuánto pesa el balón masculino?")).toMatch(/^450 gramos/);
  });

  it("a class member's slot stops before a coordinated thing of another kind («de madera | y un sonido dulce»)", () => {
    const note = "La flauta de pico es un instrumento escolar. Tiene un cuerpo de madera y un sonido muy dulce y suave.";
    expect(answerSlotText(note, "¿De qué material es el cuerpo de la flauta de pico?")).toBe("madera");
  });

  it("a «fruto seco» is a nut: «trozos de melón» do not answer «¿Qué fruto seco…?»", () => {
    const note = "El turrón blando se sirve en Navidad, acompañado de uvas o de trozos de melón. Se hace moliendo avellanas tostadas con miel.";
    expect(answerSlotText(note, "¿Qué fruto seco lleva el turrón blando?")).toMatch(/^avellanas tostadas/);
  });

  it("«o si no» is «otherwise»: «Con pan, o si no con galletas» denies nothing", () => {
    const note = "La crema se sirve fría, acompañada de pan tostado o de galletas.";
    const q = "¿Con qué se acompaña la crema?";
    expect(grade(note, q, "Con pan tostado o galletas.", "Con pan tostado, o si no con galletas.").letter).toBe("R");
  });

  it("the time unit of «todos los años» says how often, no fact of its own, where the reference says how often too", () => {
    const note = "En el pueblo se celebra cada octubre una feria de ganado.";
    expect(grade(note, "¿Cuándo se celebra la feria de ganado?", "Cada octubre.", "Todos los años en octubre.").letter).toBe("R");
    // (Where the reference says no frequency, one the answer adds is a fact of its own.)
    expect(grade(note, "¿Qué se celebra en el pueblo?", "Una feria de ganado.", "Una feria de ganado, todos los años en octubre y en mayo.").letter).toBe("X");
  });

  it("an animal's wings, legs and fins are members of the body's regions: «alas» is no «patas»", () => {
    const note = "Al avión común le cuesta andar porque sus patas son muy cortas.";
    expect(grade(note, "¿Por qué le cuesta andar al avión común?", "Porque sus patas son muy cortas.", "Porque sus alas son muy cortas.").letter).toBe("X");
  });

  it("asked who received a thing, whom it «fue para» in the part that names it — with the name set off after", () => {
    const note = "La medalla de 1950 por aquel mapa fue para su jefe, Pedro Ruiz, y no para ella. En 1960 recibió un premio menor y lo donó a su escuela.";
    expect(answerSlotText(note, "¿Quién recibió la medalla por el mapa?")).toMatch(/Pedro Ruiz/);
  });
});
