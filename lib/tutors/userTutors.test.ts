import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bankContent, currentBankVersion } from "@/db/queries/dataset";
import { listFichas } from "@/db/queries/fichas";
import { listConditions } from "@/db/queries/matrix";
import { enqueueRun, getRun } from "@/db/queries/runs";
import { addTutor, getTutor, listTutors, removeTutor, setTutorModel } from "@/db/queries/tutors";
import { fileDb, useFakeApi } from "@/lib/testing/fakeApi";
import { importAnswers } from "@/lib/dataset/importAnswers";
import { completeRun } from "@/lib/jobs/inProcess";
import { loadMatrixView } from "@/lib/views/matrix";
import { loadEffectsView } from "@/lib/views/effects";
import { JSON_INSTRUCTION } from "./localLlm";
import { tutorAvailability } from "./registry";
import { writeTinyChatModel } from "./tinyModel";

const OA_KEY = "sk-oa-unit-key-must-never-be-stored-5b1c";
const ANT_KEY = "sk-ant-user-tutor-key-never-stored-22aa";
const stand = useFakeApi({ VERAZ_UNIT_OA_KEY: OA_KEY, VERAZ_UNIT_ANT_KEY: ANT_KEY, VERAZ_CALL_TIMEOUT_MS: "2000" });
const tempDb = () => fileDb("user-tutors");

/** Every byte the database holds (main file and WAL), to look for a key. */
function dbBytes(file: string): string {
  return [file, `${file}-wal`].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f).toString("latin1")).join("");
}

describe("user tutors: definition, matrix rows, removal", () => {
  it("adds a tutor with nine conditions and a matrix row; validates; refuses to remove built-ins and tutors with runs", () => {
    const { db } = tempDb();
    const before = listConditions({ db }).length;
    addTutor({ db, input: { id: "mi-ollama", kind: "openai-compatible", model: "llama3.2", baseUrl: "http://127.0.0.1:11434/v1" } });
    expect(listConditions({ db }).length).toBe(before + 9);
    expect(listTutors({ db }).map((t) => t.id).at(-1)).toBe("mi-ollama");
    const view = loadMatrixView({ db, mode: "real" });
    expect(view.rows.map((r) => r.tutorId)).toContain("mi-ollama");
    expect(view.rows.find((r) => r.tutorId === "mi-ollama")!.cells).toHaveLength(9);
    expect(view.runnable.filter((c) => c.startsWith("mi-ollama|"))).toHaveLength(9);
    // Validation: each problem named.
    expect(() => addTutor({ db, input: { id: "mi-ollama", kind: "answers" } })).toThrow(/ya existe/);
    expect(() => addTutor({ db, input: { id: "x", kind: "openai-compatible", model: "m" } })).toThrow(/base-url/);
    expect(() => addTutor({ db, input: { id: "Mal Id", kind: "answers" } })).toThrow(/id de tutor no válido/);
    expect(() => addTutor({ db, input: { id: "k", kind: "openai-compatible", model: "m", baseUrl: "http://x/v1", apiKeyEnv: "sk-live-abc" } })).toThrow(/variable/);
    expect(() => addTutor({ db, input: { id: "k", kind: "anthropic" } })).toThrow(/--model/);
    expect(() => removeTutor({ db, id: "claude-haiku-5-5" })).toThrow(/incorporados/);
    // The named variable decides availability; its value is never part of the reason.
    addTutor({ db, input: { id: "con-clave", kind: "openai-compatible", model: "m", baseUrl: "http://127.0.0.1:9/v1", apiKeyEnv: "VERAZ_UNIT_MISSING_KEY" } });
    expect(tutorAvailability(getTutor({ db, id: "con-clave" })!, "real")).toEqual({ available: false, reason: { code: "missing-key-env", variable: "VERAZ_UNIT_MISSING_KEY" } });
    removeTutor({ db, id: "con-clave" });
    expect(getTutor({ db, id: "con-clave" })).toBeNull();
    expect(listConditions({ db }).some((c) => c.tutorId === "con-clave")).toBe(false);
    // A built-in Claude tutor's model id is editable.
    expect(setTutorModel({ db, id: "claude-haiku-5-5", model: "claude-haiku-6-0" }).modelId).toBe("claude-haiku-6-0");
    expect(() => setTutorModel({ db, id: "extractive", model: "x" })).toThrow(/anthropic/);
  });
});

describe("an OpenAI-compatible tutor through the official openai package against a local stand-in", () => {
  it("json_schema answers; 429 retried after retry-after, 500 retried; refusal, length, invalid JSON, malformed body kept visible; the key stays out of the database", async () => {
    const { db, file } = tempDb();
    addTutor({ db, input: { id: "mi-servidor", kind: "openai-compatible", model: "eco", baseUrl: `${stand.api.url}/v1`, apiKeyEnv: "VERAZ_UNIT_OA_KEY", concurrency: 2, priceInput: 1, priceOutput: 2 } });
    stand.api.setRules([
      { match: "p02", action: { kind: "refusal" } },
      { match: "p03", action: { kind: "max_tokens" } },
      { match: "p04", action: { kind: "malformed_body" } },
      { match: "p06", action: { kind: "status", status: 429, retryAfter: 1 }, times: 1 },
      { match: "p07", action: { kind: "status", status: 500 }, times: 1 },
      { match: "p09", action: { kind: "invalid_json" }, times: 1 },
    ]);
    const { run, jobId } = enqueueRun({ db, conditionId: "mi-servidor|retrieved|may-abstain", mode: "real" });
    const t0 = Date.now();
    const final = await completeRun({ db, runId: run.id, jobId });
    expect(final.status).toBe("done");
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1000); // retry-after honoured
    const fichas = listFichas({ db, runId: run.id });
    expect(fichas).toHaveLength(25);
    const f = (k: number) => fichas[k - 1]!;
    expect([f(1).answerText, f(1).citedNoteId, f(1).category]).toEqual(["A los valores extremos de la muestra", 1, "correcta"]);
    expect(f(1).costUsd).toBeGreaterThan(0);
    expect(f(2).outputError).toContain("rechazo");
    expect(f(2).rawOutput).toBe("No puedo ayudar con eso.");
    expect(f(3).outputError).toContain("max_tokens");
    expect(f(4).outputError).toContain("respuesta del servidor no válida");
    expect(f(4).rawOutput).toContain("502 Bad Gateway");
    for (const k of [6, 7]) expect(f(k).category).toBe("correcta");
    // Invalid JSON got one repair attempt, kept on the ficha with both replies.
    expect(f(9).rawOutput).toContain("intento de reparación");
    expect(f(9).answerText).not.toBeNull();
    expect(getRun({ db, id: run.id }).retriesUsed).toBe(2);
    expect(stand.api.stats().apiKeys).toContain(OA_KEY);
    expect(dbBytes(file)).not.toContain(OA_KEY);
    // Cached: a second run of the same cell (repetition 1 again would be a no-op) sends nothing for the cached answers.
    const requests = stand.api.stats().requests;
    const again = enqueueRun({ db, conditionId: "mi-servidor|retrieved|must-answer", mode: "real" });
    await completeRun({ db, runId: again.run.id, jobId: again.jobId });
    expect(stand.api.stats().requests).toBeGreaterThan(requests); // another prompt: new calls
    const more = stand.api.stats().requests;
    const { run: r3, jobId: j3 } = enqueueRun({ db, conditionId: "mi-servidor|retrieved|must-answer", mode: "real", repetition: 1 });
    expect(r3.id).toBe(again.run.id); // a done repetition is never asked again
    void j3;
    expect(stand.api.stats().requests).toBe(more);
  });

  it("falls back to a JSON instruction when the server refuses json_schema, and reads JSON wrapped in prose", async () => {
    const { db } = tempDb();
    addTutor({ db, input: { id: "viejo", kind: "openai-compatible", model: "llama-sin-esquema", baseUrl: `${stand.api.url}/v1` } });
    const { run, jobId } = enqueueRun({ db, conditionId: "viejo|none|may-abstain", mode: "real" });
    const final = await completeRun({ db, runId: run.id, jobId });
    expect(final.status).toBe("done");
    const fichas = listFichas({ db, runId: run.id });
    expect(fichas.every((x) => x.answerText !== null)).toBe(true);
    expect(fichas[0]!.promptSystem).toContain(JSON_INSTRUCTION.trim());
    expect(fichas[0]!.rawOutput).toContain("```json");
    // json_schema was refused by the first questions in flight (4 at once); every later question went straight to the instruction.
    expect(stand.api.stats().byQuestion.__sinEsquema).toBeLessThanOrEqual(4);
    expect(stand.api.stats().requests).toBe(25);
  });
});

describe("a user Claude tutor with its own system prompt", () => {
  it("sends the user's prompt (stored on the ficha) with the key from its own variable", async () => {
    const { db, file } = tempDb();
    const own = "Eres el tutor de mi academia. Responde solo con las notas y da una confianza de 0 a 1.";
    addTutor({ db, input: { id: "mi-claude", kind: "anthropic", model: "claude-haiku-5-5", apiKeyEnv: "VERAZ_UNIT_ANT_KEY", systemRag: own, maxTokens: 300 } });
    const { run, jobId } = enqueueRun({ db, conditionId: "mi-claude|retrieved|may-abstain", mode: "real", engine: "sync" });
    const final = await completeRun({ db, runId: run.id, jobId });
    expect(final.status).toBe("done");
    const fichas = listFichas({ db, runId: run.id });
    expect(fichas).toHaveLength(25);
    expect(fichas.every((x) => x.promptSystem === own)).toBe(true);
    expect(stand.api.stats().maxTokens).toContain(300);
    expect(fichas[0]!.category).toBe("correcta");
    expect(stand.api.stats().apiKeys).toEqual([ANT_KEY]);
    expect(dbBytes(file)).not.toContain(ANT_KEY);
  });
});

describe("a model id the API rejects", () => {
  it("fails the run with a sentence naming the model and the server's message (Claude and OpenAI-compatible)", async () => {
    const { db } = tempDb();
    addTutor({ db, input: { id: "mal-claude", kind: "anthropic", model: "claude-no-existe-9", apiKeyEnv: "VERAZ_UNIT_ANT_KEY" } });
    addTutor({ db, input: { id: "mal-servidor", kind: "openai-compatible", model: "modelo-no-existe", baseUrl: `${stand.api.url}/v1` } });
    for (const id of ["mal-claude", "mal-servidor"]) {
      const { run, jobId } = enqueueRun({ db, conditionId: `${id}|none|may-abstain`, mode: "real", engine: "sync" });
      const final = await completeRun({ db, runId: run.id, jobId });
      expect(final.status).toBe("failed");
      expect(final.error).toMatch(/^el servidor rechazó el modelo «(claude-no-existe-9|modelo-no-existe)» \(HTTP 404\)/);
    }
  });
});

describe("a user's local-onnx tutor", () => {
  it("answers from its model folder under models/ through the real transformers.js pipeline", async () => {
    const models = fs.mkdtempSync(path.join(os.tmpdir(), "veraz-user-onnx-"));
    writeTinyChatModel(path.join(models, "mi-org", "tiny-chat"));
    process.env.VERAZ_MODELS_DIR = models;
    try {
      const { db } = tempDb();
      addTutor({ db, input: { id: "mi-local", kind: "local-onnx", model: "mi-org/tiny-chat", maxTokens: 32 } });
      expect(tutorAvailability(getTutor({ db, id: "mi-local" })!, "real").available).toBe(true);
      const { run, jobId } = enqueueRun({ db, conditionId: "mi-local|none|may-abstain", mode: "real" });
      const final = await completeRun({ db, runId: run.id, jobId });
      expect(final.status).toBe("done");
      expect(listFichas({ db, runId: run.id })).toHaveLength(25);
    } finally {
      delete process.env.VERAZ_MODELS_DIR;
    }
  });
});

describe("answers imported from the user's own app", () => {
  const seed = JSON.parse(fs.readFileSync(path.join(process.cwd(), "lib/dataset/seed_data.json"), "utf8")) as { banco: { clave: string; referencia: string; id_nota: number | null; tipo: string }[] };
  const good = seed.banco.map((q, i) => ({
    clave: q.clave,
    // Two wrong answers, one abstention on an answerable question, the rest right.
    texto: i === 0 ? "A la mediana de los datos" : i === 1 ? "Al número de decimales" : i === 2 ? "No aparece en sus notas" : q.tipo === "con respuesta" ? q.referencia : "No aparece en sus notas",
    id_nota: i === 2 || q.tipo !== "con respuesta" ? null : q.id_nota,
    confianza: 0.7,
  }));
  const csv = (rows: typeof good) => ["clave,texto,id_nota,confianza", ...rows.map((r) => `${r.clave},"${r.texto}",${r.id_nota ?? ""},${r.confianza}`)].join("\n");
  const file = (name: string, text: string) => ({ name, bytes: new TextEncoder().encode(text) });

  it("refuses a broken file with every error class and its row, writing nothing", async () => {
    const { db, file: dbFile } = tempDb();
    const rows = csv(good).split("\n");
    rows[2] = rows[2]!.replace(/,0\.7$/, ",1.5"); // confidence outside [0, 1]
    rows[3] = "zz99,hola,,0.5"; // unknown key
    rows[5] = rows[4]!; // duplicate key (and p05 is then missing)
    rows[7] = rows[7]!.replace(/,(\d*),0\.7$/, ",99,0.7"); // a note the bank lacks
    const size = fs.statSync(dbFile).size;
    const r = await importAnswers({ db, input: { tutor: "mi-app", grounding: "retrieved", policy: "may-abstain" }, file: file("malo.csv", rows.join("\n")) });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const msgs = r.errors.map((e) => `${e.row ?? "-"}:${e.column}:${e.message}`);
    expect(msgs).toEqual([
      "3:confianza:la confianza está fuera de [0, 1]",
      "4:clave:clave desconocida en el banco: zz99",
      "6:clave:clave repetida: p04 (ya en la fila 5)",
      "8:id_nota:la nota 99 no existe en el banco",
      "-:clave:faltan respuestas para 2 preguntas del banco: p03, p05",
    ]);
    const bad = await importAnswers({ db, input: { tutor: "mi-app", grounding: "retrieved", policy: "may-abstain" }, file: file("malo.jsonl", '{"clave":"p01"}\nno json') });
    expect(bad.ok).toBe(false);
    expect(getTutor({ db, id: "mi-app" })).toBeNull();
    expect(listConditions({ db }).some((c) => c.tutorId === "mi-app")).toBe(false);
    expect(fs.statSync(dbFile).size).toBe(size);
    const wrongKind = await importAnswers({ db, input: { tutor: "extractive", grounding: "retrieved", policy: "may-abstain" }, file: file("a.csv", csv(good)) });
    expect(wrongKind.ok).toBe(false);
  });

  it("imports a good file (CSV or JSONL) as a finished, graded run with the expected Table 1 row, in every analysis", async () => {
    const { db } = tempDb();
    const r = await importAnswers({ db, input: { tutor: "mi-app", grounding: "retrieved", policy: "may-abstain" }, file: file("bien.csv", csv(good)) });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.tutorCreated).toBe(true);
    expect(r.run.status).toBe("done");
    expect([r.table1.correcta, r.table1.incorrecta, r.table1.abstencion, r.table1.n]).toEqual([22, 2, 1, 25]);
    expect(r.table1.hallucination?.k).toBe(2);
    const fichas = listFichas({ db, runId: r.run.id });
    expect(fichas[0]!.answerText).toBe("A la mediana de los datos");
    expect(fichas[0]!.promptUser).toContain("no incluía el prompt");
    // JSONL with prompts and raw output, as a second repetition under "abstain + verify": verified by the local detector.
    const jsonl = good.map((g) => JSON.stringify({ ...g, prompt: `Pregunta ${g.clave}`, raw: { id: g.clave } })).join("\n");
    const v = await importAnswers({ db, input: { tutor: "mi-app", grounding: "retrieved", policy: "verify" }, file: file("bien.jsonl", jsonl) });
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    const vf = listFichas({ db, runId: v.run.id });
    expect(vf[0]!.promptUser).toBe("Pregunta p01");
    expect(vf[0]!.rawOutput).toBe('{"id":"p01"}');
    expect(vf.some((x) => x.verdict !== null)).toBe(true);
    // The same repetition is never overwritten.
    const again = await importAnswers({ db, input: { tutor: "mi-app", grounding: "retrieved", policy: "may-abstain", repetition: 1 }, file: file("bien.csv", csv(good)) });
    expect(again.ok).toBe(false);
    // The tutor is a matrix row whose cells show the runs; it cannot be run, only imported.
    const view = loadMatrixView({ db, mode: "real" });
    const row = view.rows.find((x) => x.tutorId === "mi-app")!;
    expect(row.availability.available).toBe(false);
    expect(row.cells.find((c) => c.condition.id === "mi-app|retrieved|may-abstain")!.table1!.incorrecta).toBe(2);
    expect(loadEffectsView({ db, mode: "real" }).cells).toBe(2);
    expect(bankContent({ db, bankVersionId: currentBankVersion({ db }).id }).questions).toHaveLength(25);
    expect(() => removeTutor({ db, id: "mi-app" })).toThrow(/ejecuciones/);
  });
});
