import { describe, expect, it } from "vitest";
import { createTestDb } from "@/db/client";
import { createExperiment, insertCard, setExperimentStatus } from "@/db/queries/bias";
import { ensureDefaults } from "@/db/queries/dataset";
import { seedDesign } from "@/lib/bias/design";
import { designCells } from "@/lib/bias/generate";
import { loadBiasView } from "./bias";

describe("a bias experiment's view while its cards are written", () => {
  it("never fails on a half-written template: only templates with all their cards are analysed, and the whole once done", () => {
    const db = createTestDb();
    ensureDefaults({ db });
    const design = seedDesign();
    const e = createExperiment({ db, name: "writing", design, generator: "claude-haiku-5-5", seed: 1 });
    setExperimentStatus({ db, id: e.id, status: "running" });
    const cells = designCells(design);
    const perTemplate = cells.length / design.templates.length;
    const write = (from: number, to: number) =>
      cells.slice(from, to).forEach((c, i) => insertCard({ db, experimentId: e.id, card: { template: c.template, variant: c.variant, repetition: c.repetition, note: c.note, card: `tarjeta ${from + i}`, plantedTone: null, autoTone: 1 + ((from + i) % 5) } }));
    expect(loadBiasView({ db, experimentId: e.id }).analysis).toBeNull();
    // Every prefix of the writing order, card by card through the first two templates and a bit of the third.
    for (let k = 1; k <= 2 * perTemplate + 3; k++) {
      write(k - 1, k);
      const v = loadBiasView({ db, experimentId: e.id });
      expect(v.analysedTemplates).toBe(Math.floor(k / perTemplate));
      expect(v.pairs.every((p) => p.pair.rows.length === v.analysedTemplates)).toBe(true);
    }
    write(2 * perTemplate + 3, cells.length);
    setExperimentStatus({ db, id: e.id, status: "done" });
    const done = loadBiasView({ db, experimentId: e.id });
    expect(done.analysedTemplates).toBe(design.templates.length);
    expect(done.pairs[0]!.pair.rows).toHaveLength(design.templates.length);
  });
});
