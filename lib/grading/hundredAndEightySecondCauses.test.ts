import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote as grade } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-eighty-second realistic bank, each checked here on
 * a note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */

describe("causes found on the hundred-and-eighty-second realistic bank (checked here on other texts)", () => {
  it("«no … hasta» a time says when it did happen («no se publicó hasta 1605» = «se publicó en 1605»)", () => {
    const note = "El manuscrito estuvo perdido durante siglos, y no se publicó hasta 1605.";
    const q = "¿En qué año se publicó el manuscrito?";
    expect(grade(note, q, "En 1605.", "El manuscrito se publicó en 1605.").letter).toBe("R");
    expect(grade(note, q, "En 1605.", "No llegó a publicarse hasta 1605.").letter).toBe("R");
    expect(grade(note, q, "En 1605.", "Se publicó en 1650.").letter).toBe("X");
    // (A reach denied is still denied: "no llega hasta el suelo".)
    expect(grade("La cola del vestido no llega hasta el suelo.", "¿Hasta dónde llega la cola del vestido?", "No llega hasta el suelo.", "Llega hasta el suelo.").letter).toBe("X");
  });

  it("a multiplier in the question («el triple salto») counts nothing: the note's «tres» can answer how many", () => {
    const note = "En el triple salto el atleta da tres saltos seguidos. El récord lo tiene un británico que saltó 18 metros.";
    expect(answerSlotText(note, "¿Cuántos saltos seguidos da el atleta en el triple salto?")).toMatch(/^tres saltos/);
  });

  it("a slot that ends on the thing asked about before a colon is answered by what the colon says", () => {
    const note = "La libélula es un insecto cazador. Es conocida por planear: mantiene las alas extendidas y se deja llevar por el aire.";
    expect(answerSlotText(note, "¿Qué hace la libélula cuando planea?")).toMatch(/^mantiene las alas extendidas/);
  });

  it("«el sucesor de X» says «sucedió a X»; «al frente de» says «dirigir»", () => {
    const note = "En 1901 el químico sucedió a Berthelot como director del laboratorio, que dirigió durante veinte años.";
    expect(grade(note, "¿A quién sucedió el químico como director del laboratorio?", "A Berthelot.", "Fue el sucesor de Berthelot.").letter).toBe("R");
    expect(grade(note, "¿A quién sucedió el químico como director del laboratorio?", "A Berthelot.", "Fue el sucesor de Pasteur.").letter).toBe("X");
    expect(grade(note, "¿Cuántos años dirigió el químico el laboratorio?", "Veinte años.", "Estuvo al frente de él veinte años.").letter).toBe("R");
  });

  it("asked how someone died, a verb of killing says it («el toro lo mató»)", () => {
    const note = "Manolete fue un torero cordobés nacido en 1917. En 1947, en la plaza de Linares, el toro Islero lo mató de una cornada.";
    expect(answerSlotText(note, "¿Cómo murió Manolete?")).toMatch(/Islero lo mató/);
  });

  it("asked what can be done with a thing, «deja» before an infinitive says it («deja ver sin ser visto»)", () => {
    const note = "La celosía es una reja de listones cruzados que cubre la ventana y deja mirar afuera sin ser visto.";
    expect(answerSlotText(note, "¿Qué se puede hacer con la celosía puesta?")).toMatch(/^mirar afuera/);
  });
});
