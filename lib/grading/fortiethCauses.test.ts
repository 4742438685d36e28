import { describe, expect, it } from "vitest";
import { align, indexSource, tokenize } from "@/lib/text/analyze";
import { answerSlotText } from "@/lib/verifier/slot";
import { isAbstention } from "./autoGrader";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the fortieth realistic bank, each checked here on a note and question
 * written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the fortieth realistic bank (checked here on other texts)", () => {
  it("«¿Por qué N es…?» asks by which N, not why: the note's «por» phrase answers it", () => {
    const note = "Un número par es divisible por 2 y por sus mitades. Los pares se usan en los calendarios porque dividen bien el año.";
    expect(answerSlotText(note, "¿Por qué números es divisible un número par?")).toBe("2 y por sus mitades");
    expect(answerSlotText("El hielo flota porque es menos denso que el agua líquida.", "¿Por qué flota el hielo?")).toMatch(/menos denso/);
  });
  it("a verb whose stem vowel e turns i meets its other forms («derritió» / «derretido», «repite» / «repetir»)", () => {
    expect(align(tokenize("derritió")[0]!, indexSource("se había derretido"))).toBe("family");
    expect(align(tokenize("repite")[0]!, indexSource("repetir la prueba"))).toBe("family");
    expect(align(tokenize("vista")[0]!, indexSource("vestir bien"))).toBeNull();
  });
  it("«que nadie conoce» says a thing of what it follows: no abstention", () => {
    expect(isAbstention("Porque son claves que nadie conoce.")).toBe(false);
    expect(isAbstention("Nadie lo sabe.")).toBe(true);
  });
  it("parts of a plant are a class: one in another's place is another thing", () => {
    const note = "En las chumberas, las espinas son hojas modificadas y el tallo guarda el agua.";
    const q = "¿Qué son las espinas de las chumberas?";
    expect(gradeOnNote(note, q, "hojas modificadas", "Tallos modificados.").letter).toBe("X");
    expect(gradeOnNote(note, q, "hojas modificadas", "Hojas transformadas.").letter).toBe("R");
  });
});
