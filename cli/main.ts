/**
 * veraz command line: `npm run -s veraz -- <command>`.
 *   run --tutor <id> --grounding <none|retrieved|all> --policy <must-answer|may-abstain|verify>
 *       [--mode real|simulated] [--repetition N] [--seed N]
 *       [--preset seed-haiku-sin-rag|seed-haiku-con-rag|seed-sonnet-con-rag|none]
 *       [--judge detector-local|claude-haiku-5-5|nli:<model id>] [--engine auto|batch|sync] [--bank NAME] [--wait] [--json]
 *       (or --preset seed-… alone: the preset names its cell)
 *   conditions [--json] [--mode real|simulated] [--bank NAME]
 *   report table1|table2|reliability|coverage --runs 1,2,3 | --bank NAME [--mode simulated|real] [--json|--csv] [--ppi]
 *   report bias --experiment seed|ID [--json]
 *   report effects [--mode simulated|real] [--bank NAME] [--json]
 *   report detector --runs 1,2,3 [--json]
 *   import notes|bank FILE [--bank NAME]   (default: the active bank)
 *   import answers FILE --tutor ID --grounding G --policy P [--repetition N] [--bank NAME] [--json]
 *   tutors list [--json] · tutors remove ID · tutors model ID MODEL
 *   tutors add --id ID --kind anthropic|openai-compatible|local-onnx|answers [--model NAME] [--base-url URL]
 *       [--api-key-env VAR] [--concurrency N] [--max-tokens N] [--system-rag FILE] [--system-free FILE]
 *       [--price-input USD --price-output USD] [--label TEXT]   (or --from FILE.json with the same fields)
 *   banks [--json] · bank use NAME
 *   grade --runs 1,2 [--grader auto|claude-haiku-5-5|nli:<model id>] [--engine auto|batch|sync] [--json]
 *   budget [--set USD] [--json]   (the month's budget, spent, reserved by running paid jobs, remaining)
 *   stats            (JSON requests on stdin, one per line)
 * Errors go to stderr with exit code 2.
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { z } from "zod";
import { getDb } from "@/db/client";
import { activeBankName, currentBankVersion, ensureDefaults, listBanks, setActiveBank } from "@/db/queries/dataset";
import { conditionsForBank } from "@/db/queries/matrix";
import { reasonText } from "@/lib/i18n";
import { es } from "@/lib/i18n/es";
import type { Mode, TutorId } from "@/lib/conditions/axes";
import { tutorAvailability } from "@/lib/tutors/registry";
import { requireTutor } from "@/db/queries/tutors";
import { verifierReports } from "@/lib/views/verifier";
import { effectSummary, loadEffectsView } from "@/lib/views/effects";
import { modeSchema } from "@/lib/conditions/axes";
import { importIntoBank } from "@/lib/dataset/importBank";
import { biasReport, reportCommand, reportFlags } from "./report";
import { gradeCommand, gradeFlags } from "./grade";
import { runCommand, runFlags } from "./run";
import { tutorsCommand } from "./tutors";
import { importAnswers } from "@/lib/dataset/importAnswers";
import { statsCommand } from "./stats";
import { runsOfVersion } from "@/db/queries/runs";
import { budgetStatus, setMonthlyBudget } from "@/db/queries/budget";
import { formatUsd } from "@/lib/views/money";

class UsageError extends Error {}

function fail(message: string): never {
  process.stderr.write(`veraz: ${message}\n`);
  process.exit(2);
}

function describe(e: unknown): string {
  if (e instanceof z.ZodError) return e.issues.map((i) => `${i.path.length ? `--${i.path.join(".")}: ` : ""}${i.message}`).join("; ");
  return (e as Error).message;
}

function print(value: unknown, json: boolean): void {
  if (json) process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  else process.stdout.write(`${typeof value === "string" ? value : JSON.stringify(value, null, 2)}\n`);
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === "stats") return statsCommand();
  if (command === "run") {
    const { values } = parseArgs({
      args: rest,
      strict: true,
      options: {
        tutor: { type: "string" },
        grounding: { type: "string" },
        policy: { type: "string" },
        mode: { type: "string" },
        repetition: { type: "string" },
        seed: { type: "string" },
        preset: { type: "string" },
        judge: { type: "string" },
        engine: { type: "string" },
        bank: { type: "string" },
        wait: { type: "boolean" },
        json: { type: "boolean" },
      },
    });
    const flags = runFlags.parse(values);
    const db = getDb();
    ensureDefaults({ db });
    const { code, output } = await runCommand(db, flags);
    print(output, flags.json);
    return code;
  }
  if (command === "grade") {
    const { values } = parseArgs({ args: rest, strict: true, options: { runs: { type: "string" }, grader: { type: "string" }, engine: { type: "string" }, json: { type: "boolean" } } });
    const flags = gradeFlags.parse(values);
    const db = getDb();
    ensureDefaults({ db });
    const { code, output } = await gradeCommand(db, flags);
    if (code !== 0) throw new Error((output as { error: string }).error);
    print(output, true);
    return code;
  }
  if (command === "tutors") {
    const db = getDb();
    ensureDefaults({ db });
    return tutorsCommand(db, rest, print);
  }
  if (command === "import" && rest[0] === "answers") {
    const [, path, ...more] = rest;
    const { values } = parseArgs({ args: more, strict: true, options: { tutor: { type: "string" }, grounding: { type: "string" }, policy: { type: "string" }, repetition: { type: "string" }, bank: { type: "string" }, json: { type: "boolean" } } });
    if (!path) throw new UsageError("falta el archivo: veraz import answers ARCHIVO --tutor ID --grounding G --policy P [--repetition N] [--json]");
    if (!fs.existsSync(path)) throw new UsageError(`no existe el archivo ${path}`);
    const db = getDb();
    ensureDefaults({ db });
    const file = { name: path.split("/").pop()!, bytes: new Uint8Array(fs.readFileSync(path)) };
    const r = await importAnswers({ db, input: { tutor: values.tutor, grounding: values.grounding, policy: values.policy, repetition: values.repetition, bank: values.bank }, file });
    if (!r.ok) {
      for (const e of r.errors) process.stderr.write(`veraz: ${file.name}${e.row ? `, fila ${e.row}` : ""}${e.column ? `, columna ${e.column}` : ""}: ${e.message}\n`);
      process.stderr.write("veraz: no se importó nada\n");
      return 2;
    }
    const output = { runId: r.run.id, conditionId: r.run.conditionId, status: r.run.status, repetition: r.run.repetition, tutorCreated: r.tutorCreated, answers: r.answers, table1: r.table1 };
    print(values.json ? output : `importadas ${r.answers} respuestas como ejecución ${r.run.id} (${r.run.conditionId}, repetición ${r.run.repetition}): ${r.table1.correcta} correctas, ${r.table1.incorrecta} incorrectas, ${r.table1.abstencion} abstenciones`, Boolean(values.json));
    return r.run.status === "done" ? 0 : 1;
  }
  if (command === "import") {
    const [kind, path, ...more] = rest;
    const { values } = parseArgs({ args: more, strict: true, options: { bank: { type: "string" }, json: { type: "boolean" } } });
    const what = z.enum(["notes", "bank"], { error: "use: veraz import notes|bank|answers ARCHIVO …" }).parse(kind);
    if (!path) throw new UsageError("falta el archivo: veraz import notes|bank ARCHIVO [--bank NOMBRE]");
    if (!fs.existsSync(path)) throw new UsageError(`no existe el archivo ${path}`);
    const db = getDb();
    ensureDefaults({ db });
    // Without --bank, into the active bank.
    values.bank ??= activeBankName({ db });
    const fileArg = { name: path.split("/").pop()!, bytes: new Uint8Array(fs.readFileSync(path)) };
    const r = importIntoBank({ db, name: values.bank, ...(what === "notes" ? { notes: [fileArg] } : { bank: fileArg }) });
    for (const w of r.warnings) process.stderr.write(`veraz: aviso: ${w.message}\n`);
    if (!r.ok) {
      for (const e of r.errors) process.stderr.write(`veraz: ${e.file}${e.issue.row ? `, fila ${e.issue.row}` : ""}${e.issue.column ? `, columna ${e.issue.column}` : ""}: ${e.issue.message}\n`);
      return 2;
    }
    print({ bank: values.bank, version: r.version.version, hash: r.version.contentHash, created: r.created, notes: r.notes, questions: r.questions }, true);
    return 0;
  }
  if (command === "report" && rest[0] === "detector") {
    const { values } = parseArgs({ args: rest.slice(1), strict: true, options: { runs: { type: "string" }, json: { type: "boolean" } } });
    const runIds = reportFlags.shape.runs.parse(values.runs);
    const db = getDb();
    ensureDefaults({ db });
    process.stdout.write(`${JSON.stringify({ runs: runIds, reports: verifierReports({ db, runIds }) }, null, 2)}\n`);
    return 0;
  }
  if (command === "report" && rest[0] === "effects") {
    const { values } = parseArgs({ args: rest.slice(1), strict: true, options: { mode: { type: "string" }, bank: { type: "string" }, json: { type: "boolean" } } });
    const mode = modeSchema.parse(values.mode ?? "simulated");
    const db = getDb();
    ensureDefaults({ db });
    const v = loadEffectsView({ db, mode, bankName: values.bank });
    process.stdout.write(`${JSON.stringify({ mode, bank: v.bankVersion, cells: v.cells, effects: v.effects.map(effectSummary) }, null, 2)}\n`);
    return 0;
  }
  if (command === "report" && rest[0] === "bias") {
    const { values } = parseArgs({ args: rest.slice(1), strict: true, options: { experiment: { type: "string" }, json: { type: "boolean" } } });
    const experiment = z.union([z.literal("seed"), z.coerce.number().int().positive()], { error: "--experiment: «seed» o el id de un experimento" }).parse(values.experiment);
    const db = getDb();
    ensureDefaults({ db });
    process.stdout.write(`${JSON.stringify(biasReport(db, experiment), null, 2)}\n`);
    return 0;
  }
  if (command === "report") {
    const [table, ...more] = rest;
    const { values } = parseArgs({
      args: more,
      strict: true,
      options: { runs: { type: "string" }, bank: { type: "string" }, mode: { type: "string" }, json: { type: "boolean" }, csv: { type: "boolean" }, ppi: { type: "boolean" } },
    });
    const db = getDb();
    ensureDefaults({ db });
    let runs = values.runs;
    if (runs === undefined && values.bank !== undefined) {
      // --bank NAME: the latest finished run of every condition on the bank's current version, in the mode asked.
      if (!listBanks({ db }).some((b) => b.name === values.bank)) throw new UsageError(`no hay ningún banco llamado «${values.bank}» (veraz banks los lista)`);
      const mode = modeSchema.parse(values.mode ?? "simulated");
      const latest = new Map<string, number>();
      for (const r of runsOfVersion({ db, bankVersionId: currentBankVersion({ db, bankName: values.bank }).id, mode })) if (r.status === "done") latest.set(r.conditionId, r.id);
      if (latest.size === 0) throw new UsageError(`el banco «${values.bank}» no tiene ejecuciones terminadas en modo ${mode}`);
      runs = [...latest.values()].sort((x, y) => x - y).join(",");
    }
    const flags = reportFlags.parse({ table, runs, format: values.csv ? "csv" : "json", ppi: values.ppi ?? false });
    process.stdout.write(`${reportCommand(db, flags)}\n`);
    return 0;
  }
  if (command === "banks") {
    const { values } = parseArgs({ args: rest, strict: true, options: { json: { type: "boolean" } } });
    const db = getDb();
    ensureDefaults({ db });
    const active = activeBankName({ db });
    const list = listBanks({ db }).map((b) => {
      const v = currentBankVersion({ db, bankName: b.name });
      return { name: b.name, active: b.name === active, version: v.version, hash: v.contentHash, frozen: v.frozenAt !== null };
    });
    if (values.json) print(list, true);
    else for (const b of list) print(`${b.active ? "*" : " "} ${b.name} (versión ${b.version}, ${b.hash.slice(0, 12)})`, false);
    return 0;
  }
  if (command === "bank") {
    const [sub, name, ...more] = rest;
    if (sub !== "use" || !name || more.length) throw new UsageError("use: veraz bank use NOMBRE");
    const db = getDb();
    ensureDefaults({ db });
    if (!listBanks({ db }).some((b) => b.name === name)) throw new UsageError(`no hay ningún banco llamado «${name}» (veraz banks los lista)`);
    setActiveBank({ db, name });
    print(`banco activo: ${name}`, false);
    return 0;
  }
  if (command === "conditions") {
    const { values } = parseArgs({ args: rest, strict: true, options: { json: { type: "boolean" }, mode: { type: "string" }, bank: { type: "string" } } });
    const mode = modeSchema.parse(values.mode ?? "real");
    const db = getDb();
    ensureDefaults({ db });
    if (values.bank !== undefined && !listBanks({ db }).some((b) => b.name === values.bank)) throw new UsageError(`no hay ningún banco llamado «${values.bank}» (veraz banks los lista)`);
    const list = conditionsForBank({ db, bankVersionId: currentBankVersion({ db, bankName: values.bank }).id }).map((c) => {
      const a = tutorAvailability(requireTutor({ db, id: c.tutorId }), mode);
      return {
        id: c.id,
        tutor: c.tutorId,
        grounding: c.grounding,
        policy: c.policy,
        seedName: c.seedName,
        available: a.available,
        reason: a.available ? null : reasonText(es, a.reason),
      };
    });
    if (values.json) print(list, true);
    else for (const c of list) print(`${c.available ? "✓" : "✗"} ${c.id}${c.seedName ? ` (${c.seedName})` : ""}${c.reason ? `  — ${c.reason}` : ""}`, false);
    return 0;
  }
  if (command === "budget") {
    const { values } = parseArgs({ args: rest, strict: true, options: { set: { type: "string" }, json: { type: "boolean" } } });
    const db = getDb();
    ensureDefaults({ db });
    if (values.set !== undefined) setMonthlyBudget({ db, usd: values.set });
    const s = budgetStatus({ db });
    if (values.json) print(s, true);
    else
      print(
        [
          `presupuesto mensual: ${formatUsd(s.budgetUsd)} (${s.month}, UTC)`,
          `gastado este mes:    ${formatUsd(s.spentUsd)}`,
          `reservado:           ${formatUsd(s.reservedUsd)} (trabajos de pago en curso)`,
          `queda:               ${formatUsd(s.remainingUsd)}`,
        ].join("\n"),
        false,
      );
    return 0;
  }
  throw new UsageError(`orden desconocida: ${command ?? "(ninguna)"}; órdenes: run, conditions, report, import, grade, tutors, banks, bank use, budget, stats`);
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((e) => fail(describe(e)));
