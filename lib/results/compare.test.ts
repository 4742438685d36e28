import { describe, expect, it } from "vitest";
import { mcnemarExact } from "@/lib/stats";
import { compareRuns } from "./compare";

describe("compareRuns", () => {
  it("finds discordant pairs and tests them with exact McNemar", () => {
    const qs = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, clave: `p0${i + 1}`, pregunta: `q${i + 1}` }));
    const a = new Map(["correcta", "correcta", "correcta", "incorrecta", "abstención", "correcta"].map((c, i) => [i + 1, { category: c }]));
    const b = new Map(["correcta", "incorrecta", "abstención", "correcta", "abstención"].map((c, i) => [i + 1, { category: c }]));
    const r = compareRuns(qs, a, b);
    expect(r.onlyA.map((x) => x.clave)).toEqual(["p02", "p03"]);
    expect(r.onlyB.map((x) => x.clave)).toEqual(["p04"]);
    expect(r.bothCorrect).toBe(1);
    expect(r.neitherCorrect).toBe(1);
    // p06 is missing in B: listed, not counted.
    expect(r.items[5]!.b).toBeNull();
    expect(r.mcnemar).toEqual(mcnemarExact(2, 1));
    expect(r.mcnemar.p).toBe(1);
  });
});
