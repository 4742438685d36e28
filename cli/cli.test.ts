import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";

function cli(args: string[], { input, db, env = {} }: { input?: string; db?: string; env?: Record<string, string> } = {}) {
  const file = db ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), "veraz-cli-")), "c.db");
  const r = spawnSync(process.execPath, [path.join(process.cwd(), "node_modules/tsx/dist/cli.mjs"), "cli/main.ts", ...args], {
    env: { ...process.env, VERAZ_DB_PATH: file, ANTHROPIC_API_KEY: "", ...env },
    input,
    encoding: "utf8",
  });
  return { ...r, file };
}

function count(file: string, table: string): number {
  const db = openDatabase(file);
  const n = (db.$client.prepare(`select count(*) n from ${table}`).get() as { n: number }).n;
  db.$client.close();
  return n;
}

describe("veraz CLI", () => {
  it("as a person types it: a preset names its cell; banks, bank use; import into the active bank; errors are sentences", () => {
    const r = cli(["run", "--preset", "seed-haiku-con-rag", "--mode", "simulated", "--wait", "--json"]);
    expect(r.stderr).toBe("");
    const out = JSON.parse(r.stdout);
    expect([out.conditionId, out.preset, out.table1.incorrecta, out.table1.n]).toEqual(["claude-haiku-5-5|retrieved|may-abstain", "seed-haiku-con-rag", 4, 25]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "veraz-cli-import-"));
    fs.writeFileSync(path.join(dir, "n.csv"), "id,tema,texto\n1,a,La luna gira alrededor de la Tierra.\n");
    const imp = cli(["import", "notes", path.join(dir, "n.csv"), "--bank", "luna"], { db: r.file });
    expect(imp.status).toBe(0);
    expect(cli(["bank", "use", "luna"], { db: r.file }).status).toBe(0);
    fs.writeFileSync(path.join(dir, "b.csv"), "clave,pregunta,referencia,id_nota\nq1,¿Qué gira alrededor de la Tierra?,la luna,1\nq2,¿Quién llegó?,,\n");
    // No --bank: the active bank.
    const imp2 = cli(["import", "bank", path.join(dir, "b.csv"), "--json"], { db: r.file });
    expect(imp2.status).toBe(0);
    expect(JSON.parse(imp2.stdout)).toMatchObject({ bank: "luna", questions: 2 });
    const banks = JSON.parse(cli(["banks", "--json"], { db: r.file }).stdout);
    expect(banks.map((b: { name: string; active: boolean }) => [b.name, b.active])).toEqual([["Cuaderno Vivo (semilla)", false], ["luna", true]]);
    const run = cli(["run", "--tutor", "reference", "--grounding", "retrieved", "--policy", "may-abstain", "--bank", "Cuaderno Vivo (semilla)", "--wait", "--json"], { db: r.file });
    expect(JSON.parse(run.stdout).table1.n).toBe(25);
    const bad = cli(["run", "--tutor", "claude-haiku-5-5", "--grounding", "none", "--policy", "may-abstain"], { db: r.file });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("no puede ejecutarse aquí en modo real: Falta ANTHROPIC_API_KEY");
    expect(cli(["bank", "use", "nada"], { db: r.file }).stderr).toContain("no hay ningún banco llamado «nada»");
  });

  it("stats answers a PPI request as the reference vectors say", async () => {
    const vectors = (await import("@/lib/stats/__vectors__/reference.json")).default;
    const v = vectors.ppi_mean_numpy[0]!;
    const r = cli(["stats"], { input: `${JSON.stringify({ fn: "ppi", human: v.human, autoOnHuman: v.autoOnHuman, autoOnRest: v.autoOnRest, alpha: v.alpha })}\n` });
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out).sort()).toEqual(["estimate", "high", "lambda", "low"]);
    expect(out.estimate).toBeCloseTo(v.expected.estimate, 9);
    expect(out.low).toBeCloseTo(v.expected.low, 9);
    expect(out.lambda).toBeCloseTo(v.expected.lambda, 9);
  });

  it("grade --runs --grader auto --json re-grades a run as a new grade source and prints its agreement with planted truth", () => {
    const r = cli(["run", "--tutor", "claude-haiku-5-5", "--grounding", "retrieved", "--policy", "must-answer", "--mode", "simulated", "--wait", "--json"]);
    expect(r.status).toBe(0);
    const runId = JSON.parse(r.stdout).runId ?? JSON.parse(r.stdout).id;
    const g = cli(["grade", "--runs", String(runId), "--grader", "auto", "--json"], { db: r.file });
    expect(g.stderr).toBe("");
    expect(g.status).toBe(0);
    const out = JSON.parse(g.stdout);
    expect(out).toMatchObject({ grader: "veraz-autograder-2", runs: [runId], graded: 25, failed: 0 });
    expect(out.vsPlanted.confusion.n).toBe(25);
    expect(out.vsPlanted.confusion.accuracy.k).toBeGreaterThanOrEqual(23);
    const bad = cli(["grade", "--runs", String(runId), "--grader", "gpt-4"], { db: r.file });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("--grader: auto, claude-<modelo>");
  });

  it("run --wait --json prints the run and its Table 1 row", () => {
    const r = cli(["run", "--tutor", "always-abstain", "--grounding", "none", "--policy", "may-abstain", "--wait", "--json"]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.status).toBe("done");
    expect(out.conditionId).toBe("always-abstain|none|may-abstain");
    expect(out.table1).toMatchObject({ correcta: 5, incorrecta: 0, abstencion: 20, inventadas: 0, n: 25 });
    expect(out.table1.abstention.k).toBe(20);
    expect(out.table1.hallucination.high).toBeGreaterThan(0.13);
    // --bank instead of --runs: the latest finished run of each condition on that bank, in the mode asked.
    const rep = cli(["report", "table1", "--bank", "Cuaderno Vivo (semilla)", "--mode", "real", "--json"], { db: r.file });
    expect(rep.stderr).toBe("");
    expect(rep.stdout).toContain("always-abstain|none|may-abstain");
    const none = cli(["report", "table1", "--bank", "Cuaderno Vivo (semilla)", "--json"], { db: r.file });
    expect(none.status).toBe(2);
    expect(none.stderr).toContain("no tiene ejecuciones terminadas en modo simulated");
  });

  it("unknown tutor and grounding: clear message on stderr, exit 2, nothing written", () => {
    const r = cli(["run", "--tutor", "gpt", "--grounding", "some", "--policy", "may-abstain", "--wait"]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("grounding desconocido: some");
    expect(count(r.file, "runs")).toBe(0);
    // A well-formed id that names no tutor (built-in or added with `veraz tutors add`).
    const t = cli(["run", "--tutor", "gpt", "--grounding", "none", "--policy", "may-abstain", "--wait"], { db: r.file });
    expect(t.status).toBe(2);
    expect(t.stderr).toContain("tutor desconocido: gpt");
    const bad = cli(["run", "--tutor", "GPT 4", "--grounding", "none", "--policy", "may-abstain"], { db: r.file });
    expect(bad.stderr).toContain("id de tutor no válido");
    expect(count(r.file, "runs")).toBe(0);
  });

  it("malformed flags: unknown option, missing value, bad repetition", () => {
    const a = cli(["run", "--tutor", "reference", "--grounding", "none", "--policy", "may-abstain", "--bogus"]);
    expect(a.status).toBe(2);
    expect(a.stderr).toContain("Unknown option '--bogus'");
    const b = cli(["run", "--tutor", "reference", "--grounding", "none", "--policy", "may-abstain", "--repetition", "zero"]);
    expect(b.status).toBe(2);
    expect(b.stderr).toContain("--repetition");
    expect(count(b.file, "runs")).toBe(0);
    const c = cli(["frobnicate"]);
    expect(c.status).toBe(2);
    expect(c.stderr).toContain("orden desconocida: frobnicate");
  });

  it("a tutor that cannot run here says why, exit 2, nothing written", () => {
    const r = cli(["run", "--tutor", "claude-haiku-5-5", "--grounding", "retrieved", "--policy", "may-abstain"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("Falta ANTHROPIC_API_KEY");
    expect(count(r.file, "runs")).toBe(0);
  });

  it("conditions --json lists the 54 conditions with availability", () => {
    const r = cli(["conditions", "--json"]);
    expect(r.status).toBe(0);
    const list = JSON.parse(r.stdout);
    expect(list).toHaveLength(54);
    const named = list.filter((c: { seedName: string | null }) => c.seedName).map((c: { id: string }) => c.id);
    expect(named).toEqual(["claude-haiku-5-5|none|may-abstain", "claude-haiku-5-5|retrieved|may-abstain", "claude-sonnet-5-5|retrieved|may-abstain"]);
    const ref = list.find((c: { id: string }) => c.id === "reference|retrieved|may-abstain");
    expect(ref.available).toBe(true);
    const haiku = list.find((c: { id: string }) => c.id === "claude-haiku-5-5|none|may-abstain");
    expect(haiku).toMatchObject({ available: false, reason: "Falta ANTHROPIC_API_KEY en el entorno del worker." });
  });

  it("stats answers one JSON line per request, in order; a bad line answers an error and exits 2", () => {
    const input = [
      '{"fn":"wilson","k":4,"n":25,"z":1.96}',
      '{"fn":"wald","k":1,"n":25}',
      '{"fn":"holm","p":[0.01,0.04,0.03]}',
      '{"fn":"sampleSize","p":0.16,"halfWidth":0.05,"z":1.96}',
      '{"fn":"wilson","k":5,"n":0}',
      "not json",
      '{"fn":"permutationTest","a":[5,5,4,5,5,4],"b":[5,3,4,4,4,5],"resamples":9999}',
      '{"fn":"signFlipTest","d":[3,0,0,3,1,-1,1,1,4,3],"resamples":9999}',
      '{"fn":"reliability","confidence":[0.8,0.3],"correct":[1,0],"bins":5}',
      '{"fn":"precisionCoverage","confidence":[0.8,0.3],"correct":[1,0],"step":0.5}',
    ].join("\n");
    const r = cli(["stats"], { input });
    expect(r.status).toBe(2);
    const lines = r.stdout.trim().split("\n").map((l) => JSON.parse(l));
    expect(lines).toHaveLength(10);
    expect(lines[0]).toEqual({ low: 0.06403347608577989, high: 0.34654013980238163 });
    expect(lines[1].low).toBe(-0.036815998333680454);
    expect(lines[2]).toEqual({ adjusted: [0.03, 0.06, 0.06] });
    expect(lines[3]).toEqual({ n: 207 });
    expect(lines[4].error).toBe("wilsonInterval requires n >= 1 as an integer (got 0)");
    expect(lines[5].error).toMatch(/JSON/);
    expect(lines[6]).toEqual({ p: 17 / 42, exact: true });
    expect(lines[7]).toEqual({ p: 5 / 128, exact: true });
    expect(lines[8].bins).toEqual([
      { bin: 1, n: 1, meanConfidence: 0.3, accuracy: 0 },
      { bin: 3, n: 1, meanConfidence: 0.8, accuracy: 1 },
    ]);
    expect(lines[8].ece).toBeCloseTo(0.25, 15);
    expect(lines[9]).toEqual({
      points: [
        { threshold: 0, coverage: 1, precision: 0.5 },
        { threshold: 0.5, coverage: 0.5, precision: 1 },
        { threshold: 1, coverage: 0, precision: null },
      ],
    });
  });
});

describe("veraz import", () => {
  it("imports notes then a bank into a named bank; a broken file: row-level messages on stderr, exit 2, nothing written", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "veraz-import-"));
    const db = path.join(dir, "i.db");
    const notes = cli(["import", "notes", "e2e/fixtures/import/notas.csv", "--bank", "Química"], { db });
    expect(notes.status).toBe(0);
    expect(JSON.parse(notes.stdout)).toMatchObject({ bank: "Química", version: 1, notes: 3, questions: 0 });
    const broken = cli(["import", "bank", "e2e/fixtures/import/banco-roto.csv", "--bank", "Química"], { db });
    expect(broken.status).toBe(2);
    expect(broken.stderr).toContain("banco-roto.csv, fila 3, columna clave: clave duplicada: q1");
    expect(broken.stderr).toContain("columna id_nota: nota desconocida: 9");
    expect(count(db, "bank_versions")).toBe(2);
    const bank = cli(["import", "bank", "e2e/fixtures/import/banco.csv", "--bank", "Química"], { db });
    expect(bank.status).toBe(0);
    expect(JSON.parse(bank.stdout)).toMatchObject({ version: 2, notes: 3, questions: 3 });
  });

  it("budget: shows the month's budget (default 10 USD, the seed's), sets it, refuses a bad amount with a sentence", () => {
    const first = cli(["budget", "--json"]);
    expect(first.status).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ budgetUsd: 10, spentUsd: 0, reservedUsd: 0, remainingUsd: 10 });
    const set = cli(["budget", "--set", "2.5"], { db: first.file });
    expect(set.status).toBe(0);
    expect(set.stdout).toContain("presupuesto mensual: 2.50 USD");
    expect(set.stdout).toContain("queda:               2.50 USD");
    const words = cli(["budget", "--set", "diez"], { db: first.file });
    expect(words.status).toBe(2);
    expect(words.stderr).toContain("el presupuesto debe ser un número de USD");
    const bad = cli(["budget", "--set=-3"], { db: first.file });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("el presupuesto no puede ser negativo");
    expect(JSON.parse(cli(["budget", "--json"], { db: first.file }).stdout).budgetUsd).toBe(2.5);
  });
});
