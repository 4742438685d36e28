import { describe, expect, it } from "vitest";
import { tokenize } from "@/lib/text/analyze";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the forty-seventh realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the forty-seventh realistic bank (checked here on other texts)", () => {
  it("a fronted condition after a circumstance ends its negation at its comma", () => {
    const tokens = tokenize("En invierno, si no reciben luz, las hojas amarillean.");
    expect(tokens.find((t) => t.fold === "luz")!.negated).toBe(true);
    expect(tokens.find((t) => t.fold === "amarillean")!.negated).toBe(false);
  });
  it("a formula's symbols the note writes too are no addition", () => {
    const note = "La ley de Ohm se escribe V = I · R, donde V es la tensión.";
    expect(gradeOnNote(note, "¿Cómo se escribe la ley de Ohm?", "V = I · R", "V = I · R.").letter).toBe("R");
  });
  it("«caen» says the note's «caída»", () => {
    const note = "Las hojas amarillean por la caída de la clorofila en otoño.";
    expect(gradeOnNote(note, "¿Por qué amarillean las hojas en otoño?", "por la caída de la clorofila", "Porque cae la clorofila.").letter).toBe("R");
  });
});
