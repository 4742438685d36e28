import { z } from "zod";
import type { Db } from "@/db/client";
import { table1Csv, table2Csv } from "@/lib/exports/tables";
import { loadRunRows } from "@/lib/views/results";

export const reportFlags = z.object({
  table: z.enum(["table1", "table2"], { error: (i) => `informe desconocido: ${String(i.input)} (válidos: table1, table2)` }),
  runs: z
    .string({ error: "--runs es obligatorio (ids separados por comas)" })
    .transform((s) => s.split(",").map((x) => Number(x.trim())))
    .pipe(z.array(z.number({ error: "--runs: cada id debe ser un número" }).int("--runs: ids enteros").positive("--runs: ids positivos")).min(1)),
  format: z.enum(["json", "csv"]).default("json"),
});

/** `veraz report table1|table2 --runs 1,2,3 --json|--csv`. */
export function reportCommand(db: Db, flags: z.infer<typeof reportFlags>): string {
  const { bankHash, mode, rows } = loadRunRows({ db, runIds: flags.runs });
  if (flags.format === "csv") return (flags.table === "table1" ? table1Csv : table2Csv)(bankHash, mode, rows).replace(/^\uFEFF/, "");
  const body = rows.map((r) =>
    flags.table === "table1"
      ? { condition: r.condition.id, label: r.label, run: r.run.id, ...r.table1 }
      : { condition: r.condition.id, label: r.label, run: r.run.id, ...r.table2 },
  );
  return JSON.stringify({ bank: bankHash, mode, rows: body }, null, 2);
}
