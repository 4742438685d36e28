import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the fifty-first realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the fifty-first realistic bank (checked here on other texts)", () => {
  it("what one lacks («les falta la clorofila») is denied as after «no tienen»", () => {
    const note = "Los hongos no hacen la fotosíntesis porque no tienen clorofila.";
    expect(gradeOnNote(note, "¿Por qué no hacen la fotosíntesis los hongos?", "porque no tienen clorofila", "Porque les falta la clorofila.").letter).toBe("R");
  });
});

describe("answer slots found on the fifty-first realistic bank (checked here on other notes)", () => {
  it("a definition that denies its copula («no son plantas, sino…») is answered after «sino»", () => {
    expect(answerSlotText("Los corales no son plantas, sino colonias de pequeños animales marinos. Viven en aguas cálidas.", "¿Qué son los corales?")).toBe("colonias de pequeños animales marinos");
  });
  it("a who-question where no name says who takes the subject opening the clause", () => {
    expect(answerSlotText("Los fenicios, en la costa de Líbano, crearon hacia el 1050 a. C. un alfabeto de 22 letras.", "¿Quiénes crearon el alfabeto de 22 letras?")).toBe("fenicios");
  });
  it("an amount under a condition the question does not set, or a year, does not answer «¿Cuánto mide…?»", () => {
    const note = "El Aneto, en los Pirineos, es un pico de 3.404 metros. Si se mide desde el valle del Ebro, el desnivel supera los 3.000 metros. Se coronó por primera vez en 1842.";
    expect(answerSlotText(note, "¿Cuánto mide el Aneto?")).toMatch(/3\.404 metros$/);
  });
  it("of parts that score alike, the one whose statement says more of the question", () => {
    const note = "Bell no inventó el micrófono, pero en 1876 logró uno que funcionaba bien usando un diafragma de piel. Más tarde, el diafragma de metal lo hizo más fiable.";
    // (The hide, since the hundred-and-forty-third bank a material of its own, is the slot alone: "piel".)
    expect(answerSlotText(note, "¿De qué era el diafragma del micrófono de Bell?")).toMatch(/(?:^|diafragma de )piel$/);
  });
});
