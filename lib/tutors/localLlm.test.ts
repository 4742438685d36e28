import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@/db/client";
import { ensureDefaults } from "@/db/queries/dataset";
import { categoryCounts, listFichas } from "@/db/queries/fichas";
import { enqueueRun } from "@/db/queries/runs";
import { completeRun } from "@/lib/jobs/inProcess";
import { LocalLlmTutor, LocalModelMissing, loadLocalGenerator, localSessionsCreated, parseJsonAnswer } from "./localLlm";
import { tutorAvailability } from "./registry";
import { TINY_MODEL_ANSWER, writeTinyChatModel } from "./tinyModel";

const models = fs.mkdtempSync(path.join(os.tmpdir(), "veraz-models-"));

beforeAll(() => {
  writeTinyChatModel(path.join(models, "veraz", "tiny-chat"));
  writeTinyChatModel(path.join(models, "veraz", "tiny-prose"), { answer: "prose" });
  process.env.VERAZ_MODELS_DIR = models;
});
afterAll(() => {
  delete process.env.VERAZ_MODELS_DIR;
  delete process.env.VERAZ_LOCAL_LLM_MODEL;
});

const input = (pregunta: string) => ({
  question: { position: 0, clave: "p01", pregunta, referencia: "r", noteId: 1, tipo: "con respuesta" as const },
  notes: [],
  grounding: "retrieved" as const,
  policy: "may-abstain" as const,
  mode: "real" as const,
  seed: 1,
  prompt: { system: "Usted es el tutor del Cuaderno Vivo de Sofía.", user: `<notas>\n</notas>\n\nPregunta: ${pregunta}` },
});

describe("local LLM through @huggingface/transformers on onnxruntime-node", () => {
  it("a model the project generates loads offline and answers through the real chat pipeline, parsed with zod", async () => {
    const tutor = new LocalLlmTutor(await loadLocalGenerator("veraz/tiny-chat", models));
    const r = await tutor.call(input("¿Qué mide la desviación estándar?"));
    expect(r.output).toEqual(TINY_MODEL_ANSWER);
    expect(r.error).toBeNull();
    expect(r.rawOutput).toBe('{"texto": "no aparece en sus notas", "id_nota":null, "confianza":0.5}');
    expect(r.prompt!.system).toContain('"confianza"');
    expect(r.usage!.inputTokens).toBeGreaterThan(0);
  });

  it("prose instead of JSON: one repair attempt, then a visible unparseable answer with both replies", async () => {
    const tutor = new LocalLlmTutor(await loadLocalGenerator("veraz/tiny-prose", models));
    const r = await tutor.call(input("¿Con cuántas notas se forma un acorde?"));
    expect(r.output).toBeNull();
    expect(r.error).toContain("tras un intento de reparación");
    expect(r.rawOutput).toContain("La respuesta es cinco notas.");
    expect(r.rawOutput).toContain("intento de reparación");
  });

  it("runs a whole condition in the worker path; the session is created once and reused", async () => {
    process.env.VERAZ_LOCAL_LLM_MODEL = "veraz/tiny-chat";
    expect(tutorAvailability("local-llm", "real")).toEqual({ available: true });
    const before = localSessionsCreated();
    const db = createTestDb();
    ensureDefaults({ db });
    for (const c of ["local-llm|retrieved|may-abstain", "local-llm|none|must-answer"]) {
      const { run, jobId } = enqueueRun({ db, conditionId: c, mode: "real" });
      const final = await completeRun({ db, runId: run.id, jobId });
      expect(final.status).toBe("done");
      // It always says "no aparece": 20 abstentions and 5 correct (the unanswerable ones).
      expect(categoryCounts({ db, runIds: [run.id] }).get(run.id)).toMatchObject({ correcta: 5, abstencion: 20, incorrecta: 0 });
      expect(listFichas({ db, runId: run.id })[0]!.promptSystem).toContain("Responda solo con un objeto JSON");
    }
    expect(localSessionsCreated() - before).toBeLessThanOrEqual(1);
  });

  it("a missing model says exactly how to provide it", async () => {
    delete process.env.VERAZ_LOCAL_LLM_MODEL;
    const a = tutorAvailability("local-llm", "real", "onnx-community/Qwen2.5-0.5B-Instruct");
    expect(a.available).toBe(false);
    if (!a.available && a.reason.code === "missing-local-model") {
      expect(a.reason.path).toBe(path.join(models, "onnx-community/Qwen2.5-0.5B-Instruct"));
      expect(a.reason.command).toBe(`huggingface-cli download onnx-community/Qwen2.5-0.5B-Instruct --local-dir ${a.reason.path}`);
    } else throw new Error("expected missing-local-model");
    await expect(loadLocalGenerator("onnx-community/Qwen2.5-0.5B-Instruct", models)).rejects.toBeInstanceOf(LocalModelMissing);
    await expect(loadLocalGenerator("nope/model", models)).rejects.toThrow("huggingface-cli download nope/model");
  });

  it("parses the first JSON object of a reply and rejects what breaks the schema", () => {
    expect(parseJsonAnswer('Claro: {"texto":"x","id_nota":3,"confianza":0.7} ¿algo más?').output).toEqual({ texto: "x", id_nota: 3, confianza: 0.7 });
    expect(parseJsonAnswer('{"texto":"x","id_nota":3,"confianza":7}').error).toContain("confianza");
    expect(parseJsonAnswer("sin llaves").error).toBe("no contiene un objeto JSON");
  });
});
