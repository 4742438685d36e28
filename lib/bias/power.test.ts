import { describe, expect, it } from "vitest";
import { powerCurve } from "./power";

describe("the planned test's power curve", () => {
  it("rises with the number of templates and with the effect, each power a k/n rate over the repetitions", () => {
    const weak = powerCurve({ templates: [5, 20], delta: 0.1, noiseSd: 0.8, reps: 60 });
    const strong = powerCurve({ templates: [5, 20], delta: 0.6, noiseSd: 0.8, reps: 60 });
    expect(weak.map((c) => c.power.n)).toEqual([60, 60]);
    expect(strong[1]!.power.p).toBeGreaterThan(strong[0]!.power.p);
    expect(strong[1]!.power.p).toBeGreaterThan(weak[1]!.power.p);
  });

  it("gives the same curve for the same plan (kept once computed) and another for another plan", () => {
    const args = { templates: [5, 10], delta: 0.3, noiseSd: 0.8, reps: 40 };
    const first = powerCurve(args);
    expect(powerCurve({ ...args, templates: [5, 10] })).toEqual(first);
    expect(powerCurve({ ...args, seed: 2 })).not.toBe(first);
    expect(powerCurve({ ...args, delta: 0.31 })).not.toBe(first);
  });
});
