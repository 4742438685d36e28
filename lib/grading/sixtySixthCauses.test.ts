import { describe, expect, it } from "vitest";
import { indexSource, tokenize } from "@/lib/text/analyze";
import { polarityContradicts } from "@/lib/verifier/noteStructure";
import { answerSlotText } from "@/lib/verifier/slot";

/**
 * The general causes of detector errors found on the sixty-sixth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("answer slots and yes/no answers found on the sixty-sixth realistic bank (checked here on other notes)", () => {
  it("«No» agrees with a note that denies the question's very word, though a word of its family stands plain", () => {
    const note = "El murciélago no es un pájaro, aunque vuela como los pájaros.";
    const q = "¿Es el murciélago un pájaro?";
    expect(polarityContradicts(indexSource(note), tokenize("No."), q, tokenize(note))).toBe(false);
    expect(polarityContradicts(indexSource(note), tokenize("Sí."), q, tokenize(note))).toBe(true);
  });
  it("«¿Prep qué V…?»: what follows the question's predicate and its preposition in the note, the sentence with its number", () => {
    expect(answerSlotText("La quinoa es una planta cuyas semillas se usan en la cocina andina. Sus semillas tienen mucha proteína y son ricas en hierro, zinc y magnesio.", "¿En qué son ricas las semillas de quinoa?")).toBe("hierro zinc y magnesio");
    expect(answerSlotText("El general reunió un gran ejército y luchó contra los persas junto al río.", "¿Contra quién luchó el general?")).toMatch(/^persas/);
    const note = "El palacio se convirtió en cuartel en 1808. En 1931 pasó a ser un museo.";
    expect(answerSlotText(note, "¿En qué se convirtió el palacio en 1931?")).not.toBe("cuartel");
  });
  it("«¿Qué hace ADJ a X?» takes the subject of the note's «lo / la hacen ADJ», its whole list", () => {
    const note = "El sendero no exige experiencia, pero la niebla, la lluvia y el barro lo hacen peligroso.";
    expect(answerSlotText(note, "¿Qué hace peligroso el sendero?")).toBe("la niebla la lluvia y el barro");
  });
});
