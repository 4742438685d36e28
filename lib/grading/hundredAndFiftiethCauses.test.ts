import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { letterOnNote as grade } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-fiftieth realistic bank, each checked here on a note
 * and question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("causes found on the hundred-and-fiftieth realistic bank (checked here on other texts)", () => {
  it("an apposition that says the slot's noun again, glossed, is no further item («de queso blanco, un queso suave…»)", () => {
    expect(answerSlotText("La arepa es un pan de maíz. Se sirve abierta y rellena de queso blanco, un queso suave y salado.", "¿De qué se rellena la arepa?")).toBe("queso blanco");
    expect(answerSlotText("El empanado se hace con pan rallado y rebozado de harina de trigo, una harina fina y blanca.", "¿De qué se reboza el empanado?")).toBe("harina de trigo");
  });

  it("of parts that score alike, not one that says the question's verb only as the time of another predicate («antes de morir…»)", () => {
    const note = "Lautaro fue un jefe mapuche que luchó contra los españoles. Fue traicionado, sorprendido y condenado a morir en la horca en 1557. Según la tradición, antes de morir gritó el nombre de su pueblo.";
    expect(answerSlotText(note, "¿Cómo murió Lautaro?")).toBe("condenado a morir en la horca");
  });

  it("«a principios de» and «a finales de» are other times than «a mediados de»", () => {
    const note = "La feria del libro se celebra a mediados de mayo en el parque.";
    expect(grade(note, "¿Cuándo se celebra la feria del libro?", "A mediados de mayo.", "A principios de mayo.")).toBe("X");
    expect(grade(note, "¿Cuándo se celebra la feria del libro?", "A mediados de mayo.", "A finales de mayo.")).toBe("X");
    // (Guard, passes on both: the same time.)
    expect(grade(note, "¿Cuándo se celebra la feria del libro?", "A mediados de mayo.", "A mediados de mayo, en el parque.")).toBe("R");
  });

  it("«seco» and «duro» are opposites of «tierno»", () => {
    const note = "La torta de choclo se hace con granos de maíz tierno molidos, un poco de manteca y sal.";
    expect(grade(note, "¿Con qué se hace la torta de choclo?", "Con granos de maíz tierno molidos, un poco de manteca y sal.", "Con granos de maíz seco molidos, un poco de manteca y sal.")).toBe("X");
  });
});
