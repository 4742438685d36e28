import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { featureOf } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-ninetieth realistic bank, each checked here on a
 * note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */

const MARTA = "Marta Ruiz fue una química nacida en Oviedo en 1901. Estudió farmacia en la Universidad de Salamanca, donde conoció a su marido, Juan Gil. En 1950 recibió un premio, compartido con su marido y con el físico Pablo Sanz; fue la primera mujer que lo ganó. Durante años cobró solo la mitad del sueldo de su marido.";

describe("causes found on the hundred-and-ninetieth realistic bank (checked here on other texts)", () => {
  it("«fue la primera mujer que…» is a rank, not the first of a pair just named («con su marido y con el físico…»)", () => {
    expect(answerSlotText(MARTA, "¿Dónde conoció Marta Ruiz a su marido?")).toContain("Salamanca");
  });

  it("a partitive's count is its first number: «ganó dos de esas cinco medallas»", () => {
    const note = "El balonmano playa fue deporte de exhibición entre 1992 y 2008, y Cuba ganó dos de esas cinco medallas de oro.";
    expect(answerSlotText(note, "¿Cuántas medallas de oro ganó Cuba?")).toMatch(/^dos/);
    // (After the question's own verb only: «¿Cuántos hijos tuvo…?» asks the whole.)
    const mother = "Ana Gómez fue una maestra de Burgos. Perdió a dos de sus seis hijos durante la guerra.";
    expect(answerSlotText(mother, "¿Cuántos hijos perdió Ana Gómez?")).toMatch(/^dos/);
    expect(answerSlotText(mother, "¿Cuántos hijos tuvo Ana Gómez?")).toMatch(/^seis/);
  });

  it("asked which day, a part that gives a date outweighs one that says «mediodía»", () => {
    const note = "La Gigantona es el personaje central de las fiestas de Olot, y sale cada 8 de septiembre. A mediodía sale de la iglesia un gigante vestido de rojo.";
    expect(answerSlotText(note, "¿Qué día sale la Gigantona?")).toBe("8 de septiembre");
  });

  it("a slot that qualifies the question's noun ends before «y en un…»: no list half said", () => {
    const note = "El bádminton es un deporte parecido al tenis que se juega con una pelota más ligera y en una pista más pequeña.";
    const ask = "¿En qué se diferencia la pelota del bádminton de la del tenis?";
    expect(answerSlotText(note, ask)).toBe("más ligera");
    expect(featureOf(note, "Es más ligera.", ask, "lista_parcial")).toBe(0);
  });
});
