import { describe, expect, it } from "vitest";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the seventy-fifth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the seventy-fifth realistic bank (checked here on other texts)", () => {
  it("a thesaurus link between two members of one closed class («virus» / «bacterias») says nothing of the same thing", () => {
    const note = "La neumonía es una infección del pulmón, casi siempre por bacterias.";
    const [q, ref] = ["¿Qué causa la neumonía?", "una infección del pulmón, casi siempre por bacterias"];
    expect(gradeOnNote(note, q, ref, "Una infección del pulmón, casi siempre por virus.").letter).toBe("X");
  });
  it("«indoloro» is the opposite of «doloroso»", () => {
    const note = "La picadura de la avispa deja un bulto rojo y doloroso en la piel.";
    expect(gradeOnNote(note, "¿Qué deja la picadura de la avispa?", "un bulto rojo y doloroso en la piel", "Un bulto rojo e indoloro en la piel.").letter).toBe("X");
  });
  it("a given name before a surname's particle and the name the note says bare is the same person («Ludwig van Beethoven»)", () => {
    const note = "El primer compositor que indicó en sus partituras la velocidad del metrónomo fue Beethoven.";
    expect(gradeOnNote(note, "¿Qué compositor indicó primero la velocidad del metrónomo?", "Beethoven", "Ludwig van Beethoven.").letter).toBe("R");
  });
});
