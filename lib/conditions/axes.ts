import { z } from "zod";
import { TUTOR_ID_PATTERN, type TutorKind, tutorIdFormat } from "@/lib/tutors/definition";

export const TUTOR_IDS = [
  "claude-haiku-5-5",
  "claude-sonnet-5-5",
  "local-llm",
  "extractive",
  "always-abstain",
  "reference",
] as const;
export const GROUNDINGS = ["none", "retrieved", "all"] as const;
export const POLICIES = ["must-answer", "may-abstain", "verify"] as const;
export const MODES = ["real", "simulated"] as const;

/** The six built-in tutors of SPEC §3. */
export type BuiltinTutorId = (typeof TUTOR_IDS)[number];
/** A tutor's id: a built-in one or one the user added (lib/tutors/definition.ts). */
export type TutorId = string;
export type Grounding = (typeof GROUNDINGS)[number];
export type Policy = (typeof POLICIES)[number];
export type Mode = (typeof MODES)[number];

/** The form of a tutor id; whether it exists is asked of the database (db/queries/tutors.ts). */
export const tutorIdSchema = tutorIdFormat;
export const groundingSchema = z.enum(GROUNDINGS, { error: (i) => `grounding desconocido: ${String(i.input)} (válidos: ${GROUNDINGS.join(", ")})` });
export const policySchema = z.enum(POLICIES, { error: (i) => `política desconocida: ${String(i.input)} (válidas: ${POLICIES.join(", ")})` });
export const modeSchema = z.enum(MODES, { error: (i) => `modo desconocido: ${String(i.input)} (válidos: ${MODES.join(", ")})` });

/** "<tutor>|<grounding>|<policy>" */
export function conditionId(tutor: TutorId, grounding: Grounding, policy: Policy): string {
  return `${tutor}|${grounding}|${policy}`;
}

export const conditionIdSchema = z
  .string()
  .refine(
    (s) => {
      const [t, g, p, ...rest] = s.split("|");
      return (
        rest.length === 0 &&
        TUTOR_ID_PATTERN.test(t ?? "") &&
        (GROUNDINGS as readonly string[]).includes(g ?? "") &&
        (POLICIES as readonly string[]).includes(p ?? "")
      );
    },
    { error: (i) => `condición desconocida: ${String(i.input)} (forma: tutor|grounding|política)` },
  );

export function parseConditionId(id: string): { tutor: TutorId; grounding: Grounding; policy: Policy } {
  const [tutor, grounding, policy] = conditionIdSchema.parse(id).split("|") as [TutorId, Grounding, Policy];
  return { tutor, grounding, policy };
}

export interface TutorDefinition {
  readonly id: BuiltinTutorId;
  readonly label: string;
  readonly kind: TutorKind;
  readonly modelId: string | null;
}

/** The default tutor axis of SPEC §3. */
export const DEFAULT_TUTORS: readonly TutorDefinition[] = [
  { id: "claude-haiku-5-5", label: "Claude Haiku 5.5", kind: "anthropic", modelId: "claude-haiku-5-5" },
  { id: "claude-sonnet-5-5", label: "Claude Sonnet 5.5", kind: "anthropic", modelId: "claude-sonnet-5-5" },
  { id: "local-llm", label: "LLM local (ONNX)", kind: "local-onnx", modelId: "onnx-community/Qwen2.5-0.5B-Instruct" },
  { id: "extractive", label: "Lector extractivo", kind: "extractive", modelId: null },
  { id: "always-abstain", label: "Siempre se abstiene", kind: "always-abstain", modelId: null },
  { id: "reference", label: "Referencia (oráculo)", kind: "reference", modelId: null },
];

/** The seed's three configurations are named cells of the matrix. */
export const SEED_CELLS: Readonly<Record<string, string>> = {
  [conditionId("claude-haiku-5-5", "none", "may-abstain")]: "Haiku 5.5 sin RAG",
  [conditionId("claude-haiku-5-5", "retrieved", "may-abstain")]: "Haiku 5.5 con RAG",
  [conditionId("claude-sonnet-5-5", "retrieved", "may-abstain")]: "Sonnet 5.5 con RAG",
};

export interface ConditionDefinition {
  readonly id: string;
  readonly tutorId: TutorId;
  readonly grounding: Grounding;
  readonly policy: Policy;
  readonly seedName: string | null;
  readonly position: number;
}

/** The 6 × 3 × 3 matrix of the built-in tutors in display order: tutors as rows, grounding × policy as columns. */
export function defaultConditions(): ConditionDefinition[] {
  const out: ConditionDefinition[] = [];
  for (const t of DEFAULT_TUTORS) {
    for (const g of GROUNDINGS) {
      for (const p of POLICIES) {
        const id = conditionId(t.id, g, p);
        out.push({ id, tutorId: t.id, grounding: g, policy: p, seedName: SEED_CELLS[id] ?? null, position: out.length });
      }
    }
  }
  return out;
}

/**
 * The tutors that cost nothing and answer at once (the extractive reader and
 * the two baselines) run for real in simulated mode too: a simulated profile
 * of them could only contradict what they really do.
 */
export const OFFLINE_TUTORS: ReadonlySet<string> = new Set(["extractive", "always-abstain", "reference"]);
