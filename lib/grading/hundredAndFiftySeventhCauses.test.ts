import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";

/**
 * The general causes of the judges' errors found on the hundred-and-fifty-seventh realistic bank, each checked here on
 * a note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("causes found on the hundred-and-fifty-seventh realistic bank (checked here on other texts)", () => {
  it("a time the question sets by an event named («antes del acto central») weighs as a point of reference", () => {
    const note = "La feria del puerto dura tres días. Su misa mayor se celebra en la catedral de Santa Ana, junto al muelle. Antes desfilan por el paseo las bandas de música de cada parroquia.";
    expect(answerSlotText(note, "¿Qué desfila por el paseo antes de la misa mayor de la feria?")).toMatch(/^bandas de música de cada parroquia/);
  });

  it("«¿Qué vio moverse…?»: a word an infinitive follows is the question's verb, no kind asked for", () => {
    const note = "Galileo fue un astrónomo italiano. En 1610, durante una noche en Padua, vio que cuatro lunas giraban alrededor de Júpiter. Así supo que no todo gira alrededor de la Tierra.";
    expect(answerSlotText(note, "¿Qué vio girar Galileo durante una noche de 1610?")).toMatch(/^cuatro lunas giraban/);
  });
});
