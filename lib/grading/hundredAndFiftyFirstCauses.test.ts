import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { FEATURE_NAMES, pairFeatures } from "@/lib/verifier/features";
import { letterOnNote as grade } from "@/lib/testing/judges";

const contradicts = (note: string, answer: string, question: string) => pairFeatures(note, answer, question)[FEATURE_NAMES.indexOf("contradiccion")];

/**
 * The general causes of the judges' errors found on the hundred-and-fifty-first realistic bank, each checked here on a
 * note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("causes found on the hundred-and-fifty-first realistic bank (checked here on other texts)", () => {
  it("a time that recurs answers a when-question: «cada otoño», «todas las noches»", () => {
    expect(answerSlotText("Los ciervos machos tienen cuernas, que se ramifican en tres ramas y se les caen cada primavera. Viven en manada.", "¿Cuándo se les caen las cuernas a los ciervos?")).toBe("primavera");
    expect(answerSlotText("La lechuza vive en graneros y torres, que usa como refugio y desde donde sale a cazar todas las noches. Come ratones.", "¿Cuándo sale a cazar la lechuza?")).toBe("noches");
  });

  it("asked which of a kind, the list a count of that kind announces before a colon («con dos tintas: negra y roja»)", () => {
    const note = "En 1455 Gutenberg imprimió la primera Biblia, la de cuarenta y dos líneas, compuesta con dos tintas: negra y roja. Se conservan unas cincuenta copias.";
    expect(answerSlotText(note, "¿Qué tintas se usaron para la primera Biblia impresa?")).toBe("negra y roja");
    // (Not how many: the count itself.)
    expect(answerSlotText("El escudo tiene cuatro cuarteles: dos castillos y dos leones.", "¿Cuántos cuarteles tiene el escudo?")).toMatch(/^cuatro cuarteles/);
  });

  it("«uno rojo, otro verde…» distributes a plural: no count of one is added", () => {
    const note = "La lana se tiñe con tres tintes: rojo, azul y negro.";
    expect(grade(note, "¿Qué tintes se usan para la lana?", "Tres tintes: rojo, azul y negro.", "Para la lana se usan tres tintes, uno rojo, uno azul y uno negro.")).toBe("R");
    expect(grade(note, "¿Qué tintes se usan para la lana?", "Tres tintes: rojo, azul y negro.", "Tres tintes, uno rojo, otro azul y otro negro.")).toBe("R");
  });

  it("«no llegan a N» says «menos de N»", () => {
    const note = "El lince ibérico estuvo a punto de desaparecer: en 2002 quedaban menos de cien ejemplares.";
    expect(grade(note, "¿Cuántos linces quedaban en 2002?", "Menos de cien.", "No llegaban a 100 ejemplares.")).toBe("R");
    // (Guard, passes on both: reaching the number is no less than it.)
    expect(grade(note, "¿Cuántos linces quedaban en 2002?", "Menos de cien.", "Llegaban a 100 ejemplares.")).toBe("X");
  });

  it("asked what is denied, the answer that says the denied verb plainly contradicts the note; naming the thing does not", () => {
    const note = "El gazpacho es una sopa fría de tomate, pepino y pimiento. No lleva carne, por lo que lo toman los vegetarianos.";
    const q = "¿Qué ingrediente no lleva el gazpacho?";
    expect(grade(note, q, "Carne.", "Ninguno; sí lleva carne.")).toBe("X");
    expect(grade(note, q, "Carne.", "Lleva carne.")).toBe("X");
    expect(contradicts(note, "Carne.", q)).toBe(0);
    // (Guards, pass on both: said with the note's denial; and a why-question's answer may say what would happen.)
    expect(grade(note, q, "Carne.", "El gazpacho no lleva carne.")).toBe("R");
    expect(contradicts(note, "Sí lleva carne.", q)).toBe(1);
  });

  it("an opposite the clause of its part says itself in other words opposes nothing («iguales…, pero diferentes de…»)", () => {
    const note = "Según Mendel, cada rasgo depende de dos factores iguales entre sí y distintos de los de otros rasgos. Los publicó en 1866.";
    expect(contradicts(note, "De dos factores iguales, pero diferentes de los factores de cualquier otro rasgo.", "¿De qué depende cada rasgo, según Mendel?")).toBe(0);
  });

  it("«sin X» after a phrase of manner denies the reference's X («pasos en silencio, sin música»)", () => {
    const note = "La danza combina saltos, vueltas y pasos al ritmo del tambor.";
    expect(grade(note, "¿Qué combina la danza?", "Saltos, vueltas y pasos al ritmo del tambor.", "Saltos, vueltas y pasos en silencio, sin tambor.")).toBe("X");
  });

  it("items that share a word are told apart by their own words («el programa libre» is no «programa corto»)", () => {
    const note = "El examen tiene dos pruebas: la prueba oral y la prueba escrita, que es más larga.";
    expect(grade(note, "¿Qué pruebas tiene el examen?", "La prueba oral y la prueba escrita.", "La prueba escrita.")).toBe("X");
    // (Guard, passes on both: each item by its own word.)
    expect(grade(note, "¿Qué pruebas tiene el examen?", "La prueba oral y la prueba escrita.", "La oral y la escrita.")).toBe("R");
  });

  it("the opposite of what the note restricts with «solo», denied, is said by that «solo»: no addition, no contradiction", () => {
    const note = "El búho caza ratones y topos. Solo de noche sale del nido para buscarlos.";
    const q = "¿Cuándo sale del nido el búho?";
    expect(grade(note, q, "De noche.", "De noche; de día no sale.")).toBe("R");
    expect(contradicts(note, "De noche; de día no sale.", q)).toBe(0);
    // (Guard, passes on both: the opposite alone is another answer.)
    expect(grade(note, q, "De noche.", "De día.")).toBe("X");
  });

  it("the slot a partial answer covers counts each answer word once: «luz» ~ «electricidad» covers nothing more", () => {
    const note = "La central de la isla funciona con viento. Produce electricidad, calor y luz.";
    expect(pairFeatures(note, "Electricidad y calor.", "¿Qué produce la central de la isla?")[FEATURE_NAMES.indexOf("cubre_hueco")]).toBeCloseTo(2 / 3, 5);
    // (Guard, passes on both: the whole list.)
    expect(pairFeatures(note, "Electricidad, calor y luz.", "¿Qué produce la central de la isla?")[FEATURE_NAMES.indexOf("cubre_hueco")]).toBe(1);
  });

  it("a thing the question names, restated by «la de…» right after, is answered by what that «de» says", () => {
    const note = "En 1903 los hermanos Wright hicieron el primer vuelo a motor, el de un avión de madera, en Carolina del Norte. Duró doce segundos.";
    expect(answerSlotText(note, "¿Qué se usó en el primer vuelo a motor?")).toBe("avión de madera");
  });
});
