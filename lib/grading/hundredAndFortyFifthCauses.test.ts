import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";

/**
 * The general causes of the detector's errors found on the hundred-and-forty-fifth realistic bank, each checked here on
 * a note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("causes found on the hundred-and-forty-fifth realistic bank (checked here on other texts)", () => {
  it("asked with a kind and a verb («¿Con qué animales experimentaron…?»), the verb after the kind weighs as the question's verb", () => {
    const note = "Louis Girard fue un veterinario francés que en 1885, junto con su alumno Pierre Roux, logró una vacuna en París. Experimentaron con conejos a los que habían infectado.";
    expect(answerSlotText(note, "¿Con qué animales experimentaron Girard y su alumno?")).toMatch(/^conejos/);
  });

  it("asked what a kind of thing is called, the name said right after the kind comes first", () => {
    const note = "En su tratado Hortus Sanitatis, impreso en 1491, describió las plantas que veía con una lupa que había pulido él mismo.";
    expect(answerSlotText(note, "¿Cómo se llama el tratado en que describió las plantas que veía con la lupa?")).toBe("Hortus Sanitatis");
  });

  it("the question's condition said in a part of its own after the best one: what follows it, the verb left out, answers", () => {
    const note = "La nutria es un mamífero del tamaño de un perro. Las hembras llevan a las crías en la boca y, cuando son algo mayores, sobre el vientre.";
    expect(answerSlotText(note, "¿Dónde llevan las hembras de nutria a las crías cuando son algo mayores?")).toBe("vientre");
  });

  it("asked when, a day of the month named by its weekday («el último miércoles de agosto»), before a «desde» year elsewhere", () => {
    const note = "La feria es una fiesta que se celebra en el pueblo, en la plaza mayor, el primer domingo de mayo. Se celebra desde 1950.";
    expect(answerSlotText(note, "¿Cuándo se celebra la feria?")).toBe("el primer domingo de mayo");
  });

  it("rubber is a material («de hule», «de caucho»)", () => {
    const note = "El juego de pelota es antiguo y se practica en México. Los jugadores golpean una pesada pelota de hule con la cadera.";
    expect(answerSlotText(note, "¿De qué material es la pelota del juego?")).toMatch(/^hule/);
  });
});
