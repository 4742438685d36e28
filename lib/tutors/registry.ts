import path from "node:path";
import fs from "node:fs";
import { DEFAULT_TUTORS, type Mode, type TutorId } from "@/lib/conditions/axes";
import type { TutorRecord } from "./definition";
import { alwaysAbstainTutor, referenceTutor } from "./baselines";
import { downloadCommand } from "./localModels";
import type { Availability, Tutor } from "./types";

/** The local LLM's model id: VERAZ_LOCAL_LLM_MODEL, else the tutor's configured id (default Qwen2.5-0.5B-Instruct). */
export function localLlmModelId(configured: string | null = null): string {
  return process.env.VERAZ_LOCAL_LLM_MODEL || configured || "onnx-community/Qwen2.5-0.5B-Instruct";
}

/** Folder where local (hub) models are looked up: VERAZ_MODELS_DIR or models/. */
export function modelsDir(): string {
  return process.env.VERAZ_MODELS_DIR ?? path.join(/*turbopackIgnore: true*/ process.env.VERAZ_ROOT ?? process.cwd(), "models");
}

/** The tutor a built-in id names, as the registry needs it (callers with a database pass the stored record). */
export function builtinRecord(tutorId: string): TutorRecord | null {
  const t = DEFAULT_TUTORS.find((x) => x.id === tutorId);
  return t ? { id: t.id, label: t.label, kind: t.kind, modelId: t.modelId, builtin: true, position: DEFAULT_TUTORS.indexOf(t), config: {} } : null;
}

/** The environment variable an API tutor reads its key from: its own, else the provider's usual one. */
export function apiKeyEnvOf(t: Pick<TutorRecord, "kind" | "config">): string | null {
  if (t.config.apiKeyEnv) return t.config.apiKeyEnv;
  return t.kind === "anthropic" ? "ANTHROPIC_API_KEY" : null;
}

/**
 * Whether a tutor can run here, and if not why (shown on the matrix cell, its
 * disabled button and the CLI). The API key itself is never read out.
 */
export function tutorAvailability(tutor: TutorRecord | string, mode: Mode, modelId: string | null = null): Availability {
  const t = typeof tutor === "string" ? builtinRecord(tutor) : tutor;
  // Every condition can be simulated offline (synthetic fichas with planted truth).
  if (mode === "simulated") return { available: true };
  if (!t) return { available: false, reason: { code: "unknown-tutor" } };
  switch (t.kind) {
    case "always-abstain":
    case "reference":
    case "extractive":
      return { available: true };
    case "anthropic": {
      const env = apiKeyEnvOf(t)!;
      if (!process.env[env]) return env === "ANTHROPIC_API_KEY" ? { available: false, reason: { code: "missing-api-key" } } : { available: false, reason: { code: "missing-key-env", variable: env } };
      return { available: true };
    }
    case "openai-compatible": {
      const env = apiKeyEnvOf(t);
      if (env && !process.env[env]) return { available: false, reason: { code: "missing-key-env", variable: env } };
      return { available: true };
    }
    case "answers":
      return { available: false, reason: { code: "imported-answers" } };
    case "local-onnx": {
      const id = t.builtin ? localLlmModelId(modelId ?? t.modelId) : (t.modelId ?? "");
      const dir = path.join(/*turbopackIgnore: true*/ modelsDir(), id);
      if (!fs.existsSync(path.join(/*turbopackIgnore: true*/ dir, "onnx"))) {
        return { available: false, reason: { code: "missing-local-model", path: dir, command: downloadCommand(id, dir) } };
      }
      return { available: true };
    }
  }
}

/** The real tutor implementation for an id; throws for tutors that cannot run here. */
export function createTutor(tutorId: TutorId, modelId: string | null = null): Tutor {
  const a = tutorAvailability(tutorId, "real", modelId);
  if (!a.available) throw new Error(`tutor no disponible: ${tutorId} (${a.reason.code})`);
  if (tutorId === "always-abstain") return alwaysAbstainTutor;
  if (tutorId === "reference") return referenceTutor;
  throw new Error(`tutor no disponible: ${tutorId} (el lector extractivo se crea con las notas del banco)`);
}
