import { describe, expect, it } from "vitest";
import { tokenize } from "@/lib/text/analyze";
import { partialList } from "@/lib/verifier/noteStructure";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the fifty-eighth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix, but for the guard
 * that a period's name keeps its style's adjective once names lost their looser word families.
 */
describe("judging causes found on the fifty-eighth realistic bank (checked here on other texts)", () => {
  it("a name is no family of a common word: «Constantino» is not «construir», another name in the reference's place", () => {
    const note = "El acueducto se construyó por orden del emperador Trajano y aún conserva sus arcos.";
    const q = "¿Quién mandó construir el acueducto?";
    expect(gradeOnNote(note, q, "el emperador Trajano", "El emperador Constantino.").letter).toBe("X");
    expect(gradeOnNote(note, q, "el emperador Trajano", "Trajano, el emperador.").letter).toBe("R");
  });
  it("«todos los N» is no overgeneralization where the note says it of every N too, beside a qualified «los N extremos»", () => {
    const note = "Para ordenar la lista se comparan todos los elementos entre sí. Los elementos repetidos se quitan antes.";
    const [q, ref] = ["¿Cómo se ordena la lista?", "comparando todos los elementos entre sí"];
    expect(gradeOnNote(note, q, ref, "Comparando todos los elementos entre sí.").letter).toBe("R");
    expect(gradeOnNote("Para ordenar la lista se comparan los elementos repetidos.", q, "comparando los elementos repetidos", "Comparando todos los elementos.").letter).toBe("X");
  });
  it("a collective says its thing's many («pelaje» / «pelo»); «meteorológico» says the weather («tiempo»)", () => {
    const note = "Al zorro ártico lo abriga su pelaje blanco. Cada mañana la radio da el parte del tiempo.";
    expect(gradeOnNote(note, "¿Qué abriga al zorro ártico?", "su pelaje blanco", "Su pelo blanco.").letter).toBe("R");
    expect(gradeOnNote(note, "¿Qué da la radio cada mañana?", "el parte del tiempo", "El parte meteorológico.").letter).toBe("R");
  });
  it("a period named as a name says the adjective of its style («Renacimiento» / «renacentista»)", () => {
    const note = "La lonja es un edificio renacentista levantado junto al puerto.";
    expect(gradeOnNote(note, "¿Qué es la lonja?", "un edificio renacentista", "Un edificio del Renacimiento.").letter).toBe("R");
  });
  it("«encima de» says «sobre»; «debajo de» says «bajo»", () => {
    expect(gradeOnNote("El gato duerme sobre la alfombra del salón.", "¿Dónde duerme el gato?", "sobre la alfombra", "Encima de la alfombra.").letter).toBe("R");
    expect(gradeOnNote("La llave está bajo la maceta de la entrada.", "¿Dónde está la llave?", "bajo la maceta", "Debajo de la maceta.").letter).toBe("R");
  });
});

describe("answer slots found on the fifty-eighth realistic bank (checked here on other notes)", () => {
  it("a number the question sets picks the sentence the question's verb is read in", () => {
    const note = "El cine abrió como teatro en 1910. Tras el incendio de 1950 se convirtió en almacén. En 1988 pasó a ser una biblioteca.";
    expect(answerSlotText(note, "¿En qué se convirtió el cine en 1988?")).toMatch(/biblioteca/);
  });
  it("«¿Desde / Hasta cuándo…?» takes the time after «desde» / «hasta»", () => {
    const note = "El faro guía a los barcos del puerto. Funciona sin farero, y con luz eléctrica, desde mediados del siglo XX.";
    expect(answerSlotText(note, "¿Desde cuándo funciona el faro sin farero?")).toMatch(/^mediados del siglo XX/);
  });
  it("a who-question passes over the name of the object it says («al rey Juan») for who acts in the relative clause", () => {
    const note = "El tratado fue un acuerdo que los nobles castellanos impusieron al rey Enrique de Trastámara en 1369.";
    expect(answerSlotText(note, "¿Quiénes impusieron el acuerdo al rey?")).toBe("nobles castellanos");
  });
  it("«¿Qué N…?» takes the name the note gives right after N (one of a kind, no quotation)", () => {
    const note = "La ley la promulgó en 1812 el rey Fernando VII tras volver del exilio, con el apoyo de las Cortes.";
    expect(answerSlotText(note, "¿Qué rey promulgó la ley?")).toBe("Fernando VII");
  });
  it("a gapped clause after «y» whose predicate is a name is no item of the slot", () => {
    const note = "El río más largo de la región es el Tajo y el más corto, el Alberche.";
    expect(answerSlotText(note, "¿Cuál es el río más largo de la región?")).toBe("Tajo");
  });
  it("a where-question takes the place after a placing participle inside an apposition", () => {
    const note = "La sinusitis es la inflamación de los senos paranasales, unas cavidades situadas detrás de la nariz y los pómulos.";
    expect(answerSlotText(note, "¿Dónde están los senos paranasales?")).toMatch(/nariz/);
  });
  it("a quotation is said whole: its «y …» is no new phrase", () => {
    const note = "El club nació en 1950. Su nombre es una sigla que significa «amigos y vecinos del barrio norte».";
    expect(answerSlotText(note, "¿Qué significa la palabra AVBN?")).toBe("amigos y vecinos del barrio norte");
  });
  it("a contrast the question denies («pero no al oro») weighs little; an adverb after the question's verb («afecta mucho») keeps it a verb", () => {
    const note = "El hierro es un metal muy usado. A diferencia del oro, el hierro se ve muy afectado por la humedad: se oxida pronto.";
    expect(answerSlotText(note, "¿Qué afecta mucho al hierro pero no al oro?")).toBe("humedad");
  });
  it("a list of bare numbers («de 3, 5 y 10») is one phrase: the copula after it answers «¿Cuál es…?»", () => {
    const note = "Sumar es juntar cantidades en una sola. Por ejemplo, la suma de 3, 5 y 10 es 18.";
    expect(answerSlotText(note, "¿Cuál es la suma de 3, 5 y 10?")).toBe("18");
  });
});

describe("partial answers found on the fifty-eighth realistic bank (checked here on other notes)", () => {
  it("one item of a list of three or more, and nothing else, is a partial answer; the whole list is not", () => {
    const note = "La gripe produce fiebre, tos y cansancio. Se contagia por el aire.";
    const q = "¿Qué produce la gripe?";
    expect(partialList(tokenize(note), tokenize("Tos."), q)).toBe(true);
    expect(partialList(tokenize(note), tokenize("Fiebre, tos y cansancio."), q)).toBe(false);
    expect(partialList(tokenize(note), tokenize("Tos y dolor de cabeza."), q)).toBe(false);
  });
});
