import type Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
import type { ResponseCache } from "@/lib/tutors/anthropic";
import type { RetryBudget } from "@/lib/tutors/retry";
import { type StructuredCall, structuredReply, structuredRequest } from "@/lib/tutors/structuredCall";
import { NliJudge } from "@/lib/verifier/nliJudge";
import { type GradeInput, OFFLINE_GRADER_ID, autoGrade, isAbstention } from "./autoGrader";

export { OFFLINE_GRADER_ID };
import type { Letter } from "./categories";

/** One answer to grade, with what every grader may read (an answer, never a missing one). */
export type GradeItem = GradeInput & { readonly answer: string };

/** A grader's letter and its reason, or no letter and why (a refusal, a max_tokens stop, invalid output). */
export type GraderResult = { readonly letter: Letter; readonly reason: string } | { readonly letter: null; readonly error: string; readonly raw: string | null };

export interface Grader {
  /** The grade source's name ("veraz-autograder-2", "claude-haiku-5-5", "nli:<model id>"). */
  readonly id: string;
  gradeMany(items: readonly GradeItem[], signal?: AbortSignal): Promise<GraderResult[]>;
}


export class OfflineGrader implements Grader {
  readonly id = OFFLINE_GRADER_ID;
  async gradeMany(items: readonly GradeItem[]): Promise<GraderResult[]> {
    return items.map((it) => autoGrade(it));
  }
}

/**
 * The seed's grading rule told to Claude in the manner of SimpleQA's grader
 * (CORRECT / INCORRECT / NOT_ATTEMPTED with worked examples), on a topic no
 * bank of veraz uses, so the examples teach the rule and not the answers.
 */
export const SISTEMA_CALIFICADOR = [
  "Usted califica respuestas de un tutor que responde a partir de las notas de una persona.",
  "Recibirá la pregunta, la referencia (la respuesta correcta según las notas, o «no aparece en sus notas» si las notas no la contienen), la nota que la respalda y la respuesta del tutor.",
  "Devuelva una sola letra con la regla del Cuaderno Vivo:",
  "R (como CORRECT en SimpleQA): la respuesta contiene la idea de la referencia, aunque use otras palabras, frases completas o una cautela («creo que…»), y no añade nada que la nota no contenga.",
  "X (como INCORRECT): responde otra cosa, contradice la referencia o la nota (negación, antónimo, número u orden distinto), da solo una parte de una lista, añade algo que la nota no contiene aunque sea cierto en el mundo, cita una nota que no lo dice, o responde algo a una pregunta cuya respuesta no está en las notas.",
  "N (como NOT_ATTEMPTED): dice que no lo sabe o que las notas no lo contienen, con cualquier forma de decirlo y en cualquier idioma, sin dar otra respuesta.",
  "Ejemplos (pregunta «¿Qué planeta es el más cercano al Sol?», referencia «Mercurio», nota «Mercurio es el planeta más cercano al Sol y no tiene lunas»):",
  "«Es Mercurio.» → R. «El más próximo al Sol es Mercurio, según tus apuntes.» → R. «Creo que Mercurio.» → R.",
  "«Venus.» → X. «Mercurio, que tiene dos lunas.» → X (contradice la nota). «Mercurio, y su año dura 88 días.» → X (añade algo que la nota no contiene).",
  "«Tus notas no lo dicen.» → N. «I don't know, it isn't in your notes.» → N.",
  "Pregunta sin respuesta en las notas («¿Quién descubrió Mercurio?», referencia «no aparece en sus notas»): «No aparece en tus notas.» → N; «Tus notas no lo dicen, pero se conocía desde la Antigüedad.» → X; «Los astrónomos babilonios.» → X.",
  "Explique el motivo en una frase.",
].join("\n");

export const calificacionSchema = z.object({ letra: z.enum(["R", "X", "N"]), motivo: z.string() });

const CALIFICACION_JSON_SCHEMA = {
  type: "object",
  properties: { letra: { type: "string", enum: ["R", "X", "N"] }, motivo: { type: "string" } },
  required: ["letra", "motivo"],
  additionalProperties: false,
};

/** The user turn of one grading request: the same text whether sent directly or in a batch. */
export function gradingPrompt(it: GradeItem): string {
  const cited = it.citedNoteId === null ? "ninguna" : it.notes.has(it.citedNoteId) ? `la nota ${it.citedNoteId}: ${it.notes.get(it.citedNoteId)}` : `la nota ${it.citedNoteId}, que no existe`;
  return [
    `<pregunta>${it.question}</pregunta>`,
    `<referencia>${it.answerable ? it.referencia : "no aparece en sus notas"}</referencia>`,
    `<nota>${it.goldNote ?? "(ninguna nota contiene la respuesta)"}</nota>`,
    `<respuesta>${it.answer}</respuesta>`,
    `<cita>${cited}</cita>`,
  ].join("\n");
}

/** Claude as a grader: structured output validated with zod, cached like every paid call, retried within the run's budget. */
export class ClaudeGrader implements Grader {
  readonly id: string;
  constructor(private readonly o: { client: Anthropic; model: string; cache: ResponseCache; budget: RetryBudget }) {
    this.id = o.model;
  }

  private call(it: GradeItem): StructuredCall {
    return { model: this.o.model, system: SISTEMA_CALIFICADOR, user: gradingPrompt(it), maxTokens: 512, schema: CALIFICACION_JSON_SCHEMA };
  }

  request(it: GradeItem): { key: string; params: Anthropic.MessageCreateParamsNonStreaming } {
    return structuredRequest(this.call(it));
  }

  async gradeOne(it: GradeItem, signal?: AbortSignal): Promise<GraderResult> {
    const { stopReason, text } = await structuredReply(this.call(it), { ...this.o, signal });
    if (stopReason === "refusal" || stopReason === "max_tokens") {
      return { letter: null, error: stopReason === "refusal" ? "el modelo se negó a calificar" : "la respuesta del modelo se cortó (max_tokens)", raw: text || null };
    }
    try {
      const c = calificacionSchema.parse(JSON.parse(text));
      return { letter: c.letra, reason: c.motivo };
    } catch (e) {
      return { letter: null, error: `calificación no válida: ${(e as Error).message.slice(0, 200)}`, raw: text };
    }
  }

  async gradeMany(items: readonly GradeItem[], signal?: AbortSignal): Promise<GraderResult[]> {
    const out: GraderResult[] = [];
    for (const it of items) out.push(await this.gradeOne(it, signal));
    return out;
  }
}

/**
 * A hub NLI cross-encoder as a grader (when present in the models folder):
 * an abstention by meaning → N; any other answer to an unanswerable question
 * → X; otherwise R when the answer entails the reference's idea
 * (premise = question + answer, hypothesis = question + reference) and the
 * supporting note entails the answer; X when either is contradicted or not
 * entailed.
 */
export class NliGrader implements Grader {
  readonly id: string;
  private readonly judge: NliJudge;
  constructor(modelId: string, modelsDir: string) {
    this.judge = new NliJudge(modelId, modelsDir);
    this.id = this.judge.id;
  }

  async gradeMany(items: readonly GradeItem[]): Promise<GraderResult[]> {
    const out: GraderResult[] = [];
    for (const it of items) {
      if (isAbstention(it.answer, it.question, it.notes)) {
        out.push({ letter: "N", reason: "abstención: dice que no lo sabe o que no está en las notas" });
        continue;
      }
      if (!it.answerable) {
        out.push({ letter: "X", reason: "responde a una pregunta sin respuesta en las notas" });
        continue;
      }
      const [idea, support] = await this.judge.judgeMany([
        { note: `${it.question} ${it.answer}`, answer: `${it.question} ${it.referencia}` },
        { note: it.goldNote ?? "", answer: it.answer },
      ]);
      const ok = idea!.respaldo === "respaldada" && support!.respaldo !== "sin respaldo";
      out.push({ letter: ok ? "R" : "X", reason: `NLI: idea de la referencia ${idea!.probability!.toFixed(2)}, respaldo de la nota ${support!.probability!.toFixed(2)}` });
    }
    return out;
  }
}
