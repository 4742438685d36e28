import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";

/**
 * The general causes of judging errors found on the hundred-and-second realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the hundred-and-second realistic bank (checked here on other texts)", () => {
  it("a cause said before «y por eso» ends before the conjunction", () => {
    const note = "El cactus guarda agua en su tallo grueso, y por eso aguanta meses sin lluvia.";
    expect(answerSlotText(note, "¿Por qué aguanta el cactus meses sin lluvia?")).toBe("El cactus guarda agua en su tallo grueso");
  });
});
