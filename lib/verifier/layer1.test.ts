import { describe, expect, it } from "vitest";
import { verifyLayer1, withheldByLayer1 } from "./layer1";

const ids = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);

describe("verifier layer 1", () => {
  it("classifies the seed's examples without a model", () => {
    expect(verifyLayer1("no aparece en sus notas", null, ids)).toBe("abstención");
    expect(verifyLayer1("En 1874", null, ids)).toBe("sin cita"); // p24
    expect(verifyLayer1("Picasso y Braque", 13, ids)).toBe("cita inexistente");
    expect(verifyLayer1("Leonardo da Vinci", 7, ids)).toBe("pasa a la capa 2"); // p22 needs the judge
  });
  it("accepts natural abstentions by meaning, not by one phrase", () => {
    expect(verifyLayer1("Tus notas no dicen quién pintó La Gioconda.", null, ids)).toBe("abstención");
    expect(verifyLayer1("Your notes don't say who painted the Mona Lisa.", null, ids)).toBe("abstención");
    expect(verifyLayer1("Tus notas no lo dicen, pero fue Leonardo da Vinci.", 7, ids)).toBe("pasa a la capa 2");
  });
  it("withholds only flagged answers", () => {
    expect(withheldByLayer1("sin cita")).toBe(true);
    expect(withheldByLayer1("cita inexistente")).toBe(true);
    expect(withheldByLayer1("abstención")).toBe(false);
    expect(withheldByLayer1("pasa a la capa 2")).toBe(false);
  });
});
