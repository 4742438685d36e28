import { z } from "zod";
import type { Db } from "@/db/client";
import { listFichasWithQuestions } from "@/db/queries/fichas";
import { calibrationAnalysis } from "@/lib/results/calibration";
import { analyseBias } from "@/lib/bias/analysis";
import { table1Csv, table2Csv } from "@/lib/exports/tables";
import { loadRunRows } from "@/lib/views/results";
import { biasConclusion } from "@/lib/bias/conclusion";
import { designHash, seedDesign } from "@/lib/bias/design";
import { seedReplayCards } from "@/lib/bias/generate";
import { loadBiasView } from "@/lib/views/bias";

export const reportFlags = z.object({
  table: z.enum(["table1", "table2", "reliability", "coverage"], {
    error: (i) => `informe desconocido: ${String(i.input)} (válidos: table1, table2, reliability, coverage)`,
  }),
  runs: z
    .string({ error: "--runs es obligatorio (ids separados por comas), o --bank NOMBRE para las últimas ejecuciones de un banco" })
    .transform((s) => s.split(",").map((x) => Number(x.trim())))
    .pipe(z.array(z.number({ error: "--runs: cada id debe ser un número" }).int("--runs: ids enteros").positive("--runs: ids positivos")).min(1)),
  format: z.enum(["json", "csv"]).default("json"),
  /** Adds the rates corrected for the automatic grader's errors (PPI++) from the people-graded random sample. */
  ppi: z.boolean().default(false),
});

/** `veraz report table1|table2|reliability|coverage --runs 1,2,3 --json|--csv`. */
export function reportCommand(db: Db, flags: z.infer<typeof reportFlags>): string {
  const { bankHash, mode, rows } = loadRunRows({ db, runIds: flags.runs });
  if (flags.table === "reliability" || flags.table === "coverage") {
    if (flags.format === "csv") throw new Error("reliability y coverage se exportan en CSV desde la página Calibración; aquí, --json");
    const body = rows.map((r) => {
      const items = listFichasWithQuestions({ db, runIds: [r.run.id] })
        .filter((x) => x.ficha.confidence !== null && x.ficha.category !== null)
        .map((x) => ({ questionId: x.question.id, tipo: x.question.tipo, runId: r.run.id, confidence: x.ficha.confidence!, correct: (x.ficha.category === "correcta" ? 1 : 0) as 0 | 1 }));
      const a = calibrationAnalysis(items);
      return flags.table === "reliability"
        ? { condition: r.condition.id, label: r.label, run: r.run.id, n: a.n, ece: a.ece, eceInterval: a.eceInterval, bins: a.bins }
        : { condition: r.condition.id, label: r.label, run: r.run.id, points: a.points, atSeedThreshold: a.atSeedThreshold, smallestForTarget095: a.smallest };
    });
    return JSON.stringify({ bank: bankHash, mode, rows: body }, null, 2);
  }
  if (flags.format === "csv") return (flags.table === "table1" ? table1Csv : table2Csv)(bankHash, mode, rows).csv.replace(/^\uFEFF/, "");
  const body = rows.map((r) =>
    flags.table === "table1"
      ? { condition: r.condition.id, label: r.label, run: r.run.id, ...r.table1, ...(flags.ppi ? { ppi: r.correction } : {}) }
      : { condition: r.condition.id, label: r.label, run: r.run.id, ...r.table2, ...(flags.ppi ? { ppi: r.correction } : {}) },
  );
  return JSON.stringify({ bank: bankHash, mode, rows: body }, null, 2);
}

/** `veraz report bias --experiment seed|ID`: Tables 3 and 4, the global test, the conclusion. */
export function biasReport(db: Db, experiment: "seed" | number) {
  if (experiment === "seed") {
    const design = seedDesign();
    const cards = seedReplayCards(design).map((c) => ({ template: c.template, variant: c.variant, tone: c.plantedTone! }));
    const a = analyseBias(cards, { reference: design.referenceVariant });
    return { experiment: "seed", designHash: designHash(design), pairs: a.pairs, conclusion: biasConclusion(a.pairs[0]!, { cards: cards.length, templates: design.templates.length, scorer: "a ciegas por una persona (datos de juguete de la semilla)" }) };
  }
  const v = loadBiasView({ db, experimentId: experiment });
  return { experiment: v.experiment.id, designHash: v.experiment.designHash, pairs: v.pairs.map((p) => p.pair), conclusion: v.pairs[0]?.conclusion ?? null };
}
