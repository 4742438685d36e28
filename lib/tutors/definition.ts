import { z } from "zod";

/** The kinds of tutor veraz can put under test (the six built-in tutors use the first three and three offline kinds). */
export const USER_TUTOR_KINDS = ["anthropic", "openai-compatible", "local-onnx", "answers"] as const;
export type UserTutorKind = (typeof USER_TUTOR_KINDS)[number];
export type TutorKind = UserTutorKind | "extractive" | "always-abstain" | "reference";

/** A tutor id: lower-case letters, digits, ".", "_" and "-" (it is part of condition ids "tutor|grounding|policy"). */
export const TUTOR_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{0,47}$/;
export const tutorIdFormat = z
  .string()
  .regex(TUTOR_ID_PATTERN, { error: (i) => `id de tutor no válido: «${String(i.input)}» (minúsculas, cifras, «.», «_» y «-»; hasta 48)` });

/** A name of an environment variable (the key itself is never stored, shown or exported). */
const envVarName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, { error: "nombre de variable de entorno no válido (letras, cifras y «_»)" });

/** The settings of a tutor stored as JSON in `tutors.config`. */
export const tutorConfigSchema = z.object({
  /** openai-compatible: the server's base URL, e.g. http://127.0.0.1:11434/v1 (Ollama). */
  baseUrl: z.url({ protocol: /^https?$/, error: "la URL base debe ser http(s)://…" }).optional(),
  /** openai-compatible / anthropic: the NAME of the environment variable holding the key (none for a local server). */
  apiKeyEnv: envVarName.optional(),
  /** Questions asked at once. */
  concurrency: z.number().int().min(1, "la concurrencia va de 1 a 64").max(64, "la concurrencia va de 1 a 64").optional(),
  /** System prompt with notes (default: the seed's SISTEMA_RAG) and without notes (default: SISTEMA_LIBRE). */
  systemRag: z.string().min(1).max(20_000).optional(),
  systemFree: z.string().min(1).max(20_000).optional(),
  maxTokens: z.number().int().min(16).max(32_000).optional(),
});
export type TutorConfig = z.infer<typeof tutorConfigSchema>;

const usdPerMillion = z.coerce.number({ error: "el precio debe ser un número (USD por millón de tokens)" }).min(0, "el precio no puede ser negativo");

/** What `veraz tutors add` (flags or --from FILE.json), the Ajustes form and the answers import accept. */
export const userTutorInputSchema = z
  .object({
    id: tutorIdFormat,
    label: z.string().trim().min(1).max(80).optional(),
    kind: z.enum(USER_TUTOR_KINDS, { error: (i) => `tipo de tutor desconocido: ${String(i.input)} (válidos: ${USER_TUTOR_KINDS.join(", ")})` }),
    model: z.string().trim().min(1).max(200).optional(),
    baseUrl: tutorConfigSchema.shape.baseUrl,
    apiKeyEnv: tutorConfigSchema.shape.apiKeyEnv,
    concurrency: z.coerce.number().pipe(tutorConfigSchema.shape.concurrency.unwrap()).optional(),
    systemRag: tutorConfigSchema.shape.systemRag,
    systemFree: tutorConfigSchema.shape.systemFree,
    maxTokens: z.coerce.number().pipe(tutorConfigSchema.shape.maxTokens.unwrap()).optional(),
    priceInput: usdPerMillion.optional(),
    priceOutput: usdPerMillion.optional(),
  })
  .strict()
  .superRefine((t, ctx) => {
    const need = (field: keyof typeof t, why: string) => {
      if (t[field] === undefined) ctx.addIssue({ code: "custom", path: [field], message: why });
    };
    if (t.kind === "anthropic") need("model", "un tutor anthropic necesita --model (p. ej. claude-haiku-5-5)");
    if (t.kind === "openai-compatible") {
      need("model", "un tutor openai-compatible necesita --model (el nombre del modelo en el servidor)");
      need("baseUrl", "un tutor openai-compatible necesita --base-url (p. ej. http://127.0.0.1:11434/v1)");
    }
    if (t.kind === "local-onnx") need("model", "un tutor local-onnx necesita --model (su carpeta bajo models/)");
    if (t.kind === "answers") {
      for (const f of ["model", "baseUrl", "apiKeyEnv", "systemRag", "systemFree"] as const) {
        if (t[f] !== undefined) ctx.addIssue({ code: "custom", path: [f], message: "un tutor answers no tiene modelo: sus respuestas se importan" });
      }
    }
    if (t.kind !== "openai-compatible" && t.baseUrl !== undefined) ctx.addIssue({ code: "custom", path: ["baseUrl"], message: "--base-url solo vale para tutores openai-compatible" });
    if ((t.priceInput === undefined) !== (t.priceOutput === undefined)) ctx.addIssue({ code: "custom", path: ["priceInput"], message: "indique los dos precios (entrada y salida) o ninguno" });
    // A value that looks like a key rather than a variable's name is refused (and never echoed back).
    if (t.apiKeyEnv !== undefined && (/^sk[-_]/i.test(t.apiKeyEnv) || t.apiKeyEnv.length > 64)) {
      ctx.addIssue({ code: "custom", path: ["apiKeyEnv"], message: "indique el NOMBRE de la variable de entorno que guarda la clave, nunca la clave" });
    }
  });
export type UserTutorInput = z.infer<typeof userTutorInputSchema>;

/** A tutor as the app knows it (a row of `tutors` with its settings parsed). */
export interface TutorRecord {
  readonly id: string;
  readonly label: string;
  readonly kind: TutorKind;
  readonly modelId: string | null;
  readonly builtin: boolean;
  readonly position: number;
  readonly config: TutorConfig;
}

/** The settings part of a tutor input, as stored. */
export function configOf(t: UserTutorInput): TutorConfig {
  const { baseUrl, apiKeyEnv, concurrency, systemRag, systemFree, maxTokens } = t;
  return tutorConfigSchema.parse(Object.fromEntries(Object.entries({ baseUrl, apiKeyEnv, concurrency, systemRag, systemFree, maxTokens }).filter(([, v]) => v !== undefined)));
}

/** Whether a tutor's calls are paid (its runs reserve against the month's budget). */
export function isPaidKind(kind: TutorKind): boolean {
  return kind === "anthropic" || kind === "openai-compatible";
}

/** Whether a tutor calls a model (answers one question at a time, item by item). */
export function isModelKind(kind: TutorKind): boolean {
  return kind === "anthropic" || kind === "openai-compatible" || kind === "local-onnx";
}
