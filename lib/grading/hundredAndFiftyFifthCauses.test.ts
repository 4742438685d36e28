import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { letterOnNote as grade } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-fifty-fifth realistic bank, each checked here on a
 * note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("causes found on the hundred-and-fifty-fifth realistic bank (checked here on other texts)", () => {
  it("an apposition set off between commas restates the part before it: that part answers", () => {
    const note = "El piloto salió al amanecer. Con un sextante, un aparato de espejos graduado, midió la altura del sol sobre el horizonte.";
    expect(answerSlotText(note, "¿Con qué instrumento midió el piloto la altura del sol sobre el horizonte?")).toBe("sextante");
  });

  it("asked for a country, a demonym answers even where the sentence names a place after «de» too", () => {
    const note = "Amalia Vidal fue una pintora chilena, hija de un cónsul de Lima, que expuso en París. Pintaba sobre todo paisajes de montaña.";
    expect(answerSlotText(note, "¿De qué país era Amalia Vidal?")).toBe("chilena");
  });

  it("a name that completes the noun before «de» is no circumstance of place to step past", () => {
    const note = "En 1842 firmó el Tratado de Nanking, por el que cedía la isla de Hong Kong. Murió dos años después.";
    expect(answerSlotText(note, "¿Qué tratado firmó en 1842?")).toBe("Nanking");
  });

  it("the subject of a copula in a clause coordinated after another, with its apposition", () => {
    const note = "En el coro, la soprano canta la melodía principal, y la contralto, la voz más grave, es la única que canta sola el final. Ensayan los jueves.";
    expect(answerSlotText(note, "¿Quién es la única que canta sola el final?")).toBe("contralto la voz más grave");
  });

  it("«la mitad de» a month is its middle, no half an amount: «hacia la mitad de marzo» is «a mediados de marzo»", () => {
    const note = "La feria del pueblo se celebra a mediados de marzo, cuando empieza la siembra.";
    expect(grade(note, "¿Cuándo se celebra la feria del pueblo?", "A mediados de marzo.", "Hacia la mitad de marzo.")).toBe("R");
    expect(grade(note, "¿Cuándo se celebra la feria del pueblo?", "A mediados de marzo.", "La mitad de marzo.")).toBe("R");
    // (A guard: another month is still another time.)
    expect(grade(note, "¿Cuándo se celebra la feria del pueblo?", "A mediados de marzo.", "Hacia la mitad de mayo.")).toBe("X");
  });

  it("a verb form whose e turned i takes its infinitive's synonyms: «se derrite» says «se funde»", () => {
    const note = "En primavera la nieve de la cumbre se funde con el sol y baja por el arroyo.";
    expect(grade(note, "¿Qué le pasa a la nieve de la cumbre en primavera?", "Se funde con el sol.", "Con el sol se derrite.")).toBe("R");
  });

  it("asked who does a thing a relative clause says of the question's noun, the subject right after the relative's verb", () => {
    const note = "Las colmenas tienen miles de obreras que gobierna una reina, y los zánganos solo viven unos meses. Las abejas hacen miel.";
    expect(answerSlotText(note, "¿Quién gobierna las colmenas?")).toBe("reina");
  });

  it("asked how many, two numbers set as alternatives are read together: «de tres | o cinco tripulantes»", () => {
    const note = "La regata es una carrera de barcos de vela en la que equipos de tres o cinco tripulantes salen del puerto al amanecer. Gana el primero en volver.";
    expect(answerSlotText(note, "¿Cuántos tripulantes forman un equipo de la regata?")).toMatch(/^tres o cinco tripulantes/);
  });
});
