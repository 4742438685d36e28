import { describe, expect, it } from "vitest";
import { tokenize } from "@/lib/text/analyze";
import { answerSlotText } from "@/lib/verifier/slot";
import { FEATURE_NAMES, pairFeatures } from "@/lib/verifier/features";


/**
 * The general causes of judging errors found on the fifty-fourth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the fifty-fourth realistic bank (checked here on other texts)", () => {
  it("a short word ending in -ar is no infinitive of a light word that stems alike («par» / «para»)", () => {
    expect(tokenize("El producto de dos números pares es par.").find((t) => t.raw === "par")!.content).toBe(true);
    const features = pairFeatures("El producto de dos números pares siempre es par.", "Par.", "¿Cómo es el producto de dos números pares?");
    expect(features[FEATURE_NAMES.indexOf("sin_contenido")]).toBe(0);
  });
});

describe("answer slots found on the fifty-fourth realistic bank (checked here on other notes)", () => {
  it("«¿Adónde…?» takes the goal after «a» right after the question's own word, not a place of another sentence", () => {
    const note = "Durante la guerra, el poeta vivió en Madrid, en una casa junto al río. Al acabar, el poeta fue trasladado a una pequeña aldea del norte, donde escribió sus mejores versos.";
    expect(answerSlotText(note, "¿Adónde fue trasladado el poeta al acabar la guerra?")).toBe("pequeña aldea del norte");
  });
  it("a two-letter light verb the question says («da») points at its sentence, not a name's particle («Pietro da Cortona»)", () => {
    const note = "La gripe la causa un virus que se contagia al toser. Da fiebre alta, dolor de cabeza y tos seca. Se cura sola en una semana.";
    expect(answerSlotText(note, "¿Qué síntomas da la gripe?")).toMatch(/^fiebre alta/);
    const painter = "Pietro da Cortona decoró muchos palacios de Roma. Trabajaba de pie sobre andamios, con pinceles muy largos.";
    expect(answerSlotText(painter, "¿Cómo trabajaba Pietro da Cortona?")).toMatch(/^pie sobre andamios/);
  });
});
