import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the eighty-second realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the eighty-second realistic bank (checked here on other texts)", () => {
  it("a noun in -ción is of its verb's family («vibración» / «vibrar»); «kilos de más» says «sobrepeso»", () => {
    const note = "El zumbido se produce cuando el viento hace vibrar las hojas finas del tejado.";
    expect(gradeOnNote(note, "¿Qué produce el zumbido?", "el viento, que hace vibrar las hojas finas del tejado", "La vibración de las hojas finas del tejado cuando sopla el viento.").letter).toBe("R");
    const knee = "La artrosis de rodilla es más frecuente en mujeres y en personas con sobrepeso.";
    expect(gradeOnNote(knee, "¿En quién es más frecuente la artrosis de rodilla?", "en mujeres y en personas con sobrepeso", "En mujeres y en quienes tienen kilos de más.").letter).toBe("R");
  });
  it("a consequence set off after the whole reference («…, así…») adds a statement", () => {
    const note = "La regadera de pico largo sirve para regar sin mojar las hojas.";
    expect(gradeOnNote(note, "¿Para qué sirve la regadera de pico largo?", "para regar sin mojar las hojas", "Para regar sin mojar las hojas, así varias macetas se pueden regar a la vez.").letter).toBe("X");
  });
  it("what the note restates after «es decir» says the reference in other words", () => {
    const note = "La superficie del cuadrado se halla elevando el lado al cuadrado, es decir, multiplicándolo por sí mismo.";
    const [q, ref] = ["¿Cómo se halla la superficie del cuadrado?", "elevando el lado al cuadrado"];
    expect(gradeOnNote(note, q, ref, "Multiplicando el lado por sí mismo.").letter).toBe("R");
    // (guard, passes on both)
    expect(gradeOnNote(note, q, ref, "Multiplicando el lado por cuatro.").letter).toBe("X");
  });
  it("the slot: «¿Cuál es la N de X?» past a relative clause after «Su N es Name»", () => {
    expect(answerSlotText("La isla tiene un faro antiguo. Su capital es Puertomar, que tiene uno de los mercados de pescado más grandes del país.", "¿Cuál es la capital de la isla?")).toBe("Puertomar");
  });
  it("the slot: «¿Cuándo…?» is the year after «en» in the part, or set off after it", () => {
    expect(answerSlotText("El museo es un edificio barroco que se empezó a construir en 1712, sobre un antiguo convento.", "¿Cuándo se empezó a construir el museo?")).toBe("1712");
    expect(answerSlotText("El palacio tiene cien salas. Es el único palacio de la región declarado por sí solo Monumento Nacional, en 1931.", "¿Cuándo fue declarado Monumento Nacional el palacio?")).toBe("1931");
  });
  it("the slot: of several parts that count the noun, the one that says the question's other words", () => {
    expect(answerSlotText("Un octaedro tiene ocho caras triangulares. Sus doce aristas son iguales, y en cada vértice se juntan cuatro caras.", "¿Cuántas caras se juntan en cada vértice del octaedro?")).toBe("cuatro caras");
  });
  it("the slot: «¿En qué se diferencia A de B?» by the statement that compares, not the one that names both", () => {
    expect(answerSlotText("La lima es un cítrico verde, más pequeña y más ácida que el limón. La limeta es un cruce de lima y limón dulce.", "¿En qué se diferencia la lima del limón?")).toBe("más pequeña y más ácida");
  });
  it("the slot: nouns joined by «por» are one item of a list («y ataques por sorpresa»)", () => {
    expect(answerSlotText("Aníbal cruzó los Alpes con elefantes. Venció a los romanos con emboscadas y ataques por sorpresa.", "¿Cómo venció Aníbal a los romanos?")).toBe("emboscadas y ataques por sorpresa");
  });
  it("the slot: past a condition with «si», what it leads to; past «mientras», what happens to the thing asked", () => {
    expect(answerSlotText("La tos puede ser seca o con flemas. Si se acompaña de fiebre alta, puede ser una neumonía, que conviene consultar con el médico.", "¿Qué puede indicar una tos con fiebre alta?")).toBe("neumonía");
    expect(answerSlotText("El oso pardo pasa el invierno hibernando, unos cinco meses, y en ese tiempo su temperatura baja varios grados.", "¿Qué le pasa a la temperatura del oso mientras hiberna?")).toBe("tiempo su temperatura baja varios grados");
  });
});
