import { describe, expect, it } from "vitest";
import { syntheticBank } from "@/lib/dataset/synthetic";
import { seedData } from "@/lib/dataset/seed";
import { plantedPrecision } from "@/lib/simulation/plantedPrecision";
import { defaultProfile } from "@/lib/simulation/profile";
import { SimulatedTutor } from "@/lib/simulation/simulate";
import { formatFixed } from "@/lib/stats";
import { type CalibrationItem, calibrationAnalysis, heldOutAnalysis, stratifiedHalves } from "./calibration";

function seedItems(name: keyof typeof seedData.confianzas): CalibrationItem[] {
  const letters = seedData.letras[name]!;
  return seedData.banco.map((q, i) => {
    const l = letters[i]!;
    const correct = q.tipo === "con respuesta" ? l === "R" : l === "N";
    return { questionId: i + 1, tipo: q.tipo, runId: 1, confidence: seedData.confianzas[name]![i]!, correct: correct ? 1 : 0 };
  });
}

describe("calibration analysis on the seed", () => {
  it("Haiku con RAG: the seed's bin table, Wilson per bin, ECE with a bootstrap interval, thin-bin warning", () => {
    const a = calibrationAnalysis(seedItems("Haiku 5.5 con RAG"));
    expect(a.bins.map((b) => [b.bin, b.n, formatFixed(b.meanConfidence), formatFixed(b.accuracy.p)])).toEqual([
      [1, 1, "0.23", "0.00"],
      [2, 1, "0.42", "0.00"],
      [3, 12, "0.72", "0.75"],
      [4, 11, "0.88", "1.00"],
    ]);
    expect(a.bins[2]!.accuracy.k).toBe(9);
    expect(a.bins[2]!.accuracy.low).toBeLessThan(0.75);
    expect(formatFixed(a.ece, 3)).toBe("0.091");
    expect(a.eceInterval.low).toBeLessThan(a.ece);
    expect(a.eceInterval.high).toBeGreaterThan(a.ece);
    expect(a.thinBins).toBe(2);
    expect([formatFixed(a.atSeedThreshold!.coverage), formatFixed(a.atSeedThreshold!.precision!)]).toEqual(["0.92", "0.87"]);
    expect([a.smallest!.threshold, formatFixed(a.smallest!.coverage)]).toEqual([0.75, "0.56"]);
  });
  it("refuses to split 25 questions into halves", () => {
    const r = heldOutAnalysis(seedItems("Sonnet 5.5 con RAG"));
    expect(r.status).toBe("too-small");
    if (r.status === "too-small") expect(r.sizes[0] + r.sizes[1]).toBe(25);
  });
});

describe("synthetic bank", () => {
  it("is deterministic, stratified and has unique keys", () => {
    const a = syntheticBank({ questions: 300, seed: 3 });
    expect(a).toEqual(syntheticBank({ questions: 300, seed: 3 }));
    expect(a.questions).toHaveLength(300);
    expect(a.questions.filter((q) => q.tipo === "sin respuesta")).toHaveLength(60);
    expect(new Set(a.questions.map((q) => q.clave)).size).toBe(300);
    expect(a.notes).toHaveLength(120);
    for (const q of a.questions.filter((x) => x.noteId !== null)) {
      const note = a.notes.find((n) => n.noteId === q.noteId)!;
      expect(note.texto).toContain(q.referencia.replace(/^para /, ""));
    }
  });
});

describe("threshold honesty (method check)", () => {
  it("on a 300-question synthetic bank the held-out precision's Wilson interval covers the planted precision in ≥ 90 of 100 seeded repetitions", async () => {
    const bank = syntheticBank({ questions: 300, seed: 11 });
    const profile = defaultProfile("claude-sonnet-5-5", "retrieved", "may-abstain");
    const questions = bank.questions.map((q, i) => ({ id: i + 1, position: i, ...q }));
    const tutor = new SimulatedTutor({ profile, preset: null, allNotes: bank.notes });
    let covered = 0;
    let evaluated = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const items: CalibrationItem[] = [];
      for (const q of questions) {
        const r = await tutor.call({
          question: { position: q.position, clave: q.clave, pregunta: q.pregunta, referencia: q.referencia, noteId: q.noteId, tipo: q.tipo as "con respuesta" | "sin respuesta" },
          notes: [],
          grounding: "retrieved",
          policy: "may-abstain",
          mode: "simulated",
          seed,
          prompt: { system: "", user: "" },
        });
        const b = r.planted!.behaviour;
        const correct = q.tipo === "con respuesta" ? b === "R" : b === "N";
        items.push({ questionId: q.id, tipo: q.tipo, runId: 1, confidence: r.output!.confianza, correct: correct ? 1 : 0 });
      }
      const h = heldOutAnalysis(items, { target: 0.9, seed });
      if (h.status !== "ok" || !h.result.heldOutPrecision) continue;
      evaluated++;
      const [, test] = stratifiedHalves(items, seed);
      const truth = plantedPrecision(profile, test.map((i) => i.tipo), h.result.threshold)!;
      if (truth >= h.result.heldOutPrecision.low && truth <= h.result.heldOutPrecision.high) covered++;
    }
    expect(evaluated).toBeGreaterThanOrEqual(95);
    expect(covered / evaluated).toBeGreaterThanOrEqual(0.9);
    console.log(`held-out coverage of the planted precision: ${covered}/${evaluated}`);
  }, 120_000);
});
