import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { seedData } from "@/lib/dataset/seed";
import { NliJudge } from "./nliJudge";
import { writeTinyNliModel } from "./tinyNli";
import { verifyMany } from "./verify";

describe("hub NLI judge through @huggingface/transformers", () => {
  const models = fs.mkdtempSync(path.join(os.tmpdir(), "veraz-nli-"));
  writeTinyNliModel(path.join(models, "veraz", "tiny-nli"), seedData.notas.map((n) => n.texto).join(" "));
  const notes = new Map(seedData.notas.map((n) => [n.id, n.texto]));

  it("loads a model folder the project generates and judges (note, answer) pairs with the same interface", async () => {
    const judge = new NliJudge("veraz/tiny-nli", models);
    const [faithful, invented] = await judge.judgeMany([
      { note: notes.get(7)!, answer: "La perspectiva y la proporción" },
      { note: notes.get(7)!, answer: "Leonardo da Vinci" },
    ]);
    expect(faithful!.probability!).toBeGreaterThan(invented!.probability!);
    for (const v of [faithful!, invented!]) {
      expect(["respaldada", "parcial", "sin respaldo"]).toContain(v.respaldo);
      expect(v.probability!).toBeGreaterThan(0);
      expect(v.probability!).toBeLessThan(1);
      expect(notes.get(7)!.includes(v.fragmento!)).toBe(true);
    }
    const [v] = await verifyMany([{ texto: "La perspectiva y la proporción", citedNoteId: 7 }], notes, judge);
    expect(v!.layer1).toBe("pasa a la capa 2");
  });

  it("a missing hub model says how to provide it", async () => {
    await expect(new NliJudge("Xenova/mDeBERTa-v3-base-xnli-multilingual-nli-2mil7", models).judgeMany([{ note: "a", answer: "b" }])).rejects.toThrow(
      "huggingface-cli download Xenova/mDeBERTa-v3-base-xnli-multilingual-nli-2mil7",
    );
  });
});
