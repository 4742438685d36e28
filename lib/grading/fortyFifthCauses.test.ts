import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { isAbstention } from "./autoGrader";

/**
 * The general causes of judging errors found on the forty-fifth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the forty-fifth realistic bank (checked here on other texts)", () => {
  it("what others named before a denied «saben» do not know is narrated, not an abstention", () => {
    expect(isAbstention("Porque avanza despacio y muchos pacientes no saben que la tienen.")).toBe(false);
    expect(isAbstention("No lo sé.")).toBe(true);
    expect(isAbstention("Tus apuntes no lo saben.")).toBe(true);
  });
  it("what the notes cover, then «, no de …» without a conjunction, abstains", () => {
    expect(isAbstention("Tus notas hablan de cómo se teje la seda, no de cuánto cuesta.")).toBe(true);
    expect(isAbstention("Del norte, no del sur.")).toBe(false);
  });
  it("the slot: what a thing is made of, and where its name comes from, after the note's own phrase", () => {
    expect(answerSlotText("El bronce se funde a alta temperatura. Es una aleación compuesta de cobre y estaño.", "¿De qué está hecho el bronce?")).toBe("cobre y estaño");
    expect(answerSlotText("La flor del azafrán se recoge en otoño. La planta debe su nombre al árabe «za'faran», que significa amarillo.", "¿De dónde le viene el nombre al azafrán?")).toMatch(/^árabe/);
  });
});
