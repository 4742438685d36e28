import path from "node:path";
import fs from "node:fs";
import type { Mode, TutorId } from "@/lib/conditions/axes";
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

/**
 * Whether a tutor can run here, and if not why (shown on the matrix cell, its
 * disabled button and the CLI). The API key itself is never read out.
 */
export function tutorAvailability(tutorId: TutorId, mode: Mode, modelId: string | null = null): Availability {
  // Every condition can be simulated offline (synthetic fichas with planted truth).
  if (mode === "simulated") return { available: true };
  switch (tutorId) {
    case "always-abstain":
    case "reference":
      return { available: true };
    case "claude-haiku-5-5":
    case "claude-sonnet-5-5":
      if (!process.env.ANTHROPIC_API_KEY) return { available: false, reason: { code: "missing-api-key" } };
      return { available: true };
    case "local-llm": {
      const id = localLlmModelId(modelId);
      const dir = path.join(/*turbopackIgnore: true*/ modelsDir(), id);
      if (!fs.existsSync(path.join(/*turbopackIgnore: true*/ dir, "onnx"))) {
        return { available: false, reason: { code: "missing-local-model", path: dir, command: downloadCommand(id, dir) } };
      }
      return { available: true };
    }
    case "extractive":
      return { available: true };
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
