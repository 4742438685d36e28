import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote as grade } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-fortieth realistic bank, each checked here on a
 * note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("causes found on the hundred-and-fortieth realistic bank (checked here on other texts)", () => {
  it("asked «¿De qué país…?» with the subject alone, the note's demonym answers («un físico danés»)", () => {
    const note = "Niels Bohr fue un físico danés que estudió la estructura del átomo. Más tarde dirigió un instituto en Copenhague, donde trabajaron los mejores físicos de Europa con Bohr.";
    expect(answerSlotText(note, "¿De qué país era Niels Bohr?")).toBe("danés");
  });

  it("asked by the place's kind, the place named after «de» answers where no demonym does («de Liguria, en Italia»)", () => {
    const note = "El pesto es una salsa tradicional de Liguria, en Italia, hecha con albahaca. Se sirve con pasta fresca.";
    expect(answerSlotText(note, "¿De qué región de Italia es el pesto?")).toBe("Liguria");
  });

  it("«un día» before its adjective is one day, no span of 24 hours («un día internacional»)", () => {
    const note = "El 8 de marzo se celebra el Día Internacional de la Mujer.";
    expect(grade(note, "¿Qué se celebra el 8 de marzo?", "el Día Internacional de la Mujer", "Un día internacional dedicado a las mujeres.").letter).toBe("R");
  });

  it("a capitalised word before the reference's surname is another given name, whatever the thesaurus says of its stem", () => {
    const note = "La rebelión la dirigió Julián Apaza en 1780.";
    expect(grade(note, "¿Quién dirigió la rebelión?", "Julián Apaza", "Tomás Apaza.").letter).toBe("X");
  });

  it("the trades of science and the roots are closed classes: «el físico» is no «químico», «maíz» no «yuca»", () => {
    expect(grade("El descubrimiento lo hizo el químico Jöns Berzelius en 1817.", "¿Quién hizo el descubrimiento?", "el químico Jöns Berzelius", "El físico Jöns Berzelius.").letter).toBe("X");
    expect(grade("El casabe es un pan plano hecho con harina de yuca tostada.", "¿Con qué se hace el casabe?", "con harina de yuca tostada", "Con harina de maíz tostada.").letter).toBe("X");
  });

  it("a refusal the note states in a verb of its own is said by denying the wanting («no quiso…» for «rechazó…»)", () => {
    const note = "En 1964 Sartre rechazó el Premio Nobel de Literatura porque no quería ser una institución.";
    expect(grade(note, "¿Qué premio rechazó Sartre?", "el Premio Nobel de Literatura", "No quiso aceptar el Premio Nobel de Literatura.").letter).toBe("R");
    // (Guard, passes on both: where the note says he accepted it, not wanting it denies the note.)
    expect(grade("En 1964 Sartre aceptó el Premio Nobel de Literatura.", "¿Qué premio aceptó Sartre?", "el Premio Nobel de Literatura", "No quiso el Premio Nobel de Literatura.").letter).toBe("X");
  });
});
