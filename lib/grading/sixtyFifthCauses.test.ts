import { describe, expect, it } from "vitest";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the sixty-fifth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the sixty-fifth realistic bank (checked here on other texts)", () => {
  it("«irse» is a light verb as «ir» is; «en pleno / plena» intensifies; «al lado» places", () => {
    const note = "Las grullas pasan el verano en el norte de Europa y vuelan al sur en otoño.";
    expect(gradeOnNote(note, "¿Dónde pasan el verano las grullas?", "en el norte de Europa", "En el norte de Europa, antes de irse al sur.").letter).toBe("R");
    expect(gradeOnNote("En otoño se venden castañas asadas en la calle.", "¿Cómo se venden las castañas en otoño?", "asadas", "Asadas, en plena calle.").letter).toBe("R");
    const church = "La iglesia es Patrimonio de la Humanidad junto con el vecino castillo.";
    expect(gradeOnNote(church, "¿Con qué es Patrimonio de la Humanidad la iglesia?", "con el castillo", "Con el castillo, que está al lado.").letter).toBe("R");
  });
});
