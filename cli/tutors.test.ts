import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { startFakeAnthropic } from "@/e2e/fixtures/fakeAnthropic";
import data from "@/lib/dataset/seed_data.json";

const run = promisify(execFile);
const KEY = "sk-oa-cli-key-never-stored-anywhere-7c2e";
let fake: Awaited<ReturnType<typeof startFakeAnthropic>>;
beforeAll(async () => {
  fake = await startFakeAnthropic();
});
afterAll(async () => {
  await fake.close();
});

/** The CLI as a user runs it, asynchronously (the API stand-in lives in this process and must keep answering). */
async function cli(args: string[], db: string, env: Record<string, string> = {}) {
  try {
    const r = await run(process.execPath, [path.join(process.cwd(), "node_modules/tsx/dist/cli.mjs"), "cli/main.ts", ...args], { env: { ...process.env, VERAZ_DB_PATH: db, ANTHROPIC_API_KEY: "", ...env }, encoding: "utf8" });
    return { status: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (e) {
    const x = e as { code: number; stdout: string; stderr: string };
    return { status: x.code, stdout: x.stdout, stderr: x.stderr };
  }
}

const tempDb = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), "veraz-cli-tutors-")), "t.db");
const count = (file: string, table: string) => {
  const db = openDatabase(file);
  const n = (db.$client.prepare(`select count(*) n from ${table}`).get() as { n: number }).n;
  db.$client.close();
  return n;
};

describe("veraz tutors and veraz import answers", () => {
  it("adds an OpenAI-compatible tutor, lists it without its key, runs it against the stand-in, removes only what has no runs", async () => {
    const db = tempDb();
    const env = { VERAZ_CLI_OA_KEY: KEY };
    const promptFile = path.join(path.dirname(db), "rag.txt");
    fs.writeFileSync(promptFile, "Eres mi tutor. Usa solo las notas y cita la nota.\n");
    const add = await cli(["tutors", "add", "--id", "srv", "--kind", "openai-compatible", "--model", "eco", "--base-url", `${fake.url}/v1`, "--api-key-env", "VERAZ_CLI_OA_KEY", "--concurrency", "3", "--system-rag", promptFile], db, env);
    expect(add.stderr).toBe("");
    expect(JSON.parse(add.stdout)).toMatchObject({ id: "srv", kind: "openai-compatible", apiKeyEnv: "VERAZ_CLI_OA_KEY", apiKeySet: true, concurrency: 3, systemRag: "Eres mi tutor. Usa solo las notas y cita la nota." });
    const list = await cli(["tutors", "list", "--json"], db, env);
    expect(JSON.parse(list.stdout).map((t: { id: string }) => t.id)).toEqual(["claude-haiku-5-5", "claude-sonnet-5-5", "local-llm", "extractive", "always-abstain", "reference", "srv"]);
    expect(list.stdout).not.toContain(KEY);
    const conditions = JSON.parse((await cli(["conditions", "--json"], db, env)).stdout) as { id: string; available: boolean }[];
    expect(conditions.filter((c) => c.id.startsWith("srv|")).map((c) => c.available)).toEqual(Array(9).fill(true));
    const r = await cli(["run", "--tutor", "srv", "--grounding", "retrieved", "--policy", "may-abstain", "--wait", "--json"], db, env);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ conditionId: "srv|retrieved|may-abstain", status: "done", progress: { done: 25, total: 25 } });
    expect(out.table1).toMatchObject({ correcta: 25, incorrecta: 0, n: 25 });
    expect(fake.stats().apiKeys).toContain(KEY);
    expect(fs.readFileSync(db).includes(KEY)).toBe(false);
    const d = openDatabase(db);
    expect((d.$client.prepare("select prompt_system s from fichas limit 1").get() as { s: string }).s).toBe("Eres mi tutor. Usa solo las notas y cita la nota.");
    d.$client.close();
    // Without the key's variable the tutor cannot run, and says which variable is missing.
    const noKey = await cli(["run", "--tutor", "srv", "--grounding", "none", "--policy", "may-abstain"], db);
    expect(noKey.status).toBe(2);
    expect(noKey.stderr).toContain("VERAZ_CLI_OA_KEY");
    // --from FILE.json with the same fields; a bad file is refused with the field named.
    const json = path.join(path.dirname(db), "t.json");
    fs.writeFileSync(json, JSON.stringify({ id: "local-q", kind: "local-onnx", model: "mi-org/mi-modelo", "max-tokens": 64 }));
    const fromFile = await cli(["tutors", "add", "--from", json], db);
    expect(fromFile.status).toBe(0);
    expect(JSON.parse(fromFile.stdout)).toMatchObject({ id: "local-q", kind: "local-onnx", maxTokens: 64 });
    fs.writeFileSync(json, JSON.stringify({ id: "x", kind: "openai-compatible", model: "m", baseUrl: "ftp://x" }));
    const badFrom = await cli(["tutors", "add", "--from", json], db);
    expect(badFrom.status).toBe(2);
    expect(badFrom.stderr).toContain("http");
    const conds = count(db, "conditions");
    expect((await cli(["tutors", "remove", "local-q"], db)).status).toBe(0);
    expect(count(db, "conditions")).toBe(conds - 9);
    const keep = await cli(["tutors", "remove", "srv"], db);
    expect(keep.status).toBe(2);
    expect(keep.stderr).toContain("tiene 1 ejecuciones");
  });

  it("imports answers: a broken file exits 2 with each row's problem and writes nothing; a good one prints its Table 1 row", async () => {
    const db = tempDb();
    const dir = path.dirname(db);
    const rows = data.banco.map((q) => ({ clave: q.clave, texto: q.tipo === "con respuesta" ? q.referencia : "Tus notas no dicen nada de eso.", id_nota: q.tipo === "con respuesta" ? q.id_nota : null, confianza: 0.9 }));
    rows[0] = { ...rows[0]!, texto: "A la moda de la muestra" };
    fs.writeFileSync(path.join(dir, "bien.json"), JSON.stringify({ respuestas: rows }));
    fs.writeFileSync(path.join(dir, "mal.jsonl"), rows.slice(0, 24).map((r, i) => JSON.stringify(i === 2 ? { ...r, confianza: -0.1 } : i === 5 ? { ...r, id_nota: "tres" } : r)).join("\n"));
    const bad = await cli(["import", "answers", path.join(dir, "mal.jsonl"), "--tutor", "mi-app", "--grounding", "all", "--policy", "verify"], db);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("mal.jsonl, fila 3, columna confianza: la confianza está fuera de [0, 1]");
    expect(bad.stderr).toContain("mal.jsonl, fila 6, columna id_nota: id_nota debe ser un entero o vacío");
    expect(bad.stderr).toContain("faltan respuestas para 1 preguntas del banco: p25");
    expect(bad.stderr).toContain("no se importó nada");
    expect(count(db, "runs")).toBe(0);
    expect(count(db, "tutors")).toBe(6);
    const good = await cli(["import", "answers", path.join(dir, "bien.json"), "--tutor", "mi-app", "--grounding", "all", "--policy", "may-abstain", "--json"], db);
    expect(good.stderr).toBe("");
    expect(good.status).toBe(0);
    const out = JSON.parse(good.stdout);
    expect(out).toMatchObject({ conditionId: "mi-app|all|may-abstain", status: "done", repetition: 1, tutorCreated: true, answers: 25 });
    expect([out.table1.correcta, out.table1.incorrecta, out.table1.abstencion, out.table1.n]).toEqual([24, 1, 0, 25]);
    expect(out.table1.hallucination).toMatchObject({ k: 1, n: 25 });
    const list = JSON.parse((await cli(["tutors", "list", "--json"], db)).stdout) as { id: string; kind: string; runs: number }[];
    expect(list.find((t) => t.id === "mi-app")).toMatchObject({ kind: "answers", runs: 1 });
    const runAnswers = await cli(["run", "--tutor", "mi-app", "--grounding", "all", "--policy", "may-abstain"], db);
    expect(runAnswers.status).toBe(2);
    expect(runAnswers.stderr).toContain("importe sus respuestas");
  });
});
