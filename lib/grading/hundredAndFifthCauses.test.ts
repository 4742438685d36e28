import { describe, expect, it } from "vitest";
import { tokenize } from "@/lib/text/analyze";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the hundred-and-fifth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix, but those marked
 * as guards.
 */
describe("judging causes found on the hundred-and-fifth realistic bank (checked here on other texts)", () => {
  it("«A» or «O» before a name is the article of a Galician place's name, no letter", () => {
    // (Guard, passes on both: a demonym of another place is no answer.)
    const note = "Rosa Lobato fue una pintora ourensana del siglo XX. Pintó sobre todo paisajes del río Sil.";
    expect(gradeOnNote(note, "¿De dónde era Rosa Lobato?", "de O Barco", "Era de Ourense.").letter).toBe("X");
    const note2 = "Rosa Lobato fue una pintora de O Barco, en Ourense. Pintó sobre todo paisajes del río Sil.";
    expect(gradeOnNote(note2, "¿De dónde era Rosa Lobato?", "de O Barco", "Era de Barco.").letter).toBe("R");
    expect(tokenize("Nació en A Guarda.").find((t) => t.raw === "A")!.content).toBe(false);
    // (Guard, passes on both: a letter after a noun is a letter.)
    expect(tokenize("Tiene vitamina A y mucha fibra.").find((t) => t.raw === "A")!.content).toBe(true);
  });
});
