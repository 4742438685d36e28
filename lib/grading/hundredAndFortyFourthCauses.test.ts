import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { autoGrade } from "./autoGrader";

/**
 * The general causes of the judges' errors found on the hundred-and-forty-fourth realistic bank, each checked here on a
 * note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("causes found on the hundred-and-forty-fourth realistic bank (checked here on other texts)", () => {
  it("after a name, a share of a group coordinated is another predicate of the copula, no list item", () => {
    const note = "Leonor fue la hermana de Felipe II y una de las damas más cultas de la corte.";
    expect(answerSlotText(note, "¿De quién era hermana Leonor?")).toBe("Felipe II");
    // (Guard, passes on both: names coordinated are still one list.)
    expect(answerSlotText("Leonor fue la hermana de Felipe II y de Juan de Austria.", "¿De quién era hermana Leonor?")).toBe("Felipe II y de Juan de Austria");
  });

  it("an amount guessed after the denial («…, pero ronda el kilo») answers all the same: no abstention", () => {
    const notes = new Map([[1, "El balón de rugby es ovalado: los jugadores se lo pasan con las manos y los delanteros pesan más de cien kilos."]]);
    const grade = (answer: string) => autoGrade({ answer, citedNoteId: null, question: "¿Cuánto pesa un balón de rugby?", referencia: "no aparece en sus notas", answerable: false, goldNote: null, notes });
    expect(grade("Tus notas no lo dicen, pero ronda el kilo.").letter).toBe("X");
    // (Guard, passes on both: the denial alone abstains.)
    expect(grade("Tus notas no dicen cuánto pesa.").letter).toBe("N");
  });
});
